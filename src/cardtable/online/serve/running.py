"""A server running in a thread of this process on a free port of 127.0.0.1: for tests and the load command.

>>> with Running() as running:
...     running.url.startswith("ws://127.0.0.1:"), running.page.endswith("/")
(True, True)
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from types import TracebackType

try:
    import uvicorn
except ImportError as missing:  # pragma: no cover - the extra is installed wherever tests run
    raise ImportError("the server needs the serve extra: pip install 'cardtable[serve]'") from missing

from cardtable.online.serve.app import WS_MAX_SIZE, make_app
from cardtable.online.serve.hall import Hall

__all__ = ["Running", "config"]

_STARTUP_SECONDS = 60.0


def config(app: object, *, host: str = "127.0.0.1", port: int = 8000) -> uvicorn.Config:
    """The uvicorn settings the server runs with: WebSockets by the ``websockets`` package, small
    frames, no compression."""
    return uvicorn.Config(
        app,  # type: ignore[arg-type]
        host=host,
        port=port,
        ws="websockets-sansio",
        ws_max_size=WS_MAX_SIZE,
        # Views are small and many: compressing each costs more time than it saves on the wire.
        ws_per_message_deflate=False,
        log_level="warning",
        lifespan="on",
    )


class Running:
    """``with Running() as running:`` a real server on ``running.url`` over ``running.hall``,
    keeping its rooms and accounts in ``database`` if one is given (its rooms under
    ``server_name``)."""

    def __init__(
        self,
        hall: Hall | None = None,
        clock: Callable[[], float] = time.monotonic,
        database: str | None = None,
        server_name: str = "",
    ) -> None:
        self.hall = hall if hall is not None else Hall(seed=0)
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.bind(("127.0.0.1", 0))
        self.port: int = self._socket.getsockname()[1]
        self.url = f"ws://127.0.0.1:{self.port}/ws"
        self.page = f"http://127.0.0.1:{self.port}/"
        self.app = make_app(self.hall, clock, database, server_name)
        self._server = uvicorn.Server(config(self.app, port=self.port))
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, daemon=True
        )

    def __enter__(self) -> Running:
        self._thread.start()
        waited = 0.0
        while not self._server.started:  # a startup wait, not a measured time
            if not self._thread.is_alive() or waited > _STARTUP_SECONDS:
                raise RuntimeError("the server did not start")
            time.sleep(0.02)
            waited += 0.02
        return self

    def wake(self) -> None:
        """Have the server's clock task look at its clock now (after a test moved that clock on)."""
        self.app.state.server.wake()

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=30)
        self._socket.close()

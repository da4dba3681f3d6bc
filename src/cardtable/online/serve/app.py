"""The server: a ``Hall`` over WebSockets (Starlette), its clock and its bots on one event loop.

``make_app()`` is the ASGI application: the page at ``/``, its files under
``/static``, and one WebSocket endpoint ``/ws`` speaking the JSON protocol of
``docs/serve.md``. One task feeds the rooms' clocks (``Hall.tick``) from the real
clock, sleeping until the earliest deadline and woken early when a change
brings a deadline nearer. After every change the bots of that table are asked
for their moves, a searching bot in a worker thread so the loop keeps serving.
Each client has its own queue of outgoing messages, so a slow or vanished
client holds up no one; a client more than ``BACKLOG`` messages behind is
disconnected, and one that sends more than a person could (``limits.Allowance``)
is sent an error and dropped. With a database, the messages of a change wait until the change
is kept (``keeping.Keeper``), and account requests are answered from the store
(``accounts``).

>>> app = make_app(Hall(seed=1))
>>> [route.path for route in app.routes]
['/', '/ws', '/static']
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

try:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import FileResponse
    from starlette.routing import Mount, Route, WebSocketRoute
    from starlette.staticfiles import StaticFiles
    from starlette.websockets import WebSocket, WebSocketState
except ImportError as missing:  # pragma: no cover - the extra is installed wherever tests run
    raise ImportError("the server needs the serve extra: pip install 'cardtable[serve]'") from missing

from cardtable.online.serve import messages
from cardtable.online.serve.answers import answer
from cardtable.online.serve.codes import code_prefix
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.keeping import Keeper, restore
from cardtable.online.serve.limits import FLOODED, Allowance
from cardtable.online.serve.protocol import MAX_MESSAGE
from cardtable.online.serve.sending import Reply, message_text
from cardtable.online.store import Store

__all__ = ["BACKLOG", "STATIC", "Server", "make_app"]

STATIC = Path(__file__).parent / "static"
"""The page's files (plain HTML, JavaScript and CSS)."""
BACKLOG = 2000
"""How many messages a client may fall behind before it is disconnected."""

_RETRY_SECONDS = 1.0
_log = logging.getLogger(__name__)


class Server:
    """A hall, its clients' outgoing queues, the clock task and the bots' tasks."""

    def __init__(
        self,
        hall: Hall,
        clock: Callable[[], float] = time.monotonic,
        store: Store | None = None,
        server_name: str = "",
    ) -> None:
        self.hall = hall
        self.now = clock
        self.store = store
        self.server_name = server_name
        hall.codes.prefix = code_prefix(server_name)
        self.keeper = None if store is None else Keeper(store, hall, clock, self._queue, server_name)
        self._queues: dict[int, asyncio.Queue[str | None]] = {}
        self._wake = asyncio.Event()
        self._sleeping_until: float | None = None
        self._driving: set[str] = set()
        self._again: set[str] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self.loop: asyncio.AbstractEventLoop | None = None

    async def endpoint(self, websocket: WebSocket) -> None:
        """One client's connection: read its messages until it goes, while a writer sends its queue."""
        await websocket.accept()
        client = self.hall.connect()
        queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._queues[client] = queue
        writer = asyncio.create_task(self._write(websocket, queue))
        allowance = Allowance()
        try:
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                if not allowance.spend():  # a flood: told why, then dropped, the message unread
                    queue.put_nowait(message_text(messages.error(FLOODED)))
                    break
                text = message.get("text")
                if self.keeper is not None and self.hall.codes.low:  # before a room may need one
                    await self.keeper.reserve()
                reply = self.hall.receive(client, text if text is not None else b"", self.now())
                self.deliver(reply)
                for asker, request in reply.asked:  # in order, off the hall: the store answers
                    self.deliver(await answer(self.store, self.hall, asker, request, self.now()))
        except Exception:  # a bug must not take the server down: log it, drop this client
            self.hall.internal_errors += 1
            _log.exception("client %s", client)
        finally:
            self._queues.pop(client, None)
            queue.put_nowait(None)
            self.deliver(self.hall.disconnect(client, self.now()))
            await writer

    async def _write(self, websocket: WebSocket, queue: asyncio.Queue[str | None]) -> None:
        while (text := await queue.get()) is not None:
            try:
                await websocket.send_text(text)
            except Exception:  # the client vanished mid-send: its reader sees the disconnect
                break
        if websocket.application_state != WebSocketState.DISCONNECTED:
            with contextlib.suppress(Exception):
                await websocket.close()

    def deliver(self, reply: Reply) -> None:
        """Queue a reply's messages (once its changes are kept, when there is a store), ask the
        changed tables' bots, and wake the clock if need be."""
        if self.keeper is not None:
            self.keeper.hold(reply)
        else:
            self._queue([(client, message_text(message)) for client, message in reply.messages])
        for key in reply.changed:
            if self.hall.tables.has_bots(key):
                self._drive(key)
        deadline = self.hall.next_deadline()
        if deadline is not None and (self._sleeping_until is None or deadline < self._sleeping_until):
            self._wake.set()

    def _queue(self, texts: list[tuple[int, str]]) -> None:
        """Hand each client's messages (encoded) to its writer."""
        for client, text in texts:
            queue = self._queues.get(client)
            if queue is None:
                continue
            if queue.qsize() >= BACKLOG:  # too far behind: end its writer, which closes the socket
                self._queues.pop(client, None)
                queue.put_nowait(None)
                continue
            queue.put_nowait(text)

    def wake(self) -> None:
        """Have the clock task look at the time now (callable from any thread)."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._wake.set)

    async def run_clock(self) -> None:
        """Feed the rooms' clocks from the real clock, forever."""
        self.loop = asyncio.get_running_loop()
        while True:
            try:
                self.deliver(self.hall.tick(self.now()))
            except Exception:  # a bug in one room must not stop every room's clock
                self.hall.internal_errors += 1
                _log.exception("the clock")
                await asyncio.sleep(_RETRY_SECONDS)
            deadline = self.hall.next_deadline()
            self._wake.clear()
            self._sleeping_until = deadline
            timeout = None if deadline is None else max(0.0, deadline - self.now())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)

    def _drive(self, key: str) -> None:
        if key in self._driving:
            self._again.add(key)
            return
        self._driving.add(key)
        task = asyncio.create_task(self._bots(key))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _bots(self, key: str) -> None:
        """Ask a table's bots for moves until none has one to make (or the table moved on without them)."""
        try:
            while True:
                self._again.discard(key)
                if not await self._bot_round(key) and key not in self._again:
                    return
                await asyncio.sleep(0)  # let the clients' messages in between bot moves
        except Exception:
            self.hall.internal_errors += 1
            _log.exception("bots of %s", key)
        finally:
            self._driving.discard(key)

    async def _bot_round(self, key: str) -> bool:
        """Offer each bot seat its moves in turn; the first answer is made. Whether one was."""
        for offer in self.hall.tables.offers(key):
            move = await asyncio.to_thread(offer.ask) if offer.slow else offer.ask()
            if move is not None:
                self.deliver(self.hall.bot_move(key, offer.game, offer.member, move, self.now()))
                return True
        reply = self.hall.settle_solo(key)
        self.deliver(reply)
        return bool(reply.messages)


def make_app(
    hall: Hall | None = None,
    clock: Callable[[], float] = time.monotonic,
    database: str | None = None,
    server_name: str = "",
) -> Starlette:
    """The ASGI application over ``hall`` (a new one by default) on ``clock`` (seconds, any origin),
    keeping accounts and rooms in ``database`` (a URL or a SQLite file's path; ``None``: nothing
    is kept and there are no accounts), its rooms under ``server_name`` (``""``: the only server
    on that database; a named one's room codes begin with its name's first letter).

    At start-up the store is opened (and migrated), the codes this server held for rooms it
    never made are let go, and every room it kept is put back in the hall (``keeping.restore``).
    ``app.state.server`` is its ``Server`` once the application has started.
    """
    code_prefix(server_name)  # a name no code can begin with is refused now, not at start-up
    holder: dict[str, Server] = {}

    async def index(request: Request) -> FileResponse:
        return FileResponse(STATIC / "index.html")

    async def endpoint(websocket: WebSocket) -> None:
        await holder["server"].endpoint(websocket)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        store = None if database is None else await Store.open(database)
        server = Server(hall if hall is not None else Hall(), clock, store, server_name)
        holder["server"] = app.state.server = server
        tasks = [asyncio.create_task(server.run_clock())]
        if store is not None and server.keeper is not None:
            await store.free_codes(server=server_name)
            server.deliver(restore(server.hall, await store.load_rooms(server=server_name), clock()))
            await server.keeper.reserve()
            tasks.append(asyncio.create_task(server.keeper.run()))
        try:
            yield
        finally:
            for task in tasks:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            if store is not None and server.keeper is not None:
                await server.keeper.write()  # what changed since the last write
                await store.close()

    routes: list[Any] = [
        Route("/", index),
        WebSocketRoute("/ws", endpoint),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan)


WS_MAX_SIZE = 4 * MAX_MESSAGE
"""The largest WebSocket frame the server reads (in bytes; a message's characters may take up to 4)."""

"""A client of the server in Python (``websockets``): it sends the protocol's messages and keeps
what it was told: the room, its view (the history put back together), its legal moves.

The tests and the load command (``python -m cardtable.bench serve``) drive the server
through it; it is also the shortest way to write a bot that plays on a server.
``Player.take`` is the bookkeeping alone, with no network:

>>> player = Player(None)
>>> player.take({"type": "joined", "code": "ABC234", "name": "Jo", "token": "t"})
>>> player.code, player.token
('ABC234', 't')
"""

from __future__ import annotations

import json
from typing import Any

try:
    from websockets.asyncio.client import ClientConnection, connect
except ImportError as missing:  # pragma: no cover - the extra is installed wherever tests run
    raise ImportError("the server needs the serve extra: pip install 'cardtable[serve]'") from missing

__all__ = ["Mismatch", "Player"]

Message = dict[str, Any]


class Mismatch(ValueError):
    """The server sent a history that does not continue the one this client holds."""


class Player:
    """One connection to the server and what it was told; ``seen`` keeps every view when ``keep``."""

    def __init__(self, connection: ClientConnection | None, *, keep: bool = False) -> None:
        self.connection = connection
        self.keep = keep
        self.code: str | None = None
        self.name: str | None = None
        self.token: str | None = None
        self.account: Message | None = None
        self.room: Message | None = None
        self.view: Message | None = None
        self.game = 0
        self.moves_made = 0
        self.history: list[Message] = []
        self.legal: list[Message] = []
        self.errors: list[str] = []
        self.seen: list[tuple[int, int, Message, int]] = []

    @classmethod
    async def connect(cls, url: str, *, keep: bool = False) -> Player:
        """A new connection to the server at ``url`` (``ws://host:port/ws``)."""
        return cls(await connect(url, max_queue=None, compression=None), keep=keep)

    async def send(self, kind: str, **fields: Any) -> None:
        """Send a message of type ``kind`` with ``fields``."""
        await self.send_text(json.dumps({"type": kind, **fields}))

    async def send_text(self, text: str) -> None:
        """Send any text (even one that is not a message)."""
        assert self.connection is not None
        await self.connection.send(text)

    async def receive(self) -> Message:
        """The next message, taken into account."""
        assert self.connection is not None
        message: Message = json.loads(await self.connection.recv())
        self.take(message)
        return message

    async def until(self, kind: str, *, when: Any = None) -> Message:
        """Receive until a message of type ``kind`` (for which ``when(message)`` holds, if given)."""
        while True:
            message = await self.receive()
            if message["type"] == kind and (when is None or when(message)):
                return message

    async def close(self) -> None:
        """Close the connection."""
        if self.connection is not None:
            await self.connection.close()

    def take(self, message: Message) -> None:
        """Keep what ``message`` tells."""
        kind = message["type"]
        if kind == "joined":
            self.code, self.name, self.token = message["code"], message["name"], message["token"]
        elif kind == "account":  # a new token to keep, or None: the one this browser has still holds
            token = message["token"] or (self.account or {}).get("token")
            self.account = {**message, "token": token}
        elif kind == "room":
            self.room = message
        elif kind == "view":
            self._take_view(message)
        elif kind == "error":
            self.errors.append(message["message"])
        elif kind == "left":
            self.code = self.room = None

    def _take_view(self, message: Message) -> None:
        start = message["history_from"]
        view = message["view"]
        if start == 0:
            self.history = list(view["history"])
        elif message["game"] == self.game and start == len(self.history):
            self.history.extend(view["history"])
        else:
            raise Mismatch(f"history from {start} sent to a client holding {len(self.history)} events")
        self.game, self.moves_made, self.view, self.legal = (
            message["game"],
            message["moves_made"],
            view,
            message["legal"],
        )
        if self.keep:
            self.seen.append((self.game, self.moves_made, {**view, "history": None}, len(self.history)))

    @property
    def seat(self) -> int | None:
        """This client's seat in the game it was last shown."""
        return None if self.view is None else self.view["player"]

    @property
    def my_turn(self) -> bool:
        """Whether the game waits on this client's seat (YOUR TURN)."""
        return self.view is not None and self.view["player"] in self.view["to_act"]

    @property
    def over(self) -> bool:
        """Whether the game last shown has ended (Open Mercy and Witch of the Woods name their
        winners; every game waits on no seat once it is over)."""
        if self.view is None:
            return False
        if "winners" in self.view:
            return bool(self.view["winners"])
        return self.view.get("phase") == "over" or not self.view["to_act"]

"""A real server on 127.0.0.1 for the tests, and the check that every view a client got is its own."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

pytest.importorskip("starlette", reason="the server needs the serve extra: pip install 'cardtable[serve]'")
pytest.importorskip("uvicorn", reason="the server needs the serve extra: pip install 'cardtable[serve]'")
pytest.importorskip("websockets", reason="the server needs the serve extra: pip install 'cardtable[serve]'")

from cardtable import open_mercy as om
from cardtable.open_mercy.serve.client import Player
from cardtable.open_mercy.serve.hall import Hall
from cardtable.open_mercy.serve.running import Running
from cardtable.open_mercy.state import State
from cardtable.records import dumps, replay
from cardtable.records.convert import move_to_dict, view_to_dict

T = TypeVar("T")

SAFETY_SECONDS = 600.0
"""A bound on any one test's network wait, so a broken server fails a test instead of hanging it.
It asserts nothing about speed."""


class Clock:
    """The server's clock: real time plus whatever a test has moved it on by."""

    def __init__(self) -> None:
        self.ahead = 0.0
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            return time.monotonic() + self.ahead

    def forward(self, seconds: float) -> None:
        with self._lock:
            self.ahead += seconds


def run(test: Callable[[Running], Awaitable[T]], *, clock: Clock | None = None) -> T:
    """Start a server, run the async ``test`` against it, stop the server; no internal error allowed."""
    with Running(Hall(seed=3), clock=clock or Clock()) as running:
        result = asyncio.run(asyncio.wait_for(test(running), SAFETY_SECONDS))
        assert running.hall.internal_errors == 0
    return result


async def table(running: Running, players: int, **fields: Any) -> tuple[str, list[Player]]:
    """A private room with ``players`` clients in it (the host first), not started."""
    clients = [await Player.connect(running.url, keep=True) for _ in range(players)]
    await clients[0].send("create", name="host", **fields)
    code = (await clients[0].until("joined"))["code"]
    for number, client in enumerate(clients[1:], start=1):
        await client.send("join", code=code, name=f"guest {number}")
        await client.until("joined")
    return code, clients


async def started(running: Running, players: int) -> tuple[str, list[Player]]:
    """A room of ``players`` clients whose game has started, each holding its first view."""
    code, clients = await table(running, players)
    await clients[0].send("start")
    for client in clients:
        await client.until("view")
    return code, clients


async def settle(clients: list[Player], moves_made: int) -> None:
    """Receive until every client holds the view after ``moves_made`` moves."""
    for client in clients:
        if client.moves_made < moves_made:
            await client.until("view", when=lambda message: message["moves_made"] >= moves_made)


def mover(clients: list[Player]) -> Player:
    """The client whose turn it is."""
    return next(client for client in clients if client.my_turn)


def as_json(data: Any) -> Any:
    return json.loads(json.dumps(data, ensure_ascii=False))


def check_views(final: State, clients: list[Player]) -> int:
    """Every view each client was sent is exactly its own seat's view of the game at that point
    (so it holds no card the seat may not see), its history put back together is its seat's
    told history, and its legal moves are its seat's. Returns the number of views checked."""
    states = [state for _, state in replay(dumps(final))]
    checked = 0
    for client in clients:
        assert client.seen, "a client got no view"
        for game, moves_made, view, history_length in client.seen:
            if game != client.game:
                continue
            state = states[moves_made]
            seat = view["player"]
            expected = as_json(view_to_dict(om.view(state, seat)))
            assert history_length == len(expected.pop("history"))
            assert {**view, "history": None} == {**expected, "history": None}
            checked += 1
        seat = client.seat
        last = states[client.moves_made]
        assert client.history == as_json(view_to_dict(om.view(last, seat)))["history"]
        assert client.legal == as_json([move_to_dict(move) for move in om.legal_moves(last, seat)])
    return checked

"""A real server on 127.0.0.1 for the tests, and the check that every view a client got is its own."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import attrs
import pytest

pytest.importorskip("starlette", reason="the server needs the serve extra: pip install 'cardtable[serve]'")
pytest.importorskip("uvicorn", reason="the server needs the serve extra: pip install 'cardtable[serve]'")
pytest.importorskip("websockets", reason="the server needs the serve extra: pip install 'cardtable[serve]'")

from cardtable import open_mercy as om
from cardtable.core.events import EventLog
from cardtable.online.serve.client import Player
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from cardtable.open_mercy.state import State
from cardtable.records import dumps, replay
from cardtable.records.convert import move_to_dict, view_to_dict

T = TypeVar("T")

SAFETY_SECONDS = 600.0
"""A bound on any one test's network wait, so a broken server fails a test instead of hanging it.
It asserts nothing about speed."""


class Clock:
    """The server's clock: real time (``rate`` times as fast) plus whatever a test has moved it on by.

    A whole game played by clients that answer at once never waits on the clock, but a
    catch window left open while the game waits on no one closes only when its 8 seconds
    are up: the load tests run the clock fast so that such a wait is short.
    """

    def __init__(self, rate: float = 1.0) -> None:
        self.ahead = 0.0
        self.rate = rate
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            return time.monotonic() * self.rate + self.ahead

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


def check_views(final: State, clients: list[Player], played: Any = om) -> int:
    """Every view each client was sent is exactly its own seat's view of the game at that point
    (so it holds no card the seat may not see), its history put back together is its seat's
    told history, and its legal moves are its seat's (``played``: the game's module, Open Mercy
    by default). Returns the number of views checked.

    A view is compared without its history (made from the state with the history left
    out) and its history by length at each point, then whole at the end: comparing every
    whole history would cost a pass over the game per view (in Open Mercy, whose history
    is the whole game's; another game's is its hand's alone, sent whole at each new hand)."""
    states = [state for _, state in replay(dumps(final))]
    bare = [attrs.evolve(state, history=EventLog()) for state in states]
    events = list(final.history)
    checked = 0
    for client in clients:
        assert client.seen, "a client got no view"
        seat = client.seat
        told_before = [0]
        for event in events:  # how many events the seat had been told after each event
            told_before.append(told_before[-1] + (event.seen_by(seat) is not None))
        for game, moves_made, view, history_length in client.seen:
            if game != client.game:
                continue
            assert view["player"] == seat
            expected = as_json(view_to_dict(played.view(bare[moves_made], seat)))
            assert {**view, "history": None} == {**expected, "history": None}
            if played is om:
                assert history_length == told_before[len(states[moves_made].history)]
            else:  # a game that keeps each hand's history alone: the hand's told events
                assert history_length == len(played.view(states[moves_made], seat).history)
            checked += 1
        last = states[client.moves_made]
        assert client.history == as_json(view_to_dict(played.view(last, seat)))["history"]
        assert client.legal == as_json([move_to_dict(move) for move in played.legal_moves(last, seat)])
    return checked

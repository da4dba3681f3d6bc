"""Playing games against a bot from a test: a simple policy for the person's seat, played move by
move over the real WebSocket, and the servers the tests of the ladder and today's deal run."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from cardtable.online.serve.client import Player
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from tests.online.serve.helpers import SAFETY_SECONDS, Clock

T = TypeVar("T")
Message = dict[str, Any]
Policy = Callable[[list[Message]], Message]

DAY = "2026-12-02"
"""The server's day in these tests (``Hall(today=...)``)."""
_KEEN = (
    "CallMercy",
    "Catch",
    "Play",
    "PickTop",
    "ChooseColor",
    "NameRouletteColor",
    "SwapWith",
    "KeepHand",
    "Draw",
)


def keen(legal: list[Message]) -> Message:
    """Call MERCY and catch whenever it may, play a card whenever it can, draw last: enough to
    beat Scrap, which plays at random, takes every stack and never calls or catches."""
    return min(legal, key=lambda move: _KEEN.index(move["move"]) if move["move"] in _KEEN else len(_KEEN))


def idle(legal: list[Message]) -> Message:
    """Draw whenever it may, else the last move offered: a sure way to lose to a good bot."""
    return next((move for move in legal if move["move"] == "Draw"), legal[-1])


def serve(
    test: Callable[[Running], Awaitable[T]], database: str | None = None, *, seed: int = 3, rate: float = 20.0
) -> T:
    """Run the async ``test`` against a real server (keeping its data in ``database``, if given)
    whose day is ``DAY`` and whose clock runs ``rate`` times as fast; no internal error allowed."""
    hall = Hall(seed=seed, today=lambda: DAY)
    with Running(hall, clock=Clock(rate=rate), database=database) as running:
        result = asyncio.run(asyncio.wait_for(test(running), SAFETY_SECONDS))
        assert running.hall.internal_errors == 0
    return result


async def signed_in(running: Running, token: str | None = None) -> tuple[Player, Message]:
    """A connection that pressed PLAY NOW (with ``token``, if given): it and its ladder message."""
    player = await Player.connect(running.url, keep=True)
    await player.send("play_now", **({} if token is None else {"token": token}))
    if token is not None:
        player.account = {"token": token}
    await player.until("account")
    return player, await player.until("ladder")


async def play_solo(player: Player, policy: Policy, *, moves: int | None = None) -> None:
    """Play the person's seat with ``policy`` until the game ends (or ``moves`` of its moves are
    made); a move the table moved on from (a bot's catch came first) is refused, and the next
    view decides again."""
    made = 0
    while not player.over and (moves is None or made < moves):
        if not (player.my_turn and player.legal):
            await player.until("view")
            continue
        after, refused = player.moves_made, len(player.errors)
        await player.send("move", move=policy(player.legal), after=after)
        made += 1
        while player.moves_made <= after and len(player.errors) == refused:
            await player.receive()

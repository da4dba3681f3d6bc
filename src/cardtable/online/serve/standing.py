"""An account's standing, answered from the store: ``stats``, ``record``, ``replay`` and the
day's results (``daily_results``).

A record or a replay is only ever of the asking account's own seat, in a game
it sat in: ``records.dumps(state, seat=p)`` writes what that seat saw (no seed,
no hidden card), and a replay's view is ``view(state, p)`` after that many moves,
so neither holds a card the seat could not see. Another account's game is
refused as if it did not exist (its id says nothing about it).

>>> import asyncio
>>> from cardtable.online.serve.hall import Hall
>>> from cardtable.online.serve.protocol import read
>>> hall = Hall(seed=1)
>>> asyncio.run(answer(None, hall, hall.connect(), read('{"type": "stats"}')))
Traceback (most recent call last):
...
cardtable.online.serve.protocol.ProtocolError: This server keeps no accounts (it runs without a database)
"""

from __future__ import annotations

import datetime
from typing import Any

from cardtable import records
from cardtable.core.events import told
from cardtable.games import GAMES
from cardtable.online.rooms.open_mercy import Ladder
from cardtable.online.serve import messages
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.protocol import ProtocolError, Request
from cardtable.online.serve.sending import Reply, history_from
from cardtable.online.store import PlayedGame, Store

__all__ = ["NOT_YOURS", "Replays", "answer", "history_entry"]

NOT_YOURS = "No game of yours has that number"
"""The refusal of a record or replay of a game the account did not sit in (or that does not exist)."""
_NO_STORE = "This server keeps no accounts (it runs without a database)"
_NO_ACCOUNT = "Press PLAY NOW first: stats and records are an account's"


async def answer(store: Store | None, hall: Hall, client: int, request: Request) -> Reply:
    """The reply to ``stats``, ``record``, ``replay`` or ``daily_results`` from ``client``."""
    if store is None:
        raise ProtocolError(_NO_STORE)
    reply = Reply()
    if request.type == "daily_results":
        day = _day(request.get("day", hall.today()))
        reply.send(client, messages.daily_results(day, await store.daily_results(day)))
        return reply
    known = hall.clients.get(client)
    if known is None or known.account is None:
        raise ProtocolError(_NO_ACCOUNT)
    account = known.account
    if request.type == "stats":
        reply.send(client, await _stats(store, account))
        return reply
    game = request.get("game")
    seat = await store.seat_of(game, account)
    text = None if seat is None else await store.game_record(game)
    if seat is None or text is None:
        raise ProtocolError(NOT_YOURS)
    if request.type == "record":
        reply.send(client, messages.record(game, seat, records.dumps(records.loads(text), seat=seat)))
    else:
        reply.send(client, await _replay(store, game, account, seat, text, request.get("step")))
    return reply


def history_entry(played: PlayedGame) -> dict[str, object]:
    """One game of a ``stats`` message's ``history``.

    >>> played = PlayedGame(3, "ladder", 0, True, datetime.datetime(2026, 12, 2, 9), 2, 57, "scrap")
    >>> history_entry(played)["finished"], history_entry(played)["opponent"]
    ('2026-12-02T09:00:00', 'scrap')
    """
    return {
        "game": played.id,
        "mode": played.mode,
        "finished": played.finished.isoformat(),
        "seat": played.seat,
        "won": played.won,
        "players": played.players,
        "moves": played.moves,
        "opponent": played.opponent,
    }


async def _stats(store: Store, account_id: int) -> dict[str, object]:
    account = await store.account(account_id)
    if account is None:
        raise ProtocolError(_NO_ACCOUNT)
    kept = await store.ladder(account_id)
    ladder = Ladder() if kept is None else Ladder.from_dict(kept)
    daily = [{"day": day, "won": won, "moves": moves} for day, won, moves in await store.daily_of(account_id)]
    history = [history_entry(played) for played in await store.history(account_id)]
    modes = await store.stats(account_id)
    return messages.stats(account.handle, account.claimed, modes, ladder, daily, history)


class Replays:
    """The states of the last few games replayed, so that stepping through one game move by move
    replays it once, not once a step (a bounded table: ``KEPT`` games, the latest asked kept).

    >>> from cardtable import open_mercy as om
    >>> replays = Replays()
    >>> text = records.dumps(om.new_game(seed=2))
    >>> replays.states(text) is replays.states(text), len(replays.states(text))
    (True, 1)
    """

    KEPT = 8

    def __init__(self) -> None:
        self._kept: dict[str, list[Any]] = {}

    def states(self, text: str) -> list[Any]:
        """The game's states, the deal first, then the state after each move."""
        states = self._kept.pop(text, None)
        if states is None:
            states = [state for _, state in records.replay(text)]
        self._kept[text] = states  # the latest asked last
        while len(self._kept) > self.KEPT:
            del self._kept[next(iter(self._kept))]
        return states


_REPLAYS = Replays()


async def _replay(
    store: Store, game: int, account: int, seat: int, text: str, step: int
) -> dict[str, object]:
    states = _REPLAYS.states(text)  # keyed by the record itself: game ids are per database
    steps = len(states) - 1
    if step > steps:
        raise ProtocolError(f"replay: that game has {steps} moves, not {step}")
    state = states[step]
    before = 0 if step == 0 else len(states[step - 1].history)
    said = [event.describe(state.rules) for event in told(history_from(state.history, before), seat)]
    handles = await store.seat_handles(game)
    bot = await store.opponent(game, account)
    names = [handles.get(number) for number in range(state.rules.players)]
    if bot is not None:  # a game against a bot: the bot sits at seat 1
        names[1] = messages.bot_name(bot)
    seen = GAMES[state.origin.game].view(state, seat)  # a room's game may be any game
    return messages.replay(game, step, steps, seen, said, names, state.origin.game)


def _day(day: object) -> str:
    try:
        return datetime.date.fromisoformat(str(day)).isoformat()
    except ValueError:
        raise ProtocolError(f"daily_results: a day is written YYYY-MM-DD, not {str(day)[:12]!r}") from None

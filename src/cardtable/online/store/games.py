"""Finished games as rows, and back: a game is kept as the parts of its host's record.

``game_row`` splits ``records.dumps(state)`` into the ``games`` table's columns
(rules, seed, deck, moves, winners); ``seat_record_of`` joins them back, replays
the record (``records.loads`` checks every move) and writes what one seat saw
(``records.dumps(state, seat=p)``), which is what a player downloads.

>>> import datetime
>>> from cardtable import open_mercy
>>> state = open_mercy.new_game(seed=5)
>>> state = open_mercy.apply_move(state, open_mercy.legal_moves(state)[0])
>>> row = game_row(state, mode="casual", finished=datetime.datetime(2026, 1, 1))
>>> row["game"], row["seed"], row["winners"]
('open-mercy', '5', '[]')
>>> records.loads(host_record(row)) == state
True
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from typing import Any

import attrs

from cardtable import records
from cardtable.games import GAMES

__all__ = ["PlayedGame", "game_row", "host_record", "seat_record_of"]


@attrs.frozen
class PlayedGame:
    """One line of an account's match history: the game, its mode, the account's seat, whether
    it won, when it ended, how many played, how many moves it took and the bot it was against
    (a ladder game or today's deal; ``None`` in a room)."""

    id: int
    mode: str
    seat: int
    won: bool
    finished: datetime.datetime
    players: int = 0
    moves: int = 0
    opponent: str | None = None


def game_row(state: Any, *, mode: str, finished: datetime.datetime) -> dict[str, Any]:
    """The ``games`` row of a game: its record's parts as JSON text, the seed as text."""
    record = json.loads(records.dumps(state))
    outcome = GAMES[record["game"]].outcome(state)
    return {
        "game": record["game"],
        "mode": mode,
        "rules": json.dumps(record["rules"], sort_keys=True),
        "seed": str(record["seed"]),
        "deck": None if record["deck"] is None else json.dumps(record["deck"]),
        "moves": json.dumps(record["moves"], separators=(",", ":")),
        "winners": json.dumps([] if outcome is None else list(outcome.winners)),
        "finished": finished,
    }


def host_record(row: Mapping[Any, Any]) -> str:
    """The host's record (``records.dumps``'s text) a ``games`` row was made from."""
    record = {
        "format": records.FORMAT,
        "game": row["game"],
        "rules": json.loads(row["rules"]),
        "seed": int(row["seed"]),
        "deck": None if row["deck"] is None else json.loads(row["deck"]),
        "moves": json.loads(row["moves"]),
    }
    return json.dumps(record)


def seat_record_of(row: Mapping[Any, Any], seat: int) -> str:
    """What ``seat`` saw of the game in a ``games`` row, as ``records.dumps(state, seat=seat)``."""
    return records.dumps(records.loads(host_record(row)), seat=seat)

"""Every game at the table: what a room of each game needs of ``cardtable.games.GAMES``, and
Open Mercy's own settings of the service in one place.

A room is of one game (``Room.table``, its name in ``GAMES``) and holds the rules its
host chose (``Room.rules``: ``players`` is the most seats). Everything a room does that
differs by game asks this module: the seats (``seat_range``), the rules of a deal
(``dealt_rules``), whether a game is over (``finished``), the host's rules read from a
client (``rules_argument``). Open Mercy keeps its own settings of the service, named
here: quick match and its countdown, the catch window, the ladder and today's deal
(``OPEN_MERCY``); its rooms seat up to 20 and take a stacking mode instead of rules.

>>> seat_range("kings-mercy"), seat_range("open-mercy")
((3, 6), (2, 20))
"""

from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import Any

import attrs

from cardtable.game import Game
from cardtable.games import GAMES
from cardtable.online.rooms.open_mercy import MOST_SEATS as OPEN_MERCY_SEATS
from cardtable.online.rooms.open_mercy import OPEN_MERCY
from cardtable.online.rooms.room import Room, RoomError
from cardtable.records.strict import RecordError, decode

__all__ = [
    "OPEN_MERCY",
    "OPEN_MERCY_SEATS",
    "dealt_rules",
    "fewest_seats",
    "game_module",
    "most_seats",
    "rules_argument",
    "rules_to_dict",
    "seat_range",
]

# Open Mercy is the service's first game: a message without ``game`` is about it, and
# only its rooms have quick matches, catch windows, a ladder and today's deal.
OPEN_MERCY_MIN_SEATS = 2
"""Open Mercy is played by 2 or more (OM25, OM26)."""


def game_module(table: str) -> Game:
    """The game called ``table`` in ``GAMES``; ``RoomError`` naming the games otherwise.

    >>> game_module("witch-of-the-woods").FACTS.title
    'Witch of the Woods'
    >>> game_module("chess")
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: There is no game called 'chess'; the games are kings-mercy, ...
    """
    if type(table) is str and table in GAMES:
        return GAMES[table]
    shown = repr(table[:40]) if isinstance(table, str) else "like that"
    raise RoomError(f"There is no game called {shown}; the games are {', '.join(GAMES)}")


def seat_range(table: str) -> tuple[int, int]:
    """The fewest and the most seats a room of ``table`` deals to (its ``FACTS.seats``; Open
    Mercy's rooms hold 20 with bots, OM25).

    >>> seat_range("king-cut-throat"), seat_range("witch-of-the-woods")
    ((2, 3), (2, 8))
    """
    if table == OPEN_MERCY:
        return OPEN_MERCY_MIN_SEATS, OPEN_MERCY_SEATS
    seats = game_module(table).FACTS.seats
    return seats.start, seats.stop - 1


def rules_argument(table: str, chosen: object) -> Any:
    """The rules the host chose for a room of ``table``: ``chosen`` maps any of the game's
    ``Rules`` fields to a JSON value (``None``: every default; ``players`` at its most).
    ``RoomError`` with the rules' own message for anything the game refuses.

    >>> rules_argument("kings-mercy", {"players": 5, "max_hands": 3})
    Rules(players=5, starting_units=20, max_hands=3, fool_display='joker')
    >>> rules_argument("kings-mercy", {"players": 9})
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: players must be 3 to 6, not 9
    >>> rules_argument("kings-mercy", {"pot": 3})
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: King's Mercy has no option called 'pot'
    """
    game = game_module(table)
    if chosen is None:
        chosen = {}
    if not isinstance(chosen, Mapping):
        raise RoomError("The rules are an object of options by name")
    fields = typing.get_type_hints(game.Rules)
    values: dict[str, Any] = {}
    for name, value in chosen.items():
        field = fields.get(name) if type(name) is str else None
        if field is None:
            raise RoomError(f"{game.FACTS.title} has no option called {str(name)[:40]!r}")
        values[name] = _value(field, name, value)
    if "players" not in values and "players" in fields:
        values["players"] = seat_range(table)[1]
    try:
        return game.Rules(**values)
    except (TypeError, ValueError) as error:
        raise RoomError(str(error)) from None


def _value(hint: Any, name: str, value: object) -> Any:
    """A rules field's JSON value as the field's type (a suit from its letter, ...); the
    rules' validators then judge it, so a wrong value is refused in their words."""
    if type(value) in (int, bool) or value is None:
        return value  # the validators judge numbers and flags themselves (True is not 1)
    try:
        return decode(hint, value, name)
    except RecordError:
        return value


def rules_to_dict(rules: Any) -> dict[str, Any]:
    """A room's rules as JSON-ready data, field by field (cards and suits as text).

    >>> rules_to_dict(rules_argument("witch-of-the-woods", {"players": 3}))["tie_convention"]
    'A'
    """
    from cardtable.records.convert import encode

    data = encode(rules)
    assert isinstance(data, dict)
    return data


def dealt_rules(table: str, rules: Any, players: int, stacking: str) -> Any:
    """The rules a room's game is dealt with: the host's (``rules``) with ``players`` the
    members seated; Open Mercy's from its stacking mode.

    >>> dealt_rules("kings-mercy", rules_argument("kings-mercy", None), 3, "official").players
    3
    """
    game = game_module(table)
    if table == OPEN_MERCY:
        return game.Rules(players=players, stacking=stacking)
    return attrs.evolve(rules, players=players)


def most_seats(room: Room) -> int:
    """How many members a room holds, bots included: 20 in Open Mercy (OM25), else its rules'
    ``players``.

    >>> from cardtable.online.rooms import create_room
    >>> most_seats(create_room("Ana", seed=1, now=0.0, game="kings-mercy", rules={"players": 5}))
    5
    """
    if room.table == OPEN_MERCY or room.rules is None:
        return seat_range(room.table)[1]
    return int(room.rules.players)


def fewest_seats(room: Room) -> int:
    """How many members a room's game needs to be dealt: its game's fewest seats.

    >>> from cardtable.online.rooms import create_room
    >>> fewest_seats(create_room("Ana", seed=1, now=0.0, game="kings-mercy"))
    3
    """
    return seat_range(room.table)[0]

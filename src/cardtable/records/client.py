"""A seat's record: the game as one seat saw it, which may be sent to that seat.

``seat_dumps(state, seat)`` (also ``dumps(state, seat=seat)``) writes the
format, the game, its rules, the seat (``null`` for a spectator) and, under
``views``, what the seat was told at each step (the start, then each move):
its view as ``view_to_dict`` writes it, except ``history``. A view's history is
the seat's events since the hand began, and so always the last few of all the
events it was told; a step writes how many, ``"history": 3``. Nothing else is
written: no seed, no deck order, no move (a move may name a card the seat does
not see; it is told through the events), no card hidden from the seat.

``seat_views(text)`` reads one back as the game's ``View`` objects, equal to
the seat's views of the game, refusing anything ``seat_dumps`` would not
write with ``RecordError`` (C10).

>>> from cardtable.games import GAMES
>>> km = GAMES["kings-mercy"]
>>> state = km.apply_move(km.new_game(km.Rules(players=3), seed=7), km.Bet(1))
>>> text = seat_dumps(state, 2)
>>> '"seed"' in text, '"moves"' in text
(False, False)
>>> seat_views(text) == (km.view(km.new_game(km.Rules(players=3), seed=7), 2), km.view(state, 2))
True
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import attrs

from cardtable.games import GAMES
from cardtable.records.convert import encode, view_to_dict
from cardtable.records.reading import structure
from cardtable.records.strict import (
    FORMAT,
    RecordError,
    bad,
    check_parts,
    decode,
    decode_attrs,
    game_of,
    identical,
    parse,
)

SEAT_MAX_DEPTH = 12
"""The deepest nesting a seat's record may have. The games write at most 8 (the
record, its views, a view, its last hand, the hand's tricks, a trick, its plays,
a play); the bound keeps a hostile text from exhausting the JSON reader's stack."""

NO_RECORD = "record: a determinized state has no record (its seed and moves are not the game's)"
"""Why ``dumps`` refuses a state from ``determinize``."""

_PARTS = ("format", "game", "rules", "seat", "views")


def seat_dumps(state: Any, seat: int | None, *, indent: int | None = None) -> str:
    """The game so far as ``seat`` saw it (``None``: a spectator), as JSON text.

    The seat is read as ``view`` reads it (C8). A determinized state has no
    record (``RecordError``).

    >>> from cardtable.games import GAMES
    >>> om = GAMES["open-mercy"]
    >>> seat_dumps(om.new_game(seed=1), 5)
    Traceback (most recent call last):
    ...
    ValueError: there is no seat 5 at this table of 4
    """
    if state.origin.determinized:
        raise RecordError(NO_RECORD)
    game = GAMES[state.origin.game]
    views = [game.view(step, seat) for step in _states(state)]
    told: list[Any] = []
    steps = []
    for view in views:
        data = view_to_dict(view)
        if "history" in data:
            told.extend(view.events)
            data["history"] = _window(view.history, told)
        steps.append(data)
    record = {
        "format": FORMAT,
        "game": game.NAME,
        "rules": encode(state.origin.rules),
        "seat": views[0].player,
        "views": steps,
    }
    return json.dumps(record, indent=indent, ensure_ascii=False)


def _states(state: Any) -> Iterator[Any]:
    """The states of a game from its start to ``state``, replayed from its origin and log."""
    origin = state.origin
    game = GAMES[origin.game]
    step = game.new_game(origin.rules, seed=origin.seed, deck=origin.deck)
    yield step
    for move in state.log:
        step = game.apply_move(step, move)
        yield step


def _window(history: tuple[Any, ...], told: list[Any]) -> int:
    """How many of the last events told make up ``history``, which must be exactly those."""
    count = len(history)
    if count > len(told) or tuple(told[len(told) - count :]) != history:
        raise ValueError("a view's history is not the last of the events it was told")
    return count


def seat_views(text: str) -> tuple[Any, ...]:
    """The views a seat's record holds, as the game's ``View`` objects, read strictly (C10).

    >>> from cardtable.games import GAMES
    >>> ww = GAMES["witch-of-the-woods"]
    >>> text = seat_dumps(ww.new_game(seed=3), 0)
    >>> seat_views(text) == (ww.view(ww.new_game(seed=3), 0),)
    True
    >>> seat_views(text.replace('"seat": 0', '"seat": false'))
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: seat: expected a whole number, found False
    """
    record = parse(text, SEAT_MAX_DEPTH)
    game = game_of(record)
    if "seed" in record and "seat" not in record:
        raise RecordError("record: seed: a host's record holds no views (read it with loads or replay)")
    check_parts(record, _PARTS)
    rules = decode_attrs(game.Rules, record["rules"], "rules")  # type: ignore[arg-type]
    seat = decode(int | None, record["seat"], "seat")
    try:
        game.view(game.new_game(rules), seat)
    except ValueError as error:
        raise RecordError(f"record: seat: {error}") from None
    steps = record["views"]
    if type(steps) is not list or not steps:
        raise bad("views", "expected a list of at least the start's view", steps)
    view_class = type(game.view(game.new_game(rules), seat))
    has_history = "history" in attrs.fields_dict(view_class)
    told: list[Any] = []
    views = []
    for number, data in enumerate(steps):
        where = f"views[{number}]"
        if type(data) is not dict:
            raise bad(where, "expected an object", data)
        history = None
        if has_history:
            if "history" not in data:
                raise RecordError(f"record: {where}.history: missing")
            history = data["history"]
            data = {**data, "history": []}
        view = structure(game, view_class, data, where)
        if history is not None:
            told.extend(view.events)
            count = decode(int, history, f"{where}.history")
            if not 0 <= count <= len(told):
                raise bad(f"{where}.history", f"expected 0 to {len(told)} (the events told so far)", count)
            view = attrs.evolve(view, history=tuple(told[len(told) - count :]))
            data = {**data, "history": history}
        written = view_to_dict(view)
        if has_history:
            written["history"] = history
        if not identical(written, data):
            raise bad(where, "not in canonical form (cards in canonical order)", data)
        if view.player != seat:
            raise bad(f"{where}.player", f"expected the record's seat {seat}", view.player)
        views.append(view)
    return tuple(views)

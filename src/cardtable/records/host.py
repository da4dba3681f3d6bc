"""The host's record of a game: rules, seed, first deck and moves, to and from JSON.

A record is all it takes to rebuild a game exactly (C4): ``loads`` starts a
new game from the record's rules, seed and deck and replays every move through
``apply_move``; ``replay`` gives every step of the way. It holds the seed, so
it tells whoever reads it every card still to come: it is for the host.

>>> from cardtable.games import GAMES
>>> km = GAMES["kings-mercy"]
>>> state = km.new_game(km.Rules(players=3), seed=11)
>>> state = km.apply_move(state, km.legal_moves(state)[0])
>>> loads(dumps(state)) == state
True
>>> [str(move) for move, _ in replay(dumps(state))]
['None', 'seat 1 checks']
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, Literal

from cardtable.game import Game, IllegalMove
from cardtable.records.client import NO_RECORD, seat_dumps
from cardtable.records.convert import encode, move_to_dict
from cardtable.records.strict import (
    FORMAT,
    RecordError,
    bad,
    check_parts,
    decode,
    decode_attrs,
    game_of,
    parse,
)

_FIELDS = ("format", "game", "rules", "seed", "deck", "moves")
_MISSING = object()


def move_from_dict(game: Game, data: Any, where: str = "move") -> Any:
    """The move a ``move_to_dict`` dict describes, for the given game, read strictly.

    >>> from cardtable.games import GAMES
    >>> move_from_dict(GAMES["kings-mercy"], {"move": "Bet", "player": 1})
    Bet(player=1)
    >>> move_from_dict(GAMES["kings-mercy"], {"move": "Bet", "player": True})
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: move.player: expected a whole number, found True
    """
    if type(data) is not dict:
        raise bad(where, "expected an object", data)
    name = data.get("move", _MISSING)
    if name is _MISSING:
        raise RecordError(f"record: {where}.move: missing")
    classes = {cls.__name__: cls for cls in game.MOVES}
    cls = classes.get(name) if type(name) is str else None
    if cls is None:
        raise bad(f"{where}.move", f"{game.NAME} has no move called {name!r}", name)
    host = data.get("host", _MISSING)
    if host is not (True if getattr(cls, "by_host", False) else _MISSING):
        # Only a host move is marked, and only with "host": true.
        shown = "no host key" if host is _MISSING else host
        raise bad(f"{where}.host", f"the host marking does not fit {name}", shown)
    return decode_attrs(cls, data, where, skip=("move", "host"))


def dumps(state: Any, *, seat: int | Literal["host"] | None = "host", indent: int | None = None) -> str:
    """The record of a game so far, as JSON text.

    By default the host's record: format, game, rules, seed, first deck and
    every move, all it takes to replay the game (and to know every card still
    to come). With ``seat`` (a seat, or ``None`` for a spectator) the game as
    that seat saw it, which may be sent to it: see ``seat_dumps``.

    A state from a game's ``determinize`` has no record: its seed and moves are
    not the game's. ``dumps`` refuses it with ``RecordError``.

    >>> from cardtable.games import GAMES
    >>> om = GAMES["open-mercy"]
    >>> dumps(om.new_game(seed=4))
    '{"format": 1, "game": "open-mercy", "rules": {"players": 4, ...}, "seed": 4, "deck": null, "moves": []}'
    """
    if state.origin.determinized:
        raise RecordError(NO_RECORD)
    if seat != "host":
        return seat_dumps(state, seat, indent=indent)
    origin = state.origin
    record = {
        "format": FORMAT,
        "game": origin.game,
        "rules": encode(origin.rules),
        "seed": origin.seed,
        "deck": encode(origin.deck),
        "moves": [move_to_dict(move) for move in state.log],
    }
    return json.dumps(record, indent=indent, ensure_ascii=False)


def loads(text: str) -> Any:
    """Replay a record and return the state it reaches; ``RecordError`` names the first bad part.

    ``text`` is the ``str`` that ``dumps`` wrote; ``bytes`` are refused (decode
    them first, strictly: ``data.decode("utf-8")``).

    >>> loads('{"format": 1, "game": "chess"}')
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: game: no game called 'chess', found 'chess'
    >>> loads(b'{}')
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: expected text (a str), not bytes
    """
    last = None
    for _, last in _steps(text):  # noqa: B007 (the last step is the answer)
        pass
    return last


def replay(text: str) -> Iterator[tuple[Any, Any]]:
    """Each step of a record in order: ``(None, start)``, then ``(move, state after it)``.

    The record is read as strictly as ``loads`` reads it, and wholly before
    the first step is given: a bad record is refused with ``RecordError``
    and yields nothing. The last state is the one ``loads`` returns.

    >>> from cardtable.games import GAMES
    >>> km = GAMES["kings-mercy"]
    >>> state = km.apply_move(km.new_game(km.Rules(players=3), seed=7), km.Bet(1))
    >>> [(str(move), len(step.log)) for move, step in replay(dumps(state))]
    [('None', 0), ('seat 1 bets 1', 1)]
    >>> replay(dumps(state).replace('"player": 1', '"player": 0'))
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: moves[0]: Bet(player=0) is illegal: ...
    """
    return iter(list(_steps(text)))


def _steps(text: str) -> Iterator[tuple[Any, Any]]:
    record = parse(text)
    game = game_of(record)
    if "seat" in record and "seed" not in record:
        raise RecordError("record: seat: a seat's record holds no moves to replay (read it with seat_views)")
    check_parts(record, _FIELDS)
    rules = decode_attrs(game.Rules, record["rules"], "rules")  # type: ignore[arg-type]
    seed = decode(int, record["seed"], "seed")
    card_type = type(game.full_deck()[0])
    deck = decode(tuple[card_type, ...] | None, record["deck"], "deck")  # type: ignore[valid-type]
    try:
        state = game.new_game(rules, seed=seed, deck=deck)
    except ValueError as error:
        raise RecordError(f"record: {'rules' if deck is None else 'deck'}: {error}") from None
    yield None, state
    if type(record["moves"]) is not list:
        raise bad("moves", "expected a list", record["moves"])
    for number, data in enumerate(record["moves"]):
        move = move_from_dict(game, data, f"moves[{number}]")
        try:
            state = game.apply_move(state, move)
        except IllegalMove as error:
            raise RecordError(f"record: moves[{number}]: {move!r} is illegal: {error}") from None
        yield move, state

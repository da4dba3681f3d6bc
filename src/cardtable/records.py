"""Game records: rules, seed, first deck and moves, to and from JSON.

A record is all it takes to rebuild a game exactly (C4): ``loads`` starts a
new game from the record's rules, seed and deck and replays every move through
``apply_move``. A record is read strictly (C10): ``loads`` accepts exactly what
``dumps`` writes and refuses anything else with ``RecordError``, whose message
starts with ``record:`` and names the first bad part, so that a record never
loads to a game other than the one it describes. Views become JSON-ready dicts
for clients.

>>> from cardtable.games import GAMES
>>> km = GAMES["kings-mercy"]
>>> state = km.new_game(km.Rules(players=3), seed=11)
>>> state = km.apply_move(state, km.legal_moves(state)[0])
>>> loads(dumps(state)) == state
True
>>> loads(dumps(state).replace('"seed": 11', '"seed": true'))
Traceback (most recent call last):
...
cardtable.records.RecordError: record: seed: expected a whole number, found True
"""

from __future__ import annotations

import enum
import functools
import json
import re
import types
import typing
from collections.abc import Mapping
from typing import Any

import attrs

from cardtable.game import Game, IllegalMove
from cardtable.games import GAMES

FORMAT = 1
MAX_DEPTH = 8
"""The deepest nesting of lists and objects a record may have. ``dumps`` writes at
most 4 (record, moves, a move, its cards); the bound keeps a hostile text from
exhausting the stack of the JSON reader."""

_FIELDS = ("format", "game", "rules", "seed", "deck", "moves")
_MISSING = object()


class RecordError(ValueError):
    """A record that is not exactly what ``dumps`` writes (C10). The message starts
    with ``record:`` and names the first bad part.

    >>> issubclass(RecordError, ValueError)
    True
    """


def encode(value: Any) -> Any:
    """A JSON-ready form of a rules object, a move, a view or any part of one.

    Cards and suits become their text, other enums their name, attrs objects
    dicts of their fields, tuples lists.

    >>> from cardtable.cards import parse_cards
    >>> encode({"hand": parse_cards("AS 10H"), "pot": 3})
    {'hand': ['A♠', '10♥'], 'pot': 3}
    """
    if hasattr(type(value), "parse"):  # cards are ints: check them first
        return str(value)
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, enum.Enum):
        return value.name
    if attrs.has(type(value)):
        return {field.name: encode(getattr(value, field.name)) for field in attrs.fields(type(value))}
    if isinstance(value, tuple | list):
        return [encode(item) for item in value]
    if isinstance(value, Mapping):
        return {str(key): encode(item) for key, item in value.items()}
    raise TypeError(f"cannot encode {value!r}")


def decode(hint: Any, data: Any, where: str) -> Any:
    """Rebuild a value of the annotated type from its ``encode``d form, strictly.

    Only what ``encode`` writes is read: a whole number for an ``int`` (never
    ``true``), a card or suit in its canonical text (``str(card)``), an enum by
    its name. ``where`` names the part of the record, for the error message.

    >>> from cardtable.cards import Card
    >>> decode(tuple[Card, ...], ["A♠", "JK"], "deck")
    (Card.parse('A♠'), Card.parse('JK'))
    >>> decode(int, "3", "seed")
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: seed: expected a whole number, found '3'
    >>> decode(Card, "as", "card")
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: card: expected the text 'A♠', found 'as'
    """
    origin = typing.get_origin(hint)
    if hint is Any:
        return data
    if hint is None or hint is type(None):
        if data is not None:
            raise _bad(where, "expected null", data)
        return None
    if origin in (typing.Union, types.UnionType):
        return _decode_union(hint, data, where)
    if origin is typing.Literal:
        if not any(type(data) is type(option) and data == option for option in typing.get_args(hint)):
            raise _bad(where, f"expected one of {typing.get_args(hint)}", data)
        return data
    if origin is tuple:
        return _decode_tuple(hint, data, where)
    if hint in (bool, int, str):
        if type(data) is not hint:
            raise _bad(where, _EXPECTED[hint], data)
        return data
    if isinstance(hint, type) and hasattr(hint, "parse"):  # cards, suits, colours: by their text
        return _decode_text(hint, data, where)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if type(data) is not str or data not in hint.__members__ or hint[data].name != data:
            raise _bad(where, f"expected one of {', '.join(hint.__members__)}", data)
        return hint[data]
    if isinstance(hint, type) and attrs.has(hint):
        return decode_attrs(hint, data, where)
    raise _bad(where, f"cannot read a {_describe(hint)}", data)


_EXPECTED = {bool: "expected true or false", int: "expected a whole number", str: "expected text"}


def _decode_union(hint: Any, data: Any, where: str) -> Any:
    options = typing.get_args(hint)
    if data is None and type(None) in options:
        return None
    rest = [option for option in options if option is not type(None)]
    if len(rest) == 1:  # X | None: X's own complaint says most
        return decode(rest[0], data, where)
    for option in rest:
        try:
            return decode(option, data, where)
        except RecordError:
            continue
    raise _bad(where, f"expected {_describe(hint)}", data)


def _decode_tuple(hint: Any, data: Any, where: str) -> Any:
    if type(data) is not list:
        raise _bad(where, "expected a list", data)
    args = typing.get_args(hint)
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(decode(args[0], item, f"{where}[{i}]") for i, item in enumerate(data))
    if len(args) != len(data):
        raise _bad(where, f"expected {len(args)} items", data)
    pairs = enumerate(zip(args, data, strict=True))
    return tuple(decode(arg, item, f"{where}[{i}]") for i, (arg, item) in pairs)


def _decode_text(hint: type, data: Any, where: str) -> Any:
    if type(data) is not str:
        raise _bad(where, f"expected a {hint.__name__} as text", data)
    try:
        value = hint.parse(data)  # type: ignore[attr-defined]
    except ValueError as error:
        raise _bad(where, str(error), data) from None
    if str(value) != data:  # "as", "1S", " A♠" name a card but are not how a record writes it
        raise _bad(where, f"expected the text {str(value)!r}", data)
    return value


@functools.lru_cache(maxsize=64)  # keyed by class: the games' Rules and move classes
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((field.name, hints[field.name]) for field in attrs.fields(cls))


def decode_attrs(cls: type, data: Any, where: str, skip: tuple[str, ...] = ()) -> Any:
    """Build an attrs object from a dict of every one of its encoded fields.

    A missing field is an error, never a default (C10), and so is an unknown
    key; the object built must encode back to exactly the dict given (a
    discard's cards in their canonical order, for instance).

    >>> from cardtable.kings_mercy import Rules
    >>> decode_attrs(Rules, {"players": 3}, "rules")
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: rules.starting_units: missing
    """
    if type(data) is not dict:
        raise _bad(where, "expected an object", data)
    fields = _hints(cls)
    for name, _ in fields:
        if name not in data:
            raise RecordError(f"record: {where}.{name}: missing")
    known = {name for name, _ in fields}
    unknown = [key for key in data if key not in known and key not in skip]
    if unknown:
        raise _bad(where, f"unknown field {unknown[0]!r} for {cls.__name__}", data)
    values = {name: decode(hint, data[name], f"{where}.{name}") for name, hint in fields}
    try:
        built = cls(**values)
    except (TypeError, ValueError) as error:
        raise RecordError(f"record: {where}: {error}") from None
    for name, _ in fields:
        if not _identical(encode(getattr(built, name)), data[name]):
            raise _bad(f"{where}.{name}", "not in canonical form (cards in canonical order)", data[name])
    return built


def _identical(written: Any, read: Any) -> bool:
    """Whether two JSON values are the same, ``1`` and ``true`` being different."""
    if type(written) is not type(read):
        return False
    if isinstance(written, list):
        return len(written) == len(read) and all(map(_identical, written, read))
    if isinstance(written, dict):
        return written.keys() == read.keys() and all(_identical(written[k], read[k]) for k in written)
    return bool(written == read)


def _describe(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


def _bad(where: str, why: str, data: Any) -> RecordError:
    return RecordError(f"record: {where}: {why}, found {_shown(data)}")


def _shown(data: Any) -> str:
    """A JSON value for a message, cut short."""
    if isinstance(data, list | dict) and len(data) > 20:
        return f"a {type(data).__name__} of {len(data)} items"
    shown = repr(data)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def move_to_dict(move: Any) -> dict[str, Any]:
    """A move as a JSON-ready dict; host moves are marked ``"host": true``.

    >>> from cardtable.kings_mercy import Bet
    >>> move_to_dict(Bet(player=1))
    {'move': 'Bet', 'player': 1}
    """
    data: dict[str, Any] = {"move": type(move).__name__}
    if getattr(move, "by_host", False):
        data["host"] = True
    data.update(encode(move))
    return data


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
        raise _bad(where, "expected an object", data)
    name = data.get("move", _MISSING)
    if name is _MISSING:
        raise RecordError(f"record: {where}.move: missing")
    classes = {cls.__name__: cls for cls in game.MOVES}
    cls = classes.get(name) if type(name) is str else None
    if cls is None:
        raise _bad(f"{where}.move", f"{game.NAME} has no move called {name!r}", name)
    host = data.get("host", _MISSING)
    if host is not (True if getattr(cls, "by_host", False) else _MISSING):
        # Only a host move is marked, and only with "host": true.
        shown = "no host key" if host is _MISSING else host
        raise _bad(f"{where}.host", f"the host marking does not fit {name}", shown)
    return decode_attrs(cls, data, where, skip=("move", "host"))


def dumps(state: Any, *, indent: int | None = None) -> str:
    """The record of a game so far, as JSON: for the host, since it holds the seed."""
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
    record = _parse(text)
    game = _game_of(record)
    missing = [name for name in _FIELDS if name not in record]
    if missing:
        raise RecordError(f"record: {missing[0]}: missing")
    extra = [name for name in record if name not in _FIELDS]
    if extra:
        parts = ", ".join(_FIELDS)
        raise RecordError(f"record: top level: unexpected key {_shown(extra[0])} (the parts are {parts})")
    rules = decode_attrs(game.Rules, record["rules"], "rules")  # type: ignore[arg-type]
    seed = decode(int, record["seed"], "seed")
    card_type = type(game.full_deck()[0])
    deck = decode(tuple[card_type, ...] | None, record["deck"], "deck")  # type: ignore[valid-type]
    try:
        state = game.new_game(rules, seed=seed, deck=deck)
    except ValueError as error:
        raise RecordError(f"record: {'rules' if deck is None else 'deck'}: {error}") from None
    if type(record["moves"]) is not list:
        raise _bad("moves", "expected a list", record["moves"])
    for number, data in enumerate(record["moves"]):
        move = move_from_dict(game, data, f"moves[{number}]")
        try:
            state = game.apply_move(state, move)
        except IllegalMove as error:
            raise RecordError(f"record: moves[{number}]: {move!r} is illegal: {error}") from None
    return state


# A JSON string, so that brackets inside one are not counted as nesting.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def _parse(text: Any) -> Any:
    """The JSON value of a record's text, refusing non-text, deep nesting, duplicate keys,
    NaN and infinities."""
    if not isinstance(text, str):
        raise RecordError(f"record: expected text (a str), not {type(text).__name__}")
    depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            raise RecordError(f"record: nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_constant)
    except RecordError:
        raise
    except ValueError as error:  # JSONDecodeError, or a number of over 4300 digits
        raise RecordError(f"record: not JSON: {error}") from None


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise RecordError(f"record: the key {key!r} appears twice in one object")
        data[key] = value
    return data


def _constant(name: str) -> Any:
    raise RecordError(f"record: not JSON: {name} is not a number")


def _game_of(record: Any) -> Game:
    if type(record) is not dict:
        raise _bad("top level", "expected an object", record)
    for name in ("format", "game"):
        if name not in record:
            raise RecordError(f"record: {name}: missing")
    if type(record["format"]) is not int or record["format"] != FORMAT:
        raise _bad("format", f"expected the number {FORMAT}", record["format"])
    name = record["game"]
    if type(name) is not str:
        raise _bad("game", "expected a game's name", name)
    if name not in GAMES:
        raise _bad("game", f"no game called {name!r}", name)
    return GAMES[name]


def view_to_dict(view: Any) -> dict[str, Any]:
    """A view as a JSON-ready dict, for sending to the seat it belongs to."""
    data = encode(view)
    if not isinstance(data, dict):
        raise TypeError(f"not a view: {view!r}")
    return data

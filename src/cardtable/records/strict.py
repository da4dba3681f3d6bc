"""Strict reading (C10): JSON parsed with bounded nesting and no duplicate keys, values
rebuilt from exactly their written form, and ``RecordError`` naming the first bad part.

>>> from cardtable.cards import Card
>>> decode(tuple[Card, ...], ["A♠", "JK"], "deck")
(Card.parse('A♠'), Card.parse('JK'))
"""

from __future__ import annotations

import enum
import functools
import json
import re
import types
import typing
from typing import Any

import attrs

from cardtable.game import Game
from cardtable.games import GAMES
from cardtable.records.convert import encode

MAX_DEPTH = 8
"""The deepest nesting of lists and objects a game record may have. ``dumps`` writes at
most 4 (record, moves, a move, its cards); the bound keeps a hostile text from
exhausting the stack of the JSON reader."""


class RecordError(ValueError):
    """A record that is not exactly what ``dumps`` writes (C10). The message starts
    with ``record:`` and names the first bad part.

    >>> issubclass(RecordError, ValueError)
    True
    """


RecordError.__module__ = "cardtable.records"  # where callers import it from, and how it prints


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
            raise bad(where, "expected null", data)
        return None
    if origin in (typing.Union, types.UnionType):
        return _decode_union(hint, data, where)
    if origin is typing.Literal:
        if not any(type(data) is type(option) and data == option for option in typing.get_args(hint)):
            raise bad(where, f"expected one of {typing.get_args(hint)}", data)
        return data
    if origin is tuple:
        return _decode_tuple(hint, data, where)
    if hint in (bool, int, str):
        if type(data) is not hint:
            raise bad(where, _EXPECTED[hint], data)
        return data
    if isinstance(hint, type) and hasattr(hint, "parse"):  # cards, suits, colors: by their text
        return _decode_text(hint, data, where)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if type(data) is not str or data not in hint.__members__ or hint[data].name != data:
            raise bad(where, f"expected one of {', '.join(hint.__members__)}", data)
        return hint[data]
    if isinstance(hint, type) and attrs.has(hint):
        return decode_attrs(hint, data, where)
    raise bad(where, f"cannot read a {_describe(hint)}", data)


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
    raise bad(where, f"expected {_describe(hint)}", data)


def _decode_tuple(hint: Any, data: Any, where: str) -> Any:
    if type(data) is not list:
        raise bad(where, "expected a list", data)
    args = typing.get_args(hint)
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(decode(args[0], item, f"{where}[{i}]") for i, item in enumerate(data))
    if len(args) != len(data):
        raise bad(where, f"expected {len(args)} items", data)
    pairs = enumerate(zip(args, data, strict=True))
    return tuple(decode(arg, item, f"{where}[{i}]") for i, (arg, item) in pairs)


def _decode_text(hint: type, data: Any, where: str) -> Any:
    if type(data) is not str:
        raise bad(where, f"expected a {hint.__name__} as text", data)
    try:
        value = hint.parse(data)  # type: ignore[attr-defined]
    except ValueError as error:
        raise bad(where, str(error), data) from None
    if str(value) != data:  # "as", "1S", " A♠" name a card but are not how a record writes it
        raise bad(where, f"expected the text {str(value)!r}", data)
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
        raise bad(where, "expected an object", data)
    fields = _hints(cls)
    for name, _ in fields:
        if name not in data:
            raise RecordError(f"record: {where}.{name}: missing")
    known = {name for name, _ in fields}
    unknown = [key for key in data if key not in known and key not in skip]
    if unknown:
        raise bad(where, f"unknown field {unknown[0]!r} for {cls.__name__}", data)
    values = {name: decode(hint, data[name], f"{where}.{name}") for name, hint in fields}
    try:
        built = cls(**values)
    except (TypeError, ValueError) as error:
        raise RecordError(f"record: {where}: {error}") from None
    for name, _ in fields:
        if not identical(encode(getattr(built, name)), data[name]):
            raise bad(f"{where}.{name}", "not in canonical form (cards in canonical order)", data[name])
    return built


def identical(written: Any, read: Any) -> bool:
    """Whether two JSON values are the same, ``1`` and ``true`` being different."""
    if type(written) is not type(read):
        return False
    if isinstance(written, list):
        return len(written) == len(read) and all(map(identical, written, read))
    if isinstance(written, dict):
        return written.keys() == read.keys() and all(identical(written[k], read[k]) for k in written)
    return bool(written == read)


def _describe(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


def bad(where: str, why: str, data: Any) -> RecordError:
    return RecordError(f"record: {where}: {why}, found {shown(data)}")


def shown(data: Any) -> str:
    """A JSON value for a message, cut short."""
    if isinstance(data, list | dict) and len(data) > 20:
        return f"a {type(data).__name__} of {len(data)} items"
    shown = repr(data)
    return shown if len(shown) <= 60 else shown[:57] + "..."


# A JSON string, so that brackets inside one are not counted as nesting.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def parse(text: Any, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of a record's text, refusing non-text, deep nesting, duplicate keys,
    NaN and infinities."""
    if not isinstance(text, str):
        raise RecordError(f"record: expected text (a str), not {type(text).__name__}")
    depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > max_depth:
            raise RecordError(f"record: nested more than {max_depth} deep")
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


FORMAT = 1
"""The format number every record (a host's or a seat's) starts with."""


def game_of(record: Any) -> Game:
    """The game a parsed record names, after checking that it is an object of ``FORMAT``.

    >>> game_of({"format": 1, "game": "open-mercy"}).NAME
    'open-mercy'
    """
    if type(record) is not dict:
        raise bad("top level", "expected an object", record)
    for name in ("format", "game"):
        if name not in record:
            raise RecordError(f"record: {name}: missing")
    if type(record["format"]) is not int or record["format"] != FORMAT:
        raise bad("format", f"expected the number {FORMAT}", record["format"])
    name = record["game"]
    if type(name) is not str:
        raise bad("game", "expected a game's name", name)
    if name not in GAMES:
        raise bad("game", f"no game called {name!r}", name)
    return GAMES[name]


def check_parts(record: dict[str, Any], parts: tuple[str, ...]) -> None:
    """Refuse a record missing one of ``parts`` or holding any other key.

    >>> check_parts({"format": 1}, ("format", "game"))
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: game: missing
    """
    missing = [name for name in parts if name not in record]
    if missing:
        raise RecordError(f"record: {missing[0]}: missing")
    extra = [name for name in record if name not in parts]
    if extra:
        raise RecordError(
            f"record: top level: unexpected key {shown(extra[0])} (the parts are {', '.join(parts)})"
        )

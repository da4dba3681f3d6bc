"""Game records: rules, seed, first deck and moves, to and from JSON.

A record is all it takes to rebuild a game exactly (C4): ``loads`` starts a
new game from the record's rules, seed and deck and replays every move through
``apply_move``, so a record that was tampered with fails loudly, naming the
first part that is wrong. Views become JSON-ready dicts for clients.

>>> import cardtable
>>> km = cardtable.GAMES["kings-mercy"]
>>> state = km.new_game(km.Rules(players=3), seed=11)
>>> state = km.apply_move(state, km.legal_moves(state)[0])
>>> loads(dumps(state)) == state
True
"""

from __future__ import annotations

import enum
import json
import types
import typing
from collections.abc import Mapping
from typing import Any

import attrs

from cardtable.game import Game, IllegalMove

FORMAT = 1
_FIELDS = ("format", "game", "rules", "seed", "deck", "moves")


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
    """Rebuild a value of the annotated type from its ``encode``d form.

    ``where`` names the part of the record, for the error message.

    >>> from cardtable.cards import Card
    >>> decode(tuple[Card, ...], ["A♠", "JK"], "deck")
    (Card.parse('A♠'), Card.parse('JK'))
    >>> decode(int, "3", "seed")
    Traceback (most recent call last):
    ...
    ValueError: record: seed: expected a whole number, found '3'
    """
    origin = typing.get_origin(hint)
    if hint is Any:
        return data
    if hint is None or hint is type(None):
        if data is not None:
            raise _bad(where, "expected null", data)
        return None
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if data is None and type(None) in options:
            return None
        rest = [option for option in options if option is not type(None)]
        if len(rest) == 1:  # X | None: X's own complaint says most
            return decode(rest[0], data, where)
        for option in rest:
            try:
                return decode(option, data, where)
            except ValueError:
                continue
        raise _bad(where, f"expected {_describe(hint)}", data)
    if origin is typing.Literal:
        if data not in typing.get_args(hint):
            raise _bad(where, f"expected one of {typing.get_args(hint)}", data)
        return data
    if origin is tuple:
        if not isinstance(data, list):
            raise _bad(where, "expected a list", data)
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], item, f"{where}[{i}]") for i, item in enumerate(data))
        if len(args) != len(data):
            raise _bad(where, f"expected {len(args)} items", data)
        pairs = enumerate(zip(args, data, strict=True))
        return tuple(decode(arg, item, f"{where}[{i}]") for i, (arg, item) in pairs)
    if hint is bool:
        if not isinstance(data, bool):
            raise _bad(where, "expected true or false", data)
        return data
    if hint is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise _bad(where, "expected a whole number", data)
        return data
    if hint is str:
        if not isinstance(data, str):
            raise _bad(where, "expected text", data)
        return data
    if isinstance(hint, type) and hasattr(hint, "parse"):
        if not isinstance(data, str):
            raise _bad(where, f"expected a {hint.__name__} as text", data)
        try:
            return hint.parse(data)
        except ValueError as error:
            raise _bad(where, str(error), data) from None
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if not isinstance(data, str) or data not in hint.__members__:
            raise _bad(where, f"expected one of {', '.join(hint.__members__)}", data)
        return hint[data]
    if isinstance(hint, type) and attrs.has(hint):
        return decode_attrs(hint, data, where)
    raise _bad(where, f"cannot read a {_describe(hint)}", data)


def decode_attrs(cls: type, data: Any, where: str, skip: tuple[str, ...] = ()) -> Any:
    """Build an attrs object from a dict of its encoded fields, refusing unknown keys."""
    if not isinstance(data, dict):
        raise _bad(where, "expected an object", data)
    hints = typing.get_type_hints(cls)
    names = {field.name for field in attrs.fields(cls)}
    unknown = sorted(set(data) - names - set(skip))
    if unknown:
        raise _bad(where, f"unknown field {unknown[0]!r} for {cls.__name__}", data)
    values = {
        name: decode(hints[name], item, f"{where}.{name}")
        for name, item in data.items()
        if name not in skip
    }
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise ValueError(f"record: {where}: {error}") from None


def _describe(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


def _bad(where: str, why: str, data: Any) -> ValueError:
    shown = repr(data)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return ValueError(f"record: {where}: {why}, found {shown}")


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
    """The move a ``move_to_dict`` dict describes, for the given game."""
    if not isinstance(data, dict) or not isinstance(data.get("move"), str):
        raise _bad(where, "expected an object with a 'move' name", data)
    classes = {cls.__name__: cls for cls in game.MOVES}
    cls = classes.get(data["move"])
    if cls is None:
        raise _bad(where, f"{game.NAME} has no move called {data['move']!r}", data)
    host = data.get("host", False)
    if host is not bool(getattr(cls, "by_host", False)):
        raise _bad(where, "the host marking does not fit the move", data)
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
    """Replay a record and return the state it reaches; ``ValueError`` says what is wrong.

    >>> loads('{"format": 1, "game": "chess"}')
    Traceback (most recent call last):
    ...
    ValueError: record: game: no game called 'chess', found 'chess'
    """
    from cardtable import GAMES

    try:
        record = json.loads(text)
    except (TypeError, json.JSONDecodeError) as error:
        raise ValueError(f"record: not JSON: {error}") from None
    if not isinstance(record, dict):
        raise _bad("top level", "expected an object", record)
    if record.get("format") != FORMAT:
        raise _bad("format", f"expected format {FORMAT}", record.get("format"))
    game = GAMES.get(record.get("game"))  # type: ignore[arg-type]
    if game is None:
        raise _bad("game", f"no game called {record.get('game')!r}", record.get("game"))
    missing = [name for name in _FIELDS if name not in record]
    extra = sorted(set(record) - set(_FIELDS))
    if missing or extra:
        raise _bad("top level", f"missing {missing} / unexpected {extra}", sorted(record))
    rules = decode_attrs(game.Rules, record["rules"], "rules")  # type: ignore[arg-type]
    seed = decode(int, record["seed"], "seed")
    card_type = type(game.full_deck()[0])
    deck = decode(tuple[card_type, ...] | None, record["deck"], "deck")  # type: ignore[valid-type]
    try:
        state = game.new_game(rules, seed=seed, deck=deck)
    except ValueError as error:
        raise ValueError(f"record: deck: {error}") from None
    if not isinstance(record["moves"], list):
        raise _bad("moves", "expected a list", record["moves"])
    for number, data in enumerate(record["moves"]):
        move = move_from_dict(game, data, f"moves[{number}]")
        try:
            state = game.apply_move(state, move)
        except IllegalMove as error:
            raise ValueError(f"record: moves[{number}]: {move!r} is illegal: {error}") from None
    return state


def view_to_dict(view: Any) -> dict[str, Any]:
    """A view as a JSON-ready dict, for sending to the seat it belongs to."""
    data = encode(view)
    if not isinstance(data, dict):
        raise TypeError(f"not a view: {view!r}")
    return data

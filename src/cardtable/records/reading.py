"""Views read back from their JSON, strictly (C10), through a cattrs converter per game.

Every hook refuses anything its class's JSON could not be: an ``int`` is a
whole number (never ``true``), a card its canonical text, an enum its name, an
attrs object exactly its fields (none missing, none extra, defaults included),
an event one of the game's own event classes by name. A refusal names where it
is, as every record refusal does.

>>> from cardtable.games import GAMES
>>> om = GAMES["open-mercy"]
>>> structure(om, om.Color, "red", "color")
Color.RED
>>> structure(om, tuple[int, ...], [1, True], "sizes")
Traceback (most recent call last):
...
cardtable.records.RecordError: record: sizes[1]: expected a whole number, found True
"""

from __future__ import annotations

import enum
import sys
import types
import typing
from collections.abc import Callable
from typing import Any

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, override

from cardtable.core.events import Event
from cardtable.game import Game
from cardtable.records.convert import EVENT_KEY, is_text_type
from cardtable.records.strict import RecordError, shown

Hook = Callable[[Any, Any], Any]


class _Bad(Exception):
    """A refusal on its way up to the record's top, gathering where it happened."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why
        self.where: list[str] = []


def _refuse(why: str, data: Any) -> _Bad:
    return _Bad(f"{why}, found {shown(data)}")


def structure(game: Game, hint: Any, data: Any, where: str) -> Any:
    """``data`` (JSON) read as a value of ``hint`` for ``game``, or ``RecordError`` saying where.

    >>> from cardtable.games import GAMES
    >>> structure(GAMES["kings-mercy"], int | None, None, "seat") is None
    True
    """
    try:
        return _converter(game).structure(data, hint)
    except _Bad as bad:
        place = where + "".join(reversed(bad.where))
        raise RecordError(f"record: {place}: {bad.why}") from None


def _strict(kind: type, expected: str) -> Hook:
    """The hook for ``kind`` itself; cattrs also hands it the subclasses (cards are ints)."""

    def read(data: Any, hint: Any) -> Any:
        if hint is not kind:
            if is_text_type(hint):
                return _text(hint)(data, hint)
            return _by_value(hint, kind)(data, hint)
        if type(data) is not kind:
            raise _refuse(expected, data)
        return data

    return read


_PLAIN = {int: "expected a whole number", bool: "expected true or false", str: "expected text"}
_PLAIN[type(None)] = "expected null"


def _text(cls: Any) -> Hook:
    """Read a card, suit or color from its canonical text (``str(value)``), nothing else.

    A card class's texts are looked up in a table of its cards (``ALL_CARDS`` of
    its module, a few dozen), built once per class; ``parse`` then only says why
    a text is refused.
    """
    cards = getattr(sys.modules[cls.__module__], "ALL_CARDS", ())
    known = {str(card): card for card in cards if type(card) is cls}

    def read(data: Any, _: Any) -> Any:
        if type(data) is str and data in known:
            return known[data]
        if type(data) is not str:
            raise _refuse(f"expected a {cls.__name__} as text", data)
        try:
            value = cls.parse(data)
        except ValueError as error:
            raise _refuse(str(error), data) from None
        if str(value) != data:  # "as", "1S", " A♠" name a card but are not how it is written
            raise _refuse(f"expected the text {str(value)!r}", data)
        return value

    return read


def _by_value(cls: Any, kind: type) -> Hook:
    """An ``IntEnum`` or ``StrEnum`` member, written as its number or text (as a plain one is)."""
    values = {member.value: member for member in cls}

    def read(data: Any, _: Any) -> Any:
        if type(data) is not kind or data not in values:
            raise _refuse(f"expected one of {', '.join(map(repr, values))}", data)
        return values[data]

    return read


def _named(cls: Any) -> Hook:
    def read(data: Any, _: Any) -> Any:
        if type(data) is not str or data not in cls.__members__ or cls[data].name != data:
            raise _refuse(f"expected one of {', '.join(cls.__members__)}", data)
        return cls[data]

    return read


def _is_enum(cls: Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, enum.Enum) and not issubclass(cls, int | str)


def _is_literal(hint: Any) -> bool:
    return typing.get_origin(hint) is typing.Literal


def _literal(hint: Any) -> Hook:
    options = typing.get_args(hint)

    def read(data: Any, _: Any) -> Any:
        if not any(type(data) is type(option) and data == option for option in options):
            raise _refuse(f"expected one of {options}", data)
        return data

    return read


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _is_tuple(hint: Any) -> bool:
    return typing.get_origin(hint) is tuple


class _Reader:
    """The hook factories of one game's converter (events are looked up in that game)."""

    def __init__(self, game: Game) -> None:
        self.converter = cattrs.Converter(detailed_validation=False)
        self.events = _event_classes(game)
        converter = self.converter
        for kind, expected in _PLAIN.items():
            converter.register_structure_hook(kind, _strict(kind, expected))
        card = type(game.full_deck()[0])  # an int subclass: it needs its own hook, not int's
        converter.register_structure_hook(card, _text(card))
        converter.register_structure_hook_factory(attrs.has, self.attrs_hook)
        converter.register_structure_hook_factory(_is_enum, _named)
        converter.register_structure_hook_factory(is_text_type, _text)
        converter.register_structure_hook_factory(_is_literal, _literal)
        converter.register_structure_hook_factory(_is_tuple, self.tuple_hook)
        converter.register_structure_hook_factory(_is_union, self.union_hook)

    def hook(self, hint: Any) -> Hook:
        return self.converter.get_structure_hook(hint)

    def tuple_hook(self, hint: Any) -> Hook:
        args = typing.get_args(hint)
        many = len(args) == 2 and args[1] is Ellipsis
        kinds = args[:1] if many else args
        hooks = [self.hook(arg) for arg in kinds]

        def read(data: Any, _: Any) -> tuple[Any, ...]:
            if type(data) is not list:
                raise _refuse("expected a list", data)
            if not many and len(data) != len(hooks):
                raise _refuse(f"expected {len(hooks)} items", data)
            items = []
            for index, item in enumerate(data):
                try:
                    place = 0 if many else index
                    items.append(hooks[place](item, kinds[place]))
                except _Bad as bad:
                    bad.where.append(f"[{index}]")
                    raise
            return tuple(items)

        return read

    def union_hook(self, hint: Any) -> Hook:
        options = [option for option in typing.get_args(hint) if option is not type(None)]
        optional = len(options) < len(typing.get_args(hint))
        hooks = [self.hook(option) for option in options]

        def read(data: Any, _: Any) -> Any:
            if data is None and optional:
                return None
            if len(hooks) == 1:  # X | None: X's own complaint says most
                return hooks[0](data, options[0])
            for hook, option in zip(hooks, options, strict=True):
                try:
                    return hook(data, option)
                except _Bad:
                    continue
            raise _refuse(f"expected {hint}", data)

        return read

    def attrs_hook(self, cls: type) -> Hook:
        if issubclass(cls, Event):
            return self.event_hook(cls)
        return self.object_hook(cls)

    def object_hook(self, cls: type, skip: tuple[str, ...] = ()) -> Hook:
        """Exactly the fields of ``cls`` (and the ``skip`` keys, read by the caller)."""
        attrs.resolve_types(cls)
        fields = attrs.fields(cls)
        names = [field.name for field in fields]
        known = set(names) | set(skip)
        overrides = {
            field.name: override(struct_hook=_placed(field.name, self.hook(field.type))) for field in fields
        }
        build: Hook = make_dict_structure_fn(cls, self.converter, **overrides)  # type: ignore[arg-type]

        def read(data: Any, _: Any) -> Any:
            if type(data) is not dict:
                raise _refuse("expected an object", data)
            for name in names:
                if name not in data:
                    bad = _Bad("missing")
                    bad.where.append(f".{name}")
                    raise bad
            unknown = [key for key in data if key not in known]
            if unknown:
                raise _refuse(f"unknown field {unknown[0]!r} for {cls.__name__}", data)
            try:
                return build(data, cls)
            except (TypeError, ValueError) as error:
                raise _Bad(str(error)) from None

        return read

    def event_hook(self, cls: type) -> Hook:
        """An event: one of the game's event classes, by its name under ``"event"``."""
        if cls is Event:
            return self.any_event
        fields = self.object_hook(cls, skip=(EVENT_KEY,))

        def read(data: Any, _: Any) -> Any:
            event = fields(data, cls)
            if data.get(EVENT_KEY) != cls.__name__:
                bad = _refuse(f"expected the event {cls.__name__}", data.get(EVENT_KEY))
                bad.where.append(f".{EVENT_KEY}")
                raise bad
            return event

        return read

    def any_event(self, data: Any, _: Any) -> Any:
        if type(data) is not dict:
            raise _refuse("expected an object", data)
        if EVENT_KEY not in data:
            bad = _Bad("missing")
            bad.where.append(f".{EVENT_KEY}")
            raise bad
        name = data[EVENT_KEY]
        cls: type | None = self.events.get(name) if type(name) is str else None
        if cls is None:
            bad = _refuse("no such event in this game", name)
            bad.where.append(f".{EVENT_KEY}")
            raise bad
        return self.hook(cls)(data, cls)


def _placed(name: str, hook: Hook) -> Hook:
    def read(data: Any, hint: Any) -> Any:
        try:
            return hook(data, hint)
        except _Bad as bad:
            bad.where.append(f".{name}")
            raise

    return read


def _event_classes(game: Game) -> dict[str, type]:
    """The game's own event classes by name: every ``Event`` subclass defined in its package."""
    package = getattr(game, "__name__", "")
    found: dict[str, type] = {}
    waiting: list[type] = [Event]
    while waiting:
        kinds: list[type] = waiting.pop().__subclasses__()
        for kind in kinds:
            waiting.append(kind)
            if kind.__module__ == package or kind.__module__.startswith(package + "."):
                found[kind.__name__] = kind
    return found


_READERS: dict[str, _Reader] = {}  # one per game in GAMES: bounded


def _converter(game: Game) -> cattrs.Converter:
    reader = _READERS.get(game.NAME)
    if reader is None:
        reader = _READERS[game.NAME] = _Reader(game)
    return reader.converter

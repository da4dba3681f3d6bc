"""Views, moves and events as JSON-ready data, through one cattrs converter.

Each class gets its hook once, built from its fields the first time it is
met (``make_dict_unstructure_fn``); encoding is then a call per object with no
reflection. The JSON is the same as it always was: cards and suits (anything
with a ``parse``) become their text, other enums their name, attrs objects
dicts of every field in order, tuples lists. An event (a ``cardtable.core.Event``)
is an object naming its class, then its fields, as a move is (its text, its
``str``, is not written: it would double the cost of a view's history):

>>> from cardtable.kings_mercy import Bet
>>> move_to_dict(Bet(player=1))
{'move': 'Bet', 'player': 1}
>>> import attrs
>>> from cardtable.core import Event
>>> @attrs.frozen(slots=True)
... class Folded(Event):
...     player: int
...     def __str__(self) -> str:
...         return f"seat {self.player} folds"
>>> event_to_dict(Folded(2))
{'event': 'Folded', 'player': 2}
"""

from __future__ import annotations

import enum
import sys
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

import attrs
import cattrs
from cattrs.fns import identity
from cattrs.gen import make_dict_unstructure_fn

from cardtable.core.events import Event

__all__ = [
    "CONVERTER",
    "EVENT_KEY",
    "encode",
    "event_to_dict",
    "is_text_type",
    "move_to_dict",
    "view_to_dict",
]

Hook = Callable[[Any], Any]

CONVERTER = cattrs.Converter()
"""The converter that writes views, moves and events; its hooks are made once per class."""

EVENT_KEY = "event"
"""The key an event's JSON adds before its fields: the event's class name."""


def is_text_type(cls: Any) -> bool:
    """Whether values of ``cls`` are written as their text: cards, suits, colors (they ``parse``).

    >>> from cardtable.cards import Card, Suit
    >>> is_text_type(Card), is_text_type(Suit), is_text_type(int)
    (True, True, False)
    """
    return isinstance(cls, type) and hasattr(cls, "parse")


def _text_hook(cls: type) -> Hook:
    """A card's text by table lookup, a suit's or color's by ``str``.

    A card class is an ``int`` subclass whose module lists every card as
    ``ALL_CARDS``, card ``i`` at index ``i``: its texts are read once into a
    tuple (a few dozen strings, one per card of the game), since a card's
    ``str`` is the most frequent call in writing a view.
    """
    cards = getattr(sys.modules[cls.__module__], "ALL_CARDS", None)
    if issubclass(cls, int) and cards and list(cards) == list(range(len(cards))):
        return tuple(str(card) for card in cards).__getitem__
    return str


def _plain(hook: Hook) -> bool:
    """Whether a hook hands its value back as it is (int, str, bool, None and unions of them)."""
    return hook is identity


def _is_enum(cls: Any) -> bool:
    # An int or str enum is written as its number or text, as an int or str is (C8):
    # only other enums go by name.
    return isinstance(cls, type) and issubclass(cls, enum.Enum) and not issubclass(cls, int | str)


def _by_name(member: enum.Enum) -> str:
    return member.name


def _union_hook(hint: Any) -> Hook:
    """``X | None`` and other unions: plain when every member is plain, else by each value's class."""
    options = [option for option in typing.get_args(hint) if option is not type(None)]
    hooks = [CONVERTER.get_unstructure_hook(option) for option in options]
    if all(_plain(hook) for hook in hooks):
        return identity
    if len(hooks) == 1:
        (only,) = hooks

        def optional(value: Any) -> Any:
            return None if value is None else only(value)

        return optional
    return _by_class


def _by_class(value: Any) -> Any:
    return CONVERTER.get_unstructure_hook(type(value))(value)


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _is_tuple_hint(hint: Any) -> bool:
    return typing.get_origin(hint) is tuple


def _tuple_hook(hint: Any) -> Hook:
    """A tuple becomes a list; a tuple of plain values is copied in one C call."""
    args = typing.get_args(hint)
    if len(args) == 2 and args[1] is Ellipsis:
        item = CONVERTER.get_unstructure_hook(args[0])
        if item is _any_event:
            return _event_list
        if _plain(item):
            return list
        return lambda values: list(map(item, values))
    hooks = [CONVERTER.get_unstructure_hook(arg) for arg in args]
    return lambda values: [hook(value) for hook, value in zip(hooks, values, strict=True)]


def _any_sequence(values: Any) -> list[Any]:
    return [_by_class(value) for value in values]


def _any_mapping(values: Mapping[Any, Any]) -> dict[str, Any]:
    return {str(key): _by_class(value) for key, value in values.items()}


def _attrs_hook(cls: type) -> Hook:
    if cls is Event:
        return _any_event
    if issubclass(cls, Event):
        return _event_hook(cls)
    return make_dict_unstructure_fn(cls, CONVERTER)


class _EventHooks(dict[type, Hook]):
    """Each event class's hook, made the first time one of its events is written.

    Bounded: one entry per event class of the four games.
    """

    def __missing__(self, cls: type) -> Hook:
        hook = self[cls] = CONVERTER.get_unstructure_hook(cls)
        return hook


_EVENT_HOOKS = _EventHooks()


def _any_event(event: Any) -> Any:
    """A field annotated ``Event`` holds some game's event: written by its own class."""
    return _EVENT_HOOKS[type(event)](event)


def _event_list(events: tuple[Event, ...]) -> list[Any]:
    hooks = _EVENT_HOOKS
    return [hooks[type(event)](event) for event in events]


def _event_hook(cls: type) -> Hook:
    """An event class's hook: ``{"event": name, ...fields}``, in one expression.

    The expression is compiled once per class, as cattrs compiles its own
    hooks: a view's history holds dozens of events, so writing one is a single
    call building a single dict, its cards looked up in their table inline.
    """
    fields = attrs.fields(cls)
    if EVENT_KEY in attrs.fields_dict(cls):
        raise TypeError(f"{cls.__name__} has a field {EVENT_KEY!r}, which its JSON uses for itself")
    hints = typing.get_type_hints(cls)
    scope: dict[str, Any] = {"list": list, "map": map}
    items = [f"'event': {cls.__name__!r}"]
    items += [
        f"{field.name!r}: {_expression(hints[field.name], f'event.{field.name}', scope)}" for field in fields
    ]
    source = f"def write(event):\n    return {{{', '.join(items)}}}\n"
    exec(compile(source, f"<event hook for {cls.__qualname__}>", "exec"), scope)
    return typing.cast(Hook, scope["write"])


def _expression(hint: Any, value: str, scope: dict[str, Any]) -> str:
    """Python code writing ``value`` (of type ``hint``) as JSON-ready data, for ``_event_hook``."""
    hook = CONVERTER.get_unstructure_hook(hint)
    if _plain(hook):
        return value
    options = typing.get_args(hint)
    if _is_union(hint) and len(options) == 2 and type(None) in options:
        (inner,) = (option for option in options if option is not type(None))
        return f"(None if {value} is None else {_expression(inner, value, scope)})"
    name = f"hook_{len(scope)}"
    if _is_tuple_hint(hint) and len(options) == 2 and options[1] is Ellipsis:
        item = CONVERTER.get_unstructure_hook(options[0])
        if _plain(item):
            return f"list({value})"
        scope[name] = item
        return f"list(map({name}, {value}))"
    scope[name] = hook
    return f"{name}({value})"


# Later registrations win: the most specific come last.
CONVERTER.register_unstructure_hook_factory(attrs.has, _attrs_hook)
CONVERTER.register_unstructure_hook_factory(_is_enum, lambda _: _by_name)
CONVERTER.register_unstructure_hook_factory(is_text_type, _text_hook)
CONVERTER.register_unstructure_hook_factory(_is_tuple_hint, _tuple_hook)
CONVERTER.register_unstructure_hook_factory(_is_union, _union_hook)
CONVERTER.register_unstructure_hook(tuple, _any_sequence)
CONVERTER.register_unstructure_hook(list, _any_sequence)
CONVERTER.register_unstructure_hook(dict, _any_mapping)
CONVERTER.register_unstructure_hook(typing.Any, _by_class)


def encode(value: Any) -> Any:
    """A JSON-ready form of a rules object, a move, a view, an event or any part of one.

    Cards and suits become their text, other enums their name, attrs objects
    dicts of their fields, tuples lists.

    >>> from cardtable.cards import parse_cards
    >>> encode({"hand": parse_cards("AS 10H"), "pot": 3})
    {'hand': ['A♠', '10♥'], 'pot': 3}
    """
    if value is None or type(value) in (bool, int, str):
        return value
    hook = CONVERTER.get_unstructure_hook(type(value))
    if _plain(hook) and not isinstance(value, bool | int | str):
        raise TypeError(f"cannot encode {value!r}")
    return hook(value)


def view_to_dict(view: Any) -> dict[str, Any]:
    """A view as a JSON-ready dict, for sending to the seat it belongs to.

    >>> from cardtable.games import GAMES
    >>> km = GAMES["kings-mercy"]
    >>> data = view_to_dict(km.view(km.new_game(km.Rules(players=3), seed=7), 1))
    >>> data["player"], data["hand"], data["pot"]
    (1, ['A♣', 'JK', '2♦'], 3)
    """
    if not attrs.has(type(view)):
        raise TypeError(f"not a view: {view!r}")
    data: dict[str, Any] = CONVERTER.get_unstructure_hook(type(view))(view)
    return data


def move_to_dict(move: Any) -> dict[str, Any]:
    """A move as a JSON-ready dict; host moves are marked ``"host": true``.

    >>> from cardtable.open_mercy import TimeOut
    >>> move_to_dict(TimeOut(player=1))
    {'move': 'TimeOut', 'host': True, 'player': 1}
    """
    data: dict[str, Any] = {"move": type(move).__name__}
    if getattr(move, "by_host", False):
        data["host"] = True
    data.update(CONVERTER.get_unstructure_hook(type(move))(move))
    return data


def event_to_dict(event: Event) -> dict[str, Any]:
    """An event as a JSON-ready dict: its class name, then its fields.

    >>> event_to_dict(Event())
    Traceback (most recent call last):
    ...
    TypeError: Event is the base of every event, not an event
    """
    if type(event) is Event:
        raise TypeError("Event is the base of every event, not an event")
    data: dict[str, Any] = CONVERTER.get_unstructure_hook(type(event))(event)
    return data

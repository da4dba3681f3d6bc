"""What a move holds, as the grammar of moves read from text sees it (``core.notation``):
its cards (one, or several in one field), its colors or suits, its seat, and the
annotations of its fields, read once per move class.

>>> from cardtable import open_mercy as om
>>> parts(om.Play(1, om.Card.parse("wild"), om.Color.RED))
Parts(cards=(Card.parse('wild'),), several=False, enums=frozenset({Color.RED}), player=1, by_host=False)
"""

from __future__ import annotations

import enum
import typing
from collections.abc import Iterable
from typing import Any

import attrs

__all__ = ["Parts", "enum_types", "field_hints", "is_card", "layout", "parts"]


def enum_types(moves: Iterable[Any]) -> tuple[type[enum.Enum], ...]:
    """The enum types (colors, suits) that some move's fields hold, or that some move class's
    fields are annotated with (given classes).

    >>> from cardtable import king_cut_throat as kc
    >>> enum_types(kc.MOVES)
    (<enum 'Suit'>,)
    """
    kinds: dict[type[enum.Enum], None] = {}
    for move in moves:
        if isinstance(move, type):
            for hint in _field_hints(move):
                for option in (hint, *typing.get_args(hint)):
                    if isinstance(option, type) and issubclass(option, enum.Enum):
                        kinds[option] = None
            continue
        for value in attrs.astuple(move, recurse=False):
            if isinstance(value, enum.Enum):
                kinds[type(value)] = None
    return tuple(kinds)


# Each move class's fields after ``player`` with their annotations: one entry per class.
_HINTS: dict[type, tuple[Any, ...]] = {}


def _field_hints(cls: type) -> tuple[Any, ...]:
    found = _HINTS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _HINTS[cls] = tuple(hints[field.name] for field in attrs.fields(cls)[1:])
    return found


def field_hints(cls: type) -> tuple[Any, ...]:
    """The annotations of a move class's fields after ``player``, in order.

    >>> from cardtable import open_mercy as om
    >>> field_hints(om.Play)
    (<class 'cardtable.open_mercy.deck.Card'>, cardtable.open_mercy.deck.Color | None)
    """
    return _field_hints(cls)


@attrs.frozen
class Parts:
    """A move taken apart the way ``matches`` reads it: its cards (``several``: a field naming
    several), its enum members (a card's color among them), and its seat."""

    cards: tuple[Any, ...]
    several: bool
    enums: frozenset[enum.Enum]
    player: int
    by_host: bool


def is_card(value: Any) -> bool:
    """Whether ``value`` is a card of some game: an ``int`` whose class reads text (``parse``)."""
    return isinstance(value, int) and hasattr(type(value), "parse") and not isinstance(value, bool)


# Each move class's fields after ``player`` as ``matches`` reads them, by name: one entry per class.
_LAYOUTS: dict[type, tuple[tuple[str, str], ...]] = {}


def layout(cls: type) -> tuple[tuple[str, str], ...]:
    """``(name, kind)`` of each field after ``player``: ``cards`` (several), ``card``, ``enum``
    (a color or suit, or none), or ``other`` (a number)."""
    found = _LAYOUTS.get(cls)
    if found is None:
        kinds = []
        for field, hint in zip(attrs.fields(cls)[1:], _field_hints(cls), strict=True):
            options = [option for option in (hint, *typing.get_args(hint)) if isinstance(option, type)]
            if typing.get_origin(hint) is tuple:
                kind = "cards"
            elif any(issubclass(option, enum.Enum) for option in options):
                kind = "enum"
            elif any(issubclass(option, int) and hasattr(option, "parse") for option in options):
                kind = "card"
            else:
                kind = "other"
            kinds.append((field.name, kind))
        found = _LAYOUTS[cls] = tuple(kinds)
    return found


def parts(move: Any) -> Parts:
    """The cards and enum members of a move (its seat left out), and its seat.

    >>> from cardtable import king_cut_throat as kc
    >>> parts(kc.Discard(2, "9S 7S AH")).cards
    (Card.parse('A♥'), Card.parse('7♠'), Card.parse('9♠'))
    """
    cards: list[Any] = []
    several = False
    enums: set[enum.Enum] = set()
    for name, kind in layout(type(move)):
        value = getattr(move, name)
        if kind == "cards":
            several = True
            cards.extend(value)
        elif kind == "enum":
            if value is not None:
                enums.add(value)
        elif kind == "card":
            cards.append(value)
            color = getattr(value, "color", None)
            if isinstance(color, enum.Enum):
                enums.add(color)
    by_host = bool(getattr(move, "by_host", False))
    return Parts(tuple(cards), several, frozenset(enums), move.player, by_host)

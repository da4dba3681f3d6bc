"""Validators for ``Rules`` fields, the reading of a field's value from text, and the check
of a deck order a caller gives.

Every bad value raises ``ValueError`` naming the field and what it allows, as
the contract asks.
"""

from __future__ import annotations

import enum
import types
import typing
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import attrs

T = TypeVar("T")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in_range(low: int, high: int | None) -> Callable[[object, attrs.Attribute[Any], Any], None]:
    def check(_instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
        if not _whole(value):
            raise ValueError(f"{attribute.name} must be a whole number, not {value!r}")
        if value < low or (high is not None and value > high):
            allowed = f"{low} to {high}" if high is not None else f"at least {low}"
            raise ValueError(f"{attribute.name} must be {allowed}, not {value}")

    return check


def _as_int(value: Any) -> Any:
    """An ``IntEnum`` or other int subclass is read as its value (C8); bad values stay for the check."""
    return int.__int__(value) if _whole(value) and type(value) is not int else value


def ranged(default: int, low: int, high: int | None = None) -> Any:
    """A ``Rules`` field holding a whole number in ``low..high``.

    >>> @attrs.frozen(kw_only=True)
    ... class Example:
    ...     players: int = ranged(4, 2, 6)
    >>> Example(players=7)
    Traceback (most recent call last):
    ...
    ValueError: players must be 2 to 6, not 7
    """
    return attrs.field(default=default, converter=_as_int, validator=_in_range(low, high))


def optional_ranged(low: int, high: int | None = None) -> Any:
    """Like ``ranged``, defaulting to ``None`` (no limit)."""
    return attrs.field(
        default=None, converter=_as_int, validator=attrs.validators.optional(_in_range(low, high))
    )


def one_of(default: T, choices: Sequence[T]) -> Any:
    """A ``Rules`` field that takes one of a fixed set of values (compared by type and value).

    >>> @attrs.frozen(kw_only=True)
    ... class Example:
    ...     mode: str = one_of("official", ("official", "house"))
    >>> Example(mode="wild")
    Traceback (most recent call last):
    ...
    ValueError: mode must be one of 'official', 'house', not 'wild'
    """

    def check(_instance: object, attribute: attrs.Attribute[T], value: T) -> None:
        if not any(type(value) is type(choice) and value == choice for choice in choices):
            listed = ", ".join(repr(choice) for choice in choices)
            raise ValueError(f"{attribute.name} must be one of {listed}, not {value!r}")

    return attrs.field(default=default, validator=check)


def flag(default: bool) -> Any:
    """A ``Rules`` field that is ``True`` or ``False`` and nothing else.

    >>> @attrs.frozen(kw_only=True)
    ... class Example:
    ...     polite: bool = flag(True)
    >>> Example(polite=1)
    Traceback (most recent call last):
    ...
    ValueError: polite must be True or False, not 1
    """

    def check(_instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
        if not isinstance(value, bool):
            raise ValueError(f"{attribute.name} must be True or False, not {value!r}")

    return attrs.field(default=default, validator=check)


def check_deck(deck: Sequence[Any] | None, full: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """A caller's deck order (index 0 on top), checked to be a permutation of the full deck.

    Cards are ints, so each must also be of the deck's own card type: a plain
    number is not a card.

    >>> from cardtable.cards import parse_cards
    >>> full = parse_cards("AS KS")
    >>> check_deck(None, full) is None
    True
    >>> check_deck(parse_cards("KS AS"), full)
    (Card.parse('K♠'), Card.parse('A♠'))
    >>> check_deck([int(card) for card in full], full)
    Traceback (most recent call last):
    ...
    ValueError: deck must hold every card of the game's deck exactly once (2 cards)
    """
    if deck is None:
        return None
    card_type = type(full[0])
    try:
        order = tuple(deck)
        same = all(type(card) is card_type for card in order) and Counter(order) == Counter(full)
    except TypeError:
        same = False
    if not same:
        raise ValueError(f"deck must hold every card of the game's deck exactly once ({len(full)} cards)")
    return order


_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


_NOTHING = object()


def value_from_text(rules_class: type, name: str, text: str) -> Any:
    """The value of the ``Rules`` field ``name`` that ``text`` says, read as the field's type
    says: an ``int``, a ``bool`` (``true``, ``false``, ``yes``, ``no``, ``on``, ``off``,
    ``1``, ``0``), ``None`` (``none``), one of a literal's choices, a member of an enum
    (a ``Suit`` by its letter, pip or name). ``ValueError`` saying what the field takes.

    >>> from cardtable import king_cut_throat as kc
    >>> value_from_text(kc.Rules, "flipped_joker", "hearts"), value_from_text(kc.Rules, "polite", "no")
    (Suit.HEARTS, False)
    >>> value_from_text(kc.Rules, "max_hands", "lots")
    Traceback (most recent call last):
    ...
    ValueError: 'lots' is not an int or none
    """
    hint = typing.get_type_hints(rules_class)[name]
    value = _read(hint, text.strip())
    if value is _NOTHING:
        raise ValueError(f"{text.strip()!r} is not {_describe(hint)}")
    return value


def _choices(hint: Any) -> list[Any]:
    """The plain types, enums and literal values a hint allows, in order."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return [choice for arg in typing.get_args(hint) for choice in _choices(arg)]
    if origin is typing.Literal:
        return [("literal", value) for value in typing.get_args(hint)]
    return [hint]


def _read(hint: Any, text: str) -> Any:
    lowered = text.lower()
    for choice in _choices(hint):
        if choice is type(None) and lowered in ("none", "null"):
            return None
        if choice is bool and lowered in _TRUE + _FALSE:
            return lowered in _TRUE
        if choice is int and lowered.lstrip("+-").isdigit():
            return int(lowered)
        if isinstance(choice, tuple) and str(choice[1]).lower() == lowered:
            return choice[1]
        if isinstance(choice, type) and issubclass(choice, enum.Enum):
            member = _member(choice, text)
            if member is not None:
                return member
        if choice is str:
            return text
    return _NOTHING


def _member(kind: type[enum.Enum], text: str) -> Any:
    parse = getattr(kind, "parse", None)
    if callable(parse):
        try:
            return parse(text)
        except ValueError:
            pass
    for member in kind:
        if text.lower() in (member.name.lower(), str(member.value).lower()):
            return member
    return None


def _describe(hint: Any) -> str:
    words = []
    for choice in _choices(hint):
        if choice is type(None):
            words.append("none")
        elif choice is bool:
            words.append("true or false")
        elif choice is int:
            words.append("an int")
        elif isinstance(choice, tuple):
            words.append(repr(choice[1]))
        elif isinstance(choice, type) and issubclass(choice, enum.Enum):
            words.append(f"a {choice.__name__} ({', '.join(member.name.lower() for member in choice)})")
        else:
            words.append(getattr(choice, "__name__", str(choice)))
    return " or ".join(words)

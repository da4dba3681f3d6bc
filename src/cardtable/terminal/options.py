"""``--rule NAME=VALUE``: any field of a game's ``Rules``, read against the field's type.

A value is read as the field's type says: an ``int``, a ``bool`` (``true``,
``false``, ``yes``, ``no``, ``on``, ``off``, ``1``, ``0``), ``None`` (``none``),
one of a literal's choices, a member of an enum (a ``Suit`` by its letter,
pip or name). A name may be written with dashes (``max-hands``).

>>> from cardtable import kings_mercy as km
>>> read_rules(km.Rules, ["max_hands=3", "fool-display=king_of_spades"], players=3)
Rules(players=3, starting_units=20, max_hands=3, fool_display='king_of_spades')
>>> read_rules(km.Rules, ["max_hands=lots"])
Traceback (most recent call last):
...
cardtable.terminal.options.RuleError: --rule max_hands: 'lots' is not an int or none
>>> read_rules(km.Rules, ["colour=red"])
Traceback (most recent call last):
...
cardtable.terminal.options.RuleError: --rule colour: no such rule; the rules are players, starting_units, ...
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, cast

import attrs

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


class RuleError(ValueError):
    """A ``--rule`` that names no rule, or a value the rule cannot take. The message is one line."""


def read_rules(rules_class: Callable[..., Any], settings: Iterable[str], players: int | None = None) -> Any:
    """The ``Rules`` made from ``NAME=VALUE`` settings (and ``--players``, when given).

    ``RuleError`` for a bad name or value, with the rule's own message when the
    ``Rules`` class refuses the combination.
    """
    values: dict[str, Any] = {}
    if players is not None:
        values["players"] = players
    for setting in settings:
        name, value = read_rule(rules_class, setting)
        values[name] = value
    try:
        return rules_class(**values)
    except (ValueError, TypeError) as error:
        raise RuleError(f"--rule: {error}") from None


def read_rule(rules_class: Callable[..., Any], setting: str) -> tuple[str, Any]:
    """One ``NAME=VALUE`` setting as a field name and its value.

    >>> from cardtable import king_cut_throat as kc
    >>> read_rule(kc.Rules, "flipped_joker=hearts"), read_rule(kc.Rules, "polite=no")
    (('flipped_joker', Suit.HEARTS), ('polite', False))
    """
    name, equals, text = setting.partition("=")
    name = name.strip().replace("-", "_")
    if not equals or not name:
        raise RuleError(f"--rule takes NAME=VALUE, not {setting!r}")
    fields = [field.name for field in attrs.fields(cast(type, rules_class))]
    if name not in fields:
        raise RuleError(f"--rule {name}: no such rule; the rules are {', '.join(fields)}")
    hint = typing.get_type_hints(rules_class)[name]
    value = _read(hint, text.strip())
    if value is _NOTHING:
        raise RuleError(f"--rule {name}: {text.strip()!r} is not {_describe(hint)}")
    return name, value


_NOTHING = object()


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

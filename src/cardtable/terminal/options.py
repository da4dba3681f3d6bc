"""``--rule NAME=VALUE``: any field of a game's ``Rules``, read against the field's type.

A value is read as the field's type says (``cardtable.core.rules.value_from_text``):
an ``int``, a ``bool`` (``true``, ``false``, ``yes``, ``no``, ``on``, ``off``, ``1``,
``0``), ``None`` (``none``), one of a literal's choices, a member of an enum (a
``Suit`` by its letter, pip or name). A name may be written with dashes (``max-hands``).

>>> from cardtable import kings_mercy as km
>>> read_rules(km.Rules, ["max_hands=3", "fool-display=king_of_spades"], players=3)
Rules(players=3, starting_units=20, max_hands=3, fool_display='king_of_spades')
>>> read_rules(km.Rules, ["max_hands=lots"])
Traceback (most recent call last):
...
cardtable.terminal.options.RuleError: --rule max_hands: 'lots' is not an int or none
>>> read_rules(km.Rules, ["color=red"])
Traceback (most recent call last):
...
cardtable.terminal.options.RuleError: --rule color: no such rule; the rules are players, starting_units, ...
>>> read_rules(km.Rules, [], players=9)
Traceback (most recent call last):
...
cardtable.terminal.options.RuleError: --players: players must be 3 to 6, not 9
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, cast

import attrs

from cardtable.core.rules import value_from_text


class RuleError(ValueError):
    """A ``--rule`` that names no rule, or a value the rule cannot take. The message is one line."""


def read_rules(rules_class: Callable[..., Any], settings: Iterable[str], players: int | None = None) -> Any:
    """The ``Rules`` made from ``NAME=VALUE`` settings (and ``--players``, when given).

    ``RuleError`` for a bad name or value, with the rule's own message when the
    ``Rules`` class refuses the combination; a number of players the game does
    not allow is put down to ``--players``, the option that gave it.
    """
    values: dict[str, Any] = {}
    if players is not None:
        try:
            rules_class(players=players)
        except (ValueError, TypeError) as error:
            raise RuleError(f"--players: {error}") from None
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
    try:
        return name, value_from_text(cast(type, rules_class), name, text)
    except ValueError as error:
        raise RuleError(f"--rule {name}: {error}") from None

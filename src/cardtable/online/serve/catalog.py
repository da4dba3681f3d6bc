"""The ``games`` message: what the lobby needs to offer every game of ``GAMES``, read from each
game's own ``FACTS`` and ``Rules`` (the options, their defaults, ranges and the rules' own words).

A game's ``Rules`` docstring names its options in a list (``- ``players``: 2 to 8``); those
words are sent as they are. King's Mercy and Open Mercy describe their options in prose,
so their words are written here (``WORDS``), each taken from the rules' prose.

>>> entry = games_message()["games"][0]
>>> entry["game"], entry["title"], entry["seats"], entry["best"]
('kings-mercy', "King's Mercy", [3, 6], 'cfr')
>>> entry["rules"][1]
{'name': 'starting_units', 'default': 20, 'kind': 'int', 'choices': None, 'low': 1, 'high': None,
 'words': 'Units each player starts with.'}
"""

from __future__ import annotations

import enum
import re
import types
import typing
from typing import Any

import attrs

from cardtable.bots import best, names
from cardtable.games import GAMES
from cardtable.online.rooms.games import seat_range
from cardtable.records.convert import encode

__all__ = ["WORDS", "games_message", "option"]

WORDS: dict[tuple[str, str], str] = {
    ("kings-mercy", "players"): "Players at the table: three to six (KM1).",
    ("kings-mercy", "starting_units"): "Units each player starts with.",
    ("kings-mercy", "max_hands"): "Stop after this many hands (none: no limit).",
    ("kings-mercy", "fool_display"): "How the Fool is printed, as a joker or as the King of spades.",
    ("open-mercy", "players"): "Players at the table: 2 to 20 (OM1).",
    ("open-mercy", "stacking"): "The stacking mode (OM5).",
}
"""The words of the options whose rules describe them in prose rather than in a list."""


def games_message() -> dict[str, Any]:
    """Every game of ``GAMES``, in its order, as the lobby offers it (the answer to ``games``).

    >>> [entry["game"] for entry in games_message()["games"]][:4]
    ['kings-mercy', 'open-mercy', 'witch-of-the-woods', 'king-cut-throat']
    """
    entries = []
    for name, game in GAMES.items():
        fewest, most = seat_range(name)
        entries.append(
            {
                "game": name,
                "title": game.FACTS.title,
                "seats": [fewest, most],
                "best": best(name),
                "bots": list(names(name)),
                "rules": [option(name, field) for field in _fields(game.Rules)],
            }
        )
    return {"type": "games", "games": entries}


def _fields(rules: Any) -> tuple[Any, ...]:
    """A ``Rules`` class's attrs fields, in their order."""
    found: tuple[Any, ...] = attrs.fields(rules)
    return found


def option(table: str, field: Any) -> dict[str, Any]:
    """One ``Rules`` field of ``table`` as the lobby shows it: its name, default, kind
    (``int``, ``bool``, ``choice``, ``int-or-none``), choices, range and words.

    >>> import attrs
    >>> rules = GAMES["witch-of-the-woods"].Rules
    >>> option("witch-of-the-woods", attrs.fields(rules).tie_convention)["choices"]
    ['A', 'B', 'C']
    >>> option("witch-of-the-woods", attrs.fields(rules).players)["low"]
    2
    """
    hint = typing.get_type_hints(GAMES[table].Rules)[field.name]
    kind, choices = _kind(hint)
    low, high = _range(field.validator)
    default = encode(field.default)
    if field.name == "players":  # a room holds its most seats unless its host says fewer
        low, high = seat_range(table)
        default = high
    return {
        "name": field.name,
        "default": default,
        "kind": kind,
        "choices": choices,
        "low": low,
        "high": high,
        "words": _words(table, field.name),
    }


def _kind(hint: Any) -> tuple[str, list[Any] | None]:
    if hint is bool:
        return "bool", None
    if hint is int:
        return "int", None
    parts = typing.get_args(hint) if _is_union(hint) else (hint,)
    if set(parts) == {int, type(None)}:
        return "int-or-none", None
    choices: list[Any] = []
    for part in parts:
        if typing.get_origin(part) is typing.Literal:
            choices.extend(typing.get_args(part))
        elif isinstance(part, type) and issubclass(part, enum.Enum):
            choices.extend(encode(member) for member in part)
    return "choice", choices


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _range(validator: Any) -> tuple[int | None, int | None]:
    """The ``low`` and ``high`` a ``core.rules.ranged`` validator holds (through ``optional``)."""
    inner = getattr(validator, "validator", validator)
    closure = getattr(inner, "__closure__", None) or ()
    code = getattr(inner, "__code__", None)
    cells = dict(zip(code.co_freevars if code is not None else (), closure, strict=False))
    if "low" not in cells:
        return None, None
    return cells["low"].cell_contents, cells["high"].cell_contents


def _words(table: str, name: str) -> str:
    written = WORDS.get((table, name))
    if written is not None:
        return written
    doc = GAMES[table].Rules.__doc__ or ""
    found = re.search(rf"- ``{name}``: (.*?)(?=\n\s*- ``|\n\s*\n|\Z)", doc, flags=re.DOTALL)
    if found is None:
        return name.replace("_", " ").capitalize() + "."
    text = " ".join(found.group(1).split()).replace("``", "")
    return text[0].upper() + text[1:]

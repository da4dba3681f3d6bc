"""Moves typed as a person says them: ``7c 9c kd``, ``red 5``, ``wild draw10 blue``, ``add 3``.

What is typed is read into cards, colours or suits, numbers and words
(``read``), and a legal move matches when it names every card typed (a move
naming several cards, exactly those), every colour or suit, every number, and
a word for each word typed (``matches``). Card names are read the game's way:
French cards (``kd``, ``10h``, ``jk``), Open Mercy's (``red 5``, ``wild draw6``)
and Witch of the Woods' Faerunian names (``queen of shields``, or ``qh``).

>>> from cardtable import open_mercy as om
>>> moves = (om.Play(0, om.Card.parse("red 5")), om.Draw(0),
...          *(om.Play(0, om.Card.parse("wild draw10"), color) for color in om.Color))
>>> [str(move) for move in find(om, moves, "wild draw10 blue")]
['seat 0 plays wild draw10 naming blue']
>>> [str(move) for move in find(om, moves, "draw")], len(find(om, moves, "wild draw10"))
(['seat 0 draws'], 4)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from typing import Any

import attrs

from cardtable.game import Game

_STOP = frozenset({"a", "an", "the", "to", "of", "with", "for", "naming", "seat", "card", "cards", "and"})


@attrs.frozen
class Typed:
    """What a line of input names: cards, enum members (colours, suits), numbers, words."""

    cards: tuple[Any, ...] = ()
    enums: tuple[enum.Enum, ...] = ()
    numbers: tuple[int, ...] = ()
    words: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.cards or self.enums or self.numbers or self.words)


def read(game: Game, text: str, enum_types: Sequence[type[enum.Enum]] = ()) -> Typed:
    """Read a line into cards, enum members, numbers and words, longest card names first.

    >>> from cardtable import king_cut_throat as kc
    >>> typed = read(kc, "discard 7c, 9c KD")
    >>> typed.cards, typed.words
    ((Card.parse('7♣'), Card.parse('9♣'), Card.parse('K♦')), ('discard',))
    """
    parse = game.FACTS.notation.read_card
    tokens = [token for token in re.split(r"[\s,]+", text.strip().lower()) if token]
    cards: list[Any] = []
    enums: list[enum.Enum] = []
    numbers: list[int] = []
    words: list[str] = []
    at = 0
    while at < len(tokens):
        token = tokens[at]
        for length in (3, 2, 1):
            if at + length > len(tokens):
                continue
            try:
                cards.append(parse(" ".join(tokens[at : at + length])))
            except ValueError:
                continue
            at += length
            break
        else:
            member = _enum_member(enum_types, token)
            if member is not None:
                enums.append(member)
            elif token.isdigit():
                numbers.append(int(token))
            elif token not in _STOP:
                words.append(token)
            at += 1
    return Typed(tuple(cards), tuple(enums), tuple(numbers), tuple(words))


def _enum_member(kinds: Sequence[type[enum.Enum]], token: str) -> enum.Enum | None:
    for kind in kinds:
        parse = getattr(kind, "parse", None)
        if callable(parse):
            try:
                member: enum.Enum = parse(token)
            except ValueError:
                continue
            return member
    return None


def enum_types(moves: Sequence[Any]) -> tuple[type[enum.Enum], ...]:
    """The enum types (colours, suits) that some move's fields hold."""
    kinds: dict[type[enum.Enum], None] = {}
    for move in moves:
        for value in attrs.astuple(move, recurse=False):
            if isinstance(value, enum.Enum):
                kinds[type(value)] = None
    return tuple(kinds)


@attrs.frozen
class Parts:
    """A move taken apart the way ``matches`` reads it."""

    cards: tuple[Any, ...]
    several: bool
    enums: frozenset[enum.Enum]
    numbers: tuple[int, ...]
    words: tuple[str, ...]


def parts(move: Any) -> Parts:
    """The cards, enum members, numbers and words of a move (its seat left out)."""
    cards: list[Any] = []
    several = False
    enums: set[enum.Enum] = set()
    numbers: list[int] = []
    for field in attrs.fields(type(move))[1:]:
        value = getattr(move, field.name)
        if isinstance(value, tuple):
            several = True
            cards.extend(value)
        elif isinstance(value, enum.Enum):
            enums.add(value)
        elif hasattr(type(value), "parse") and isinstance(value, int):
            cards.append(value)
            colour = getattr(value, "color", None)
            if isinstance(colour, enum.Enum):
                enums.add(colour)
        elif isinstance(value, int) and not isinstance(value, bool):
            numbers.append(value)
    return Parts(tuple(cards), several, frozenset(enums), tuple(numbers), vocabulary(type(move)))


def vocabulary(kind: type) -> tuple[str, ...]:
    """The words a move of this class answers to: its class name, verb, action and aliases.

    >>> from cardtable.witch_of_the_woods import WitchTrade
    >>> vocabulary(WitchTrade)
    ('witch', 'trade', 'trades', 'make', "witch's", 'give')
    """
    text = " ".join(
        (
            re.sub(r"(?<!^)(?=[A-Z])", " ", kind.__name__),
            str(getattr(kind, "verb", "")),
            str(getattr(kind, "action", "")),
            str(getattr(kind, "words", "")),
        )
    )
    words = [word for word in text.lower().split() if word not in _STOP and not word.isdigit()]
    return tuple(dict.fromkeys(words))


def matches(move: Any, typed: Typed) -> bool:
    """Whether ``move`` is one the typed line may mean."""
    if typed.empty:
        return False
    have = parts(move)
    if typed.cards:
        if have.several:
            if sorted(typed.cards) != sorted(have.cards):
                return False
        elif list(typed.cards) != list(have.cards):
            return False
    if not set(typed.enums) <= have.enums:
        return False
    if any(typed.numbers.count(number) > have.numbers.count(number) for number in typed.numbers):
        return False
    return all(any(word.startswith(typed_word) for word in have.words) for typed_word in typed.words)


def find(game: Game, moves: Sequence[Any], text: str) -> tuple[Any, ...]:
    """The moves among ``moves`` that ``text`` may mean, in their order."""
    typed = read(game, text, enum_types(moves))
    return tuple(move for move in moves if matches(move, typed))


def spoken(game: Game, move: Any) -> str:
    """How a person could type ``move``: a word, then its cards, colour or suit, numbers.

    >>> from cardtable import king_cut_throat as kc, open_mercy as om
    >>> spoken(kc, kc.Discard(0, "7c 9c kd")), spoken(kc, kc.NameTrump(1, kc.Suit.HEARTS))
    ('discard 7c 9c kd', 'name hearts')
    >>> spoken(om, om.Play(0, om.Card.parse("wild draw10"), om.Color.BLUE))
    'play wild draw10 blue'
    """
    name = type(move).__name__
    words = [getattr(type(move), "typed_as", "") or re.sub(r"(?<!^)(?=[A-Z])", " ", name).split()[0].lower()]
    for field in attrs.fields(type(move))[1:]:
        value = getattr(move, field.name)
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if item is None:
                continue
            if isinstance(item, enum.Enum):
                words.append(item.name.lower())
            elif hasattr(type(item), "parse"):
                words.append(game.FACTS.notation.card_text(item))
            else:
                words.append(str(item))
    return " ".join(words)

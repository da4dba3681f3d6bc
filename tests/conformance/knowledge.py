"""What a seat may know, read generically: the cards an event names, in its fields and in its text.

A card is an ``int`` in every game, so a seat number or a count could equal a
card's index: cards are picked out by their exact class, never by value.

>>> from cardtable.cards import Card
>>> ace = Card.parse("AS")
>>> list(cards_in((1, ace, (ace, 3)), Card))
[Card.parse('A♠'), Card.parse('A♠')]
>>> mentioned("seat 1 takes 10♠ with A♠; A♠ wins", (ace, Card.parse("10S")))
Counter({'A♠': 2, '10♠': 1})
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

import attrs

from cardtable.chance import Chance
from cardtable.core import evolve

# The fields of a state that ``relabelled`` leaves alone: what was (the record of
# the moves, the last hand's public record, what the table was told) and the
# random stream; everything else is where the cards are now.
_PAST = frozenset({"origin", "log", "chance", "events", "history", "last_hand"})


def cards_in(value: Any, card_class: type) -> Iterator[Any]:
    """Every card of ``card_class`` held anywhere in ``value`` (attrs fields, tuples, lists, sets)."""
    if type(value) is card_class:
        yield value
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from cards_in(item, card_class)
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            yield from cards_in(getattr(value, field.name), card_class)


def mentioned(text: str, deck: Iterable[Any]) -> Counter[str]:
    """How often each card of ``deck`` is named in ``text`` as a whole word.

    The longest names are tried first, so ``wild draw10`` is not read as
    ``wild``, nor ``blue skip-everyone`` as ``blue skip``.
    """
    names = sorted({str(card) for card in deck}, key=lambda name: (-len(name), name))
    pattern = r"(?<![\w-])(?:" + "|".join(re.escape(name) for name in names) + r")(?![\w-])"
    return Counter(match.group(0) for match in re.finditer(pattern, text))


def unknown(deck: Iterable[Any], hidden: Iterable[Any]) -> set[Any]:
    """The cards every copy of which is hidden (in a deck without copies: the hidden cards)."""
    copies, out_of_sight = Counter(deck), Counter(hidden)
    return {card for card, count in out_of_sight.items() if count >= copies[card]}


def hand_number(state: Any) -> int:
    """The state's hand number, in whichever field the game keeps it (0 for a game of one hand)."""
    for name in ("number", "hand_number", "hands_played"):
        if hasattr(state, name):
            found: int = getattr(state, name)
            return found
    return 0


def relabelled(state: Any, swap: dict[Any, Any], card_class: type) -> Any:
    """``state`` with every card where it lies now renamed by ``swap``, its past left as it was.

    With ``swap`` a permutation of the cards hidden from a seat, the result is a
    state that seat cannot tell from ``state``.
    """
    changes = {
        field.name: _relabel(getattr(state, field.name), swap, card_class)
        for field in attrs.fields(type(state))
        if field.name not in _PAST
    }
    return evolve(state, **changes)


def _relabel(value: Any, swap: dict[Any, Any], card_class: type) -> Any:
    if type(value) is card_class:
        return swap.get(value, value)
    if type(value) is tuple:
        return tuple(_relabel(item, swap, card_class) for item in value)
    if attrs.has(type(value)) and not isinstance(value, Chance):
        changes = {
            field.name: _relabel(getattr(value, field.name), swap, card_class)
            for field in attrs.fields(type(value))
            if field.init
        }
        return attrs.evolve(value, **changes)
    return value

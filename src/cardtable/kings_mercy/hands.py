"""The deck and how hands rank (KM2-KM5)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Literal

import attrs

from cardtable.cards import JOKER, Card, Rank, build_deck

FOOL = JOKER
"""The Fool is the Joker everywhere in the API (KM2); only its printing can change."""

DECK = build_deck([Rank(n) for n in range(1, 10)], [FOOL])


def full_deck() -> tuple[Card, ...]:
    """The 37 cards: Ace to 9 in every suit and the Fool, in canonical order (KM2).

    >>> len(full_deck()), full_deck()[-1]
    (37, Card.parse('JK'))
    """
    return DECK


Category = Literal["trips", "run", "pair", "high"]


@attrs.frozen(order=True)
class HandValue:
    """How a three-card hand ranks under the normal order (KM3, KM4).

    Values compare with ``<`` and ``>``; ``strength`` is the whole comparison key:
    the category first, then the deciding ranks from the highest down, the Fool
    counting 0 (below the Ace).

    >>> from cardtable.cards import parse_cards
    >>> hand_value(parse_cards("7H 7C JK")) > hand_value(parse_cards("9S 4D 2C"))
    True
    >>> hand_value(parse_cards("7H 7C JK"))
    HandValue(strength=(1, 7, 0), category='pair')
    """

    strength: tuple[int, ...]
    category: Category = attrs.field(order=False)


# The Fool counts 0, below the Ace (KM3).
_VALUES = {card: 0 if card is FOOL else int(card.rank) for card in DECK}


@functools.cache
def _rank_hand(values: tuple[int, int, int]) -> HandValue:
    """The value of three card values sorted from the highest down (0 is the Fool)."""
    high, middle, low = values
    if low > 0 and high == middle == low:
        return HandValue((3, high), "trips")
    if low > 0 and high == middle + 1 == low + 2:
        return HandValue((2, high), "run")
    if high == middle and high > 0:
        return HandValue((1, high, low), "pair")
    if middle == low and low > 0:
        return HandValue((1, middle, high), "pair")
    return HandValue((0, high, middle, low), "high")


def hand_value(cards: Sequence[Card]) -> HandValue:
    """The value of a three-card hand; suits never matter (KM4).

    >>> from cardtable.cards import parse_cards
    >>> hand_value(parse_cards("7S 8D 9C")).category, hand_value(parse_cards("AS 2D 3C")).strength
    ('run', (2, 3))
    >>> hand_value(parse_cards("JK 8D 9C")).category
    'high'
    """
    if len(cards) != 3:
        raise ValueError(f"a King's Mercy hand has three cards, not {len(cards)}")
    first, second, third = cards
    try:
        high, middle, low = sorted((_VALUES[first], _VALUES[second], _VALUES[third]), reverse=True)
    except KeyError as missing:
        raise ValueError(f"{missing.args[0]!r} is not a King's Mercy card") from None
    return _rank_hand((high, middle, low))


def winners(hands: Sequence[Sequence[Card]], *, mercy: bool = False) -> tuple[int, ...]:
    """The indices of the best hands; under Mercy, of the weakest (KM4, KM5).

    Mercy reverses the whole comparison: the lower category wins, and inside
    a category the lower rank at the first difference, still read from each
    hand's highest card down.

    >>> from cardtable.cards import parse_cards
    >>> tony, hamon = parse_cards("JK 7S 7D"), parse_cards("9H 4C 2S")
    >>> winners([tony, hamon]), winners([tony, hamon], mercy=True)
    ((0,), (1,))
    >>> winners([parse_cards("9S 7D 2C"), parse_cards("JK 9H 8C")], mercy=True)
    (0,)
    """
    if not hands:
        return ()
    strengths = [hand_value(hand).strength for hand in hands]
    best = min(strengths) if mercy else max(strengths)
    return tuple(index for index, strength in enumerate(strengths) if strength == best)

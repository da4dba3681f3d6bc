"""The deck and how hands rank (KM2-KM5)."""

from __future__ import annotations

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


def _rank_hand(high: int, middle: int, low: int) -> HandValue:
    """The value of three card values from the highest down (0 is the Fool, KM3)."""
    if low > 0 and high == middle == low:
        return HandValue((3, high), "trips")
    if low > 0 and high == middle + 1 == low + 2:
        return HandValue((2, high), "run")
    if high == middle and high > 0:
        return HandValue((1, high, low), "pair")
    if middle == low and low > 0:
        return HandValue((1, middle, high), "pair")
    return HandValue((0, high, middle, low), "high")


# Every hand is ranked once, here. A hand is looked up by the sum of its cards'
# weights, 11 ** value: three cards cannot carry into the next power, so the sum
# names the multiset of values, which is all a hand's rank depends on (KM4).
_VALUE_BY_INDEX: list[int | None] = [None] * (max(card.index for card in DECK) + 1)
for _card in DECK:
    _VALUE_BY_INDEX[_card.index] = 0 if _card is FOOL else int(_card.rank)
_WEIGHT = [None if value is None else 11**value for value in _VALUE_BY_INDEX]
_BY_WEIGHT = {
    11**high + 11**middle + 11**low: _rank_hand(high, middle, low)
    for high in range(10)
    for middle in range(high + 1)
    for low in range(middle + 1)
}


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
        return _BY_WEIGHT[_WEIGHT[first.index] + _WEIGHT[second.index] + _WEIGHT[third.index]]  # type: ignore[operator]
    except (AttributeError, IndexError, TypeError, KeyError):
        strangers = [card for card in cards if card not in DECK]
        raise ValueError(f"{strangers[0]!r} is not a King's Mercy card") from None


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

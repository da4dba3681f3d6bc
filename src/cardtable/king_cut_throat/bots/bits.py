"""King Cut-Throat's cards as bits, the solver's compact table: each card one bit, the bits of
an effective suit (KC9) side by side in rank order, weakest first, so a hand is one int and
"a higher card of the suit led" is a comparison of bits.

>>> table = layout(Suit.SPADES, "king")
>>> [str(card) for card in table.cards(SUIT_MASK[table.trump])][-3:]
['J♣', 'J♠', 'JK']
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import attrs

from cardtable.cards import Card, Suit
from cardtable.king_cut_throat.deck import EFFECTIVE, STRENGTH, full_deck
from cardtable.king_cut_throat.tricks import SCORING_RANK

__all__ = ["BELOW", "BLOCK", "SUIT_MASK", "WIDTH", "Layout", "distinct", "layout", "set_bits"]

WIDTH = 10
"""Bits per effective suit: trump has ten cards (Joker, two Bowers, seven others)."""


@attrs.frozen(slots=True)
class Layout:
    """The compact table for one trump suit and scoring option: each card's bit, the
    bits of each effective suit, the scoring cards' bits."""

    trump: int
    """The block (effective suit index) of trump."""
    bit: dict[Card, int]
    card: dict[int, Card]
    scoring: int
    """The mask of the scoring rank's cards (KC11)."""

    def mask(self, cards: Iterable[Card]) -> int:
        """The bits of ``cards``.

        >>> table = layout(Suit.SPADES, "king")
        >>> table.mask([Card.parse("JK")]) == 1 << table.bit[Card.parse("JK")], table.bit[Card.parse("JK")]
        (True, 39)
        """
        total = 0
        for card in cards:
            total |= 1 << self.bit[card]
        return total

    def cards(self, mask: int) -> list[Card]:
        """The cards of ``mask``, weakest first within each suit.

        >>> table = layout(Suit.HEARTS, "king")
        >>> table.cards(table.mask([Card.parse("JD"), Card.parse("JH")]))
        [Card.parse('J♦'), Card.parse('J♥')]
        """
        return [self.card[bit] for bit in range(4 * WIDTH) if mask >> bit & 1]


@functools.cache
def layout(trump: Suit, scoring_rank: str) -> Layout:
    """The compact table for ``trump`` and the ``scoring_rank`` option (Queens rank high with ``"queen"``).

    >>> table = layout(Suit.CLUBS, "king")
    >>> table.bit[Card.parse("JK")] - table.bit[Card.parse("JC")], table.trump
    (1, 0)
    """
    effective = EFFECTIVE[trump]
    strength = STRENGTH[trump, scoring_rank == "queen"]
    suits = list(Suit)
    bit: dict[Card, int] = {}
    for block, suit in enumerate(suits):
        members = sorted((card for card in full_deck() if effective[card] is suit), key=lambda c: strength[c])
        for place, card in enumerate(members):
            bit[card] = block * WIDTH + place
    scorer = SCORING_RANK[scoring_rank]
    scoring = 0
    for card, at in bit.items():
        if card.rank is scorer:
            scoring |= 1 << at
    return Layout(suits.index(trump), bit, {at: card for card, at in bit.items()}, scoring)


BLOCK = tuple(bit // WIDTH for bit in range(4 * WIDTH))
"""The effective suit (block) of each bit."""
SUIT_MASK = tuple(((1 << WIDTH) - 1) << (block * WIDTH) for block in range(4))
"""The bits of each effective suit."""
BELOW = tuple((1 << bit) - 1 for bit in range(4 * WIDTH + 1))
"""The bits below each bit."""


def set_bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first.

    >>> set_bits(0b10110)
    [1, 2, 4]
    """
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def distinct(mask: int, in_play: int, scoring: int) -> list[int]:
    """One card of each class of equivalent cards in ``mask``: cards of one suit with no
    card still in play between them, none of them a scoring card, play alike.

    >>> distinct(0b111, in_play=0, scoring=0), distinct(0b101, in_play=0b010, scoring=0)
    ([0], [0, 2])
    """
    chosen: list[int] = []
    previous = -1
    for bit in set_bits(mask):
        if (
            previous >= 0
            and BLOCK[previous] == BLOCK[bit]
            and not (scoring >> bit & 1 or scoring >> previous & 1)
            and not in_play & BELOW[bit] & ~BELOW[previous + 1]
        ):
            previous = bit  # the same as the card before: the class keeps its lowest
            continue
        chosen.append(bit)
        previous = bit
    return chosen

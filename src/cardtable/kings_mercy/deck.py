"""The 37 cards and how the table prints them (KM2).

The Fool is the Joker everywhere in the API: decks, hands, moves, records.
The "King of Spades as Fool" substitute of the seed is only a way of printing
it (``Rules.fool_display``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from cardtable.cards import JOKER, Card, Rank, build_deck

FOOL = JOKER
"""The Fool: the Joker card, whichever way the table prints it (KM2)."""

DECK = build_deck([Rank(n) for n in range(1, 10)], [FOOL])
"""Ace to 9 in every suit, then the Fool, in canonical order."""

FoolDisplay = Literal["joker", "king_of_spades"]


def full_deck() -> tuple[Card, ...]:
    """The 37 cards: Ace to 9 in every suit and the Fool, in canonical order (KM2).

    >>> len(full_deck()), full_deck()[-1]
    (37, Card.parse('JK'))
    """
    return DECK


def card_text(card: Card, fool_display: FoolDisplay) -> str:
    """A card as the table prints it: the Fool as ``JK``, or as ``K♠`` when it stands in.

    >>> card_text(FOOL, "king_of_spades"), card_text(FOOL, "joker"), card_text(DECK[0], "joker")
    ('K♠', 'JK', 'A♣')
    """
    if card == FOOL:
        return "K♠" if fool_display == "king_of_spades" else "JK"
    return str(card)


def cards_text(cards: Iterable[Card], fool_display: FoolDisplay) -> str:
    """Cards as the table prints them, separated by spaces.

    >>> from cardtable.cards import parse_cards
    >>> cards_text(parse_cards("JK 7S 7D"), "king_of_spades")
    'K♠ 7♠ 7♦'
    """
    return " ".join(card_text(card, fool_display) for card in cards)

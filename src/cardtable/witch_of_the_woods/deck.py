"""The Faerunian deck (WW1), stored on the shared French-suited cards.

The seed maps every Faerunian card onto a French one: Crowns = Clubs, Swords =
Diamonds, Shields = Hearts, Coins = Spades; Prince = Jack; the Jester is the
black joker and the Witch the red joker. The engine keeps the shared
``cardtable.cards.Card`` objects everywhere (moves, records, decks) and prints
their Faerunian names.

>>> from cardtable.cards import Card
>>> faerunian_name(Card.parse("QH")), faerunian_name(WITCH)
('Queen of Shields', 'the Witch')
>>> parse_faerunian("Prince of Coins")
Card.parse('J♠')
>>> len(full_deck()), color_of(Card.parse("3C")), color_of(JESTER)
(54, 'gold', None)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from cardtable.cards import BLACK_JOKER, RED_JOKER, Card, Rank, Suit, build_deck

JESTER = BLACK_JOKER
"""The Jester, stored as the black joker (WW1): worth 0, with no suit or colour (WW6)."""
WITCH = RED_JOKER
"""The Witch, stored as the red joker (WW1): worth 0; its holder takes the Fate of Play (WW5)."""

SUIT_NAMES: dict[Suit, str] = {
    Suit.CLUBS: "Crowns",
    Suit.DIAMONDS: "Swords",
    Suit.HEARTS: "Shields",
    Suit.SPADES: "Coins",
}
RANK_NAMES: dict[Rank, str] = {
    **{Rank(number): str(number) for number in range(1, 11)},
    Rank.JACK: "Prince",
    Rank.QUEEN: "Queen",
    Rank.KING: "King",
}

_DECK: tuple[Card, ...] = build_deck((rank for rank in Rank if not rank.is_joker), (JESTER, WITCH))

_NAMES: dict[Card, str] = {
    card: (
        "the Jester"
        if card == JESTER
        else "the Witch"
        if card == WITCH
        else f"{RANK_NAMES[card.rank]} of {SUIT_NAMES[card.suit]}"  # type: ignore[index]
    )
    for card in _DECK
}
_BY_NAME: dict[str, Card] = {name.lower(): card for card, name in _NAMES.items()}
_BY_NAME.update({"jester": JESTER, "witch": WITCH})
for _suit, _suit_name in SUIT_NAMES.items():
    _BY_NAME[f"ace of {_suit_name.lower()}"] = Card(Rank.ACE, _suit)


def full_deck() -> tuple[Card, ...]:
    """The 54 cards in canonical order: each suit 1 to King (Crowns, Swords,
    Shields, Coins), then the Jester and the Witch.

    >>> deck = full_deck()
    >>> faerunian_name(deck[0]), faerunian_name(deck[12]), faerunian_names(deck[-2:])
    ('1 of Crowns', 'King of Crowns', 'the Jester, the Witch')
    """
    return _DECK


def faerunian_name(card: Card) -> str:
    """The card's Faerunian name, as the seed writes it.

    >>> from cardtable.cards import parse_cards
    >>> [faerunian_name(card) for card in parse_cards("AS 10D JH KC BJ")]
    ['1 of Coins', '10 of Swords', 'Prince of Shields', 'King of Crowns', 'the Jester']
    """
    # A card is an int, so a plain number would find a name: only this deck's cards have one.
    if type(card) is not Card or card not in _NAMES:
        raise ValueError(f"{card!r} is not a card of the Faerunian deck")
    return _NAMES[card]


def card_name(card: Card) -> str:
    """A card in a message: its Faerunian name, or its French one if it is not of this deck.

    >>> from cardtable.cards import JOKER
    >>> card_name(WITCH), card_name(JOKER)
    ('the Witch', 'JK')
    """
    return _NAMES.get(card) or str(card)


def faerunian_names(cards: Iterable[Card]) -> str:
    """Several cards by their Faerunian names, comma separated.

    >>> from cardtable.cards import parse_cards
    >>> faerunian_names(parse_cards("2C 3C JH"))
    '2 of Crowns, 3 of Crowns, Prince of Shields'
    """
    return ", ".join(faerunian_name(card) for card in cards)


def parse_faerunian(text: str) -> Card:
    """Read a card from its Faerunian name (``"Queen of Shields"``, ``"1 of Coins"``,
    ``"the Witch"``, case-insensitive) or from the French notation (``"QH"``).

    >>> parse_faerunian("queen of  shields"), parse_faerunian("the Jester"), parse_faerunian("10d")
    (Card.parse('Q♥'), Card.parse('BJ'), Card.parse('10♦'))
    >>> parse_faerunian("Knight of Cups")
    Traceback (most recent call last):
    ...
    ValueError: not a Faerunian card: 'Knight of Cups' (e.g. 'Queen of Shields', '1 of Coins', 'the Witch')
    """
    if isinstance(text, str):
        card = _BY_NAME.get(" ".join(text.lower().split()))
        if card is not None:
            return card
        try:
            card = Card.parse(text)
        except ValueError:
            card = None
        if card is not None and card in _NAMES:
            return card
    raise ValueError(f"not a Faerunian card: {text!r} (e.g. 'Queen of Shields', '1 of Coins', 'the Witch')")


def color_of(card: Card) -> Literal["gold", "silver"] | None:
    """Gold (Crowns, Coins) or silver (Swords, Shields); the Jester and the Witch have none.

    >>> from cardtable.cards import Card
    >>> color_of(Card.parse("KS")), color_of(Card.parse("2D")), color_of(WITCH)
    ('gold', 'silver', None)
    """
    if card.suit is None:
        return None
    return "silver" if card.suit.is_red else "gold"

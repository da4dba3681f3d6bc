"""The 37 cards, how the table prints them (KM2), and how three-card hands rank,
normally and under Mercy (KM3, KM4, KM5).

The Fool is the Joker everywhere in the API: decks, hands, moves, records.
The "King of Spades as Fool" substitute of the seed is only a way of printing
it (``Rules.fool_display``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

import attrs

from cardtable.cards import JOKER, Card, Rank, build_deck
from cardtable.core import Notation, card_reader, french_names

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


def _held(cards: tuple[Card, ...], view: object) -> tuple[Card, ...]:
    """A hand as it is held: highest first, the Fool last."""
    return tuple(sorted(cards, key=lambda card: (card.is_joker, -card.rank)))


NOTATION = Notation(
    read_card=card_reader(
        lambda: french_names(DECK, jokers={"joker": FOOL, "the joker": FOOL, "fool": FOOL, "the fool": FOOL}),
        "a King's Mercy card",
        ("9s", "9♠", "nine of spades", "jk", "the fool"),
    ),
    sort_hand=_held,
)
"""How the cards are read (``9s``, ``nine of spades``, ``the Fool``) and held (``core.notation``).

>>> NOTATION.read_card("the Fool") is FOOL, NOTATION.read_card("ace of hearts")
(True, Card.parse('A♥'))
"""


# --- How hands rank (KM3, KM4, KM5) ---

Category = Literal["trips", "run", "pair", "high"]
"""The four kinds of hand, strongest first under the normal order (KM4)."""

# Each card's value in a hand (KM3): Ace 1 to 9, the Fool 0, below the Ace.
# Suits never matter. 37 entries, one per card of the deck.
_VALUE = {card: 0 if card == FOOL else int(card.rank) for card in DECK}


@attrs.frozen(order=True)
class HandValue:
    """How a three-card hand ranks under the normal order.

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


def hand_value(cards: Sequence[Card]) -> HandValue:
    """The value of a three-card hand (KM4).

    Trips beat a run (A-2-3 lowest, 7-8-9 highest, no wrap), which beats a pair
    (the pair, then the third card), which beats high card (the cards from the
    highest down). The Fool never makes a pair, trips or run: it is only ever
    the lowest third card (KM3).

    >>> from cardtable.cards import parse_cards
    >>> hand_value(parse_cards("7S 8D 9C")).category, hand_value(parse_cards("AS 2D 3C")).strength
    ('run', (2, 3))
    >>> hand_value(parse_cards("JK 8D 9C")).category
    'high'
    """
    if len(cards) != 3:
        raise ValueError(f"a King's Mercy hand has three cards, not {len(cards)}")
    for card in cards:
        if type(card) is not Card or card not in _VALUE:
            raise ValueError(f"{card!r} is not a King's Mercy card")
    high, middle, low = sorted([_VALUE[card] for card in cards], reverse=True)
    fool = low == 0  # only the Fool counts 0, and it belongs to no rank group
    if high == low and not fool:
        return HandValue((3, high), "trips")
    if high == middle + 1 == low + 2 and not fool:
        return HandValue((2, high), "run")
    if high == middle:
        return HandValue((1, high, low), "pair")
    if middle == low and not fool:
        return HandValue((1, middle, high), "pair")
    return HandValue((0, high, middle, low), "high")


CATEGORY_NAMES: dict[Category, str] = {
    "trips": "three of a kind",
    "run": "run",
    "pair": "pair",
    "high": "high card",
}
"""Each category in the words of the rules' hand order ("Three of a kind, run, pair, high card")."""


def _rank_name(value: int, *, plural: bool = False) -> str:
    """A rank value as the table says it: ``7`` (``7s``), ``ace`` (``aces``), ``Fool``."""
    if value == 0:
        return "Fool"
    name = "ace" if value == 1 else str(value)
    return f"{name}s" if plural else name


def hand_name(cards: Sequence[Card]) -> str:
    """A hand's category in the rules' words, with the ranks that decide it (KM3, KM4).

    >>> from cardtable.cards import parse_cards
    >>> hand_name(parse_cards("7C AC 5H")), hand_name(parse_cards("JK 7S 7D"))
    ('high card, 7 high', 'pair of 7s')
    >>> hand_name(parse_cards("AS 2D 3C")), hand_name(parse_cards("9S 9D 9C"))
    ('run, ace-2-3', 'three of a kind, 9s')
    """
    value = hand_value(cards)
    strength = value.strength
    if value.category == "trips":
        return f"three of a kind, {_rank_name(strength[1], plural=True)}"
    if value.category == "run":
        top = strength[1]
        return "run, " + "-".join(_rank_name(rank) for rank in (top - 2, top - 1, top))
    if value.category == "pair":
        return f"pair of {_rank_name(strength[1], plural=True)}"
    return f"high card, {_rank_name(strength[1])} high"


def winners(hands: Sequence[Sequence[Card]], *, mercy: bool = False) -> tuple[int, ...]:
    """The indices of the best hands; under Mercy, of the weakest (KM5).

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

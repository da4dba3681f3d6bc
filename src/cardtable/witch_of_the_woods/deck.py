"""The Faerunian deck (WW1), stored on the shared French-suited cards, and how its cards
score: the Hand Score (WW6).

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

A Hand Score is the cards' values plus the bonuses for color, suit, a run, a pair or
three of a kind; the seed's three worked examples:

>>> from cardtable.cards import parse_cards
>>> hand_score(parse_cards("2C 3C JH"))   # 2 of Crowns, 3 of Crowns, Prince of Shields
4
>>> hand_score(parse_cards("AS 2S 3S"))   # 1, 2, 3 of Coins
8
>>> hand_score(parse_cards("QH 4H 3D"))   # Queen of Shields, 4 of Shields, 3 of Swords
6
>>> print(score_breakdown(parse_cards("AS 2S 3S")))
1 + 1 + 1, +1 color, +1 suit, +3 run = 8
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

import attrs

from cardtable.cards import BLACK_JOKER, RED_JOKER, Card, Rank, Suit, build_deck
from cardtable.core import Notation, card_reader, french_names

JESTER = BLACK_JOKER
"""The Jester, stored as the black joker (WW1): worth 0, with no suit or color (WW6)."""
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


_JOKER_NAMES = {
    "jester": JESTER,
    "the jester": JESTER,
    "black joker": JESTER,
    "witch": WITCH,
    "the witch": WITCH,
    "red joker": WITCH,
}


def _names() -> dict[str, Card]:
    """Every spelling of every card: the Faerunian names (``Prince of Shields``, ``1 of Coins``,
    ``ace of coins``) and the French ones (``jack of hearts``, ``jh``, ``J♥``) alike."""
    suits = {suit: (name.lower(), name.lower()[:-1]) for suit, name in SUIT_NAMES.items()}
    return french_names(_DECK, jokers=_JOKER_NAMES, ranks={Rank.JACK: ("prince",)}, suits=suits)


NOTATION = Notation(
    read_card=card_reader(
        _names, "a Witch of the Woods card", ("queen of shields", "qh", "Q♥", "queen of hearts", "the witch")
    ),
    card_name=card_name,
)
"""How the cards are read (``Queen of Shields``, ``queen of hearts``, ``qh``, ``the Witch``) and
shown (their Faerunian names) (``core.notation``).

>>> NOTATION.read_card("prince of shields"), NOTATION.read_card("jack of hearts"), NOTATION.read_card("Witch")
(Card.parse('J♥'), Card.parse('J♥'), Card.parse('RJ'))
>>> NOTATION.card_name(NOTATION.read_card("one of coins"))
'1 of Coins'
"""


def color_of(card: Card) -> Literal["gold", "silver"] | None:
    """Gold (Crowns, Coins) or silver (Swords, Shields); the Jester and the Witch have none.

    >>> from cardtable.cards import Card
    >>> color_of(Card.parse("KS")), color_of(Card.parse("2D")), color_of(WITCH)
    ('gold', 'silver', None)
    """
    if card.suit is None:
        return None
    return "silver" if card.suit.is_red else "gold"


# --- How the cards score: the Hand Score (WW6) --------------------------------------

COLOR_BONUS = 1
SUIT_BONUS = 1
RUN_BONUS = 3
PAIR_BONUS = 4
THREE_OF_A_KIND_BONUS = 5

FACE_VALUES = {Rank.JACK: 2, Rank.QUEEN: 3, Rank.KING: 4}
"""The Prince, the Queen and the King; every other ranked card, 1 to 10, is worth 1."""

VALUE: dict[Card, int] = {card: 0 if card.suit is None else FACE_VALUES.get(card.rank, 1) for card in _DECK}
"""Each card's value in the Hand Score (WW6) and in a tie-break draw (WW7): the Jester
and the Witch 0, 1 to 10 one point each, Prince 2, Queen 3, King 4."""


def card_value(card: Card) -> int:
    """A card's value in the Hand Score (and in tie-break draws, WW7).

    >>> from cardtable.cards import parse_cards
    >>> [card_value(card) for card in parse_cards("AC 10D JH QS KC BJ RJ")]
    [1, 1, 2, 3, 4, 0, 0]
    """
    if type(card) is not Card or card not in VALUE:
        raise ValueError(f"{card!r} is not a card of the Faerunian deck")
    return VALUE[card]


@attrs.frozen
class Score:
    """A Hand Score broken down: each card's value and each bonus (0 when not earned).

    >>> from cardtable.cards import parse_cards
    >>> score = score_breakdown(parse_cards("5C 5S 7S"))
    >>> score.values, score.color, score.pair, score.total
    ((1, 1, 1), 1, 4, 8)
    >>> score.bonuses
    (('color', 1), ('pair', 4))
    """

    cards: tuple[Card, ...]
    values: tuple[int, ...]
    color: int
    suit: int
    run: int
    pair: int
    three_of_a_kind: int
    total: int

    @property
    def bonuses(self) -> tuple[tuple[str, int], ...]:
        """The bonuses earned, by name, in the order the seed lists them."""
        named = (
            ("color", self.color),
            ("suit", self.suit),
            ("run", self.run),
            ("pair", self.pair),
            ("three of a kind", self.three_of_a_kind),
        )
        return tuple((name, points) for name, points in named if points)

    def __str__(self) -> str:
        parts = [" + ".join(str(value) for value in self.values)]
        parts.extend(f"+{points} {name}" for name, points in self.bonuses)
        return f"{', '.join(parts)} = {self.total}"


def score_breakdown(cards: Iterable[Card]) -> Score:
    """The Hand Score of three cards, or of the Witch holder's four, with its parts.

    >>> from cardtable.cards import parse_cards
    >>> print(score_breakdown(parse_cards("RJ KC KD KH")))
    4 + 4 + 4 + 0, +5 three of a kind = 17
    >>> print(score_breakdown(parse_cards("BJ 5C 5S")))
    1 + 1 + 0, +4 pair = 6
    >>> score_breakdown(parse_cards("AC 2C"))
    Traceback (most recent call last):
    ...
    ValueError: a hand is three cards, or four with the Witch (after the Fate of Play), not 2
    """
    try:
        given = tuple(cards)
    except TypeError:
        raise ValueError(f"not a hand of cards: {cards!r}") from None
    for card in given:
        if type(card) is not Card or card not in VALUE:
            raise ValueError(f"{card!r} is not a card of the Faerunian deck")
    hand = tuple(sorted(given))
    if len(set(hand)) != len(hand):
        raise ValueError("a hand cannot hold the same card twice")
    if not (len(hand) == 3 or (len(hand) == 4 and WITCH in hand)):
        raise ValueError(
            f"a hand is three cards, or four with the Witch (after the Fate of Play), not {len(hand)}"
        )
    return breakdown(hand)


def hand_score(cards: Iterable[Card]) -> int:
    """The Hand Score (WW6) of three cards, or of the Witch holder's four.

    >>> from cardtable.cards import parse_cards
    >>> hand_score(parse_cards("QH 4H 3D")), hand_score(parse_cards("JD QD KD"))
    (6, 14)
    >>> hand_score(parse_cards("RJ 9C 10C JC"))   # the Witch holder: bonuses on the other three
    9
    """
    return score_breakdown(cards).total


def breakdown(hand: tuple[Card, ...]) -> Score:
    """The Hand Score of a hand as the engine holds it: three cards, or the Witch holder's
    four, in canonical order.

    Card values, plus the bonuses judged on the three cards other than the Witch: all one
    color +1; all one suit +1 more; three consecutive ranks (1..10, Prince, Queen, King;
    no wrap) +3; a pair +4; three of a kind +5 (not also +4). The Jester and the Witch
    have no rank, suit or color: a hand holding one as a bonus card gets no color,
    suit, run or three of a kind. Both sort last, so the Witch holder's fourth card is
    the Witch, and in three cards a joker is the third (with both jokers, the second too).

    >>> from cardtable.cards import parse_cards
    >>> breakdown(parse_cards("5C 5S BJ")).bonuses
    (('pair', 4),)
    """
    first, second, third = hand[0], hand[1], hand[2]
    color = suit = run = pair = three_of_a_kind = 0
    if third.suit is not None:  # three ranked cards
        if first.is_red is second.is_red is third.is_red:
            color = COLOR_BONUS
            if first.suit is second.suit is third.suit:
                suit = SUIT_BONUS
        low, middle, high = sorted((first.rank, second.rank, third.rank))
        if low + 1 == middle == high - 1:
            run = RUN_BONUS
        elif low == high:
            three_of_a_kind = THREE_OF_A_KIND_BONUS
        elif low == middle or middle == high:
            pair = PAIR_BONUS
    elif second.suit is not None and first.rank == second.rank:  # a pair beside a joker
        pair = PAIR_BONUS
    values: tuple[int, ...] = (VALUE[first], VALUE[second], VALUE[third])
    if len(hand) == 4:
        values += (VALUE[hand[3]],)  # the Witch
    total = sum(values) + color + suit + run + pair + three_of_a_kind
    return Score(hand, values, color, suit, run, pair, three_of_a_kind, total)

"""Hand Score (WW6): card values plus the bonuses, with a breakdown for the table.

Values: the Jester and the Witch 0, 1 to 10 one point each, Prince 2, Queen 3,
King 4. Bonuses are judged on three cards: the whole hand, or for the Witch
holder (who shows four cards after the Fate of Play) the three cards other than
the Witch. All one colour +1; all one suit +1 more; three consecutive ranks
(1..10, Prince, Queen, King, no wrap) +3; a pair +4; three of a kind +5 instead
of the pair's +4. The Jester and the Witch have no rank, suit or colour, so a
hand holding one as a bonus card gets no colour, suit, run or three of a kind.

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

import attrs

from cardtable.cards import Card, Rank, Suit
from cardtable.witch_of_the_woods.deck import WITCH, full_deck

COLOR_BONUS = 1
SUIT_BONUS = 1
RUN_BONUS = 3
PAIR_BONUS = 4
THREE_OF_A_KIND_BONUS = 5

_FACE_VALUES = {Rank.JACK: 2, Rank.QUEEN: 3, Rank.KING: 4}

# Per-card facts, indexed by the card itself (a card is its number in the canonical
# order): 55 entries each, one per card of the shared core, the plain joker unused.
VALUE = [0] * (max(full_deck()) + 1)
"""Each card's value in the Hand Score (WW6) and in a tie-break draw (WW7)."""
_RANK = [0] * len(VALUE)  # 1 to 13, for runs and sets; 0 for the Jester and the Witch
_SUIT: list[Suit | None] = [None] * len(VALUE)  # None for the Jester and the Witch
_RED = [False] * len(VALUE)  # the silver suits, Swords and Shields
for _card in full_deck():
    if _card.suit is not None:
        VALUE[_card] = _FACE_VALUES.get(_card.rank, 1)
        _RANK[_card] = int(_card.rank)
        _SUIT[_card] = _card.suit
        _RED[_card] = _card.is_red
_IN_DECK = frozenset(full_deck())


def card_value(card: Card) -> int:
    """A card's value in the Hand Score (and in tie-break draws, WW7).

    >>> from cardtable.cards import parse_cards
    >>> [card_value(card) for card in parse_cards("AC 10D JH QS KC BJ RJ")]
    [1, 1, 2, 3, 4, 0, 0]
    """
    if type(card) is not Card or card not in _IN_DECK:
        raise ValueError(f"{card!r} is not a card of the Faerunian deck")
    return VALUE[card]


# Not slotted, like State: four are built at every reveal, and attrs builds a frozen
# instance with a __dict__ faster than one with slots.
@attrs.frozen(slots=False)
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
        if type(card) is not Card or card not in _IN_DECK:
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
    """The breakdown of a hand already checked and in canonical order, as the engine holds
    hands (WW6).

    The Jester and the Witch sort last, so a Witch holder's four cards are three bonus
    cards and the Witch, and in a three-card hand a joker is the third card (with both
    jokers, the second too).

    >>> from cardtable.cards import parse_cards
    >>> breakdown(parse_cards("5C 5S BJ")).bonuses
    (('pair', 4),)
    """
    first, second, third = hand[0], hand[1], hand[2]
    color = suit = run = pair = trips = 0
    if _SUIT[third] is not None:  # three ranked cards
        if _RED[first] is _RED[second] is _RED[third]:
            color = COLOR_BONUS
            if _SUIT[first] is _SUIT[second] is _SUIT[third]:
                suit = SUIT_BONUS
        low, middle, high = sorted((_RANK[first], _RANK[second], _RANK[third]))
        if low + 1 == middle == high - 1:
            run = RUN_BONUS
        elif low == high:
            trips = THREE_OF_A_KIND_BONUS
        elif low == middle or middle == high:
            pair = PAIR_BONUS
    elif _SUIT[second] is not None and _RANK[first] == _RANK[second]:  # a pair beside a joker
        pair = PAIR_BONUS
    # A Witch holder's fourth card is the Witch, worth nothing.
    values = (VALUE[first], VALUE[second], VALUE[third]) + (0,) * (len(hand) - 3)
    total = values[0] + values[1] + values[2] + color + suit + run + pair + trips
    return Score(hand, values, color, suit, run, pair, trips, total)

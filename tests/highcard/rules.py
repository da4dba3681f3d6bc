"""High Card's options, its deck, and its moves.

High Card is a game written only for the tests: three cards each, the first face
down, one round of betting, the highest total of ranks takes the pot. It is
small, but it has every part a shared layer meets in the real games: seats that
may sit out, a hidden card, a betting round, hands that end and deal the next.
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card, Rank, build_deck
from cardtable.core import Notation, SeatMove, card_reader, french_names, ranged

DECK = build_deck([Rank(rank) for rank in range(2, 8)])
"""The 24 cards: 2 to 7 in every suit, in canonical order."""


def _held(cards: tuple[Card, ...], view: object) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda card: -card.rank))


NOTATION = Notation(read_card=card_reader(lambda: french_names(DECK), "a High Card card"), sort_hand=_held)
"""How the cards are read and held."""


def full_deck() -> tuple[Card, ...]:
    """The game's deck in canonical order.

    >>> len(full_deck()), full_deck()[0]
    (24, Card.parse('2♣'))
    """
    return DECK


@attrs.frozen(kw_only=True)
class Rules:
    """Two to four players, each starting with ``starting_units``; ``max_hands`` hands at most.

    >>> Rules(players=5)
    Traceback (most recent call last):
    ...
    ValueError: players must be 2 to 4, not 5
    """

    players: int = ranged(3, 2, 4)
    starting_units: int = ranged(6, 1)
    max_hands: int = ranged(10, 1)


@attrs.frozen(slots=True)
class Check(SeatMove):
    """Pass, while nobody has bet."""

    verb = "checks"
    action = "check"


@attrs.frozen(slots=True)
class Bet(SeatMove):
    """Put one unit in; everyone after must call or fold."""

    verb = "bets 1"
    action = "bet"


@attrs.frozen(slots=True)
class Call(SeatMove):
    """Match the bet with one unit."""

    verb = "calls"
    action = "call"


@attrs.frozen(slots=True)
class Fold(SeatMove):
    """Give up the hand."""

    verb = "folds"
    action = "fold"


Move = Check | Bet | Call | Fold
MOVES: tuple[type[Move], ...] = (Check, Bet, Call, Fold)

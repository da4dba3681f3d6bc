"""The moves of King Cut-Throat: what a seated player can say or do at the table.

>>> Discard(0, "KH 7S AS")
Discard(player=0, cards=(Card.parse('K♥'), Card.parse('A♠'), Card.parse('7♠')))
>>> Discard(0, "KH 7S AS") == Discard(0, "AS KH 7S")
True
>>> NameTrump(2, Suit.SPADES)
NameTrump(player=2, suit=Suit.SPADES)
>>> str(Discard(0, "KH 7S AS")), str(NameTrump(2, Suit.SPADES)), str(Play(1, Card.parse("JK")))
('seat 0 discards K♥ A♠ 7♠', 'seat 2 names ♠ trump', 'seat 1 plays JK')
>>> Discard(0, "KH 7S AS").public_str()
'seat 0 discards 3 cards'
"""

from __future__ import annotations

from collections import deque
from itertools import combinations, repeat
from math import comb

import attrs

from cardtable.cards import Card, Suit, format_cards
from cardtable.core import SeatMove, card_set
from cardtable.king_cut_throat.deck import full_deck


@attrs.frozen(slots=True)
class Discard(SeatMove):
    """Cards sent face down: the first three to the outside pile, the kitty
    receiver's one or two, or a Showdown player's one."""

    cards: tuple[Card, ...] = attrs.field(converter=card_set)
    verb = "discards"
    action = "discard"

    def __str__(self) -> str:
        shown = format_cards(self.cards) if isinstance(self.cards, tuple) else repr(self.cards)
        return f"seat {self.player} discards {shown}"

    def public_str(self) -> str:
        """What the rest of the table sees: discards go face down."""
        count = len(self.cards) if isinstance(self.cards, tuple) else "some"
        return f"seat {self.player} discards {count} {'card' if count == 1 else 'cards'}"


@attrs.frozen(slots=True)
class OrderUp(SeatMove):
    """Round one: take the turned card's suit as trump."""

    verb = "orders it up"
    action = "order up"


@attrs.frozen(slots=True)
class Pass(SeatMove):
    """Decline to make trump, in either round of naming."""

    verb = "passes"
    action = "pass"


@attrs.frozen(slots=True)
class NameTrump(SeatMove):
    """Round two: name one of the three suits the turned card did not bar."""

    suit: Suit
    verb = "names"
    action = "name trump"

    def __str__(self) -> str:
        return f"seat {self.player} names {self.suit} trump"


@attrs.frozen(slots=True)
class Play(SeatMove):
    """Play a card to the trick."""

    card: Card
    verb = "plays"
    action = "play"

    def __str__(self) -> str:
        return f"seat {self.player} plays {self.card}"


@attrs.frozen(slots=True)
class ChooseLeader(SeatMove):
    """The mediator picks who leads the Showdown's first trick (an option)."""

    leader: int
    verb = "chooses"
    action = "choose a leader"
    words = "lead"

    def __str__(self) -> str:
        return f"seat {self.player} has seat {self.leader} lead the Showdown"


Move = Discard | OrderUp | Pass | NameTrump | Play | ChooseLeader
"""Any move of King Cut-Throat."""
MOVES: tuple[type, ...] = (Discard, OrderUp, Pass, NameTrump, Play, ChooseLeader)
"""The move classes, in the order a hand meets them first."""

# The moves of the naming rounds and of play, built once here: 3 seats by the
# 33 cards, or by the four suits. Legal moves hand these out, so listing a
# seat's plays builds no new move.
ORDER_UPS = tuple(OrderUp(seat) for seat in range(3))
PASSES = tuple(Pass(seat) for seat in range(3))
NAMINGS = {(seat, suit): NameTrump(seat, suit) for seat in range(3) for suit in Suit}
PLAYS: tuple[dict[Card, Play], ...] = tuple(
    {card: Play(seat, card) for card in full_deck()} for seat in range(3)
)


# A seat offers 120 discards from ten cards. Building each through the attrs
# __init__ (and its converter) would cost more than the rest of a random
# game's discard move, so they are made in bulk: C-level loops fill the two
# slots directly, the cards being already distinct and in canonical order.
_new = object.__new__
_set_player = SeatMove.__dict__["player"].__set__
_set_cards = Discard.__dict__["cards"].__set__


def discard_moves(player: int, hand: tuple[Card, ...], count: int) -> tuple[Discard, ...]:
    """Every way for ``player`` to discard ``count`` cards of ``hand`` (held in canonical order).

    >>> from cardtable.cards import parse_cards
    >>> moves = discard_moves(2, parse_cards("AS 7S 8S 9S"), 3)
    >>> len(moves), moves[0] == Discard(2, "AS 7S 8S"), str(moves[-1])
    (4, True, 'seat 2 discards 7♠ 8♠ 9♠')
    """
    moves = tuple(map(_new, repeat(Discard, comb(len(hand), count))))
    deque(map(_set_player, moves, repeat(player)), maxlen=0)
    deque(map(_set_cards, moves, combinations(hand, count)), maxlen=0)
    return moves

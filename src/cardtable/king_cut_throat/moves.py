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
from typing import Any, ClassVar

import attrs

from cardtable.cards import Card, Suit, format_cards, parse_cards
from cardtable.king_cut_throat.cards import full_deck


def _card_order(value: Any) -> Any:
    """Cards in canonical order, so each set of cards is exactly one move.

    Text is read as cards; anything that is not a collection of cards is kept
    as given for ``apply_move`` to refuse.
    """
    if isinstance(value, str):
        return tuple(sorted(parse_cards(value)))
    try:
        cards = tuple(value)
    except TypeError:
        return value
    if all(isinstance(card, Card) for card in cards):
        return tuple(sorted(cards))
    return cards


@attrs.frozen(slots=True)
class Discard:
    """Cards sent face down: the first three to the outside pile (KC4), the kitty
    receiver's one or two (KC6, KC7), or a Showdown player's one (KC13)."""

    player: int
    cards: tuple[Card, ...] = attrs.field(converter=_card_order)
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        shown = format_cards(self.cards) if isinstance(self.cards, tuple) else repr(self.cards)
        return f"seat {self.player} discards {shown}"

    def public_str(self) -> str:
        """What the rest of the table sees: discards go face down (KC4)."""
        count = len(self.cards) if isinstance(self.cards, tuple) else "some"
        return f"seat {self.player} discards {count} {'card' if count == 1 else 'cards'}"


@attrs.frozen(slots=True)
class OrderUp:
    """Round one: take the turned card's suit as trump (KC6)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} orders it up"


@attrs.frozen(slots=True)
class Pass:
    """Decline to make trump, in either round of naming (KC6, KC7)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} passes"


@attrs.frozen(slots=True)
class NameTrump:
    """Round two: name one of the three suits the turned card did not bar (KC7)."""

    player: int
    suit: Suit
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} names {self.suit} trump"


@attrs.frozen(slots=True)
class Play:
    """Play a card to the trick (KC10)."""

    player: int
    card: Card
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} plays {self.card}"


@attrs.frozen(slots=True)
class ChooseLeader:
    """The mediator picks who leads the Showdown's first trick (KC13, option)."""

    player: int
    leader: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} has seat {self.leader} lead the Showdown"


Move = Discard | OrderUp | Pass | NameTrump | Play | ChooseLeader
MOVES: tuple[type, ...] = (Discard, OrderUp, Pass, NameTrump, Play, ChooseLeader)

ORDER_UPS = tuple(OrderUp(seat) for seat in range(3))
PASSES = tuple(Pass(seat) for seat in range(3))
NAMINGS = {(seat, suit): NameTrump(seat, suit) for seat in range(3) for suit in Suit}


PLAYS: tuple[dict[int, Play], ...] = tuple(
    {card.index: Play(seat, card) for card in full_deck()} for seat in range(3)
)
"""Every play, by seat and ``Card.index``."""


# A seat offers 120 discards from ten cards. Building each through the attrs
# __init__ (and its converter) would dominate a random game, and looking up
# prebuilt ones misses the CPU cache on nearly every move, so they are made in
# bulk here: C-level loops fill the two slots directly, the cards being already
# in canonical order.
_new = object.__new__
_set_player = Discard.__dict__["player"].__set__
_set_cards = Discard.__dict__["cards"].__set__


def discard_moves(player: int, hand: tuple[Card, ...], count: int) -> tuple[Discard, ...]:
    """Every way for ``player`` to discard ``count`` cards of ``hand`` (held in canonical order).

    >>> from cardtable.cards import parse_cards
    >>> moves = discard_moves(2, parse_cards("AS 7S 8S 9S"), 3)
    >>> len(moves), moves[0] == Discard(2, "AS 7S 8S"), str(moves[-1])
    (4, True, 'seat 2 discards 7♠ 8♠ 9♠')
    """
    # Filled in place: no list of the choices, no copy of the moves into a tuple.
    moves = tuple(map(_new, repeat(Discard, comb(len(hand), count))))
    deque(map(_set_player, moves, repeat(player)), maxlen=0)
    deque(map(_set_cards, moves, combinations(hand, count)), maxlen=0)
    return moves

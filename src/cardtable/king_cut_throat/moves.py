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

from itertools import combinations

import attrs

from cardtable.cards import Card, Suit, format_cards
from cardtable.core import SeatMove, card_set
from cardtable.game import IllegalMove


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
    """Round one: make the turned card's suit trump; the turned card goes to the player on
    your left, who discards one (KC6)."""

    verb = "orders it up"
    action = "order up"


@attrs.frozen(slots=True)
class Pass(SeatMove):
    """Decline to make trump, in either round of naming."""

    verb = "passes"
    action = "pass"


@attrs.frozen(slots=True)
class NameTrump(SeatMove):
    """Round two: name one of the three suits the turned card did not bar; the two unseen
    kitty cards go to the player on your left, who discards two (KC7)."""

    suit: Suit
    verb = "names"
    action = "name trump"

    def __str__(self) -> str:
        return f"seat {self.player} names {self.suit} trump"


@attrs.frozen(slots=True)
class Play(SeatMove):
    """Play a card to the trick, following the suit led if you can (the Left Bower and the
    Joker are trumps); the highest trump takes it, else the highest card of the suit led (KC10)."""

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
MOVES: tuple[type[Move], ...] = (Discard, OrderUp, Pass, NameTrump, Play, ChooseLeader)
"""The move classes, in the order a hand meets them first."""


def discard_moves(player: int, hand: tuple[Card, ...], count: int) -> tuple[Discard, ...]:
    """Every way for ``player`` to discard ``count`` cards of ``hand`` (held in canonical
    order, so each set of cards comes out in canonical order too).

    >>> from cardtable.cards import parse_cards
    >>> moves = discard_moves(2, parse_cards("AS 7S 8S 9S"), 3)
    >>> len(moves), moves[0] == Discard(2, "AS 7S 8S"), str(moves[-1])
    (4, True, 'seat 2 discards 7♠ 8♠ 9♠')
    """
    return Discard.each(player, combinations(hand, count))


def kept_after(move: Discard, hand: tuple[Card, ...], count: int) -> tuple[Card, ...]:
    """The hand left once ``move`` sends ``count`` of its cards face down, or
    ``IllegalMove`` saying what is wrong with the discard. The move's cards are
    already distinct and in canonical order, so the hand is ``count`` cards shorter
    exactly when it held them all.

    >>> from cardtable.cards import parse_cards
    >>> kept_after(Discard(0, "AS 8S"), parse_cards("AS 7S 8S"), 2)
    (Card.parse('7♠'),)
    >>> kept_after(Discard(0, "AS 9S"), parse_cards("AS 7S 8S"), 2)
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 0 does not hold 9♠
    """
    cards = move.cards
    if len(cards) != count:
        raise IllegalMove(f"seat {move.player} must discard exactly {count}, not {len(cards)}")
    kept = tuple([card for card in hand if card not in cards])
    if len(kept) != len(hand) - count:
        missing = [card for card in cards if card not in hand]
        raise IllegalMove(f"seat {move.player} does not hold {format_cards(missing)}")
    return kept

"""The first discards: every real player puts 3 cards face down outside, all at once (KC4).

Nobody waits on anyone: each seat still holding ten cards may discard, in any
order, and nobody sees another's cards go. When the last is in, the dealer
turns the kitty's top card.

>>> from cardtable.king_cut_throat.deal import new_game
>>> state = new_game(seed=7)
>>> discarding(state), len(discard_moves_of(state, 0))
((1, 2, 0), 120)
"""

from __future__ import annotations

from cardtable.cards import Card, format_cards
from cardtable.core import clockwise_from, replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.deal import turn_up
from cardtable.king_cut_throat.events import Discarded
from cardtable.king_cut_throat.moves import Discard, discard_moves
from cardtable.king_cut_throat.state import State, record

DEALT = 10
HAND_SIZE = 7
"""The cards a hand holds once the discards are made, and through the naming and play."""


# The seats in order from each dealer's left, dealer last: five entries (two and
# three players), looked up on every call of ``to_act`` during the discards.
_FROM_DEALERS_LEFT = {
    (players, dealer): clockwise_from(dealer, players) for players in (2, 3) for dealer in range(players)
}


def holding(state: State, size: int) -> tuple[int, ...]:
    """The seats holding ``size`` cards, clockwise from the dealer's left: during a
    round of simultaneous discards, those still to discard."""
    hands = state.hands
    order = _FROM_DEALERS_LEFT[len(hands), state.dealer]
    return tuple([seat for seat in order if len(hands[seat]) == size])


def discarding(state: State) -> tuple[int, ...]:
    """The seats still to make their first discard."""
    return holding(state, DEALT)


def discard_moves_of(state: State, seat: int) -> tuple[Discard, ...]:
    """Every three cards the seat may put outside."""
    return discard_moves(seat, state.hands[seat], DEALT - HAND_SIZE)


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


def discard(state: State, move: Discard) -> State:
    """A first discard: three cards outside, face down; the last one in has the
    dealer turn the kitty's top card."""
    player, cards = move.player, move.cards
    kept = kept_after(move, state.hands[player], DEALT - HAND_SIZE)
    after = record(
        state,
        (Discarded(player, DEALT - HAND_SIZE, "outside", cards),),
        move,
        hands=replace_at(state.hands, player, kept),
        outside=state.outside + cards,
        discards=replace_at(state.discards, player, state.discards[player] + cards),
    )
    if DEALT in map(len, after.hands):
        return after
    return turn_up(after)

"""Naming trump: ordering up the turned card, naming another suit, and the kitty's
receiver's discard (KC6, KC7, KC8).

>>> from cardtable.king_cut_throat.deal import new_game
>>> from cardtable.king_cut_throat.engine import apply_move, legal_moves, to_act
>>> state = new_game(seed=7)
>>> for seat in to_act(state):
...     state = apply_move(state, legal_moves(state, seat)[0])
>>> round_one_moves(state, 1)
(OrderUp(player=1), Pass(player=1))
"""

from __future__ import annotations

from cardtable.cards import Card, Suit
from cardtable.core import replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.deal import end_hand, left_of, proposed_suit
from cardtable.king_cut_throat.discards import HAND_SIZE, kept_after
from cardtable.king_cut_throat.events import Discarded, KittyTaken, OrderedUp, Passed, TrumpNamed, TurnedDown
from cardtable.king_cut_throat.moves import (
    NAMINGS,
    ORDER_UPS,
    PASSES,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    discard_moves,
)
from cardtable.king_cut_throat.state import KITTY_DISCARD, NAME_TRUMP, ORDER_UP, PLAY, State, record


def round_one_moves(state: State, seat: int) -> tuple[OrderUp | Pass, ...]:
    """Order the turned card's suit up, or pass."""
    return ORDER_UPS[seat], PASSES[seat]


def order_up(state: State, move: OrderUp) -> State:
    """Round one: the turned card goes to the orderer's left (never to the dealer as
    such), who will discard one; the two unseen kitty cards go outside (KC6)."""
    turned, *unseen = state.kitty
    return _make_trump(state, move, proposed_suit(state), (turned,), tuple(unseen))


def round_two_moves(state: State, seat: int) -> tuple[NameTrump | Pass, ...]:
    """Name one of the three suits round one did not bar, or pass."""
    return (*(NAMINGS[seat, suit] for suit in Suit if suit is not state.barred), PASSES[seat])


def name_trump(state: State, move: NameTrump) -> State:
    """Round two: the two unseen kitty cards go to the namer's left, who will discard
    two; the turned card goes outside (KC7)."""
    suit = move.suit
    if suit is state.barred:
        raise IllegalMove(f"{suit} was turned down in round one and cannot be trump this hand")
    *unseen, turned = state.kitty
    return _make_trump(state, move, suit, tuple(unseen), (turned,))


def _make_trump(
    state: State,
    move: OrderUp | NameTrump,
    trump: Suit | None,
    received: tuple[Card, ...],
    to_outside: tuple[Card, ...],
) -> State:
    """The maker's left takes ``received`` from the kitty, to discard as many; the
    rest of the kitty goes outside. The maker is who ordered or named, never the
    receiver (KC6, KC7)."""
    maker = move.player
    receiver = left_of(maker, len(state.scores))
    assert trump is not None, "a suit is made trump"
    made = OrderedUp(maker, trump) if isinstance(move, OrderUp) else TrumpNamed(maker, trump)
    taken = KittyTaken(receiver, len(received), received, isinstance(move, OrderUp))
    return record(
        state,
        (made, taken),
        move,
        hands=replace_at(state.hands, receiver, tuple(sorted(state.hands[receiver] + received))),
        kitty=(),
        outside=state.outside + to_outside,
        trump=trump,
        maker=maker,
        receiver=receiver,
        received=received,
        phase=KITTY_DISCARD,
        turn=receiver,
    )


def pass_(state: State, move: Pass) -> State:
    """A pass in either round. When all have passed round one the turned card goes
    under the kitty and its suit is barred; round two starts again left of the
    dealer. When all pass round two too, the hand is passed out (KC7)."""
    player, players = move.player, len(state.scores)
    passes = state.passes + 1
    round_one = state.phase == ORDER_UP
    passed = Passed(player, 1 if round_one else 2)
    if passes < players:
        return record(state, (passed,), move, passes=passes, turn=left_of(player, players))
    if round_one:
        barred = proposed_suit(state)
        return record(
            state,
            (passed, TurnedDown(barred)),
            move,
            passes=0,
            phase=NAME_TRUMP,
            barred=barred,
            kitty=(*state.kitty[1:], state.kitty[0]),
            turn=left_of(state.dealer, players),
        )
    return end_hand(record(state, (passed,), move, passes=passes), "passed out")


def kitty_discard_moves(state: State, seat: int) -> tuple[Discard, ...]:
    """Every way for the receiver to return to seven cards, the received ones included."""
    hand = state.hands[seat]
    return discard_moves(seat, hand, len(hand) - HAND_SIZE)


def kitty_discard(state: State, move: Discard) -> State:
    """The receiver's one or two cards go outside, and play begins left of the dealer.
    With three players the outside pile now holds exactly 12 cards, with two it
    holds 9 and is never used (KC8)."""
    player, cards = move.player, move.cards
    hand = state.hands[player]
    kept = kept_after(move, hand, len(hand) - HAND_SIZE)
    return record(
        state,
        (Discarded(player, len(cards), "kitty", cards),),
        move,
        hands=replace_at(state.hands, player, kept),
        outside=state.outside + cards,
        discards=replace_at(state.discards, player, state.discards[player] + cards),
        phase=PLAY,
        turn=left_of(state.dealer, len(state.scores)),
    )

"""Naming trump: ordering up the turned card, naming another suit, and the kitty's
receiver's discard (KC5-KC8).

>>> from cardtable.king_cut_throat.engine import apply_move, legal_moves, new_game, to_act
>>> state = new_game(seed=7)
>>> for seat in to_act(state):
...     state = apply_move(state, legal_moves(state, seat)[0])
>>> round_one_moves(state, 1)
(OrderUp(player=1), Pass(player=1))
"""

from __future__ import annotations

from cardtable.cards import Card, Suit
from cardtable.core import Change, Shared, replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat import scoring
from cardtable.king_cut_throat.deal import left_of
from cardtable.king_cut_throat.discards import HAND_SIZE
from cardtable.king_cut_throat.events import Discarded, KittyTaken, OrderedUp, Passed, TrumpNamed, TurnedDown
from cardtable.king_cut_throat.moves import Discard, NameTrump, OrderUp, Pass, discard_moves, kept_after
from cardtable.king_cut_throat.state import KITTY_DISCARD, NAME_TRUMP, ORDER_UP, PLAY, State

SUITS = tuple(Suit)
"""The suits round two may name from, in order."""

# Each seat's naming moves and its passes as told, made once (``core.Shared``): the same
# few are listed and told at every turn of the naming, hand after hand.
ORDER_UPS, NAMES, PASSES, PASSED = Shared(OrderUp), Shared(NameTrump), Shared(Pass), Shared(Passed)


def proposed_suit(state: State) -> Suit | None:
    """The suit round one offers: the turned card's, or the option's for a turned Joker (KC5)."""
    turned = state.turned
    if turned is None:
        return None
    if turned.suit is not None:
        return turned.suit
    option = state.rules.flipped_joker
    return option if isinstance(option, Suit) else None


def round_one_moves(state: State, seat: int) -> tuple[OrderUp | Pass, ...]:
    """Order the turned card's suit up, or pass."""
    return ORDER_UPS[seat], PASSES[seat]


def order_up(state: State, move: OrderUp) -> Change:
    """Round one: the turned card goes to the orderer's left (never to the dealer as
    such), who will discard one; the two unseen kitty cards go outside (KC6)."""
    suit = proposed_suit(state)
    assert suit is not None, "round one offers a suit"
    turned, *unseen = state.kitty
    return _make_trump(state, move, OrderedUp(move.player, suit), suit, (turned,), tuple(unseen))


def round_two_moves(state: State, seat: int) -> tuple[NameTrump | Pass, ...]:
    """Name one of the three suits round one did not bar, or pass."""
    barred = state.barred
    return (*[NAMES[seat, suit] for suit in SUITS if suit is not barred], PASSES[seat])


def name_trump(state: State, move: NameTrump) -> Change:
    """Round two: the two unseen kitty cards go to the namer's left, who will discard
    two; the turned card goes outside (KC7)."""
    suit = move.suit
    if suit is state.barred:
        raise IllegalMove(f"{suit} was turned down in round one and cannot be trump this hand")
    *unseen, turned = state.kitty
    return _make_trump(state, move, TrumpNamed(move.player, suit), suit, tuple(unseen), (turned,))


def _make_trump(
    state: State,
    move: OrderUp | NameTrump,
    made: OrderedUp | TrumpNamed,
    trump: Suit,
    received: tuple[Card, ...],
    to_outside: tuple[Card, ...],
) -> Change:
    """The maker's left takes ``received`` from the kitty, to discard as many; the
    rest of the kitty goes outside. The maker is who ordered or named, never the
    receiver (KC6, KC7)."""
    maker = move.player
    receiver = left_of(maker, len(state.hands))
    face_up = isinstance(move, OrderUp)
    return Change(
        made,
        KittyTaken(receiver, len(received), received, face_up),
        hands=replace_at(state.hands, receiver, tuple(sorted(state.hands[receiver] + received))),
        kitty=(),
        outside=state.outside + to_outside,
        trump=trump,
        maker=maker,
        receiver=receiver,
        received=received,
        phase=KITTY_DISCARD,
        to_act=(receiver,),
    )


def pass_(state: State, move: Pass) -> Change:
    """A pass in either round. When all have passed round one the turned card goes
    under the kitty and its suit is barred; round two starts again left of the
    dealer. When all pass round two too, the hand is passed out (KC7)."""
    player, players = move.player, len(state.hands)
    passes = state.passes + 1
    round_one = state.phase == ORDER_UP
    passed = PASSED[player, 1 if round_one else 2]
    if passes < players:
        return Change(passed, passes=passes, to_act=(left_of(player, players),))
    if round_one:
        barred = proposed_suit(state)
        return Change(
            passed,
            TurnedDown(barred),
            passes=0,
            phase=NAME_TRUMP,
            barred=barred,
            kitty=(*state.kitty[1:], state.kitty[0]),
            to_act=(left_of(state.dealer, players),),
        )
    return scoring.end_hand(state, Change(passed, passes=passes), "passed out")


def kitty_discard_moves(state: State, seat: int) -> tuple[Discard, ...]:
    """Every way for the receiver to return to seven cards, the received ones included."""
    hand = state.hands[seat]
    return discard_moves(seat, hand, len(hand) - HAND_SIZE)


def kitty_discard(state: State, move: Discard) -> Change:
    """The receiver's one or two cards go outside, and play begins left of the dealer.
    With three players the outside pile now holds exactly 12 cards, with two it
    holds 9 and is never used (KC8)."""
    player, cards = move.player, move.cards
    hand = state.hands[player]
    kept = kept_after(move, hand, len(hand) - HAND_SIZE)
    return Change(
        Discarded(player, len(cards), "kitty", cards),
        hands=replace_at(state.hands, player, kept),
        outside=state.outside + cards,
        discards=replace_at(state.discards, player, state.discards[player] + cards),
        phase=PLAY,
        to_act=(left_of(state.dealer, len(state.hands)),),
    )

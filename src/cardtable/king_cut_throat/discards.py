"""The first discards: every real player puts 3 cards face down outside, all at once (KC4);
then the dealer turns the kitty's top card (KC5).

Nobody waits on anyone: each seat still holding ten cards may discard, in any
order, and nobody sees another's cards go. When the last is in, the dealer
turns the kitty's top card: a Joker means a redeal by the same dealer, unless
the option has it propose a suit.

>>> from cardtable.king_cut_throat.engine import new_game
>>> state = new_game(seed=7)
>>> state.to_act, len(discard_moves_of(state, 0))
((1, 2, 0), 120)
"""

from __future__ import annotations

from cardtable.cards import JOKER
from cardtable.core import Change, replace_at
from cardtable.king_cut_throat import scoring
from cardtable.king_cut_throat.deal import left_of
from cardtable.king_cut_throat.events import Discarded, Turned
from cardtable.king_cut_throat.moves import Discard, discard_moves, kept_after
from cardtable.king_cut_throat.state import ORDER_UP, State

DEALT = 10
"""The cards a hand is dealt (KC3)."""
HAND_SIZE = 7
"""The cards a hand holds once the discards are made, and through the naming and play."""
FIRST = DEALT - HAND_SIZE
"""The cards each seat puts outside before the kitty is turned."""


def discard_moves_of(state: State, seat: int) -> tuple[Discard, ...]:
    """Every three cards the seat may put outside."""
    return discard_moves(seat, state.hands[seat], FIRST)


def discard(state: State, move: Discard) -> Change:
    """A first discard: three cards outside, face down. The last one in has the dealer
    turn the kitty's top card."""
    player, cards = move.player, move.cards
    kept = kept_after(move, state.hands[player], FIRST)
    waiting = tuple([seat for seat in state.to_act if seat != player])
    discarded = Change(
        Discarded(player, FIRST, "outside", cards),
        hands=replace_at(state.hands, player, kept),
        outside=state.outside + cards,
        discards=replace_at(state.discards, player, state.discards[player] + cards),
        to_act=waiting,
    )
    if waiting:  # another seat is still to discard
        return discarded
    return turn_up(state, discarded)


def turn_up(state: State, discarded: Change) -> Change:
    """Every first discard is in (the last made ``discarded``): the dealer turns the top
    kitty card, and round one starts left of the dealer. A turned Joker means a redeal
    by the same dealer, unless the option has it propose a suit (KC5)."""
    turned, dealer = state.kitty[0], state.dealer
    first = left_of(dealer, len(state.hands))
    shown = discarded.then(Change(Turned(dealer, turned), turned=turned, phase=ORDER_UP, to_act=(first,)))
    if turned == JOKER and state.rules.flipped_joker == "redeal":
        return scoring.end_hand(state, shown, "joker redeal")
    return shown

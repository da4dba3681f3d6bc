"""The host's moves, which stand for a clock running out (C5, OM18): the 8-second
catch window closing, and the 20-second time-out of the seat the game waits on.

In a host move ``player`` names the seat the clock acts on. One ``TimeOut``
resolves one thing the clock waits for (OM22): a seat with several choices in one
turn (a Discard All pick, then the swap of the 7 it put on top) is timed out once
per choice, which ends where the live game's single time-out does.
"""

from __future__ import annotations

from cardtable.core import Change, evolve
from cardtable.game import IllegalMove
from cardtable.open_mercy.choices import hand_kept, play_drawn_wild, roulette, top_picked
from cardtable.open_mercy.deck import Card, Color
from cardtable.open_mercy.drawing import draw_cards
from cardtable.open_mercy.effects import pass_turn
from cardtable.open_mercy.events import CatchWindowClosed, TimedOut
from cardtable.open_mercy.moves import CloseCatchWindow, Move, TimeOut
from cardtable.open_mercy.state import State
from cardtable.open_mercy.turn import take_stack
from cardtable.open_mercy.watch import after_move


def host_moves(state: State) -> tuple[Move, ...]:
    """Closing each open catch window, then timing out the seat the game waits on."""
    (waiting,) = state.to_act
    return (*(CloseCatchWindow.of(target) for target in state.catchable), TimeOut.of(waiting))


def close_catch_window(state: State, move: CloseCatchWindow) -> Change:
    """The window to catch ``player`` has run out (OM14)."""
    seat = move.player
    if seat not in state.catchable:
        raise IllegalMove(f"there is no open catch window on seat {seat}")
    closed = Change(
        CatchWindowClosed.of(seat),
        catchable=tuple(other for other in state.catchable if other != seat),
    )
    return after_move(state, move, closed)


def time_out(state: State, move: TimeOut) -> Change:
    """The seat the game waits on has run out of time. Facing a stack they take it;
    otherwise they draw exactly one card and the turn passes: a timed-out player
    never plays a card from their hand. A pending choice of theirs is made for them:
    a color, the one they hold most of (``majority_color``); a 7, keep the hand; a
    Discard All, the first candidate in the order it was held.
    """
    seat, pending = move.player, state.pending
    waiting = state.turn if pending is None else pending.player
    if seat != waiting:
        raise IllegalMove(f"the clock runs only for seat {waiting}, not seat {seat}")
    return after_move(state, move, Change(TimedOut.of(seat)).then(_made_for(state, seat)))


def _made_for(state: State, seat: int) -> Change:
    """What the clock does for ``seat``, the seat the game waits on (OM18)."""
    pending = state.pending
    if pending is None:
        if state.stack:
            return take_stack(state, seat)
        drawn, _ = draw_cards(state, seat, 1)
        return drawn.then(pass_turn(evolve(state, **drawn.fields), seat))
    if pending.choice == "color":
        return play_drawn_wild(state, majority_color(state.hands[seat]))
    if pending.choice == "roulette":
        return roulette(state, seat, majority_color(state.hands[seat]))
    if pending.choice == "swap":
        return hand_kept(state, seat)
    return top_picked(state, seat, pending.cards[0])


def majority_color(hand: tuple[Card, ...]) -> Color:
    """The color a hand holds most of, ties in the order red, blue, green, yellow (OM18).
    A drawn wild waiting for its color is not in the hand (OM20).

    >>> majority_color((Card.parse("green 1"), Card.parse("blue 2"), Card.parse("wild")))
    Color.BLUE
    >>> majority_color(())
    Color.RED
    """
    counts = dict.fromkeys(Color, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] += 1
    return max(Color, key=counts.__getitem__)

"""The Mercy decision (KM10).

After the second betting round, if two or more players are still in and the
Fool is in an active hand, its holder must decide: invoke Mercy (the weakest
hand wins) or decline it. Both are moves. A folded or undealt Fool gives no
decision, so a false call cannot be made.
"""

from __future__ import annotations

from cardtable.core import Change
from cardtable.game import IllegalMove
from cardtable.kings_mercy import reckoning
from cardtable.kings_mercy.deck import FOOL
from cardtable.kings_mercy.events import MercyDeclined, MercyInvoked, MercyOffered
from cardtable.kings_mercy.moves import DeclineMercy, InvokeMercy, Move
from cardtable.kings_mercy.state import State


def fool_holder(state: State) -> int | None:
    """The seat still in the hand that holds the Fool, if any.

    >>> from cardtable.kings_mercy import new_game, full_deck
    >>> print(fool_holder(new_game(seed=1, deck=full_deck())))  # the Fool is last: undealt
    None
    """
    for seat, cards in enumerate(state.hands):
        if FOOL in cards:
            return None if state.out[seat] else seat
    return None


def after_betting(state: State) -> Change:
    """The betting is over with two or more still in: the Fool's holder decides, or,
    with no Fool in an active hand, the hands are shown at once."""
    holder = fool_holder(state)
    if holder is None:
        return reckoning.showdown(state, "not offered")
    return Change(MercyOffered(holder), phase="mercy", to_act=(holder,))


def legal_moves(state: State) -> tuple[Move, ...]:
    """The holder's two choices."""
    return (InvokeMercy(state.turn), DeclineMercy(state.turn))


def waiting(state: State) -> str:
    """What the table waits for, in words."""
    return f"seat {state.turn} holds the Fool and must invoke or decline Mercy"


def invoke(state: State, move: InvokeMercy) -> Change:
    """The holder says "King's Mercy": the hands are shown and the weakest wins."""
    return Change(MercyInvoked(move.player)).then(reckoning.showdown(state, "invoked"))


def decline(state: State, move: DeclineMercy) -> Change:
    """The hands are shown and the strongest wins."""
    return Change(MercyDeclined(move.player)).then(reckoning.showdown(state, "declined"))


def too_early(state: State, move: InvokeMercy | DeclineMercy) -> Change:
    """Refused during the betting: Mercy is decided only once both rounds are over."""
    raise IllegalMove(
        f"seat {move.player} cannot {move.action} now: Mercy is decided after the second betting round"
    )

"""The moves: the betting moves and the Mercy decision."""

from __future__ import annotations

import attrs

from cardtable.core import SeatMove


@attrs.frozen(slots=True)
class Check(SeatMove):
    """Pass the action without betting, when nobody has bet this round.

    >>> str(Check(2))
    'seat 2 checks'
    """

    verb = "checks"
    action = "check"


@attrs.frozen(slots=True)
class Bet(SeatMove):
    """Open the betting with one unit.

    >>> str(Bet(0))
    'seat 0 bets 1'
    """

    verb = "bets 1"
    action = "bet"


@attrs.frozen(slots=True)
class Call(SeatMove):
    """Put in what it takes to match the highest contribution this round."""

    verb = "calls"
    action = "call"


@attrs.frozen(slots=True)
class Raise(SeatMove):
    """Call and add one more unit; at most two raises follow the opening bet in a round (KM8)."""

    verb = "raises 1"
    action = "raise"


@attrs.frozen(slots=True)
class Fold(SeatMove):
    """Give up the hand and any claim on the pot."""

    verb = "folds"
    action = "fold"


@attrs.frozen(slots=True)
class InvokeMercy(SeatMove):
    """The Fool's holder says "King's Mercy": the weakest active hand wins.

    >>> str(InvokeMercy(1))
    "seat 1 invokes King's Mercy"
    """

    verb = "invokes King's Mercy"
    action = "invoke Mercy"
    words = "mercy"


@attrs.frozen(slots=True)
class DeclineMercy(SeatMove):
    """The Fool's holder lets the hand be scored normally."""

    verb = "declines Mercy"
    action = "decline Mercy"
    words = "no"


Move = Check | Bet | Call | Raise | Fold | InvokeMercy | DeclineMercy
"""Any move of King's Mercy."""
MOVES: tuple[type[Move], ...] = (Check, Bet, Call, Raise, Fold, InvokeMercy, DeclineMercy)
"""The move classes, in the order ``legal_moves`` lists them."""

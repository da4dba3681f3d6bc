"""The moves: betting (KM8) and the Mercy decision (KM10)."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen(slots=True)
class _SeatMove:
    player: int
    by_host: ClassVar[bool] = False
    verb: ClassVar[str] = ""

    def __str__(self) -> str:
        return f"seat {self.player} {self.verb}"


@attrs.frozen(slots=True)
class Check(_SeatMove):
    """Pass the action without betting, when nobody has bet this round.

    >>> str(Check(2))
    'seat 2 checks'
    """

    verb = "checks"


@attrs.frozen(slots=True)
class Bet(_SeatMove):
    """Open the betting with one unit."""

    verb = "bets 1"


@attrs.frozen(slots=True)
class Call(_SeatMove):
    """Put in what it takes to match the highest contribution this round."""

    verb = "calls"


@attrs.frozen(slots=True)
class Raise(_SeatMove):
    """Call and add one more unit; at most two raises follow the opening bet."""

    verb = "raises 1"


@attrs.frozen(slots=True)
class Fold(_SeatMove):
    """Give up the hand and any claim on the pot."""

    verb = "folds"


@attrs.frozen(slots=True)
class InvokeMercy(_SeatMove):
    """The Fool's holder says "King's Mercy": the weakest active hand wins."""

    verb = "invokes King's Mercy"


@attrs.frozen(slots=True)
class DeclineMercy(_SeatMove):
    """The Fool's holder lets the hand be scored normally."""

    verb = "declines Mercy"


Move = Check | Bet | Call | Raise | Fold | InvokeMercy | DeclineMercy
MOVES: tuple[type[Move], ...] = (Check, Bet, Call, Raise, Fold, InvokeMercy, DeclineMercy)

# One object per seat and kind: legal_moves hands out these same instances.
TABLE: dict[type[Move], tuple[Move, ...]] = {kind: tuple(kind(seat) for seat in range(6)) for kind in MOVES}

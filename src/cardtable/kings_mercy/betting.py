"""The two betting rounds (KM8), and the hand won by folds (KM9).

A round opens with the first player still in left of the dealer. With no bet
yet a player checks or bets one unit; facing a bet, folds, calls, or raises
one unit (a call plus one more). At most two raises follow the opening bet. A
player who cannot pay what calling costs may only fold; one who can call but
not raise may not raise. The round ends when every player still in has acted
since the last bet or raise and all have put in the same amount (all checking
ends it too). Exactly two rounds, with no cards drawn between them; then the
Mercy decision.
"""

from __future__ import annotations

from cardtable.core import Change, Event, Shared, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.kings_mercy import mercy, reckoning
from cardtable.kings_mercy.events import BetPlaced, Called, Checked, Folded, Raised, RoundOpened
from cardtable.kings_mercy.moves import Bet, Call, Check, Fold, Move, Raise
from cardtable.kings_mercy.state import State

MAX_RAISES = 2
"""Raises that may follow the opening bet in one round."""

# Each seat's betting moves and what they tell, made once (``core.Shared``): the same few
# moves are listed, and the same few events told, at every turn of every hand.
CHECK, BET, CALL = Shared(Check), Shared(Bet), Shared(Call)
RAISE, FOLD = Shared(Raise), Shared(Fold)
CHECKED, BET_PLACED, CALLED, FOLDED = Shared(Checked), Shared(BetPlaced), Shared(Called), Shared(Folded)


def legal_moves(state: State) -> tuple[Move, ...]:
    """The moves of the seat to act, in a fixed order.

    >>> from cardtable.kings_mercy import Rules, new_game, apply_move
    >>> state = new_game(Rules(players=3), seed=4)
    >>> legal_moves(state), legal_moves(apply_move(state, Bet(1)))
    ((Check(player=1), Bet(player=1)), (Fold(player=2), Call(player=2), Raise(player=2)))
    """
    seat = state.to_act[0]
    level = max(state.bets)
    units = state.units[seat]
    if level == 0:
        return (CHECK[seat], BET[seat]) if units else (CHECK[seat],)
    owed = level - state.bets[seat]
    if units < owed:
        return (FOLD[seat],)
    if units == owed or state.raises >= MAX_RAISES:
        return (FOLD[seat], CALL[seat])
    return (FOLD[seat], CALL[seat], RAISE[seat])


def waiting(state: State) -> str:
    """What the table waits for, in words."""
    return f"seat {state.turn} is to act in betting round {state.round}"


# --- The steps: each checks its own conditions, then the move is played ---------


def check(state: State, move: Check) -> Change:
    """Pass without betting: only while nobody has bet this round."""
    seat = move.player
    _refuse_facing_a_bet(state, seat, "check")
    return _played(state, seat, CHECKED[seat], acted=replace_at(state.acted, seat, True))


def bet(state: State, move: Bet) -> Change:
    """Open the round's betting with one unit."""
    seat = move.player
    _refuse_facing_a_bet(state, seat, "bet")
    if not state.units[seat]:
        raise IllegalMove(f"seat {seat} cannot bet: no units left")
    return _played(state, seat, BET_PLACED[seat, 1], paid=1, acted=_only(seat, len(state.acted)))


def fold(state: State, move: Fold) -> Change:
    """Give up the hand: only facing a bet."""
    seat = move.player
    _owed(state, seat, "fold")  # refused unless there is a bet to fold against
    return _played(state, seat, FOLDED[seat], acted=state.acted, out=replace_at(state.out, seat, True))


def call(state: State, move: Call) -> Change:
    """Match the highest contribution this round."""
    seat = move.player
    owed = _owed(state, seat, "call")
    if state.units[seat] < owed:
        raise IllegalMove(f"seat {seat} cannot call: calling costs {owed} and they hold {state.units[seat]}")
    return _played(state, seat, CALLED[seat, owed], paid=owed, acted=replace_at(state.acted, seat, True))


def raise_(state: State, move: Raise) -> Change:
    """Call and add one unit, while raises remain this round."""
    seat = move.player
    owed = _owed(state, seat, "raise")
    if state.raises >= MAX_RAISES:
        raise IllegalMove(f"seat {seat} cannot raise: two raises have already followed the opening bet")
    if state.units[seat] <= owed:
        raise IllegalMove(f"seat {seat} cannot raise: it costs {owed + 1} and they hold {state.units[seat]}")
    paid = owed + 1
    told = Raised(seat, paid, state.bets[seat] + paid)
    return _played(state, seat, told, paid=paid, acted=_only(seat, len(state.acted)), raises=state.raises + 1)


def _refuse_facing_a_bet(state: State, seat: int, action: str) -> None:
    if max(state.bets):
        raise IllegalMove(f"seat {seat} cannot {action}: facing a bet, fold, call or raise")


def _owed(state: State, seat: int, action: str) -> int:
    """What calling costs the seat; refused while nobody has bet this round."""
    level = max(state.bets)
    if not level:
        raise IllegalMove(f"seat {seat} cannot {action}: nobody has bet this round (check or bet)")
    return level - state.bets[seat]


def _only(seat: int, seats: int) -> tuple[bool, ...]:
    """After a bet or raise, only its maker has acted since."""
    return replace_at((False,) * seats, seat, True)


# --- After each move: the turn passes, the round closes, or the betting ends ---


def _played(
    state: State,
    seat: int,
    told: Event,
    *,
    acted: tuple[bool, ...],
    paid: int = 0,
    raises: int | None = None,
    out: tuple[bool, ...] | None = None,
) -> Change:
    """A betting move that passed its checks, ``told`` as the table sees it: the mover
    pays ``paid`` into the pot, then the turn passes, the second round opens, or the
    betting ends."""
    units, bets, pot = state.units, state.bets, state.pot
    if paid:
        units = replace_at(units, seat, units[seat] - paid)
        bets = replace_at(bets, seat, bets[seat] + paid)
        pot += paid
    raises = state.raises if raises is None else raises
    out = state.out if out is None else out
    still_in = out.count(False)
    # Play runs clockwise and every bet or raise clears who has acted, so the round
    # is complete exactly when the next player still in has acted since the last
    # bet or raise and matched it: everyone between has then acted too.
    after = _next_in(out, seat)
    if still_in > 1 and not (acted[after] and bets[after] == max(bets)):
        return Change(
            told, units=units, bets=bets, pot=pot, raises=raises, acted=acted, out=out, to_act=(after,)
        )
    if still_in > 1 and state.round == 1:
        seats = len(bets)
        first = _next_in(out, state.dealer)
        return Change(
            told,
            RoundOpened(2, first),
            units=units,
            pot=pot,
            out=out,
            round=2,
            bets=(0,) * seats,
            raises=0,
            acted=(False,) * seats,
            to_act=(first,),
        )
    betting = Change(told, units=units, bets=bets, pot=pot, raises=raises, acted=acted, out=out)
    ended = evolve(state, **betting.fields)  # the table as the betting left it
    if still_in == 1:
        # The last player in takes the pot at once: no Mercy decision, no showdown (KM9).
        return betting.then(reckoning.win_by_folds(ended, out.index(False)))
    return betting.then(mercy.after_betting(ended))


def _next_in(out: tuple[bool, ...], seat: int) -> int:
    """The next seat clockwise from ``seat`` still in the hand (``seat`` itself when nobody else is).

    >>> _next_in((False, True, False, True), 2), _next_in((False, True, True), 0)
    (0, 0)
    """
    try:
        return out.index(False, seat + 1)  # a seat after it
    except ValueError:
        return out.index(False)  # round the table: the first seat still in

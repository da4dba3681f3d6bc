"""The betting round and its clean-up (WW3).

One round from the dealer's left. Before anyone adds, a player stands or adds 1
to ``max_add`` units (no more than their stack). Once someone has added, each
later player matches that amount or folds; then each player who stood before
the addition, in seat order from the dealer's left, matches or folds (the
clean-up). There are no raises. A player who cannot match must fold. When only
one player is left, they take the pot and the hand ends (a hand won).
"""

from __future__ import annotations

import functools

from cardtable.game import IllegalMove, MoveLog
from cardtable.witch_of_the_woods.deal import end_hand, seats_from_left, still_in
from cardtable.witch_of_the_woods.moves import Add, Fold, Match, Move, Stand
from cardtable.witch_of_the_woods.options import Rules
from cardtable.witch_of_the_woods.state import FIELD, HandRecord, State, fields_of, replaced


@functools.cache
def _opening(seat: int, most: int) -> tuple[Move, ...]:
    return (Stand(seat), *(Add(seat, amount) for amount in range(1, most + 1)))


@functools.cache
def _facing(seat: int, can_match: bool) -> tuple[Move, ...]:
    return (Match(seat), Fold(seat)) if can_match else (Fold(seat),)


def betting_moves(state: State, seat: int) -> tuple[Move, ...]:
    """The moves open to ``seat``, the seat to act in the betting round or clean-up."""
    if state.to_match == 0:
        rules: Rules = state.origin.rules
        return _opening(seat, min(rules.max_add, state.units[seat]))
    return _facing(seat, state.units[seat] >= state.to_match)


def _next_in_round(state: State, queue: tuple[int, ...], adder: int | None) -> str:
    """The phase for the next seat: the clean-up once the round has come back round
    to those who stood before the addition."""
    if adder is None or not queue:
        return "betting"
    order = seats_from_left(state.dealer, len(state.hands), state.taking_part)
    return "clean-up" if order.index(queue[0]) < order.index(adder) else "betting"


def apply_betting(state: State, move: Move, seat: int) -> State:
    """Apply a checked Stand, Add, Match or Fold by ``seat``, the seat to act."""
    log = state.log.append(move)
    queue = state.queue[1:]
    units = state.units
    pot = state.pot
    put_in = state.put_in
    folded = state.folded
    to_match = state.to_match
    adder = state.adder
    kind = type(move)
    if kind is Stand:
        if to_match:
            raise IllegalMove(
                f"seat {seat} cannot stand: seat {adder} has added {to_match}; match it or fold"
            )
    elif kind is Add:
        amount = move.amount  # type: ignore[union-attr]
        rules: Rules = state.origin.rules
        if to_match:
            raise IllegalMove(
                f"seat {seat} cannot add: seat {adder} has already added {to_match} "
                "and there are no raises; match it or fold"
            )
        if type(amount) is not int or not 1 <= amount <= rules.max_add:
            raise IllegalMove(f"seat {seat} cannot add {amount!r}: an addition is 1 to {rules.max_add} units")
        if amount > units[seat]:
            raise IllegalMove(f"seat {seat} cannot add {amount}: they have only {units[seat]} units")
        to_match = amount
        adder = seat
        order = seats_from_left(state.dealer, len(state.hands), state.taking_part)
        # Everyone who acted before the addition stood; they answer it in the clean-up.
        queue = queue + order[: order.index(seat)]
    elif kind is Match:
        if not to_match:
            raise IllegalMove(f"seat {seat} cannot match: nobody has added")
        if units[seat] < to_match:
            raise IllegalMove(
                f"seat {seat} cannot match {to_match}: they have only {units[seat]} units; they must fold"
            )
        amount = to_match
    else:
        if not to_match:
            raise IllegalMove(f"seat {seat} cannot fold: nobody has added, so they may stand")
        folded = replaced(folded, seat, True)
        amount = 0
    if kind is Add or kind is Match:
        units = replaced(units, seat, units[seat] - amount)
        pot += amount
        put_in = replaced(put_in, seat, put_in[seat] + amount)
    if kind is Fold:
        left = still_in(state.dealer, state.taking_part, folded)
        if len(left) == 1:
            return _won_by_folds(state, log, left[0], units, pot, put_in, folded)
    if queue:
        phase = _next_in_round(state, queue, adder)
    else:
        phase = "swap"
        queue = still_in(state.dealer, state.taking_part, folded)
    # The other fields stay as they were (in a betting phase nothing is drawn or on the
    # table and nobody has won): copied and replaced by place, not 24 keywords (see FIELD).
    fields = list(fields_of(state))
    fields[_LOG], fields[_PHASE], fields[_QUEUE], fields[_ADDER] = log, phase, queue, adder
    fields[_FOLDED], fields[_UNITS], fields[_POT] = folded, units, pot
    fields[_PUT_IN], fields[_TO_MATCH] = put_in, to_match
    return State(*fields)


_LOG, _PHASE, _QUEUE, _ADDER, _FOLDED, _UNITS, _POT, _PUT_IN, _TO_MATCH = (
    FIELD[name] for name in ("log", "phase", "queue", "adder", "folded", "units", "pot", "put_in", "to_match")
)


def _won_by_folds(
    state: State,
    log: MoveLog,
    winner: int,
    units: tuple[int, ...],
    pot: int,
    put_in: tuple[int, ...],
    folded: tuple[bool, ...],
) -> State:
    """Everyone else folded: the last player takes the pot and wins the hand (WW3, WW7)."""
    players = len(units)
    shares = tuple(pot if seat == winner else 0 for seat in range(players))
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=folded,
        swapped=state.swapped,
        witch=None,
        witch_target=None,
        scores=(None,) * players,
        tied=(),
        camp_draws=(None,) * players,
        deck_rounds=(),
        void_round=False,
        totals=(None,) * players,
        decided_by="folds",
        winners=(winner,),
        drawn_between=(),
        shares=shares,
        carried=0,
    )
    return end_hand(
        state,
        log=log,
        hands=state.hands,
        folded=folded,
        put_in=put_in,
        swapped=state.swapped,
        returned=state.returned,
        chance=state.chance,
        camp=state.camp,
        deck=state.deck,
        table=(),
        units=replaced(units, winner, units[winner] + pot),
        pot=0,
        hands_won=replaced(state.hands_won, winner, state.hands_won[winner] + 1),
        record=record,
    )

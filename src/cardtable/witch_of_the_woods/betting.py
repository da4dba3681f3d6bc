"""The betting round and its clean-up (WW3), when the table plays for units.

One round from the dealer's left. Before anyone adds, a player stands or adds 1
to ``max_add`` units (no more than their stack). Once someone has added, each
later player matches that amount or folds; then each player who stood before
the addition, in seat order from the dealer's left, matches or folds (the
clean-up). There are no raises. A player who cannot match must fold. When only
one player is left, they take the pot and the hand ends (a hand won, WW7).

>>> from cardtable.witch_of_the_woods import Rules, apply_move, new_game
>>> state = apply_move(apply_move(new_game(Rules(betting=True), seed=1), Stand(1)), Add(2, 3))
>>> state.phase, state.queue, state.pot, betting_moves(state, 3)
('betting', (3, 0, 1), 7, (Match(player=3), Fold(player=3)))
"""

from __future__ import annotations

from cardtable.core import Change, Event, clockwise_from, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.witch_of_the_woods.events import Added, Folded, Matched, Stood
from cardtable.witch_of_the_woods.moves import Add, Fold, Match, Stand
from cardtable.witch_of_the_woods.reveal import won_by_folds
from cardtable.witch_of_the_woods.state import BETTING, CLEAN_UP, SWAP, State, players_in


def betting_moves(state: State, seat: int) -> tuple[Stand | Add | Match | Fold, ...]:
    """Stand or add before anyone has added; match or fold after (fold only, when the
    seat cannot match)."""
    if state.to_match == 0:
        most = min(state.rules.max_add, state.units[seat])
        return (Stand.of(seat), *[Add.of(seat, amount) for amount in range(1, most + 1)])
    if state.units[seat] >= state.to_match:
        return (Match.of(seat), Fold.of(seat))
    return (Fold.of(seat),)


def stand(state: State, move: Stand) -> Change:
    """Put nothing more in, before anyone has added."""
    seat = move.player
    if state.to_match:
        raise IllegalMove(
            f"seat {seat} cannot stand: seat {state.adder} has added {state.to_match}; match it or fold"
        )
    return _played(state, Stood.of(seat), state.queue[1:])


def add(state: State, move: Add) -> Change:
    """Add 1 to ``max_add`` units, no more than the seat holds; the seats that stood before
    answer it in the clean-up."""
    seat, amount = move.player, move.amount
    max_add = state.rules.max_add
    if state.to_match:
        raise IllegalMove(
            f"seat {seat} cannot add: seat {state.adder} has already added {state.to_match} "
            "and there are no raises; match it or fold"
        )
    if not 1 <= amount <= max_add:
        raise IllegalMove(f"seat {seat} cannot add {amount}: an addition is 1 to {max_add} units")
    if amount > state.units[seat]:
        raise IllegalMove(f"seat {seat} cannot add {amount}: they have only {state.units[seat]} units")
    order = _round_order(state)
    # Everyone who acted before the addition stood; they answer it in the clean-up.
    queue = state.queue[1:] + order[: order.index(seat)]
    added = evolve(state, adder=seat, to_match=amount)
    return _played(added, Added.of(seat, amount), queue, seat=seat, paid=amount)


def match(state: State, move: Match) -> Change:
    """Put in the amount added."""
    seat, to_match = move.player, state.to_match
    if not to_match:
        raise IllegalMove(f"seat {seat} cannot match: nobody has added")
    if state.units[seat] < to_match:
        raise IllegalMove(
            f"seat {seat} cannot match {to_match}: they have only {state.units[seat]} units; they must fold"
        )
    return _played(state, Matched.of(seat, to_match), state.queue[1:], seat=seat, paid=to_match)


def fold(state: State, move: Fold) -> Change:
    """Give up the hand, facing an addition; the last player left wins it (WW7)."""
    seat = move.player
    if not state.to_match:
        raise IllegalMove(f"seat {seat} cannot fold: nobody has added, so they may stand")
    folded = evolve(state, folded=replace_at(state.folded, seat, True))
    left = players_in(folded)
    if len(left) == 1:
        return Change(Folded.of(seat), folded=folded.folded).then(won_by_folds(folded, left[0]))
    return _played(folded, Folded.of(seat), state.queue[1:])


def _round_order(state: State) -> tuple[int, ...]:
    """The players taking part, from the dealer's left: the order of the round."""
    return clockwise_from(state.dealer, len(state.hands), state.taking_part)


def _played(state: State, told: Event, queue: tuple[int, ...], *, seat: int = -1, paid: int = 0) -> Change:
    """A betting move that passed its checks, ``told`` as the table sees it, on the table
    as the move left it: ``seat`` pays ``paid`` into the pot, then the next seat in
    ``queue`` acts; after the last, the swaps (WW4)."""
    units, put_in, pot = state.units, state.put_in, state.pot
    if paid:
        units = replace_at(units, seat, units[seat] - paid)
        put_in = replace_at(put_in, seat, put_in[seat] + paid)
        pot += paid
    phase = _phase(state, queue[0]) if queue else SWAP
    return Change(
        told,
        units=units,
        put_in=put_in,
        pot=pot,
        folded=state.folded,
        adder=state.adder,
        to_match=state.to_match,
        phase=phase,
        queue=queue or players_in(state),
    )


def _phase(state: State, seat: int) -> str:
    """The round goes on until it comes back to those who stood before the addition:
    then it is the clean-up (WW3)."""
    if state.adder is None:
        return BETTING
    order = _round_order(state)
    return CLEAN_UP if order.index(seat) < order.index(state.adder) else BETTING

"""The betting round and its clean-up (WW3), when the table plays for units.

One round from the dealer's left. Before anyone adds, a player stands or adds 1
to ``max_add`` units (no more than their stack). Once someone has added, each
later player matches that amount or folds; then each player who stood before
the addition, in seat order from the dealer's left, matches or folds (the
clean-up). There are no raises. A player who cannot match must fold. When only
one player is left, they take the pot and the hand ends (a hand won, WW7).

>>> from cardtable.witch_of_the_woods.deal import new_game
>>> from cardtable.witch_of_the_woods.rules import Rules
>>> state = new_game(Rules(betting=True), seed=1)
>>> state = add(stand(state, Stand(1)), Add(2, 3))
>>> state.phase, state.queue, state.pot, betting_moves(state, 3)
('betting', (3, 0, 1), 7, (Match(player=3), Fold(player=3)))
"""

from __future__ import annotations

from cardtable.core import clockwise_from, evolve, replace_at
from cardtable.core.events import Event
from cardtable.game import IllegalMove
from cardtable.witch_of_the_woods.events import Added, Folded, Matched, Stood
from cardtable.witch_of_the_woods.moves import Add, Fold, Match, Stand
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.settle import settle
from cardtable.witch_of_the_woods.state import BETTING, CLEAN_UP, SWAP, HandRecord, State, players_in


def betting_moves(state: State, seat: int) -> tuple[Stand | Add | Match | Fold, ...]:
    """Stand or add before anyone has added; match or fold after (fold only, when the
    seat cannot match)."""
    if state.to_match == 0:
        rules: Rules = state.origin.rules
        most = min(rules.max_add, state.units[seat])
        return (Stand(seat), *(Add(seat, amount) for amount in range(1, most + 1)))
    if state.units[seat] >= state.to_match:
        return (Match(seat), Fold(seat))
    return (Fold(seat),)


def stand(state: State, move: Stand) -> State:
    """Put nothing more in, before anyone has added."""
    if state.to_match:
        raise IllegalMove(
            f"seat {move.player} cannot stand: seat {state.adder} has added {state.to_match}; "
            "match it or fold"
        )
    return _next_in_round(state, move, Stood(move.player))


def add(state: State, move: Add) -> State:
    """Add 1 to ``max_add`` units, no more than the seat holds; the seats that stood before
    answer it in the clean-up."""
    seat, amount = move.player, move.amount
    rules: Rules = state.origin.rules
    if state.to_match:
        raise IllegalMove(
            f"seat {seat} cannot add: seat {state.adder} has already added {state.to_match} "
            "and there are no raises; match it or fold"
        )
    if not 1 <= amount <= rules.max_add:
        raise IllegalMove(f"seat {seat} cannot add {amount}: an addition is 1 to {rules.max_add} units")
    if amount > state.units[seat]:
        raise IllegalMove(f"seat {seat} cannot add {amount}: they have only {state.units[seat]} units")
    order = _round_order(state)
    # Everyone who acted before the addition stood; they answer it in the clean-up.
    queue = state.queue[1:] + order[: order.index(seat)]
    return _next_in_round(
        _pay(state, seat, amount), move, Added(seat, amount), queue, to_match=amount, adder=seat
    )


def match(state: State, move: Match) -> State:
    """Put in the amount added."""
    seat, to_match = move.player, state.to_match
    if not to_match:
        raise IllegalMove(f"seat {seat} cannot match: nobody has added")
    if state.units[seat] < to_match:
        raise IllegalMove(
            f"seat {seat} cannot match {to_match}: they have only {state.units[seat]} units; they must fold"
        )
    return _next_in_round(_pay(state, seat, to_match), move, Matched(seat, to_match))


def fold(state: State, move: Fold) -> State:
    """Give up the hand, facing an addition; the last player left wins it."""
    seat = move.player
    if not state.to_match:
        raise IllegalMove(f"seat {seat} cannot fold: nobody has added, so they may stand")
    state = evolve(state, folded=replace_at(state.folded, seat, True))
    left = players_in(state)
    if len(left) == 1:
        return _won_by_folds(evolve(state, log=state.log.append(move), events=(Folded(seat),)), left[0])
    return _next_in_round(state, move, Folded(seat))


def _pay(state: State, seat: int, amount: int) -> State:
    return evolve(
        state,
        units=replace_at(state.units, seat, state.units[seat] - amount),
        pot=state.pot + amount,
        put_in=replace_at(state.put_in, seat, state.put_in[seat] + amount),
    )


def _round_order(state: State) -> tuple[int, ...]:
    return clockwise_from(state.dealer, len(state.hands), state.taking_part)


def _next_in_round(
    state: State,
    move: Stand | Add | Match | Fold,
    event: Event,
    queue: tuple[int, ...] | None = None,
    **changes: object,
) -> State:
    """The next seat in the round, or in the clean-up once the round has come back to
    those who stood before the addition; after the last, the swaps (WW4)."""
    state = evolve(state, log=state.log.append(move), events=(event,), **changes)
    queue = state.queue[1:] if queue is None else queue
    if not queue:
        return evolve(state, phase=SWAP, queue=players_in(state))
    phase = BETTING
    if state.adder is not None:
        order = _round_order(state)
        if order.index(queue[0]) < order.index(state.adder):
            phase = CLEAN_UP
    return evolve(state, phase=phase, queue=queue)


def _won_by_folds(state: State, winner: int) -> State:
    """Everyone else folded: the last player takes the pot and wins the hand, and no
    hand is shown (WW3, WW7)."""
    players = len(state.hands)
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=state.folded,
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
        shares=None,
        carried=None,
    )
    return settle(state, record)

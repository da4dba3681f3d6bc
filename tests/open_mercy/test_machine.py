"""Random legal play, turn moves mixed with off-turn calls, catches and host moves,
checking the table's invariants after every step."""

from __future__ import annotations

from collections import Counter

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from cardtable.open_mercy import (
    HAND_LIMIT,
    CallMercy,
    Catch,
    CloseCatchWindow,
    Rules,
    State,
    TimeOut,
    apply_move,
    full_deck,
    host_moves,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)
from tests.open_mercy.helpers import everywhere

FULL = Counter(full_deck())
OFF_TURN = (CallMercy, Catch)


class OpenMercyTable(RuleBasedStateMachine):
    state: State

    @initialize(
        players=st.sampled_from([2, 3, 4, 6, 20]),
        stacking=st.sampled_from(["official", "house", "casual"]),
        seed=st.integers(0, 2**32),
    )
    def deal(self, players: int, stacking: str, seed: int) -> None:
        self.state = new_game(Rules(players=players, stacking=stacking), seed=seed)  # type: ignore[arg-type]

    def running(self) -> bool:
        return outcome(self.state) is None

    def over(self) -> bool:
        return outcome(self.state) is not None

    @precondition(over)
    @rule(seed=st.integers(0, 2**32))
    def deal_again(self, seed: int) -> None:
        assert legal_moves(self.state) == ()
        self.state = new_game(self.state.origin.rules, seed=seed)

    def apply(self, move: object) -> None:
        before = self.state
        self.state = apply_move(before, move)  # type: ignore[arg-type]
        assert len(self.state.log) == len(before.log) + 1

    @precondition(running)
    @rule(pick=st.integers(0, 10_000), repeat=st.integers(1, 12))
    def turn_moves(self, pick: int, repeat: int) -> None:
        for step in range(repeat):
            if not self.running():
                return
            seat = to_act(self.state)[0]
            moves = [m for m in legal_moves(self.state, seat) if not isinstance(m, OFF_TURN)]
            assert moves, f"seat {seat} is waited on and has no move"
            self.apply(moves[(pick + step) % len(moves)])

    @precondition(running)
    @rule(pick=st.integers(0, 10_000))
    def call_or_catch(self, pick: int) -> None:
        moves = [m for m in legal_moves(self.state) if isinstance(m, OFF_TURN)]
        if moves:
            self.apply(moves[pick % len(moves)])

    @precondition(running)
    @rule(pick=st.integers(0, 10_000))
    def host_move(self, pick: int) -> None:
        moves = host_moves(self.state)
        assert moves and isinstance(moves[-1], TimeOut)
        assert all(isinstance(m, CloseCatchWindow) for m in moves[:-1])
        self.apply(moves[pick % len(moves)])

    @invariant()
    def cards_are_conserved(self) -> None:
        assert everywhere(self.state) == FULL

    @invariant()
    def hands_calls_and_windows_are_consistent(self) -> None:
        state = self.state
        for seat, hand in enumerate(state.hands):
            if state.eliminated[seat]:
                assert hand == () and not state.called[seat] and seat not in state.catchable
            else:
                assert 0 < len(hand) < HAND_LIMIT or state.winners == (seat,)
            if state.called[seat]:
                assert len(hand) <= 2
        if state.winners:
            assert legal_moves(state) == () and to_act(state) == ()
            return
        for seat in state.catchable:
            assert len(state.hands[seat]) == 1 and not state.called[seat]
        waiting = to_act(state)
        assert len(waiting) == 1 and not state.eliminated[waiting[0]]
        assert state.eliminated.count(False) >= 2

    @invariant()
    def views_agree_with_the_state(self) -> None:
        state = self.state
        for seat in {None, 0, len(state.hands) - 1, *to_act(state)}:
            seen = view(state, seat)
            assert seen.hand_sizes == tuple(len(hand) for hand in state.hands)
            assert seen.hand == (() if seat is None else state.hands[seat])
            assert seen.to_act == to_act(state)


OpenMercyTable.TestCase.settings = settings(OpenMercyTable.TestCase.settings, stateful_step_count=40)
TestOpenMercyTable = OpenMercyTable.TestCase

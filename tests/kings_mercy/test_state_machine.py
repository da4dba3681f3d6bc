"""Random legal play of King's Mercy with the invariants checked after every move."""

from __future__ import annotations

from collections import Counter

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from cardtable import kings_mercy as km
from cardtable import records


class KingsMercyTable(RuleBasedStateMachine):
    state: km.State

    @initialize(players=st.integers(3, 6), units=st.integers(1, 6), seed=st.integers(0, 2**32))
    def deal(self, players: int, units: int, seed: int) -> None:
        self.state = km.new_game(km.Rules(players=players, starting_units=units, max_hands=12),
                                 seed=seed)
        self.total = players * units

    @precondition(lambda self: km.outcome(self.state) is None)
    @rule(pick=st.integers(0, 10))
    def move(self, pick: int) -> None:
        moves = km.legal_moves(self.state)
        self.state = km.apply_move(self.state, moves[pick % len(moves)])

    @precondition(lambda self: km.outcome(self.state) is not None)
    @rule(seed=st.integers(0, 2**32))
    def next_game(self, seed: int) -> None:
        self.state = km.new_game(self.state.rules, seed=seed)

    @invariant()
    def km15_units_are_conserved(self) -> None:
        assert sum(self.state.units) + self.state.pot == self.total
        assert min(self.state.units) >= 0

    @invariant()
    def cards_are_conserved(self) -> None:
        held = [card for hand in self.state.hands for card in hand] + list(self.state.pack)
        assert Counter(held) == Counter(km.full_deck())

    @invariant()
    def no_view_shows_another_active_hand(self) -> None:
        # The last hand's record, and the events of the move that ended it, show the
        # cards of the hand just ended, which have since been shuffled and dealt again.
        # A game that ends at a showdown shows every hand (KM12).
        record = self.state.last_hand
        if self.state.phase == "over" and record is not None and record.showdown:
            return
        for seat in (None, *range(len(self.state.units))):
            shown = repr(km.view(self.state, seat).hand) + repr(
                [v for k, v in records.view_to_dict(km.view(self.state, seat)).items()
                 if k not in ("last_hand", "events")]
            )
            for other, hand in enumerate(self.state.hands):
                if other != seat:
                    assert not any(str(card) in shown for card in hand)

    @invariant()
    def over_exactly_when_no_moves(self) -> None:
        assert (km.outcome(self.state) is None) == bool(km.legal_moves(self.state))


TestKingsMercyTable = KingsMercyTable.TestCase
TestKingsMercyTable.settings = settings(settings.default, stateful_step_count=80)

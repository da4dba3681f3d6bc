"""Random legal play under every betting mode and tie convention, with the invariants of
RULINGS WW1-WW10 and C5-C7 checked after every step."""

from __future__ import annotations

import pickle
from collections import Counter
from typing import Any

import attrs
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from cardtable import IllegalMove
from cardtable.witch_of_the_woods import (
    MOVES,
    PHASES,
    WITCH,
    Rules,
    State,
    apply_move,
    full_deck,
    hand_score,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)
from cardtable.witch_of_the_woods.state import players_in

FULL = Counter(full_deck())


class WitchOfTheWoodsMachine(RuleBasedStateMachine):
    BETTING = False
    CONVENTION = "A"

    state: State
    units: int
    hands_won: tuple[int, ...]
    pot_before: int
    hand_before: int

    @initialize(
        players=st.integers(2, 8),
        seed=st.integers(0, 2**32),
        starting_units=st.integers(1, 8),
        max_add=st.integers(1, 4),
        hands_to_win=st.integers(1, 3),
        max_hands=st.integers(1, 5),
    )
    def deal(
        self,
        players: int,
        seed: int,
        starting_units: int,
        max_add: int,
        hands_to_win: int,
        max_hands: int,
    ) -> None:
        rules = Rules(
            players=players,
            betting=self.BETTING,
            tie_convention=self.CONVENTION,  # type: ignore[arg-type]
            starting_units=starting_units,
            max_add=max_add,
            hands_to_win=hands_to_win,
            max_hands=max_hands,
        )
        self.state = new_game(rules, seed=seed)
        self.units = sum(self.state.units) + self.state.pot
        self.hands_won = self.state.hands_won
        self.pot_before = self.state.pot
        self.hand_before = 1

    @precondition(lambda self: bool(legal_moves(self.state)))
    @rule(pick=st.integers(0, 10_000))
    def move(self, pick: int) -> None:
        moves = legal_moves(self.state)
        self.pot_before = self.state.pot
        self.hand_before = self.state.hand_number
        before = pickle.dumps(self.state)
        after = apply_move(self.state, moves[pick % len(moves)])
        assert pickle.dumps(self.state) == before, "apply_move changed its input"
        self.hands_won, self.state = self.state.hands_won, after

    @rule(data=st.data())
    def refuse_an_illegal_move(self, data: st.DataObject) -> None:
        legal = set(legal_moves(self.state))
        players = self.state.origin.rules.players
        cls = data.draw(st.sampled_from(MOVES))
        fields: dict[str, object] = {}
        for field in attrs.fields(cls):
            if field.name == "player" or field.name == "target":
                fields[field.name] = data.draw(st.integers(-1, players))
            elif field.name in ("amount", "count"):
                fields[field.name] = data.draw(st.integers(-1, 7))
            elif field.name == "give":
                fields[field.name] = data.draw(st.sampled_from(full_deck()))
            else:
                fields[field.name] = tuple(
                    data.draw(st.lists(st.sampled_from(full_deck()), max_size=4, unique=True))
                )
        move = cls(**fields)  # type: ignore[arg-type]
        if move in legal:
            return
        before = pickle.dumps(self.state)
        try:
            apply_move(self.state, move)
        except IllegalMove as refused:
            assert str(refused)
        else:
            raise AssertionError(f"{move!r} was accepted but is not legal")
        assert pickle.dumps(self.state) == before

    @invariant()
    def ww9_cards_and_units_are_conserved(self) -> None:
        state = self.state
        places = [card for hand in state.hands for card in hand]
        places += [*state.drawn, *state.camp, *state.deck, *state.table]
        assert Counter(places) == FULL
        if state.origin.rules.betting:
            assert sum(state.units) + state.pot == self.units
            assert min(state.units) >= 0 and state.pot >= 0
        else:
            assert state.units == (0,) * len(state.units) and state.pot == 0

    @invariant()
    def ww2_ww4_ww5_hand_shapes_follow_the_phase(self) -> None:
        state = self.state
        assert state.phase in PHASES
        if state.phase == "over":
            assert to_act(state) == () and legal_moves(state) == ()
            assert outcome(state) is not None
            return
        assert outcome(state) is None
        assert len(to_act(state)) == 1 and legal_moves(state)
        assert legal_moves(state) == legal_moves(state, to_act(state)[0])
        dealt = sum(state.taking_part)
        for seat, hand in enumerate(state.hands):
            if not state.taking_part[seat]:
                assert hand == () and not state.folded[seat]
            elif state.phase == "fate" and seat == state.queue[0]:
                assert len(hand) == 4 and WITCH in hand
            else:
                assert len(hand) == 3
        waiting = len(state.drawn) if state.phase == "return" else 0
        taken = 1 if state.phase == "fate" else 0
        assert len(state.camp) + waiting + taken == dealt
        assert state.table == ()
        if state.phase == "return":
            assert state.swapped[state.queue[0]] == len(state.drawn) >= 1
        if state.phase == "fate":
            holder = state.queue[0]
            assert {m.target for m in legal_moves(state)} == (  # type: ignore[union-attr]
                set(players_in(state)) - {holder}
            )

    @invariant()
    def ww7_ww10_the_last_hand_is_settled_by_the_rules(self) -> None:
        state, record = self.state, self.state.last_hand
        assert sum(state.hands_won) <= state.hand_number
        assert all(a >= b for a, b in zip(state.hands_won, self.hands_won, strict=True))
        if record is None or (state.hand_number == self.hand_before and state.phase != "over"):
            return
        if state.hand_number == self.hand_before and record.number != state.hand_number:
            return
        shown = [seat for seat, score in enumerate(record.scores) if score is not None]
        for seat in shown:
            score = record.scores[seat]
            assert score is not None and hand_score(score.cards) == score.total
            assert not record.folded[seat]
        if record.decided_by == "folds":
            assert shown == [] and len(record.winners) == 1
        else:
            best = max(record.totals[seat] or 0 for seat in shown)
            top = [seat for seat in shown if record.totals[seat] == best]
            if record.decided_by == "draw":
                assert record.winners == () and tuple(sorted(top)) == tuple(sorted(record.drawn_between))
                assert state.origin.rules.tie_convention == "C" or record.void_round
            elif record.decided_by == "witch":
                assert state.origin.rules.tie_convention == "B"
                assert len(top) > 1 and record.winners[0] in top
            else:
                assert top == list(record.winners)
        if record.shares is not None and record.carried is not None:
            assert sum(record.shares) + record.carried == self.pot_before

    @invariant()
    def views_show_each_seat_only_its_own_cards(self) -> None:
        state = self.state
        players = state.origin.rules.players
        for seat in (None, *range(players)):
            seen = view(state, seat)
            assert seen.player == seat and seen.to_act == to_act(state)
            if seat is None:
                assert seen.hand == ()
            else:
                own = set(state.hands[seat])
                if state.phase == "return" and state.queue[0] == seat:
                    own |= set(state.drawn)
                assert set(seen.hand) == own
            assert seen.camp_size == len(state.camp)
            assert (seen.units is None) == (not state.origin.rules.betting)
            str(seen)


def _machine(betting: bool, convention: str) -> Any:
    machine: Any = type(
        f"Machine{'Betting' if betting else 'Free'}{convention}",
        (WitchOfTheWoodsMachine,),
        {"BETTING": betting, "CONVENTION": convention},
    )
    case = machine.TestCase
    case.settings = settings(case.settings, stateful_step_count=50)
    return case


TestWithoutBettingConventionA = _machine(False, "A")
TestWithoutBettingConventionB = _machine(False, "B")
TestWithoutBettingConventionC = _machine(False, "C")
TestWithBettingConventionA = _machine(True, "A")
TestWithBettingConventionB = _machine(True, "B")
TestWithBettingConventionC = _machine(True, "C")

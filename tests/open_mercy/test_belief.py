"""What the searchers read from a view's history (``bots/belief.py``): voids that hold
for good players, and sampled deals fitted to them without breaking what was shown."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import open_mercy as om
from cardtable.open_mercy import CallMercy, Card, Catch, Color, Draw
from cardtable.open_mercy.bots.belief import Void, agreeing, read_voids
from cardtable.open_mercy.bots.heuristic import choose
from cardtable.open_mercy.determinize import known_cards

C = Card.parse


def _heuristic_game(players: int, seed: int) -> list[om.State]:
    """Every state of a game the heuristic plays at every seat, calls and catches first."""
    state = om.new_game(om.Rules(players=players), seed=seed)
    states = [state]
    while om.outcome(state) is None:
        duties = [move for move in om.legal_moves(state) if type(move) in (CallMercy, Catch)]
        if duties:
            move = duties[0]
        else:
            seat = state.to_act[0]
            move = choose(om.view(state, seat), om.legal_moves(state, seat))
        state = om.apply_move(state, move)
        states.append(state)
    return states


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (4, 3)])
def test_against_the_heuristic_every_void_holds_of_the_real_hand(players: int, seed: int) -> None:
    voids_seen = 0
    for state in _heuristic_game(players, seed):
        for viewer in range(players):
            for seat, voids in enumerate(read_voids(om.view(state, viewer))):
                hand = state.hands[seat]
                for void in voids:
                    voids_seen += 1
                    ruled_out = sum(1 for card in hand if void.rules_out(card))
                    # Every card the void rules out is among those that came in since.
                    assert ruled_out <= void.gained < len(hand)
    assert voids_seen > 0


def test_a_draw_on_red_says_no_red_no_five_and_no_wild() -> None:
    void = Void(C("red 5"), Color.RED)
    assert [void.rules_out(C(text)) for text in ("red 1", "blue 5", "wild roulette", "blue 1")] == [
        True,
        True,
        True,
        False,
    ]
    stack = Void(C("red draw4"), Color.RED, stack=True)
    assert [stack.rules_out(C(text)) for text in ("red draw2", "blue draw4", "wild draw6", "red 1")] == [
        False,
        True,
        True,
        False,
    ]


def test_the_seats_own_draws_tell_it_nothing_and_another_seats_do() -> None:
    state = om.apply_move(om.new_game(om.Rules(players=2), seed=3), Draw(0))
    assert [len(voids) for voids in read_voids(om.view(state, 0))] == [0, 0]
    assert [len(voids) for voids in read_voids(om.view(state, 1))] == [1, 0]


@pytest.mark.parametrize("seed", [1, 4])
def test_a_fitted_sample_keeps_every_card_and_everything_the_seat_was_shown(seed: int) -> None:
    states = _heuristic_game(2, seed)
    for state in states[:: max(1, len(states) // 12)]:
        if om.outcome(state) is not None:
            continue
        seen = om.view(state, 0)
        voids = read_voids(seen)
        sample = om.determinize(state, 0, seed=7)
        fitted = agreeing(sample, 0, voids, known_cards(sample, 0))
        assert om.view(fitted, 0) == seen
        assert Counter(fitted.deck + fitted.hands[1]) == Counter(sample.deck + sample.hands[1])
        known = known_cards(sample, 0)[1]
        assert fitted.hands[1][: len(known)] == known

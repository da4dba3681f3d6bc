"""``pimc``'s cheaper early solves (``solve(exact=False)``) and its worlds weighted by the bids."""

from __future__ import annotations

import statistics

from cardtable import king_cut_throat as kc
from cardtable.king_cut_throat.bots import HeuristicBot
from cardtable.king_cut_throat.bots.bids import Bids
from cardtable.king_cut_throat.bots.solver import solve
from cardtable.king_cut_throat.determinize import determinize
from cardtable.king_cut_throat.state import PLAY, State
from cardtable.king_cut_throat.view import view

from .test_pimc import _brute, _positions


def test_a_bounded_solve_finds_the_best_worth_and_bounds_the_rest() -> None:
    for players, left in [(3, 3), (2, 4)]:
        for state in _positions(players, left, showdown=False, count=10):
            seat = state.to_act[0]
            exact = solve(state, seat).values
            bounded = solve(state, seat, exact=False).values
            best = max(exact.values())
            assert max(bounded.values()) == best
            for card, found in bounded.items():
                assert card is not None
                assert exact[card] <= found <= best  # an upper bound, never above the best
                true = _brute(state, kc.apply_move(state, kc.Play(seat, card)), seat)
                assert exact[card] == true


def test_a_bounded_solve_spends_fewer_nodes_early_in_a_three_seat_hand() -> None:
    states = _positions(3, 6, showdown=False, count=6)
    exact = sum(solve(state, state.to_act[0]).nodes for state in states)
    bounded = sum(solve(state, state.to_act[0], exact=False).nodes for state in states)
    assert bounded < exact


def _first_trick(seed: int) -> State | None:
    """The first card of a three-seat hand played by heuristic bots, or None."""
    bot = HeuristicBot()
    state = kc.new_game(kc.Rules(), seed=seed)
    while state.phase != PLAY:
        if state.hands_played:
            return None
        mover = state.to_act[0]
        state = kc.apply_move(state, bot(view(state, mover), kc.legal_moves(state, mover)))
    return state


def test_the_real_deal_fits_heuristic_bids_better_than_a_sampled_one() -> None:
    ratios = []
    for seed in range(30):
        state = _first_trick(seed)
        if state is None:
            continue
        seat = state.to_act[0]
        bids = Bids.read(view(state, seat).history, seat)
        if not bids.calls:
            continue
        worlds = [bids.weight(determinize(state, seat, seed=world)) for world in range(20)]
        ratios.append(bids.weight(state) / statistics.mean(worlds))
    assert len(ratios) >= 10
    assert statistics.median(ratios) > 1.5


def test_a_seat_own_bids_and_the_showdown_are_not_weighted() -> None:
    state = _first_trick(0)
    assert state is not None
    seat = state.to_act[0]
    bids = Bids.read(view(state, seat).history, seat)
    assert all(player != seat for player, _, _ in bids.calls)
    assert 0.0 < bids.weight(state) <= 1.0

"""OpenSpiel's ISMCTS as a yardstick: a tiny match in every game, whose numbers add up."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("open_spiel", reason="the ISMCTS yardstick needs the openspiel extra")

from cardtable import GAMES
from cardtable.adapters.openspiel import load, spec_of
from cardtable.arena import MOVE_CAP, seatings
from cardtable.bench import ismcts
from cardtable.bench.bots import main as bots_main

FOUR = ("king-cut-throat", "kings-mercy", "open-mercy", "witch-of-the-woods")


def _short(game: str) -> Any:
    """The game's duel table, one hand where it is played in hands."""
    duel = GAMES[game].FACTS.duel
    return duel if not hasattr(duel, "max_hands") else type(duel)(players=duel.players, max_hands=1)


@pytest.mark.parametrize("game", FOUR)
def test_a_tiny_match_against_ismcts_adds_up(game: str) -> None:
    rules = _short(game)
    found = ismcts.yardstick(game, "heuristic", games=1, seed=20260301, rules=rules, simulations=2)
    result = found.result
    arrangements = len(seatings(2, rules.players))
    assert result.bots == ("heuristic", "ismcts") and found.simulations == 2
    assert (result.deals, result.seatings, result.games) == (1, arrangements, arrangements)
    assert result.finished == result.games and result.scored == 1
    assert sum(result.wins) == pytest.approx(result.finished)
    low, high = spec_of(GAMES[game]).bounds(rules)
    for line in result.records:
        assert line.games == result.finished
        assert low <= line.mean_points <= high
    if GAMES[game].FACTS.zero_sum(rules):  # each bot holds half the seats: what one wins the other loses
        assert result.points[0] == pytest.approx(-result.points[1])
    assert found.ours.count > 0 and found.theirs.count > 0
    assert found.theirs.mean > 0 and found.theirs.most >= found.theirs.p99 >= found.theirs.p95


def test_at_three_seats_our_bot_takes_each_seat_in_turn_against_two_ismcts_seats() -> None:
    rules = GAMES["king-cut-throat"].Rules(players=3, max_hands=1)
    result = ismcts.yardstick(
        "king-cut-throat", "heuristic", games=3, seed=2, rules=rules, simulations=2
    ).result
    assert (result.players, result.seatings, result.games) == (3, 3, 3)
    assert sum(result.wins) == pytest.approx(result.finished)


def test_whole_games_are_cut_only_where_the_arena_cuts_them() -> None:
    rules = GAMES["king-cut-throat"].Rules(players=3)
    assert ismcts._parameters(GAMES["king-cut-throat"], rules)["max_moves"] == MOVE_CAP
    assert (
        load("king-cut-throat", **ismcts._parameters(GAMES["king-cut-throat"], rules)).max_game_length()
        == MOVE_CAP
    )


def test_the_match_is_the_same_for_the_same_seed() -> None:
    rules = _short("kings-mercy")
    first = ismcts.yardstick("kings-mercy", "heuristic", games=1, seed=5, rules=rules, simulations=3)
    again = ismcts.yardstick("kings-mercy", "heuristic", games=1, seed=5, rules=rules, simulations=3)
    assert first.result == again.result


def test_ismcts_draws_its_worlds_from_the_games_determinize() -> None:
    table = load("king-cut-throat", players=3, max_hands=1)
    state = ismcts.positions(table, 1, seed=3)[0]
    seat = state.current_player()
    searcher = ismcts._searcher(table, 2, seed=4, uct_c=ismcts.UCT_C)
    world = searcher._resampler_cb(state, seat)
    module = GAMES["king-cut-throat"]
    real, drawn = state.position.engine, world.position.engine
    assert drawn.origin.determinized and not real.origin.determinized
    assert module.view(drawn, seat) == module.view(real, seat)
    assert world.information_state_string(seat) == state.information_state_string(seat)


def test_calibration_gives_ismcts_the_simulations_it_needs_at_least() -> None:
    table = load("witch-of-the-woods", players=2, hands_to_win=1, max_hands=1)
    simulations, (ours, theirs) = ismcts.calibrate(table, "heuristic", seed=2, count=4)
    assert simulations >= ismcts.FEWEST and ours >= 0 and theirs > 0
    with pytest.raises(ValueError, match="at least 2 simulations"):
        ismcts.yardstick("witch-of-the-woods", "heuristic", games=1, simulations=1)


def test_the_command_prints_both_sides_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["ismcts", "witch-of-the-woods", "--bot", "heuristic", "--games", "2", "--seed", "1"]
    assert bots_main([*argv, "--rule", "hands_to_win=1", "--simulations", "2"]) == 0
    out = capsys.readouterr().out
    assert "ISMCTS 2 simulations" in out and "points  95% interval" in out
    assert out.count("decisions  mean") == 2
    with pytest.raises(SystemExit):
        bots_main(["ismcts", "witch-of-the-woods", "--bot", "champion"])
    assert "no bot called 'champion'" in capsys.readouterr().err

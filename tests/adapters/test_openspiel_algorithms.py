"""OpenSpiel's own tests and algorithms on the four games: its random-simulation test,
the returns it checks, its MCTS bot (also against cardtable's search bot), and CFR
on reduced configurations."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the openspiel extra")
np = pytest.importorskip("numpy", reason="the OpenSpiel adapter needs the openspiel extra")
mcts = pytest.importorskip("open_spiel.python.algorithms.mcts", reason="needs the openspiel extra")
cfr = pytest.importorskip("open_spiel.python.algorithms.cfr", reason="needs the openspiel extra")
exploitability = pytest.importorskip("open_spiel.python.algorithms.exploitability", reason="openspiel extra")
open_spiel_policy = pytest.importorskip("open_spiel.python.policy", reason="needs the openspiel extra")

from cardtable import GAMES, RandomAgent, bots  # noqa: E402
from cardtable.adapters.openspiel import agent_action, load, spec_of  # noqa: E402
from cardtable.chance import Chance  # noqa: E402
from tests.adapters.openspiel_play import decisions, step  # noqa: E402

CONFIGS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("kings-mercy", {"players": 3}),
    ("kings-mercy", {"players": 6}),
    ("kings-mercy", {"players": 4, "max_hands": 3}),
    ("king-cut-throat", {"players": 3}),
    ("king-cut-throat", {"players": 2, "max_hands": 2, "target": 5}),
    ("open-mercy", {"players": 2}),
    ("open-mercy", {"players": 4}),
    ("open-mercy", {"players": 7, "stacking": "casual"}),
    ("witch-of-the-woods", {"players": 2}),
    ("witch-of-the-woods", {"players": 5, "betting": True, "max_hands": 2}),
    ("high-card", {"players": 3}),
    ("high-card", {"players": 2, "max_hands": 3}),
)
each_config = pytest.mark.parametrize(
    ("name", "params"), CONFIGS, ids=[f"{name}-{params['players']}-{len(params)}" for name, params in CONFIGS]
)


@each_config
def test_openspiel_random_simulation_test_passes(name: str, params: dict[str, Any]) -> None:
    game = load(name, **params)
    # Open Mercy's games are the longest (and serializing replays them): fewer of them.
    sims = 2 if name == "open-mercy" else 4
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # it passes without a warning
        pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


@each_config
def test_returns_are_the_outcomes_points(name: str, params: dict[str, Any]) -> None:
    game = load(name, **params)
    for seed in range(3):
        final = decisions(name, seed, **params)[-1]
        result = GAMES[name].outcome(final.position.engine)
        assert result is not None
        assert final.returns() == list(spec_of(GAMES[name]).returns(game.setup.rules, result))
        assert all(game.min_utility() <= value <= game.max_utility() for value in final.returns())
        if game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM:
            assert sum(final.returns()) == 0


@pytest.mark.parametrize(
    ("name", "params"), [("kings-mercy", {"players": 3}), ("open-mercy", {"players": 2})]
)
def test_openspiel_mcts_bot_plays_a_game_to_the_end(name: str, params: dict[str, Any]) -> None:
    game = load(name, seeds=8, **params)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = mcts.MCTSBot(
        game, uct_c=2.0, max_simulations=8, evaluator=evaluator, random_state=np.random.RandomState(1)
    )
    state = game.new_initial_state()
    chance = Chance.from_seed(9)
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            chance = step(state, chance)
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves > 0 and GAMES[name].outcome(state.position.engine) is not None


def test_mcts_and_cardtables_search_bot_share_a_table() -> None:
    game = load("kings-mercy", players=3, seeds=4)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(2))
    bot = mcts.MCTSBot(
        game, uct_c=2.0, max_simulations=8, evaluator=evaluator, random_state=np.random.RandomState(3)
    )
    search = bots.make("kings-mercy", "search", seed=1, simulations=8)
    state = game.new_initial_state()
    chance = Chance.from_seed(4)
    while not state.is_terminal():
        if state.is_chance_node():
            chance = step(state, chance)
        else:
            state.apply_action(
                bot.step(state) if state.current_player() == 0 else agent_action(state, search)
            )
    assert sum(state.returns()) == 0


def test_agent_action_refuses_a_chance_node_and_a_move_not_offered() -> None:
    state = load("kings-mercy", players=3, decks=1).new_initial_state()
    with pytest.raises(ValueError, match="chance or terminal node"):
        agent_action(state, RandomAgent(seed=0))
    state.apply_action(0)
    with pytest.raises(ValueError, match="not one of its legal moves"):
        agent_action(state, lambda view, moves: "fold")
    final = decisions("kings-mercy", seed=0, players=3)[-1]
    with pytest.raises(ValueError, match="chance or terminal node"):
        agent_action(final, RandomAgent(seed=0))


def test_cfr_on_a_reduced_kings_mercy_lowers_nash_conv() -> None:
    # Three seats, two units each, one of two fixed decks: 90 information states.
    game = load("kings-mercy", players=3, starting_units=2, decks=2)
    solver = cfr.CFRSolver(game)
    for _ in range(10):
        solver.evaluate_and_update_policy()
    uniform = exploitability.nash_conv(game, open_spiel_policy.UniformRandomPolicy(game))
    learned = exploitability.nash_conv(game, solver.average_policy())
    assert 0 <= learned < uniform / 2


def test_cfr_on_a_reduced_two_seat_witch_of_the_woods_lowers_exploitability() -> None:
    # Two seats betting one unit at most, one hand, two fixed decks, one engine stream.
    game = load(
        "witch-of-the-woods",
        players=2,
        betting=True,
        max_add=1,
        starting_units=2,
        hands_to_win=1,
        decks=2,
        seeds=1,
    )
    solver = cfr.CFRSolver(game)
    for _ in range(6):
        solver.evaluate_and_update_policy()
    uniform = exploitability.exploitability(game, open_spiel_policy.UniformRandomPolicy(game))
    learned = exploitability.exploitability(game, solver.average_policy())
    assert 0 <= learned < uniform / 2

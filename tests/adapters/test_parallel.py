"""The PettingZoo parallel environment: the seats a game waits on at once move in one step
(King Cut-Throat's discards, KC4 and KC13), one seat a step otherwise, every other agent
with the pass alone."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="the environments need the rl extra")
pettingzoo_test = pytest.importorskip("pettingzoo.test", reason="the environments need the rl extra")

from cardtable import GAMES, IllegalMove, king_cut_throat, kings_mercy, open_mercy, play  # noqa: E402
from cardtable.adapters import turns  # noqa: E402
from cardtable.adapters.observation import observation  # noqa: E402
from cardtable.adapters.parallel import CardTableParallelEnv, movers, parallel_env  # noqa: E402
from cardtable.agents import RandomAgent  # noqa: E402
from tests.games import NAMES, TEST_GAME  # noqa: E402

TABLES: tuple[tuple[str, Any], ...] = (
    ("kings-mercy", kings_mercy.Rules(players=3, max_hands=3)),
    ("king-cut-throat", king_cut_throat.Rules(players=2, target=3)),
    ("king-cut-throat", king_cut_throat.Rules(target=3, max_hands=4)),
    ("open-mercy", open_mercy.Rules(players=3)),
    ("open-mercy", open_mercy.Rules(players=6, stacking="casual")),
    ("high-card", TEST_GAME.Rules(players=3, max_hands=3)),
)
each_table = pytest.mark.parametrize(("name", "rules"), TABLES, ids=[f"{n}-{r.players}" for n, r in TABLES])


def seat_of(agent: str) -> int:
    return int(agent.removeprefix("seat_"))


@pytest.mark.parametrize("name", NAMES)
def test_parallel_api_test_passes_without_a_warning_on_every_game(name: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        pettingzoo_test.parallel_api_test(parallel_env(name), num_cycles=2000)


@each_table
def test_parallel_api_test_passes_without_a_warning_on_whole_games(name: str, rules: Any) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        pettingzoo_test.parallel_api_test(parallel_env(name, rules, whole_game=True), num_cycles=5000)


def answers(table: turns.Table, agents: list[RandomAgent]) -> dict[int, Any]:
    """Each mover's answer from its own view at the start of the step (``None``: a pass)."""
    module, state = table.game, table.state
    chosen = {}
    for seat in movers(table):
        if table.offer is not None and table.offer.optional:
            chosen[seat] = turns.ask(table, agents[seat])
        else:
            chosen[seat] = agents[seat](module.view(state, seat), module.legal_moves(state, seat))
    return chosen


@each_table
def test_a_parallel_game_is_the_game_play_plays_and_the_others_only_pass(name: str, rules: Any) -> None:
    game, seed = GAMES[name], 3
    agents = [RandomAgent(seed * 10 + seat) for seat in range(rules.players)]
    table = parallel_env(name, rules, whole_game=True)
    observations, infos = table.reset(seed=seed)
    together = 0
    while table.agents:
        moving = movers(table.table)
        together = max(together, len(moving))
        actions = {}
        for agent in table.agents:
            seen, mask = observations[agent], infos[agent]["action_mask"]
            assert table.observation_space(agent).contains(seen)
            assert np.array_equal(
                seen["observation"], observation(game.view(table.table.state, seat_of(agent)))
            )
            assert mask is seen["action_mask"]
            if seat_of(agent) not in moving:
                assert np.flatnonzero(mask).tolist() == [table.pass_action]
        for seat, move in answers(table.table, agents).items():
            action = table.pass_action if move is None else game.action_id(table.table.state, move)
            assert infos[f"seat_{seat}"]["action_mask"][action] == 1
            actions[f"seat_{seat}"] = action
        observations, rewards, terminations, truncations, infos = table.step(actions)
    assert set(terminations.values()) == {True} and not any(truncations.values())
    outcome = game.outcome(table.table.state)
    assert outcome is not None and list(rewards.values()) == [float(points) for points in outcome.points]
    expected = play(name, [RandomAgent(seed * 10 + seat) for seat in range(rules.players)], rules, seed)
    assert list(table.table.state.log) == list(expected.log)
    assert together == (rules.players if name == "king-cut-throat" else 1)


def test_the_discards_are_one_step_of_every_seat_and_the_showdown_s_of_its_two() -> None:
    rules = king_cut_throat.Rules(target=5)
    showdowns = 0
    for seed in range(60):
        table = parallel_env("king-cut-throat", rules, whole_game=True)
        observations, _ = table.reset(seed=seed)
        rng = np.random.default_rng(seed)
        while table.agents:
            state = table.table.state
            moving = movers(table.table)
            if state.phase in ("discard", "showdown-discard"):
                assert sorted(moving) == sorted(king_cut_throat.to_act(state)) and len(moving) > 1
                showdowns += state.phase == "showdown-discard"
            else:
                assert len(moving) <= 1
            actions = {
                agent: int(rng.choice(np.flatnonzero(observations[agent]["action_mask"])))
                for agent in table.agents
            }
            made = table.table.made
            observations, *_ = table.step(actions)
            assert table.table.made == made + len(moving)  # every mover's move, in one step
        if showdowns:
            return
    raise AssertionError("no Showdown in 60 games")


def test_a_step_with_a_wrong_action_is_refused_and_changes_nothing() -> None:
    table = parallel_env("king-cut-throat", king_cut_throat.Rules(target=3))
    observations, _ = table.reset(seed=4)
    before = table.table
    discards = {agent: int(np.flatnonzero(observations[agent]["action_mask"])[0]) for agent in table.agents}
    with pytest.raises(ValueError, match="no action for seat_2, which moves now"):
        table.step({agent: action for agent, action in discards.items() if agent != "seat_2"})
    with pytest.raises(IllegalMove, match="cannot pass"):
        table.step({**discards, "seat_0": table.pass_action})
    with pytest.raises(IllegalMove):
        table.step({**discards, "seat_0": discards["seat_1"]})  # seat 1's discard
    with pytest.raises(ValueError, match="not an agent still playing"):
        table.step({**discards, "seat_7": 0})
    with pytest.raises(ValueError, match="an action is an id"):
        table.step({**discards, "seat_1": -1})
    assert table.table is before
    observations, *_ = table.step(discards)
    assert table.table.made == 3
    moving = movers(table.table)
    assert len(moving) == 1
    idle = next(agent for agent in table.agents if seat_of(agent) not in moving)
    mover = f"seat_{moving[0]}"
    legal = int(np.flatnonzero(observations[mover]["action_mask"])[0])
    before = table.table
    with pytest.raises(IllegalMove, match="its one action is the pass"):
        table.step({mover: legal, idle: legal})
    assert table.table is before
    table.step({mover: legal})  # an agent with only the pass may be left out
    assert table.table.made == 4


def test_truncation_ends_every_agent_in_one_step_and_a_finished_episode_refuses_steps() -> None:
    table = parallel_env("open-mercy", open_mercy.Rules(players=3), max_moves=4)
    observations, _ = table.reset(seed=2)
    while table.agents:
        actions = {
            agent: int(np.flatnonzero(observations[agent]["action_mask"])[0]) for agent in table.agents
        }
        observations, rewards, terminations, truncations, infos = table.step(actions)
    assert table.table.made == 4 and set(truncations.values()) == {True} and not any(terminations.values())
    assert set(rewards.values()) == {0.0}
    assert all(not infos[agent]["action_mask"].any() for agent in infos)
    with pytest.raises(ValueError, match="the episode is over"):
        table.step({})


def test_the_same_seed_deals_the_same_game_and_no_seed_the_next_of_a_stream() -> None:
    logs = []
    for _ in range(2):
        table = parallel_env("king-cut-throat")
        observations, _ = table.reset(seed=9)
        rng = np.random.default_rng(1)
        while table.agents:
            actions = {
                agent: int(rng.choice(np.flatnonzero(observations[agent]["action_mask"])))
                for agent in table.agents
            }
            observations, *_ = table.step(actions)
        logs.append(list(table.table.state.log))
        table.reset()
        logs.append([table.table.state.origin.seed])
    assert logs[0] == logs[2] and logs[1] == logs[3] != [9]


def test_the_render_is_the_public_table_and_bad_options_are_refused() -> None:
    table = parallel_env("witch-of-the-woods", render_mode="ansi")
    table.reset(seed=1)
    assert table.render() == str(GAMES["witch-of-the-woods"].view(table.table.state, None))
    assert isinstance(table, CardTableParallelEnv)
    assert table.metadata["name"] == "cardtable_witch_of_the_woods_v0" and table.rules.max_hands == 1
    for options in (
        {"render_mode": "rgb_array"},
        {"reward": "money"},
        {"max_moves": 0},
        {"whole_game": "no"},
    ):
        with pytest.raises(ValueError):
            parallel_env("king-cut-throat", **options)

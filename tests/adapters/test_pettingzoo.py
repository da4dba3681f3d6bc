"""The PettingZoo AEC environment of every game, and the turn order it steps through."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="the environments need the rl extra")
pettingzoo_test = pytest.importorskip("pettingzoo.test", reason="the environments need the rl extra")

from cardtable import (  # noqa: E402
    GAMES,
    IllegalMove,
    king_cut_throat,
    kings_mercy,
    open_mercy,
    play,
    witch_of_the_woods,
)
from cardtable.adapters import turns  # noqa: E402
from cardtable.adapters.observation import observation  # noqa: E402
from cardtable.adapters.pettingzoo import CardTableEnv, env  # noqa: E402
from cardtable.agents import RandomAgent  # noqa: E402
from tests.games import NAMES, TEST_GAME  # noqa: E402

TABLES: tuple[tuple[str, Any], ...] = (
    ("kings-mercy", kings_mercy.Rules(players=3, max_hands=3)),
    ("kings-mercy", kings_mercy.Rules(players=5, max_hands=2)),
    ("king-cut-throat", king_cut_throat.Rules(players=2, target=3)),
    ("king-cut-throat", king_cut_throat.Rules(target=3)),
    ("open-mercy", open_mercy.Rules(players=2)),
    ("open-mercy", open_mercy.Rules(players=4)),
    ("open-mercy", open_mercy.Rules(players=7, stacking="casual")),
    ("witch-of-the-woods", witch_of_the_woods.Rules(players=2, hands_to_win=2)),
    ("witch-of-the-woods", witch_of_the_woods.Rules(players=5, betting=True, hands_to_win=2)),
    ("high-card", TEST_GAME.Rules(players=3, max_hands=3)),
)
each_table = pytest.mark.parametrize(("name", "rules"), TABLES, ids=[f"{n}-{r.players}" for n, r in TABLES])


def random_agents(players: int, seed: int) -> list[RandomAgent]:
    return [RandomAgent(seed * 10 + seat) for seat in range(players)]


@each_table
def test_the_table_offers_moves_in_the_order_play_does(name: str, rules: Any) -> None:
    for seed in range(3):
        agents = random_agents(rules.players, seed)
        table = turns.start(name, rules, seed)
        while not table.over:
            assert table.offer is not None
            table = turns.decide(table, turns.ask(table, agents[table.offer.seat]))
        expected = play(name, random_agents(rules.players, seed), rules, seed)
        assert list(table.state.log) == list(expected.log)
        assert table.made == len(expected.log)


@each_table
def test_the_env_played_by_random_agents_through_actions_matches_play(name: str, rules: Any) -> None:
    game, seed = GAMES[name], 4
    agents = random_agents(rules.players, seed)
    table = env(name, rules)
    table.reset(seed=seed)
    actions = GAMES[name]
    for agent in table.agent_iter():
        observed, _, terminated, truncated, info = table.last()
        if terminated or truncated:
            table.step(None)
            continue
        seat = table.possible_agents.index(agent)
        state = table.table.state
        assert np.array_equal(observed, observation(game.view(state, seat)))
        assert table.observation_space(agent).contains(observed)
        move = turns.ask(table.table, agents[seat])
        action = table.pass_action if move is None else actions.action_id(state, move)
        assert info["action_mask"][action] == 1
        table.step(action)
    # The episode's rules: these, or one hand of them where they set no hand limit.
    assert list(table.table.state.log) == list(
        play(name, random_agents(rules.players, seed), table.rules, seed).log
    )


@each_table
def test_api_test_passes_without_a_warning(name: str, rules: Any) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        pettingzoo_test.api_test(env(name, rules), num_cycles=300)


@pytest.mark.parametrize("name", NAMES)
def test_api_test_passes_on_every_game_s_default_episode(name: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        pettingzoo_test.api_test(env(name), num_cycles=100)


@each_table
def test_seed_test_passes(name: str, rules: Any) -> None:
    pettingzoo_test.seed_test(lambda: env(name, rules), num_cycles=300)


@each_table
def test_a_masked_random_rollout_ends_the_game_with_the_points_as_rewards(name: str, rules: Any) -> None:
    table = env(name, rules)
    table.reset(seed=11)
    rng = np.random.default_rng(11)
    totals = dict.fromkeys(table.possible_agents, 0.0)
    finished = []
    for agent in table.agent_iter():
        _, reward, terminated, truncated, info = table.last()
        totals[agent] += reward
        if terminated or truncated:
            assert terminated and not truncated
            finished.append(agent)
            table.step(None)
            continue
        mask = info["action_mask"]
        assert mask.any() and all(
            not table.infos[other]["action_mask"].any() for other in table.agents if other != agent
        )
        table.step(int(rng.choice(np.flatnonzero(mask))))
    outcome = GAMES[name].outcome(table.table.state)
    assert outcome is not None and sorted(finished) == sorted(table.possible_agents)
    assert [totals[agent] for agent in table.possible_agents] == [float(points) for points in outcome.points]


def test_win_rewards_and_truncation() -> None:
    rules = open_mercy.Rules(players=3)
    table = env("open-mercy", rules, reward="win")
    table.reset(seed=2)
    rng = np.random.default_rng(2)
    for _agent in table.agent_iter():
        _, _, terminated, truncated, info = table.last()
        table.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(info["action_mask"]))))
    outcome = open_mercy.outcome(table.table.state)
    assert outcome is not None
    short = env("open-mercy", rules, max_moves=5)
    short.reset(seed=2)
    while not any(short.truncations.values()):
        mask = short.infos[short.agent_selection]["action_mask"]
        short.step(int(np.flatnonzero(mask)[0]))
    assert short.table.made == 5 and all(short.truncations.values()) and not any(short.terminations.values())
    assert set(short.rewards.values()) == {0.0}


def test_every_winner_gets_one_and_every_other_seat_minus_one() -> None:
    rules = kings_mercy.Rules(players=3, max_hands=2)
    table = env("kings-mercy", rules, reward="win")
    table.reset(seed=5)
    totals = dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        _, reward, terminated, truncated, info = table.last()
        totals[agent] += reward
        table.step(None if terminated or truncated else int(np.flatnonzero(info["action_mask"])[-1]))
    outcome = kings_mercy.outcome(table.table.state)
    assert outcome is not None
    assert [totals[f"seat_{seat}"] for seat in range(3)] == [
        1.0 if seat in outcome.winners else -1.0 for seat in range(3)
    ]


def test_a_reset_without_a_seed_deals_the_next_game_of_a_seeded_stream() -> None:
    first, second = env("witch-of-the-woods"), env("witch-of-the-woods")
    first.reset(seed=9)
    second.reset(seed=9)
    deals = []
    for table in (first, second):
        table.reset()
        deals.append(table.table.state.origin.seed)
    assert deals[0] == deals[1] != 9
    first.reset(seed=9)
    assert first.table.state.origin.seed == 9


def test_bad_actions_are_refused_and_change_nothing() -> None:
    table = env("kings-mercy", kings_mercy.Rules(players=3))
    table.reset(seed=4)
    before = table.table
    mask = table.infos[table.agent_selection]["action_mask"]
    other_seat = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalMove, match="waits on seat 1, not seat 0"):
        table.step(other_seat)
    own_block = [action for action in range(7, 14) if not mask[action]]
    assert own_block
    for action in own_block:
        with pytest.raises(IllegalMove):
            table.step(action)
    with pytest.raises(IllegalMove, match="cannot pass"):
        table.step(table.pass_action)
    for wrong in (-1, table.pass_action + 1, True, "0", 1.0):
        with pytest.raises(ValueError, match="an action is an id"):
            table.step(wrong)  # type: ignore[arg-type]
    assert table.table is before
    table.step(np.int64(np.flatnonzero(mask)[0]))
    assert table.table.made == 1


def test_passing_an_optional_offer_moves_on_to_the_next_seat() -> None:
    for seed in range(40):
        table = turns.start("open-mercy", open_mercy.Rules(players=4), seed)
        agents = random_agents(4, seed)
        while not table.over:
            assert table.offer is not None
            if table.offer.optional:
                after = turns.decide(table, None)
                assert after.state is table.state and after.offer != table.offer
                return
            table = turns.decide(table, turns.ask(table, agents[table.offer.seat]))
    raise AssertionError("no off-turn offer in 40 games")


def test_the_render_is_the_public_table_and_bad_options_are_refused() -> None:
    table = env("king-cut-throat", render_mode="ansi")
    table.reset(seed=1)
    assert table.render() == str(king_cut_throat.view(table.table.state, None))
    assert isinstance(table, CardTableEnv) and table.metadata["name"] == "cardtable_king_cut_throat_v0"
    for options in ({"render_mode": "rgb_array"}, {"reward": "money"}, {"max_moves": 0}):
        with pytest.raises(ValueError):
            env("king-cut-throat", **options)
    with pytest.raises(ValueError, match="no game called"):
        env("chess")
    with pytest.raises(ValueError, match="must be its Rules"):
        env("king-cut-throat", kings_mercy.Rules())


def test_no_seat_may_make_the_hosts_move() -> None:
    table = env("open-mercy", open_mercy.Rules(players=3))
    table.reset(seed=6)
    actions, state, offer = table.actions, table.table.state, table.table.offer
    assert offer is not None
    host = next(
        action
        for action in range(actions.num_actions(state.origin.rules))
        if getattr(actions.move_of(state, action), "by_host", False)
        and actions.move_of(state, action).player == offer.seat
    )
    with pytest.raises(IllegalMove, match="the host's move"):
        table.step(host)
    assert table.table.state is state

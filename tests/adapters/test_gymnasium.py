"""The Gymnasium single-seat environment: one seat of a game against named bots."""

from __future__ import annotations

import warnings
from typing import Any, SupportsFloat

import pytest

np = pytest.importorskip("numpy", reason="the environments need the rl extra")
gymnasium = pytest.importorskip("gymnasium", reason="the environments need the rl extra")
env_checker = pytest.importorskip("gymnasium.utils.env_checker", reason="the environments need the rl extra")

from cardtable import (  # noqa: E402
    GAMES,
    IllegalMove,
    bots,
    king_cut_throat,
    kings_mercy,
    open_mercy,
    play,
    witch_of_the_woods,
)
from cardtable.adapters import turns  # noqa: E402
from cardtable.adapters.gymnasium import ENV_IDS, SeatEnv, bot_seeds, register  # noqa: E402
from cardtable.adapters.observation import observation  # noqa: E402
from cardtable.agents import RandomAgent  # noqa: E402
from tests.games import NAMES, TEST_GAME  # noqa: E402

TABLES: tuple[tuple[str, Any, int, str], ...] = (
    ("kings-mercy", kings_mercy.Rules(players=3, max_hands=3), 1, "heuristic"),
    ("king-cut-throat", king_cut_throat.Rules(players=2, target=3), 0, "heuristic"),
    ("king-cut-throat", king_cut_throat.Rules(target=3), 2, "random"),
    ("open-mercy", open_mercy.Rules(players=3), 0, "pilot"),
    ("open-mercy", open_mercy.Rules(players=6), 4, "random"),
    ("witch-of-the-woods", witch_of_the_woods.Rules(players=4, hands_to_win=2), 3, "heuristic"),
    ("witch-of-the-woods", witch_of_the_woods.Rules(players=3, betting=True, hands_to_win=2), 1, "random"),
    ("high-card", TEST_GAME.Rules(players=3, max_hands=3), 1, "heuristic"),
)
each_table = pytest.mark.parametrize(
    ("name", "rules", "seat", "bot"), TABLES, ids=[f"{n}-{r.players}-{b}" for n, r, _, b in TABLES]
)


@each_table
def test_check_env_passes_without_a_warning(name: str, rules: Any, seat: int, bot: str) -> None:
    register()  # High Card, registered with cardtable for this test
    made = gymnasium.make(ENV_IDS[name], rules=rules, seat=seat, opponents=bot)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env_checker.check_env(made.unwrapped)  # the render check too: it has a spec


@pytest.mark.parametrize("name", NAMES)
def test_gymnasium_make_makes_every_game_and_check_env_passes_without_a_warning(name: str) -> None:
    register()
    made = gymnasium.make(ENV_IDS[name])
    assert isinstance(made.unwrapped, SeatEnv) and made.unwrapped.game is GAMES[name]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env_checker.check_env(made.unwrapped)
        # Gymnasium's own wrappers (the passive checker, the order enforcer) see each step.
        observed, info = made.reset(seed=2)
        done, rng = False, np.random.default_rng(2)
        while not done:
            assert made.observation_space.contains(observed)
            observed, _, terminated, truncated, info = made.step(
                int(rng.choice(np.flatnonzero(info["action_mask"])))
            )
            done = terminated or truncated
        assert terminated


def test_the_ids_are_the_titles_and_make_passes_its_keywords_to_the_env() -> None:
    assert dict(ENV_IDS) == {
        "kings-mercy": "cardtable/KingsMercy-v0",
        "king-cut-throat": "cardtable/KingCutThroat-v0",
        "open-mercy": "cardtable/OpenMercy-v0",
        "witch-of-the-woods": "cardtable/WitchOfTheWoods-v0",
        "high-card": "cardtable/HighCard-v0",
    }
    rules = king_cut_throat.Rules(players=2, target=4)
    made = gymnasium.make(
        "cardtable/KingCutThroat-v0",
        rules=rules,
        seat=1,
        opponents="heuristic",
        whole_game=True,
        reward="win",
    )
    seat = made.unwrapped
    assert isinstance(seat, SeatEnv)
    assert (seat.rules, seat.seat, seat.opponents, seat.reward) == (rules, 1, ("heuristic",), "win")
    with pytest.raises(ValueError, match="no bot called 'deep-blue'"):
        gymnasium.make("cardtable/OpenMercy-v0", opponents="deep-blue")
    register()  # registering again changes nothing
    assert gymnasium.spec("cardtable/OpenMercy-v0").kwargs == {"game": "open-mercy"}


@each_table
def test_an_episode_is_the_game_play_plays_with_the_same_agents(
    name: str, rules: Any, seat: int, bot: str
) -> None:
    game, seed = GAMES[name], 7
    env = SeatEnv(name, rules, seat, bot)
    me = RandomAgent(3)
    observed, info = env.reset(seed=seed)
    actions = GAMES[name]
    done = False
    reward_now: SupportsFloat = 0.0
    while not done:
        assert np.array_equal(observed, observation(game.view(env.table.state, seat)))
        assert np.array_equal(env.action_masks(), info["action_mask"].astype(bool))
        move = turns.ask(env.table, me)
        action = env.pass_action if move is None else actions.action_id(env.table.state, move)
        assert env.action_masks()[action]
        observed, reward_now, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    assert terminated and not info["action_mask"].any()
    seeds = iter(bot_seeds(seed, rules.players - 1))
    agents = [
        RandomAgent(3) if other == seat else bots.make(name, bot, seed=next(seeds))
        for other in range(rules.players)
    ]
    expected = play(name, agents, env.rules, seed)
    assert list(env.table.state.log) == list(expected.log)
    outcome = game.outcome(expected)
    assert outcome is not None and float(reward_now) == float(outcome.points[seat])


def test_win_rewards_truncation_and_the_stream_of_seeds() -> None:
    env = SeatEnv("open-mercy", open_mercy.Rules(players=3), seat=1, reward="win")
    env.reset(seed=1)
    done, rng = False, np.random.default_rng(0)
    while not done:
        _, reward, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        done = terminated or truncated
    outcome = open_mercy.outcome(env.table.state)
    assert outcome is not None and reward == (1.0 if 1 in outcome.winners else -1.0)
    short = SeatEnv("kings-mercy", seat=0, max_moves=6)
    short.reset(seed=3)
    truncated = False
    while not truncated:
        _, reward, terminated, truncated, _ = short.step(int(np.flatnonzero(short.action_masks())[0]))
        assert not terminated
    assert short.table.made >= 6 and reward == 0.0
    with pytest.raises(ValueError, match="episode is over"):
        short.step(0)
    first, second = SeatEnv("kings-mercy"), SeatEnv("kings-mercy")
    assert first.reset()[0].tolist() == second.reset()[0].tolist()
    assert first.table.state.origin.seed == second.table.state.origin.seed


def test_an_illegal_action_loses_or_raises_as_asked() -> None:
    rules = king_cut_throat.Rules(target=3)
    losing = SeatEnv("king-cut-throat", rules, seat=1)
    _, info = losing.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = losing.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    with pytest.raises(ValueError, match="episode is over"):
        losing.step(illegal)
    raising = SeatEnv("king-cut-throat", rules, seat=1, illegal="raise")
    raising.reset(seed=2)
    before = raising.table
    with pytest.raises(IllegalMove):
        raising.step(illegal)
    with pytest.raises(ValueError, match="an action is an id"):
        raising.step(raising.pass_action + 1)
    assert raising.table is before


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="kings-mercy has no bot called 'deep-blue'"):
        SeatEnv("kings-mercy", opponents="deep-blue")
    with pytest.raises(ValueError, match="for the 3 other seats"):
        SeatEnv("kings-mercy", opponents=("random", "random"))
    with pytest.raises(ValueError, match="no seat 4"):
        SeatEnv("kings-mercy", seat=4)
    for options in ({"reward": "money"}, {"illegal": "ignore"}, {"max_moves": 0}, {"render_mode": "human"}):
        with pytest.raises(ValueError):
            SeatEnv("kings-mercy", **options)
    for rules in (open_mercy.Rules(), 4):
        with pytest.raises(ValueError, match="must be its Rules"):
            SeatEnv("kings-mercy", rules)


def test_bots_stopped_by_max_moves_before_the_seats_turn_truncate_the_episode() -> None:
    env = SeatEnv("kings-mercy", kings_mercy.Rules(players=3), seat=0, max_moves=1)
    _, info = env.reset(seed=4)
    assert env.table.made == 1 and not info["action_mask"].any()
    _, reward, terminated, truncated, _ = env.step(0)
    assert (reward, terminated, truncated) == (0.0, False, True)


def test_the_render_is_the_seats_own_view() -> None:
    env = SeatEnv("witch-of-the-woods", seat=2, render_mode="ansi")
    env.reset(seed=4)
    assert env.render() == str(witch_of_the_woods.view(env.table.state, 2))
    assert SeatEnv("witch-of-the-woods").render() is None

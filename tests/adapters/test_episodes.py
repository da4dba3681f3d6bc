"""One episode in every adapter: one hand of a game played in hands, the whole game with
``whole_game=True``, the same rules in PettingZoo (AEC and parallel), Gymnasium and
OpenSpiel."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

np = pytest.importorskip("numpy", reason="the environments need the rl extra")
pytest.importorskip("pettingzoo", reason="the environments need the rl extra")
pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the openspiel extra")

from cardtable import GAMES, kings_mercy  # noqa: E402
from cardtable.adapters.episode import episode_rules, has_hands  # noqa: E402
from cardtable.adapters.gymnasium import SeatEnv  # noqa: E402
from cardtable.adapters.openspiel import load  # noqa: E402
from cardtable.adapters.parallel import parallel_env  # noqa: E402
from cardtable.adapters.pettingzoo import env  # noqa: E402
from tests.adapters.openspiel_play import decisions  # noqa: E402
from tests.games import NAMES  # noqa: E402


def rules_played(name: str, rules: Any = None, **options: Any) -> list[Any]:
    """The rules each adapter plays an episode of ``name`` under, given these options."""
    params = {} if rules is None else {"players": rules.players}
    return [
        env(name, rules, **options).rules,
        parallel_env(name, rules, **options).rules,
        SeatEnv(name, rules, **options).rules,
        load(name, **params, **options).setup.rules,
    ]


@pytest.mark.parametrize("name", NAMES)
def test_every_adapter_plays_the_same_episode_one_hand_unless_the_whole_game_is_asked(name: str) -> None:
    standard = GAMES[name].Rules()
    one_hand = [episode_rules(name, standard)] * 4
    assert rules_played(name) == one_hand
    assert rules_played(name, whole_game=True) == [standard] * 4
    if has_hands(name) and standard.max_hands is None:
        assert one_hand[0] == attrs.evolve(standard, max_hands=1)
    else:  # a game without hands, or whose standard rules end it: the episode is the game
        assert one_hand[0] == standard


def test_a_hand_limit_the_rules_set_is_kept() -> None:
    rules = kings_mercy.Rules(players=3, max_hands=4)
    assert rules_played("kings-mercy", rules, whole_game=False)[:3] == [rules] * 3
    assert load("kings-mercy", players=3, max_hands=4).setup.rules == rules


def hands_of(name: str, state: Any) -> int:
    """The number of hands ``state`` has reached (its facts name the field)."""
    hand = GAMES[name].FACTS.search.hand
    return 1 if hand is None else int(getattr(state, hand))


@pytest.mark.parametrize("name", sorted(name for name in GAMES if has_hands(name)))
def test_a_default_episode_ends_with_its_first_hand_in_every_adapter(name: str) -> None:
    for seed in range(3):
        table = env(name)
        table.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _agent in table.agent_iter():
            _, _, terminated, truncated, info = table.last()
            table.step(
                None if terminated or truncated else int(rng.choice(np.flatnonzero(info["action_mask"])))
            )
        assert GAMES[name].outcome(table.table.state) is not None
        assert hands_of(name, table.table.state) == 1
        final = decisions(name, seed)[-1].position.engine
        assert GAMES[name].outcome(final) is not None and hands_of(name, final) == 1


def test_the_whole_game_plays_on_after_the_first_hand() -> None:
    rules = kings_mercy.Rules(players=3, starting_units=3)
    table = env("kings-mercy", rules, whole_game=True)
    table.reset(seed=1)
    rng = np.random.default_rng(1)
    for _agent in table.agent_iter():
        _, _, terminated, truncated, info = table.last()
        table.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(info["action_mask"]))))
    assert table.table.state.number > 1 and kings_mercy.outcome(table.table.state) is not None

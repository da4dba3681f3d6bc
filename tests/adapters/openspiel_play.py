"""Random play through the OpenSpiel adapter, for its tests.

Imported by the test modules once they have found OpenSpiel (``pytest.importorskip``),
so the adapter is imported only inside the functions.
"""

from __future__ import annotations

from typing import Any

from cardtable.adapters.episode import has_hands
from cardtable.chance import Chance


def step(state: Any, chance: Chance) -> Chance:
    """One uniform random step: a chance outcome by its probability is not needed here,
    any outcome will do, since the tests check what holds for every outcome."""
    actions = (
        [action for action, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
    )
    action, chance = chance.choice(tuple(actions))
    state.apply_action(action)
    return chance


def decisions(name: str, seed: int, **params: Any) -> list[Any]:
    """Clones of every decision state of one random game, and its terminal state last."""
    from cardtable.adapters.openspiel import load

    state = load(name, **params).new_initial_state()
    chance = Chance.from_seed(seed)
    seen = []
    while not state.is_terminal():
        if not state.is_chance_node():
            seen.append(state.clone())
        chance = step(state, chance)
    seen.append(state)
    return seen


def one_hand(name: str) -> dict[str, Any]:
    """The parameters of one hand of a game played in hands (its rules may set a limit of
    several), none for another: for checks that read a single hand's history."""
    return {"max_hands": 1} if has_hands(name) else {}

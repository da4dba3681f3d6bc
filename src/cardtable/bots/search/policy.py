"""Rollout policies: how every seat plays on inside a simulation, read from the sampled state.

A policy is called as ``policy(state, seat, moves) -> move`` on a seat's turn in
a rollout, ``state`` being a determinized sample (it holds nothing the searching
seat may not know; the other hands in it are guesses). ``policy(game, rollout)``
turns the search bot's ``rollout`` option into one:

- ``"random"``: ``None``, the uniform rollout of ``rollout.play_out`` (fastest);
- ``"heuristic"``: the game's own rollout policy (``game.FACTS.search.policy``), a
  cheap version of its heuristic bot, a few lines over the state per decision (the
  full bots read the view's history and weigh every card unseen, too slow to call a
  thousand times a decision);
- an agent (``agent(view, moves)``): asked with the deciding seat's view of the sample.

>>> from cardtable import open_mercy as om
>>> rollout = policy(om, "heuristic")
>>> state = om.new_game(om.Rules(players=2), seed=3)
>>> rollout(state, 0, om.legal_moves(state, 0)) in om.legal_moves(state, 0)
True
>>> policy(om, "random") is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.game import Game

__all__ = ["ROLLOUTS", "Policy", "policy"]

Policy = Callable[[Any, int, tuple[Any, ...]], Any]
"""``policy(state, seat, moves) -> move``: a rollout's choice for ``seat`` in a sampled state."""
ROLLOUTS = ("random", "heuristic")
"""The rollouts named by a word."""


def policy(game: Game, rollout: Any) -> Policy | None:
    """The policy for the search bot's ``rollout`` option (see the module docstring)."""
    if rollout is None or rollout == "random":
        return None
    if rollout == "heuristic":
        return game.FACTS.search.policy
    if isinstance(rollout, str) or not callable(rollout):
        raise ValueError(f"rollout must be one of {', '.join(ROLLOUTS)} or an agent, not {rollout!r}")
    agent = rollout

    def from_view(state: Any, seat: int, moves: tuple[Any, ...]) -> Any:
        return agent(game.view(state, seat), moves)

    return from_view

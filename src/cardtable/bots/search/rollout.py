"""Rollouts: play on from a state to the end of the hand, the end of the game or the depth cap.

The default policy picks uniformly among the moves of the seat that decides
(``Model.step``: calls and catches are taken at once, the host moves when
nobody is waited on). A ``policy`` (``policy.Policy``), if given, is asked
instead, with the sampled state and the deciding seat. The rollout ends when
the game is over, when the hand it started in is over (the model's ``hand``
field changes), or after the model's ``depth`` moves; the table is then scored by ``Model.rewards``.

>>> from cardtable import open_mercy as om
>>> from cardtable.chance import Chance
>>> from cardtable.bots.search.model import model
>>> rewards, _ = play_out(model(om), om.new_game(om.Rules(players=4), seed=2), None,
...                       Chance.from_seed(0))
>>> len(rewards), all(0 <= reward <= 1 for reward in rewards)
(4, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.bots.search.model import Model
from cardtable.bots.search.policy import Policy
from cardtable.chance import Chance

__all__ = ["Rollout", "play_out"]

Rollout = Callable[[Any, tuple[Any, ...]], Any]
"""A rollout agent: called as ``rollout(view, moves)`` on a seat's turn (``policy.policy`` wraps it)."""


def play_out(
    model: Model, state: Any, hand: int | None, chance: Chance, rollout: Policy | None = None
) -> tuple[tuple[float, ...], Chance]:
    """Play ``state`` on (see the module docstring) and return every seat's reward and the stream after.

    ``hand`` is the hand the search started in (``None``: no hand limit).
    """
    game = model.game
    field = model.hand
    for _ in range(model.depth):
        if hand is not None and field is not None and getattr(state, field) != hand:
            break
        seat, moves = model.step(state)
        if not moves:
            break
        if seat is None or len(moves) == 1:
            move = moves[0]
        elif rollout is not None:
            move = rollout(state, seat, moves)
            if move not in moves:
                move = moves[0]
        else:
            index, chance = chance.below(len(moves))
            move = moves[index]
        state = game.apply_move(state, move)
    return model.rewards(state), chance

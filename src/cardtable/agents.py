"""Agents and the loop that seats them at a game.

An agent is any callable ``agent(view, moves) -> move`` that picks one of the
legal moves it is offered, seeing only its own seat's view.

>>> import cardtable
>>> final = cardtable.play("kings-mercy", [RandomAgent(seed=s) for s in range(3)],
...                        rules=cardtable.GAMES["kings-mercy"].Rules(players=3, max_hands=5))
>>> cardtable.GAMES["kings-mercy"].outcome(final) is not None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from cardtable.chance import Chance
from cardtable.game import Game
from cardtable.games import resolve


class Agent(Protocol):
    """Chooses a move for one seat from what that seat can see."""

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any: ...


class RandomAgent:
    """Picks uniformly among the legal moves, from its own seeded stream.

    >>> agent = RandomAgent(seed=1)
    >>> agent(None, ("check", "bet")) in ("check", "bet")
    True
    """

    __slots__ = ("_chance",)

    def __init__(self, seed: int = 0) -> None:
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        move, self._chance = self._chance.choice(moves)
        return move


def play(
    game: Game | str,
    agents: Sequence[Agent],
    rules: Any = None,
    seed: int = 0,
    *,
    max_moves: int | None = None,
) -> Any:
    """Play a game from a fresh deal to its end and return the final state.

    Each seat's agent is asked for a move whenever the game waits on that seat
    (the first seat of ``to_act`` goes first). When the game waits on nobody but
    a host move is open, the first host move is made, as a table's clock would.
    ``max_moves`` stops early and returns the state reached.
    """
    module = resolve(game)
    state = module.new_game(rules, seed=seed)
    made = 0
    while max_moves is None or made < max_moves:
        waiting = module.to_act(state)
        if waiting:
            seat = waiting[0]
            moves = module.legal_moves(state, seat)
            move = agents[seat](module.view(state, seat), moves)
        else:
            moves = module.legal_moves(state)
            if not moves:
                break
            move = moves[0]
        state = module.apply_move(state, move)
        made += 1
    return state

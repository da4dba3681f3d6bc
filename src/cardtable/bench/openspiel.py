"""The OpenSpiel adapter's cost per step, measured against the bare engine in the same run.

Both play the same random games (each step a uniform pick among the seat to
act's legal moves, from a seeded ``Chance``): the bare engine through
``legal_moves`` and ``apply_move``; the adapter through OpenSpiel's
``legal_actions`` and ``apply_action``, timed over the seats' moves alone and
over the whole game (the deal's chance nodes included, each a uniform pick
among its outcomes), and once more also taking the seat's
``information_state_tensor`` at every move. The figures are processor
microseconds per move made by a seat, and the adapter's ratio to the engine:
ratios, since the machine is shared and noisy.

    python -m cardtable.bench openspiel [--games N] [--game NAME]

>>> rows = measure("kings-mercy", games=2, players=3)
>>> [name for name, _ in rows]
['engine', 'adapter', 'adapter with the deal', 'adapter + tensor']
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from typing import Any

from cardtable.adapters.openspiel.extra import spiel
from cardtable.adapters.openspiel.register import load
from cardtable.chance import Chance
from cardtable.games import GAMES


def _engine(name: str, games: int, params: dict[str, Any]) -> tuple[float, int]:
    module = GAMES[name]
    game = load(name, **params)
    rules = game.setup.rules
    chance = Chance.from_seed(0)
    steps = 0
    start = time.process_time()
    for seed in range(games):
        state = module.new_game(rules, seed=seed)
        moves = 0
        while module.outcome(state) is None and moves < game.setup.max_moves:
            move, chance = chance.choice(module.legal_moves(state, module.to_act(state)[0]))
            state = module.apply_move(state, move)
            moves += 1
        steps += moves
    return time.process_time() - start, steps


def _adapter(name: str, games: int, params: dict[str, Any], tensor: bool) -> tuple[float, float, int]:
    """Processor seconds in all, seconds in the seats' moves alone, and the moves made."""
    game = load(name, **params)
    chance = Chance.from_seed(0)
    steps = 0
    moving = 0.0
    clock = time.process_time
    start = clock()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcome, chance = chance.choice(tuple(action for action, _ in state.chance_outcomes()))
                state.apply_action(outcome)
                continue
            before = clock()
            if tensor:
                state.information_state_tensor(state.current_player())
            action, chance = chance.choice(tuple(state.legal_actions()))
            state.apply_action(action)
            moving += clock() - before
            steps += 1
    return clock() - start, moving, steps


def measure(name: str, games: int = 20, **params: Any) -> list[tuple[str, float]]:
    """Microseconds per move: the engine; the adapter's moves alone, and with the deal's
    chance nodes; the adapter's moves with the seat's information-state tensor."""
    seconds, steps = _engine(name, games, params)
    total, moving, moves = _adapter(name, games, params, tensor=False)
    _, with_tensor, _ = _adapter(name, games, params, tensor=True)
    per_move = 1e6 / max(steps, 1)
    per_adapter_move = 1e6 / max(moves, 1)
    return [
        ("engine", seconds * per_move),
        ("adapter", moving * per_adapter_move),
        ("adapter with the deal", total * per_adapter_move),
        ("adapter + tensor", with_tensor * per_adapter_move),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures for every game (or one), as a table; the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.bench openspiel", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=20, help="random games per game (default 20)")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    arguments = parser.parse_args(argv)
    print(f"OpenSpiel {getattr(spiel, '__version__', '')}: microseconds per move, random play".strip())
    for name in [arguments.game] if arguments.game else sorted(GAMES):
        rows = measure(name, arguments.games)
        engine = rows[0][1]
        figures = "  ".join(f"{label} {micro:.0f} us ({micro / engine:.1f}x)" for label, micro in rows)
        print(f"{name:20} {figures}")
    return 0

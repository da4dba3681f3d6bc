"""What the PettingZoo environment costs per step next to the bare engine, for every game
(``cardtable[rl]``): ``python -m cardtable.bench pettingzoo [--games N] [--seed S] [--rounds R]``.

Both sides play random games of the standard rules from the same seeds. The engine
side times ``legal_moves(state)`` and ``apply_move`` of a uniformly drawn move; the
environment side times ``env.last()`` (the seat's view and its observation vector) and
``env.step`` of an action drawn from the mask (the move the id names, the turn order,
the offers of off-turn moves, the masks in the infos), playing whole games
(``whole_game=True``) as the engine side does. Drawing the move is left out of both.
The sides take turns for a few rounds and each keeps its best round. Figures are
microseconds a step on this machine, and the ratio, which is what to quote: the
machine is shared.

>>> rows = measure(games=1, names=("witch-of-the-woods",), rounds=1)
>>> [row.game for row in rows], rows[0].ratio > 0
(['witch-of-the-woods'], True)
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

import attrs
import numpy as np

from cardtable.adapters.pettingzoo import env
from cardtable.games import GAMES, resolve

__all__ = ["Row", "engine_steps", "env_steps", "main", "measure"]


@attrs.frozen(slots=True)
class Row:
    """One game's figures: steps taken and microseconds a step on each side."""

    game: str
    engine_steps: int
    engine_us: float
    env_steps: int
    env_us: float

    @property
    def ratio(self) -> float:
        """How many times a step of the environment costs a step of the engine.

        >>> Row("kings-mercy", 10, 20.0, 10, 90.0).ratio
        4.5
        """
        return self.env_us / self.engine_us

    def __str__(self) -> str:
        return (
            f"{self.game:<20} engine {self.engine_us:8.1f} us/step ({self.engine_steps} steps)"
            f"   env {self.env_us:8.1f} us/step ({self.env_steps} steps)   ratio {self.ratio:5.1f}x"
        )


def engine_steps(name: str, games: int, seed: int) -> tuple[int, float]:
    """Steps and seconds (``legal_moves`` and ``apply_move`` only) for ``games`` random games
    on the bare engine.

    >>> steps, seconds = engine_steps("witch-of-the-woods", 1, 0)
    >>> steps > 0 and seconds > 0
    True
    """
    module = resolve(name)
    rng = np.random.default_rng(seed)
    steps, seconds, clock = 0, 0.0, time.perf_counter
    for number in range(games):
        state = module.new_game(seed=seed + number)
        while True:
            began = clock()
            moves = module.legal_moves(state)
            seconds += clock() - began
            if not moves:
                break
            move = moves[int(rng.integers(len(moves)))]
            began = clock()
            state = module.apply_move(state, move)
            seconds += clock() - began
            steps += 1
    return steps, seconds


def env_steps(name: str, games: int, seed: int) -> tuple[int, float]:
    """Steps and seconds (``env.last()`` and ``env.step`` only) for ``games`` random games
    through the PettingZoo environment.

    >>> steps, seconds = env_steps("witch-of-the-woods", 1, 0)
    >>> steps > 0 and seconds > 0
    True
    """
    table = env(name, whole_game=True)  # the engine side plays whole games too
    rng = np.random.default_rng(seed)
    steps, seconds, clock = 0, 0.0, time.perf_counter
    for number in range(games):
        table.reset(seed=seed + number)
        for _ in table.agent_iter():
            began = clock()
            _, _, terminated, truncated, info = table.last()
            seconds += clock() - began
            if terminated or truncated:
                table.step(None)
                continue
            legal = np.flatnonzero(info["action_mask"])
            action = int(legal[rng.integers(len(legal))])
            began = clock()
            table.step(action)
            seconds += clock() - began
            steps += 1
    return steps, seconds


def measure(
    games: int = 10, seed: int = 0, names: Sequence[str] = tuple(GAMES), rounds: int = 3
) -> list[Row]:
    """The figures of every game named: ``games`` random games a side, the two sides taking
    turns for ``rounds`` rounds, each side's best round kept (the least disturbed by other
    work on a shared machine)."""
    rows = []
    for name in names:
        engine_us, env_us = float("inf"), float("inf")
        for _ in range(rounds):
            engine, engine_seconds = engine_steps(name, games, seed)
            stepped, env_seconds = env_steps(name, games, seed)
            engine_us = min(engine_us, 1e6 * engine_seconds / engine)
            env_us = min(env_us, 1e6 * env_seconds / stepped)
        rows.append(Row(name, engine, engine_us, stepped, env_us))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: print one line of figures a game.

    >>> main(["--games", "0"])
    Traceback (most recent call last):
    ...
    SystemExit: 2
    """
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench pettingzoo", description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="random games a side, per game (10)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed (0)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds a side; the best is kept (3)")
    options = parser.parse_args(argv)
    if options.games < 1 or options.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    for row in measure(options.games, options.seed, rounds=options.rounds):
        print(row)
    return 0

"""Random playouts of every game: moves per second against the floor.

``python -m cardtable.bench`` plays random games of each registered game (Open
Mercy at 4 and at 20 seats) for a while and prints the cost of a move next to
the floor, the cost of building one state object of that game. A move here is
what a searching bot pays: ``to_act``, ``legal_moves`` for the seat waited on,
a random pick, and ``apply_move``. Ratios are what to compare: the machine's
speed cancels out of them.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

import attrs

from cardtable import GAMES

_MASK = (1 << 64) - 1


def _configurations() -> list[tuple[str, dict[str, Any]]]:
    configs: list[tuple[str, dict[str, Any]]] = []
    for name in sorted(GAMES):
        if name == "open-mercy":
            configs += [(name, {"players": 4}), (name, {"players": 20})]
        else:
            configs.append((name, {}))
    return configs


@attrs.frozen
class Measure:
    game: str
    players: int
    moves: int
    seconds: float
    floor: float

    @property
    def per_move(self) -> float:
        return self.seconds / self.moves

    @property
    def ratio(self) -> float:
        return self.per_move / self.floor


def measure(name: str, options: dict[str, Any], seconds: float) -> Measure:
    """Random play for about ``seconds``, timed in short bursts between bursts of floor builds.

    Interleaving the two keeps a busy machine's slow spells from landing on one
    side of the ratio only.
    """
    game = GAMES[name]
    rules = game.Rules(**options)
    moves = builds = 0
    move_time = build_time = 0.0
    pick = 0x2545F4914F6CDD1D
    seed = 0
    state = game.new_game(rules, seed=seed)
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        started = time.perf_counter()
        for _ in range(_BURST):
            waiting = game.to_act(state)
            legal = game.legal_moves(state, waiting[0]) if waiting else game.legal_moves(state)
            if not legal:
                seed += 1
                state = game.new_game(rules, seed=seed)
                continue
            pick = (pick * 6364136223846793005 + 1442695040888963407) & _MASK
            state = game.apply_move(state, legal[(pick >> 33) % len(legal)])
            moves += 1
        move_time += time.perf_counter() - started
        build_time += _time_builds(state, _BURST)
        builds += _BURST
    return Measure(name, rules.players, moves, move_time, build_time / builds)


_BURST = 200


def _time_builds(state: Any, count: int) -> float:
    """Seconds to build ``count`` state objects with the class's own constructor."""
    cls = type(state)
    fields = {field.name: getattr(state, field.name) for field in attrs.fields(cls)}
    started = time.perf_counter()
    for _ in range(count):
        cls(**fields)
    return time.perf_counter() - started


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="playing time per game (default 2)")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    args = parser.parse_args(argv)
    print(f"{'game':<20} {'seats':>5} {'moves/s':>10} {'us/move':>8} {'floor us':>9} {'ratio':>6}")
    for name, options in _configurations():
        if args.game and name != args.game:
            continue
        result = measure(name, options, args.seconds)
        print(
            f"{result.game:<20} {result.players:>5} {1 / result.per_move:>10,.0f}"
            f" {result.per_move * 1e6:>8.2f} {result.floor * 1e6:>9.2f} {result.ratio:>6.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Measure the search bot's speed: ``python -m cardtable.bots.search [GAME ...] [--games N] [--seed S]``.

Seats one search bot (default budget) among random bots at four seats (three in
King Cut-Throat), plays ``--games`` games per game and prints the milliseconds
per decision the search bot took, in processor time (which other work on a busy
machine does not inflate) and in wall time: the mean and the 95th percentile.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from typing import Any

from cardtable.agents import RandomAgent, Sample, play
from cardtable.bots.search.bot import SearchBot
from cardtable.games import GAMES, resolve

__all__ = ["main", "timings"]


class _Timed:
    """A search bot that notes how long each decision took (the moves it was offered on its turn)."""

    wants_samples = True

    def __init__(self, bot: SearchBot, times: list[tuple[float, float]]) -> None:
        self.bot, self.times = bot, times

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample) -> Any:
        start, cpu = time.perf_counter(), time.process_time()
        move = self.bot(view, moves, sample=sample)
        if view.player in view.to_act and len(moves) > 1:
            self.times.append(((time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000))
        return move


def timings(game: str, games: int, seed: int = 0, **options: Any) -> list[tuple[float, float]]:
    """The milliseconds (wall, processor) of each decision with a choice the search bot made
    in ``games`` games.

    >>> len(timings("witch-of-the-woods", 1, simulations=2)) > 0
    True
    """
    module = resolve(game)
    players = 3 if module.NAME == "king-cut-throat" else 4
    times: list[tuple[float, float]] = []
    for number in range(games):
        seat = number % players
        agents: list[Any] = [RandomAgent(seed * 1000 + number * 10 + other) for other in range(players)]
        agents[seat] = _Timed(SearchBot(module, seed=seed + number, **options), times)
        play(module, agents, module.Rules(players=players), seed=seed + number)
    return times


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bots.search", description=__doc__)
    parser.add_argument("games", nargs="*", default=sorted(GAMES), metavar="GAME")
    parser.add_argument("--games", type=int, default=20, dest="count")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--simulations", type=int, default=None)
    args = parser.parse_args(argv)
    for game in args.games:
        found = timings(game, args.count, args.seed, simulations=args.simulations)
        cpu = _figures(sorted(used for _, used in found))
        wall = _figures(sorted(wall for wall, _ in found))
        print(f"{game:20} {len(found):6} decisions  cpu {cpu}  wall {wall}")


def _figures(times: list[float]) -> str:
    """The mean and 95th percentile of sorted milliseconds."""
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return f"mean {sum(times) / len(times):5.1f} ms, p95 {p95:5.1f} ms"


if __name__ == "__main__":
    main()

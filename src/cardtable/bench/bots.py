"""Measure the bots: ``python -m cardtable.bench bots [strength|speed|loop] [GAME ...] [options]``.

- ``strength``: for every game, three arena runs (``cardtable.arena``, every deal
  played from every seating): ``search`` against ``random``, ``heuristic``
  against ``random``, and ``search`` against ``heuristic``; each line gives the
  first bot's win rate with its 95% Wilson interval and the games played. Every
  game is played at its ``duel`` table (its facts: heads-up where the rules allow
  it; King's Mercy seats four, two of each bot, ``max_hands`` 10).
- ``speed``: the processor milliseconds per decision with a choice (a lone legal
  move is played at once) of every search bot's default and of the top of the
  game's ladder if it has one (Open Mercy's Terminator), each seated once among
  random bots at the game's usual ``table`` (its facts): the mean, the 95th and
  99th percentiles and the slowest.
  Processor time is what a decision costs on an idle machine; other work on a
  busy one does not inflate it.
- ``loop``: random play through ``cardtable.play`` with each game's ``off_turn``
  and without it (every seat not waited on asked for its moves after each move),
  interleaved, as moves per second of processor time and their ratio, and the
  ``legal_moves`` calls a move costs the loop either way (a count, the same on
  any machine).

``--search-rollout`` and ``--search-simulations`` set the search bot's options
(default: its defaults), so the command also compares rollouts.
"""

from __future__ import annotations

import argparse
import time
import types
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial
from typing import Any

from cardtable.agents import Agent, RandomAgent, Sample, Searcher, play
from cardtable.arena import arena
from cardtable.bots import registry
from cardtable.games import GAMES, resolve

__all__ = ["PAIRS", "loop_asks", "loop_rates", "main", "strength", "timings"]

PAIRS = (("search", "random"), ("heuristic", "random"), ("search", "heuristic"))
"""The strength runs of every game: the first bot against the second."""


def _search(game: str, options: dict[str, Any], seed: int = 0) -> Agent | Searcher:
    return registry.make(game, "search", seed=seed, **options)


def strength(
    game: str,
    games: int,
    seed: int = 0,
    executor: Executor | None = None,
    pairs: Sequence[tuple[str, str]] = PAIRS,
    **search: Any,
) -> list[tuple[str, str, Any]]:
    """The arena runs of ``game`` (by default ``PAIRS``), each ``(first, second, ArenaResult)``.

    >>> [(a, b, r.games) for a, b, r in strength("witch-of-the-woods", 2, simulations=2)]
    [('search', 'random', 2), ('heuristic', 'random', 2), ('search', 'heuristic', 2)]
    """
    module = resolve(game)
    rules = module.FACTS.duel
    found = []
    for first, second in pairs:
        bots: dict[str, Any] = {
            name: partial(_search, module.NAME, search) if name == "search" and search else name
            for name in (first, second)
        }
        found.append((first, second, arena(module, bots, games, seed, rules, executor=executor)))
    return found


class _Timed:
    """An agent that notes the processor milliseconds of each decision it makes on its turn."""

    def __init__(self, agent: Agent | Searcher, times: list[float]) -> None:
        self.agent, self.times = agent, times
        self.wants_samples = getattr(agent, "wants_samples", False)

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        start = time.process_time()
        agent: Any = self.agent
        move = agent(view, moves) if sample is None else agent(view, moves, sample=sample)
        if view.player in view.to_act and len(moves) > 1:
            self.times.append((time.process_time() - start) * 1000)
        return move


def timings(game: str, make: Callable[[int], Agent | Searcher], games: int, seed: int = 0) -> list[float]:
    """The processor milliseconds of each decision with a choice ``make(seed)``'s bot took,
    seated once (in turn at every seat) among random bots at the game's usual ``table`` (its
    facts), over ``games`` games.

    >>> len(timings("witch-of-the-woods", lambda seed: RandomAgent(seed), 1)) > 0
    True
    """
    module = resolve(game)
    rules = module.FACTS.table
    players = rules.players
    times: list[float] = []
    for number in range(games):
        agents: list[Any] = [RandomAgent(seed * 1000 + number * 10 + other) for other in range(players)]
        agents[number % players] = _Timed(make(seed + number), times)
        play(module, agents, rules, seed=seed + number)
    return times


def _tables(game: str) -> tuple[Any, Any]:
    """The game module as one without ``off_turn`` (every seat asked), and the module itself."""
    module = resolve(game)
    names = [name for name in dir(module) if name != "off_turn"]
    return types.SimpleNamespace(**{name: getattr(module, name) for name in names}), module


def _random_games(table: Any, games: int) -> int:
    """Play ``games`` seeded random games of ``table`` through ``play``; the moves made."""
    rules = table.FACTS.table
    players = rules.players
    made = 0
    for seed in range(games):
        agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
        made += len(play(table, agents, rules, seed=seed, max_moves=5000).log)
    return made


def loop_rates(game: str, games: int, rounds: int = 3) -> tuple[float, float]:
    """Moves per processor second of random play through ``play``: without the game's
    ``off_turn`` (every seat asked for its moves), and with it.

    >>> without, with_ = loop_rates("kings-mercy", 1, rounds=1)
    >>> without > 0 and with_ > 0
    True
    """
    tables = _tables(game)
    moves, seconds = [0, 0], [0.0, 0.0]
    for _ in range(rounds):
        for which, table in enumerate(tables):  # interleaved, so a busy spell hits both
            start = time.process_time()
            moves[which] += _random_games(table, games)
            seconds[which] += time.process_time() - start
    return moves[0] / seconds[0], moves[1] / seconds[1]


class _Counted:
    """A game module (or one without ``off_turn``) that counts its ``legal_moves`` calls."""

    def __init__(self, table: Any) -> None:
        self.table, self.calls = table, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.table, name)

    def legal_moves(self, state: Any, player: int | None = None) -> Any:
        self.calls += 1
        return self.table.legal_moves(state, player)


def loop_asks(game: str, games: int) -> tuple[float, float]:
    """The ``legal_moves`` calls a move costs the loop in the games of ``loop_rates``: without
    ``off_turn``, and with it (a count, so the same on any machine however busy).

    >>> without, with_ = loop_asks("kings-mercy", 1)
    >>> without > with_ >= 1
    True
    """
    found = []
    for table in _tables(game):
        counted = _Counted(table)
        made = _random_games(counted, games)
        found.append(counted.calls / made)
    return found[0], found[1]


def _figures(times: list[float]) -> str:
    ordered = sorted(times)
    p95, p99 = (ordered[min(len(ordered) - 1, int(share * len(ordered)))] for share in (0.95, 0.99))
    return (
        f"{len(ordered):6} decisions  mean {sum(ordered) / len(ordered):5.1f} ms  p95 {p95:5.1f} ms"
        f"  p99 {p99:5.1f} ms  max {ordered[-1]:5.1f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command (see the module docstring); the exit status."""
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench bots", description=__doc__)
    parser.add_argument("what", choices=("strength", "speed", "loop"))
    parser.add_argument("games", nargs="*", default=sorted(GAMES), metavar="GAME")
    parser.add_argument("--games", type=int, default=400, dest="count", help="games per run")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes for the arena runs")
    parser.add_argument(
        "--pair",
        action="append",
        default=None,
        metavar="FIRST,SECOND",
        help="strength: only this pair (repeatable; default: the three of PAIRS)",
    )
    parser.add_argument("--search-rollout", choices=("heuristic", "random"), default=None)
    parser.add_argument("--search-simulations", type=int, default=None)
    args = parser.parse_args(argv)
    search: dict[str, Any] = {}
    if args.search_rollout is not None:
        search["rollout"] = args.search_rollout
    if args.search_simulations is not None:
        search["simulations"] = args.search_simulations
    for game in args.games:
        if args.what == "strength":
            pairs = PAIRS if args.pair is None else [tuple(pair.split(",", 1)) for pair in args.pair]
            _print_strength(game, args.count, args.seed, args.jobs, pairs, search)
        elif args.what == "speed":
            _print_speed(game, args.count, args.seed, search)
        else:
            without, with_ = loop_rates(game, args.count)
            asked, told = loop_asks(game, args.count)
            print(
                f"{game:20} asking {without:8.0f} moves/s  off_turn {with_:8.0f} moves/s"
                f"  ratio {with_ / without:.3f}  legal_moves calls a move {asked:.2f} -> {told:.2f}",
                flush=True,
            )
    return 0


def _print_speed(game: str, games: int, seed: int, search: dict[str, Any]) -> None:
    made: list[tuple[str, Callable[[int], Agent | Searcher]]] = [("search", partial(_search, game, search))]
    ladder = GAMES[game].FACTS.ladder
    if ladder is not None:  # the top of the game's ladder, too
        made.append((ladder.rungs[-1], partial(registry.make, game, ladder.rungs[-1])))
    for name, make in made:
        print(f"{game:20} {name:11} {_figures(timings(game, make, games, seed))}", flush=True)


def _print_strength(
    game: str, games: int, seed: int, jobs: int, pairs: Sequence[Any], search: dict[str, Any]
) -> None:
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for first, second, result in strength(game, games, seed, pool, pairs, **search):
            line = result.records[0]
            print(
                f"{game:20} {first:>9} vs {second:<9} {line.rate:6.1%}  ({line.low:.1%} - {line.high:.1%})"
                f"  {result.finished} games, {result.players} seats",
                flush=True,
            )
    finally:
        if pool is not None:
            pool.shutdown()

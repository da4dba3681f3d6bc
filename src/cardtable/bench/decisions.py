"""How long a named bot takes to decide: ``python -m cardtable.bench decisions GAME BOT [options]``.

The bot is seated once, in turn at every seat, among ``--against`` bots (default:
the game's ``heuristic``, else ``random``) at the game's usual ``table`` (its
facts; ``--rule NAME=VALUE`` changes a rule), and every decision it makes with a
choice (a lone legal move is played at once) is timed in processor milliseconds:
the count, the mean, the 95th and 99th percentiles and the maximum. Processor time
is what a decision costs on an idle machine; other work on a busy one does not
inflate it (but a busy machine's shared caches still slow it a little).

>>> main(["king-cut-throat", "heuristic", "--games", "1"])  # doctest: +ELLIPSIS
king-cut-throat      heuristic    ... decisions  mean ... ms  p95 ... ms  p99 ... ms  max ... ms
0
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from cardtable.agents import play
from cardtable.bench.bots import _Timed
from cardtable.bots import registry
from cardtable.games import resolve
from cardtable.terminal.options import read_rules

__all__ = ["decision_times", "figures", "main"]


def decision_times(
    game: str, bot: str, games: int, seed: int = 0, against: str | None = None, rules: Any = None
) -> list[float]:
    """The processor milliseconds of each decision with a choice ``bot`` took, seated once (in
    turn at every seat) among ``against`` bots, over ``games`` games.

    >>> len(decision_times("witch-of-the-woods", "random", 1)) > 0
    True
    """
    module = resolve(game)
    rules = module.FACTS.table if rules is None else rules
    if against is None:
        against = "heuristic" if "heuristic" in registry.names(module) else "random"
    players = rules.players
    times: list[float] = []
    for number in range(games):
        agents: list[Any] = [
            registry.make(module, against, seed=seed * 1000 + number * 10 + other) for other in range(players)
        ]
        agents[number % players] = _Timed(registry.make(module, bot, seed=seed + number), times)
        play(module, agents, rules, seed=seed + number)
    return times


def figures(times: Sequence[float]) -> str:
    """The count, mean, 95th and 99th percentiles and maximum of ``times`` (milliseconds).

    >>> figures([1.0, 2.0, 3.0, 10.0])
    '     4 decisions  mean   4.0 ms  p95  10.0 ms  p99  10.0 ms  max  10.0 ms'
    """
    ordered = sorted(times)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]

    return (
        f"{len(ordered):6} decisions  mean {sum(ordered) / len(ordered):5.1f} ms"
        f"  p95 {at(0.95):5.1f} ms  p99 {at(0.99):5.1f} ms  max {ordered[-1]:5.1f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command (see the module docstring); the exit status."""
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench decisions", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("bot")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--against", default=None, help="the other seats' bot (default: heuristic)")
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    module = resolve(args.game)
    rules = read_rules(module.Rules, args.rule) if args.rule else None
    times = decision_times(args.game, args.bot, args.games, args.seed, args.against, rules)
    print(f"{args.game:20} {args.bot:11} {figures(times)}", flush=True)
    return 0

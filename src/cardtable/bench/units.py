"""``python -m cardtable.bench units``: what King's Mercy is played for, units, won per hand.

Games are won by holding the most units, but a player of a betting game plays
for units: this command seats two bots, two seats each, at ``FACTS.duel`` (four
seats, ten hands), plays every deal from all six seatings (seats rotated, the
luck of the deal shared), and reports the first bot's mean units won per hand
and seat, with a 95% interval over the deals (each deal's six games are one
observation, so the interval holds however the seatings correlate). ``better``
is the one-sided test a CI check uses. It also times the first bot's decisions
(processor milliseconds: mean, p95, p99, max).

    python -m cardtable.bench units cfr heuristic --deals 400 --seed 20261202

>>> duel = units("cfr", "heuristic", deals=1, seed=3, rules=None)
>>> len(duel.per_deal), len(duel.times) > 0
(1, True)
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from cardtable.agents import play
from cardtable.arena import bot_seed, deal_seed, seatings
from cardtable.bench.timing import Timed, Times
from cardtable.bots import registry
from cardtable.kings_mercy import FACTS, NAME, Rules
from cardtable.kings_mercy.bots.strategy import Strategy

__all__ = ["Duel", "better", "main", "units"]


@attrs.frozen
class Duel:
    """Each deal's mean units per hand and seat for the first bot (the second won the
    opposite), the decision times of the first bot (processor ms), and how often it
    fell back to the heuristic (for a bot that counts it)."""

    per_deal: tuple[float, ...]
    times: tuple[float, ...]
    decisions: int
    fallbacks: int

    @property
    def mean(self) -> float:
        """The first bot's mean units won per hand and seat."""
        return statistics.fmean(self.per_deal)

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval of ``mean`` (normal, over the deals)."""
        half = 1.96 * _error(self.per_deal)
        return self.mean - half, self.mean + half

    def __str__(self) -> str:
        low, high = self.interval
        times = Times.of(self.times)
        share = self.fallbacks / self.decisions if self.decisions else 0.0
        return (
            f"{len(self.per_deal)} deals x 6 seatings: {self.mean:+.3f} units a hand"
            f" (95% {low:+.3f} to {high:+.3f});"
            f" decisions {times.count}: mean {times.mean:.2f} ms,"
            f" p95 {times.p95:.2f}, p99 {times.p99:.2f},"
            f" max {times.most:.2f}; heuristic fallback {share:.2%}"
        )


def _error(values: Sequence[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf


def better(duel: Duel, level: float = 0.05) -> bool:
    """Whether the first bot wins units from the second: a one-sided test that its mean
    is above zero at ``level`` (normal approximation over the deals).

    >>> better(Duel(per_deal=(0.5, 0.4, 0.6, 0.5), times=(), decisions=0, fallbacks=0))
    True
    """
    error = _error(duel.per_deal)
    if error == 0:
        return duel.mean > 0
    z = duel.mean / error
    return 0.5 * math.erfc(z / math.sqrt(2)) < level


def units(
    first: str,
    second: str,
    *,
    deals: int,
    seed: int,
    rules: Rules | None = None,
    options: dict[str, Any] | None = None,
) -> Duel:
    """Play ``deals`` deals of ``rules`` (default ``FACTS.duel``), each from every seating of
    two ``first`` and two ``second`` bots (the first made with ``options``), and measure
    the first bot's units per hand."""
    rules = FACTS.duel if rules is None else rules
    start = rules.starting_units
    per_deal: list[float] = []
    times: list[float] = []
    decisions = fallbacks = 0
    for deal in range(deals):
        gained = hands = 0
        for number, seating in enumerate(seatings(2, rules.players)):
            agents: list[Any] = []
            for seat, which in enumerate(seating):
                made = bot_seed(seed, deal, number, seat)
                extra = (options or {}) if which == 0 else {}
                agent = registry.make(NAME, (first, second)[which], seed=made, **extra)
                agents.append(Timed(agent, times) if which == 0 else agent)
            final = play(NAME, agents, rules, seed=deal_seed(seed, deal))
            mine = [seat for seat, which in enumerate(seating) if which == 0]
            gained += sum(final.units[seat] - start for seat in mine)
            hands += final.number * len(mine)
            for timed in agents:
                if isinstance(timed, Timed):
                    decisions += getattr(timed.agent, "decisions", 0)
                    fallbacks += getattr(timed.agent, "fallbacks", 0)
        per_deal.append(gained / hands)
    return Duel(tuple(per_deal), tuple(times), decisions, fallbacks)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command (see the module docstring); the exit status."""
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench units", description=__doc__)
    parser.add_argument("first", help="the bot measured")
    parser.add_argument("second", help="its opponent")
    parser.add_argument("--deals", type=int, default=200, help="deals, each played from six seatings")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=4, help="seats (even: two bots share them)")
    parser.add_argument("--hands", type=int, default=10, help="hands a game")
    parser.add_argument("--strategy", type=Path, help="cfr: play this strategy file instead")
    args = parser.parse_args(argv)
    rules = Rules(players=args.players, max_hands=args.hands)
    options = {} if args.strategy is None else {"strategy": Strategy.read(args.strategy)}
    duel = units(args.first, args.second, deals=args.deals, seed=args.seed, rules=rules, options=options)
    print(f"{NAME} {args.first} vs {args.second}, {args.players} seats, {args.hands} hands: {duel}")
    return 0

"""How long the bots take to decide: processor milliseconds per decision with a choice.

``timings(game, make, games)`` seats ``make(seed)``'s bot once among random bots at the
game's usual ``table`` (its facts: four seats, three in King Cut-Throat) and notes the
processor time of each of its decisions with a choice (a lone legal move is played at
once, and an off-turn question is not a decision). ``Times`` sums them up: the count,
the mean, the 95th and 99th percentiles and the maximum. ``speed(game)`` does so for
every bot the registry lists for the game but ``random`` (a bot registered later
included): the figures ``python -m cardtable.bench bots speed`` prints.

Processor time (``time.process_time``) is what a decision costs on an idle machine;
other work on a busy one does not inflate it.

>>> times = Times.of([1.0, 2.0, 3.0, 10.0])
>>> times.count, times.mean, times.p95, times.p99, times.most
(4, 4.0, 10.0, 10.0, 10.0)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import attrs

from cardtable.agents import Agent, Sample, Searcher, play
from cardtable.bots import registry
from cardtable.games import resolve

__all__ = ["LIMIT_MS", "Timed", "Times", "speed", "timed_bots", "timings"]

LIMIT_MS = 50.0
"""The most a bot may take for a decision at its 99th percentile (issue 21)."""


class Timed:
    """An agent that notes in ``times`` the processor milliseconds of each decision with a
    choice it makes on its turn, and otherwise plays as the agent it wraps.

    >>> times: list[float] = []
    >>> from cardtable import kings_mercy as km
    >>> from cardtable.agents import RandomAgent
    >>> state = km.new_game(km.Rules(players=3), seed=2)
    >>> Timed(RandomAgent(seed=1), times)(km.view(state, 1), km.legal_moves(state, 1)) is not None
    True
    >>> len(times)
    1
    """

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


@attrs.frozen
class Times:
    """Decision times in milliseconds: how many, their mean, 95th and 99th percentiles, and the most.

    A percentile is the smallest time at least that share of the decisions took no longer
    than (the nearest-rank method), so it is always one of the times measured.
    """

    count: int
    mean: float
    p95: float
    p99: float
    most: float

    @classmethod
    def of(cls, times: Sequence[float]) -> Times:
        """The figures of ``times`` (all zero when there are none).

        >>> Times.of([float(ms) for ms in range(1, 101)]).p95
        95.0
        """
        if not times:
            return cls(0, 0.0, 0.0, 0.0, 0.0)
        ordered = sorted(times)
        count = len(ordered)

        def rank(share: float) -> float:
            return ordered[max(0, math.ceil(share * count) - 1)]

        return cls(count, math.fsum(ordered) / count, rank(0.95), rank(0.99), ordered[-1])

    def __str__(self) -> str:
        return (
            f"{self.count:6} decisions  mean {self.mean:6.1f} ms  p95 {self.p95:6.1f} ms"
            f"  p99 {self.p99:6.1f} ms  max {self.most:6.1f} ms"
        )


def timings(
    game: str, make: Callable[[int], Agent | Searcher], games: int, seed: int = 0, against: str = "random"
) -> list[float]:
    """The processor milliseconds of each decision with a choice ``make(seed)``'s bot took,
    seated once (in turn at every seat) among ``against`` bots (random by default) at the
    game's usual ``table`` (its facts), over ``games`` games.

    >>> from cardtable.agents import RandomAgent
    >>> len(timings("witch-of-the-woods", lambda seed: RandomAgent(seed), 1, against="heuristic")) > 0
    True
    """
    module = resolve(game)
    rules = module.FACTS.table
    players = rules.players
    times: list[float] = []
    for number in range(games):
        agents: list[Any] = [
            registry.make(module, against, seed=seed * 1000 + number * 10 + other) for other in range(players)
        ]
        agents[number % players] = Timed(make(seed + number), times)
        play(module, agents, rules, seed=seed + number)
    return times


def timed_bots(game: str) -> tuple[str, ...]:
    """The bots whose decisions are timed: every bot the registry lists for ``game`` but ``random``.

    >>> timed_bots("kings-mercy")[:2]
    ('search', 'heuristic')
    """
    return tuple(name for name in registry.names(game) if name != "random")


def speed(
    game: str,
    games: int,
    seed: int = 0,
    bots: Sequence[str] | None = None,
    against: str = "random",
    **search: Any,
) -> list[tuple[str, Times]]:
    """Each bot's ``Times`` over ``games`` games of ``timings`` among ``against`` bots: the
    ``bots`` named, by default ``timed_bots(game)``; ``search`` are options for the ``search``
    bot (its budget).

    >>> [(name, times.count > 0) for name, times in speed("witch-of-the-woods", 1, bots=["heuristic"])]
    [('heuristic', True)]
    """
    found = []
    for name in timed_bots(game) if bots is None else bots:
        options = search if name == "search" else {}
        make = partial(registry.make, game, name, **options)
        found.append((name, Times.of(timings(game, make, games, seed, against))))
    return found

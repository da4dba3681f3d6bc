"""What a simulation found: each game ``Played``, and the whole run's ``Simulation``.

>>> from cardtable import open_mercy as om
>>> run = Simulation(game="open-mercy", rules=om.Rules(players=2), agents=("random", "random"),
...                  seed=0, max_moves=100, played=(Played((1,), (0, 1), 40), Played((), (), 100, False)))
>>> run.games, run.unfinished, run.wins, run.moves
(2, 1, (0.0, 1.0), 140)
>>> print(run)
open-mercy: 2 games, 140 moves
1 games not over after 100 moves
  seat 0:   0.0% of wins
  seat 1: 100.0% of wins
"""

from __future__ import annotations

import math
from typing import Any

import attrs

__all__ = ["Played", "Simulation"]


@attrs.frozen(slots=True)
class Played:
    """One game of a run: its winners, each seat's final points, its moves, and whether it ended.

    A game stopped at the run's move cap is not ``finished``: it has no winners
    and no points.

    >>> Played(winners=(0, 2), points=(5, 0, 5), moves=310)
    Played(winners=(0, 2), points=(5, 0, 5), moves=310, finished=True)
    """

    winners: tuple[int, ...]
    points: tuple[int, ...]
    moves: int
    finished: bool = True


def _summed(played: tuple[Played, ...], players: int) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Each seat's wins (a win shared by ``k`` seats counts ``1/k``) and points, over the finished games."""
    shares: list[list[float]] = [[] for _ in range(players)]
    points = [0] * players
    for game in played:
        if game.finished:
            for seat in game.winners:
                shares[seat].append(1 / len(game.winners))
            for seat, value in enumerate(game.points):
                points[seat] += value
    # fsum is exact, so the wins do not depend on the order the games were added in
    return tuple(math.fsum(seat) for seat in shares), tuple(points)


@attrs.frozen(slots=True)
class Simulation:
    """The games a run played and what they add up to; equal runs compare equal.

    - ``game``, ``rules``, ``agents`` (each seat's bot name, or its factory's
      name), ``seed``, ``max_moves``: what was run.
    - ``played[n]``: game ``n``.
    - ``wins[s]``: seat ``s``'s wins over the finished games (a win shared by
      ``k`` seats counts ``1/k``); ``points[s]``: its points summed over them.
    - ``moves``: moves made in every game; ``unfinished``: games stopped at
      ``max_moves``.
    - ``seconds``: how long the run took. It only feeds the speed in ``str``:
      it is not compared, so the same run is equal on any machine.

    >>> from cardtable import kings_mercy as km
    >>> run = Simulation(game="kings-mercy", rules=km.Rules(players=3), agents=("random",) * 3, seed=0,
    ...                  max_moves=10, played=(Played((2,), (0, 0, 60), 90),), seconds=0.5)
    >>> print(run)
    kings-mercy: 1 games, 90 moves, 2.00 games and 180 moves per second
      seat 0:   0.0% of wins
      seat 1:   0.0% of wins
      seat 2: 100.0% of wins
    >>> run == attrs.evolve(run, seconds=9.0)
    True
    """

    game: str
    rules: Any
    agents: tuple[str, ...]
    seed: int
    max_moves: int
    played: tuple[Played, ...] = attrs.field(repr=False)
    seconds: float = attrs.field(default=0.0, eq=False, repr=False)
    wins: tuple[float, ...] = attrs.field(init=False)
    points: tuple[int, ...] = attrs.field(init=False)
    moves: int = attrs.field(init=False)
    unfinished: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        # The totals are worked out from the games, never given, so they cannot disagree with them.
        wins, points = _summed(self.played, len(self.agents))
        object.__setattr__(self, "wins", wins)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "moves", sum(game.moves for game in self.played))
        object.__setattr__(self, "unfinished", sum(not game.finished for game in self.played))

    @property
    def games(self) -> int:
        """How many games were played.

        >>> Simulation(game="kings-mercy", rules=None, agents=("random",), seed=0, max_moves=1,
        ...            played=(Played((0,), (3,), 12),)).games
        1
        """
        return len(self.played)

    @property
    def rates(self) -> tuple[float, ...]:
        """Each seat's share of the wins of the finished games (0 with none finished).

        >>> Simulation(game="kings-mercy", rules=None, agents=("random",) * 2, seed=0, max_moves=1,
        ...            played=(Played((0, 1), (1, 1), 4),)).rates
        (0.5, 0.5)
        """
        finished = self.games - self.unfinished
        return tuple(wins / finished if finished else 0.0 for wins in self.wins)

    def __str__(self) -> str:
        lines = [f"{self.game}: {self.games} games, {self.moves} moves{self._speed()}"]
        if self.unfinished:
            lines.append(f"{self.unfinished} games not over after {self.max_moves} moves")
        named = len(set(self.agents)) > 1
        for seat, rate in enumerate(self.rates):
            bot = f" ({self.agents[seat]})" if named else ""
            lines.append(f"  seat {seat}: {100 * rate:5.1f}% of wins{bot}")
        return "\n".join(lines)

    def _speed(self) -> str:
        if self.seconds <= 0:
            return ""
        games, moves = _rate(self.games / self.seconds), _rate(self.moves / self.seconds)
        return f", {games} games and {moves} moves per second"


def _rate(value: float) -> str:
    """A rate to three figures at least: ``12,345``, ``123``, ``2.50``."""
    return f"{value:,.0f}" if value >= 100 else f"{value:#.3g}"

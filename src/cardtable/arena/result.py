"""What an arena run found: ``ArenaResult``, each bot's ``BotRecord``, and the test ``better``.

>>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=2, deals=5, seatings=2,
...                      games=10, unfinished=0, wins=(7.0, 3.0), beats=((0.0, 7.0), (3.0, 0.0)), seed=0)
>>> result.records[0].rate
0.7
>>> better(result, "a", "b")
False
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs

from cardtable.arena.stats import binomial_tail, bradley_terry, wilson

__all__ = ["ArenaResult", "BotRecord", "better", "p_better", "pairwise"]


@attrs.frozen(slots=True)
class BotRecord:
    """One bot's line: its games, its wins (a win shared by ``k`` seats counts ``1/k``), its
    win rate and the rate's 95% Wilson interval."""

    name: str
    games: int
    wins: float
    rate: float
    low: float
    high: float


@attrs.frozen(slots=True)
class ArenaResult:
    """The games an arena played and how each bot did.

    - ``bots``: the bots' names, in the order given; ``players``: seats at the table.
    - ``deals`` deals, each played from ``seatings`` seatings: ``games`` games in
      all, of which ``unfinished`` hit the move cap and count for no bot.
    - ``wins[i]``: bot ``i``'s wins over the finished games (a win shared by ``k``
      seats counts ``1/k``; a bot seated twice may win both shares).
    - ``beats[i][j]``: over the finished games, how much ``i`` won more than ``j``
      (each game adds ``max(0, share_i - share_j)``): the comparisons behind the
      ranking and ``better``.
    """

    game: str
    bots: tuple[str, ...]
    players: int
    deals: int
    seatings: int
    games: int
    unfinished: int
    wins: tuple[float, ...]
    beats: tuple[tuple[float, ...], ...]
    seed: int

    @property
    def finished(self) -> int:
        """The games that ended before the move cap."""
        return self.games - self.unfinished

    @property
    def records(self) -> tuple[BotRecord, ...]:
        """Each bot's games, wins, win rate and 95% Wilson interval, in the order the bots were given."""
        games = self.finished
        lines = []
        for name, wins in zip(self.bots, self.wins, strict=True):
            low, high = wilson(wins, games)
            lines.append(BotRecord(name, games, wins, wins / games if games else 0.0, low, high))
        return tuple(lines)

    @property
    def ratings(self) -> tuple[float, ...]:
        """Each bot's Bradley-Terry rating on the Elo scale (centred on 0), fitted to ``beats``."""
        return bradley_terry(self.beats)

    @property
    def ranking(self) -> tuple[tuple[str, float], ...]:
        """The bots with their ratings, best first (ties in the order the bots were given).

        >>> result = ArenaResult(game="kings-mercy", bots=("a", "b", "c"), players=3, deals=1,
        ...     seatings=6, games=6, unfinished=0, wins=(1.0, 4.0, 1.0),
        ...     beats=((0, 1, 1), (4, 0, 4), (1, 1, 0)), seed=0)
        >>> [name for name, _ in result.ranking]
        ['b', 'a', 'c']
        """
        ratings = self.ratings
        order = sorted(range(len(self.bots)), key=lambda bot: -ratings[bot])
        return tuple((self.bots[bot], ratings[bot]) for bot in order)

    def __str__(self) -> str:
        seats = f"{self.players} players"
        lines = [
            f"{self.game}, {seats}: {self.deals} deals x {self.seatings} seatings = {self.games} games"
            f" (seed {self.seed})"
        ]
        if self.unfinished:
            lines.append(f"{self.unfinished} games hit the move cap and count for nobody")
        width = max(len("bot"), *(len(name) for name in self.bots))
        lines.append(f"{'bot':<{width}}  {'games':>6}  {'wins':>8}  {'win rate':>8}  95% interval")
        for line in self.records:
            lines.append(
                f"{line.name:<{width}}  {line.games:>6}  {_number(line.wins):>8}  {line.rate:>8.1%}"
                f"  {line.low:.1%} - {line.high:.1%}"
            )
        if len(self.bots) > 2:
            lines.append("ranking (Bradley-Terry, Elo scale):")
            for place, (name, rating) in enumerate(self.ranking, start=1):
                lines.append(f"  {place}. {name:<{width}}  {rating:+.0f}")
        return "\n".join(lines)


def _number(wins: float) -> str:
    return f"{wins:.0f}" if wins == int(wins) else f"{wins:.2f}"


def _index(result: ArenaResult, bot: str | int) -> int:
    if isinstance(bot, int) and not isinstance(bot, bool):
        if 0 <= bot < len(result.bots):
            return bot
    elif bot in result.bots:
        return result.bots.index(bot)
    raise ValueError(f"no bot {bot!r} in this result; its bots are {', '.join(result.bots)}")


def p_better(result: ArenaResult, a: str | int, b: str | int) -> float:
    """The one-sided p-value of "``a`` beats ``b`` more often than ``b`` beats ``a``".

    A sign test over the games one of them did better than the other
    (``result.beats``): under the null hypothesis each such game goes either way
    with probability 1/2; the p-value is the exact binomial tail. A fractional
    count (a shared win) is rounded against ``a``: ``a``'s wins down, the games up.

    >>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=2, deals=50, seatings=2,
    ...     games=100, unfinished=0, wins=(65.0, 35.0), beats=((0.0, 65.0), (35.0, 0.0)), seed=0)
    >>> round(p_better(result, "a", "b"), 4)
    0.0018
    """
    i, j = _index(result, a), _index(result, b)
    ahead, behind = result.beats[i][j], result.beats[j][i]
    return binomial_tail(math.floor(ahead + 1e-9), math.ceil(ahead + behind - 1e-9))


def better(result: ArenaResult, a: str | int, b: str | int, level: float = 0.05) -> bool:
    """Whether ``a`` is stronger than ``b`` by a one-sided test at ``level`` (``p_better``).

    Meant for a strength check in CI: a small arena run, and ``better(result,
    "search", "random")``. With several bots at a table the comparisons of one game
    are not independent; the test is exact for two bots heads-up.

    >>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=2, deals=50, seatings=2,
    ...     games=100, unfinished=0, wins=(65.0, 35.0), beats=((0.0, 65.0), (35.0, 0.0)), seed=0)
    >>> better(result, "a", "b"), better(result, "b", "a")
    (True, False)
    """
    if not 0 < level < 1:
        raise ValueError(f"level must be between 0 and 1, not {level}")
    return p_better(result, a, b) < level


def pairwise(shares: Sequence[float]) -> tuple[tuple[float, ...], ...]:
    """One game's comparisons: ``max(0, share_i - share_j)`` for every pair of bots.

    >>> pairwise((1.0, 0.0, 0.0))
    ((0.0, 1.0, 1.0), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0))
    """
    return tuple(tuple(max(0.0, mine - theirs) for theirs in shares) for mine in shares)

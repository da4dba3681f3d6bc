"""What an arena run found: ``ArenaResult``, each bot's ``BotRecord``, and the test ``better``.

A bot's record gives its win rate and its mean points per game (its points less those it
started with, ``Facts.start``: units won or lost in a betting game, the score in King
Cut-Throat), each with a 95% interval; ``better`` tests either one-sided.

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
from typing import Literal

import attrs

from cardtable.arena.stats import binomial_tail, bradley_terry, mean_interval, student_tail, wilson

__all__ = ["MEASURES", "ArenaResult", "BotRecord", "Measure", "better", "p_better", "pairwise"]

Measure = Literal["wins", "points"]
"""What judges a bot: the games it wins, or the points it ends with (less its start)."""
MEASURES: tuple[Measure, ...] = ("wins", "points")


@attrs.frozen(slots=True)
class BotRecord:
    """One bot's line: its games, its wins (a win shared by ``k`` seats counts ``1/k``), its
    win rate and the rate's 95% Wilson interval (``low``, ``high``); its mean points per game
    (a seat's points less those it started with; a bot in several seats of a game counts
    their mean) and that mean's 95% interval (Student's t over the deals; the whole line
    with fewer than two deals)."""

    name: str
    games: int
    wins: float
    rate: float
    low: float
    high: float
    mean_points: float = math.nan
    points_interval: tuple[float, float] = (-math.inf, math.inf)


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
    - The points, by deal (a deal's games share their cards, so they are not independent;
      deals are): bot ``i``'s figure for a deal is its mean result over the deal's
      finished games (a seat's result is its points less ``Facts.start``), ``points[i]``
      sums these over the ``scored`` deals with a finished game, and ``products[i][j]``
      sums ``i``'s times ``j``'s: enough for each mean, its interval, and a paired test of
      two bots on the same deals. Empty (``scored`` 0) when no points were kept.
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
    points: tuple[float, ...] = ()
    products: tuple[tuple[float, ...], ...] = ()
    scored: int = 0

    @property
    def finished(self) -> int:
        """The games that ended before the move cap."""
        return self.games - self.unfinished

    @property
    def records(self) -> tuple[BotRecord, ...]:
        """Each bot's games, wins, win rate and 95% Wilson interval, mean points and their 95%
        interval, in the order the bots were given.

        >>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=4, deals=3, seatings=6,
        ...     games=18, unfinished=0, wins=(10.0, 8.0), beats=((0, 10), (8, 0)), seed=0,
        ...     points=(3.0, -3.0), products=((5.0, -5.0), (-5.0, 5.0)), scored=3)
        >>> line = result.records[0]
        >>> line.mean_points, [round(bound, 2) for bound in line.points_interval]
        (1.0, [-1.48, 3.48])
        """
        games = self.finished
        lines = []
        for bot, (name, wins) in enumerate(zip(self.bots, self.wins, strict=True)):
            low, high = wilson(wins, games)
            rate = wins / games if games else 0.0
            if self.scored:
                total, squares = self.points[bot], self.products[bot][bot]
                interval = mean_interval(total, squares, self.scored)
                lines.append(BotRecord(name, games, wins, rate, low, high, total / self.scored, interval))
            else:
                lines.append(BotRecord(name, games, wins, rate, low, high))
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
        heading = f"{'bot':<{width}}  {'games':>6}  {'wins':>8}  {'win rate':>8}  95% interval"
        if self.scored:
            heading = f"{heading:<{width + 45}}  {'points':>7}  95% interval"
        lines.append(heading)
        for line in self.records:
            text = (
                f"{line.name:<{width}}  {line.games:>6}  {_number(line.wins):>8}  {line.rate:>8.1%}"
                f"  {line.low:.1%} - {line.high:.1%}"
            )
            if self.scored:
                low, high = line.points_interval
                text = f"{text:<{width + 45}}  {line.mean_points:>+7.2f}  {low:+.2f} - {high:+.2f}"
            lines.append(text)
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


def p_better(result: ArenaResult, a: str | int, b: str | int, *, by: Measure = "wins") -> float:
    """The one-sided p-value of "``a`` beats ``b`` more often than ``b`` beats ``a``" (``by="wins"``)
    or of "``a`` ends with more points than ``b``" (``by="points"``).

    By wins, a sign test over the games one of them did better than the other
    (``result.beats``): under the null hypothesis each such game goes either way
    with probability 1/2; the p-value is the exact binomial tail. A fractional
    count (a shared win) is rounded against ``a``: ``a``'s wins down, the games up.

    By points, a paired t-test over the deals: each deal was played by both bots
    with the same cards from every seating, so the difference of their figures for
    the deal has the luck of the cards taken out, and the deals are independent.
    With fewer than two deals, or differences that never vary, the test cannot
    tell: 1, or 0 when ``a`` was ahead on every deal by the same amount.

    >>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=2, deals=50, seatings=2,
    ...     games=100, unfinished=0, wins=(65.0, 35.0), beats=((0.0, 65.0), (35.0, 0.0)), seed=0)
    >>> round(p_better(result, "a", "b"), 4)
    0.0018
    """
    i, j = _index(result, a), _index(result, b)
    if by == "points":
        return _p_points(result, i, j)
    if by != "wins":
        raise ValueError(f"by must be one of {', '.join(MEASURES)}, not {by!r}")
    ahead, behind = result.beats[i][j], result.beats[j][i]
    return binomial_tail(math.floor(ahead + 1e-9), math.ceil(ahead + behind - 1e-9))


def _p_points(result: ArenaResult, i: int, j: int) -> float:
    count = result.scored
    if count < 2:
        return 1.0
    products = result.products
    total = result.points[i] - result.points[j]
    squares = products[i][i] - 2 * products[i][j] + products[j][j]
    mean = total / count
    spread = max(0.0, (squares - count * mean * mean) / (count - 1))
    if spread <= 1e-12 * max(1.0, mean * mean):
        return 0.0 if mean > 0 else 1.0
    return student_tail(mean / math.sqrt(spread / count), count - 1)


def better(
    result: ArenaResult, a: str | int, b: str | int, level: float = 0.05, *, by: Measure = "wins"
) -> bool:
    """Whether ``a`` is stronger than ``b`` by a one-sided test at ``level`` (``p_better``),
    judged by games won (``by="wins"``) or by points (``by="points"``: units in a betting
    game; ``cardtable.arena.measure`` says which judges a game's bots).

    Meant for a strength check in CI: a small arena run, and ``better(result,
    "search", "random")``. With several bots at a table the comparisons of one game
    are not independent; the sign test on wins is exact for two bots heads-up.

    >>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=2, deals=50, seatings=2,
    ...     games=100, unfinished=0, wins=(65.0, 35.0), beats=((0.0, 65.0), (35.0, 0.0)), seed=0)
    >>> better(result, "a", "b"), better(result, "b", "a")
    (True, False)
    >>> result = ArenaResult(game="kings-mercy", bots=("a", "b"), players=4, deals=3, seatings=6,
    ...     games=18, unfinished=0, wins=(10.0, 8.0), beats=((0, 10), (8, 0)), seed=0,
    ...     points=(3.0, -3.0), products=((5.0, -5.0), (-5.0, 5.0)), scored=3)
    >>> better(result, "a", "b", by="points")  # +1 a deal, but over three deals
    False
    """
    if not 0 < level < 1:
        raise ValueError(f"level must be between 0 and 1, not {level}")
    return p_better(result, a, b, by=by) < level


def pairwise(shares: Sequence[float]) -> tuple[tuple[float, ...], ...]:
    """One game's comparisons: ``max(0, share_i - share_j)`` for every pair of bots.

    >>> pairwise((1.0, 0.0, 0.0))
    ((0.0, 1.0, 1.0), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0))
    """
    return tuple(tuple(max(0.0, mine - theirs) for theirs in shares) for mine in shares)

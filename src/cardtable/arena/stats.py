"""The statistics of an arena: Wilson intervals, a one-sided binomial test, Bradley-Terry ratings,
and for points, Student's t: the interval of a mean and a one-sided test on it.

Pure functions over counts and sums; nothing here plays a game.

>>> low, high = wilson(5, 10)
>>> round(low, 4), round(high, 4)
(0.2366, 0.7634)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = [
    "Z95",
    "binomial_tail",
    "bradley_terry",
    "mean_interval",
    "student_quantile",
    "student_tail",
    "wilson",
]

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson(wins: float, games: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a win rate of ``wins`` out of ``games`` (95% by default).

    ``wins`` may be fractional (a shared win counts as a fraction); with no
    games the interval is the whole of ``[0, 1]``.

    >>> [round(bound, 4) for bound in wilson(0, 10)]
    [0.0, 0.2775]
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if games <= 0:
        return 0.0, 1.0
    if not 0 <= wins <= games:
        raise ValueError(f"wins must be between 0 and the {games} games, not {wins}")
    rate = wins / games
    z2 = z * z
    scale = 1 + z2 / games
    centre = (rate + z2 / (2 * games)) / scale
    half = z / scale * math.sqrt(rate * (1 - rate) / games + z2 / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def binomial_tail(successes: int, trials: int, chance: float = 0.5) -> float:
    """The exact probability of at least ``successes`` in ``trials`` independent trials.

    Each trial succeeds with probability ``chance``; this is the p-value of a
    one-sided binomial test (summed in log space, so thousands of trials are fine).

    >>> binomial_tail(0, 10)
    1.0
    >>> round(binomial_tail(9, 10), 6)  # (10 + 1) / 1024
    0.010742
    """
    if trials < 0 or not 0 < chance < 1:
        raise ValueError(f"need trials >= 0 and 0 < chance < 1, not {trials} and {chance}")
    if successes <= 0:
        return 1.0
    if successes > trials:
        return 0.0
    hit, miss = math.log(chance), math.log1p(-chance)
    whole = math.lgamma(trials + 1)
    terms = [
        whole - math.lgamma(k + 1) - math.lgamma(trials - k + 1) + k * hit + (trials - k) * miss
        for k in range(successes, trials + 1)
    ]
    top = max(terms)
    return min(1.0, math.exp(top) * math.fsum(math.exp(term - top) for term in terms))


def bradley_terry(beats: Sequence[Sequence[float]], prior: float = 0.5) -> tuple[float, ...]:
    """Bradley-Terry ratings on the Elo scale from ``beats[i][j]``, how often ``i`` beat ``j``.

    The model: ``i`` beats ``j`` with probability ``s_i / (s_i + s_j)``, fitted by
    Hunter's minorization-maximization. ``prior`` adds that many wins each way to
    every pair, so a bot that never won still has a finite rating. Ratings are
    ``400 * log10(s_i)``, centred on 0: 200 points apart, the higher-rated
    wins about 76% of their comparisons.

    >>> ratings = bradley_terry([[0, 30, 40], [10, 0, 25], [5, 15, 0]])
    >>> sorted(range(3), key=lambda bot: -ratings[bot])
    [0, 1, 2]
    >>> round(sum(ratings), 9)
    0.0
    """
    count = len(beats)
    if any(len(row) != count for row in beats):
        raise ValueError("beats must be a square table, one row and one column a bot")
    if count == 0:
        return ()
    won = [[beats[i][j] + (prior if i != j else 0.0) for j in range(count)] for i in range(count)]
    strength = [1.0] * count
    for _ in range(10_000):
        updated = []
        for i in range(count):
            total = sum(won[i][j] for j in range(count) if j != i)
            meetings = sum(
                (won[i][j] + won[j][i]) / (strength[i] + strength[j]) for j in range(count) if j != i
            )
            updated.append(total / meetings if meetings > 0 else strength[i])
        centre = math.exp(math.fsum(math.log(value) for value in updated) / count) if all(updated) else 1.0
        updated = [value / centre for value in updated]
        change = max(abs(math.log(new / old)) for new, old in zip(updated, strength, strict=True))
        strength = updated
        if change < 1e-12:
            break
    ratings = [400 * math.log10(value) for value in strength]
    mean = math.fsum(ratings) / count
    return tuple(rating - mean for rating in ratings)


def _beta_fraction(x: float, a: float, b: float) -> float:
    """The continued fraction of the regularized incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1 / (d if abs(d) > tiny else tiny)
    fraction = d
    for m in range(1, 1000):
        for numerator in (
            m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)),
        ):
            d = 1 + numerator * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + numerator / c
            c = c if abs(c) > tiny else tiny
            fraction *= c * d
        if abs(c * d - 1) < 1e-15:
            break
    return fraction


def _incomplete_beta(x: float, a: float, b: float) -> float:
    """The regularized incomplete beta function ``I_x(a, b)``, for ``0 <= x <= 1``."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    log_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    # The fraction converges fast on the side of the mean; the other side by symmetry.
    if x < (a + 1) / (a + b + 2):
        return math.exp(log_front) * _beta_fraction(x, a, b) / a
    return 1 - math.exp(log_front) * _beta_fraction(1 - x, b, a) / b


def student_tail(t: float, df: float) -> float:
    """The probability that Student's t with ``df`` degrees of freedom is at least ``t``.

    The p-value of a one-sided t-test whose statistic came out at ``t``.

    >>> round(student_tail(2.0, 10), 6)  # as scipy computes it
    0.036694
    >>> student_tail(0.0, 3)
    0.5
    """
    if df <= 0:
        raise ValueError(f"the degrees of freedom must be positive, not {df}")
    if math.isinf(t):
        return 0.0 if t > 0 else 1.0
    half = 0.5 * _incomplete_beta(df / (df + t * t), df / 2, 0.5)
    return half if t >= 0 else 1 - half


def student_quantile(chance: float, df: float) -> float:
    """The ``t`` that Student's t with ``df`` degrees of freedom exceeds with probability ``chance``.

    >>> round(student_quantile(0.025, 10), 4)  # the 95% interval's half-width in standard errors
    2.2281
    """
    if not 0 < chance < 1:
        raise ValueError(f"chance must be between 0 and 1, not {chance}")
    low, high = -1.0, 1.0
    while student_tail(low, df) < chance:
        low *= 2
    while student_tail(high, df) > chance:
        high *= 2
    for _ in range(200):  # bisection: the tail falls as t grows
        middle = (low + high) / 2
        if student_tail(middle, df) > chance:
            low = middle
        else:
            high = middle
        if high - low < 1e-12:
            break
    return (low + high) / 2


def mean_interval(total: float, squares: float, count: int, level: float = 0.95) -> tuple[float, float]:
    """The ``level`` interval (Student's t) of the mean of ``count`` independent values whose sum
    is ``total`` and whose sum of squares is ``squares``.

    With fewer than two values the spread is unknown and the interval is the whole line.

    >>> low, high = mean_interval(total=10.0, squares=24.0, count=5)  # 1, 1, 2, 3, 3
    >>> round(low, 4), round(high, 4)
    (0.7583, 3.2417)
    >>> mean_interval(3.0, 9.0, 1)
    (-inf, inf)
    """
    if count < 2:
        return -math.inf, math.inf
    mean = total / count
    spread = max(0.0, (squares - count * mean * mean) / (count - 1))
    half = student_quantile((1 - level) / 2, count - 1) * math.sqrt(spread / count)
    return mean - half, mean + half

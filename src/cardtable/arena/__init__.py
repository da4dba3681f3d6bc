"""The arena: named bots play many games against each other, and the figures say who is stronger.

``arena(game, bots, games=N, seed=S)`` plays every deal from every seating of the
bots (seats rotated, deals mirrored, so the luck of the deal cancels) and
returns an ``ArenaResult``: each bot's games, wins and win rate with a 95%
Wilson interval, its mean points per game (its points less those it started
with: units won or lost in a betting game) with a 95% interval and, for more
than two bots, a Bradley-Terry ranking. ``better`` is a one-sided test for
strength checks in CI, by wins or by points; ``measure(game)`` says which one
judges the game's bots.

- ``run``: the seatings, the seeds, ``arena``, ``measure``.
- ``result``: ``ArenaResult``, ``better``.
- ``stats``: Wilson intervals, the binomial tail, Bradley-Terry, Student's t.
- ``command``: the command line, ``cardtable arena`` (it reads ``--rule`` as the
  terminal does, so it sits with the commands, above the arena itself).

>>> from cardtable.arena import arena, better
>>> result = arena("open-mercy", ["random", "random"], games=6, seed=3)
>>> result.games, [line.games for line in result.records]
(6, [6, 6])
>>> better(result, "random", "random#2")
False
"""

from cardtable.arena.result import MEASURES, ArenaResult, BotRecord, Measure, better, p_better
from cardtable.arena.run import MOVE_CAP, arena, bot_seed, deal_seed, measure, seatings, smallest_table
from cardtable.arena.stats import binomial_tail, bradley_terry, mean_interval, student_tail, wilson

__all__ = [
    "MEASURES",
    "MOVE_CAP",
    "ArenaResult",
    "BotRecord",
    "Measure",
    "arena",
    "better",
    "binomial_tail",
    "bot_seed",
    "bradley_terry",
    "deal_seed",
    "mean_interval",
    "measure",
    "p_better",
    "seatings",
    "smallest_table",
    "student_tail",
    "wilson",
]

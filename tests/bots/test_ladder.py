"""OM23: every rung of Open Mercy's ladder beats the rung below, by a one-sided test in CI.

One test per adjacent pair: a seeded heads-up arena run (every deal played from
both seatings, so the luck of the deal cancels) and ``better``, the exact one-sided
sign test at the 5% level that the upper rung wins more than half its games. The
same test with the two rungs swapped must fail, so the order is not a draw either
way. The seeds are fixed, so a run gives the same games every time and never flakes;
a change to the bots or the game plays other games, and the test then passes with
the probability (power) below, worked out from the rates measured on other seeds
(docs/bots/open_mercy.md, 2,000 games a pair, seed 20261301):
``Phi((rate - 0.5) * sqrt(games) / 0.5 - 1.645)``.

| pair | measured rate | games here | power |
|---|---|---|---|
| pilot over scrap | 62.2% | 1,000 | > 99.9% |
| vera over pilot | 60.2% | 1,000 | > 99.9% |
| rook over vera | 58.4% | 1,000 | > 99.9% |
| marla over rook | 55.9% | 1,000 | 98% |
| kobra over marla | 57.0% | 1,000 | 99.7% |
| zenith over kobra | 57.1% | 600 | 97% |
| terminator over zenith | 60.8% | 200 | 92% |

What these checks can detect: a rung that is no stronger than the one below
(a true rate of 50% or less passes at most 5% of the time), or the order of a
pair reversed. What they cannot: whether the margin reaches OM23's 55% (a rung
at 52% over the one below passes a 1,000-game check about a third of the time,
and the terminator check about one time in seven); that is the full
measurement's job (``cardtable arena open-mercy UPPER LOWER --games 2000 --seed
20261301``). A game between blended rungs costs about 2 ms of processor time, so
their pairs get 1,000 games; the search rungs are slow, so theirs get the fewest
games that keep the run near a minute: a game of Terminator against Zenith costs
about 0.28 s, one of Zenith against Kobra 0.03 s.
"""

from __future__ import annotations

import pytest

from cardtable.arena import arena, better, p_better
from cardtable.open_mercy.bots import LADDER

GAMES = {"zenith": 600, "terminator": 200}
"""The games of a pair by its upper rung (default 1,000)."""
SEEDS = {"zenith": 23, "terminator": 23}
"""The seed of a pair's run by its upper rung (default 11)."""

PAIRS = [(LADDER[index + 1], LADDER[index]) for index in range(len(LADDER) - 1)]


@pytest.mark.parametrize(("upper", "lower"), PAIRS)
def test_om23_each_rung_beats_the_one_below(upper: str, lower: str) -> None:
    result = arena("open-mercy", [upper, lower], games=GAMES.get(upper, 1000), seed=SEEDS.get(upper, 11))
    assert result.players == 2 and result.unfinished == 0
    assert better(result, upper, lower), f"p = {p_better(result, upper, lower):.4f}\n{result}"
    assert not better(result, lower, upper)


def test_the_pairs_are_every_adjacent_pair_of_the_ladder() -> None:
    assert len(PAIRS) == 7 and PAIRS[0] == ("pilot", "scrap") and PAIRS[-1] == ("terminator", "zenith")

"""Nothing is kept from one game to the next: the engine holds no cache that grows with play."""

from __future__ import annotations

import gc
import tracemalloc

import cardtable
from cardtable import witch_of_the_woods as ww

EIGHT_SEATS = [rules for rules in ww.FACTS.variants.values() if rules.players == 8]


def _play(first_seed: int, games: int) -> None:
    for seed in range(first_seed, first_seed + games):
        rules = EIGHT_SEATS[seed % len(EIGHT_SEATS)]
        agents = [cardtable.RandomAgent(seed * 8 + seat) for seat in range(rules.players)]
        assert ww.outcome(cardtable.play(ww, agents, rules, seed=seed)) is not None


def test_random_games_leave_no_memory_behind() -> None:
    tracemalloc.start()
    try:
        _play(0, 100)  # warm up: imports, interned strings, the core's per-class tables
        gc.collect()
        before, _ = tracemalloc.get_traced_memory()
        _play(100, 500)
        gc.collect()
        after, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert after - before < 1_000_000, f"{after - before} bytes kept after 500 games"

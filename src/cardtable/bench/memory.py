"""What random play leaves behind: ``python -m cardtable.bench memory GAMES`` (or ``--memory GAMES``).

No engine may keep a cache that grows with play (issue 9): 10,000 random
eight-seat games of Witch of the Woods must leave the process within a few MB
of where it started. ``memory_kept`` plays whole random games after a warm-up
(imports, interned strings, the per-class tables of the core) and counts, with
``tracemalloc``, the bytes Python still holds afterwards over what it held
before. A count, not a timing, so it is the same on a busy machine.
"""

from __future__ import annotations

import argparse
import gc
import tracemalloc
from collections.abc import Sequence

from cardtable.chance import Chance
from cardtable.games import GAMES

GAME = "witch-of-the-woods"
SEATS = 8
WARM_UP = 50


def play_games(name: str, players: int, games: int, first_seed: int = 0) -> int:
    """Play ``games`` whole random games of ``name`` (seeds from ``first_seed``), keeping
    nothing of them; the number of moves made.

    >>> play_games("witch-of-the-woods", 8, 2) > 0
    True
    """
    game = GAMES[name]
    rules = game.Rules(players=players)
    made = 0
    for seed in range(first_seed, first_seed + games):
        chance, state = Chance.from_seed(seed), game.new_game(rules, seed=seed)
        while True:
            waiting = game.to_act(state)
            legal = game.legal_moves(state, waiting[0]) if waiting else game.legal_moves(state)
            if not legal:
                break
            pick, chance = chance.below(len(legal))
            state = game.apply_move(state, legal[pick])
            made += 1
    return made


def memory_kept(games: int, name: str = GAME, players: int = SEATS) -> tuple[int, int]:
    """The bytes still held after ``games`` random games over what was held before them,
    and the moves made.

    >>> kept, moves = memory_kept(3)
    >>> kept < 200_000 and moves > 0
    True
    """
    tracemalloc.start()
    try:
        play_games(name, players, WARM_UP, first_seed=-WARM_UP)
        gc.collect()
        before, _ = tracemalloc.get_traced_memory()
        moves = play_games(name, players, games)
        gc.collect()
        after, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return after - before, moves


def report(games: int) -> str:
    """The line the command prints.

    >>> report(2).startswith("2 random 8-seat witch-of-the-woods games (")
    True
    """
    kept, moves = memory_kept(games)
    return f"{games:,} random {SEATS}-seat {GAME} games ({moves:,} moves): {kept / 1e6:+.3f} MB kept"


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games the command line asks for and print what they left; the exit status.

    >>> main(["0"])
    Traceback (most recent call last):
    ...
    SystemExit: 2
    """
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.bench memory", description=__doc__.split("\n\n")[1].replace("\n", " ")
    )
    parser.add_argument("games", type=int, metavar="GAMES", help=f"random {SEATS}-seat {GAME} games to play")
    options = parser.parse_args(argv)
    if options.games < 1:
        parser.error("GAMES must be a positive number of games")
    print(report(options.games))
    return 0

"""What random play leaves behind: ``python -m cardtable.bench memory GAMES [--game NAME] [--players N]``.

No engine may keep a cache that grows with play: 10,000 random games of a game
(eight-seat games of Witch of the Woods, say) must leave the process within a few
MB of where it started. Every game is played at the most seats its rules allow, up
to eight (``--game`` and ``--players`` choose one game and table). ``memory_kept``
plays whole random games after a warm-up
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

SEATS = 8
"""The most seats a game is played at unless ``--players`` says otherwise."""
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
            if waiting:
                legal = game.legal_moves(state, waiting[0])
            else:
                legal = game.host_moves(state) or game.legal_moves(state)
            if not legal:
                break
            pick, chance = chance.below(len(legal))
            state = game.apply_move(state, legal[pick])
            made += 1
    return made


def memory_kept(games: int, name: str, players: int) -> tuple[int, int]:
    """The bytes still held after ``games`` random games over what was held before them,
    and the moves made.

    >>> kept, moves = memory_kept(3, "witch-of-the-woods", 8)
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


def seats_of(name: str, players: int | None = None) -> int:
    """The seats ``name`` is played at: ``players``, or the most its rules allow up to ``SEATS``.

    >>> seats_of("witch-of-the-woods"), seats_of("king-cut-throat"), seats_of("open-mercy", 20)
    (8, 3, 20)
    """
    return min(SEATS, GAMES[name].FACTS.seats[-1]) if players is None else players


def report(games: int, name: str, players: int | None = None) -> str:
    """The line the command prints for one game.

    >>> report(2, "witch-of-the-woods").startswith("2 random 8-seat witch-of-the-woods games (")
    True
    """
    seats = seats_of(name, players)
    kept, moves = memory_kept(games, name, seats)
    return f"{games:,} random {seats}-seat {name} games ({moves:,} moves): {kept / 1e6:+.3f} MB kept"


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
    parser.add_argument("games", type=int, metavar="GAMES", help="random games of each game to play")
    parser.add_argument("--game", choices=sorted(GAMES), metavar="NAME", help="only this game")
    parser.add_argument("--players", type=int, metavar="N", help=f"seats (default: the most, up to {SEATS})")
    options = parser.parse_args(argv)
    if options.games < 1:
        parser.error("GAMES must be a positive number of games")
    for name in [options.game] if options.game else sorted(GAMES):
        try:
            print(report(options.games, name, options.players), flush=True)
        except ValueError as error:  # the rules refuse that many seats
            parser.error(f"--players: {error}")
    return 0

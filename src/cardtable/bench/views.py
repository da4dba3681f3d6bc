"""How fast views become JSON-ready data: views of random games, timed.

``python -m cardtable.bench views`` (or ``python -m cardtable.bench --views``) prints,
for each game, the microseconds ``view_to_dict`` takes per view, over the views every
seat and a spectator had in random games (seeded, so the same views every run).

>>> from cardtable.games import GAMES
>>> views = sample_views(GAMES["open-mercy"], games=1, moves=3)
>>> len(views), type(views[0]).__name__
(20, 'View')
"""

from __future__ import annotations

import argparse
import random
import timeit
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.game import Game
from cardtable.games import GAMES
from cardtable.records.convert import view_to_dict


def sample_views(game: Game, *, games: int = 10, moves: int = 300, seed: int = 0) -> list[Any]:
    """Every seat's and a spectator's view at each step of ``games`` random games.

    Each game is played with uniformly random legal moves for at most
    ``moves`` moves; the start and every step give one view per seat and one
    for a spectator.
    """
    pick = random.Random(seed)  # the sample's own stream; the games are seeded too
    views: list[Any] = []
    for number in range(games):
        state = game.new_game(seed=seed * 1000 + number)
        seats = [None, *range(state.origin.rules.players)]
        for _ in range(moves + 1):
            views.extend(game.view(state, seat) for seat in seats)
            legal = game.legal_moves(state)
            if not legal:
                break
            state = game.apply_move(state, pick.choice(legal))
    return views


def time_views(views: list[Any], encode: Callable[[Any], Any] = view_to_dict, repeat: int = 5) -> float:
    """The fastest of ``repeat`` runs of ``encode`` over ``views``, in microseconds per view."""
    best = min(timeit.repeat(lambda: [encode(view) for view in views], number=1, repeat=repeat))
    return best / len(views) * 1e6


def main(argv: Sequence[str] | None = None) -> int:
    """Print ``view_to_dict``'s time per view for each game; the exit status."""
    description = "Print view_to_dict's time per view for each game."
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench views", description=description)
    parser.add_argument("--games", type=int, default=10, help="random games per game (default 10)")
    parser.add_argument("--moves", type=int, default=300, help="moves per game at most (default 300)")
    options = parser.parse_args(argv)
    for name, game in sorted(GAMES.items()):
        views = sample_views(game, games=options.games, moves=options.moves)
        print(f"{name:20} {len(views):6} views {time_views(views):7.1f} us/view")
    return 0

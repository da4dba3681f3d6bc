"""What a room costs over the bare engine: ``python -m cardtable.bench rooms``.

On the same positions and moves (games of 2, 4 and 20 played through a room, every
seat taking a legal move picked by the move count), it times ``rooms.move``
against ``apply_move`` on the room's game and prints, per table size, the median
over the positions of their speed ratio and of the time the room adds a move.
Ratios, not rates: the machine may be shared and noisy. Each position is timed
alone (best of five runs of 200), so that the garbage collector's pauses over a
long game's many states fall on neither side.
"""

from __future__ import annotations

import argparse
import statistics
import timeit
from collections.abc import Callable, Sequence

from cardtable.online.rooms.clock import tick
from cardtable.online.rooms.lobby import create_room, join, start
from cardtable.online.rooms.room import Room
from cardtable.online.rooms.table import move
from cardtable.open_mercy.engine import apply_move, legal_moves, to_act
from cardtable.open_mercy.moves import Move

__all__ = ["main", "measure", "positions"]

Position = tuple[Room, str, Move, float]


def positions(players: int, seed: int) -> list[Position]:
    """Every position of one game through a room: (room, member to move, move, time).

    >>> found = positions(2, seed=1)
    >>> len(found) > 10, found[0][1], found[0][3]
    (True, 'seat 0', 1.0)
    """
    names = [f"seat {seat}" for seat in range(players)]
    room = create_room(names[0], seed=seed, now=0.0)
    for name in names[1:]:
        room = join(room, name, 0.0)
    room = start(room, names[0], 0.0)
    found: list[Position] = []
    now = 0.0
    while room.phase == "playing":
        now += 1.0
        room = tick(room, now)
        if room.game is None or room.phase != "playing":
            break
        seat = to_act(room.game)[0]
        choices = legal_moves(room.game, seat)
        chosen = choices[len(room.game.log) % len(choices)]
        found.append((room, room.seats[seat], chosen, now))
        room = move(room, room.seats[seat], chosen, now)
    return found


def measure(players: int, games: int = 4, every: int = 9, number: int = 200) -> tuple[float, float, int]:
    """(median speed ratio ``rooms.move`` / ``apply_move``, median microseconds the room
    adds a move, positions timed) over every ``every``-th position of ``games`` games,
    each timed as the best of five runs of ``number``.

    >>> ratio, added, count = measure(2, games=1, every=50, number=2)
    >>> count >= 1 and ratio > 0
    True
    """
    ratios, added = [], []
    for seed in range(games):
        for room, name, chosen, now in positions(players, seed)[3::every]:
            game = room.game
            assert game is not None
            bare = _best(lambda: apply_move(game, chosen), number)  # noqa: B023
            roomed = _best(lambda: move(room, name, chosen, now), number)  # noqa: B023
            ratios.append(bare / roomed)
            added.append((roomed - bare) * 1e6)
    return statistics.median(ratios), statistics.median(added), len(ratios)


def _best(run: Callable[[], object], number: int) -> float:
    return min(timeit.repeat(run, number=number, repeat=5)) / number


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures for tables of 2, 4 and 20; the exit status."""
    description = __doc__.split("\n\n")[1]
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench rooms", description=description)
    parser.parse_args(argv)  # no options: --help, and a refusal of anything else
    for players in (2, 4, 20):
        ratio, added, count = measure(players)
        print(
            f"{players:2d} players: rooms.move runs at {ratio:.2f} of apply_move's speed, "
            f"the room adds {added:.1f} us a move (medians over {count} positions)"
        )
    return 0

"""Playing an arena: the seatings of the bots, the seeds of each game, and ``arena`` itself.

Every deal is played from every seating of the bots (``seatings``), so a
strong hand or a good seat helps each bot equally often and the luck of the
deal cancels. Deal ``n`` is dealt from ``deal_seed(seed, n)``; the bot at seat
``s`` in seating ``k`` of deal ``n`` is seeded with ``bot_seed(seed, n, k, s)``.

>>> seatings(2, 2)
((0, 1), (1, 0))
>>> len(seatings(3, 3)), seatings(2, 4)[:2]
(6, ((0, 0, 1, 1), (0, 1, 0, 1)))
"""

from __future__ import annotations

import itertools
import math
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor
from typing import Any, TextIO

import attrs

from cardtable.agents import Agent, play
from cardtable.arena.result import ArenaResult, pairwise
from cardtable.bots import registry
from cardtable.chance import Chance
from cardtable.game import Game
from cardtable.games import resolve

__all__ = ["MOST_SEATINGS", "MOVE_CAP", "arena", "bot_seed", "deal_seed", "seatings", "smallest_table"]

MOVE_CAP = 200_000
"""A game not over after this many moves is stopped and counts for no bot."""
MOST_SEATINGS = 720
"""More distinct seatings than this (seven bots or more), and only their rotations are played."""

BotSpec = str | Callable[..., Agent]
"""A bot: its name in the registry, or a factory called as ``factory(seed=seed)``."""

_MASK = (1 << 64) - 1


def seatings(bots: int, players: int) -> tuple[tuple[int, ...], ...]:
    """Every seating of ``bots`` bots at ``players`` seats: which bot sits in each seat.

    Each bot takes ``players // bots`` seats (``players`` must be a multiple of
    ``bots``), and every distinct arrangement is listed, in lexicographic order.
    Past ``MOST_SEATINGS`` arrangements, only the rotations of the seating in
    bot order are (each bot still sits in every seat).

    >>> seatings(7, 7)[:2], len(seatings(7, 7))
    (((0, 1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6, 0)), 7)
    """
    if bots < 1 or players < bots or players % bots:
        raise ValueError(
            f"{bots} bots cannot share {players} seats evenly: the seats must be a multiple of the bots"
        )
    base = tuple(seat % bots for seat in range(players))
    count = math.factorial(players) // math.factorial(players // bots) ** bots
    if count > MOST_SEATINGS:
        rotations = (base[start:] + base[:start] for start in range(players))
        return tuple(dict.fromkeys(rotations))
    return tuple(sorted(set(itertools.permutations(base))))


def _derive(*parts: int) -> int:
    value = 0
    for part in parts:
        value, _ = Chance.from_seed((value * 0x100000001B3 + part) & _MASK).next64()
    return value >> 1  # a non-negative 63-bit seed


def deal_seed(seed: int, deal: int) -> int:
    """The seed deal ``deal`` (from 0) of an arena run with ``seed`` is dealt from.

    >>> deal_seed(0, 1) == deal_seed(0, 1) != deal_seed(0, 2)
    True
    """
    return _derive(seed, deal)


def bot_seed(seed: int, deal: int, seating: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in seating ``seating`` of deal ``deal``.

    >>> bot_seed(0, 0, 0, 0) != bot_seed(0, 0, 0, 1)
    True
    """
    return _derive(seed, deal, seating, seat, 1)


@attrs.frozen(slots=True)
class _Deal:
    """One deal to play from every seating: all a worker needs (picklable when the bots are)."""

    game: str
    specs: tuple[BotSpec, ...]
    rules: Any
    seed: int
    deal: int
    seatings: tuple[tuple[int, ...], ...]
    max_moves: int


def _make(game: str, spec: BotSpec, seed: int) -> Agent:
    if isinstance(spec, str):
        return registry.make(game, spec, seed=seed)
    return spec(seed=seed)


def _play_deal(task: _Deal) -> tuple[tuple[float, ...] | None, ...]:
    """Each seating's shares of the win by bot, or ``None`` for a game stopped at the move cap."""
    module = resolve(task.game)
    found: list[tuple[float, ...] | None] = []
    for index, seating in enumerate(task.seatings):
        agents = [
            _make(task.game, task.specs[bot], bot_seed(task.seed, task.deal, index, seat))
            for seat, bot in enumerate(seating)
        ]
        final = play(
            module, agents, task.rules, seed=deal_seed(task.seed, task.deal), max_moves=task.max_moves
        )
        result = module.outcome(final)
        if result is None:
            found.append(None)
            continue
        shares = [0.0] * len(task.specs)
        for seat in result.winners:
            shares[seating[seat]] += 1 / len(result.winners)
        found.append(tuple(shares))
    return tuple(found)


def _labels(bots: Sequence[BotSpec] | Mapping[str, BotSpec]) -> tuple[tuple[str, ...], tuple[BotSpec, ...]]:
    if isinstance(bots, Mapping):
        return tuple(bots), tuple(bots.values())
    labels: list[str] = []
    for spec in bots:
        label = spec if isinstance(spec, str) else str(getattr(spec, "__name__", type(spec).__name__))
        taken = sum(1 for seen in labels if seen == label or seen.startswith(f"{label}#"))
        labels.append(label if not taken else f"{label}#{taken + 1}")
    return tuple(labels), tuple(bots)


def arena(
    game: Game | str,
    bots: Sequence[BotSpec] | Mapping[str, BotSpec],
    games: int = 1000,
    seed: int = 0,
    rules: Any = None,
    progress: bool | TextIO = False,
    *,
    executor: Executor | None = None,
    max_moves: int = MOVE_CAP,
) -> ArenaResult:
    """Play at least ``games`` games between ``bots`` and return how each did.

    ``bots`` are names in the registry (``cardtable.bots.names(game)``) or
    factories called as ``factory(seed=seed)``; a mapping gives each a name of
    your choosing. ``rules`` defaults to the game's standard rules at the smallest
    table that seats every bot equally (one seat each if the game allows; King's
    Mercy, from 3 players, seats two bots at 4). Each bot takes an equal share of
    the seats.
    The deals are played whole, every deal from every seating (``seatings``), so
    ``games`` is rounded up to a multiple of the seatings. ``progress=True`` draws
    a bar on standard error (or pass a stream). Games are independent: an
    ``executor`` (a ``concurrent.futures`` pool) plays deals in parallel, and the
    result is the same with or without one (a process pool needs bots given by
    name or by picklable factories). The result depends only on the arguments.

    >>> result = arena("witch-of-the-woods", ["random", "random"], games=4, seed=1)
    >>> result.bots, result.players, result.deals, result.games
    (('random', 'random#2'), 2, 2, 4)
    """
    module = resolve(game)
    names, specs = _labels(bots)
    if len(specs) < 2:
        raise ValueError(f"an arena needs at least two bots, not {len(specs)}")
    for spec in specs:
        if isinstance(spec, str):
            registry.find(module, spec)  # an unknown name fails now, listing the game's bots
        elif not callable(spec):
            raise ValueError(f"a bot is a name or a factory, not {spec!r}")
    if rules is None:
        rules = smallest_table(module, len(specs))
    players: int = rules.players
    arrangements = seatings(len(specs), players)
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")
    deals = -(-games // len(arrangements))
    tasks = [_Deal(module.NAME, specs, rules, seed, deal, arrangements, max_moves) for deal in range(deals)]
    outcomes: Iterable[tuple[tuple[float, ...] | None, ...]]
    outcomes = map(_play_deal, tasks) if executor is None else executor.map(_play_deal, tasks)
    stream = (sys.stderr if progress is True else progress) or None
    bar = _Bar(stream, deals * len(arrangements), module.NAME) if stream else None
    count = len(specs)
    wins = [0.0] * count
    beats = [[0.0] * count for _ in range(count)]
    unfinished = 0
    for deal in outcomes:
        for shares in deal:
            if shares is None:
                unfinished += 1
                continue
            for bot, share in enumerate(shares):
                wins[bot] += share
            for bot, row in enumerate(pairwise(shares)):
                for other, ahead in enumerate(row):
                    beats[bot][other] += ahead
        if bar:
            bar.advance(len(deal))
    if bar:
        bar.close()
    return ArenaResult(
        game=module.NAME,
        bots=names,
        players=players,
        deals=deals,
        seatings=len(arrangements),
        games=deals * len(arrangements),
        unfinished=unfinished,
        wins=tuple(wins),
        beats=tuple(tuple(row) for row in beats),
        seed=seed,
    )


def smallest_table(module: Game | str, bots: int) -> Any:
    """The standard rules at the smallest table the game allows that seats every bot equally.

    >>> smallest_table("kings-mercy", 2).players
    4
    """
    module = resolve(module)
    for players in range(bots, 21, bots):
        try:
            return module.Rules(players=players)
        except ValueError:
            continue
    raise ValueError(f"{module.NAME} has no table that seats {bots} bots equally")


class _Bar:
    """A plain-text progress bar, redrawn in place on a terminal, once at the end otherwise."""

    def __init__(self, stream: TextIO, total: int, title: str) -> None:
        self.stream, self.total, self.title, self.done, self.shown = stream, total, title, 0, -1
        self.live = bool(getattr(stream, "isatty", lambda: False)())

    def advance(self, games: int) -> None:
        self.done += games
        tenths = self.done * 1000 // self.total
        if self.live and tenths != self.shown:
            self.shown = tenths
            self.stream.write("\r" + self._line())
            self.stream.flush()

    def _line(self) -> str:
        filled = self.done * 30 // self.total
        return f"{self.title} [{'#' * filled}{'.' * (30 - filled)}] {self.done}/{self.total} games"

    def close(self) -> None:
        self.stream.write(("\r" if self.live else "") + self._line() + "\n")
        self.stream.flush()

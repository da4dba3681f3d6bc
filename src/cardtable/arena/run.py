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
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor
from typing import Any, TextIO

import attrs

from cardtable.agents import AgentSpec, play, spec_kind, spec_label
from cardtable.arena.result import MEASURES, ArenaResult, Measure, pairwise
from cardtable.game import Game
from cardtable.games import resolve
from cardtable.simulation.executors import InProcess, check_sendable, gather
from cardtable.simulation.progress import Bar
from cardtable.simulation.run import chunk_size, make_agent
from cardtable.simulation.seeds import derive

__all__ = [
    "MOST_SEATINGS",
    "MOVE_CAP",
    "arena",
    "bot_seed",
    "deal_seed",
    "measure",
    "seat_means",
    "seatings",
    "smallest_table",
    "tally_deals",
]

MOVE_CAP = 200_000
"""A game not over after this many moves is stopped and counts for no bot."""
MOST_SEATINGS = 720
"""More distinct seatings than this (seven bots or more), and only their rotations are played."""

BotSpec = AgentSpec
"""A bot: an agent spec (``cardtable.agents.spec``): a name in the registry, an agent, or a
factory making one from a seed."""


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


def deal_seed(seed: int, deal: int) -> int:
    """The seed deal ``deal`` (from 0) of an arena run with ``seed`` is dealt from.

    It is the seed game ``deal`` of a simulation with ``seed`` is dealt from
    (``cardtable.simulation.game_seed``).

    >>> deal_seed(0, 1) == deal_seed(0, 1) != deal_seed(0, 2)
    True
    """
    return derive(seed, deal)


def bot_seed(seed: int, deal: int, seating: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in seating ``seating`` of deal ``deal``.

    >>> bot_seed(0, 0, 0, 0) != bot_seed(0, 0, 0, 1)
    True
    """
    return derive(seed, deal, seating, seat, 1)


Played = tuple[tuple[float, ...], tuple[float, ...]] | None
"""One game by bot: the shares of the win, and the mean result of the bot's seats (its points
less those it started with); ``None`` for a game stopped at the move cap."""


@attrs.frozen(slots=True)
class _Deals:
    """Deals ``first`` to ``stop - 1``, each to play from every seating: all a worker needs
    (picklable when the bots are)."""

    game: str
    specs: tuple[BotSpec, ...]
    rules: Any
    seed: int
    first: int
    stop: int
    seatings: tuple[tuple[int, ...], ...]
    max_moves: int


def _play_deals(task: _Deals) -> tuple[tuple[Played, ...], ...]:
    """For each deal, each seating's game by bot (``None``: stopped at the move cap)."""
    return tuple(_play_deal(task, deal) for deal in range(task.first, task.stop))


def _play_deal(task: _Deals, deal: int) -> tuple[Played, ...]:
    module = resolve(task.game)
    start = module.FACTS.start(task.rules)
    found: list[Played] = []
    for index, seating in enumerate(task.seatings):
        agents = [
            make_agent(module, task.specs[bot], bot_seed(task.seed, deal, index, seat))
            for seat, bot in enumerate(seating)
        ]
        final = play(module, agents, task.rules, seed=deal_seed(task.seed, deal), max_moves=task.max_moves)
        result = module.outcome(final)
        if result is None:
            found.append(None)
            continue
        shares = [0.0] * len(task.specs)
        for seat in result.winners:
            shares[seating[seat]] += 1 / len(result.winners)
        found.append((tuple(shares), seat_means(seating, [points - start for points in result.points])))
    return tuple(found)


def seat_means(seating: Sequence[int], results: Sequence[float]) -> tuple[float, ...]:
    """Each bot's mean result over the seats it took in one game (``seating[seat]`` is the bot).

    A bot seated twice is scored as one player of its seats: its mean, so that its figure
    reads as any one seat's and does not grow with the seats it takes.

    >>> seat_means((0, 1, 1, 0), (5, -2, -4, 1))
    (3.0, -3.0)
    """
    bots = max(seating) + 1
    totals, seats = [0.0] * bots, [0] * bots
    for bot, result in zip(seating, results, strict=True):
        totals[bot] += result
        seats[bot] += 1
    return tuple(total / count for total, count in zip(totals, seats, strict=True))


def _labels(bots: Sequence[BotSpec] | Mapping[str, BotSpec]) -> tuple[tuple[str, ...], tuple[BotSpec, ...]]:
    if isinstance(bots, Mapping):
        return tuple(bots), tuple(bots.values())
    labels: list[str] = []
    for spec in bots:
        label = spec_label(spec)
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

    ``bots`` are agent specs (``cardtable.agents.spec``): names in the registry
    (``cardtable.bots.names(game)``), factories (a class, or a function of ``seed``)
    seeded anew for every game, or agents (``RandomAgent(seed=3)``, a function of the
    view and the moves), each game starting from a copy of the agent as it was handed
    over; a mapping gives each a name of your choosing. ``rules`` defaults to the
    game's standard rules at the smallest table that seats every bot equally (one
    seat each if the game allows; King's Mercy, from 3 players, seats two bots at
    4). Each bot takes an equal share of the seats. The deals are played whole,
    every deal from every seating (``seatings``), so ``games`` is rounded up to a
    multiple of the seatings. ``progress=True`` draws
    a bar on standard error (or pass a stream). Games are independent: an
    ``executor`` (any ``concurrent.futures.Executor``: a process pool, a Dask
    ``Client(...).get_executor()``) plays chunks of deals in parallel, and the
    result is the same with or without one (a pool of other processes needs bots
    it can pickle: names, or agents and factories defined at the top level of a
    module; anything else is refused with ``ValueError`` saying so). Without one,
    the deals are played in this process. The result depends only on the arguments.

    >>> result = arena("witch-of-the-woods", ["random", "random"], games=4, seed=1)
    >>> result.bots, result.players, result.deals, result.games
    (('random', 'random#2'), 2, 2, 4)
    """
    module = resolve(game)
    names, specs = _labels(bots)
    if len(specs) < 2:
        raise ValueError(f"an arena needs at least two bots, not {len(specs)}")
    for spec in specs:
        spec_kind(module, spec)  # an unknown name or a spec that is none fails now, saying why
    check_sendable(executor, specs, names=names)
    if rules is None:
        rules = smallest_table(module, len(specs))
    players: int = rules.players
    arrangements = seatings(len(specs), players)
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")
    deals = -(-games // len(arrangements))
    size = chunk_size(deals)
    tasks = [
        _Deals(module.NAME, specs, rules, seed, first, min(first + size, deals), arrangements, max_moves)
        for first in range(0, deals, size)
    ]
    stream = (sys.stderr if progress is True else progress) or None
    bar = Bar(stream, deals * len(arrangements), module.NAME) if stream else None
    done = (lambda found: bar.advance(sum(len(deal) for deal in found))) if bar else None
    outcomes = gather(InProcess() if executor is None else executor, _play_deals, tasks, done=done)
    if bar:
        bar.close()
    tally = tally_deals((deal for chunk in outcomes for deal in chunk), len(specs))
    return ArenaResult(
        game=module.NAME,
        bots=names,
        players=players,
        deals=deals,
        seatings=len(arrangements),
        games=deals * len(arrangements),
        seed=seed,
        **tally,
    )


def tally_deals(deals: Iterable[Sequence[Played]], count: int) -> dict[str, Any]:
    """The figures of ``ArenaResult`` that the games of ``deals`` (each deal's games by seating)
    give ``count`` bots: ``unfinished``, ``wins``, ``beats``, ``points``, ``products``, ``scored``.

    A deal is the unit of the points' statistics: its games were played by the same cards
    from every seating, so they are not independent of each other, while deals are. A bot's
    figure for a deal is its mean result over the deal's finished games.

    >>> tally = tally_deals([[((1.0, 0.0), (2.0, -2.0)), ((0.0, 1.0), (-1.0, 1.0))], [None, None]], 2)
    >>> tally["unfinished"], tally["wins"], tally["points"], tally["scored"]
    (2, (1.0, 1.0), (0.5, -0.5), 1)
    """
    wins = [0.0] * count
    beats = [[0.0] * count for _ in range(count)]
    points = [0.0] * count
    products = [[0.0] * count for _ in range(count)]
    unfinished = scored = 0
    for deal in deals:
        finished = [game for game in deal if game is not None]
        unfinished += len(deal) - len(finished)
        for shares, _ in finished:
            for bot, share in enumerate(shares):
                wins[bot] += share
            for bot, row in enumerate(pairwise(shares)):
                for other, ahead in enumerate(row):
                    beats[bot][other] += ahead
        if not finished:
            continue
        scored += 1
        means = [sum(results[bot] for _, results in finished) / len(finished) for bot in range(count)]
        for bot, mean in enumerate(means):
            points[bot] += mean
            for other, theirs in enumerate(means):
                products[bot][other] += mean * theirs
    return {
        "unfinished": unfinished,
        "wins": tuple(wins),
        "beats": tuple(tuple(row) for row in beats),
        "points": tuple(points),
        "products": tuple(tuple(row) for row in products),
        "scored": scored,
    }


def measure(game: Game | str, rules: Any = None) -> Measure:
    """What judges ``game``'s bots under ``rules`` (default: its ``duel`` table): ``"wins"``
    or ``"points"`` (units in a betting game), as the game's facts say (``Facts.measure``).

    A strength check passes it on: ``better(result, a, b, by=measure(game))``.

    >>> measure("kings-mercy"), measure("open-mercy")
    ('points', 'wins')
    """
    module = resolve(game)
    found = module.FACTS.measure(module.FACTS.duel if rules is None else rules)
    if found not in MEASURES:
        raise ValueError(f"{module.NAME} is judged by {found!r}: not one of {', '.join(MEASURES)}")
    return found


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

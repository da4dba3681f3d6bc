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
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from typing import Any, TextIO

import attrs

from cardtable.agents import AgentSpec, play, spec_kind, spec_label
from cardtable.arena.result import ArenaResult, pairwise
from cardtable.game import Game
from cardtable.games import resolve
from cardtable.simulation.executors import InProcess, check_sendable, gather
from cardtable.simulation.progress import Bar
from cardtable.simulation.run import chunk_size, make_agent
from cardtable.simulation.seeds import derive

__all__ = ["MOST_SEATINGS", "MOVE_CAP", "arena", "bot_seed", "deal_seed", "seatings", "smallest_table"]

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


Shares = tuple[float, ...] | None
"""One game's shares of the win by bot, or ``None`` for a game stopped at the move cap."""


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


def _play_deals(task: _Deals) -> tuple[tuple[Shares, ...], ...]:
    """For each deal, each seating's shares of the win by bot (``None``: stopped at the move cap)."""
    return tuple(_play_deal(task, deal) for deal in range(task.first, task.stop))


def _play_deal(task: _Deals, deal: int) -> tuple[Shares, ...]:
    module = resolve(task.game)
    found: list[Shares] = []
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
        found.append(tuple(shares))
    return tuple(found)


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
    count = len(specs)
    wins = [0.0] * count
    beats = [[0.0] * count for _ in range(count)]
    unfinished = 0
    for shares in (game for chunk in outcomes for deal in chunk for game in deal):
        if shares is None:
            unfinished += 1
            continue
        for bot, share in enumerate(shares):
            wins[bot] += share
        for bot, row in enumerate(pairwise(shares)):
            for other, ahead in enumerate(row):
                beats[bot][other] += ahead
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

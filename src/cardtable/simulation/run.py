"""Playing a simulation: the games split into seeded chunks, each chunk played wherever the executor runs it.

A chunk is a range of game numbers with all a worker needs to play them
(``Chunk``, picklable when the agents are: bot names, and agents and factories
defined at the top level of a module). ``play_chunk`` plays one and sends back only each game's moves,
winners and points, never a state. Game ``n`` and its agents are seeded from
the run's seed and ``n`` alone (``cardtable.simulation.seeds``), so the result
does not depend on the chunks or the executor.

>>> chunk = Chunk("open-mercy", ("random",) * 4, None, seed=1, first=0, stop=2, max_moves=5)
>>> [moves for moves, _, _ in play_chunk(chunk)]
[5, 5]
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor
from typing import Any, TextIO, cast

import attrs

from cardtable.agents import Agent, AgentSpec, Searcher, agent_for, play, seat_specs, spec_label
from cardtable.game import Game
from cardtable.games import resolve
from cardtable.simulation.executors import InProcess, check_sendable, cpus, gather, process_pool
from cardtable.simulation.progress import Bar
from cardtable.simulation.result import Played, Simulation
from cardtable.simulation.seeds import agent_seed, game_seed

__all__ = [
    "CHUNKS",
    "LARGEST_CHUNK",
    "MOVE_CAP",
    "AgentSpec",
    "Chunk",
    "chunk_size",
    "make_agent",
    "play_chunk",
    "simulate",
]

MOVE_CAP = 200_000
"""A game not over after this many moves is stopped and counted as unfinished."""
CHUNKS = 64
"""The default chunk size splits a run into about this many chunks, so two or a
dozen workers each get several and finish close together."""
LARGEST_CHUNK = 1000
"""Past ``CHUNKS * LARGEST_CHUNK`` games, chunks stay this size and there are more of them."""

Line = tuple[int, tuple[int, ...] | None, tuple[int, ...] | None]
"""What a chunk sends back for one game: its moves, and its winners and points (``None`` if stopped)."""


@attrs.frozen(slots=True)
class Chunk:
    """Games ``first`` to ``stop - 1`` of a run: the game's name, one agent a seat, the rules, the
    run's seed and move cap."""

    game: str
    agents: tuple[AgentSpec, ...]
    rules: Any
    seed: int
    first: int
    stop: int
    max_moves: int


def make_agent(game: Game | str, spec: AgentSpec, seed: int) -> Agent | Searcher:
    """The agent of one seat in one game of a run: the bot ``spec`` names or the factory makes,
    seeded with ``seed``, or a copy of the agent ``spec`` is (``cardtable.agents.agent_for``
    with ``fresh``), so that each game starts from the agent as it was handed over.

    >>> type(make_agent("kings-mercy", "random", 3)).__name__
    'RandomAgent'
    """
    return agent_for(game, spec, seed, fresh=True)


def play_chunk(chunk: Chunk) -> tuple[Line, ...]:
    """Play the chunk's games; for each, its moves and its winners and points (``None``: stopped).

    Equal winners and points share one tuple, which pickle sends once.
    """
    module = resolve(chunk.game)
    shared: dict[tuple[int, ...], tuple[int, ...]] = {}
    lines: list[Line] = []
    for number in range(chunk.first, chunk.stop):
        agents = [
            make_agent(module, spec, agent_seed(chunk.seed, number, seat))
            for seat, spec in enumerate(chunk.agents)
        ]
        final = play(
            module, agents, chunk.rules, seed=game_seed(chunk.seed, number), max_moves=chunk.max_moves
        )
        result = module.outcome(final)
        if result is None:
            lines.append((len(final.log), None, None))
        else:
            winners, points = tuple(result.winners), tuple(result.points)
            lines.append(
                (len(final.log), shared.setdefault(winners, winners), shared.setdefault(points, points))
            )
    return tuple(lines)


def chunk_size(games: int) -> int:
    """The default number of games a chunk: about ``CHUNKS`` chunks, none over ``LARGEST_CHUNK`` games.

    >>> chunk_size(10), chunk_size(1000), chunk_size(1_000_000)
    (1, 16, 1000)
    """
    return max(1, min(LARGEST_CHUNK, -(-games // CHUNKS)))


def simulate(
    game: Game | str,
    agents: AgentSpec | Sequence[AgentSpec],
    games: int,
    seed: int = 0,
    *,
    rules: Any = None,
    executor: Executor | None = None,
    chunk: int | None = None,
    max_moves: int = MOVE_CAP,
    progress: TextIO | None = None,
) -> Simulation:
    """Play ``games`` games of ``game`` between ``agents`` and return what they add up to.

    ``agents``: one per seat, or one for every seat; each an agent spec
    (``cardtable.agents.spec``): a bot's name (``cardtable.bots.names(game)``), a
    factory (a class, or a function of ``seed``), or an agent (``RandomAgent(seed=3)``,
    a function of the view and the moves). ``rules`` defaults to the game's standard
    table. Game ``n`` is dealt from ``game_seed(seed, n)``; seat ``s``'s bot or
    factory is made with ``agent_seed(seed, n, s)``, and an agent plays every game as
    it was handed over (a copy of it each game).

    The games are split into chunks of ``chunk`` games (default ``chunk_size``)
    and played on ``executor``, any ``concurrent.futures.Executor``: ``InProcess()``,
    a process pool, a Dask ``Client(...).get_executor()``. By default a pool of
    one process per CPU (this process alone for a single chunk). A pool on other
    processes or machines needs agents it can pickle: names, or agents and factories
    defined at the top level of a module; a lambda or a local function on the default
    pool or a process pool is refused with ``ValueError`` saying what to pass instead
    (or play with ``executor=InProcess()``). The result is the same for every executor,
    every chunk size and any number of workers. A game still running after
    ``max_moves`` moves is stopped and counted unfinished. ``progress``: a stream
    for a progress bar (redrawn in place on a terminal).

    >>> run = simulate("witch-of-the-woods", "random", games=4, seed=1, executor=InProcess())
    >>> run.games, run.agents
    (4, ('random', 'random', 'random', 'random'))
    >>> run == simulate("witch-of-the-woods", ["random"] * 4, games=4, seed=1, chunk=3)
    True
    """
    module = resolve(game)
    rules = _rules(module, rules)
    seats = _seats(module, agents, rules.players)
    check_sendable(executor, seats, default="simulate plays on a pool of processes by default")
    games, max_moves = _whole("games", games), _whole("max_moves", max_moves)
    size = chunk_size(games) if chunk is None else _whole("chunk", chunk)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    chunks = [
        Chunk(module.NAME, seats, rules, seed, first, min(first + size, games), max_moves)
        for first in range(0, games, size)
    ]
    bar = Bar(progress, games, module.NAME, chunks=len(chunks)) if progress is not None else None
    started = time.perf_counter()
    try:
        with _default(executor, len(chunks)) as playing:
            found = gather(
                playing, play_chunk, chunks, done=(lambda lines: bar.advance(len(lines))) if bar else None
            )
    finally:
        if bar:
            bar.close()  # also when the run fails or is interrupted, so the terminal's line is ended
    return Simulation(
        game=module.NAME,
        rules=rules,
        agents=tuple(spec_label(spec) for spec in seats),
        seed=seed,
        max_moves=max_moves,
        played=tuple(_played(line) for lines in found for line in lines),
        seconds=time.perf_counter() - started,
    )


def _whole(name: str, value: Any) -> int:
    """``value`` if it is a whole number of at least 1; ``ValueError`` naming ``name`` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ValueError(f"{name} must be a whole number of at least 1, not {value!r}")
    return value


def _played(line: Line) -> Played:
    moves, winners, points = line
    if winners is None or points is None:
        return Played((), (), moves, False)
    return Played(winners, points, moves)


def _rules(module: Game, rules: Any) -> Any:
    if rules is None:
        return module.Rules()
    if not isinstance(rules, cast(type, module.Rules)):
        raise ValueError(f"rules must be {module.NAME}'s Rules, not {rules!r}")
    return rules


def _seats(module: Game, agents: AgentSpec | Sequence[AgentSpec], players: int) -> tuple[AgentSpec, ...]:
    """One agent a seat, from one for all or one each; an unknown bot, a spec that is none
    (``cardtable.agents.spec_kind``) or a wrong count is refused before anything is played."""
    return seat_specs(agents, players, module)


@contextlib.contextmanager
def _default(executor: Executor | None, chunks: int) -> Iterator[Executor]:
    """``executor`` if given; else this process for one chunk or one CPU, or a pool of one process a CPU."""
    if executor is not None:
        yield executor
        return
    workers = min(cpus(), chunks)
    if workers == 1:
        yield InProcess()
        return
    with process_pool(workers) as pool:
        yield pool

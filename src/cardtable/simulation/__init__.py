"""Simulation: many seeded games between chosen agents, on one process, a pool or a Dask cluster.

``simulate(game, agents, games, seed)`` plays the games in seeded chunks on any
``concurrent.futures.Executor`` and returns a ``Simulation``: each game's
winners, points and moves, and the wins and points of each seat. Game ``n``
and its agents are seeded from ``(seed, n)`` alone, so the result compares
equal whatever the executor and however many workers play it.

- ``seeds``: the seed of each game and of each seat's agent.
- ``run``: chunks, ``play_chunk``, ``simulate``.
- ``result``: ``Played``, ``Simulation``.
- ``executors``: ``InProcess``, process pools, a Dask scheduler, ``gather``.
- ``progress``: the progress bar.

>>> from cardtable.simulation import InProcess, simulate
>>> run = simulate("open-mercy", "random", games=20, seed=7, executor=InProcess())
>>> run.games, len(run.wins), round(sum(run.wins)) == run.games - run.unfinished
(20, 4, True)
"""

from cardtable.simulation.executors import InProcess, dask_executor, executor_for, gather, process_pool
from cardtable.simulation.result import Played, Simulation
from cardtable.simulation.run import MOVE_CAP, AgentSpec, Chunk, chunk_size, make_agent, play_chunk, simulate
from cardtable.simulation.seeds import agent_seed, derive, game_seed

__all__ = [
    "MOVE_CAP",
    "AgentSpec",
    "Chunk",
    "InProcess",
    "Played",
    "Simulation",
    "agent_seed",
    "chunk_size",
    "dask_executor",
    "derive",
    "executor_for",
    "game_seed",
    "gather",
    "make_agent",
    "play_chunk",
    "process_pool",
    "simulate",
]

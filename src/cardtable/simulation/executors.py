"""Where a run's chunks are played: in this process, on a process pool, or on a Dask cluster.

Any ``concurrent.futures.Executor`` will do. ``InProcess`` plays each chunk
when it is handed over, in this process; ``process_pool(n)`` is a pool of
``n`` processes that leave Ctrl-C to the program that started them;
``dask_executor(address)`` connects to a Dask scheduler (the ``dask`` extra).
``executor_for`` picks one from the command line's ``--workers`` and
``--scheduler``, and ``gather`` hands a list of chunks to an executor and
collects what each returns, in order.

>>> with executor_for(workers=1) as executor:
...     gather(executor, abs, [-2, 3, -5])
[2, 3, 5]
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from typing import Any, ParamSpec, TypeVar

__all__ = [
    "DASK_MISSING",
    "InProcess",
    "check_sendable",
    "cpus",
    "dask_executor",
    "executor_for",
    "gather",
    "process_pool",
]

P = ParamSpec("P")
T = TypeVar("T")
R = TypeVar("R")

DASK_MISSING = "a Dask scheduler needs the dask extra: pip install 'cardtable[dask]'"
"""What to install when ``distributed`` is missing."""


class InProcess(Executor):
    """Plays each call at once, in this process, as it is submitted; its future is already done.

    The executor of a single-process run: no pickling, and the same results
    as any pool.

    >>> InProcess().submit(pow, 2, 10).result()
    1024
    """

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        """Call ``fn(*args, **kwargs)`` now; the future holds its result or the exception it raised.

        >>> InProcess().submit(int, "x").exception() is not None
        True
        """
        future: Future[T] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as error:  # the future carries it, as a pool's would; Ctrl-C is not caught
            future.set_exception(error)
        return future


def cpus() -> int:
    """How many CPUs this process may run on (at least 1).

    >>> cpus() >= 1
    True
    """
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity else os.cpu_count() or 1


def _leave_interrupts_to_the_parent() -> None:
    # Ctrl-C reaches every process of the terminal's foreground group: the parent stops the
    # run and shuts the pool down; a worker printing its own traceback would only add noise.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes that ignore Ctrl-C (the program that started them stops them).

    >>> with process_pool(1) as pool:
    ...     pool.submit(pow, 3, 2).result()
    9
    """
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    return ProcessPoolExecutor(max_workers=workers, initializer=_leave_interrupts_to_the_parent)


def check_sendable(
    executor: Executor | None,
    agents: Sequence[object],
    *,
    default: str | None = None,
    names: Sequence[str] | None = None,
) -> None:
    """``ValueError`` saying what to pass instead when ``executor`` plays in other processes and
    one of ``agents`` (the agent specs of a run, seat by seat) cannot be sent there.

    A process pool pickles each task: a bot's name always goes, and so does an agent
    or a factory defined at the top level of a module; a lambda, a local function or
    an instance of a local class does not. ``default``: what the run does without an
    executor, when that is a process pool too (``None``: it plays in this process).
    ``names``: how the message names each agent (by default, by its seat).
    Other executors (this process, threads, a Dask cluster, which pickles lambdas
    too) are left to take what they can.

    >>> check_sendable(process_pool(1), ["random", lambda seed: None])
    Traceback (most recent call last):
    ...
    ValueError: seat 1's agent <lambda> cannot be sent to the processes of a process pool ...
    """
    if isinstance(executor, ProcessPoolExecutor):
        where = "the processes of a process pool"
    elif executor is None and default is not None:
        where = f"other processes ({default})"
    else:
        return
    for seat, agent in enumerate(agents):
        if isinstance(agent, str):
            continue
        try:
            pickle.dumps(agent)
        except Exception as error:  # pickle fails with several kinds of error
            shown = getattr(agent, "__qualname__", None) or f"a {type(agent).__name__}"
            who = f"seat {seat}'s agent" if names is None else f"the bot {names[seat]!r}"
            raise ValueError(
                f"{who} {shown} cannot be sent to {where} ({error}): pass a bot's "
                "name, or an agent or a factory defined at the top level of a module, or play in "
                "this process (executor=cardtable.simulation.InProcess()) or on threads "
                "(executor=concurrent.futures.ThreadPoolExecutor())"
            ) from None


@contextlib.contextmanager
def dask_executor(address: str) -> Iterator[Executor]:
    """An executor on the Dask scheduler at ``address`` (like ``tcp://host:8786``), closed after.

    ``ImportError`` names the extra to install when ``distributed`` is missing;
    ``OSError`` says the scheduler could not be reached.
    """
    try:
        import distributed
    except ImportError as error:
        raise ImportError(DASK_MISSING) from error
    connect: Any = distributed.Client  # distributed's Client has no annotations
    try:
        client = connect(address, set_as_default=False)
    except (OSError, ValueError) as error:  # refused, timed out, or not an address at all
        raise OSError(f"cannot reach the Dask scheduler at {address}: {error}") from error
    with client:
        yield client.get_executor()


@contextlib.contextmanager
def executor_for(workers: int | None = None, scheduler: str | None = None) -> Iterator[Executor | None]:
    """The executor ``--workers`` and ``--scheduler`` ask for, shut down when the block ends.

    A scheduler address: its Dask cluster. ``workers=1``: ``InProcess``. ``workers=N``:
    a pool of ``N`` processes. Neither: ``None``, for the caller's default.

    >>> with executor_for() as executor:
    ...     executor is None
    True
    >>> with executor_for(workers=2, scheduler="tcp://host:8786"):
    ...     pass
    Traceback (most recent call last):
    ...
    ValueError: choose --workers (processes here) or --scheduler (a Dask cluster's workers), not both
    """
    if workers is not None and scheduler is not None:
        raise ValueError(
            "choose --workers (processes here) or --scheduler (a Dask cluster's workers), not both"
        )
    if scheduler is not None:
        with dask_executor(scheduler) as executor:
            yield executor
    elif workers is None:
        yield None
    elif workers == 1:
        yield InProcess()
    else:
        with process_pool(workers) as pool:
            yield pool


def gather(
    executor: Executor,
    function: Callable[[T], R],
    tasks: Sequence[T],
    *,
    done: Callable[[R], None] | None = None,
) -> list[R]:
    """``[function(task) for task in tasks]``, each call submitted to ``executor``.

    ``done(result)`` is called as each call finishes, in the order they finish
    (for a progress bar). If a call raises, the calls not yet started are
    cancelled and the exception is raised here; so is Ctrl-C.

    >>> seen = []
    >>> gather(InProcess(), len, ["ab", "c"], done=seen.append), seen
    ([2, 1], [2, 1])
    """
    found: dict[int, R] = {}
    waiting: dict[Future[R], int] = {}

    def collect(finished: set[Future[R]]) -> None:
        for future in sorted(finished, key=waiting.__getitem__):
            found[waiting.pop(future)] = result = future.result()
            if done is not None:
                done(result)

    try:
        for index, task in enumerate(tasks):
            future = executor.submit(function, task)
            waiting[future] = index
            if future.done():  # an in-process executor: count it now, so progress moves as it plays
                collect({future})
        while waiting:
            finished, _ = wait(list(waiting), return_when=FIRST_COMPLETED)
            collect(finished)
    except BaseException:
        for future in waiting:
            future.cancel()
        raise
    return [found[index] for index in range(len(tasks))]

"""On a real Dask cluster: a LocalCluster of two worker processes plays the same games as one
process and as a process pool, the arena too, and the commands print the same figures with
--workers 1, --workers 2 and --scheduler.

These tests need the ``dask`` extra (``distributed``), which CI installs.
"""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable import cli
from cardtable.arena import arena
from cardtable.simulation import InProcess, process_pool, simulate

distributed = pytest.importorskip("distributed", reason="the Dask tests need the dask extra: cardtable[dask]")
dask = pytest.importorskip("dask", reason="the Dask tests need the dask extra: cardtable[dask]")

SPEED = re.compile(r", [\d,.]+ games and [\d,.]+ moves per second$", re.MULTILINE)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """Two single-threaded worker processes and their scheduler, on this machine."""
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    ) as local:
        yield local


@pytest.fixture(scope="module")
def client(cluster: Any) -> Iterator[Any]:
    with distributed.Client(cluster, set_as_default=False) as connected:
        yield connected


def test_a_run_on_two_dask_workers_equals_one_process_and_a_process_pool(client: Any) -> None:
    seats: list[Any] = ["heuristic", "random", "scrap", "random"]
    alone = simulate("open-mercy", seats, 40, seed=11, executor=InProcess())
    with distributed.get_task_stream(client) as stream:
        on_dask = simulate("open-mercy", seats, 40, seed=11, executor=client.get_executor(), chunk=3)
    with process_pool(2) as pool:
        pooled = simulate("open-mercy", seats, 40, seed=11, executor=pool, chunk=7)
    assert on_dask == alone and pooled == alone
    assert on_dask.played == alone.played and on_dask.wins == alone.wins
    # The 14 chunks were spread over both workers of the cluster.
    assert len(stream.data) == 14 and len({task["worker"] for task in stream.data}) == 2
    assert simulate("open-mercy", seats, 40, seed=12, executor=client.get_executor()) != alone


def test_the_arena_on_dask_equals_the_arena_in_process(client: Any) -> None:
    bots = ["heuristic", "random", "random"]
    alone = arena("witch-of-the-woods", bots, games=30, seed=3)
    assert arena("witch-of-the-woods", bots, games=30, seed=3, executor=client.get_executor()) == alone


def _summary(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert cli.main(argv) == 0
    return SPEED.sub("", capsys.readouterr().out)


def test_the_commands_print_the_same_figures_on_one_two_and_dask_workers(
    cluster: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    simulate_command = [
        "simulate",
        "open-mercy",
        "--games",
        "60",
        "--seed",
        "5",
        "--bots",
        "random,heuristic",
    ]
    one = _summary([*simulate_command, "--players", "2", "--workers", "1"], capsys)
    assert one.startswith("open-mercy: 60 games, ") and "seat 1:" in one and "(heuristic)" in one
    assert _summary([*simulate_command, "--players", "2", "--workers", "2"], capsys) == one
    assert (
        _summary([*simulate_command, "--players", "2", "--scheduler", cluster.scheduler_address], capsys)
        == one
    )
    arena_command = ["arena", "open-mercy", "heuristic", "random", "--games", "40", "--seed", "2", "--quiet"]
    table = _summary([*arena_command, "--workers", "1"], capsys)
    assert table.startswith("open-mercy, 2 players: 20 deals x 2 seatings = 40 games (seed 2)")
    assert _summary([*arena_command, "--scheduler", cluster.scheduler_address], capsys) == table


def test_an_unreachable_scheduler_is_one_line_and_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as probe:  # a port nothing listens on: bound, then let go
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        status = cli.main(
            ["simulate", "open-mercy", "--games", "2", "--scheduler", f"tcp://127.0.0.1:{port}"]
        )
    assert status == 1
    error = capsys.readouterr().err
    assert error.startswith(
        f"cardtable simulate: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: "
    )

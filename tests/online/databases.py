"""The databases the storage tests run on: a SQLite file, and PostgreSQL when ``.ci/run`` started one.

``CARDTABLE_TEST_POSTGRES`` names a PostgreSQL server (``.ci/run`` starts a
throwaway one and sets it). Where it is set, the PostgreSQL case runs and fails if
the server cannot be reached; only where it is unset is the case skipped, with
the reason shown. Each pytest-xdist worker gets its own database, named after the
worker, made afresh for every test.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy", reason="the store needs the serve extra: pip install 'cardtable[serve]'")

BACKENDS = ("sqlite", "postgres")
"""The backends every storage test runs on."""
POSTGRES_VARIABLE = "CARDTABLE_TEST_POSTGRES"


def postgres_server() -> str:
    """The PostgreSQL server's URL; the test is skipped (reason shown) only if none was given."""
    url = os.environ.get(POSTGRES_VARIABLE)
    if not url:
        pytest.skip(f"PostgreSQL: {POSTGRES_VARIABLE} is not set (.ci/run starts a server and sets it)")
    return url


def worker_database(suffix: str = "") -> str:
    """This worker's own database name on the PostgreSQL server."""
    return f"cardtable_test_{os.environ.get('PYTEST_XDIST_WORKER', 'main')}{suffix}"


async def _recreate(server: str, name: str) -> None:
    import asyncpg  # the postgres extra

    connection = await asyncpg.connect(server, timeout=30)
    try:
        # The name is made here from the worker's id (letters, digits, _), never from input.
        await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()


def fresh_database(backend: str, folder: Path, suffix: str = "") -> str:
    """A URL of an empty database on ``backend``: a new SQLite file in ``folder``, or this
    worker's PostgreSQL database dropped and made again."""
    if backend == "sqlite":
        return f"sqlite:///{folder / f'cardtable{suffix}.db'}"
    server = postgres_server()
    name = worker_database(suffix)
    asyncio.run(_recreate(server, name))
    base, _, _ = server.rpartition("/")
    return f"{base}/{name}"

"""Bring a database's schema up to date with Alembic, programmatically, at start-up.

The migrations ship inside the package (``migrations/``); ``upgrade`` runs them on
an open async connection, inside its transaction, so a server never starts on a
schema older than its code and two servers starting at once on one PostgreSQL
database take turns (the first holds the ``alembic_version`` row's lock).

>>> head()
'0002'
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Connection
from sqlalchemy.ext.asyncio import AsyncConnection

__all__ = ["MIGRATIONS", "head", "upgrade"]

MIGRATIONS = Path(__file__).parent / "migrations"
"""The folder of Alembic's environment and revisions."""


def _config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head() -> str:
    """The newest revision the package ships."""
    revision = ScriptDirectory.from_config(_config()).get_current_head()
    assert revision is not None
    return revision


async def upgrade(connection: AsyncConnection) -> None:
    """Migrate the database on ``connection`` to ``head()``."""

    def run(sync: Connection) -> None:
        command.upgrade(_config(sync), "head")

    await connection.run_sync(run)

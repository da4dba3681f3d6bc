"""Alembic's environment: migrate on the connection ``cardtable.online.store.migrate`` hands over.

The service never runs the ``alembic`` command line: ``migrate`` opens the async
engine's connection, and Alembic runs this file on it, inside its transaction.
Imported as a module (as the doctest collector does) it does nothing.
"""

from __future__ import annotations

from alembic import context

from cardtable.online.store.schema import METADATA


def run_migrations() -> None:
    """Run the revisions due on the connection handed over in the config's attributes."""
    connection = context.config.attributes["connection"]
    context.configure(connection=connection, target_metadata=METADATA)
    with context.begin_transaction():
        context.run_migrations()


if __name__ != "cardtable.online.store.migrations.env":  # run by Alembic, not imported
    run_migrations()

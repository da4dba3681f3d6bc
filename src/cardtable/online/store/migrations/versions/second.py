"""The second schema: which server process keeps each room, and games against a bot in progress.

Several servers may share one PostgreSQL database; a room lives in one of them,
so each room row names its server (``rooms.server``) and a server loads back only
its own rooms. A game against a bot (the ladder, today's deal) is kept per account
(``solos``) so that it, too, survives a restart.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``rooms.server`` and the ``solos`` table."""
    with op.batch_alter_table("rooms") as rooms:
        rooms.add_column(sa.Column("server", sa.String(64), nullable=False, server_default=""))
        rooms.create_index("ix_rooms_server", ["server"])
    op.create_table(
        "solos",
        sa.Column(
            "account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("bot", sa.String(32), nullable=False),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("saved", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop the ``solos`` table and ``rooms.server``."""
    op.drop_table("solos")
    with op.batch_alter_table("rooms") as rooms:
        rooms.drop_index("ix_rooms_server")
        rooms.drop_column("server")

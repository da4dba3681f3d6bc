"""The first schema: accounts, tokens, stats, ladders, games and their seats, daily results, rooms.

A migration is frozen once shipped: it spells its tables out rather than reading
``schema.METADATA``, which moves on with later revisions.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)


def _account() -> sa.ForeignKey:
    return sa.ForeignKey("accounts.id", ondelete="CASCADE")


def upgrade() -> None:
    """Create every table."""
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("handle", sa.String(24), nullable=False),
        sa.Column("handle_key", sa.String(24), nullable=False, unique=True),
        sa.Column("claimed", sa.Boolean, nullable=False),
        sa.Column("password_hash", sa.String(200), nullable=True),
        sa.Column("created", _WHEN, nullable=False),
    )
    op.create_table(
        "tokens",
        sa.Column("digest", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.Integer, _account(), nullable=False, index=True),
        sa.Column("created", _WHEN, nullable=False),
    )
    op.create_table(
        "stats",
        sa.Column("account_id", sa.Integer, _account(), primary_key=True),
        sa.Column("mode", sa.String(32), primary_key=True),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
    )
    op.create_table(
        "ladders",
        sa.Column("account_id", sa.Integer, _account(), primary_key=True),
        sa.Column("progress", sa.Text, nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("mode", sa.String(32), nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("seed", sa.String(24), nullable=False),
        sa.Column("deck", sa.Text, nullable=True),
        sa.Column("moves", sa.Text, nullable=False),
        sa.Column("winners", sa.Text, nullable=False),
        sa.Column("finished", _WHEN, nullable=False),
    )
    op.create_table(
        "game_seats",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, _account(), nullable=False, index=True),
    )
    op.create_table(
        "daily",
        sa.Column("account_id", sa.Integer, _account(), primary_key=True),
        sa.Column("day", sa.String(10), primary_key=True),
        sa.Column("won", sa.Boolean, nullable=False),
        sa.Column("moves", sa.Integer, nullable=False),
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id", ondelete="SET NULL"), nullable=True),
    )
    op.create_table(
        "rooms",
        sa.Column("code", sa.String(6), primary_key=True),
        sa.Column("room", sa.Text, nullable=False),
        sa.Column("game", sa.Text, nullable=True),
        sa.Column("clock", sa.Float, nullable=False),
        sa.Column("saved", _WHEN, nullable=False),
    )
    op.create_table(
        "room_members",
        sa.Column("code", sa.String(6), sa.ForeignKey("rooms.code", ondelete="CASCADE"), primary_key=True),
        sa.Column("name", sa.String(24), primary_key=True),
        sa.Column("token_digest", sa.String(64), nullable=False),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="SET NULL"), nullable=True),
    )


def downgrade() -> None:
    """Drop every table, the referring ones first."""
    for table in ("room_members", "rooms", "daily", "game_seats", "games", "ladders", "stats", "tokens"):
        op.drop_table(table)
    op.drop_table("accounts")

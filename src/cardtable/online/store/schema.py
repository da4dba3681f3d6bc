"""The tables the table service keeps, as SQLAlchemy Core metadata.

What is kept and why each piece is the size it is: an account is a handle and,
once claimed, a password hash (``hashlib.scrypt``, per-account salt); a token is
kept only as its SHA-256, so a stolen database signs no one in. A game is its
rules, seed, first deck and moves, the same parts as ``cardtable.records.dumps``,
so any seat's record (``records.dumps(state, seat=p)``) is rebuilt on demand
instead of being stored once per seat. A room is every field of
``cardtable.online.rooms.Room`` with its game as rules, seed and moves: a few
kilobytes, rewritten as it changes. Seeds are text because a game's seed may
need all 64 bits, one more than a signed ``BIGINT`` holds.

The migrations under ``migrations/versions`` create exactly these tables; a test
compares the two.

>>> sorted(METADATA.tables)
['accounts', 'daily', 'game_seats', 'games', 'ladders', 'room_members', 'rooms', 'solos', 'stats', 'tokens']
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

__all__ = [
    "ACCOUNTS",
    "DAILY",
    "GAMES",
    "GAME_SEATS",
    "HANDLE_LENGTH",
    "LADDERS",
    "METADATA",
    "ROOMS",
    "ROOM_MEMBERS",
    "SOLOS",
    "STATS",
    "TOKENS",
]

HANDLE_LENGTH = 24
"""The longest handle, as long as a room member's name (``rooms.NAME_LENGTH``)."""

METADATA = MetaData()
"""Every table of the table service."""

ACCOUNTS = Table(
    "accounts",
    METADATA,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("handle", String(HANDLE_LENGTH), nullable=False),
    # Handles are unique whatever their case: "Jo" and "jo" are one person to a reader.
    Column("handle_key", String(HANDLE_LENGTH), nullable=False, unique=True),
    Column("claimed", Boolean, nullable=False),
    Column("password_hash", String(200), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
)
"""One row an account: a guest (``claimed`` false, no password) or a claimed account."""

TOKENS = Table(
    "tokens",
    METADATA,
    Column("digest", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("created", DateTime(timezone=True), nullable=False),
)
"""A browser's long-lived token, kept as its SHA-256 (hex)."""

STATS = Table(
    "stats",
    METADATA,
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("mode", String(32), primary_key=True),
    Column("games", Integer, nullable=False),
    Column("wins", Integer, nullable=False),
)
"""Games played and won, per account and mode (``"official"``, ``"ladder"``, ``"daily"``, ...)."""

LADDERS = Table(
    "ladders",
    METADATA,
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("progress", Text, nullable=False),
)
"""An account's bot-ladder progress: ``Ladder.to_dict()`` as JSON (OM23)."""

GAMES = Table(
    "games",
    METADATA,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game", String(32), nullable=False),
    Column("mode", String(32), nullable=False),
    Column("rules", Text, nullable=False),
    Column("seed", String(24), nullable=False),
    Column("deck", Text, nullable=True),
    Column("moves", Text, nullable=False),
    Column("winners", Text, nullable=False),
    Column("finished", DateTime(timezone=True), nullable=False),
)
"""A finished game: which game, its mode, rules, seed, first deck (JSON or null), moves (JSON)
and the winning seats."""

GAME_SEATS = Table(
    "game_seats",
    METADATA,
    Column("game_id", Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
)
"""Which account sat at which seat of a finished game (bots' seats have no row)."""

DAILY = Table(
    "daily",
    METADATA,
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("day", String(10), primary_key=True),
    Column("won", Boolean, nullable=False),
    Column("moves", Integer, nullable=False),
    Column("game_id", Integer, ForeignKey("games.id", ondelete="SET NULL"), nullable=True),
)
"""Today's deal (OM24): the one counted result of an account for a day (ISO ``YYYY-MM-DD``)."""

ROOMS = Table(
    "rooms",
    METADATA,
    Column("code", String(6), primary_key=True),
    Column("room", Text, nullable=False),
    Column("game", Text, nullable=True),
    Column("clock", Float, nullable=False),
    Column("saved", DateTime(timezone=True), nullable=False),
    # A room lives in one server process; several may share a PostgreSQL database.
    Column("server", String(64), nullable=False, server_default="", index=True),
)
"""A room in progress: its fields (JSON), its game as a host's record (rules, seed, deck,
moves) or null, the server clock's reading when it was saved (its times are on that
clock), and the name of the server process that keeps it (``""``: the only one)."""

ROOM_MEMBERS = Table(
    "room_members",
    METADATA,
    Column("code", String(6), ForeignKey("rooms.code", ondelete="CASCADE"), primary_key=True),
    Column("name", String(HANDLE_LENGTH), primary_key=True),
    Column("token_digest", String(64), nullable=False),
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="SET NULL"), nullable=True),
)
"""A room member's rejoin token (its SHA-256) and account, if they came with one."""

SOLOS = Table(
    "solos",
    METADATA,
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("mode", String(16), nullable=False),
    Column("bot", String(32), nullable=False),
    Column("game", Text, nullable=False),
    Column("saved", DateTime(timezone=True), nullable=False),
)
"""An account's game against a bot in progress (``"ladder"`` or ``"daily"``), one at most: the
bot's name and the game as a host's record, so it survives a restart."""

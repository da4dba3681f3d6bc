"""The store: accounts, tokens, stats, ladder progress, daily results, games and rooms, on
SQLite or PostgreSQL through SQLAlchemy's async engine.

Every query is built with SQLAlchemy Core, so every value travels as a bound
parameter. ``Store.open`` migrates the schema (``migrate.upgrade``) before
anything else. Counting is done by the database (``games = games + 1`` in an
upsert), so two servers on one PostgreSQL database never lose a count.

>>> import asyncio, tempfile
>>> async def demo(path):
...     store = await Store.open(f"sqlite:///{path}/demo.db")
...     guest, token = await store.create_guest()
...     same = await store.account_for_token(token)
...     claimed = await store.claim(guest.id, "Jo_88", "correct horse")
...     again, _ = await store.sign_in("jo_88", "correct horse")
...     await store.close()
...     return same == guest, claimed.claimed, again.id == guest.id
>>> with tempfile.TemporaryDirectory() as folder:
...     asyncio.run(demo(folder))
(True, True, True)
"""

from __future__ import annotations

import asyncio
import datetime
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
from sqlalchemy import delete, event, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from cardtable.online.store import passwords, reads, writes
from cardtable.online.store.games import PlayedGame, host_record, seat_record_of
from cardtable.online.store.migrate import upgrade
from cardtable.online.store.schema import (
    ACCOUNTS,
    DAILY,
    GAMES,
    LADDERS,
    ROOM_MEMBERS,
    ROOMS,
    SOLOS,
    STATS,
    TOKENS,
)
from cardtable.online.store.where import async_url
from cardtable.online.store.writes import FinishedGame, SavedRoom, SavedSolo

__all__ = ["Account", "FinishedGame", "SavedRoom", "SavedSolo", "Store", "StoreError"]

_HANDLE_TRIES = 20


class StoreError(ValueError):
    """A refusal a person may see: a taken handle, a wrong password.

    >>> str(StoreError("That handle is taken"))
    'That handle is taken'
    """


@attrs.frozen
class Account:
    """An account: a guest until ``claimed`` (then it has a password and may sign in anywhere)."""

    id: int
    handle: str
    claimed: bool
    created: datetime.datetime = attrs.field(eq=False)


class Store:
    """The table service's database; open one with ``await Store.open(url)``."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._insert: Callable[..., Any] = (
            postgresql.insert if engine.dialect.name == "postgresql" else sqlite.insert
        )

    @classmethod
    async def open(cls, database: str) -> Store:
        """Open ``database`` (a URL or a SQLite file's path) and migrate it."""
        url = make_url(async_url(database))
        arguments: dict[str, Any] = {}
        if url.get_backend_name() == "sqlite":
            if url.database and url.database != ":memory:":
                Path(url.database).parent.mkdir(parents=True, exist_ok=True)
            arguments["connect_args"] = {"timeout": 30}
            # Every use of a connection ends its transaction (a write commits or rolls back in
            # ``engine.begin()``; a read opens none), so the pool's own rollback as a
            # connection comes back would be one more trip to SQLite's thread for nothing.
            arguments["pool_reset_on_return"] = None
        engine = create_async_engine(url, **arguments)
        if url.get_backend_name() == "sqlite":
            event.listen(engine.sync_engine, "connect", _sqlite_settings)
        async with engine.begin() as connection:
            await upgrade(connection)
        return cls(engine)

    async def close(self) -> None:
        """Close every connection."""
        await self.engine.dispose()

    # Accounts ----------------------------------------------------------------------------------

    async def create_guest(self) -> tuple[Account, str]:
        """A new guest account with a made-up handle, and its first token (kept only hashed)."""
        for _ in range(_HANDLE_TRIES):
            handle = passwords.guest_handle()
            try:
                async with self.engine.begin() as connection:
                    created = writes.now()
                    found = await connection.execute(
                        ACCOUNTS.insert()
                        .values(handle=handle, handle_key=handle.lower(), claimed=False, created=created)
                        .returning(ACCOUNTS.c.id)
                    )
                    account = Account(found.scalar_one(), handle, False, created)
                    token = await self._new_token(connection, account.id)
                return account, token
            except IntegrityError:  # that made-up handle is someone's: make up another
                continue
        raise StoreError("No handle is free right now: try again")

    async def account_for_token(self, token: object) -> Account | None:
        """The account a token signs in, or ``None`` (an unknown or malformed token)."""
        if type(token) is not str or not 0 < len(token) <= 200:
            return None
        async with self.engine.connect() as connection:
            found = await connection.execute(
                select(ACCOUNTS).join(TOKENS).where(TOKENS.c.digest == passwords.token_digest(token))
            )
            row = found.first()
        return None if row is None else _account(row)

    async def account(self, account_id: int) -> Account | None:
        """The account with this id, if any."""
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(ACCOUNTS).where(ACCOUNTS.c.id == account_id))).first()
        return None if row is None else _account(row)

    async def claim(self, account_id: int, handle: object, password: object) -> Account:
        """Turn a guest into a full account: its handle and password (kept as a scrypt hash)."""
        handle, password = passwords.check_handle(handle), passwords.check_password_rules(password)
        kept = await asyncio.to_thread(passwords.hash_password, password)
        try:
            async with self.engine.begin() as connection:
                done = await connection.execute(
                    update(ACCOUNTS)
                    .where(ACCOUNTS.c.id == account_id, ACCOUNTS.c.claimed.is_(False))
                    .values(handle=handle, handle_key=handle.lower(), claimed=True, password_hash=kept)
                )
                if done.rowcount != 1:
                    raise StoreError("This account is already claimed")
        except IntegrityError:
            raise StoreError("That handle is taken") from None
        account = await self.account(account_id)
        assert account is not None
        return account

    async def sign_in(self, handle: object, password: object) -> tuple[Account, str]:
        """A claimed account's new token, for another browser; ``StoreError`` if they do not match."""
        wrong = StoreError("Wrong handle or password")
        if (
            type(handle) is not str
            or type(password) is not str
            or len(password) > passwords.PASSWORD_LENGTHS[1]
        ):
            raise wrong
        async with self.engine.connect() as connection:
            found = await connection.execute(select(ACCOUNTS).where(ACCOUNTS.c.handle_key == handle.lower()))
            row = found.first()
        if row is None or row.password_hash is None:
            raise wrong
        if not await asyncio.to_thread(passwords.check_password, password, row.password_hash):
            raise wrong
        async with self.engine.begin() as connection:
            token = await self._new_token(connection, row.id)
        return _account(row), token

    async def _new_token(self, connection: AsyncConnection, account_id: int) -> str:
        token = passwords.new_token()
        await connection.execute(
            TOKENS.insert().values(
                digest=passwords.token_digest(token), account_id=account_id, created=writes.now()
            )
        )
        return token

    # Games, stats, the ladder, the day's results -----------------------------------------------

    async def record_game(
        self, state: Any, *, mode: str, seats: Mapping[int, int], day: str | None = None
    ) -> int:
        """Keep a finished game: its record, who sat where (``seats``: seat -> account id), each
        such account's stats for ``mode``; with ``day``, seat 0's result for that day's deal,
        counted only if it is their first that day. The game's id."""
        async with self.engine.begin() as connection:
            return await writes.record_game(connection, self._insert, state, mode, seats, day)

    async def stats(self, account_id: int) -> dict[str, tuple[int, int]]:
        """Games and wins by mode: ``{mode: (games, wins)}``."""
        async with self.engine.connect() as connection:
            found = await connection.execute(
                select(STATS.c.mode, STATS.c.games, STATS.c.wins)
                .where(STATS.c.account_id == account_id)
                .order_by(STATS.c.mode)
            )
            return {row.mode: (row.games, row.wins) for row in found}

    async def history(self, account_id: int, *, limit: int = 50) -> list[PlayedGame]:
        """The account's finished games, the latest first."""
        async with self.engine.connect() as connection:
            return await reads.history(connection, account_id, limit)

    async def seat_of(self, game_id: int, account_id: int) -> int | None:
        """The seat the account sat at in a finished game, ``None`` if it was not in it."""
        async with self.engine.connect() as connection:
            return await reads.seat_of(connection, game_id, account_id)

    async def seat_handles(self, game_id: int) -> dict[int, str]:
        """The handle of each account that sat in a finished game, by seat."""
        async with self.engine.connect() as connection:
            return await reads.seat_handles(connection, game_id)

    async def opponent(self, game_id: int, account_id: int) -> str | None:
        """The bot the account played in a finished ladder game or today's deal, else ``None``."""
        async with self.engine.connect() as connection:
            return await reads.opponent(connection, game_id, account_id)

    async def daily_result(self, account_id: int, day: str) -> tuple[bool, int] | None:
        """The account's counted result for ``day``'s deal: ``(won, moves)``, or ``None``."""
        async with self.engine.connect() as connection:
            return await reads.daily_result(connection, account_id, day)

    async def daily_of(self, account_id: int) -> list[tuple[str, bool, int]]:
        """The account's counted daily results, the latest day first: ``(day, won, moves)``."""
        async with self.engine.connect() as connection:
            return await reads.daily_of(connection, account_id)

    async def game_record(self, game_id: int) -> str | None:
        """A finished game's host record (``records.dumps(state)``: rules, seed, deck, moves), if
        it exists; ``records.loads`` replays it."""
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(GAMES).where(GAMES.c.id == game_id))).first()
        return None if row is None else host_record(row._mapping)

    async def seat_record(self, game_id: int, seat: int) -> str | None:
        """A finished game as ``seat`` saw it (``records.dumps(state, seat=seat)``), if it exists."""
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(GAMES).where(GAMES.c.id == game_id))).first()
        return None if row is None else seat_record_of(row._mapping, seat)

    async def ladder(self, account_id: int) -> dict[str, Any] | None:
        """The account's ladder progress (``Ladder.to_dict()``), ``None`` before its first game."""
        async with self.engine.connect() as connection:
            found = await connection.execute(
                select(LADDERS.c.progress).where(LADDERS.c.account_id == account_id)
            )
            progress = found.scalar_one_or_none()
        return None if progress is None else dict(json.loads(progress))

    async def save_ladder(self, account_id: int, progress: Mapping[str, Any]) -> None:
        """Keep the account's ladder progress (``Ladder.to_dict()``)."""
        async with self.engine.begin() as connection:
            await writes.save_ladder(connection, self._insert, account_id, progress)

    async def daily_results(self, day: str) -> list[tuple[str, bool, int]]:
        """The day's counted results: ``(handle, won, moves)``, winners first, then fewest moves."""
        async with self.engine.connect() as connection:
            found = await connection.execute(
                select(ACCOUNTS.c.handle, DAILY.c.won, DAILY.c.moves)
                .join(ACCOUNTS)
                .where(DAILY.c.day == day)
                .order_by(DAILY.c.won.desc(), DAILY.c.moves, ACCOUNTS.c.handle)
            )
            return [(row.handle, bool(row.won), row.moves) for row in found]

    # Rooms -------------------------------------------------------------------------------------

    async def keep(
        self,
        saved: Sequence[SavedRoom],
        gone: Sequence[str] = (),
        finished: Sequence[FinishedGame] = (),
        solos: Sequence[SavedSolo] = (),
        solos_gone: Sequence[int] = (),
        *,
        server: str = "",
    ) -> None:
        """In one transaction: record the ``finished`` games (and the ladder progress they
        leave), keep these rooms as they are now and forget the ``gone`` ones, all of them
        ``server``'s (the name of the server process keeping them; ``""``: the only one), and
        keep (or forget, by account) games against a bot in progress."""
        if self.engine.dialect.name == "postgresql" and not (
            finished or gone or solos_gone or any(room.members_changed for room in saved)
        ):
            # Only moves: a statement for the rooms and one for the games against a bot, each
            # atomic on its own (asyncpg's executemany) and neither needing the other, so no
            # BEGIN and COMMIT round trips, which a busy server would wait on for every write.
            # (On SQLite a transaction is the cheaper: each row would commit on its own.)
            async with self.engine.connect() as connection:
                await connection.execution_options(isolation_level="AUTOCOMMIT")
                await writes.save_rooms(connection, self._insert, saved, server)
                await writes.save_solos(connection, self._insert, solos)
            return
        async with self.engine.begin() as connection:
            for game in finished:
                await writes.record_game(
                    connection, self._insert, game.state, game.mode, game.seats, game.day
                )
                if game.ladder is not None and 0 in game.seats:
                    await writes.save_ladder(connection, self._insert, game.seats[0], game.ladder)
            for code in gone:
                await writes.forget_room(connection, code, server)
            await writes.save_rooms(connection, self._insert, saved, server)
            await writes.forget_solos(connection, solos_gone)
            await writes.save_solos(connection, self._insert, solos)

    async def load_solo(self, account_id: int) -> SavedSolo | None:
        """The account's game against a bot in progress, as kept, if it has one."""
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(SOLOS).where(SOLOS.c.account_id == account_id))).first()
        return None if row is None else SavedSolo(row.account_id, row.mode, row.bot, row.game)

    async def save_rooms(
        self, saved: Sequence[SavedRoom], gone: Sequence[str] = (), *, server: str = ""
    ) -> None:
        """Keep these rooms as they are now and forget the ``gone`` ones, in one transaction."""
        await self.keep(saved, gone, server=server)

    async def save_room(self, room: SavedRoom, *, server: str = "") -> None:
        """Keep one room as it is now."""
        await self.save_rooms([room], server=server)

    async def delete_room(self, code: str, *, server: str = "") -> None:
        """Forget a closed room."""
        await self.save_rooms([], [code], server=server)

    async def reserve_codes(self, codes: Sequence[str], *, server: str = "") -> list[str]:
        """Hold these room codes for ``server``'s next rooms; the ones no server held before
        (another server's room, or its reservation, keeps its code), in the order asked."""
        async with self.engine.begin() as connection:
            return await writes.reserve_codes(connection, self._insert, codes, server)

    async def free_codes(self, *, server: str = "") -> None:
        """Let go of the codes ``server`` held for rooms it never made (at its start)."""
        async with self.engine.begin() as connection:
            await connection.execute(
                delete(ROOMS).where(ROOMS.c.server == server, ROOMS.c.room == writes.RESERVED)
            )

    async def load_rooms(self, *, server: str = "") -> list[SavedRoom]:
        """Every room ``server`` keeps, by code (never another server's, nor a held code)."""
        ours = select(ROOMS.c.code).where(ROOMS.c.server == server, ROOMS.c.room != writes.RESERVED)
        async with self.engine.connect() as connection:
            rooms = (
                await connection.execute(
                    select(ROOMS)
                    .where(ROOMS.c.server == server, ROOMS.c.room != writes.RESERVED)
                    .order_by(ROOMS.c.code)
                )
            ).all()
            members = (
                await connection.execute(
                    select(ROOM_MEMBERS).where(ROOM_MEMBERS.c.code.in_(ours)).order_by(ROOM_MEMBERS.c.name)
                )
            ).all()
        by_code: dict[str, list[tuple[str, str, int | None]]] = {}
        for member in members:
            by_code.setdefault(member.code, []).append((member.name, member.token_digest, member.account_id))
        return [
            SavedRoom(row.code, json.loads(row.room), row.game, row.clock, tuple(by_code.get(row.code, ())))
            for row in rooms
        ]


def _account(row: Any) -> Account:
    return Account(row.id, row.handle, bool(row.claimed), row.created)


def _sqlite_settings(connection: Any, record: Any) -> None:
    """SQLite enforces foreign keys only when asked, and writes best with a write-ahead log."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()

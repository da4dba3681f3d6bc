"""The store's writes on an open transaction, so that several make one atomic change.

``Store.keep`` runs a batch of them in one transaction: a finished game is
recorded in the same transaction that saves (or forgets) its room, so a crash
keeps the game either in its room or among the finished games, never in both or
neither. Each function takes the connection and the dialect's ``insert`` (whose
``on_conflict_do_update`` / ``on_conflict_do_nothing`` turn a count or a save
into one upsert on SQLite and PostgreSQL alike).

>>> from sqlalchemy.dialects import sqlite
>>> print(sqlite.insert(STATS).values(account_id=1, mode="casual", games=1, wins=0).on_conflict_do_nothing())
INSERT INTO stats (account_id, mode, games, wins) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import attrs
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncConnection

from cardtable.online.store.games import game_row
from cardtable.online.store.schema import DAILY, GAME_SEATS, GAMES, LADDERS, ROOM_MEMBERS, ROOMS, SOLOS, STATS

__all__ = [
    "RESERVED",
    "FinishedGame",
    "SavedRoom",
    "SavedSolo",
    "forget_room",
    "forget_solos",
    "now",
    "record_game",
    "reserve_codes",
    "save_ladder",
    "save_rooms",
    "save_solos",
]

Insert = Callable[..., Any]

RESERVED = ""
"""A ``rooms`` row's room while its code is only held for its server's next room."""


def now() -> datetime.datetime:
    """The time to stamp a row with (UTC)."""
    return datetime.datetime.now(datetime.UTC)


class FinishedGame(Protocol):
    """A game that has just ended, as ``Store.keep`` records it (``serve.sending.Finished`` is one):
    the state, its mode, the account at each seat that has one, the ladder progress it leaves
    (``Ladder.to_dict()``) and, for today's deal, the day."""

    @property
    def state(self) -> Any: ...
    @property
    def mode(self) -> str: ...
    @property
    def seats(self) -> Mapping[int, int]: ...
    @property
    def ladder(self) -> Mapping[str, Any] | None: ...
    @property
    def day(self) -> str | None: ...


@attrs.frozen
class SavedRoom:
    """A room as kept: its fields (``rooms.saved.room_to_dict``), its game as a host's record
    (``records.dumps``: rules, seed, deck, moves) or ``None``, the server clock's reading when
    saved, and each member's rejoin token digest and account (``None`` for a bot or a visitor
    without one); ``members_changed`` false says the kept members are still these (a move
    changes the game, rarely who is in)."""

    code: str
    room: dict[str, Any]
    game: str | None
    clock: float
    members: tuple[tuple[str, str, int | None], ...] = ()
    members_changed: bool = True


@attrs.frozen
class SavedSolo:
    """An account's game against a bot in progress, as kept: its mode (``"ladder"`` or
    ``"daily"``), the bot's name and the game as a host's record (``records.dumps``)."""

    account_id: int
    mode: str
    bot: str
    game: str


async def record_game(
    connection: AsyncConnection,
    insert: Insert,
    state: Any,
    mode: str,
    seats: Mapping[int, int],
    day: str | None = None,
) -> int:
    """Record a finished game and who sat where; count it in each seated account's stats for
    ``mode``, unless it is a day's deal (``day``) that seat 0 had already played that day. Its id."""
    row = game_row(state, mode=mode, finished=now())
    winners = set(json.loads(row["winners"]))
    inserted = await connection.execute(GAMES.insert().values(**row).returning(GAMES.c.id))
    game_id = int(inserted.scalar_one())
    counted = True
    if day is not None and 0 in seats:
        daily = insert(DAILY).values(
            account_id=seats[0], day=day, won=0 in winners, moves=len(state.log), game_id=game_id
        )
        counted = (await connection.execute(daily.on_conflict_do_nothing())).rowcount == 1
    if not seats:
        return game_id
    # One statement for all the seats and one for all their counts: each is a round trip to
    # the database, which the messages of every room in this write wait on.
    seated = sorted(seats.items())
    await connection.execute(
        GAME_SEATS.insert(),
        [{"game_id": game_id, "seat": seat, "account_id": account_id} for seat, account_id in seated],
    )
    if counted:
        count = insert(STATS)
        count = count.on_conflict_do_update(
            index_elements=[STATS.c.account_id, STATS.c.mode],
            set_={"games": STATS.c.games + 1, "wins": STATS.c.wins + count.excluded.wins},
        )
        rows = [
            {"account_id": account_id, "mode": mode, "games": 1, "wins": int(seat in winners)}
            for seat, account_id in seated
        ]
        await connection.execute(count, rows)
    return game_id


async def save_ladder(
    connection: AsyncConnection, insert: Insert, account_id: int, progress: Mapping[str, Any]
) -> None:
    """Keep an account's ladder progress (``Ladder.to_dict()``), replacing what was kept."""
    text = json.dumps(dict(progress), sort_keys=True)
    await connection.execute(
        insert(LADDERS)
        .values(account_id=account_id, progress=text)
        .on_conflict_do_update(index_elements=[LADDERS.c.account_id], set_={"progress": text})
    )


async def save_rooms(
    connection: AsyncConnection, insert: Insert, saved: Sequence[SavedRoom], server: str = ""
) -> None:
    """Keep rooms as they are now, under ``server``'s name, with their members' tokens where
    those changed, replacing what was kept: one upsert for all the rooms (a busy server saves
    many rooms a write). A row another server holds is never overwritten (``reserve_codes``
    keeps two servers from making one code)."""
    if not saved:
        return
    stamp = now()
    upsert = _ROOM_UPSERTS.get(insert)
    if upsert is None:  # built once per dialect: building it and its cache key costs more than the write
        upsert = _ROOM_UPSERTS[insert] = _room_upsert(insert)
    rows = [
        {
            "code": room.code,
            "room": json.dumps(room.room, separators=(",", ":")),
            "game": room.game,
            "clock": room.clock,
            "saved": stamp,
            "server": server,
        }
        for room in saved
    ]
    await connection.execute(upsert, rows)
    changed = [room for room in saved if room.members_changed]
    if not changed:
        return
    ours = select(ROOMS.c.code).where(
        ROOMS.c.code.in_([room.code for room in changed]), ROOMS.c.server == server
    )
    held = set((await connection.execute(ours)).scalars())
    changed = [room for room in changed if room.code in held]
    await connection.execute(delete(ROOM_MEMBERS).where(ROOM_MEMBERS.c.code.in_(held)))
    members = [
        {"code": room.code, "name": name, "token_digest": digest, "account_id": account_id}
        for room in changed
        for name, digest, account_id in room.members
    ]
    if members:
        await connection.execute(ROOM_MEMBERS.insert(), members)


def _room_upsert(insert: Insert) -> Any:
    """Save a room, unless another server holds its code."""
    upsert = insert(ROOMS)
    return upsert.on_conflict_do_update(
        index_elements=[ROOMS.c.code],
        set_={name: upsert.excluded[name] for name in ("room", "game", "clock", "saved")},
        where=ROOMS.c.server == upsert.excluded.server,
    )


_ROOM_UPSERTS: dict[Insert, Any] = {}
"""The rooms' upsert of each dialect's ``insert`` (two at most)."""


async def reserve_codes(
    connection: AsyncConnection, insert: Insert, codes: Sequence[str], server: str = ""
) -> list[str]:
    """Hold ``codes`` for ``server``'s next rooms: a row each with an empty room, where no
    server holds that code yet. The codes now held, in the order asked."""
    if not codes:
        return []
    stamp = now()
    rows = [
        {"code": code, "room": RESERVED, "game": None, "clock": 0.0, "saved": stamp, "server": server}
        for code in codes
    ]
    found = await connection.execute(
        insert(ROOMS).values(rows).on_conflict_do_nothing().returning(ROOMS.c.code)
    )
    held = {row.code for row in found}
    return [code for code in codes if code in held]


async def forget_room(connection: AsyncConnection, code: str, server: str = "") -> None:
    """Forget ``server``'s closed room and its members' tokens."""
    ours = select(ROOMS.c.code).where(ROOMS.c.code == code, ROOMS.c.server == server)
    await connection.execute(delete(ROOM_MEMBERS).where(ROOM_MEMBERS.c.code.in_(ours)))
    await connection.execute(delete(ROOMS).where(ROOMS.c.code == code, ROOMS.c.server == server))


async def save_solos(connection: AsyncConnection, insert: Insert, saved: Sequence[SavedSolo]) -> None:
    """Keep accounts' games against a bot as they are now, replacing what was kept (one upsert)."""
    if not saved:
        return
    upsert = insert(SOLOS)
    upsert = upsert.on_conflict_do_update(
        index_elements=[SOLOS.c.account_id],
        set_={name: upsert.excluded[name] for name in ("mode", "bot", "game", "saved")},
    )
    stamp = now()
    rows = [
        {"account_id": solo.account_id, "mode": solo.mode, "bot": solo.bot, "game": solo.game, "saved": stamp}
        for solo in saved
    ]
    await connection.execute(upsert, rows)


async def forget_solos(connection: AsyncConnection, accounts: Sequence[int]) -> None:
    """Forget these accounts' games against a bot (ended, or left)."""
    if accounts:
        await connection.execute(delete(SOLOS).where(SOLOS.c.account_id.in_(list(accounts))))

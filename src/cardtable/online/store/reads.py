"""The store's reads for an account's stats page: its match history, its days' results, the
seats of its games. Each function takes an open connection (``Store`` opens it).

A finished game's row keeps no opponent: a ladder game's bot follows from the
account's ladder games in the order they were played (OM23: the first game is
against Scrap, a win moves the next one up a rung, a loss does not), so
``history`` works it out from them; today's deal is always against Terminator.

>>> ladder_opponents([(4, False), (9, True), (12, False)])
{4: 'scrap', 9: 'scrap', 12: 'pilot'}
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection

from cardtable.online.rooms.open_mercy import Ladder
from cardtable.online.store.games import PlayedGame
from cardtable.online.store.schema import ACCOUNTS, DAILY, GAME_SEATS, GAMES

__all__ = ["daily_of", "daily_result", "history", "ladder_opponents", "opponent", "seat_handles", "seat_of"]

_BOT_MODES = {"daily": "terminator"}


def ladder_opponents(games: Sequence[tuple[int, bool]]) -> dict[int, str]:
    """The bot of each ladder game, from the account's ladder games in order: ``(id, won)``."""
    ladder, opponents = Ladder(), {}
    for game_id, won in games:
        opponents[game_id] = ladder.opponent
        ladder = ladder.record(won=won)
    return opponents


async def history(connection: AsyncConnection, account_id: int, limit: int) -> list[PlayedGame]:
    """The account's finished games, the latest first, at most ``limit``."""
    found = await connection.execute(
        select(GAMES, GAME_SEATS.c.seat)
        .join(GAME_SEATS)
        .where(GAME_SEATS.c.account_id == account_id)
        .order_by(GAMES.c.id.desc())
        .limit(limit)
    )
    rows = found.all()
    opponents = dict(_BOT_MODES)
    if any(row.mode == "ladder" for row in rows):
        opponents.update(await _ladder_bots(connection, account_id))
    return [_played(row, opponents.get(row.id, opponents.get(row.mode))) for row in rows]


async def _ladder_bots(connection: AsyncConnection, account_id: int) -> dict[Any, str]:
    found = await connection.execute(
        select(GAMES.c.id, GAMES.c.winners, GAME_SEATS.c.seat)
        .join(GAME_SEATS)
        .where(GAME_SEATS.c.account_id == account_id, GAMES.c.mode == "ladder")
        .order_by(GAMES.c.id)
    )
    return dict(ladder_opponents([(row.id, row.seat in json.loads(row.winners)) for row in found]))


async def opponent(connection: AsyncConnection, game_id: int, account_id: int) -> str | None:
    """The bot the account played in a finished ladder game or today's deal, else ``None``."""
    found = await connection.execute(select(GAMES.c.mode).where(GAMES.c.id == game_id))
    mode = found.scalar_one_or_none()
    if mode == "ladder":
        return (await _ladder_bots(connection, account_id)).get(game_id)
    return _BOT_MODES.get(str(mode))


def _played(row: Any, opponent: str | None) -> PlayedGame:
    won = row.seat in json.loads(row.winners)
    players = int(json.loads(row.rules)["players"])
    moves = len(json.loads(row.moves))
    return PlayedGame(row.id, row.mode, row.seat, won, row.finished, players, moves, opponent)


async def daily_result(connection: AsyncConnection, account_id: int, day: str) -> tuple[bool, int] | None:
    """The account's counted result for ``day``'s deal: ``(won, moves)``, or ``None``."""
    found = await connection.execute(
        select(DAILY.c.won, DAILY.c.moves).where(DAILY.c.account_id == account_id, DAILY.c.day == day)
    )
    row = found.first()
    return None if row is None else (bool(row.won), int(row.moves))


async def daily_of(connection: AsyncConnection, account_id: int) -> list[tuple[str, bool, int]]:
    """Every day's counted result of the account, the latest day first: ``(day, won, moves)``."""
    found = await connection.execute(
        select(DAILY.c.day, DAILY.c.won, DAILY.c.moves)
        .where(DAILY.c.account_id == account_id)
        .order_by(DAILY.c.day.desc())
    )
    return [(row.day, bool(row.won), int(row.moves)) for row in found]


async def seat_of(connection: AsyncConnection, game_id: int, account_id: int) -> int | None:
    """The seat the account sat at in a finished game, ``None`` if it did not sit in it."""
    found = await connection.execute(
        select(GAME_SEATS.c.seat).where(
            GAME_SEATS.c.game_id == game_id, GAME_SEATS.c.account_id == account_id
        )
    )
    seat = found.scalar_one_or_none()
    return None if seat is None else int(seat)


async def seat_handles(connection: AsyncConnection, game_id: int) -> dict[int, str]:
    """The handle of each account that sat in a finished game, by seat."""
    found = await connection.execute(
        select(GAME_SEATS.c.seat, ACCOUNTS.c.handle).join(ACCOUNTS).where(GAME_SEATS.c.game_id == game_id)
    )
    return {int(row.seat): row.handle for row in found}

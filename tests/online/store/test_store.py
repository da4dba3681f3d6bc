"""The store on SQLite and PostgreSQL: the schema the migrations make, accounts, tokens,
stats, the ladder, the day's results, finished games and rooms."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Connection, inspect, select

from cardtable import open_mercy as om
from cardtable import records
from cardtable.online.rooms import create_room, join, start
from cardtable.online.rooms.saved import room_from_dict, room_to_dict
from cardtable.online.store import SavedRoom, Store, StoreError
from cardtable.online.store.migrate import head
from cardtable.online.store.schema import ACCOUNTS, METADATA, TOKENS
from tests.online.databases import POSTGRES_VARIABLE, fresh_database

T = TypeVar("T")


def run(database: str, body: Callable[[Store], Awaitable[T]]) -> T:
    """Open the store, run ``body`` on it, close it."""

    async def go() -> T:
        store = await Store.open(database)
        try:
            return await body(store)
        finally:
            await store.close()

    return asyncio.run(go())


def finished_game(seed: int, players: int = 2) -> om.State:
    """A game of Open Mercy played to its end, always the first move offered."""
    state = om.new_game(om.Rules(players=players), seed=seed)
    while om.outcome(state) is None:
        moves = om.legal_moves(state) or om.host_moves(state)
        state = om.apply_move(state, moves[0])
    return state


# -- the schema ----------------------------------------------------------------------------------


def test_the_migrations_make_exactly_the_schema_and_run_once(database: str) -> None:
    async def body(store: Store) -> tuple[list[Any], str, set[str]]:
        def compare(connection: Connection) -> tuple[list[Any], str, set[str]]:
            context = MigrationContext.configure(connection)
            return (
                compare_metadata(context, METADATA),
                str(context.get_current_revision()),
                set(inspect(connection).get_table_names()),
            )

        async with store.engine.connect() as connection:
            return await connection.run_sync(compare)

    differences, revision, tables = run(database, body)
    assert differences == []
    assert revision == head()
    assert tables == {*METADATA.tables, "alembic_version"}
    run(database, lambda store: asyncio.sleep(0))  # opening again migrates nothing and fails nothing


# -- accounts ------------------------------------------------------------------------------------


def test_a_guest_is_made_at_once_and_its_token_brings_it_back(database: str) -> None:
    async def body(store: Store) -> None:
        guest, token = await store.create_guest()
        other, other_token = await store.create_guest()
        assert not guest.claimed and guest.handle != other.handle and token != other_token
        assert await store.account_for_token(token) == guest
        assert await store.account_for_token(other_token) == other
        for wrong in ("", "x" * 201, token[:-1], None, 7):
            assert await store.account_for_token(wrong) is None

    run(database, body)


def test_tokens_and_passwords_are_kept_only_hashed(database: str) -> None:
    async def body(store: Store) -> list[str]:
        guest, token = await store.create_guest()
        await store.claim(guest.id, "Priya", "hunter2hunter2")
        _, second = await store.sign_in("priya", "hunter2hunter2")
        async with store.engine.connect() as connection:
            rows = [*await connection.execute(select(ACCOUNTS)), *await connection.execute(select(TOKENS))]
        kept = json.dumps([[str(value) for value in row] for row in rows])
        assert token not in kept and second not in kept and "hunter2hunter2" not in kept
        return [str(value) for row in rows for value in row]

    assert any(value.startswith("scrypt$") for value in run(database, body))


def test_claiming_keeps_the_guest_and_its_stats_and_signing_in_gives_a_new_token(database: str) -> None:
    async def body(store: Store) -> None:
        guest, token = await store.create_guest()
        await store.record_game(finished_game(3), mode="casual", seats={0: guest.id})
        claimed = await store.claim(guest.id, "Marcus_7", "long enough")
        assert (claimed.id, claimed.handle, claimed.claimed) == (guest.id, "Marcus_7", True)
        again, fresh = await store.sign_in("MARCUS_7", "long enough")
        assert again.id == guest.id and fresh != token
        assert await store.account_for_token(token) == await store.account_for_token(fresh) == claimed
        assert await store.stats(again.id) == await store.stats(guest.id) != {}

    run(database, body)


def test_claims_and_sign_ins_refused(database: str) -> None:
    async def body(store: Store) -> None:
        first, _ = await store.create_guest()
        second, _ = await store.create_guest()
        await store.claim(first.id, "Sam", "a good password")
        with pytest.raises(StoreError, match="That handle is taken"):
            await store.claim(second.id, "sAM", "another password")
        with pytest.raises(StoreError, match="already claimed"):
            await store.claim(first.id, "Sam2", "a good password")
        with pytest.raises(ValueError, match="A handle is 3 to 24"):
            await store.claim(second.id, "no way", "a good password")
        with pytest.raises(ValueError, match="A password is 8 to 200"):
            await store.claim(second.id, "Lee", "short")
        for handle, password in (
            ("Sam", "a bad password"),
            ("Nobody", "a good password"),
            (second.handle, ""),
        ):
            with pytest.raises(StoreError, match="Wrong handle or password"):
                await store.sign_in(handle, password)

    run(database, body)


# -- games, stats, the ladder, today's deal ------------------------------------------------------


def test_a_finished_game_counts_for_each_seated_account_and_gives_each_seat_its_record(database: str) -> None:
    game = finished_game(11, players=3)
    outcome = om.outcome(game)
    assert outcome is not None

    async def body(store: Store) -> None:
        people = [(await store.create_guest())[0] for _ in range(2)]
        game_id = await store.record_game(game, mode="official", seats={0: people[0].id, 2: people[1].id})
        for seat, person in ((0, people[0]), (2, people[1])):
            won = seat in outcome.winners
            assert await store.stats(person.id) == {"official": (1, int(won))}
            assert [(row.id, row.mode, row.seat, row.won) for row in await store.history(person.id)] == [
                (game_id, "official", seat, won)
            ]
            assert await store.seat_record(game_id, seat) == records.dumps(game, seat=seat)
        assert records.loads(await store.game_record(game_id) or "") == game
        assert await store.seat_record(game_id + 1, 0) is None
        assert await store.game_record(game_id + 1) is None

    run(database, body)


def test_counts_made_at_once_are_all_kept(database: str) -> None:
    game = finished_game(5)

    async def body(store: Store) -> dict[str, tuple[int, int]]:
        person, _ = await store.create_guest()
        await asyncio.gather(
            *(store.record_game(game, mode="casual", seats={0: person.id}) for _ in range(12))
        )
        return await store.stats(person.id)

    won = 0 in game.winners
    assert run(database, body) == {"casual": (12, 12 * int(won))}


def test_the_ladder_progress_is_kept(database: str) -> None:
    async def body(store: Store) -> None:
        person, _ = await store.create_guest()
        assert await store.ladder(person.id) is None
        await store.save_ladder(person.id, om.Ladder(("scrap",)).to_dict())
        await store.save_ladder(person.id, om.Ladder(("scrap", "pilot")).to_dict())
        assert om.Ladder.from_dict(await store.ladder(person.id)).opponent == "vera"

    run(database, body)


def test_one_result_counts_per_account_per_day(database: str) -> None:
    games = [finished_game(seed) for seed in (1, 2, 3)]

    async def body(store: Store) -> None:
        ana, _ = await store.create_guest()
        bo, _ = await store.create_guest()
        for game in games:
            await store.record_game(game, mode="daily", seats={0: ana.id}, day="2026-12-02")
        await store.record_game(games[1], mode="daily", seats={0: bo.id}, day="2026-12-02")
        await store.record_game(games[2], mode="daily", seats={0: bo.id}, day="2026-12-03")
        first = games[0]
        won = 0 in first.winners
        assert await store.stats(ana.id) == {"daily": (1, int(won))}
        assert len(await store.history(ana.id)) == 3  # every game is in the history; one counted
        results = await store.daily_results("2026-12-02")
        assert sorted(results) == sorted(
            [(ana.handle, won, len(first.log)), (bo.handle, 0 in games[1].winners, len(games[1].log))]
        )

    run(database, body)


# -- rooms ---------------------------------------------------------------------------------------


def test_rooms_are_kept_and_given_back(database: str) -> None:
    waiting = create_room("Ana", seed=1, now=5.0)
    playing = start(join(create_room("Jo", seed=2, now=5.0), "Lee", now=6.0), "Jo", now=7.0)

    def saved(room: Any, members: tuple[tuple[str, str, int | None], ...]) -> SavedRoom:
        data, game = room_to_dict(room)
        return SavedRoom(room.code, data, game, 100.0, members)

    async def body(store: Store) -> list[SavedRoom]:
        person, _ = await store.create_guest()
        await store.save_rooms([saved(waiting, (("Ana", "a" * 64, None),))])
        await store.save_room(saved(playing, (("Jo", "b" * 64, person.id), ("Lee", "c" * 64, None))))
        await store.delete_room(waiting.code)
        return await store.load_rooms()

    [back] = run(database, body)
    assert back.code == playing.code and back.clock == 100.0
    assert back.members == (("Jo", "b" * 64, back.members[0][2]), ("Lee", "c" * 64, None))
    assert room_from_dict(back.room, back.game) == playing


def test_the_postgres_case_fails_when_the_server_is_set_but_unreachable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(POSTGRES_VARIABLE, "postgresql://cardtable@127.0.0.1:9/postgres")
    with pytest.raises(OSError):  # refused: a failure, not a skip
        fresh_database("postgres", tmp_path)

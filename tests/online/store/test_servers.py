"""Several servers on one database (SQLite and PostgreSQL): each keeps and loads back only its own
rooms, a code one server holds is never another's, and what they share (accounts, stats, the
day's results) each sees as the other wrote it."""

from __future__ import annotations

import asyncio

from cardtable import open_mercy as om
from cardtable.online.rooms import create_room, join, start
from cardtable.online.rooms.saved import room_to_dict
from cardtable.online.store import SavedRoom, Store


def saved(host: str, seed: int) -> SavedRoom:
    room = start(join(create_room(host, seed=seed, now=0.0), "Cy", now=1.0), host, now=2.0)
    data, game = room_to_dict(room)
    return SavedRoom(room.code, data, game, 2.0, ((host, "d" * 64, None), ("Cy", "e" * 64, None)))


def played(seed: int) -> om.State:
    state = om.new_game(om.Rules(players=2), seed=seed)
    while om.outcome(state) is None:
        moves = om.legal_moves(state) or om.host_moves(state)
        state = om.apply_move(state, moves[-1])
    return state


def test_each_server_loads_back_only_its_own_rooms_and_never_takes_another_servers_code(
    database: str,
) -> None:
    async def go() -> None:
        east, west = await Store.open(database), await Store.open(database)
        try:
            ana, bo = saved("Ana", 1), saved("Bo", 2)
            # Both servers ask for the same codes: the first to ask holds them, the other none.
            assert await east.reserve_codes([ana.code, "EEEEE2"], server="east") == [ana.code, "EEEEE2"]
            assert await west.reserve_codes([ana.code, bo.code], server="west") == [bo.code]
            await east.keep([ana], server="east")
            await west.keep([bo], server="west")
            assert [room.code for room in await east.load_rooms(server="east")] == [ana.code]
            assert [room.code for room in await west.load_rooms(server="west")] == [bo.code]
            assert await east.load_rooms() == []  # the nameless server keeps nothing here
            # A write of another server's code changes nothing of that room.
            await west.keep([saved("Mallory", 1)], server="west")
            [kept] = await east.load_rooms(server="east")
            assert kept.room["host"] == "Ana" and {name for name, _, _ in kept.members} == {"Ana", "Cy"}
            await west.keep([], [ana.code], server="west")  # nor does forgetting it
            assert [room.code for room in await east.load_rooms(server="east")] == [ana.code]
            # At its start a server lets go of the codes it held for rooms it never made.
            await east.free_codes(server="east")
            assert await west.reserve_codes(["EEEEE2", ana.code], server="west") == ["EEEEE2"]
            await east.keep([], [ana.code], server="east")
            assert await east.load_rooms(server="east") == []
            assert len(await west.load_rooms(server="west")) == 1
        finally:
            await east.close()
            await west.close()

    asyncio.run(go())


def test_accounts_stats_and_the_days_results_written_by_one_server_are_seen_by_the_other(
    database: str,
) -> None:
    async def go() -> None:
        east, west = await Store.open(database), await Store.open(database)
        try:
            guest, token = await east.create_guest()
            await east.claim(guest.id, "Ana_1", "correct horse")
            again, _ = await west.sign_in("ana_1", "correct horse")
            assert again.id == guest.id and await west.account_for_token(token) == await east.account(
                guest.id
            )
            other, _ = await west.create_guest()
            await east.record_game(played(1), mode="official", seats={0: guest.id, 1: other.id})
            await west.record_game(played(2), mode="official", seats={0: other.id, 1: guest.id})
            await east.record_game(played(3), mode="daily", seats={0: guest.id}, day="2026-12-02")
            await west.record_game(played(4), mode="daily", seats={0: other.id}, day="2026-12-02")
            for store in (east, west):
                assert sum(games for games, _ in (await store.stats(guest.id)).values()) == 3
                assert (await store.stats(other.id))["official"][0] == 2
                results = await store.daily_results("2026-12-02")
                assert sorted(handle for handle, _, _ in results) == sorted(["Ana_1", other.handle])
        finally:
            await east.close()
            await west.close()

    asyncio.run(go())

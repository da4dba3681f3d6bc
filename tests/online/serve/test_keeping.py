"""The keeper: messages wait for their change to be kept, a failed write is tried again with
nothing lost, and a server stopped and started again gives a member their seat back."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from cardtable.online.serve.client import Player
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.keeping import Keeper
from cardtable.online.serve.running import Running
from cardtable.online.serve.sending import Reply
from tests.online.serve.helpers import SAFETY_SECONDS, Clock


class FlakyStore:
    """A store whose first write fails, as a database that went away for a moment."""

    def __init__(self) -> None:
        self.kept: list[list[str]] = []
        self.failures = 1

    async def keep(self, saved: Any, gone: Any, finished: Any, *solos: Any, server: str = "") -> None:
        if self.failures:
            self.failures -= 1
            raise OSError("the database went away")
        self.kept.append([room.code for room in saved])

    async def reserve_codes(self, codes: list[str], *, server: str = "") -> list[str]:
        return codes


def test_messages_wait_for_the_write_and_a_failed_write_is_tried_again() -> None:
    async def test() -> tuple[list[list[tuple[int, str]]], list[list[str]], int]:
        hall, store = Hall(seed=2), FlakyStore()
        sent: list[list[tuple[int, str]]] = []
        keeper = Keeper(store, hall, lambda: 0.0, sent.append)
        await keeper.reserve()
        reply = hall.receive(hall.connect(), '{"type": "create", "name": "Jo"}', 0.0)
        keeper.hold(reply)
        assert sent == []  # nothing is sent before the write
        await keeper.write()  # fails: everything kept for the next try
        assert sent == [] and hall.unsaved
        await keeper.write()
        return sent, store.kept, hall.internal_errors

    sent, kept, errors = asyncio.run(test())
    assert [[json.loads(text)["type"] for _, text in texts] for texts in sent] == [["joined", "room"]]
    assert len(kept) == 1 and len(kept[0]) == 1 and errors == 1


def test_a_member_has_their_seat_back_after_the_server_stops_and_starts(database: str) -> None:
    async def before(running: Running) -> dict[str, Any]:
        host, guest = await Player.connect(running.url), await Player.connect(running.url)
        await host.send("create", name="Ana")
        code = (await host.until("joined"))["code"]
        await guest.send("join", code=code, name="Bo")
        await guest.until("joined")
        await host.send("start")
        view = await guest.until("view")
        kept = {"code": code, "token": guest.token, "view": view["view"], "moves": view["moves_made"]}
        await host.close()
        await guest.close()
        return kept

    async def after(running: Running, kept: dict[str, Any]) -> dict[str, Any]:
        back = await Player.connect(running.url)
        await back.send("rejoin", code=kept["code"], name="Bo", token=kept["token"])
        view = await back.until("view")
        await back.close()
        return view

    with Running(Hall(seed=3), clock=Clock(), database=database) as running:
        kept = asyncio.run(asyncio.wait_for(before(running), SAFETY_SECONDS))
    with Running(Hall(seed=4), clock=Clock(), database=database) as running:
        view = asyncio.run(asyncio.wait_for(after(running, kept), SAFETY_SECONDS))
        assert running.hall.internal_errors == 0
    assert view["moves_made"] == kept["moves"]
    assert {**view["view"], "events": None} == {**kept["view"], "events": None}


class AwayStore:
    """A store that cannot be reached: no room code can be held in it."""

    def __init__(self) -> None:
        self.asked = 0

    async def reserve_codes(self, codes: list[str], *, server: str = "") -> list[str]:
        self.asked += 1
        raise OSError("the database went away")


def test_with_no_code_held_in_the_database_a_new_room_is_refused_and_nothing_changes() -> None:
    async def test() -> tuple[Reply, Hall, int]:
        hall, store = Hall(seed=2), AwayStore()
        keeper = Keeper(store, hall, lambda: 0.0, lambda texts: None)
        await keeper.reserve()
        await keeper.reserve()  # a moment later: not asked again for every message
        return hall.receive(hall.connect(), '{"type": "create", "name": "Jo"}', 0.0), hall, store.asked

    reply, hall, asked = asyncio.run(test())
    refused = {"type": "error", "message": "No room can be made right now: try again in a moment"}
    assert reply.messages == [(1, refused)]
    assert hall.tables.rooms == {} and not hall.unsaved and hall.internal_errors == 1 and asked == 1

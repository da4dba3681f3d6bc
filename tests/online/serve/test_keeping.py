"""The keeper: messages wait for their change to be kept, a failed write is tried again with
nothing lost, and a server stopped and started again gives a member their seat back."""

from __future__ import annotations

import asyncio
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

    async def keep(self, saved: Any, gone: Any, finished: Any, *solos: Any) -> None:
        if self.failures:
            self.failures -= 1
            raise OSError("the database went away")
        self.kept.append([room.code for room in saved])


def test_messages_wait_for_the_write_and_a_failed_write_is_tried_again() -> None:
    async def test() -> tuple[list[Reply], list[list[str]], int]:
        hall, store = Hall(seed=2), FlakyStore()
        sent: list[Reply] = []
        keeper = Keeper(store, hall, lambda: 0.0, sent.append)
        reply = hall.receive(hall.connect(), '{"type": "create", "name": "Jo"}', 0.0)
        keeper.hold(reply)
        assert sent == []  # nothing is sent before the write
        await keeper.write()  # fails: everything kept for the next try
        assert sent == [] and hall.unsaved
        await keeper.write()
        return sent, store.kept, hall.internal_errors

    sent, kept, errors = asyncio.run(test())
    assert [[kind for _, message in reply.messages for kind in [message["type"]]] for reply in sent] == [
        ["joined", "room"]
    ]
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

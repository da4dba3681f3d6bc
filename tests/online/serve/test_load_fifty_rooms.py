"""Fifty rooms of four clients at once on a real server (a bot in every other room besides),
every game played to the end with random and bot moves, and no client ever sent a card its
seat may not see. The speed of this load is measured by ``python -m cardtable.bench serve``,
never asserted here."""

from __future__ import annotations

import asyncio

from cardtable.bench.serve import play_room
from cardtable.online.serve.running import Running
from tests.online.serve.helpers import Clock, check_views, run

ROOMS, PLAYERS = 50, 4
BOTS = ("heuristic", "kobra", "random")


def test_fifty_rooms_of_four_play_to_the_end_and_see_only_their_own_cards() -> None:
    async def test(running: Running) -> None:
        played = await asyncio.gather(
            *(
                play_room(
                    running.url,
                    PLAYERS,
                    seed=number,
                    bots=BOTS[number % 3 : number % 3 + number % 2],
                    keep=True,
                )
                for number in range(ROOMS)
            )
        )
        assert len({run.code for run in played}) == ROOMS
        checked = 0
        for room_run in played:
            room = running.hall.tables.rooms[room_run.code]
            assert room.game is not None and room.game.winners
            checked += check_views(room.game, room_run.players)
        assert checked >= ROOMS * PLAYERS
        assert (
            sum(bool(room_run.players[0].room and room_run.players[0].room["bots"]) for room_run in played)
            == 25
        )
        await asyncio.gather(*(room_run.close() for room_run in played))

    run(test, clock=Clock(rate=20.0))

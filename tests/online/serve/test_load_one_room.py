"""Twenty clients in one room on a real server play a whole game of random legal moves, and no
client is ever sent a card its seat may not see (OM25: a room holds up to 20 players)."""

from __future__ import annotations

from cardtable.bench.serve import play_room
from cardtable.online.rooms import MAX_PLAYERS
from cardtable.online.serve.running import Running
from tests.online.serve.helpers import Clock, check_views, run


def test_twenty_clients_in_one_room_play_to_the_end_and_see_only_their_own_cards() -> None:
    async def test(running: Running) -> None:
        played = await play_room(running.url, MAX_PLAYERS, seed=20, keep=True)
        room = running.hall.tables.rooms[played.code]
        assert room.game is not None and room.game.winners
        assert len(room.seats) == 20
        assert check_views(room.game, played.players) >= 20 * len(room.game.log)
        await played.close()

    run(test, clock=Clock(rate=20.0))

"""A connection that floods the server is sent an error and dropped, and what it sent past its
allowance is never read: the room is as it was, its game goes on, and the member may come back."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed

from cardtable.online.serve.client import Player
from cardtable.online.serve.limits import BURST, FLOODED
from cardtable.online.serve.running import Running
from tests.online.serve.helpers import mover, run, started


def test_a_flood_gets_an_error_and_is_dropped_and_the_room_is_unchanged() -> None:
    async def test(running: Running) -> None:
        code, clients = await started(running, 3)
        flooder = next(client for client in clients if not client.my_turn)
        others = [client for client in clients if client is not flooder]
        before = running.hall.tables.rooms[code]
        # Moves of the seat whose turn it is: each one read is refused, so only the allowance counts.
        move = json.dumps({"type": "move", "move": mover(clients).legal[0]})
        for _ in range(3 * BURST):
            await flooder.send_text(move)
        errors = []
        with pytest.raises(ConnectionClosed):
            while True:
                errors.append((await flooder.until("error"))["message"])
        assert errors[-1] == FLOODED and BURST <= len(errors) <= 2 * BURST
        assert FLOODED not in errors[:-1]
        # Dropped, the member keeps the seat and is away; nothing it sent moved the game.
        host = others[0]
        await host.until("room", when=lambda room: room["away"] == [flooder.name])
        after = running.hall.tables.rooms[code]
        assert after.game is before.game and after.members == before.members
        # The game goes on, and the member comes back with its token.
        player = mover(others) if any(client.my_turn for client in others) else None
        if player is not None:
            await player.send("move", move=player.legal[-1], after=player.moves_made)
            await player.until("view")
        back = await Player.connect(running.url)
        await back.send("rejoin", code=code, name=flooder.name, token=flooder.token)
        assert (await back.until("room"))["away"] == []
        for client in [*others, back]:
            await client.close()

    run(test)

"""Faults on a real server: drops and rejoins, garbage, stale and other seats' moves, clients
vanishing mid-move, and the clock playing a vanished seat (the 20-second rule, OM18, OM27, and
every other game's disconnect rule)."""

from __future__ import annotations

import json
from typing import Any

from cardtable import open_mercy as om
from cardtable.bench.serve import play_room
from cardtable.games import GAMES
from cardtable.online.rooms import TURN_SECONDS
from cardtable.online.rooms.away import grace, stand_in
from cardtable.online.serve.client import Player
from cardtable.online.serve.running import Running
from cardtable.records.convert import view_to_dict
from tests.online.rooms_helpers import dealt
from tests.online.serve.helpers import Clock, as_json, check_views, mover, run, settle, started, table
from tests.online.serve.test_every_game import OTHERS, seated


def test_a_client_that_drops_and_rejoins_gets_its_view_again() -> None:
    async def test(running: Running) -> None:
        code, (host, guest) = await started(running, 2)
        name, token, seat = guest.name, guest.token, guest.seat
        await guest.close()
        await host.until("room", when=lambda message: message["away"] == ["guest 1"])
        if host.my_turn:  # the game goes on without the guest
            await host.send("move", move=host.legal[-1], after=host.moves_made)
            await host.until("view")
        back = await Player.connect(running.url, keep=True)
        await back.send("rejoin", code=code.lower(), name=name, token=token)
        message = await back.until("view")
        assert message["history_from"] == 0 and back.seat == seat
        state = running.hall.tables.rooms[code].game
        assert state is not None
        expected = as_json(view_to_dict(om.view(state, seat)))
        assert {**back.view, "history": back.history} == expected  # type: ignore[dict-item]
        assert back.room is not None and back.room["members"] == ["host", "guest 1"]
        assert back.room["away"] == [] and running.hall.tables.rooms[code].away == ()
        await back.close()
        await host.close()

    run(test)


def test_rejoin_needs_the_members_own_token() -> None:
    async def test(running: Running) -> None:
        code, (host, guest) = await table(running, 2)
        stranger = await Player.connect(running.url)
        await stranger.send("rejoin", code=code, name="guest 1", token="not the token")
        assert (await stranger.until("error"))[
            "message"
        ] == "That name and token do not match a member of this room"
        await stranger.send("rejoin", code=code, name="guest 1", token=host.token)
        await stranger.until("error")
        await stranger.send("rejoin", code="ZZZZZZ", name="guest 1", token=guest.token)
        assert (await stranger.until("error"))["message"] == "No room with the code 'ZZZZZZ'"
        # The real member's rejoin from a second connection takes the seat over from the first.
        await stranger.send("rejoin", code=code, name="guest 1", token=guest.token)
        assert (await stranger.until("room"))["you"] == "guest 1"
        assert (await guest.until("left"))["code"] == code
        for client in (host, guest, stranger):
            await client.close()

    run(test)


GARBAGE = [
    "not json",
    "[1, 2]",
    '{"type": "fly"}',
    '{"no": "type"}',
    '{"type": "move"}',
    '{"type": "move", "move": {"move": "Fly", "player": 0}}',
    '{"type": "move", "move": {"move": "Draw", "player": true}}',
    '{"type": "move", "move": {"move": "TimeOut", "host": true, "player": 0}}',
    '{"type": "move", "move": {"move": "Draw", "player": 0}, "after": -1}',
    '{"type": "join", "code": 5, "name": "x"}',
    '{"type": "start", "extra": 1}',
    '{"type": "start"}',
    '{"type": "add_bot", "bot": "kobra"}',
    '{"type": "rematch"}',
    '{"type": "wait_longer"}',
    '{"type": "create", "name": "again"}',
    "[" * 50 + "]" * 50,
    "x" * 5000,
]


def test_garbage_stale_and_other_seats_moves_get_an_error_and_change_nothing() -> None:
    async def test(running: Running) -> None:
        code, clients = await started(running, 3)
        before = running.hall.tables.rooms[code]
        moving = mover(clients)
        other = next(client for client in clients if client is not moving)
        legal = moving.legal[0]
        bad = [
            *GARBAGE,
            json.dumps({"type": "move", "move": legal}),  # another seat's move
            json.dumps({"type": "move", "move": {**legal, "player": other.seat}}),  # not its turn
            json.dumps({"type": "move", "move": legal, "after": moving.moves_made + 1}),  # stale
        ]
        for text in bad:
            await other.send_text(text)
            await other.until("error")
        await other.connection.send(b"\x00binary")  # type: ignore[union-attr]
        assert (await other.until("error"))["message"] == "messages are JSON text, not binary"
        await moving.send("move", move=legal, after=moving.moves_made - 1 if moving.moves_made else 5)
        assert (await moving.until("error"))["message"].startswith("That move is stale")
        assert running.hall.tables.rooms[code] is before
        assert len(other.errors) == len(bad) + 1
        # The connections stayed open and the game goes on.
        await moving.send("move", move=legal, after=moving.moves_made)
        await settle(clients, 1)
        for client in clients:
            await client.close()

    run(test)


def test_clients_vanishing_mid_move_do_not_hurt_the_server() -> None:
    clock = Clock()

    async def test(running: Running) -> None:
        _, clients = await started(running, 4)
        moving = mover(clients)
        await moving.send("move", move=moving.legal[-1], after=moving.moves_made)
        moving.connection.transport.abort()  # type: ignore[union-attr]  # gone without a goodbye
        staying = [client for client in clients if client is not moving]
        await staying[0].send("move", move={"move": "CallMercy", "player": staying[0].seat})
        staying[0].connection.transport.abort()  # type: ignore[union-attr]
        others = staying[1:]
        await settle(others, 1)
        # The server still serves everyone else: another room plays a whole game.
        other_room = await play_room(running.url, 4, seed=5, keep=True)
        final = running.hall.tables.rooms[other_room.code].game
        assert final is not None and final.winners
        check_views(final, other_room.players)
        await other_room.close()
        for client in others:
            await client.close()

    run(test, clock=clock)


def test_the_clock_plays_a_vanished_seat_after_20_seconds() -> None:
    clock = Clock()

    async def test(running: Running) -> None:
        code, clients = await started(running, 2)
        moving = mover(clients)
        staying = next(client for client in clients if client is not moving)
        seat = moving.seat
        await moving.close()
        clock.forward(TURN_SECONDS + 1)
        running.wake()
        await staying.until("view", when=lambda message: _timed_out(message, seat))
        state = running.hall.tables.rooms[code].game
        assert state is not None and any(type(move).__name__ == "TimeOut" for move in state.log)
        await staying.close()

    run(test, clock=clock)


def _timed_out(message: dict[str, Any], seat: int | None) -> bool:
    events = message["view"]["history"]
    return any(event["event"] == "TimedOut" and event["player"] == seat for event in events)


def test_a_client_vanishing_from_the_waiting_room_leaves_it() -> None:
    async def test(running: Running) -> None:
        _, (host, first, second) = await table(running, 3)
        await first.close()
        room = await host.until("room", when=lambda message: message["members"] == ["host", "guest 2"])
        assert room["members"] == ["host", "guest 2"]
        await host.close()
        room = await second.until("room", when=lambda message: "host" not in message["members"])
        assert room["host"] == "guest 2"  # OM25: the earliest joiner after the host
        await second.close()

    run(test)


def test_views_leak_nothing_in_a_room_with_bots_and_a_rematch() -> None:
    async def test(running: Running) -> None:
        played = await play_room(
            running.url, 2, seed=11, bots=("random", "heuristic", "zenith"), games=2, keep=True
        )
        room = running.hall.tables.rooms[played.code]
        assert room.games == 2 and room.game is not None and room.game.winners
        assert room.seats == ("player 0", "player 1", "Random (bot)", "Heuristic (bot)", "Zenith (bot)")
        check_views(room.game, played.players)
        await played.close()

    run(test)


def test_quick_match_seats_clients_together_and_starts_when_the_countdown_runs_out() -> None:
    clock = Clock()

    async def test(running: Running) -> None:
        clients = [await Player.connect(running.url, keep=True) for _ in range(3)]
        for number, client in enumerate(clients):
            await client.send("quick_match", name=f"stranger {number}")
            await client.until("joined")
        assert len({client.code for client in clients}) == 1
        room = await clients[0].until("room", when=lambda message: len(message["members"]) == 3)
        assert room["public"] and room["host"] is None and room["countdown"] is not None
        await clients[1].send("wait_longer")
        await clients[1].until("room", when=lambda message: message["countdown"] > room["countdown"])
        await clients[2].send("wait_longer")
        assert (await clients[2].until("error"))["message"] == "This room has already waited longer"
        clock.forward(60 + 60 + 1)
        running.wake()
        for client in clients:
            await client.until("view")
        state = running.hall.tables.rooms[clients[0].code or ""].game
        assert state is not None
        check_views(state, clients)
        for client in clients:
            await client.close()

    run(test, clock=clock)


def test_play_vs_bot_instead_plays_the_ladder_bot_to_the_end() -> None:
    async def test(running: Running) -> None:
        code, (host, guest) = await table(running, 2)
        await guest.send("vs_bot", beaten=["scrap"])
        assert (await guest.until("left"))["code"] == code
        await guest.until("view")
        assert guest.view is not None and guest.seat == 0 and len(guest.view["hand_sizes"]) == 2
        assert (await host.until("room", when=lambda m: len(m["members"]) == 1))["members"] == ["host"]
        turns = 0
        while not guest.over:
            if guest.my_turn and guest.legal:
                await guest.send("move", move=guest.legal[turns % len(guest.legal)], after=guest.moves_made)
                turns += 1
            await guest.until("view")
        assert turns > 0 and guest.view is not None and guest.view["winner"] in (0, 1)
        await guest.send("leave")
        assert (await guest.until("left"))["code"] is None
        await host.close()
        await guest.close()

    run(test)


def test_every_game_keeps_a_vanished_seat_and_moves_safely_for_it_after_its_grace() -> None:
    clock = Clock()

    async def test(running: Running) -> None:
        for game in OTHERS:
            code, clients = await seated(running, game, {"max_hands": 2})
            while not any(client.legal for client in clients):  # a bot's turn first: wait for a person's
                await clients[0].until("view")
            moving = next(client for client in clients if client.legal)
            staying = next(client for client in clients if client is not moving)
            room = running.hall.tables.rooms[code]
            seat, made = moving.seat, len(dealt(room).log)
            assert seat is not None
            expected = stand_in(game, dealt(room), seat)
            await moving.close()
            clock.forward(grace(game) - 2)
            running.wake()
            await staying.send("games")  # a round trip: the clock has had its chance
            await staying.until("games")
            assert len(dealt(running.hall.tables.rooms[code]).log) == made  # not yet
            clock.forward(3)
            running.wake()
            await staying.until("view", when=lambda message, made=made: message["moves_made"] > made)
            after = running.hall.tables.rooms[code]
            assert dealt(after).log[made] == expected and after.seats == room.seats
            assert GAMES[game].legal_moves(dealt(room), seat).count(expected) == 1
            await staying.close()

    run(test, clock=clock)

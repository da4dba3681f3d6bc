"""Every game at the online table over real WebSockets: the ``games`` message, rooms of each game
with the host's rules, two people and the needed bots playing a whole hand to its scoring,
refusals that change nothing, and every view a client got equal to its seat's view."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from cardtable import records
from cardtable.core.events import told
from cardtable.games import GAMES
from cardtable.online.serve.client import Player
from cardtable.online.serve.running import Running
from tests.online.rooms_helpers import dealt
from tests.online.serve.helpers import check_views, run

OTHERS = ("kings-mercy", "king-cut-throat", "witch-of-the-woods")
ONE_HAND = {
    "kings-mercy": {"max_hands": 1},
    "king-cut-throat": {"max_hands": 1},
    "witch-of-the-woods": {"max_hands": 1},
}


async def seated(running: Running, game: str, rules: dict[str, Any]) -> tuple[str, list[Player]]:
    """A started room of ``game``: two people, and the game's best bot in each seat still needed."""
    host, guest = Player(None, keep=True), Player(None, keep=True)
    host = await Player.connect(running.url, keep=True)
    guest = await Player.connect(running.url, keep=True)
    await host.send("create", name="Ana", game=game, rules=rules)
    joined = await host.until("joined")
    assert joined["game"] == game and joined["title"] == GAMES[game].FACTS.title
    assert joined["best"] == GAMES[game].FACTS.best
    code = joined["code"]
    await guest.send("join", code=code, name="Bo")
    await guest.until("joined")
    for _ in range(max(0, GAMES[game].FACTS.seats.start - 2)):
        await host.send("add_bot")
    await host.send("start")
    for client in (host, guest):
        await client.until("view")
    return code, [host, guest]


async def play_out(clients: list[Player]) -> None:
    """Each person plays the first move they are offered whenever they are offered one, naming the
    moves made they saw (a move made after the table moved on is refused as stale), to the end."""

    async def play(client: Player) -> None:
        while not client.over:
            if client.legal:
                await client.send("move", move=client.legal[0], after=client.moves_made)
            await client.until("view")

    await asyncio.gather(*(play(client) for client in clients))


@pytest.mark.parametrize("game", OTHERS)
def test_two_people_and_bots_play_a_hand_of_every_game_and_see_only_their_own_cards(game: str) -> None:
    async def test(running: Running) -> None:
        code, clients = await seated(running, game, ONE_HAND[game])
        room = clients[0].room
        assert room is not None and room["game"] == game and room["title"] == GAMES[game].FACTS.title
        assert room["rules"]["max_hands"] == 1 and room["seats_range"] == [
            GAMES[game].FACTS.seats.start,
            room["rules"]["players"],
        ]
        assert clients[0].view is not None
        await play_out(clients)
        final = dealt(running.hall.tables.rooms[code])
        assert GAMES[game].outcome(final) is not None
        assert check_views(final, clients, GAMES[game]) >= len(clients)
        assert all(error.startswith("That move is stale") for client in clients for error in client.errors)

    run(test)


@pytest.mark.parametrize("game", OTHERS)
def test_garbage_stale_and_other_seats_moves_are_refused_and_change_nothing(game: str) -> None:
    async def test(running: Running) -> None:
        code, clients = await seated(running, game, ONE_HAND[game])
        await asyncio.sleep(0.2)  # let the bots make any first moves
        before = running.hall.tables.rooms[code]
        for client in clients:
            while client.moves_made < len(dealt(before).log):
                await client.until("view")
        host = clients[0]
        other = next(seat for seat in range(len(before.seats)) if seat != host.seat)
        legal_other = [move for move in GAMES[game].legal_moves(before.game, other)]
        refusals: list[dict[str, Any]] = [
            {"move": "not a move"},
            {"move": {"move": "Discard", "player": host.seat, "cards": ["nonsense"]}},
            {"move": {"move": "Draw", "player": host.seat}},
        ]
        if legal_other:
            from cardtable.records.convert import move_to_dict

            refusals.append({"move": move_to_dict(legal_other[0])})
        if host.legal:
            refusals.append({"move": host.legal[0], "after": host.moves_made + 5})
        for fields in refusals:
            await host.send("move", **fields)
            error = await host.until("error")
            assert "Exception" not in error["message"] and "Error" not in error["message"]
        await host.send_text("{not json")
        await host.until("error")
        assert running.hall.tables.rooms[code] is before

    run(test)


def test_the_games_message_offers_every_game_with_its_options() -> None:
    async def test(running: Running) -> None:
        client = await Player.connect(running.url)
        await client.send("games")
        message = await client.until("games")
        assert [entry["game"] for entry in message["games"]] == list(GAMES)
        for entry in message["games"]:
            facts = GAMES[entry["game"]].FACTS
            assert entry["title"] == facts.title and entry["best"] == facts.best
            assert entry["seats"][0] == facts.seats.start
            for option in entry["rules"]:
                assert option["words"] and option["kind"] in ("int", "bool", "choice", "int-or-none")
        await client.send("create", name="Ana", game="chess")
        assert "There is no game called 'chess'" in (await client.until("error"))["message"]
        await client.send("create", name="Ana", game="kings-mercy", rules={"players": 9})
        assert (await client.until("error"))["message"] == "players must be 3 to 6, not 9"
        await client.send("create", name="Ana", game="kings-mercy", rules={"players": 3, "starting_units": 5})
        room = await client.until("room")
        assert room["rules"]["starting_units"] == 5 and room["rules"]["players"] == 3

    run(test)


@pytest.mark.parametrize("game", OTHERS)
def test_each_new_hand_is_sent_whole_with_the_end_of_the_hand_before_in_words(game: str) -> None:
    async def test(running: Running) -> None:
        code, clients = await seated(running, game, {"max_hands": 3})
        said: list[list[str]] = [[], []]

        async def play(index: int, client: Player) -> None:
            while not client.over:
                if client.legal:
                    await client.send("move", move=client.legal[0], after=client.moves_made)
                message = await client.until("view")
                said[index].extend(message["said"])

        await asyncio.gather(*(play(index, client) for index, client in enumerate(clients)))
        final = dealt(running.hall.tables.rooms[code])
        assert check_views(final, clients, GAMES[game]) >= len(clients)
        states = [state for _, state in records.replay(records.dumps(final))]
        for index, client in enumerate(clients):
            # Every move's events the seat is told, in words, since the first view (which
            # ``seated`` took): nothing missed at a new hand, though each hand's history starts afresh.
            narration = [
                event.describe(state.rules) for state in states for event in told(state.events, client.seat)
            ]
            assert said[index] and said[index] == narration[len(narration) - len(said[index]) :]

    run(test)


def test_open_mercys_own_ways_in_are_refused_in_another_games_room() -> None:
    async def test(running: Running) -> None:
        host = await Player.connect(running.url)
        await host.send("create", name="Ana", game="witch-of-the-woods")
        code = (await host.until("joined"))["code"]
        before = running.hall.tables.rooms[code]
        for kind, fields in (
            ("quick_match", {"name": "Ana"}),
            ("wait_longer", {}),
            ("vs_bot", {}),
            ("daily", {}),
            ("create", {"name": "Ana", "game": "witch-of-the-woods", "stacking": "house"}),
        ):
            await host.send(kind, **fields)
            message = (await host.until("error"))["message"]
            assert "Error" not in message and "Exception" not in message
        assert running.hall.tables.rooms[code] is before
        await host.close()

    run(test)

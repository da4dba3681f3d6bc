"""Nothing lost on a restart: 20 rooms mid-game, of every game in turn (Open Mercy, King's Mercy
with a bot, King Cut-Throat, Witch of the Woods), the server process killed with SIGKILL and
started again on the same database (SQLite, PostgreSQL). Every client comes back with its
account's token and its rejoin token, every game plays on to its end, and every view any
client was sent, before the kill and after, is its seat's view of the uninterrupted replay of
the finished game's record; every account and every stat is there."""

from __future__ import annotations

import asyncio
import signal
import subprocess
from typing import Any

import attrs
from websockets.exceptions import ConnectionClosed

from cardtable import records
from cardtable.chance import Chance
from cardtable.games import GAMES
from cardtable.online.serve.client import Player
from cardtable.online.store import Store
from tests.online.serve.helpers import SAFETY_SECONDS, check_views
from tests.online.serve.processes import server_process

ROOMS = 20
TABLES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("open-mercy", {}),
    ("kings-mercy", {"game": "kings-mercy", "rules": {"max_hands": 3}}),
    ("king-cut-throat", {"game": "king-cut-throat", "rules": {"max_hands": 1}}),
    ("witch-of-the-woods", {"game": "witch-of-the-woods", "rules": {"max_hands": 3}}),
)
"""The game of each room in turn and what its ``create`` says: games long enough to be
mid-game after ``MOVES_BEFORE_THE_KILL`` moves (King's Mercy's third seat is its best bot)."""
MODES = {"open-mercy": "official"}
"""The mode each game's room games are counted under in the stats (a game's own name otherwise)."""
MOVES_BEFORE_THE_KILL = 4
"""Each room plays this many moves, then its clients wait (there is no turn timer) until the kill,
so that every room is mid-game when the server dies."""
RATE = 20.0
"""The server's clock runs 20 times as fast, so a catch window (8 s) or an away seat's wait
(20 s) takes well under a real second and the games end quickly."""

SERVER = """
import sys, time
import uvicorn
from cardtable.online.serve.app import make_app
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import config
database, port, rate, seed = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
app = make_app(Hall(seed=seed), clock=lambda: time.time() * rate, database=database)
uvicorn.Server(config(app, port=port)).run()
"""


def start_server(database: str, seed: int) -> tuple[subprocess.Popen[bytes], str]:
    """A server process on a free port keeping its data in ``database``, once it answers."""
    return server_process(SERVER, database, str(RATE), str(seed))


@attrs.define
class Seat:
    """A client of one room, with the tokens it needs to come back."""

    player: Player
    code: str = ""
    name: str = ""
    rejoin: str = ""
    account: str = ""
    handle: str = ""
    came_back: bool = False


async def arrive(url: str) -> Seat:
    player = await Player.connect(url, keep=True)
    await player.send("play_now")
    account = await player.until("account")
    return Seat(player, account=account["token"], handle=account["handle"])


async def come_back(seat: Seat, url: str) -> None:
    """Reconnect as the same account and take the seat back."""
    seat.player.connection = (await Player.connect(url)).connection
    await seat.player.send("play_now", token=seat.account)
    account = await seat.player.until("account")
    assert account["handle"] == seat.handle and account["token"] is None  # the same guest
    await seat.player.send("rejoin", code=seat.code, name=seat.name, token=seat.rejoin)
    seat.came_back = True


async def play(seat: Seat, chance: Chance, restarted: asyncio.Event, where: dict[str, str]) -> None:
    """Random legal moves whenever the game waits on this seat, across the restart, to the end."""
    player = seat.player
    while True:
        try:
            while not player.over:
                waiting = not restarted.is_set() and player.moves_made >= MOVES_BEFORE_THE_KILL
                if player.my_turn and player.legal and not waiting:
                    index, chance = chance.below(len(player.legal))
                    await player.send("move", move=player.legal[index], after=player.moves_made)
                await player.receive()
            return
        except (ConnectionClosed, OSError):
            await restarted.wait()
            await come_back(seat, where["url"])


async def scenario(database: str) -> tuple[list[list[Seat]], list[int]]:
    first, url = start_server(database, seed=4)
    second = None
    try:
        rooms: list[list[Seat]] = []
        for number in range(ROOMS):
            seats = [await arrive(url) for _ in range(2)]
            game, fields = TABLES[number % len(TABLES)]
            await seats[0].player.send("create", name=f"host {number}", **fields)
            await seats[1].player.send(
                "join", code=(await seats[0].player.until("joined"))["code"], name="guest"
            )
            await seats[1].player.until("joined")
            for seat in seats:
                seat.code, seat.name, seat.rejoin = (
                    seat.player.code or "",
                    seat.player.name or "",
                    seat.player.token or "",
                )
            for _ in range(GAMES[game].FACTS.seats.start - 2 if game != "open-mercy" else 0):
                await seats[0].player.send("add_bot")
            await seats[0].player.send("start")
            rooms.append(seats)
        restarted, where = asyncio.Event(), {"url": url}
        games = [
            asyncio.create_task(play(seat, Chance.from_seed(7 * number + index), restarted, where))
            for number, seats in enumerate(rooms)
            for index, seat in enumerate(seats)
        ]
        while min(seat.player.moves_made for seats in rooms for seat in seats) < MOVES_BEFORE_THE_KILL:
            assert not any(game.done() for game in games), "a seat stopped before the kill"
            await asyncio.sleep(0.01)
        assert not any(seat.player.over for seats in rooms for seat in seats), "every room is mid-game"
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=60)
        seen_at_kill = [max(seat.player.moves_made for seat in seats) for seats in rooms]
        second, where["url"] = await asyncio.to_thread(start_server, database, 5)
        restarted.set()
        await asyncio.gather(*games)
        await asyncio.gather(*(seat.player.close() for seats in rooms for seat in seats))
        return rooms, seen_at_kill
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGKILL)
                process.wait(timeout=60)


def test_twenty_rooms_survive_a_kill_9_and_play_on_to_the_end(database: str) -> None:
    rooms, seen_at_kill = asyncio.run(asyncio.wait_for(scenario(database), SAFETY_SECONDS))

    async def kept() -> list[tuple[Any, list[tuple[Any, dict[str, tuple[int, int]]]]]]:
        store = await Store.open(database)
        found = []
        for seats in rooms:
            accounts = [await store.account_for_token(seat.account) for seat in seats]
            assert all(account is not None for account in accounts), "an account was lost"
            [played] = await store.history(accounts[0].id)  # type: ignore[union-attr]
            record = await store.game_record(played.id)
            assert record is not None
            found.append(
                (
                    records.loads(record),
                    [(account, await store.stats(account.id)) for account in accounts if account],
                )
            )
        await store.close()
        return found

    for seats, before, (final, stats) in zip(rooms, seen_at_kill, asyncio.run(kept()), strict=True):
        played = GAMES[final.origin.game]
        outcome = played.outcome(final)
        assert all(seat.came_back for seat in seats)
        assert outcome is not None and len(final.log) >= before >= MOVES_BEFORE_THE_KILL
        players = [seat.player for seat in seats]
        assert {player.moves_made for player in players} == {len(final.log)}
        # Every view sent, before and after the kill, is the seat's view of the replayed game.
        assert check_views(final, players, played) >= len(final.log)
        mode = MODES.get(final.origin.game, final.origin.game)
        for (account, counted), seat in zip(stats, seats, strict=True):
            assert account.handle == seat.handle
            assert counted == {mode: (1, int(seat.player.seat in outcome.winners))}
    assert {final.origin.game for final, _ in asyncio.run(kept())} == {game for game, _ in TABLES}

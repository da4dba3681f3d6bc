"""Two server processes on one PostgreSQL database: an account made on one signs in on the
other, the stats and the day's results each writes are seen on both, each room's code is its
server's (never the other's, though both draw from the same seed), and after both are killed
with SIGKILL and started again each has exactly its own rooms back: its members rejoin it,
and the other server knows no such room."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import attrs

from cardtable.chance import Chance
from cardtable.online.serve.client import Player
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from cardtable.online.store import Store
from tests.online.databases import fresh_database
from tests.online.serve.helpers import SAFETY_SECONDS, Clock

RATE = 20.0
"""The servers' clocks run 20 times as fast, so a catch window (8 s) closes well within a second."""
MOVES = 4
"""The moves a room plays before the kill."""

SERVER = """
import sys, time
import uvicorn
from cardtable.online.serve.app import make_app
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import config
database, port, name, rate = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4])
app = make_app(Hall(seed=4), clock=lambda: time.time() * rate, database=database, server_name=name)
uvicorn.Server(config(app, port=port)).run()
"""


@attrs.define
class Server:
    """A server process and where it listens."""

    name: str
    database: str
    process: subprocess.Popen[bytes] | None = None
    url: str = ""

    def start(self) -> Server:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.process = subprocess.Popen(
            [sys.executable, "-c", SERVER, self.database, str(port), self.name, str(RATE)]
        )
        for _ in range(1200):  # waiting for it to listen, not measuring it
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30):
                    self.url = f"ws://127.0.0.1:{port}/ws"
                    return self
            except OSError:
                assert self.process.poll() is None, "the server exited"
                time.sleep(0.05)
        raise AssertionError("the server did not start")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=60)


@attrs.define
class Seat:
    """A room member and the tokens it comes back with."""

    player: Player
    account: str
    code: str = ""
    name: str = ""
    rejoin: str = ""


async def arrive(url: str) -> Seat:
    player = await Player.connect(url)
    await player.send("play_now")
    return Seat(player, (await player.until("account"))["token"])


async def room(url: str, host: str) -> list[Seat]:
    """A started room of two guests; the code is in the URL's query, as a proxy would route it."""
    seats = [await arrive(url), await arrive(url)]
    await seats[0].player.send("create", name=host)
    code = (await seats[0].player.until("joined"))["code"]
    await seats[1].player.send("join", code=code, name="guest")
    await seats[1].player.until("joined")
    await seats[0].player.send("start")
    for seat in seats:
        seat.code, seat.name, seat.rejoin = code, seat.player.name or "", seat.player.token or ""
        await seat.player.until("view")
    return seats


async def play(seats: list[Seat], seed: int, until: int | None = None) -> None:
    """Random legal moves until the game ends (or has ``until`` moves made)."""

    async def seat_plays(player: Player, chance: Chance) -> None:
        while not player.over and (until is None or player.moves_made < until):
            if player.my_turn and player.legal:
                index, chance = chance.below(len(player.legal))
                await player.send("move", move=player.legal[index], after=player.moves_made)
            await player.receive()

    await asyncio.gather(
        *(seat_plays(seat.player, Chance.from_seed(seed * 10 + index)) for index, seat in enumerate(seats))
    )


async def come_back(seat: Seat, url: str) -> dict[str, object]:
    """The member reconnects to ``url`` as its account and asks for its seat: the first answer."""
    seat.player = await Player.connect(f"{url}?room={seat.code}")
    await seat.player.send("play_now", token=seat.account)
    await seat.player.until("account")
    await seat.player.send("rejoin", code=seat.code, name=seat.name, token=seat.rejoin)
    while (message := await seat.player.receive())["type"] not in ("room", "error"):
        pass
    return message


async def scenario(database: str, servers: dict[str, Server]) -> None:
    east, west = servers["east"].start(), servers["west"].start()
    # An account made on one server signs in on the other.
    ana = await arrive(east.url)
    await ana.player.send("claim", handle="Ana_1", password="correct horse")
    await ana.player.until("account")
    elsewhere = await Player.connect(west.url)
    await elsewhere.send("sign_in", handle="ana_1", password="correct horse")
    assert (await elsewhere.until("account"))["handle"] == "Ana_1"
    await elsewhere.send("play_now", token=ana.account)
    assert (await elsewhere.until("account"))["handle"] == "Ana_1"
    # Each server plays one game to its end and leaves another mid-game.
    finished = {name: await room(server.url, f"host {name}") for name, server in servers.items()}
    await asyncio.gather(*(play(seats, number) for number, seats in enumerate(finished.values())))
    going = {name: await room(server.url, f"host {name}") for name, server in servers.items()}
    await asyncio.gather(*(play(seats, 7 + number, MOVES) for number, seats in enumerate(going.values())))
    made = {name: going[name][0].player.moves_made for name in servers}
    codes = {name: {finished[name][0].code, going[name][0].code} for name in servers}
    assert {code[0] for code in codes["east"]} == {"E"} and {code[0] for code in codes["west"]} == {"W"}
    # Today's deal, played on each server (left at once: a counted loss) ...
    bo = await arrive(west.url)
    for player in (ana.player, bo.player):
        await player.send("daily")
        await player.until("view")
        await player.send("leave")
        await player.until("left")
    # ... is in the day's results on both, and each game's stats on the other server too.
    handles = {(ana.player.account or {})["handle"], (bo.player.account or {})["handle"]}
    for url in (east.url, west.url):
        asker = await Player.connect(url)
        await asker.send("daily_results")
        assert {result["handle"] for result in (await asker.until("daily_results"))["results"]} == handles
        await asker.close()
    for name, elsewhere_url in (("east", west.url), ("west", east.url)):
        for seat in finished[name]:
            asker = await Player.connect(elsewhere_url)
            await asker.send("play_now", token=seat.account)
            await asker.until("account")
            await asker.send("stats")
            won = int(seat.player.seat in (seat.player.view or {})["winners"])
            assert (await asker.until("stats"))["modes"] == {"official": {"games": 1, "wins": won}}
            await asker.close()
    await elsewhere.send("stats")
    assert (await elsewhere.until("stats"))["modes"] == {"daily": {"games": 1, "wins": 0}}
    for server in servers.values():
        server.kill()
    # Both write to one database: each game's stats are there, whichever server wrote them.
    store = await Store.open(database)
    try:
        for seats in finished.values():
            for seat in seats:
                account = await store.account_for_token(seat.account)
                assert account is not None and await store.stats(account.id) == {
                    "official": (1, int(seat.player.seat in (seat.player.view or {})["winners"]))
                }
        for name in servers:
            assert {room.code for room in await store.load_rooms(server=name)} == codes[name]
    finally:
        await store.close()
    # Started again, each server has exactly its own rooms back.
    for server in servers.values():
        await asyncio.to_thread(server.start)
    for name, other in (("east", "west"), ("west", "east")):
        seat = going[name][1]
        refused = await come_back(seat, servers[other].url)
        assert refused == {"type": "error", "message": f"No room with the code {seat.code!r}"}
        for seat in going[name]:
            back = await come_back(seat, servers[name].url)
            assert back["type"] == "room" and back["code"] == seat.code
            await seat.player.until("view")
            assert seat.player.moves_made >= made[name]
    await asyncio.gather(*(play(seats, 20 + number) for number, seats in enumerate(going.values())))
    assert all(seat.player.over for seats in going.values() for seat in seats)


def test_two_servers_share_one_postgresql_database_and_keep_their_own_rooms(tmp_path: Path) -> None:
    database = fresh_database("postgres", tmp_path)
    servers = {name: Server(name, database) for name in ("east", "west")}
    try:
        asyncio.run(asyncio.wait_for(scenario(database, servers), SAFETY_SECONDS))
    finally:
        for server in servers.values():
            server.kill()


def test_two_servers_drawing_the_same_codes_never_make_the_same_room(database: str) -> None:
    """Two servers with one seed and one first letter draw the same codes in the same order:
    the database gives each code to one of them, and the other passes it over."""

    hosts: list[Player] = []  # each stays connected: a room nobody is in closes and frees its code

    async def rooms_made(running: Running) -> list[str]:
        codes = []
        for number in range(20):
            hosts.append(host := await Player.connect(running.url))
            await host.send("create", name=f"host {number}")
            codes.append((await host.until("joined"))["code"])
        return codes

    with (
        Running(Hall(seed=9), clock=Clock(), database=database, server_name="alpha") as alpha,
        Running(Hall(seed=9), clock=Clock(), database=database, server_name="able") as able,
    ):
        made = [
            asyncio.run(asyncio.wait_for(rooms_made(running), SAFETY_SECONDS)) for running in (alpha, able)
        ]
        assert alpha.hall.internal_errors == able.hall.internal_errors == 0
    assert len(set(made[0]) | set(made[1])) == 40 and {code[0] for code in made[0] + made[1]} == {"A"}

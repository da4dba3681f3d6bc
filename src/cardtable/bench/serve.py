"""Load on a real server: rooms of clients playing random legal moves (and bots) to the end.

``python -m cardtable.bench serve`` starts a server in a subprocess, keeping
its rooms in a new SQLite file (or ``--database``) as ``cardtable serve`` does
(or uses ``--url``), fills ``--rooms`` rooms of ``--players`` clients (plus
``--bots`` bots in every other room), plays ``--games`` games in each and
prints: clients, rooms, moves per second through the server (every move made:
the clients', the bots' and the clock's), and the time from a move sent to
every client of its room holding the update: the 99th percentile and the
slowest. ``play_room`` is the same driver, for the tests.

A client moves whenever the game waits on its seat, a random legal move sent
with ``after`` (the moves made it saw); offered only off-turn moves (MERCY!,
CAUGHT!) it answers about half of them, so some race the turn and are refused
as stale, as they would be on a real table.

>>> percentile([3.0, 1.0, 2.0, 4.0], 0.5)
2.0
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import attrs

from cardtable.chance import Chance
from cardtable.online.rooms import MAX_PLAYERS
from cardtable.online.serve.client import Player

__all__ = ["Latencies", "RoomRun", "main", "percentile", "play_room"]


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value ``fraction`` of the way up the sorted ``values`` (nearest rank).

    >>> percentile([5.0], 0.99)
    5.0
    """
    ordered = sorted(values)
    rank = max(1, -(-int(fraction * len(ordered) * 1000) // 1000))
    return ordered[min(rank, len(ordered)) - 1]


@attrs.define
class Latencies:
    """Moves sent and awaited: for each, when it was sent and which clients still lack the update."""

    done: list[float] = attrs.Factory(list)
    _waiting: dict[tuple[str, int], tuple[float, set[int], int]] = attrs.Factory(dict)

    def sent(self, code: str, target: int, sender: int, clients: int) -> None:
        """A move sent that should bring the room ``code`` to ``target`` moves made."""
        self._waiting[(code, target)] = (time.perf_counter(), set(range(clients)), sender)

    def received(self, code: str, client: int, moves_made: int) -> None:
        """Client ``client`` holds the room's view after ``moves_made`` moves."""
        now = time.perf_counter()
        for key in [key for key in self._waiting if key[0] == code and key[1] <= moves_made]:
            started, missing, _ = self._waiting[key]
            missing.discard(client)
            if not missing:
                self.done.append(now - started)
                del self._waiting[key]

    def refused(self, code: str, sender: int) -> None:
        """The sender's move was refused: it measures nothing."""
        for key in [key for key, value in self._waiting.items() if key[0] == code and value[2] == sender]:
            del self._waiting[key]


@attrs.define
class RoomRun:
    """A room played: its code, its clients (still connected), the moves made in each game."""

    code: str
    players: list[Player]
    moves: list[int] = attrs.Factory(list)
    refused: int = 0

    async def close(self) -> None:
        """Disconnect every client."""
        await asyncio.gather(*(player.close() for player in self.players))


async def play_room(
    url: str,
    players: int,
    *,
    seed: int,
    bots: Sequence[str] = (),
    games: int = 1,
    keep: bool = False,
    latencies: Latencies | None = None,
) -> RoomRun:
    """Create a room, fill it with ``players`` clients and ``bots``, play ``games`` games to the end.

    The host is client 0; each game after the first is a rematch. Clients stay
    connected (``RoomRun.close``) so the caller can still look at the room.
    """
    clients = [await Player.connect(url, keep=keep) for _ in range(players)]
    host = clients[0]
    await host.send("create", name="player 0")
    code = (await host.until("joined"))["code"]
    for number, client in enumerate(clients[1:], start=1):
        await client.send("join", code=code, name=f"player {number}")
        await client.until("joined")
    for bot in bots:
        await host.send("add_bot", bot=bot)
    await host.until("room", when=lambda room: len(room["members"]) == players + len(bots))
    run = RoomRun(code, clients)
    for number in range(1, games + 1):
        await host.send("start" if number == 1 else "rematch")
        await asyncio.gather(
            *(
                _play(
                    client,
                    index,
                    code,
                    number,
                    Chance.from_seed(seed * 7919 + index * 31 + number),
                    latencies,
                )
                for index, client in enumerate(clients)
            )
        )
        run.moves.append(clients[0].moves_made)
        run.refused += sum(len(client.errors) for client in clients)
    return run


async def _play(
    player: Player, index: int, code: str, game: int, chance: Chance, latencies: Latencies | None
) -> None:
    """Play random legal moves until the game ``game`` is over for this client."""
    answered = -1
    clients = len(player.room["members"]) - len(player.room["bots"]) if player.room else 0
    while True:
        message = await player.receive()
        if message["type"] == "error" and latencies is not None:
            latencies.refused(code, index)
        if message["type"] != "view" or message["game"] != game:
            continue
        if latencies is not None:
            latencies.received(code, index, player.moves_made)
        if player.over:
            return
        if not player.legal or player.moves_made == answered:
            continue
        if not player.my_turn:
            coin, chance = chance.below(2)
            if coin:
                answered = player.moves_made
                continue
        answered = player.moves_made
        move, chance = chance.choice(tuple(player.legal))
        if player.my_turn and latencies is not None:
            latencies.sent(code, player.moves_made + 1, index, clients)
        await player.send("move", move=move, after=player.moves_made)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the load and print its figures; see the module docstring."""
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.bench serve", description=__doc__.split("\n\n")[1]
    )
    parser.add_argument("--rooms", type=int, default=50, help="rooms played at once (default 50)")
    parser.add_argument("--players", type=int, default=4, help="clients in each room (default 4)")
    parser.add_argument(
        "--bot", default="heuristic", help="the bot seated in every other room (default heuristic)"
    )
    parser.add_argument("--games", type=int, default=3, help="games in each room, rematches after the first")
    parser.add_argument("--seed", type=int, default=0, help="the seed of the clients' random moves")
    parser.add_argument("--url", help="an already running server (ws://host:port/ws); default: start one")
    parser.add_argument(
        "--database",
        help="the database of the server it starts (a URL or a SQLite file's path; default: a new"
        " SQLite file in a temporary folder, removed afterwards)",
    )
    args = parser.parse_args(argv)
    if args.rooms < 1 or not 2 <= args.players <= MAX_PLAYERS or args.games < 1:
        parser.error(f"--rooms and --games are 1 or more, --players 2 to {MAX_PLAYERS}")
    server = None
    url = args.url
    with tempfile.TemporaryDirectory() as folder:
        if url is None:
            server, url = _start_server(args.database or str(Path(folder) / "cardtable.db"))
        try:
            figures, moves = asyncio.run(_measure(url, args))
        finally:
            if server is not None:
                server.terminate()
                server.wait(timeout=30)
    print(figures)
    # CPU times: steadier figures than the wall clock's on a busy machine.
    clients = resource.getrusage(resource.RUSAGE_SELF)
    client_seconds = clients.ru_utime + clients.ru_stime
    rate = moves / client_seconds
    print(f"clients CPU {client_seconds:.1f} s: {rate:.0f} moves per CPU-second of the clients")
    if server is not None:
        cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds = cpu.ru_utime + cpu.ru_stime
        print(f"server CPU {seconds:.1f} s: {moves / seconds:.0f} moves per CPU-second of the server")
    return 0


async def _measure(url: str, args: argparse.Namespace) -> tuple[str, int]:
    latencies = Latencies()
    started = time.perf_counter()
    runs = await asyncio.gather(
        *(
            play_room(
                url,
                args.players,
                seed=args.seed * 1000 + number,
                bots=(args.bot,) if number % 2 and args.players < MAX_PLAYERS else (),
                games=args.games,
                latencies=latencies,
            )
            for number in range(args.rooms)
        )
    )
    elapsed = time.perf_counter() - started
    await asyncio.gather(*(run.close() for run in runs))
    moves = sum(sum(run.moves) for run in runs)
    timed = latencies.done or [0.0]
    return (
        f"clients {args.rooms * args.players}, rooms {args.rooms} (a {args.bot} bot in every other),"
        f" games {args.rooms * args.games}\n"
        f"moves {moves} in {elapsed:.1f} s: {moves / elapsed:.0f} moves per second through the server\n"
        f"move sent to every client's update: p99 {percentile(timed, 0.99) * 1000:.1f} ms,"
        f" slowest {max(timed) * 1000:.1f} ms, median {percentile(timed, 0.5) * 1000:.1f} ms"
        f" (over {len(latencies.done)} moves; {sum(run.refused for run in runs)} moves refused as stale)"
    ), moves


def _start_server(database: str) -> tuple[subprocess.Popen[bytes], str]:
    """``cardtable serve`` on ``database`` in a subprocess on a free port, once it accepts connections."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-c", "import sys; from cardtable.cli import main; sys.exit(main())"]
    server = subprocess.Popen(
        [*command, "serve", "--port", str(port), "--seed", "0", "--database", database],
        stdout=subprocess.DEVNULL,
        env=os.environ,
    )
    for _ in range(600):  # waiting for it to listen, not measuring
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server, f"ws://127.0.0.1:{port}/ws"
        except OSError:
            time.sleep(0.05)
    server.terminate()
    raise RuntimeError("the server did not start")

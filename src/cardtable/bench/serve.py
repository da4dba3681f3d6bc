"""Load on a real server: rooms of clients playing random legal moves (and bots) to the end.

``python -m cardtable.bench serve`` starts a server in a subprocess, keeping
its rooms in a new SQLite file (or ``--database``) as ``cardtable serve`` does
(or uses ``--url``), fills ``--rooms`` rooms of ``--players`` clients (plus
``--bots`` bots in every other room), plays ``--games`` games in each and
prints: clients, rooms, moves per second through the server (every move made:
the clients', the bots' and the clock's), and the time from a move sent to
every client of its room holding the update: the 99th percentile and the
slowest; then the processor time the clients and the server took a move (the
server's counted from when it accepts connections, on Linux) and the load
average before and after, since a shared machine's wall clock also counts
everyone else's turn. ``play_room`` is the same driver, for the tests.

By default each client moves as soon as its turn comes, so the rooms go as fast
as the server lets them (its top speed, where every move waits in a queue);
``--rate R`` offers the clients' moves at ``R`` a second instead, spaced evenly
across the rooms, to measure the time of a move at that load.

With ``--games-mix`` the rooms go through the four games in turn (``MIX``): Open
Mercy as above, King's Mercy, King Cut-Throat and Witch of the Woods at the seats
their rules allow (``--players`` brought into each game's range), each of their
games a few hands long, ``--bot`` seated in every other room of each game (``--bot best``:
each game's strongest, a search in King Cut-Throat).

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

from cardtable.bots import names
from cardtable.chance import Chance
from cardtable.games import GAMES
from cardtable.online.rooms import MAX_PLAYERS
from cardtable.online.rooms.games import OPEN_MERCY, seat_range
from cardtable.online.serve.client import Player

__all__ = ["MIX", "Latencies", "RoomRun", "main", "percentile", "play_room"]

MIX: tuple[tuple[str, dict[str, int]], ...] = (
    (OPEN_MERCY, {}),
    ("kings-mercy", {"max_hands": 4}),
    ("king-cut-throat", {"max_hands": 2}),
    ("witch-of-the-woods", {"max_hands": 4}),
)
"""The rooms of ``--games-mix`` in turn: each game and the rules its host picks (a few hands)."""


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
    """Moves sent and awaited: for each room, the moves it awaits, each with when it was sent,
    which clients still lack the update, and who sent it."""

    done: list[float] = attrs.Factory(list)
    _waiting: dict[str, dict[int, tuple[float, set[int], int]]] = attrs.Factory(dict)

    def sent(self, code: str, target: int, sender: int, clients: int) -> None:
        """A move sent that should bring the room ``code`` to ``target`` moves made."""
        self._waiting.setdefault(code, {})[target] = (time.perf_counter(), set(range(clients)), sender)

    def received(self, code: str, client: int, moves_made: int) -> None:
        """Client ``client`` holds the room's view after ``moves_made`` moves."""
        waiting = self._waiting.get(code)
        if not waiting:
            return
        now = time.perf_counter()
        for target in [target for target in waiting if target <= moves_made]:
            started, missing, _ = waiting[target]
            missing.discard(client)
            if not missing:
                self.done.append(now - started)
                del waiting[target]

    def refused(self, code: str, sender: int) -> None:
        """The sender's move was refused: it measures nothing."""
        waiting = self._waiting.get(code, {})
        for target in [target for target, value in waiting.items() if value[2] == sender]:
            del waiting[target]


class Pacer:
    """Spaces the clients' moves evenly at ``rate`` a second (``None``: no spacing).

    >>> asyncio.run(Pacer(None).wait())
    """

    def __init__(self, rate: float | None) -> None:
        self.gap = 0.0 if rate is None else 1.0 / rate
        self._next = 0.0

    async def wait(self) -> None:
        """Wait for the next free slot (at once, without a rate)."""
        if not self.gap:
            return
        now = time.perf_counter()
        slot = max(now, self._next)
        self._next = slot + self.gap
        if slot > now:
            await asyncio.sleep(slot - now)


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
    pacer: Pacer | None = None,
    game: str = OPEN_MERCY,
    rules: dict[str, int] | None = None,
) -> RoomRun:
    """Create a room of ``game`` (with the host's ``rules``, another game than Open Mercy), fill
    it with ``players`` clients and ``bots``, play ``games`` games to the end.

    The host is client 0; each game after the first is a rematch. Clients stay
    connected (``RoomRun.close``) so the caller can still look at the room.
    """
    clients = [await Player.connect(url, keep=keep) for _ in range(players)]
    host = clients[0]
    chosen = (
        {}
        if game == OPEN_MERCY
        else {"game": game, "rules": {**(rules or {}), "players": players + len(bots)}}
    )
    await host.send("create", name="player 0", **chosen)
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
                    pacer or Pacer(None),
                )
                for index, client in enumerate(clients)
            )
        )
        run.moves.append(clients[0].moves_made)
        run.refused += sum(len(client.errors) for client in clients)
    return run


async def _play(
    player: Player,
    index: int,
    code: str,
    game: int,
    chance: Chance,
    latencies: Latencies | None,
    pacer: Pacer,
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
        await pacer.wait()  # nothing is received meanwhile: the move may be stale by then
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
        "--bot",
        default="heuristic",
        help="the bot in every other room (default heuristic; with --games-mix, best: each game's best)",
    )
    parser.add_argument("--games", type=int, default=3, help="games in each room, rematches after the first")
    parser.add_argument("--seed", type=int, default=0, help="the seed of the clients' random moves")
    parser.add_argument("--url", help="an already running server (ws://host:port/ws); default: start one")
    parser.add_argument(
        "--database",
        help="the database of the server it starts (a URL or a SQLite file's path; default: a new"
        " SQLite file in a temporary folder, removed afterwards)",
    )
    parser.add_argument(
        "--games-mix",
        action="store_true",
        help="rooms of the four games in turn: Open Mercy, King's Mercy, King Cut-Throat, Witch of the Woods",
    )
    parser.add_argument(
        "--rate",
        type=float,
        help="offer the clients' moves at this many a second in all (default: each as soon as it may)",
    )
    args = parser.parse_args(argv)
    if args.rooms < 1 or not 2 <= args.players <= MAX_PLAYERS or args.games < 1:
        parser.error(f"--rooms and --games are 1 or more, --players 2 to {MAX_PLAYERS}")
    if args.rate is not None and not args.rate > 0:
        parser.error(f"--rate is more than 0, not {args.rate}")
    server = None
    url = args.url
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        if url is None:
            server, url = _start_server(args.database or str(Path(folder) / "cardtable.db"))
        try:
            server_before = _cpu_seconds(server)
            clients_before = _own_cpu_seconds()
            figures, moves = asyncio.run(_measure(url, args))
            server_seconds = _cpu_seconds(server) - server_before
            client_seconds = _own_cpu_seconds() - clients_before
        finally:
            if server is not None:
                server.terminate()
                server.wait(timeout=30)
    print(figures)
    # CPU times: steadier figures than the wall clock's on a busy machine.
    print(
        f"clients CPU {client_seconds:.1f} s: {client_seconds / moves * 1000:.2f} ms a move,"
        f" {moves / client_seconds:.0f} moves per CPU-second of the clients"
    )
    if server is not None and server_seconds > 0:
        print(
            f"server CPU {server_seconds:.1f} s: {server_seconds / moves * 1000:.2f} ms a move,"
            f" {moves / server_seconds:.0f} moves per CPU-second of the server"
        )
    print(f"load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after")
    return 0


def _own_cpu_seconds() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def _cpu_seconds(process: subprocess.Popen[bytes] | None) -> float:
    """The processor time a running child has used so far (Linux's /proc; elsewhere 0, and the
    figure is not printed)."""
    if process is None:
        return 0.0
    try:
        fields = Path(f"/proc/{process.pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    # After the name: state is field 3 of stat(5), utime and stime fields 14 and 15.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _measure(url: str, args: argparse.Namespace) -> tuple[str, int]:
    latencies, pacer = Latencies(), Pacer(args.rate)
    started = time.perf_counter()
    runs = await asyncio.gather(
        *(
            play_room(
                url,
                _seating(args, number)[0],
                bots=_seating(args, number)[1],
                seed=args.seed * 1000 + number,
                games=args.games,
                latencies=latencies,
                pacer=pacer,
                game=MIX[number % len(MIX)][0] if args.games_mix else OPEN_MERCY,
                rules=MIX[number % len(MIX)][1] if args.games_mix else None,
            )
            for number in range(args.rooms)
        )
    )
    elapsed = time.perf_counter() - started
    await asyncio.gather(*(run.close() for run in runs))
    moves = sum(sum(run.moves) for run in runs)
    timed = latencies.done or [0.0]
    return (
        f"clients {sum(len(run.players) for run in runs)}, rooms {args.rooms}"
        f"{' of the four games in turn' if args.games_mix else ''} (a bot in every other),"
        f" games {args.rooms * args.games}, clients' moves "
        f"{'as fast as they may' if args.rate is None else f'offered at {args.rate:.0f} a second'}\n"
        f"moves {moves} in {elapsed:.1f} s: {moves / elapsed:.0f} moves per second through the server\n"
        f"move sent to every client's update: p99 {percentile(timed, 0.99) * 1000:.1f} ms,"
        f" slowest {max(timed) * 1000:.1f} ms, median {percentile(timed, 0.5) * 1000:.1f} ms"
        f" (over {len(latencies.done)} moves; {sum(run.refused for run in runs)} moves refused as stale)"
    ), moves


def _seating(args: argparse.Namespace, number: int) -> tuple[int, tuple[str, ...]]:
    """The clients and bots of room ``number``: ``--players`` and, in every other room, ``--bot``;
    with ``--games-mix``, as many as the room's game seats, and ``--bot`` if the game has a bot
    of that name, else its best (``--bot best``: each game's best)."""
    # With the mix, every other room of each game: the rooms of one game are len(MIX) apart.
    with_bot = (number // len(MIX) if args.games_mix else number) % 2 == 1
    game = MIX[number % len(MIX)][0] if args.games_mix else OPEN_MERCY
    bot = args.bot if args.bot in names(game) else GAMES[game].FACTS.best  # "best": each game's
    if game == OPEN_MERCY:
        return args.players, (bot,) if with_bot and args.players < MAX_PLAYERS else ()
    fewest, most = seat_range(game)
    seats = min(max(args.players, fewest), most)
    bots = (bot,) if with_bot and seats > 2 else ()  # two people at least
    return seats - len(bots), bots


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

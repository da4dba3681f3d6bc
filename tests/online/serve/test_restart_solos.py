"""Games against a bot survive a restart too: accounts' ladder games and today's deals mid-game,
the server killed with SIGKILL and started again on the same database (SQLite, PostgreSQL). Each
account comes back with PLAY NOW and its token, gets its game and its view back, plays it to the
end, and every view it was sent, before the kill and after, is its seat's view of the replay of
the finished game's record; no stat, ladder rung or daily result is lost. (The rooms' side of the
same kill is ``test_restart.py``.)"""

from __future__ import annotations

import asyncio
import signal
import subprocess
from typing import Any

import attrs
from websockets.exceptions import ConnectionClosed

from cardtable import records
from cardtable.online.serve.client import Player
from cardtable.online.store import Store
from cardtable.open_mercy.bots.ladder import Ladder
from tests.online.serve.helpers import SAFETY_SECONDS, check_views
from tests.online.serve.processes import server_process
from tests.online.serve.solo_helpers import DAY, Policy, idle, keen

MOVES_BEFORE_THE_KILL = 4
"""Each game plays this many moves (the person's and the bot's), then its person waits until the kill."""
GAMES = (("vs_bot", keen), ("vs_bot", keen), ("daily", idle), ("daily", idle))

SERVER = f"""
import sys, time
import uvicorn
from cardtable.online.serve.app import make_app
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import config
database, port, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
app = make_app(Hall(seed=seed, today=lambda: {DAY!r}), clock=lambda: time.time() * 20.0, database=database)
uvicorn.Server(config(app, port=port)).run()
"""


def start_server(database: str, seed: int) -> tuple[subprocess.Popen[bytes], str]:
    """A server process on a free port keeping its data in ``database``, once it answers."""
    return server_process(SERVER, database, str(seed))


@attrs.define
class Person:
    """A person playing a game against a bot, with the token their browser keeps."""

    player: Player
    policy: Policy
    token: str = ""
    came_back: bool = False


async def arrive(url: str, kind: str, policy: Policy) -> Person:
    player = await Player.connect(url, keep=True)
    await player.send("play_now")
    account = await player.until("account")
    await player.send(kind)
    await player.until("view")
    return Person(player, policy, account["token"])


async def come_back(person: Person, url: str) -> None:
    """Reconnect as the same account: the game comes back with the account."""
    person.player.connection = (await Player.connect(url)).connection
    await person.player.send("play_now", token=person.token)
    await person.player.until("account")
    view = await person.player.until("view")
    assert view["history_from"] == 0
    person.came_back = True


async def play(person: Person, restarted: asyncio.Event, where: dict[str, str]) -> None:
    """The person's moves whenever the game waits on them, across the restart, to the end."""
    player, sent_at = person.player, -1
    while True:
        try:
            while not player.over:
                waiting = not restarted.is_set() and player.moves_made >= MOVES_BEFORE_THE_KILL
                if player.my_turn and player.legal and not waiting and player.moves_made != sent_at:
                    sent_at = player.moves_made
                    await player.send("move", move=person.policy(player.legal), after=sent_at)
                message = await player.receive()
                if message["type"] == "error":
                    sent_at = -1  # refused (the table moved on): decide again
            return
        except (ConnectionClosed, OSError):
            await restarted.wait()
            await come_back(person, where["url"])
            sent_at = -1


async def scenario(database: str) -> list[Person]:
    first, url = start_server(database, seed=4)
    second = None
    try:
        people = [await arrive(url, kind, policy) for kind, policy in GAMES]
        restarted, where = asyncio.Event(), {"url": url}
        games = [asyncio.create_task(play(person, restarted, where)) for person in people]
        while min(person.player.moves_made for person in people) < MOVES_BEFORE_THE_KILL:
            assert not any(game.done() for game in games), "a game ended before the kill"
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.2)  # the bots' last moves before the kill
        assert not any(person.player.over for person in people), "every game is mid-game"
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=60)
        second, where["url"] = await asyncio.to_thread(start_server, database, 5)
        restarted.set()
        await asyncio.gather(*games)
        await asyncio.gather(*(person.player.close() for person in people))
        return people
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGKILL)
                process.wait(timeout=60)


def test_games_against_a_bot_survive_a_kill_9_and_play_on_to_the_end(database: str) -> None:
    people = asyncio.run(asyncio.wait_for(scenario(database), SAFETY_SECONDS))

    async def kept() -> list[dict[str, Any]]:
        store = await Store.open(database)
        found = []
        for person in people:
            account = await store.account_for_token(person.token)
            assert account is not None, "an account was lost"
            [played] = await store.history(account.id)
            record = await store.game_record(played.id)
            assert record is not None
            found.append(
                {
                    "played": played,
                    "final": records.loads(record),
                    "stats": await store.stats(account.id),
                    "ladder": await store.ladder(account.id),
                    "daily": await store.daily_of(account.id),
                    "solo": await store.load_solo(account.id),
                }
            )
        await store.close()
        return found

    for person, (kind, _), found in zip(people, GAMES, asyncio.run(kept()), strict=True):
        final, played = found["final"], found["played"]
        won = 0 in final.winners
        assert person.came_back and final.winners and len(final.log) > MOVES_BEFORE_THE_KILL
        assert person.player.moves_made == len(final.log) == played.moves
        # Every view sent, before and after the kill, is the seat's view of the replayed game.
        assert check_views(final, [person.player]) >= 2
        assert found["solo"] is None  # the game ended: nothing left in progress
        mode = "ladder" if kind == "vs_bot" else "daily"
        assert played.mode == mode and found["stats"] == {mode: (1, int(won))}
        if mode == "ladder":
            assert played.opponent == "scrap"
            assert found["ladder"] == Ladder(("scrap",) if won else ()).to_dict()
        else:
            assert played.opponent == "terminator"
            assert found["daily"] == [(DAY, won, len(final.log))]

"""Stats, history, records and replays of every game's room games, in the same database as Open
Mercy's (SQLite and PostgreSQL): each game counted under its own name, a record or replay only
ever the asking seat's own view of that game."""

from __future__ import annotations

import asyncio

from cardtable import records
from cardtable.chance import Chance
from cardtable.games import GAMES
from cardtable.online.serve.running import Running
from cardtable.online.store import Store
from cardtable.records.convert import view_to_dict
from tests.online.serve.helpers import as_json
from tests.online.serve.solo_helpers import serve, signed_in
from tests.online.serve.test_accounts import play_to_end
from tests.online.serve.test_standing import ask

OTHERS = ("kings-mercy", "king-cut-throat", "witch-of-the-woods")


def test_every_games_room_games_count_in_stats_and_replay_as_the_seat_saw_them(database: str) -> None:
    async def test(running: Running) -> None:
        ana, _ = await signed_in(running)
        bo, _ = await signed_in(running)
        for game in OTHERS:
            ana.view = bo.view = None
            await ana.send("create", name="Ana", game=game, rules={"max_hands": 1})
            code = (await ana.until("joined"))["code"]
            await bo.send("join", code=code, name="Bo")
            await bo.until("joined")
            for _ in range(max(0, GAMES[game].FACTS.seats.start - 2)):
                await ana.send("add_bot")
            await ana.send("start")
            await asyncio.gather(*(play_to_end(p, Chance.from_seed(n)) for n, p in enumerate((ana, bo))))
            for player in (ana, bo):
                await player.send("leave")
                await player.until("left")

        stats = await ask(ana, "stats")
        history = stats["history"]
        assert [entry["mode"] for entry in history] == list(reversed(OTHERS))
        assert {mode: counted["games"] for mode, counted in stats["modes"].items()} == dict.fromkeys(
            OTHERS, 1
        )
        store = await Store.open(database)
        hosts = {entry["game"]: await store.game_record(entry["game"]) for entry in history}
        await store.close()
        for entry in history:
            host = hosts[entry["game"]]
            assert host is not None
            played, seat = GAMES[entry["mode"]], entry["seat"]
            record = await ask(ana, "record", game=entry["game"])
            states = [state for _, state in records.replay(host)]
            assert record["text"] == records.dumps(states[-1], seat=seat)
            for step in sorted({0, 1, len(states) // 2, len(states) - 1}):
                replay = await ask(ana, "replay", game=entry["game"], step=step)
                assert replay["table"] == entry["mode"]
                assert replay["view"] == {
                    **as_json(view_to_dict(played.view(states[step], seat))),
                    "history": [],
                }
            assert ana.account is not None and ana.account["handle"] in replay["seats"]
        for player in (ana, bo):
            await player.close()

    serve(test, database)

"""An account's stats, history, records and replays over real WebSockets, against the real server
on SQLite and PostgreSQL: modes counted as the games were played, a record or replay only ever
the asking account's own seat's, and no message carrying a card that seat could not see."""

from __future__ import annotations

import asyncio
from typing import Any

from cardtable import open_mercy as om
from cardtable import records
from cardtable.chance import Chance
from cardtable.online.serve.client import Player
from cardtable.online.serve.running import Running
from cardtable.online.serve.standing import NOT_YOURS
from cardtable.online.store import Store
from cardtable.records.convert import view_to_dict
from tests.online.serve.helpers import as_json
from tests.online.serve.solo_helpers import DAY, idle, keen, play_solo, serve, signed_in
from tests.online.serve.test_accounts import play_to_end


async def room_game(running: Running, players: list[Player], **fields: Any) -> None:
    """The players sit down in a room (a private one with ``fields``, else a quick match) and
    play it to the end at random."""
    for player in players:
        player.view = None  # the last game's end is not this one's
    if fields:
        await players[0].send("create", name="p0", **fields)
        code = (await players[0].until("joined"))["code"]
        for number, player in enumerate(players[1:], start=1):
            await player.send("join", code=code, name=f"p{number}")
            await player.until("joined")
        await players[0].send("start")
    else:
        for number, player in enumerate(players):
            await player.send("quick_match", name=f"p{number}")
            await player.until("joined")
        running.app.state.server.now.forward(60)  # the countdown runs out (the clock is a helpers.Clock)
        running.wake()
    await asyncio.gather(*(play_to_end(p, Chance.from_seed(n)) for n, p in enumerate(players)))
    for player in players:
        await player.send("leave")
        await player.until("left")


async def ask(player: Player, kind: str, **fields: Any) -> dict[str, Any]:
    """Send a request and take its answer (or the error it got)."""
    await player.send(kind, **fields)
    while True:
        message = await player.receive()
        if message["type"] in (kind, "error"):
            return message


async def check_record_and_replays(player: Player, entry: dict[str, Any], host: str) -> list[str | None]:
    """The game's record and every step of its replay are exactly what the seat saw of the game
    whose host record is ``host``; the names at its seats."""
    game, seat = entry["game"], entry["seat"]
    record = await ask(player, "record", game=game)
    assert record["type"] == "record" and record["seat"] == seat
    states = [state for _, state in records.replay(host)]
    assert record["text"] == records.dumps(states[-1], seat=seat)
    assert len(states) - 1 == entry["moves"]
    names: list[str | None] = []
    steps = range(len(states)) if len(states) < 80 else sorted({0, 1, 2, len(states) // 2, len(states) - 1})
    for step in steps:
        replay = await ask(player, "replay", game=game, step=step)
        assert replay["steps"] == entry["moves"] and replay["step"] == step
        assert replay["view"] == {**as_json(view_to_dict(om.view(states[step], seat))), "history": []}
        told = om.view(states[step], seat).history[
            len(om.view(states[step - 1], seat).history) if step else 0 :
        ]
        assert replay["said"] == [event.describe(states[step].rules) for event in told]
        names = replay["seats"]
    too_far = await ask(player, "replay", game=game, step=len(states))
    assert too_far["type"] == "error"
    return names


def test_stats_history_records_and_replays_are_the_accounts_own(database: str) -> None:
    async def test(running: Running) -> None:
        ana, _ = await signed_in(running)
        bo, _ = await signed_in(running)
        assert ana.account is not None and bo.account is not None
        await room_game(running, [ana, bo], stacking="house")
        await room_game(running, [ana, bo])  # a quick match
        await ana.send("vs_bot")
        await ana.until("view")
        await play_solo(ana, keen)
        await ana.send("leave")
        await ana.until("left")
        await ana.send("daily")
        await ana.until("view")
        await play_solo(ana, idle, moves=2)
        await ana.send("leave")
        await ana.until("left")

        stats = await ask(ana, "stats")
        assert stats["handle"] == ana.account["handle"] and stats["claimed"] is False
        history = stats["history"]
        assert [entry["mode"] for entry in history] == ["daily", "ladder", "quick", "house"]
        assert [entry["opponent"] for entry in history] == ["terminator", "scrap", None, None]
        assert all(entry["players"] == 2 for entry in history)
        assert {mode: counted["games"] for mode, counted in stats["modes"].items()} == {
            "daily": 1,
            "ladder": 1,
            "quick": 1,
            "house": 1,
        }
        wins = {entry["mode"]: int(entry["won"]) for entry in history}
        assert {mode: counted["wins"] for mode, counted in stats["modes"].items()} == wins
        assert stats["daily"] == [{"day": DAY, "won": False, "moves": history[0]["moves"]}]
        assert stats["ladder"]["beaten"] == (["scrap"] if wins["ladder"] else [])
        assert "type" not in stats["ladder"] and len(stats["ladder"]["rungs"]) == 8

        store = await Store.open(database)  # the host's records, to check against
        hosts = {entry["game"]: await store.game_record(entry["game"]) for entry in history}
        await store.close()
        names = {}
        for entry in history:
            host = hosts[entry["game"]]
            assert host is not None
            names[entry["mode"]] = await check_record_and_replays(ana, entry, host)
        assert names["ladder"] == [ana.account["handle"], "Scrap"]
        assert names["daily"] == [ana.account["handle"], "Terminator"]
        assert names["house"][history[3]["seat"]] == ana.account["handle"]
        assert set(names["house"]) == {ana.account["handle"], bo.account["handle"]}

        # Bo sat in the room games, not in Ana's games against a bot: those are refused.
        for entry in history[:2]:
            for kind, fields in (("record", {}), ("replay", {"step": 0})):
                refused = await ask(bo, kind, game=entry["game"], **fields)
                assert refused == {"type": "error", "message": NOT_YOURS}
        assert (await ask(bo, "record", game=10_000))["message"] == NOT_YOURS
        assert (await ask(bo, "stats"))["history"][0]["mode"] == "quick"
        nobody = await Player.connect(running.url)
        assert "PLAY NOW first" in (await ask(nobody, "stats"))["message"]
        assert "PLAY NOW first" in (await ask(nobody, "record", game=history[0]["game"]))["message"]
        for player in (ana, bo, nobody):
            await player.close()

    serve(test, database)

"""TODAY'S DEAL (OM24) over real WebSockets, against the real server on SQLite and PostgreSQL:
the same shuffle for everyone, one counted result per account and day, leaving early a loss,
and the day's results, winners first, then fewest moves."""

from __future__ import annotations

import asyncio

from cardtable import open_mercy as om
from cardtable.online.serve.answers import PLAYED_TODAY
from cardtable.online.serve.client import Player
from cardtable.online.serve.running import Running
from cardtable.online.store import Store
from cardtable.open_mercy.bots.ladder import daily_deal
from cardtable.records.convert import view_to_dict
from tests.online.serve.helpers import as_json
from tests.online.serve.solo_helpers import DAY, idle, play_solo, serve, signed_in
from tests.online.store.test_store import finished_game

COUNTED = {"mode": "daily", "bot": "terminator", "name": "Terminator", "day": DAY, "counted": True}


def test_everyone_gets_the_same_deal_and_one_counted_result_a_day(database: str) -> None:
    async def test(running: Running) -> list[dict[str, object]]:
        first, _ = await signed_in(running)
        second, _ = await signed_in(running)
        dealt = as_json(view_to_dict(om.view(daily_deal(DAY), 0)))
        for player in (first, second):
            await player.send("daily")
            view = await player.until("view")
            assert view["solo"] == COUNTED and view["moves_made"] == 0
            assert {**view["view"], "history": None} == {**dealt, "history": None}
        await play_solo(first, idle, moves=3)
        made = first.moves_made
        await first.send("leave")  # before the end: counted as lost
        assert (await first.until("left"))["code"] is None
        await first.send("daily")
        assert (await first.until("error"))["message"] == PLAYED_TODAY
        assert first.account is not None
        again, _ = await signed_in(running, first.account["token"])  # another browser: the same
        await again.send("daily")
        assert (await again.until("error"))["message"] == PLAYED_TODAY
        await first.send("daily_results")
        results = await first.until("daily_results")
        assert results["day"] == DAY
        [result] = results["results"]  # the moves made when it was left (the bot's may be one more)
        assert result["handle"] == first.account["handle"] and not result["won"] and result["moves"] >= made
        await second.send("leave")
        await second.until("left")
        for player in (first, second, again):
            await player.close()
        return list(results["results"])

    serve(test, database)


def test_the_days_results_are_winners_first_then_fewest_moves(database: str) -> None:
    games = [finished_game(seed) for seed in range(12)]
    won = sorted((game for game in games if 0 in game.winners), key=lambda game: len(game.log))
    lost = sorted((game for game in games if 0 not in game.winners), key=lambda game: len(game.log))
    assert len(won) >= 2 and len(lost) >= 2

    async def keep(store: Store) -> list[tuple[str, bool, int]]:
        expected = []
        for game in (lost[1], won[1], lost[0], won[0]):
            account, _ = await store.create_guest()
            await store.record_game(game, mode="daily", seats={0: account.id}, day=DAY)
            expected.append((account.handle, 0 in game.winners, len(game.log)))
        again, _ = await store.create_guest()  # a second daily game of one account is not counted
        await store.record_game(won[0], mode="daily", seats={0: again.id}, day="2026-12-01")
        await store.record_game(lost[0], mode="daily", seats={0: again.id}, day="2026-12-01")
        return sorted(expected, key=lambda result: (not result[1], result[2]))

    async def body() -> list[tuple[str, bool, int]]:
        store = await Store.open(database)
        try:
            return await keep(store)
        finally:
            await store.close()

    expected = asyncio.run(body())

    async def test(running: Running) -> None:
        visitor = await Player.connect(running.url)  # no account needed
        await visitor.send("daily_results")
        today = await visitor.until("daily_results")
        assert today["day"] == DAY
        assert [(r["handle"], r["won"], r["moves"]) for r in today["results"]] == expected
        await visitor.send("daily_results", day="2026-12-01")
        yesterday = await visitor.until("daily_results")
        assert [(r["won"], r["moves"]) for r in yesterday["results"]] == [(True, len(won[0].log))]
        await visitor.send("daily_results", day="yesterday")
        assert "YYYY-MM-DD" in (await visitor.until("error"))["message"]
        await visitor.close()

    serve(test, database)


def test_without_an_account_todays_deal_is_played_and_nothing_counted() -> None:
    async def test(running: Running) -> None:
        player = await Player.connect(running.url, keep=True)
        await player.send("create", name="Jo")
        await player.until("joined")
        await player.send("daily")  # from a room: refused
        assert "from the lobby" in (await player.until("error"))["message"]
        await player.send("leave")
        await player.until("left")
        await player.send("daily")
        view = await player.until("view")
        assert view["solo"] == {**COUNTED, "counted": False}
        await player.send("leave")
        await player.until("left")
        await player.send("daily")  # nothing was counted: it may be dealt again
        assert (await player.until("view"))["moves_made"] == 0
        await player.send("daily_results")
        assert "keeps no accounts" in (await player.until("error"))["message"]
        await player.close()

    serve(test)


def test_todays_deal_in_progress_is_the_accounts_only_game_against_a_bot(database: str) -> None:
    async def test(running: Running) -> None:
        first, _ = await signed_in(running)
        await first.send("daily")
        await first.until("view")
        assert first.account is not None
        other, _ = await signed_in(running, first.account["token"])  # the same account elsewhere
        await other.until("view")  # it takes the game up; the first browser is told it left
        assert (await first.until("left"))["code"] is None
        await first.send("create", name="Jo")
        code = (await first.until("joined"))["code"]
        for kind in ("vs_bot", "daily"):  # no second game against a bot to peek with
            await first.send(kind)
            message = (await first.until("error"))["message"]
            assert "the game against Terminator first" in message or "from the lobby" in message
        assert running.hall.tables.rooms[code].members == ("Jo",)
        for player in (first, other):
            await player.close()

    serve(test, database)

"""The bot ladder per account (OM23) over real WebSockets, against the real server keeping its data
on SQLite and on PostgreSQL: beating Scrap unlocks Pilot, for every connection of the account;
a loss changes nothing; without a database the page's ``beaten`` decides."""

from __future__ import annotations

import asyncio

from cardtable.online.serve.client import Player
from cardtable.online.serve.running import Running
from cardtable.online.store import Store
from cardtable.open_mercy.bots.ladder import LADDER, Ladder
from tests.online.serve.helpers import check_views
from tests.online.serve.solo_helpers import Message, Policy, idle, keen, play_solo, serve, signed_in

GAMES_TO_TRY = 6
"""A bound on the games played to get one result: a fixed seed decides which game it is."""


async def solo_game(
    running: Running, player: Player, policy: Policy, **fields: object
) -> tuple[bool, Message]:
    """Ask for the next ladder game, play it to the end and check every view it was sent; whether
    the person won, and the ``ladder`` message that followed."""
    player.seen = []
    await player.send("vs_bot", **fields)
    first = await player.until("view")
    solo = first["solo"]
    assert solo["mode"] == "ladder" and solo["name"] == solo["bot"].capitalize() and solo["day"] is None
    [key] = running.hall.players  # the one game against a bot on this server
    await play_solo(player, policy)
    final = running.hall.tables.solos[key].state
    assert check_views(final, [player]) >= 1
    assert player.view is not None
    return 0 in player.view["winners"], await player.until("ladder")


def test_beating_scrap_unlocks_pilot_for_every_connection_of_the_account(database: str) -> None:
    async def test(running: Running) -> None:
        player, ladder = await signed_in(running)
        assert ladder["beaten"] == [] and ladder["next"] == "scrap" and not ladder["complete"]
        assert [rung["bot"] for rung in ladder["rungs"]] == list(LADDER)
        assert ladder["rungs"][-1] == {"bot": "terminator", "name": "Terminator"}
        for _ in range(GAMES_TO_TRY):  # vs_bot from the lobby, then from a finished game
            assert player.view is None or player.view["solo"]["bot"] == "scrap"
            won, after = await solo_game(running, player, keen)
            if won:
                break
            assert after["beaten"] == [] and after["next"] == "scrap"  # a loss changes nothing
        assert won and after["beaten"] == ["scrap"] and after["next"] == "pilot"
        assert player.account is not None
        token = player.account["token"]
        elsewhere, again = await signed_in(running, token)
        assert again["beaten"] == ["scrap"] and again["next"] == "pilot"
        await elsewhere.send("vs_bot", beaten=[])  # an account's progress is the store's, not the page's
        assert (await elsewhere.until("view"))["solo"]["bot"] == "pilot"
        # An account plays one game against a bot at a time: the first browser's finished game
        # is gone from it, and NEXT BOT there waits for the game against Pilot to end.
        assert (await player.until("left"))["code"] is None
        await player.send("vs_bot")
        assert (await player.until("error"))["message"].endswith("the game against Pilot first")
        for client in (player, elsewhere):
            await client.close()

    serve(test, database)

    async def kept() -> tuple[dict[str, object] | None, dict[str, tuple[int, int]]]:
        store = await Store.open(database)
        try:
            return await store.ladder(1), await store.stats(1)  # the first account made
        finally:
            await store.close()

    progress, stats = asyncio.run(kept())
    assert progress == {"beaten": ["scrap"]}
    assert stats["ladder"][1] == 1


def test_a_loss_changes_nothing(database: str) -> None:
    async def test(running: Running) -> list[bool]:
        player, _ = await signed_in(running)
        store = await Store.open(database)
        await store.save_ladder(1, Ladder(LADDER[:5]).to_dict())  # Marla beaten, Kobra next
        await store.close()
        results = []
        for _ in range(GAMES_TO_TRY):
            won, after = await solo_game(running, player, idle)
            results.append(won)
            if not won:
                assert after["beaten"] == list(LADDER[:5]) and after["next"] == "kobra"
                break
        await player.close()
        return results

    results = serve(test, database)
    assert results[-1] is False

    async def kept() -> dict[str, object] | None:
        store = await Store.open(database)
        try:
            return await store.ladder(1)
        finally:
            await store.close()

    assert asyncio.run(kept()) == Ladder(LADDER[: 5 + sum(results)]).to_dict()


def test_without_a_database_the_pages_beaten_decides() -> None:
    async def test(running: Running) -> None:
        player = await Player.connect(running.url, keep=True)
        await player.send("vs_bot", beaten=["pilot"])
        assert "first rungs of the ladder" in (await player.until("error"))["message"]
        assert player.view is None and not running.hall.tables.solos
        won, after = await solo_game(running, player, keen, beaten=["scrap", "pilot"])
        beaten = ["scrap", "pilot", "vera"] if won else ["scrap", "pilot"]
        assert after["beaten"] == beaten and after["next"] == LADDER[len(beaten)]
        await player.send("vs_bot")  # from the finished game, with nothing sent: what it left
        assert (await player.until("view"))["solo"]["bot"] == LADDER[len(beaten)]
        await player.send("vs_bot")  # not while a game is in progress
        assert "finish or leave the game against" in (await player.until("error"))["message"]
        await player.send("daily")
        assert "finish or leave" in (await player.until("error"))["message"]
        await player.send("leave")
        assert (await player.until("left"))["code"] is None
        assert not running.hall.tables.solos
        await player.close()

    serve(test)


def test_an_accounts_game_waits_for_it_when_its_browser_drops(database: str) -> None:
    async def test(running: Running) -> None:
        player, _ = await signed_in(running)
        await player.send("vs_bot")
        await player.until("view")
        await play_solo(player, keen, moves=2)
        made = player.moves_made
        assert player.account is not None and not player.over
        await player.close()
        back, _ = await signed_in(running, player.account["token"])
        view = await back.until("view")
        assert view["history_from"] == 0 and view["moves_made"] >= made and view["solo"]["bot"] == "scrap"
        await play_solo(back, keen)
        [key] = running.hall.players
        check_views(running.hall.tables.solos[key].state, [back])
        await back.close()

    serve(test, database)

"""PLAY NOW, CLAIM ACCOUNT and SIGN IN over real WebSockets, against the real server keeping its
accounts on SQLite and on PostgreSQL; and a finished game counted in its players' stats."""

from __future__ import annotations

import asyncio
from typing import Any

from cardtable.chance import Chance
from cardtable.online.serve.client import Player
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from cardtable.online.store import Store
from tests.online.serve.helpers import SAFETY_SECONDS, Clock


def serve(database: str, test: Any, *, rate: float = 1.0) -> Any:
    """Run the async ``test`` against a real server keeping its data in ``database``."""
    with Running(Hall(seed=3), clock=Clock(rate=rate), database=database) as running:
        result = asyncio.run(asyncio.wait_for(test(running), SAFETY_SECONDS))
        assert running.hall.internal_errors == 0
    return result


async def play_now(running: Running, token: str | None = None) -> Player:
    """A new connection that pressed PLAY NOW (with the browser's token, if it has one)."""
    player = await Player.connect(running.url, keep=True)
    if token is None:
        await player.send("play_now")
    else:
        player.account = {"token": token}  # what the page keeps in localStorage
        await player.send("play_now", token=token)
    await player.until("account")
    return player


def test_play_now_makes_a_guest_whose_token_brings_it_back(database: str) -> None:
    async def test(running: Running) -> None:
        first = await play_now(running)
        assert first.account is not None
        handle, token = first.account["handle"], first.account["token"]
        assert not first.account["claimed"] and token and len(handle) >= 3
        again = await play_now(running, token)
        assert again.account == {"type": "account", "handle": handle, "claimed": False, "token": token}
        stranger = await play_now(running, "a token nobody was given")
        assert stranger.account is not None and stranger.account["handle"] != handle
        assert stranger.account["token"] != token
        for player in (first, again, stranger):
            await player.close()

    serve(database, test)


def test_claim_then_sign_in_from_another_browser(database: str) -> None:
    async def test(running: Running) -> None:
        guest = await play_now(running)
        assert guest.account is not None
        old_token = guest.account["token"]
        await guest.send("claim", handle="Priya", password="correct horse battery")
        claimed = await guest.until("account")
        assert (claimed["handle"], claimed["claimed"], claimed["token"]) == ("Priya", True, None)

        elsewhere = await Player.connect(running.url)
        await elsewhere.send("sign_in", handle="priya", password="wrong horse battery")
        assert (await elsewhere.until("error"))["message"] == "Wrong handle or password"
        await elsewhere.send("sign_in", handle="priya", password="correct horse battery")
        signed = await elsewhere.until("account")
        assert signed["handle"] == "Priya" and signed["claimed"] and signed["token"] not in (None, old_token)
        for token in (old_token, signed["token"]):  # both browsers stay signed in
            back = await play_now(running, token)
            assert back.account is not None and back.account["handle"] == "Priya"
            await back.close()
        await guest.close()
        await elsewhere.close()

    serve(database, test)


def test_claims_refused_change_nothing(database: str) -> None:
    async def test(running: Running) -> None:
        nobody = await Player.connect(running.url)
        await nobody.send("claim", handle="Marcus", password="long enough")
        assert "PLAY NOW first" in (await nobody.until("error"))["message"]
        first, second = await play_now(running), await play_now(running)
        await first.send("claim", handle="Marcus", password="long enough")
        await first.until("account")
        await second.send("claim", handle="MARCUS", password="long enough")
        assert (await second.until("error"))["message"] == "That handle is taken"
        await second.send("claim", handle="Joanna", password="short")
        assert (await second.until("error"))["message"] == "A password is 8 to 200 characters"
        await second.send("claim", handle="x y", password="long enough")
        assert (await second.until("error"))["message"].startswith("A handle is 3 to 24")
        assert second.account is not None
        token = second.account["token"]
        again = await play_now(running, token)
        assert again.account is not None and not again.account["claimed"]
        for player in (nobody, first, second, again):
            await player.close()

    serve(database, test)


async def play_to_end(player: Player, chance: Chance) -> None:
    """Make a random legal move whenever the game waits on this seat, until the game is over."""
    while not player.over:
        if player.my_turn and player.legal:
            index, chance = chance.below(len(player.legal))
            await player.send("move", move=player.legal[index], after=player.moves_made)
        await player.receive()


def test_a_finished_game_counts_in_each_players_stats(database: str) -> None:
    async def test(running: Running) -> list[tuple[str, bool]]:
        players = [await play_now(running) for _ in range(3)]
        await players[0].send("create", name="Ana", stacking="house")
        code = (await players[0].until("joined"))["code"]
        for number, player in enumerate(players[1:]):
            await player.send("join", code=code, name=f"P{number}")
            await player.until("joined")
        await players[0].send("start")
        await asyncio.gather(*(play_to_end(p, Chance.from_seed(n)) for n, p in enumerate(players)))
        winners = players[0].view["winners"] if players[0].view else []
        found = []
        for player in players:
            assert player.account is not None
            found.append((player.account["token"], player.seat in winners))
            await player.close()
        return found

    played = serve(database, test, rate=20.0)

    async def stats() -> list[dict[str, tuple[int, int]]]:
        store = await Store.open(database)
        found = []
        for token, _ in played:
            account = await store.account_for_token(token)
            assert account is not None
            found.append(await store.stats(account.id))
        await store.close()
        return found

    # The game was kept before its last view was sent (the keeper writes, then sends).
    assert asyncio.run(stats()) == [{"house": (1, int(won))} for _, won in played]
    assert sum(won for _, won in played) == 1

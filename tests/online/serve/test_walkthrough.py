"""Issue 22's walk-through in a real browser, against the real server on a real SQLite database:
PLAY NOW, the lobby, each of the four ways in (a private room and its code and link, joined by the
code from a second browser and by the invite link from a third; quick match; play vs bot), TODAY'S
DEAL played to its end, a ladder win that unlocks the next bot, CLAIM ACCOUNT, signing in from a
fresh browser, and the stats and history showing that game, downloaded and replayed.

Every step leaves a screenshot (the lobby and the table at phone width too) in
``artifacts/walkthrough/`` at the repository's root; the test prints the folder. The games are
played through the page's buttons by a simple player (``browsing.play_out``); the server's seed is
fixed, so the deals and the bots' moves are the same every run.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.online.serve.browsing import (
    Shots,
    needs_chromium,
    play_out,
    served,
    visitor,
)

pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright (the test extra)")

from playwright.sync_api import Browser, Page, expect

from cardtable.online.rooms import CODE_ALPHABET
from cardtable.online.serve.hall import Hall
from cardtable.records import seat_views

FOLDER = Path(__file__).resolve().parents[3] / "artifacts" / "walkthrough"
"""Where the screenshots go: ``artifacts/`` at the repository's root (git ignores it)."""
SEED = 22
"""The server's seed: with it the simple player beats Scrap in its first ladder game."""
PASSWORD = "correct horse battery"


@needs_chromium
def test_walkthrough_from_play_now_to_the_replay_of_a_ladder_win(tmp_path: Path) -> None:
    shots = Shots(FOLDER)
    print(f"walk-through screenshots in {shots.folder}")
    database = f"sqlite:///{tmp_path / 'cardtable.db'}"
    with served(Hall(seed=SEED), database) as (running, browser):
        priya = visitor(browser, running.page)
        shots.take(priya, "home")
        priya.click("#play-now")
        expect(priya.locator("#lobby")).to_be_visible()
        expect(priya.locator("#who")).to_have_text(re.compile(r"^Playing as \w+ \(guest\)$"))
        expect(priya.locator("#ladder .next")).to_have_text(re.compile("Scrap"))
        shots.take(priya, "lobby", phone=True)

        _private_room(priya, browser, running.page, shots)
        _quick_match(browser, running.page, shots)
        _play_vs_bot(browser, running.page, shots)
        _todays_deal(priya, shots)
        _ladder_win(priya, shots)

        priya.click("#claim-box summary")
        priya.fill("#claim-handle", "Priya")
        priya.fill("#claim-password", PASSWORD)
        priya.click("#claim")
        expect(priya.locator("#who")).to_have_text("Playing as Priya")
        shots.take(priya, "claimed")

        again = visitor(browser, running.page)  # a fresh browser: signs in
        again.click("#sign-in-box summary")
        again.fill("#sign-in-handle", "Priya")
        again.fill("#sign-in-password", PASSWORD)
        again.click("#sign-in")
        expect(again.locator("#who")).to_have_text("Playing as Priya")
        expect(again.locator("#ladder .beaten")).to_have_text([re.compile("Scrap")])
        _stats_download_and_replay(again, shots)


def _private_room(priya: Page, browser: Browser, url: str, shots: Shots) -> None:
    """A HOUSE room: its code and link; joined by the code and by the link; started; left."""
    priya.click(".modes label:has-text('HOUSE')")
    priya.click("#create")
    expect(priya.locator("#code")).to_have_text(re.compile(f"^[{CODE_ALPHABET}]{{6}}$"))
    code = priya.locator("#code").inner_text()
    expect(priya.locator("#link")).to_have_text(f"{url}?room={code}")
    expect(priya.locator("#start")).to_be_disabled()
    priya.click("#copy")
    expect(priya.locator("#copied")).to_have_text(f"Link copied: {url}?room={code}")
    shots.take(priya, "private-room")
    bo = visitor(browser, url)
    bo.click("#play-now")
    bo.fill("#join-code", code.lower())
    bo.click("#join")
    expect(bo.locator("#code")).to_have_text(code)
    cy = visitor(browser, f"{url}?room={code}")
    expect(cy.locator("#invite-code")).to_have_text(code)
    shots.take(cy, "invite-link")
    cy.click("#invite-join")  # no name typed: the guest's handle
    expect(cy.locator("#code")).to_have_text(code)
    expect(priya.locator("#members li")).to_have_count(3)
    expect(priya.locator("#start")).to_have_text("START GAME (3 in)")
    shots.take(priya, "room-of-three")
    priya.click("#start")
    for page in (priya, bo, cy):
        expect(page.locator("#table")).to_be_visible()
        expect(page.locator("#seats li")).to_have_count(2)
    shots.take(priya, "table-of-three", phone=True)
    for page in (bo, cy, priya):
        page.click("#leave-table")
        expect(page.locator("#lobby")).to_be_visible()
    bo.context.close()
    cy.context.close()


def _quick_match(browser: Browser, url: str, shots: Shots) -> None:
    """A quick match: its countdown, WAIT LONGER once, LEAVE ROOM."""
    jo = visitor(browser, url)
    jo.click("#play-now")
    jo.click("#quick")
    expect(jo.locator("#countdown")).to_have_text(re.compile(r"^Starts in \d+ s$"))
    expect(jo.locator("#start")).to_be_hidden()  # nobody presses start
    shots.take(jo, "quick-match")
    jo.click("#wait-longer")
    expect(jo.locator("#countdown")).to_have_text(re.compile(r"^Starts in 1[01]\d s$"))
    expect(jo.locator("#wait-longer")).to_be_hidden()  # once per room
    jo.click("#leave-room")
    expect(jo.locator("#lobby")).to_be_visible()
    jo.context.close()


def _play_vs_bot(browser: Browser, url: str, shots: Shots) -> None:
    """PLAY VS BOT from the lobby: the bot named at the table."""
    sam = visitor(browser, url)
    sam.click("#play-now")
    expect(sam.locator("#vs-bot-lobby")).to_have_text("PLAY VS SCRAP")
    sam.click("#vs-bot-lobby")
    expect(sam.locator("#table-title")).to_have_text("vs Scrap")
    expect(sam.locator("#seats li .seat-name")).to_have_text("Scrap")
    shots.take(sam, "vs-bot")
    sam.context.close()


def _todays_deal(priya: Page, shots: Shots) -> None:
    """TODAY'S DEAL against Terminator, played to its end: its result and the day's results."""
    priya.click("#daily")
    expect(priya.locator("#table-title")).to_have_text("TODAY'S DEAL vs Terminator")
    play_out(priya)
    expect(priya.locator("#over-results .results li")).to_have_count(1)
    handle = priya.locator("#who").inner_text().removeprefix("Playing as ").removesuffix(" (guest)")
    expect(priya.locator("#over-results .results li")).to_contain_text(handle)
    expect(priya.locator("#rematch")).to_be_hidden()
    shots.take(priya, "todays-deal")
    priya.click("#back")
    priya.click("#daily-results-link")
    expect(priya.locator("#results .results li")).to_contain_text(handle)
    shots.take(priya, "todays-results")
    priya.click("#results .to-lobby")


def _ladder_win(priya: Page, shots: Shots) -> None:
    """PLAY VS SCRAP played to a win: NEXT BOT names Pilot, and the lobby's ladder marks Scrap."""
    priya.click("#vs-bot-lobby")
    expect(priya.locator("#table-title")).to_have_text("vs Scrap")
    shots.take(priya, "ladder-game", phone=True)
    play_out(priya)
    shots.take(priya, "ladder-over", phone=True)
    expect(priya.locator("#result")).to_have_text("You won against Scrap!")
    expect(priya.locator("#next-bot")).to_have_text("NEXT BOT: PILOT")
    expect(priya.locator("#rematch")).to_be_hidden()
    priya.click("#back")
    expect(priya.locator("#ladder .beaten")).to_have_text([re.compile("Scrap")])
    expect(priya.locator("#bot-next")).to_contain_text("You face Pilot")
    shots.take(priya, "ladder-unlocked", phone=True)


def _stats_download_and_replay(page: Page, shots: Shots) -> None:
    """The stats show the ladder win; its record downloads; its replay steps back and forth."""
    page.click("#stats-open")
    expect(page.locator("#stats .modes-table tr[data-mode=ladder] td").nth(1)).to_have_text("1")
    expect(page.locator("#stats .modes-table tr[data-mode=ladder] td").nth(2)).to_have_text("1")
    expect(page.locator("#stats .modes-table tr[data-mode=daily] td").nth(1)).to_have_text("1")
    won = page.locator("#stats .history li", has_text="vs Scrap").first
    expect(won).to_contain_text("WON")
    game = won.get_attribute("data-game")
    shots.take(page, "stats", phone=True)
    with page.expect_download() as downloading:
        won.locator("button.download").click()
    download = downloading.value
    assert download.suggested_filename == f"open-mercy-{game}.json"
    text = Path(download.path()).read_text()
    assert json.loads(text)["seat"] == 0
    views = seat_views(text)
    assert views[-1].winners == (0,)
    won.locator("button.replay").click()
    expect(page.locator("#replay-step")).to_have_text(f"The deal (of {len(views) - 1} moves)")
    for _ in range(3):
        page.click("#replay-forward")
    expect(page.locator("#replay-step")).to_have_text(f"Move 3 of {len(views) - 1}")
    page.click("#replay-back")
    expect(page.locator("#replay-step")).to_have_text(f"Move 2 of {len(views) - 1}")
    expect(page.locator("#replay-board .hand .card")).not_to_have_count(0)
    expect(page.locator("#replay-said li")).not_to_have_count(0)
    shots.take(page, "replay", phone=True)

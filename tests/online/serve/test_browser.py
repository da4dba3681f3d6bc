"""The page in a real headless browser (Playwright driving the distribution's Chromium): page 1
creates a room, page 2 joins it by its code, the host starts, and a player plays a card."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from tests.online.serve.helpers import Clock

pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright (the test extra)")

from playwright.sync_api import Page, expect, sync_playwright

from cardtable.online.rooms import CODE_ALPHABET
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from cardtable.open_mercy import Play

_FOUND = [
    path for path in ("/usr/bin/chromium", shutil.which("chromium")) if path and os.access(path, os.X_OK)
]
CHROMIUM = _FOUND[0] if _FOUND else None
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WAIT_MS = 120_000
"""How long a page may take to show what it should: a bound so a broken page fails rather than
hangs, not a speed the test asserts."""


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium found at /usr/bin/chromium or on PATH")
def test_two_pages_create_join_start_and_play_a_card() -> None:
    with Running(Hall(seed=5), clock=Clock()) as running, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            host, guest = browser.new_page(), browser.new_page()
            for page in (host, guest):
                page.set_default_timeout(WAIT_MS)
                expect.set_options(timeout=WAIT_MS)
                page.goto(running.page)
            host.fill("#name", "Ana")
            host.click("#create")
            expect(host.locator("#code")).to_have_text(re.compile(f"^[{CODE_ALPHABET}]{{6}}$"))
            code = host.locator("#code").inner_text()
            guest.fill("#name", "Bo")
            guest.fill("#join-code", code.lower())
            guest.click("#join")
            expect(host.locator("#members li")).to_have_count(2)
            expect(host.locator("#start")).to_have_text("START GAME (2 in)")
            expect(guest.locator("#start")).to_be_hidden()  # only the host starts
            host.click("#start")
            for page in (host, guest):
                expect(page.locator("#table")).to_be_visible()
                expect(page.locator("#meter")).to_have_text("7/25")
                direction = running.hall.tables.rooms[code].game.direction  # type: ignore[union-attr]
                expect(page.locator("#direction")).to_have_text("CW" if direction == 1 else "CCW")
            played = _play_a_card(running, code, [host, guest])
            assert played.player in (0, 1)
        finally:
            browser.close()
        assert running.hall.internal_errors == 0


def _play_a_card(running: Running, code: str, pages: list[Page]) -> Play:
    """Whoever has YOUR TURN plays a playable card (choosing a colour for a wild), or taps the
    deck when none is playable, until a card has been played from a hand."""
    for _ in range(40):
        state = running.hall.tables.rooms[code].game
        assert state is not None
        plays = [move for move in state.log if type(move) is Play]
        if plays:
            return plays[0]
        for page in pages:  # every page shows the game as it stands
            expect(page.locator("body")).to_have_attribute("data-moves", str(len(state.log)))
        (page,) = [page for page in pages if page.locator("#badge").is_visible()]
        playable = page.locator("#hand button:enabled")
        if playable.count():
            playable.first.click()
            if page.locator("#colors").is_visible():
                page.locator("#colors button").first.click()
        else:
            page.locator("#deck").click()
        for other in pages:
            expect(other.locator("body")).not_to_have_attribute("data-moves", str(len(state.log)))
    raise AssertionError("no card was played in 40 turns")


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium found at /usr/bin/chromium or on PATH")
def test_play_now_claim_and_sign_in_from_a_fresh_browser(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'cardtable.db'}"
    with (
        Running(Hall(seed=5), clock=Clock(), database=database) as running,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        expect.set_options(timeout=WAIT_MS)
        try:
            first = browser.new_context().new_page()
            first.set_default_timeout(WAIT_MS)
            first.goto(running.page)
            expect(first.locator("#who")).to_have_text("Not signed in")
            first.click("#play-now")
            expect(first.locator("#who")).to_have_text(re.compile(r"^Playing as \w+ \(guest\)$"))
            guest = first.locator("#who").inner_text()
            first.reload()  # a returning visitor is the same guest
            expect(first.locator("#who")).to_have_text(guest)
            expect(first.locator("#play-now")).to_be_hidden()
            first.click("#claim-box summary")
            first.fill("#claim-handle", "Priya")
            first.fill("#claim-password", "correct horse battery")
            first.click("#claim")
            expect(first.locator("#who")).to_have_text("Playing as Priya")

            fresh = browser.new_context().new_page()  # another browser: no token kept
            fresh.set_default_timeout(WAIT_MS)
            fresh.goto(running.page)
            expect(fresh.locator("#who")).to_have_text("Not signed in")
            fresh.click("#sign-in-box summary")
            fresh.fill("#sign-in-handle", "priya")
            fresh.fill("#sign-in-password", "correct horse battery")
            fresh.click("#sign-in")
            expect(fresh.locator("#who")).to_have_text("Playing as Priya")
            fresh.reload()
            expect(fresh.locator("#who")).to_have_text("Playing as Priya")
        finally:
            browser.close()
        assert running.hall.internal_errors == 0

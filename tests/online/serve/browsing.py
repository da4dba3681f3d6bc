"""The page's tests in a real browser: the distribution's Chromium driven by Playwright, a page per
browser context (each context its own ``localStorage``, so its own visitor), screenshots kept under
a folder, and a simple player that plays a game to its end through the page's buttons alone."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright (the test extra)")

from playwright.sync_api import Browser, Locator, Page, Playwright, ViewportSize, expect, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from tests.online.serve.helpers import Clock

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
DESKTOP = ViewportSize(width=1280, height=900)
PHONE = ViewportSize(width=390, height=844)
"""The phone the page must work on: 390 x 844 CSS pixels."""
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="no Chromium found at /usr/bin/chromium or on PATH"
)

_CLICK_MS = 2_000
_COLORS = ("red", "blue", "green", "yellow")


def launch(playwright: Playwright) -> Browser:
    """The distribution's Chromium, headless."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


@contextlib.contextmanager
def served(hall: Hall, database: str | None = None) -> Iterator[tuple[Running, Browser]]:
    """The real server on 127.0.0.1 running ``hall`` (keeping its data in ``database``, if
    given) and Chromium launched. On the way out the browser is closed, and the test fails if
    the server met an internal error or any page's script raised one."""
    with Running(hall, clock=Clock(), database=database) as running, sync_playwright() as playwright:
        browser = launch(playwright)
        expect.set_options(timeout=WAIT_MS)
        try:
            yield running, browser
        finally:
            browser.close()
        assert running.hall.internal_errors == 0
        no_script_errors()


def visitor(browser: Browser, url: str, size: ViewportSize = DESKTOP) -> Page:
    """A new visitor (a browser context of its own: no token kept) on the page at ``url``.

    An error in the page's scripts is noted in ``SCRIPT_ERRORS`` (``no_script_errors`` checks it)."""
    page = browser.new_context(viewport=size, accept_downloads=True).new_page()
    page.set_default_timeout(WAIT_MS)
    page.on("pageerror", lambda error: SCRIPT_ERRORS.append(str(error)))
    page.goto(url)
    return page


SCRIPT_ERRORS: list[str] = []
"""Every uncaught error of the pages' scripts since the last ``no_script_errors``."""


def no_script_errors() -> None:
    """Fail if a page's script failed (and start the count again)."""
    errors = list(SCRIPT_ERRORS)
    SCRIPT_ERRORS.clear()
    assert not errors, f"the page's script failed: {errors}"


SMALLEST_CONTROL = """() => Math.min(...[...document.querySelectorAll(
  "button, summary, select, a, input:not([type=radio])")].filter((control) => control.offsetParent)
  .map((control) => control.getBoundingClientRect().height))"""
"""The height of the smallest control a finger may have to press, in CSS pixels."""


class Shots:
    """Screenshots saved in ``folder`` (emptied first), numbered in the order they are taken."""

    def __init__(self, folder: Path) -> None:
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        self.folder = folder
        self.taken: list[Path] = []

    def take(self, page: Page, name: str, *, phone: bool = False) -> Path:
        """Save the whole page as it is (at phone width too when ``phone``), checking that nothing
        scrolls sideways at that width."""
        path = self._save(page, name)
        if phone:
            size = page.viewport_size
            page.set_viewport_size(PHONE)
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], name
            assert page.evaluate(SMALLEST_CONTROL) >= 44, name
            self._save(page, f"{name}-phone")
            if size is not None:
                page.set_viewport_size(size)
        return path

    def _save(self, page: Page, name: str) -> Path:
        path = self.folder / f"{len(self.taken) + 1:02d}-{name}.png"
        page.screenshot(path=path, full_page=True)
        self.taken.append(path)
        return path


def play_out(page: Page, turns: int = 600) -> None:
    """Play the game on ``page`` to its end through its buttons, as a simple player would: answer
    a window (a color the hand holds most of, a swap with the smallest hand if it is smaller than
    ours, the first card to put on top), call MERCY! and CAUGHT! whenever offered, play the first
    playable card of the sorted hand (wilds come last), else tap the deck; then wait for the table
    to move on."""
    for _ in range(turns):
        if page.locator("#over").is_visible():
            return
        before = page.locator("body").get_attribute("data-moves")
        acted = _act(page)
        page.wait_for_function(
            """([before, acted]) => document.body.dataset.moves !== before
                || !document.getElementById("over").hidden
                || (acted && !document.getElementById("error").hidden)""",
            arg=[before, acted],
        )
    raise AssertionError(f"the game did not end in {turns} turns")


def _act(page: Page) -> bool:
    """Make one move through the page if it offers one; whether it did."""
    if page.locator("#window").is_visible():
        return _click(page.locator(_window_choice(page)))
    for selector in ("#calls button.mercy", "#calls button.caught"):
        if page.locator(selector).count():
            return _click(page.locator(selector).first)
    card = page.locator("#hand button.card:enabled")
    if card.count():
        if not _click(card.first):
            return False
        if page.locator("#window").is_visible():  # a wild from the hand: its color
            return _click(page.locator(_window_choice(page)))
        return True
    if page.locator("#deck:enabled").count():
        return _click(page.locator("#deck"))
    return False


def _window_choice(page: Page) -> str:
    """The selector of the window's button the simple player presses."""
    choices = "#window-choices"
    if page.locator(f"{choices} .color-choice").count():
        held = {color: page.locator(f"#hand .card.{color}").count() for color in _COLORS}
        offered = [color for color in _COLORS if page.locator(f"{choices} .color-choice.{color}").count()]
        return f"{choices} .color-choice.{max(offered, key=lambda color: held[color])}"
    swaps = page.locator(f"{choices} button.swap")
    if swaps.count():
        sizes = [int(re.findall(r"\((\d+) cards\)", text)[-1]) for text in swaps.all_inner_texts()]
        mine = page.locator("#hand .card").count()
        if min(sizes) < mine:
            return f"{choices} button.swap >> nth={sizes.index(min(sizes))}"
        return f"{choices} button.keep"
    return f"{choices} > :not(.quiet) >> nth=0"


def _click(locator: Locator) -> bool:
    """Click, unless the table moved on and the button went (then the loop looks again)."""
    try:
        locator.click(timeout=_CLICK_MS)
    except PlaywrightTimeout:
        return False
    return True

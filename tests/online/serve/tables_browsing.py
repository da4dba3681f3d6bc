"""Playing King's Mercy, King Cut-Throat and Witch of the Woods through the page in a real
browser: a private room of the game made in the lobby with its options, a second person joining by
its code, bots filling the other seats, and a simple player that makes the first move each table
offers (picking the first cards it may when a move takes several) until the game is over."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from tests.online.serve.browsing import Shots

pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright (the test extra)")

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

GAME_ACTIONS = "#game .window .actions button:enabled"
"""The buttons of the table's decision box that may be pressed."""
PICK_PENDING = "#game .window .actions button.primary:disabled"
"""A move of several cards waiting for its cards to be picked (DISCARD 3, RETURN 2)."""
HAND_CARDS = "#game .game-hand button.pcard:enabled"


def create_room(page: Page, name: str, game: str, options: Mapping[str, object]) -> str:
    """In the lobby of ``page``: type ``name``, pick ``game``, set ``options`` (by their rules
    names), CREATE GAME; the room's code."""
    page.fill("#name", name)
    page.select_option("#game-pick", game)
    for option, value in options.items():
        field = page.locator(f"#rule-{option}")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("(node) => node.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    page.click("#create")
    expect(page.locator("#waiting")).to_be_visible()
    return page.locator("#code").inner_text()


def join_room(page: Page, name: str, code: str) -> None:
    """In the lobby of ``page``: type ``name`` and the room's ``code``, JOIN."""
    page.fill("#name", name)
    page.fill("#join-code", code)
    page.click("#join")
    expect(page.locator("#waiting")).to_be_visible()


def act(page: Page) -> bool:
    """Make (or take one step towards) the first move the table offers on ``page``: pick a card
    for a move of several cards, else draw from the Camp when offered (so that cards go back),
    else press the decision box's first button, else play (or pick) the first card the hand
    offers. Whether something was pressed."""
    if page.locator(PICK_PENDING).count():
        free = page.locator(f"{HAND_CARDS}:not(.picked)")
        return _press(page, free)
    if page.locator(f"{GAME_ACTIONS}.draw").count():  # a draw from the Camp, to put cards back
        return _press(page, page.locator(f"{GAME_ACTIONS}.draw"))
    if page.locator(GAME_ACTIONS).count():
        return _press(page, page.locator(GAME_ACTIONS))
    return _press(page, page.locator(HAND_CARDS))


def _press(page: Page, buttons: Locator) -> bool:
    """Click the first of ``buttons``, unless there is none or it went before the click."""
    if not buttons.count():
        return False
    try:
        buttons.first.click(timeout=2_000)
    except PlaywrightTimeout:
        return False  # the table moved on and the button went
    return True


def play_hand(pages: list[Page], shots: Shots, turns: int = 400) -> list[str]:
    """Play on every page with YOUR TURN until the game is over on all of them. The stages of the
    hand the pages showed, in order: each page's stage is read just before it acts, so a decision
    is counted in the stage that offered it however far the other pages lag; a screenshot (desktop
    and phone) of the page that first showed each stage, as it showed it."""
    seen: list[str] = []
    for _ in range(turns):
        over = all(page.locator("#over").is_visible() for page in pages)
        before = [page.locator("body").get_attribute("data-moves") for page in pages]
        acted = False
        for page in pages:
            stage = page.locator("body").get_attribute("data-phase") or ""
            if stage not in seen:
                seen.append(stage)
                shots.take(page, f"stage-{stage}", phone=True)
            if not over and page.locator("#badge").is_visible():
                acted = act(page) or acted
        if over:
            return seen
        if not acted:
            pages[0].wait_for_timeout(150)  # a bot's move, or the table catching up
        elif before == [page.locator("body").get_attribute("data-moves") for page in pages]:
            pages[0].wait_for_timeout(50)
    raise AssertionError(f"the game did not end in {turns} turns")

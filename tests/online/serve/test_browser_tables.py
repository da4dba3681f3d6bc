"""King's Mercy, King Cut-Throat and Witch of the Woods played on the page in a real browser (the
distribution's Chromium driven by Playwright) against the real server: for each game two people,
each in a browser of their own, make a private room of it in the lobby with its options (one
hand; two of King's Mercy, so that a new hand is dealt on the page), join it by its code, fill
the last seat with the game's strongest bot and play through to the scoring with the page's
buttons alone; the table shows the game's own things at each stage.

Every stage leaves a screenshot, at desktop and at phone width, in ``artifacts/tables/<game>/`` at
the repository's root (git ignores it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.online.serve.browsing import Shots, needs_chromium, served, visitor
from tests.online.serve.tables_browsing import create_room, join_room, play_hand

pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright (the test extra)")

from playwright.sync_api import Page, expect

from cardtable.online.serve.hall import Hall

FOLDER = Path(__file__).resolve().parents[3] / "artifacts" / "tables"
"""Where the screenshots go: ``artifacts/tables/<game>/`` at the repository's root."""

GAMES = {
    "kings-mercy": ({"players": 3, "max_hands": 2}, "King's Mercy", 3),
    "king-cut-throat": ({"players": 3, "max_hands": 1}, "King Cut-Throat", 16),
    "witch-of-the-woods": ({"players": 3, "betting": True, "max_hands": 1}, "Witch of the Woods", 5),
}
"""Each game's options for the test's room (three seats; one hand, two of King's Mercy; Witch of
the Woods with its betting on), its title, and the server's seed: with it the hand has the game's
rarer stage for a person (King's Mercy's KING'S MERCY decision, King Cut-Throat's Showdown,
the Witch's trade) on its first deal, as a rule."""

STAGES = {
    "kings-mercy": ["betting", "mercy", "over"],
    "king-cut-throat": ["discard", "order-up", "play", "showdown-discard", "showdown-play", "over"],
    "witch-of-the-woods": ["betting", "swap", "return", "fate", "over"],
}
"""The stages of the hand the table goes through with the seed above."""

REMATCHES = 3
"""The bots choose as they will, so the rarer stage may not come on the seed's first deal: the host
then deals a REMATCH (the same room and options), up to this many times, until it does."""

SHOWN = {
    "kings-mercy": ["HAND 2: (THE SHOWDOWN|WON BY FOLDS)", "takes the pot of|share the pot of"],
    "king-cut-throat": ["HAND 1:", "Scores:"],
    "witch-of-the-woods": ["HAND 1: THE REVEAL", "Score \\d+: cards"],
}
"""What the end of the hand shows on the table: its scoring, in the game's own words."""


@needs_chromium
@pytest.mark.parametrize("game", list(GAMES))
def test_two_people_and_a_bot_play_a_hand_of_the_game_to_its_scoring(game: str, tmp_path: Path) -> None:
    options, title, seed = GAMES[game]
    shots = Shots(FOLDER / game)
    print(f"{game} screenshots in {shots.folder}")
    database = f"sqlite:///{tmp_path / 'cardtable.db'}"
    with served(Hall(seed=seed), database) as (running, browser):
        host, guest = visitor(browser, running.page), visitor(browser, running.page)
        for page in (host, guest):
            page.click("#play-now")
            expect(page.locator("#lobby")).to_be_visible()
        host.select_option("#game-pick", game)
        expect(host.locator("#rules-form")).to_be_visible()
        shots.take(host, "lobby-options", phone=True)
        code = create_room(host, "Ana", game, options)
        join_room(guest, "Bo", code)
        expect(guest.locator("#waiting-title")).to_contain_text(title)  # the room says its game
        host.click("#add-bot")
        expect(host.locator("#members li")).to_have_count(3)
        shots.take(host, "waiting", phone=True)
        host.click("#start")
        pages = [host, guest]
        for page in pages:
            expect(page.locator("#game")).to_be_visible()
            expect(page.locator("#table-title")).to_contain_text(title)
        stages = play_hand(pages, shots)
        for _ in range(REMATCHES):
            if set(STAGES[game]) <= set(stages):
                break
            host.click("#rematch")  # the same room and options, a new deal
            for page in pages:
                expect(page.locator("#over")).to_be_hidden()
            stages += play_hand(pages, shots)
        assert set(STAGES[game]) <= set(stages), stages
        for page in pages:
            _scored(page, game)
        shots.take(host, "over", phone=True)
        shots.take(guest, "over-guest", phone=True)
        _no_seat_number_in_words(host)
        _replayed(guest, title, shots)
        _refused(host, game)


def _scored(page: Page, game: str) -> None:
    """The hand's scoring on the table, and the game's end with its winners."""
    ending = page.locator("#game .last-hand")
    for words in SHOWN[game]:
        expect(ending).to_contain_text(re.compile(words))
    expect(page.locator("#result")).to_have_text(re.compile(r"won|Nobody won"))


def _no_seat_number_in_words(page: Page) -> None:
    """Every event is told with the people's names, never as "seat N"."""
    told = page.locator("#narration li").all_inner_texts()
    assert told, "nothing told"
    assert not [line for line in told if re.search(r"\bseats? \d", line, re.IGNORECASE)], told


def _replayed(page: Page, title: str, shots: Shots) -> None:
    """The game is in the stats under its game's title, and its replay draws the game's table."""
    page.click("#back")
    expect(page.locator("#lobby")).to_be_visible()
    page.click("#stats-open")
    expect(page.locator(f'#stats-body tr:has-text("{title}")')).to_be_visible()
    played = page.locator("#stats-body .history li").first
    expect(played).to_contain_text(title)
    played.locator("button.replay").click()
    expect(page.locator("#replay-step")).to_have_text(re.compile("^The deal"))
    for _ in range(3):
        page.click("#replay-forward")
    expect(page.locator("#replay-step")).to_have_text(re.compile("^Move 3 of"))
    expect(page.locator("#replay-board .game-seats li")).to_have_count(3)
    expect(page.locator("#replay-board .pcard")).not_to_have_count(0)
    expect(page.locator("#replay-said li")).not_to_have_count(0)
    shots.take(page, "replay", phone=True)


def _refused(page: Page, game: str) -> None:
    """Back in the lobby, an option the game's rules refuse is said in their words, and no room
    is made. (Last: a room refused still draws a room's seed, and the seeds above are chosen.)"""
    page.click("#back")
    expect(page.locator("#lobby")).to_be_visible()
    page.select_option("#game-pick", game)
    page.fill("#rule-players", "9")  # past every one of these games' seats
    page.click("#create")
    expect(page.locator("#error")).to_contain_text("players must be")
    expect(page.locator("#lobby")).to_be_visible()

"""The page in a real headless browser (Playwright driving the distribution's Chromium): a room
created on one page, joined by its code on another and by its invite link on a third, started and
played; the table as the seed draws it (a sorted hand, the strip, every event in words with names,
nothing wider than a phone); PLAY NOW, CLAIM ACCOUNT and SIGN IN from a fresh browser."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.online.serve.browsing import (
    PHONE,
    SMALLEST_CONTROL,
    needs_chromium,
    play_out,
    served,
    visitor,
)

pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright (the test extra)")

from playwright.sync_api import Page, expect

from cardtable.online.rooms import CODE_ALPHABET
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from cardtable.open_mercy import Play

CODE = re.compile(f"^[{CODE_ALPHABET}]{{6}}$")
SORTED_HAND = """() => {
  const colors = ["red", "blue", "green", "yellow", "wild"];
  const actions = ["skip", "reverse", "draw2", "draw4", "skip-everyone", "discard-all",
                   "", "reverse-draw4", "draw6", "draw10", "roulette"];
  const rank = (card) => {
    const [color, ...rest] = card.split(" ");
    const kind = color === "wild" ? rest.join(" ") : rest.join(" ");
    const number = /^\\d$/.test(kind) ? Number(kind) : 10 + actions.indexOf(kind);
    return colors.indexOf(color) * 100 + number;
  };
  const ranks = [...document.querySelectorAll("#hand .card")].map((card) => rank(card.dataset.card));
  return ranks.every((value, index) => index === 0 || ranks[index - 1] <= value);
}"""


@needs_chromium
def test_a_room_by_code_and_by_invite_link_started_and_played_to_its_end() -> None:
    with served(Hall(seed=5)) as (running, browser):
        host, guest = visitor(browser, running.page), visitor(browser, running.page)
        for page in (host, guest):  # a server without a database: no accounts, a name typed
            page.click("#play-now")
            expect(page.locator("#lobby")).to_be_visible()
            expect(page.locator("#who")).to_have_text("Playing without an account")
        host.fill("#name", "Ana")
        host.click("#create")
        expect(host.locator("#code")).to_have_text(CODE)
        code = host.locator("#code").inner_text()
        expect(host.locator("#link")).to_have_text(f"{running.page}?room={code}")
        guest.fill("#name", "Bo")
        guest.fill("#join-code", code.lower())
        guest.click("#join")
        invited = visitor(browser, f"{running.page}?room={code}")
        expect(invited.locator("#invite-code")).to_have_text(code)
        invited.fill("#invite-name", "Cy")
        invited.click("#invite-join")
        expect(host.locator("#members li")).to_have_count(3)
        expect(host.locator("#start")).to_have_text("START GAME (3 in)")
        expect(guest.locator("#start")).to_be_hidden()  # only the host starts
        expect(invited.locator("#waiting")).to_be_visible()
        assert "room=" not in invited.url  # a reload rejoins the seat, not the link
        host.click("#start")
        pages = [host, guest, invited]
        for page in pages:
            expect(page.locator("#table")).to_be_visible()
            expect(page.locator("#meter")).to_have_text("7/25")
            expect(page.locator("#seats li")).to_have_count(2)
            direction = running.hall.tables.rooms[code].game.direction  # type: ignore[union-attr]
            expect(page.locator("#direction")).to_have_text("CW" if direction == 1 else "CCW")
            assert page.evaluate(SORTED_HAND)
        played = _play_a_card(running, code, pages)
        assert played.player in (0, 1, 2)
        _told_in_names(host, ["Ana", "Bo", "Cy"])
        host.set_viewport_size(PHONE)
        assert host.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        assert host.evaluate(SMALLEST_CONTROL) >= 44
        for page in (guest, invited):  # the others leave: the host plays on against the clock
            page.click("#leave-table")
            expect(page.locator("#lobby")).to_be_visible()


def _play_a_card(running: Running, code: str, pages: list[Page]) -> Play:
    """Whoever has YOUR TURN plays a playable card (choosing a color for a wild), or taps the
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
        playable = page.locator("#hand button.card:enabled")
        if playable.count():
            playable.first.click()
            if page.locator("#window").is_visible():
                page.locator("#window-choices .color-choice").first.click()
        else:
            page.locator("#deck").click()
        for other in pages:
            expect(other.locator("body")).not_to_have_attribute("data-moves", str(len(state.log)))
    raise AssertionError("no card was played in 40 turns")


def _told_in_names(page: Page, names: list[str]) -> None:
    """The narration names the players and says nothing of seats, events' classes or fields."""
    told = page.locator("#narration li").all_inner_texts()
    assert told, "nothing told"
    assert any(name in line for line in told for name in names)
    raw = re.compile(r"\bseat \d|Played|OpeningCard|HandDealt|StackGrew|TookStack|returned \d")
    for line in told:
        assert not raw.search(line), line


@needs_chromium
def test_a_solo_game_names_its_bot_and_ends_with_the_ladders_next_step() -> None:
    with served(Hall(seed=11)) as (running, browser):
        page = visitor(browser, running.page)
        page.click("#play-now")
        page.fill("#name", "Ana")
        page.click("#create")
        expect(page.locator("#vs-bot")).to_have_text("PLAY VS BOT INSTEAD (Scrap)")
        page.click("#vs-bot")
        expect(page.locator("#table-title")).to_have_text("vs Scrap")
        play_out(page)
        _told_in_names(page, ["Ana", "Scrap"])
        assert not page.locator("#narration li", has_text="The bot").count()
        expect(page.locator("#back")).to_be_visible()
        won = page.locator("#next-bot").is_visible()
        expect(page.locator("#rematch")).to_be_visible(visible=not won)
        if won:  # without accounts this browser keeps the ladder
            expect(page.locator("#next-bot")).to_have_text("NEXT BOT: PILOT")
        page.click("#back")
        expect(page.locator("#lobby")).to_be_visible()
        expect(page.locator("#ladder .beaten")).to_have_count(1 if won else 0)


@needs_chromium
def test_play_now_claim_and_sign_in_from_a_fresh_browser(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'cardtable.db'}"
    with served(Hall(seed=5), database) as (running, browser):
        first = visitor(browser, running.page)
        expect(first.locator("#who")).to_have_text("Not signed in")
        first.click("#play-now")
        expect(first.locator("#who")).to_have_text(re.compile(r"^Playing as \w+ \(guest\)$"))
        expect(first.locator("#lobby")).to_be_visible()
        guest = first.locator("#who").inner_text()
        first.reload()  # a returning visitor is the same guest, straight to the lobby
        expect(first.locator("#who")).to_have_text(guest)
        expect(first.locator("#lobby")).to_be_visible()
        expect(first.locator("#home")).to_be_hidden()
        first.click("#claim-box summary")
        first.fill("#claim-handle", "Priya")
        first.fill("#claim-password", "correct horse battery")
        first.click("#claim")
        expect(first.locator("#who")).to_have_text("Playing as Priya")
        expect(first.locator("#claim-box")).to_be_hidden()

        fresh = visitor(browser, running.page)  # another browser: no token kept
        expect(fresh.locator("#who")).to_have_text("Not signed in")
        fresh.click("#sign-in-box summary")
        fresh.fill("#sign-in-handle", "priya")
        fresh.fill("#sign-in-password", "correct horse battery")
        fresh.click("#sign-in")
        expect(fresh.locator("#who")).to_have_text("Playing as Priya")
        fresh.reload()
        expect(fresh.locator("#who")).to_have_text("Playing as Priya")

        fresh.click("#create")  # a room named by the handle, as nothing else was typed
        expect(fresh.locator("#members li")).to_have_text(["Priya (you)host"])
        code = fresh.locator("#code").inner_text()
        other = visitor(browser, running.page)  # a guest with a token who opens an invite link
        other.click("#play-now")
        expect(other.locator("#lobby")).to_be_visible()
        handle = other.locator("#who").inner_text().removeprefix("Playing as ").removesuffix(" (guest)")
        other.goto(f"{running.page}?room={code}")
        expect(other.locator("#waiting")).to_be_visible()  # joined at once, as the handle
        expect(fresh.locator("#members li")).to_have_count(2)
        expect(fresh.locator("#members li").nth(1)).to_have_text(handle)


@needs_chromium
def test_a_game_against_a_bot_is_taken_up_again_after_a_reload(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'cardtable.db'}"
    with served(Hall(seed=5), database) as (running, browser):
        page = visitor(browser, running.page)
        page.click("#play-now")
        page.click("#vs-bot-lobby")
        expect(page.locator("#table-title")).to_have_text("vs Scrap")
        expect(page.locator("#badge")).to_be_visible()  # the bot waits on us: the hand stays
        hand = page.locator("#hand .card").evaluate_all(
            "(cards) => cards.map((card) => card.dataset.card)"
        )
        page.reload()
        expect(page.locator("#table-title")).to_have_text("vs Scrap")
        again = page.locator("#hand .card").evaluate_all(
            "(cards) => cards.map((card) => card.dataset.card)"
        )
        assert again == hand
        expect(page.locator("#narration li")).not_to_have_count(0)


WATCH_SPECTATING = """() => {
  window.spectated = null;
  new MutationObserver(() => {
    const bar = document.getElementById("spectating");
    const leave = document.getElementById("spectate-leave");
    if (!bar.hidden && window.spectated === null && leave.offsetParent !== null) {
      window.spectated = Number(document.body.dataset.moves); // the bar, with its LEAVE, shown
    }
  }).observe(document.getElementById("spectating"), { attributes: true });
}"""


@needs_chromium
def test_a_knocked_out_player_spectates_to_the_end() -> None:
    with served(Hall(seed=4)) as (running, browser):
        page = visitor(browser, running.page)
        page.click("#play-now")
        page.fill("#name", "Ana")
        page.click("#create")
        page.select_option("#bot", "heuristic")
        for _ in range(2):
            page.click("#add-bot")
        expect(page.locator("#start")).to_have_text("START GAME (3 in)")
        page.evaluate(WATCH_SPECTATING)
        page.click("#start")
        _draw_until_out(page)
        spectated = page.evaluate("window.spectated")
        assert spectated is not None, "no SPECTATING bar"
        final = int(page.locator("body").get_attribute("data-moves") or 0)
        assert final > spectated  # watched the others play on after being knocked out
        expect(page.locator("#spectating")).to_be_hidden()  # the game is over: one way back
        expect(page.locator("#narration li").first).to_contain_text("wins")
        expect(page.locator("#result")).to_contain_text("You are out (25 cards).")
        expect(page.locator("#back")).to_be_visible()


def _draw_until_out(page: Page) -> None:
    """Take every card offered (tap the deck, keep the hand, the first color) to the game's end."""
    for _ in range(400):
        if page.locator("#over").is_visible():
            return
        before = page.locator("body").get_attribute("data-moves")
        if page.locator("#window").is_visible():
            page.locator("#window-choices button.keep, #window-choices .color-choice").first.click()
        elif page.locator("#deck:enabled").count():
            page.locator("#deck").click()
        page.wait_for_function(
            "(before) => document.body.dataset.moves !== before || !document.getElementById('over').hidden",
            arg=before,
        )
    raise AssertionError("the game did not end in 400 turns")

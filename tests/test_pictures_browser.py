"""Every game's pictures in a real headless browser (Playwright driving the distribution's
Chromium): each state and view renders, every card and every line of text lies on the
canvas and every seat's text inside its panel, and a screenshot is taken of each.

The screenshots go to a temporary folder, or to the folder named by ``PICTURES_SCREENSHOTS``
(``PICTURES_SCREENSHOTS=/tmp pytest tests/test_pictures_browser.py`` keeps them to look at,
as ``pictures-<game>-<what>.png``).
"""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from cardtable import GAMES, pictures
from tests.games import NAMES

pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright (the test extra)")

from playwright.sync_api import sync_playwright

_FOUND = [
    path for path in ("/usr/bin/chromium", shutil.which("chromium")) if path and os.access(path, os.X_OK)
]
CHROMIUM = _FOUND[0] if _FOUND else None
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
PNG = b"\x89PNG\r\n\x1a\n"

# What the page finds wrong with one picture: a card or a text off the canvas, a seat's
# text or card outside its panel, two seats' panels overlapping.
CHECK = """svg => {
  const problems = [], canvas = svg.getBoundingClientRect();
  const inside = (r, b) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1
    && r.bottom <= b.bottom + 1;
  const name = node => node.getAttribute('data-card') || node.textContent;
  for (const node of svg.querySelectorAll('[data-card], text'))
    if (!inside(node.getBoundingClientRect(), canvas)) problems.push('off the canvas: ' + name(node));
  const panels = [];
  for (const seat of svg.querySelectorAll('[data-seat-box]')) {
    const panel = seat.querySelector('rect').getBoundingClientRect();
    for (const node of seat.querySelectorAll('text, [data-card]'))
      if (!inside(node.getBoundingClientRect(), panel)) problems.push('outside its seat: ' + name(node));
    for (const other of panels)
      if (panel.left < other.right && other.left < panel.right && panel.top < other.bottom
          && other.top < panel.bottom) problems.push('seats overlap: ' + seat.getAttribute('data-seat-box'));
    panels.push(panel);
  }
  return problems;
}"""


def positions(name: str) -> list[tuple[str, Any]]:
    """A game's table early and deep into a game, whole and as a seat sees it."""
    game = GAMES[name]
    found = []
    for rules, moves in ((game.FACTS.table, 5), (game.Rules(players=max(game.FACTS.seats)), 40)):
        state = game.new_game(rules, seed=11)
        chooser = random.Random(11)
        for _ in range(moves):
            legal = game.legal_moves(state)
            if not legal:
                break
            state = game.apply_move(state, chooser.choice(legal))
        seat = (game.to_act(state) or (0,))[0]
        found += [(f"{rules.players}-state", state), (f"{rules.players}-seat-{seat}", game.view(state, seat))]
    return found


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium found at /usr/bin/chromium or on PATH")
def test_every_game_draws_in_a_browser_with_everything_on_the_canvas(tmp_path: Path) -> None:
    folder = Path(os.environ.get("PICTURES_SCREENSHOTS") or tmp_path)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            for name in NAMES:
                for what, value in positions(name):
                    page.set_content(f"<!doctype html><body style='margin:0'>{pictures.to_svg(value)}</body>")
                    svg = page.locator("svg").first
                    box = svg.bounding_box()
                    assert box is not None and box["width"] > 200 and box["height"] > 200, (name, what, box)
                    problems = svg.evaluate(CHECK)
                    assert not problems, f"{name} {what}: {problems[:5]}"
                    shot = folder / f"pictures-{name}-{what}.png"
                    svg.screenshot(path=str(shot))
                    assert shot.read_bytes().startswith(PNG)
        finally:
            browser.close()

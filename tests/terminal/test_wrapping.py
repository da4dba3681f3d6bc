"""Lines are wrapped between words to the terminal's width: the same game played in a narrow
and a wide pseudo-terminal shows the same words, and no line of the narrow one is wider
than the terminal unless it is one word."""

from __future__ import annotations

import itertools
import re

import pexpect  # type: ignore[import-untyped]

from tests.terminal.person import GAME_OVER, MOVE_PROMPT, OFF_TURN_PROMPT, PICK_PROMPT, spawn

NARROW = 44
_KIND = r"(?:\d|skip|reverse|draw|discard-all|roulette)\b(?!\))"
"""What follows a color (or ``wild``) in an Open Mercy card's name."""


def _screen(columns: int) -> str:
    """Open Mercy against two bots, the person always taking the first move and passing off
    their turn, so the game is the same at any width."""
    child = spawn(
        "play", "open-mercy", "--players", "3", "--bots", "heuristic", "--seed", "5", columns=columns
    )
    shown = []
    for _ in range(2000):
        seen = child.expect([MOVE_PROMPT, PICK_PROMPT, OFF_TURN_PROMPT, GAME_OVER])
        shown.append(str(child.before) + str(child.after))
        if seen == 3:
            child.expect(pexpect.EOF)
            shown.append(str(child.before))
            break
        child.sendline("1" if seen < 2 else "")
    child.close()
    assert child.exitstatus == 0
    return "".join(shown).replace("\r\n", "\n")


def test_lines_are_wrapped_between_words_to_the_terminals_width() -> None:
    narrow, wide = _screen(NARROW), _screen(200)
    too_wide = [line for line in narrow.splitlines() if len(line) > NARROW and len(line.split()) > 1]
    assert not too_wide
    assert any(len(line) > NARROW for line in wide.splitlines())  # there was something to wrap
    assert narrow.split() == wide.split()  # the same words in the same order: none was broken
    lines = narrow.splitlines()
    split_cards = [
        (line, after)
        for line, after in itertools.pairwise(lines)
        if re.search(r"\b(?:red|blue|green|yellow|wild)$", line) and re.match(_KIND, after.lstrip())
    ]
    assert not split_cards  # a card named in words is never broken over two lines

"""A whole game of each game, typed at the real ``cardtable`` command in a pseudo-terminal.

The person answers by number and by typing moves out (cards, colors,
counts), as someone at the keyboard would. Each game is seeded and kept
short with ``--rule`` so that the four run in a few seconds.
"""

from __future__ import annotations

import random

import pytest

from cardtable import GAMES
from tests.terminal.person import Person, spawn

COMMANDS = {
    "kings-mercy": ["--players", "3", "--rule", "max_hands=3", "--seed", "5"],
    "king-cut-throat": ["--rule", "max_hands=1", "--seed", "3"],
    "open-mercy": ["--players", "3", "--seed", "11"],
    "witch-of-the-woods": [
        "--players",
        "3",
        "--rule",
        "betting=true",
        "--rule",
        "hands_to_win=2",
        "--seed",
        "2",
    ],
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_person_plays_a_whole_game_by_number_and_by_typing_the_moves(name: str) -> None:
    child = spawn("play", name, *COMMANDS[name])
    person = Person(child, random.Random(name))
    screen = person.play()
    child.close()
    assert child.exitstatus == 0, screen[-2000:]
    assert person.by_text >= 1 and person.by_number >= 1, (person.by_text, person.by_number)
    assert "Traceback" not in screen
    assert f"{GAMES[name].FACTS.title}: you are seat 0 of" in screen
    # Every move was told: the other seats' lines are indented, and seats other than 0 acted.
    told = [line for line in screen.splitlines() if line.startswith("  seat ")]
    assert any(not line.startswith("  seat 0") for line in told)
    assert "no move you can make now matches" not in screen

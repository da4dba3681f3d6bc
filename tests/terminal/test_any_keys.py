"""Whatever a person types, the table answers and the game goes on to its end."""

from __future__ import annotations

import io
import random
import re

import pytest

from cardtable.games import GAMES
from cardtable.terminal.options import read_rules
from cardtable.terminal.table import play_in_terminal

TABLES = [
    ("kings-mercy", ["players=3", "starting_units=3"]),
    ("kings-mercy", ["players=6", "fool_display=king_of_spades", "max_hands=4"]),
    ("king-cut-throat", ["players=2", "target=3"]),
    ("king-cut-throat", ["target=2", "mediator_chooses_leader=true", "polite=false", "scoring_rank=queen"]),
    ("open-mercy", ["players=2"]),
    ("open-mercy", ["players=6", "stacking=house"]),
    ("witch-of-the-woods", ["betting=true", "starting_units=4"]),
    ("witch-of-the-woods", ["players=8", "tie_convention=C", "hands_to_win=2"]),
]
NONSENSE = ["help", "", "x", "draw", "red", "wild", "pass", "call", "fold", "add 2", "hearts", "7c 9c kd"]


@pytest.mark.parametrize(("name", "settings"), TABLES, ids=[" ".join([n, *s]) for n, s in TABLES])
def test_numbers_in_and_out_of_range_and_words_of_every_game_end_in_a_finished_game(
    name: str, settings: list[str]
) -> None:
    game = GAMES[name]
    chance = random.Random(name + "".join(settings))
    asked = 0

    def person(prompt: str) -> str:
        nonlocal asked
        asked += 1
        assert asked < 20_000
        listed = re.match(r"your move \(1-(\d+)", prompt)
        if chance.random() < 0.1:
            return chance.choice(NONSENSE)
        return str(chance.randint(1, int(listed.group(1)) if listed else 12))

    out = io.StringIO()
    assert play_in_terminal(game, read_rules(game.Rules, settings), 1, input_line=person, out=out) == 0
    assert "Game over. Winners:" in out.getvalue()

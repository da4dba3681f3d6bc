"""OM5: what goes on what while a draw stack is live, for each stacking mode.

Rows are the top card, columns the card played on it (a ``+`` goes on). The
played coloured cards are red and the top cards blue or wild: colour never
matters when stacking. Each table is checked against ``can_play`` and against
the engine's legal moves.
"""

from __future__ import annotations

import pytest

from cardtable.open_mercy import Card, Color, Play, can_play, legal_moves
from tests.open_mercy.helpers import arrange

PLAYED = ("red draw2", "red draw4", "wild reverse-draw4", "wild draw6", "wild draw10",
          "red 5", "red skip", "wild", "wild roulette")
TOPS = {
    "D2": "blue draw2",
    "D4": "blue draw4",
    "WR4": "wild reverse-draw4",
    "W6": "wild draw6",
    "W10": "wild draw10",
}
#            D2 D4 WR4 W6 W10 5  skip wild roulette
TABLES = {
    "official": """
    D2   +  +  +   +  +   .  .    .    .
    D4   .  +  +   +  +   .  .    .    .
    WR4  .  +  +   +  +   .  .    .    .
    W6   .  .  .   +  +   .  .    .    .
    W10  .  .  .   .  +   .  .    .    .
    """,
    "house": """
    D2   +  +  +   +  +   .  .    .    .
    D4   .  +  +   +  +   .  .    .    .
    WR4  .  +  +   +  +   .  .    .    .
    W6   .  .  +   +  +   .  .    .    .
    W10  .  .  +   +  +   .  .    .    .
    """,
    "casual": """
    D2   +  +  +   +  +   .  .    .    .
    D4   +  +  +   +  +   .  .    .    .
    WR4  +  +  +   +  +   .  .    .    .
    W6   +  +  +   +  +   .  .    .    .
    W10  +  +  +   +  +   .  .    .    .
    """,
}


def table(mode: str) -> dict[tuple[str, str], bool]:
    allowed = {}
    for line in TABLES[mode].strip().splitlines():
        name, *marks = line.split()
        assert len(marks) == len(PLAYED)
        for played, mark in zip(PLAYED, marks, strict=True):
            allowed[TOPS[name], played] = mark == "+"
    return allowed


@pytest.mark.parametrize("mode", ["official", "house", "casual"])
def test_om5_stacking_table_through_can_play(mode: str) -> None:
    for (top, played), allowed in table(mode).items():
        result = can_play(Card.parse(played), Card.parse(top), Color.BLUE, 6, mode)
        assert result is allowed, (mode, top, played)


@pytest.mark.parametrize("mode", ["official", "house", "casual"])
def test_om5_stacking_table_through_the_engines_legal_moves(mode: str) -> None:
    hand = ", ".join(PLAYED)
    for top in TOPS.values():
        state = arrange([hand, "yellow 1, yellow 2", "green 1, green 2", "green 3, green 4"],
                        top, color=Color.BLUE, stack=6, stacking=mode)
        playable = {str(m.card) for m in legal_moves(state, 0) if isinstance(m, Play)}
        expected = {played for (on, played), ok in table(mode).items() if on == top and ok}
        assert playable == expected, (mode, top)


def test_om5_without_a_live_stack_draw_cards_match_like_any_other_card() -> None:
    assert can_play(Card.parse("red draw2"), Card.parse("blue draw2"), Color.BLUE)
    assert not can_play(Card.parse("red draw2"), Card.parse("blue draw4"), Color.BLUE)
    assert can_play(Card.parse("blue draw2"), Card.parse("wild draw10"), Color.BLUE)

"""The cards (``deck.py``): their notation, the deck (OM2), and what may go on what (OM4, OM5).

The stacking tables (OM5): rows are the top card, columns the card played on it (a ``+``
goes on). The played coloured cards are red and the top cards blue or wild: colour never
matters when stacking. Each table is checked against ``can_play`` and against the
engine's legal moves.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.open_mercy import (
    Card,
    Color,
    Kind,
    Play,
    can_play,
    full_deck,
    legal_moves,
)
from tests.open_mercy.helpers import F, arrange, plays_of

SPELLINGS = ["red 5", "blue skip", "green draw2", "yellow draw4", "red reverse",
             "blue skip-everyone", "green discard-all", "wild", "wild reverse-draw4",
             "wild draw6", "wild draw10", "wild roulette"]


@pytest.mark.parametrize("text", SPELLINGS)
def test_card_parse_and_str_round_trip(text: str) -> None:
    card = Card.parse(text)
    assert str(card) == text
    assert eval(repr(card), {"Card": Card}) is card


def test_every_card_reads_back_and_cards_are_interned() -> None:
    for card in set(full_deck()):
        assert Card.parse(str(card)) is card
        assert Card.parse(str(card).upper()) is card
    assert Card(Color.RED, Kind.FIVE) is Card.parse("red 5")
    for bad in ("red", "wild 5", "purple 5", "red wild", "", "red 10", 5, None):
        with pytest.raises(ValueError):
            Card.parse(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Card(None, Kind.FIVE)


def test_colours_read_print_and_paste_back() -> None:
    assert Color.parse("Yellow") is Color.YELLOW and str(Color.BLUE) == "blue"
    assert eval(repr(Color.GREEN), {"Color": Color}) is Color.GREEN
    with pytest.raises(ValueError):
        Color.parse("purple")


# -- OM2 the deck ----------------------------------------------------------------------


def test_om2_the_deck_has_168_cards_in_the_stated_counts() -> None:
    counts = Counter(str(card) for card in full_deck())
    assert sum(counts.values()) == 168
    for color in ("red", "blue", "green", "yellow"):
        assert counts[f"{color} 0"] == 1
        for number in range(1, 10):
            assert counts[f"{color} {number}"] == 2
        for action in ("skip", "reverse", "draw2", "draw4", "skip-everyone", "discard-all"):
            assert counts[f"{color} {action}"] == 3
    for wild in ("wild", "wild reverse-draw4", "wild draw6", "wild draw10", "wild roulette"):
        assert counts[wild] == 4


# -- OM4 matching ----------------------------------------------------------------------


def test_om4_colour_number_or_action_matches_and_wilds_match_anything() -> None:
    hand = "blue 9, green 5, green skip, red draw2, yellow reverse, wild draw10, wild roulette"
    state = arrange([hand, F[1], F[2], F[3]], "blue skip", color=Color.BLUE)
    assert plays_of(state, 0) == ["blue 9", "green skip", "wild draw10", "wild roulette"]


def test_om4_a_wild_on_top_shares_no_action_with_coloured_cards() -> None:
    hand = "red reverse, red draw4, blue reverse, wild"
    state = arrange([hand, F[1], F[2], F[3]], "wild reverse-draw4", color=Color.BLUE)
    assert plays_of(state, 0) == ["blue reverse", "wild"]


# -- OM5 stacking ----------------------------------------------------------------------


def test_om5_official_compares_with_the_top_card_not_the_running_total() -> None:
    state = arrange(["red draw4, red draw2", F[1], F[2], F[3]], "green draw4", stack=10)
    assert plays_of(state, 0) == ["red draw4"]


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

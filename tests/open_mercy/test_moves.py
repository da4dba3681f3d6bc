"""The moves (``moves.py``): how they print and paste back."""

from __future__ import annotations

import typing

import cardtable
from cardtable.open_mercy import (
    MOVES,
    Card,
    Catch,
    Color,
    Move,
    Play,
    legal_moves,
)
from tests.open_mercy.helpers import arrange


def test_moves_print_short_and_paste_back() -> None:
    namespace = vars(cardtable.open_mercy)
    state = arrange(["wild draw6, blue 1", "red 1, red 2", "green 1", "yellow 1, yellow 2, yellow 3"],
                    "blue 5", catchable=(2,))
    for move in legal_moves(state):
        assert eval(repr(move), namespace) == move
        assert str(move).startswith(("seat", "host"))
    assert str(Play(0, Card.parse("wild draw6"), Color.RED)) == "seat 0 plays wild draw6 naming red"
    assert str(Catch(1, 2)) == "seat 1 catches seat 2"
    assert set(typing.get_args(Move)) == set(MOVES) and len(MOVES) == 11

"""The shared conventions where Open Mercy meets a caller's values: seats (C8) and
objects that are not moves (C9)."""

from __future__ import annotations

import enum
import pickle
from typing import Any
from unittest import mock

import pytest

from cardtable import IllegalMove
from cardtable.open_mercy import (
    Card,
    Catch,
    Color,
    Draw,
    Play,
    State,
    SwapWith,
    apply_move,
    legal_moves,
    view,
)
from tests.open_mercy.helpers import arrange


class Seat(enum.IntEnum):
    PRIYA = 0
    MARCUS = 1
    JO = 2
    SAM = 3


class AlwaysEqual:
    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


class Exploding:
    def __eq__(self, other: object) -> bool:
        raise RuntimeError("compared")

    __hash__ = object.__hash__


def table() -> State:
    return arrange(["blue 1, red 7, wild", "green 1", "yellow 1, yellow 2", "green 2, green 3"],
                   "blue 5", catchable=(1,), rest="deck")


# -- C8 seats ----------------------------------------------------------------------------------


def test_c8_an_int_enum_seat_reads_as_its_number_in_moves_legal_moves_and_views() -> None:
    state = table()
    assert legal_moves(state, Seat.PRIYA) == legal_moves(state, 0)
    assert view(state, Seat.JO) == view(state, 2) and type(view(state, Seat.JO).player) is int
    played = apply_move(state, Play(Seat.PRIYA, Card.parse("blue 1")))
    assert played == apply_move(state, Play(0, Card.parse("blue 1")))
    logged = list(played.log)[-1]
    assert type(logged.player) is int and repr(logged) == repr(Play(0, Card.parse("blue 1")))
    caught = apply_move(state, Catch(Seat.JO, Seat.MARCUS))
    assert caught == apply_move(state, Catch(2, 1))
    seven = apply_move(arrange(["red 7, blue 1, blue 2", "green 1, green 2", "yellow 1, yellow 2",
                                "green 3, green 4"], "red 5"), Play(0, Card.parse("red 7")))
    assert apply_move(seven, SwapWith(Seat.PRIYA, Seat.SAM)) == apply_move(seven, SwapWith(0, 3))


def test_c8_a_bool_is_not_a_seat() -> None:
    state = table()
    for move in (Draw(False), Play(False, Card.parse("blue 1")), Catch(True, 1), Catch(2, True)):
        with pytest.raises(IllegalMove, match="whole number"):
            apply_move(state, move)
    for function in (legal_moves, view):
        with pytest.raises(ValueError, match="seat"):
            function(state, False)


# -- C9 objects that are not moves -------------------------------------------------------------


@pytest.mark.parametrize(
    "junk",
    [
        mock.ANY,
        AlwaysEqual(),
        Exploding(),
        Play(0, mock.ANY),
        Play(0, AlwaysEqual()),  # type: ignore[arg-type]
        Play(0, Exploding()),  # type: ignore[arg-type]
        Play(0, Card.parse("blue 1"), AlwaysEqual()),  # type: ignore[arg-type]
        Catch(2, AlwaysEqual()),  # type: ignore[arg-type]
        Catch(2, mock.ANY),
        Play(0, int(Card.parse("blue 1"))),  # type: ignore[arg-type]
        Play(0, int(Card.parse("wild")), Color.RED),  # type: ignore[arg-type]
    ],
    ids=[
        "mock.ANY", "always-equal", "raising-eq", "Play(card=mock.ANY)", "Play(card=always-equal)",
        "Play(card=raising-eq)", "Play(color=always-equal)", "Catch(target=always-equal)",
        "Catch(target=mock.ANY)", "Play(card=int)", "Play(card=int, color)",
    ],
)
def test_c9_strange_objects_and_plain_ints_for_cards_are_refused_and_change_nothing(junk: Any) -> None:
    state = table()
    before = pickle.dumps(state)
    with pytest.raises(IllegalMove):
        apply_move(state, junk)
    assert pickle.dumps(state) == before
    assert len(state.log) == 0


def test_c9_a_plain_number_for_a_card_is_refused_though_it_equals_a_legal_move() -> None:
    state = table()
    number = Play(0, int(Card.parse("blue 1")))  # type: ignore[arg-type]
    assert number in legal_moves(state)
    with pytest.raises(IllegalMove, match=r"Play\.card must be a Card"):
        apply_move(state, number)

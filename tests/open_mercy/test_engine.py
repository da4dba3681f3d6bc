"""The entry points (``engine.py``): where Open Mercy meets a caller's values, seats (C8)
and objects that are not moves (C9); refusals; the outcome (OM17); the cards always all
somewhere (OM19); a record of a game with host moves.
"""

from __future__ import annotations

import enum
import pickle
from collections import Counter
from typing import Any
from unittest import mock

import pytest

import cardtable
from cardtable import IllegalMove, Outcome, records
from cardtable.chance import Chance
from cardtable.open_mercy import (
    NAME,
    CallMercy,
    Card,
    Catch,
    ChooseColor,
    Color,
    Draw,
    Play,
    Rules,
    State,
    SwapWith,
    apply_move,
    full_deck,
    host_moves,
    legal_moves,
    new_game,
    outcome,
    view,
)
from tests.open_mercy.helpers import F, arrange, everywhere


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


# -- C8 seats --------------------------------------------------------------------------


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


# -- C9 objects that are not moves -----------------------------------------------------


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


def test_registered_in_games_under_its_name() -> None:
    assert NAME == "open-mercy"
    assert cardtable.GAMES["open-mercy"] is cardtable.open_mercy


@pytest.mark.parametrize(
    "junk",
    [None, 3, "Draw", object(), Draw(-1), Draw(4), Draw("0"), Draw(True),  # type: ignore[arg-type]
     Play(0, None), Play(0, "red 5"), Play(0, Card.parse("red 9")),  # type: ignore[arg-type]
     Play(0, Card.parse("blue 1"), "red"), ChooseColor(0, Color.RED),  # type: ignore[arg-type]
     Catch(0, 9), Catch(0, "1"), CallMercy(0)],  # type: ignore[arg-type]
)
def test_anything_not_legal_is_refused_with_illegal_move(junk: object) -> None:
    state = arrange(["blue 1, blue 2, blue 3", "red 1, red 2", "green 1, green 2",
                     "yellow 1, yellow 2"], "blue 5")
    with pytest.raises(IllegalMove) as refused:
        apply_move(state, junk)  # type: ignore[arg-type]
    assert str(refused.value)


def test_a_finished_game_refuses_every_move() -> None:
    state = apply_move(arrange(["blue 1", "red 1, red 2", "green 1, green 2", "yellow 1, yellow 2"],
                               "blue 5"), Play(0, Card.parse("blue 1")))
    with pytest.raises(IllegalMove, match="over"):
        apply_move(state, Draw(1))


# -- OM17 the end ----------------------------------------------------------------------


def test_om17_outcome_points_are_one_for_the_winner_and_zero_for_everyone_else() -> None:
    state = arrange(["red 4", F[1], F[2], F[3]], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 4")))
    assert outcome(state) == Outcome(winners=(0,), points=(1, 0, 0, 0))


# -- OM19 conservation -----------------------------------------------------------------


def test_om19_all_168_cards_are_always_in_exactly_one_place() -> None:
    full = Counter(full_deck())
    for players in (2, 5, 20):
        state = new_game(Rules(players=players), seed=players)
        chance = Chance.from_seed(players)
        while outcome(state) is None:
            assert everywhere(state) == full
            move, chance = chance.choice(legal_moves(state))
            state = apply_move(state, move)
        assert everywhere(state) == full


def test_records_round_trip_a_game_with_host_moves() -> None:
    state = new_game(Rules(players=3, stacking="casual"), seed=9)
    for _ in range(60):
        moves, host = legal_moves(state), host_moves(state)
        if not moves:
            break
        state = apply_move(state, host[0] if len(state.log) % 7 == 0 and host else moves[0])
    text = records.dumps(state)
    assert '"host": true' in text
    assert records.loads(text) == state

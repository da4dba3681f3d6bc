"""Bad moves and bad rules: a clear error, never a broken state (C6)."""

from __future__ import annotations

import enum
import pickle
from unittest import mock

import pytest

from cardtable import IllegalMove, records
from cardtable import kings_mercy as km
from cardtable.cards import Card

from .tables import check_down, deck_for
from .tables import play as moves


@pytest.fixture
def state() -> km.State:
    return km.new_game(km.Rules(players=3), seed=8)


@pytest.mark.parametrize(
    ("move", "why"),
    [
        (km.Check(7), "there is no seat 7 at this table of 3"),
        (km.Check(-1), "there is no seat -1"),
        (km.Check("1"), "Check.player must be a whole number, not '1'"),  # type: ignore[arg-type]
        (km.Check(True), "Check.player must be a whole number, not True"),
        (km.Check(2), "it is not seat 2's turn: seat 1 is to act"),
        (km.Call(1), "seat 1 cannot call: nobody has bet this round"),
        (km.Fold(1), "seat 1 cannot fold: nobody has bet this round"),
        (km.InvokeMercy(1), "Mercy is decided after the second betting round"),
        (None, "None is not a move of King's Mercy"),
        ("fold", "str is not a move of King's Mercy"),
        (3, "int is not a move of King's Mercy"),
        (Card.parse("AS"), "Card is not a move of King's Mercy"),
    ],
)
def test_c6_illegal_moves_say_why_and_change_nothing(state: km.State, move: object, why: str) -> None:
    before = pickle.dumps(state)
    with pytest.raises(IllegalMove, match=why.replace("(", r"\(").replace(")", r"\)")):
        km.apply_move(state, move)  # type: ignore[arg-type]
    assert pickle.dumps(state) == before


def test_c6_facing_a_bet_there_is_no_check(state: km.State) -> None:
    state = km.apply_move(state, km.Bet(1))
    with pytest.raises(IllegalMove, match="facing a bet, fold, call or raise"):
        km.apply_move(state, km.Check(2))


def test_c6_mercy_by_a_player_without_the_fool_is_refused() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = check_down(km.new_game(km.Rules(players=3), deck=order))
    for seat in (0, 2):
        with pytest.raises(IllegalMove):
            km.apply_move(state, km.InvokeMercy(seat))


def test_c6_a_folded_player_cannot_act() -> None:
    state = moves(km.new_game(km.Rules(players=4), seed=1), km.Bet(1), km.Fold(2))
    with pytest.raises(IllegalMove, match="it is not seat 2's turn: seat 3 is to act"):
        km.apply_move(state, km.Call(2))


def test_c6_nothing_is_legal_once_the_game_is_over() -> None:
    state = moves(km.new_game(km.Rules(players=3, max_hands=1), seed=1), km.Bet(1), km.Fold(2),
                  km.Fold(0))
    with pytest.raises(IllegalMove, match="the game is over"):
        km.apply_move(state, km.Check(1))


def test_bad_rules_and_decks_raise_value_error() -> None:
    with pytest.raises(ValueError, match=r"rules must be kings_mercy\.Rules"):
        km.new_game("standard")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="deck must hold every card"):
        km.new_game(deck=km.full_deck()[:-1])
    with pytest.raises(ValueError, match="seed must be an integer"):
        km.new_game(seed="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat 5"):
        km.view(km.new_game(), 5)
    for seat in (5, -1, "1", True):
        with pytest.raises(ValueError, match="no seat"):
            km.legal_moves(km.new_game(), seat)  # type: ignore[arg-type]


def test_c6_moves_of_other_games_are_refused(state: km.State) -> None:
    from cardtable import GAMES

    for name, game in GAMES.items():
        if name == km.NAME:
            continue
        foreign = game.legal_moves(game.new_game(seed=1))[0]
        with pytest.raises(IllegalMove, match="is not a move of King's Mercy"):
            km.apply_move(state, foreign)


class _Seat(enum.IntEnum):
    NORTH = 0
    EAST = 1
    SOUTH = 2


class _EqualToEverything:
    player = 1

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


class _CheckEqualToEverything(km.Check):
    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = km.Check.__hash__


class _EqualityRaises:
    player = 1

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparing me")

    __hash__ = object.__hash__


def test_c9_mock_any_is_refused_not_crashed(state: km.State) -> None:
    with pytest.raises(IllegalMove, match="is not a move of King's Mercy"):
        km.apply_move(state, mock.ANY)


@pytest.mark.parametrize(
    "impostor", [_EqualToEverything(), _CheckEqualToEverything(1), _EqualityRaises()], ids=type
)
def test_c9_an_object_with_a_strange_eq_is_refused_never_applied_or_logged(
    state: km.State, impostor: object
) -> None:
    before = pickle.dumps(state)
    with pytest.raises(IllegalMove, match="is not a move of King's Mercy"):
        km.apply_move(state, impostor)  # type: ignore[arg-type]
    assert pickle.dumps(state) == before and len(state.log) == 0


def test_c9_a_move_built_around_its_constructor_is_refused(state: km.State) -> None:
    hollow = object.__new__(km.Check)
    with pytest.raises(IllegalMove, match="this Check has no player"):
        km.apply_move(state, hollow)


def test_c8_a_seat_not_at_the_table_is_refused_also_once_the_game_is_over() -> None:
    state = moves(km.new_game(km.Rules(players=3, max_hands=1), seed=1), km.Bet(1), km.Fold(2),
                  km.Fold(0))
    assert km.outcome(state) is not None
    assert km.legal_moves(state) == () and km.legal_moves(state, 0) == ()
    for seat in (-1, 3, True, "0"):
        with pytest.raises(ValueError, match="no seat"):
            km.legal_moves(state, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no seat"):
            km.view(state, seat)  # type: ignore[arg-type]


def test_c8_an_int_enum_seat_reads_as_its_number(state: km.State) -> None:
    assert km.legal_moves(state, _Seat.EAST) == km.legal_moves(state, 1) == (km.Check(1), km.Bet(1))
    assert km.legal_moves(state, _Seat.SOUTH) == ()
    seen = km.view(state, _Seat.SOUTH)
    assert seen == km.view(state, 2) and type(seen.player) is int
    after = km.apply_move(state, km.Bet(_Seat.EAST))
    assert after == km.apply_move(state, km.Bet(1))
    logged = list(after.log)[-1]
    assert logged == km.Bet(1) and type(logged.player) is int
    assert '"player": 1' in records.dumps(after)

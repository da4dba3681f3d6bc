"""Bad moves and bad rules: a clear error, never a broken state (C6)."""

from __future__ import annotations

import pickle

import pytest

from cardtable import IllegalMove
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
        (km.Check("1"), "there is no seat '1'"),  # type: ignore[arg-type]
        (km.Check(True), "there is no seat True"),  # type: ignore[arg-type]
        (km.Check(2), "it is seat 1's turn, not seat 2's"),
        (km.Call(1), "seat 1 cannot call: nobody has bet this round"),
        (km.Fold(1), "seat 1 cannot fold: nobody has bet this round"),
        (km.InvokeMercy(1), "Mercy is decided after the second betting round"),
        (None, "None is not a King's Mercy move"),
        ("fold", "'fold' is not a King's Mercy move"),
        (3, "3 is not a King's Mercy move"),
        (Card.parse("AS"), "is not a King's Mercy move"),
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
    with pytest.raises(IllegalMove, match="seat 2 is out of this hand"):
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
        with pytest.raises(IllegalMove, match="is not a King's Mercy move"):
            km.apply_move(state, foreign)

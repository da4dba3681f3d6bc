"""Betting (WW3): buy-ins, the one round and its clean-up, folds, sitting out."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.core import evolve
from cardtable.witch_of_the_woods import (
    Add,
    Fold,
    Match,
    Rules,
    Stand,
    StandPat,
    apply_move,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)

from .helpers import game, play

BETTING = Rules(betting=True)


def test_ww3_betting_is_off_by_default_and_views_show_no_units() -> None:
    state = new_game(seed=1)
    assert state.phase == "swap"
    seen = view(state, 1)
    assert seen.units is None and seen.pot is None and seen.to_match is None
    assert seen.put_in is None


def test_ww3_every_player_buys_in_and_the_round_starts_left_of_the_dealer() -> None:
    state = new_game(BETTING, seed=1)
    assert state.phase == "betting"
    assert state.units == (19, 19, 19, 19)
    assert state.pot == 4
    assert view(state, 2).put_in == (1, 1, 1, 1)
    assert to_act(state) == (1,)


def test_ww3_before_anyone_adds_a_player_stands_or_adds_up_to_the_cap() -> None:
    state = new_game(BETTING, seed=1)
    assert legal_moves(state) == (Stand(1), *(Add(1, amount) for amount in range(1, 6)))
    with pytest.raises(IllegalMove, match="1 to 5"):
        apply_move(state, Add(1, 6))
    with pytest.raises(IllegalMove, match="nobody has added"):
        apply_move(state, Fold(1))
    with pytest.raises(IllegalMove, match="nobody has added"):
        apply_move(state, Match(1))


def test_ww3_an_addition_is_no_more_than_the_players_own_units() -> None:
    state = new_game(Rules(betting=True, starting_units=3, max_add=5), seed=1)
    assert legal_moves(state) == (Stand(1), Add(1, 1), Add(1, 2))
    with pytest.raises(IllegalMove, match="only 2 units"):
        apply_move(state, Add(1, 3))


def test_ww3_after_an_addition_later_players_match_or_fold_and_nobody_raises() -> None:
    state = play(new_game(BETTING, seed=1), Add(1, 3))
    assert state.to_match == 3 and state.pot == 7 and state.units[1] == 16
    assert legal_moves(state) == (Match(2), Fold(2))
    with pytest.raises(IllegalMove, match="no raises"):
        apply_move(state, Add(2, 4))
    with pytest.raises(IllegalMove, match="match it or fold"):
        apply_move(state, Stand(2))
    state = play(state, Match(2), Fold(3), Match(0))
    assert state.units == (16, 16, 16, 19)
    assert state.pot == 13
    assert state.folded == (False, False, False, True)
    # Everyone after the addition has answered and nobody stood before it: on to the swaps.
    assert state.phase == "swap"
    assert state.queue == (1, 2, 0)


def test_ww3_clean_up_those_who_stood_before_the_addition_answer_in_seat_order() -> None:
    state = play(new_game(BETTING, seed=1), Stand(1), Stand(2), Add(3, 2))
    assert state.phase == "betting"
    assert to_act(state) == (0,)
    state = play(state, Match(0))
    assert state.phase == "clean-up"
    assert to_act(state) == (1,)
    assert legal_moves(state) == (Match(1), Fold(1))
    state = play(state, Fold(1))
    assert state.phase == "clean-up" and to_act(state) == (2,)
    state = play(state, Match(2))
    assert state.phase == "swap"
    assert state.queue == (2, 3, 0)
    assert view(state, None).put_in == (3, 1, 3, 3)


def test_ww3_a_round_where_everyone_stands_goes_straight_to_the_swaps() -> None:
    state = play(new_game(BETTING, seed=1), Stand(1), Stand(2), Stand(3), Stand(0))
    assert state.phase == "swap" and state.pot == 4 and state.to_match == 0


def test_ww3_a_player_who_cannot_match_must_fold() -> None:
    state = new_game(BETTING, seed=1)
    # Seat 2 is down to one unit (the units moved keep the total the same).
    state = evolve(state, units=(19, 19, 1, 37))
    state = play(state, Add(1, 5))
    assert legal_moves(state) == (Fold(2),)
    with pytest.raises(IllegalMove, match="must fold"):
        apply_move(state, Match(2))


def test_ww3_ww7_the_last_player_in_takes_the_pot_and_the_hand_counts_as_won() -> None:
    state = new_game(Rules(players=2, betting=True), seed=3)
    state = play(state, Add(1, 3), Fold(0))
    record = state.last_hand
    assert record is not None
    assert record.decided_by == "folds"
    assert record.winners == (1,)
    assert record.shares == (0, 5)
    assert record.scores == (None, None)  # a hand won by folds shows nobody's cards
    assert state.hands_won == (0, 1)
    # The next hand is already dealt (C7): seat 1 deals, both buy in again.
    assert state.hand_number == 2 and state.dealer == 1
    assert state.units == (19 - 1, 21 - 1)
    assert state.pot == 2


def test_ww3_a_player_who_cannot_pay_the_buy_in_sits_out_and_the_game_ends_below_two() -> None:
    rules = Rules(players=3, betting=True, starting_units=2, max_add=1)
    state = game({1: "KC KD KH", 2: "2C 5D 9H", 0: "3C 6D 10H"}, "4S 7S 8D", rules=rules)
    state = play(state, Add(1, 1), Fold(2), Match(0), StandPat(1), StandPat(0))
    assert state.last_hand is not None and state.last_hand.winners == (1,)
    # Seat 0 has nothing left: it sits the second hand out and is dealt nothing.
    assert state.units == (0, 5 - 1, 1 - 1)
    assert state.taking_part == (False, True, True)
    assert state.hands[0] == ()
    assert len(state.camp) == 2
    assert state.dealer == 1  # the next seat clockwise still in the game
    assert view(state, 0).sitting_out == (True, False, False)
    assert to_act(state) == (2,)
    assert legal_moves(state) == (Stand(2),)  # no units left to add
    state = play(state, Stand(2), Add(1, 1))
    assert legal_moves(state) == (Fold(2),)
    state = play(state, Fold(2))
    # Only seat 1 can pay the buy-in now: the game is over.
    result = outcome(state)
    assert result is not None
    assert result.winners == (1,)
    assert result.points == (0, 6, 0)
    assert legal_moves(state) == () and to_act(state) == ()

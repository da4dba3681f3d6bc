"""The two betting rounds (KM8) and the pot taken by the last player in (KM9)."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable import kings_mercy as km
from cardtable.core import evolve

from .tables import check_round, deck_for
from .tables import play as moves


def test_km8_first_active_player_left_of_the_dealer_checks_or_bets() -> None:
    state = km.new_game(km.Rules(players=4), seed=3)
    assert km.to_act(state) == (1,)
    assert km.legal_moves(state) == (km.Check(1), km.Bet(1))
    state = moves(state, km.Check(1), km.Bet(2))
    assert km.legal_moves(state) == (km.Fold(3), km.Call(3), km.Raise(3))


def test_km8_at_most_two_raises_follow_the_opening_bet() -> None:
    state = moves(km.new_game(km.Rules(players=4), seed=3), km.Bet(1), km.Raise(2), km.Raise(3))
    assert km.legal_moves(state) == (km.Fold(0), km.Call(0))
    with pytest.raises(IllegalMove, match="two raises have already followed the opening bet"):
        km.apply_move(state, km.Raise(0))
    state = moves(state, km.Call(0), km.Call(1), km.Call(2))
    assert state.round == 2 and state.bets == (0, 0, 0, 0) and state.raises == 0
    assert state.pot == 4 + 3 * 4


def test_km8_a_player_who_cannot_call_may_only_fold() -> None:
    state = km.new_game(km.Rules(players=3), seed=1)
    state = evolve(state, units=(5, 4, 0))
    state = km.apply_move(state, km.Bet(1))
    assert km.legal_moves(state) == (km.Fold(2),)
    with pytest.raises(IllegalMove, match="calling costs 1 and they hold 0"):
        km.apply_move(state, km.Call(2))


def test_km8_a_player_who_can_call_but_not_raise_may_not_raise() -> None:
    state = evolve(km.new_game(km.Rules(players=3), seed=1), units=(5, 4, 1))
    state = km.apply_move(state, km.Bet(1))
    assert km.legal_moves(state) == (km.Fold(2), km.Call(2))
    with pytest.raises(IllegalMove, match="it costs 2 and they hold 1"):
        km.apply_move(state, km.Raise(2))


def test_km8_a_bet_needs_a_unit() -> None:
    state = evolve(km.new_game(km.Rules(players=3), seed=1), units=(5, 0, 5))
    assert km.legal_moves(state) == (km.Check(1),)
    with pytest.raises(IllegalMove, match="cannot bet: no units left"):
        km.apply_move(state, km.Bet(1))


def test_km8_round_ends_when_all_have_acted_and_put_in_the_same() -> None:
    state = km.new_game(km.Rules(players=3), seed=2)
    state = moves(state, km.Check(1), km.Bet(2), km.Call(0))
    assert state.round == 1 and km.to_act(state) == (1,)  # seat 1 checked before the bet
    state = km.apply_move(state, km.Call(1))
    assert state.round == 2 and km.to_act(state) == (1,)
    state = check_round(state)
    assert state.number == 2 or state.phase == "mercy"  # exactly two rounds, then the reckoning


def test_km8_exactly_two_rounds_with_no_draw_between() -> None:
    state = km.new_game(km.Rules(players=3), seed=2)
    hands = state.hands
    state = check_round(state)
    assert state.round == 2 and state.hands == hands
    state = check_round(state)
    assert state.phase == "mercy" or state.number == 2


def test_km9_the_last_player_left_takes_the_pot_at_once_with_no_mercy() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = km.new_game(km.Rules(players=3), deck=order)
    state = moves(state, km.Bet(1), km.Fold(2), km.Fold(0))
    record = state.last_hand
    assert record is not None and not record.showdown
    assert record.winners == (1,) and record.pot == 4 and record.mercy is None
    assert record.hands == () and record.fool_reveal == ()
    assert state.number == 2 and state.units == (19 - 1, 19 + 4 - 1 - 1, 19 - 1)

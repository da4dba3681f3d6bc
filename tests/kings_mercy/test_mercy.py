"""The Fool holder's Mercy decision (KM10)."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable import kings_mercy as km

from .tables import check_down, check_round, deck_for
from .tables import play as moves


def test_km10_the_active_fool_holder_decides_on_mercy() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = check_down(km.new_game(km.Rules(players=3), deck=order))
    assert state.phase == "mercy" and km.to_act(state) == (1,)
    assert km.legal_moves(state) == (km.InvokeMercy(1), km.DeclineMercy(1))
    with pytest.raises(IllegalMove, match="it is not seat 2's turn: seat 1 holds the Fool"):
        km.apply_move(state, km.InvokeMercy(2))
    with pytest.raises(IllegalMove, match="must invoke or decline Mercy"):
        km.apply_move(state, km.Check(1))


def test_km10_a_folded_fool_gives_no_decision() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = km.new_game(km.Rules(players=3), deck=order)
    state = moves(state, km.Bet(1), km.Call(2), km.Call(0), km.Bet(1), km.Raise(2), km.Call(0))
    state = km.apply_move(state, km.Fold(1))
    assert state.number == 2
    assert state.last_hand is not None and state.last_hand.mercy == "not offered"
    assert state.last_hand.winners == (2,)


def test_km10_an_undealt_fool_gives_no_decision_and_no_false_call() -> None:
    order = deck_for(3, {1: "9S 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = check_round(km.new_game(km.Rules(players=3), deck=order))
    with pytest.raises(IllegalMove, match="Mercy is decided after the second betting round"):
        km.apply_move(state, km.InvokeMercy(1))
    state = check_round(state)
    assert state.last_hand is not None and state.last_hand.mercy == "not offered"

"""What each seat sees, and what a REPL shows."""

from __future__ import annotations

from cardtable import kings_mercy as km
from cardtable import records

from .tables import check_down, deck_for
from .tables import play as moves


def test_a_view_shows_only_the_seats_own_hand() -> None:
    state = km.new_game(km.Rules(players=4), seed=12)
    for seat in range(4):
        seen = km.view(state, seat)
        assert seen.hand == state.hands[seat]
        text = repr(seen) + str(seen) + str(records.view_to_dict(seen))
        for other in range(4):
            if other != seat:
                assert all(repr(card) not in repr(seen) for card in state.hands[other])
                assert km.Rules().show_cards(state.hands[other]) not in text
    assert km.view(state, None).hand == ()


def test_km12_a_hand_won_by_folds_shows_nobodys_cards() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = moves(km.new_game(km.Rules(players=3), deck=order), km.Bet(1), km.Fold(2), km.Fold(0))
    text = str(records.view_to_dict(km.view(state, 0)))
    assert "7♠" not in text and "9♥" not in text and "everyone else folded" in str(km.view(state, 0))


def test_state_and_view_print_a_readable_table() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    state = check_down(km.new_game(km.Rules(players=3), deck=order))
    assert repr(state).startswith("<kings-mercy hand 1 mercy")
    assert "seat 1 decides on Mercy" in str(state) and "JK 7♠ 7♦" in str(state)
    shown = str(km.view(state, 1))
    assert "your hand: JK 7♠ 7♦" in shown and "9♥" not in shown
    assert str(km.InvokeMercy(1)) == "seat 1 invokes King's Mercy"
    assert repr(km.Raise(2)) == "Raise(player=2)"

"""The deal: who deals, the batches, the phantom hand of a two-player game (C2, KC1, KC3)."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.king_cut_throat import (
    Discard,
    OrderUp,
    Pass,
    Rules,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    to_act,
    view,
)
from cardtable.king_cut_throat.deal import deal

from .helpers import (
    apply_all,
    deck_for,
    discard_lowest,
)


def test_c2_seat_0_deals_first_and_kc3_batches_come_off_the_top() -> None:
    deck = full_deck()
    state = new_game(deck=deck)
    assert state.dealer == 0
    # Dealer 0: seat 1, seat 2, dealer; 3 each, 3 to the kitty, 4 each, 3 each.
    expected = {
        1: deck[0:3] + deck[12:16] + deck[24:27],
        2: deck[3:6] + deck[16:20] + deck[27:30],
        0: deck[6:9] + deck[20:24] + deck[30:33],
    }
    for seat, held in expected.items():
        assert set(state.hands[seat]) == set(held)
    assert state.kitty == deck[9:12]


def test_kc3_two_players_deal_non_dealer_dealer_phantom() -> None:
    deck = tuple(reversed(full_deck()))
    state = new_game(Rules(players=2), deck=deck)
    assert set(state.hands[1]) == set(deck[0:3] + deck[12:16] + deck[24:27])
    assert set(state.hands[0]) == set(deck[3:6] + deck[16:20] + deck[27:30])
    assert set(state.phantom) == set(deck[6:9] + deck[20:24] + deck[30:33])
    assert state.kitty == deck[9:12]


def test_kc3_later_dealers_serve_their_left_first() -> None:
    deck = full_deck()
    hands, phantom, kitty = deal(3, 2, deck)
    assert phantom == ()
    assert set(hands[0]) == set(deck[0:3] + deck[12:16] + deck[24:27])
    assert set(hands[1]) == set(deck[3:6] + deck[16:20] + deck[27:30])
    assert set(hands[2]) == set(deck[6:9] + deck[20:24] + deck[30:33])
    assert kitty == deck[9:12]


def test_kc1_two_players_have_a_phantom_hand_that_never_acts() -> None:
    state = new_game(Rules(players=2), seed=5)
    assert len(state.hands) == 2 and len(state.phantom) == 10
    assert to_act(state) == (1, 0)
    for seat in range(2):
        assert all(move.player == seat for move in legal_moves(state, seat))
    with pytest.raises(ValueError, match="no seat 2"):  # the phantom is not a seat
        legal_moves(state, 2)
    with pytest.raises(IllegalMove, match="no seat 2"):
        apply_move(state, Discard(2, state.phantom[:3]))
    phantom = state.phantom
    state = discard_lowest(state)
    assert state.phantom == phantom
    assert view(state, 0).hand_sizes == (7, 7)


def test_kc1_the_left_of_a_two_player_seat_is_the_other_player() -> None:
    deck = deck_for({1: "AS KS QS 10S 9S 8S 7S AH KH QH"}, "JD 8D 9D", players=2)
    state = discard_lowest(new_game(Rules(players=2), deck=deck))
    assert to_act(state) == (1,)
    state = apply_move(state, OrderUp(1))
    assert state.receiver == 0 and state.maker == 1
    state = apply_all(new_game(Rules(players=2), deck=deck))
    state = apply_all(discard_lowest(state), Pass(1), OrderUp(0))
    assert state.receiver == 1 and state.maker == 0


@pytest.mark.parametrize("players", [-1, 0, 1, 4, 21, "3", None, 2.0, True])
def test_kc1_only_two_or_three_players(players: object) -> None:
    with pytest.raises(ValueError, match="players"):
        Rules(players=players)  # type: ignore[arg-type]

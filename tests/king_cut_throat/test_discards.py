"""The first discards, all at once and face down, and the turned card (KC4, KC5)."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.cards import JOKER, Card, Suit
from cardtable.king_cut_throat import (
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Rules,
    apply_move,
    new_game,
    to_act,
    view,
)

from .helpers import (
    apply_all,
    deck_for,
    discard_lowest,
)


def test_kc4_discards_are_simultaneous_in_any_order_and_hidden() -> None:
    state = new_game(seed=3)
    assert state.phase == "discard" and to_act(state) == (1, 2, 0)
    chosen = {seat: state.hands[seat][-3:] for seat in range(3)}
    for order in ((0, 2, 1), (2, 1, 0)):
        after = state
        for seat in order:
            before_view = view(after, (seat + 1) % 3)
            after = apply_move(after, Discard(seat, chosen[seat]))
            assert after.phase != "discard" or seat not in to_act(after)
            other = view(after, (seat + 1) % 3)
            assert not set(chosen[seat]) & set(other.hand + other.discards)
            assert other.hand == before_view.hand
            assert view(after, seat).discards == chosen[seat]
        assert after.phase == "order-up"
        assert all(len(hand) == 7 for hand in after.hands)
        assert set(after.outside) == {card for held in chosen.values() for card in held}


def test_kc4_each_player_discards_exactly_three_of_their_own_once() -> None:
    state = new_game(seed=3)
    hand = state.hands[1]
    with pytest.raises(IllegalMove, match="exactly 3"):
        apply_move(state, Discard(1, hand[:2]))
    with pytest.raises(IllegalMove, match="does not hold"):
        apply_move(state, Discard(1, (*hand[:2], state.hands[2][0])))
    with pytest.raises(IllegalMove, match="distinct cards"):
        apply_move(state, Discard(1, (hand[0], hand[0], hand[1])))
    after = apply_move(state, Discard(1, hand[:3]))
    with pytest.raises(IllegalMove, match="not seat 1's turn: the table waits for discards from seats 0, 2"):
        apply_move(after, Discard(1, after.hands[1][:3]))
    with pytest.raises(IllegalMove, match="waits for discards"):
        apply_move(after, Pass(1))


def test_kc5_dealer_turns_the_top_kitty_card_after_the_discards() -> None:
    state = new_game(deck=deck_for({}, "QH 8D 9D"))
    assert state.turned is None and view(state, None).turned is None
    state = discard_lowest(state)
    assert state.turned == Card.parse("QH") and state.phase == "order-up"
    assert to_act(state) == (1,)
    assert view(state, 2).turned == Card.parse("QH") and view(state, 2).turned_suit is Suit.HEARTS


def test_kc5_a_turned_joker_means_a_redeal_by_the_same_dealer() -> None:
    state = discard_lowest(new_game(deck=deck_for({}, "JK 8D 9D"), seed=4))
    assert state.phase == "discard" and state.dealer == 0 and state.hands_played == 0
    assert all(len(hand) == 10 for hand in state.hands) and state.outside == ()
    assert state.last_hand is not None and state.last_hand.result == "joker redeal"
    assert state.last_hand.turned is JOKER
    assert view(state, 1).hand_number == 1


def test_kc5_option_a_turned_joker_proposes_the_named_suit() -> None:
    rules = Rules(flipped_joker=Suit.SPADES)
    state = discard_lowest(new_game(rules, deck=deck_for({}, "JK 8D 9D")))
    assert state.phase == "order-up" and state.turned is JOKER
    assert view(state, 0).turned_suit is Suit.SPADES
    ordered = apply_all(state, OrderUp(1))
    assert ordered.trump is Suit.SPADES and JOKER in ordered.hands[2]
    passed = apply_all(state, Pass(1), Pass(2), Pass(0))
    assert passed.barred is Suit.SPADES
    with pytest.raises(IllegalMove, match="turned down"):
        apply_move(passed, NameTrump(1, Suit.SPADES))

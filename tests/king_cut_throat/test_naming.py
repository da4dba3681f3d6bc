"""Naming trump: ordering up, naming another suit, the kitty's receiver and its discard (C6, KC6-KC8)."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.cards import JOKER, Card, Suit
from cardtable.king_cut_throat import (
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    Rules,
    apply_move,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)

from .helpers import (
    apply_all,
    cards,
    deck_for,
    discard_lowest,
    start_play,
)


def test_kc6_ordering_up_gives_the_turned_card_to_the_orderers_left() -> None:
    state = discard_lowest(new_game(deck=deck_for({}, "QH 8D 9D")))
    assert len(state.outside) == 9
    state = apply_all(state, Pass(1), OrderUp(2))
    # Seat 2 ordered: seat 0 receives (it happens to be the dealer).
    assert state.maker == 2 and state.receiver == 0 and state.trump is Suit.HEARTS
    assert Card.parse("QH") in state.hands[0] and len(state.hands[0]) == 8
    assert view(state, 0).received == cards("QH") and view(state, 1).received == ()
    assert state.kitty == () and set(cards("8D 9D")) <= set(state.outside)
    assert state.phase == "kitty-discard" and to_act(state) == (0,)
    # Any card of the receiver's hand may go, the one just received included.
    assert Discard(0, cards("QH")) in legal_moves(state)
    assert len(legal_moves(state)) == 8
    with pytest.raises(IllegalMove):
        apply_move(state, Discard(1, state.hands[1][:1]))
    state = apply_move(state, Discard(0, cards("QH")))
    assert state.phase == "play" and to_act(state) == (1,)
    assert len(state.outside) == 12


def test_kc6_seat_1_ordering_up_sends_the_card_to_seat_2_not_the_dealer() -> None:
    state = discard_lowest(new_game(deck=deck_for({}, "QH 8D 9D")))
    state = apply_move(state, OrderUp(1))
    assert state.receiver == 2 and Card.parse("QH") in state.hands[2]
    assert view(state, 0).receiver == 2 and Card.parse("QH") not in view(state, 0).hand


def test_kc7_all_passing_bars_the_suit_and_round_two_names_another() -> None:
    state = discard_lowest(new_game(deck=deck_for({}, "QH 8D 9D")))
    state = apply_all(state, Pass(1), Pass(2), Pass(0))
    assert state.phase == "name-trump" and state.barred is Suit.HEARTS
    assert view(state, None).barred_suit is Suit.HEARTS
    assert state.kitty == cards("8D 9D QH")  # the turned card goes to the bottom
    assert to_act(state) == (1,)
    assert legal_moves(state) == (
        NameTrump(1, Suit.CLUBS),
        NameTrump(1, Suit.DIAMONDS),
        NameTrump(1, Suit.SPADES),
        Pass(1),
    )
    with pytest.raises(IllegalMove, match="cannot be trump"):
        apply_move(state, NameTrump(1, Suit.HEARTS))
    with pytest.raises(IllegalMove, match="order up"):
        apply_move(state, OrderUp(1))
    state = apply_all(state, Pass(1), NameTrump(2, Suit.SPADES))
    assert state.maker == 2 and state.receiver == 0 and state.trump is Suit.SPADES
    assert set(cards("8D 9D")) <= set(state.hands[0]) and len(state.hands[0]) == 9
    assert view(state, 0).received == cards("8D 9D")
    assert all(view(state, seat).received == () for seat in (None, 1, 2))
    assert Card.parse("QH") in state.outside and len(state.outside) == 10
    assert len(legal_moves(state)) == 36  # any two of nine
    state = apply_move(state, Discard(0, cards("8D 9D")))
    assert state.phase == "play" and len(state.outside) == 12


def test_kc7_kc16_all_passing_twice_redeals_and_the_deal_passes_left() -> None:
    state = discard_lowest(new_game(seed=9))
    while state.turned is JOKER:  # pragma: no cover - seed 9 turns no Joker
        state = discard_lowest(state)
    state = apply_all(state, *(Pass(seat) for seat in (1, 2, 0, 1, 2, 0)))
    assert state.phase == "discard" and state.dealer == 1 and state.hands_played == 1
    assert state.last_hand is not None and state.last_hand.result == "passed out"
    assert state.scores == (0, 0, 0)
    assert to_act(state) == (2, 0, 1)


def test_kc8_the_outside_pile_holds_12_then_9_with_two_players() -> None:
    three = start_play(
        {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}, Suit.CLUBS
    )
    assert len(three.outside) == 12 and view(three, 0).outside_count == 12
    two = start_play(
        {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H"}, Suit.CLUBS, Rules(players=2), namer=0
    )
    assert len(two.outside) == 9 and len(two.phantom) == 10
    outside = two.outside
    for _ in range(14):
        two = apply_move(two, legal_moves(two)[0])
    assert two.hands_played == 1  # 7 tricks, no Showdown, the pile never used
    assert two.last_hand is not None and two.last_hand.result == "scored"
    assert len(outside) == 9


def test_c6_moves_out_of_turn_or_of_no_kind_are_refused() -> None:
    state = discard_lowest(new_game(deck=deck_for({}, "QH 8D 9D")))
    for move in (
        OrderUp(2),
        Pass(0),
        Play(1, state.hands[1][0]),
        NameTrump(1, Suit.CLUBS),
        None,
        "pass",
        3,
        Discard(1, ()),
    ):
        with pytest.raises(IllegalMove):
            apply_move(state, move)  # type: ignore[arg-type]
    assert outcome(state) is None

"""The deal, the discards and naming trump (C1, C2, KC1, KC3-KC8, KC16)."""

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
    State,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)
from cardtable.king_cut_throat.deal import deal

from .helpers import apply_all, cards, deck_for, start_play


def discard_lowest(state: State, seats: tuple[int, ...] | None = None) -> State:
    for seat in seats if seats is not None else to_act(state):
        state = apply_move(state, legal_moves(state, seat)[0])
    return state


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


def test_kc16_the_deal_passes_clockwise_after_a_played_hand() -> None:
    state = start_play(
        {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}, Suit.CLUBS
    )
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    assert state.hands_played == 1 and state.dealer == 1 and state.phase == "discard"


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

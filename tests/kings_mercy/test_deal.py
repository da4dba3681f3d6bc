"""The ante and the deal (KM6, KM7), and the deal passing on (KM13)."""

from __future__ import annotations

from cardtable import Outcome
from cardtable import kings_mercy as km

from .tables import check_down, deck_for


def test_km6_every_player_with_a_unit_antes_and_the_broke_sit_out() -> None:
    # Seats 1 and 3 tie the first hand and split the pot; seats 0 and 2 are left broke.
    order = deck_for(4, {1: "9S 7S 2H", 3: "9D 7D 2C", 2: "6S 4D 2S", 0: "5C 3C AH"})
    state = check_down(km.new_game(km.Rules(players=4, starting_units=1), deck=order))
    assert state.last_hand is not None and state.last_hand.winners == (1, 3)
    assert state.number == 2
    assert state.units == (0, 1, 0, 1) and state.pot == 2
    assert state.hands[0] == () and state.hands[2] == ()
    assert len(state.hands[1]) == len(state.hands[3]) == 3
    seen = km.view(state, None)
    assert seen.sitting_out == (True, False, True, False)
    assert seen.folded == (False, False, False, False)
    assert km.legal_moves(state, 0) == () and km.legal_moves(state, 2) == ()


def test_km6_game_is_over_when_fewer_than_two_can_ante() -> None:
    order = deck_for(3, {1: "9S 9D 9C", 2: "2S 4D 6C", 0: "3C 5C 7H"})
    state = check_down(km.new_game(km.Rules(players=3, starting_units=1), deck=order))
    assert state.units == (0, 3, 0)
    assert state.phase == "over" and km.legal_moves(state) == () and km.to_act(state) == ()
    assert km.outcome(state) == Outcome(winners=(1,), points=(0, 3, 0))


def test_km7_one_card_at_a_time_clockwise_from_the_dealers_left() -> None:
    state = km.new_game(km.Rules(players=3), deck=km.full_deck())
    deck = km.full_deck()
    assert state.hands == (deck[2:9:3], deck[0:9:3], deck[1:9:3])
    assert state.pack == deck[9:]


def test_km7_sitting_out_players_are_skipped_in_the_deal() -> None:
    order = deck_for(4, {1: "9S 7S 2H", 3: "9D 7D 2C", 2: "6S 4D 2S", 0: "5C 3C AH"})
    state = check_down(km.new_game(km.Rules(players=4, starting_units=1), deck=order))
    # The second deal is seeded; with only seats 3 and 1 in, it alternates between them.
    assert len(state.pack) == 37 - 6
    assert state.dealer == 1 and km.to_act(state) == (3,)


def test_km13_the_deal_passes_to_the_next_seat_that_holds_units() -> None:
    state = check_down(km.new_game(km.Rules(players=3), seed=9))
    if state.phase == "mercy":
        state = km.apply_move(state, km.DeclineMercy(state.turn))
    assert state.dealer == 1 and km.to_act(state) == (2,)
    order = deck_for(4, {1: "9S 7S 2H", 3: "9D 7D 2C", 2: "6S 4D 2S", 0: "5C 3C AH"}, dealer=0)
    broke = check_down(km.new_game(km.Rules(players=4, starting_units=1), deck=order))
    assert broke.dealer == 1
    after = check_down(broke)
    if after.phase == "mercy":
        after = km.apply_move(after, km.DeclineMercy(after.turn))
    if after.phase != "over":
        assert after.dealer == 3  # seat 2 holds no units and is passed over

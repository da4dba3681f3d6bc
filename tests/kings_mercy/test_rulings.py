"""The King's Mercy rulings KM1-KM15, each by its id, and Tony's mistake from the seed."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove, Outcome, RandomAgent, play, records
from cardtable import kings_mercy as km
from cardtable.cards import JOKER, Rank, parse_cards
from cardtable.core import evolve

from .tables import check_down, check_round, deck_for
from .tables import play as moves


def test_km1_three_to_six_players_with_equal_starting_units() -> None:
    for players in range(3, 7):
        state = km.new_game(km.Rules(players=players, starting_units=7), seed=players)
        assert len(state.units) == players
        assert sum(state.units) + state.pot == 7 * players
    for players in (2, 7):
        with pytest.raises(ValueError, match="players must be 3 to 6"):
            km.Rules(players=players)
    with pytest.raises(ValueError, match="starting_units"):
        km.Rules(starting_units=-3)
    with pytest.raises(ValueError, match="max_hands"):
        km.Rules(max_hands=0)
    with pytest.raises(ValueError, match="fool_display"):
        km.Rules(fool_display="queen")  # type: ignore[arg-type]


def test_km2_the_deck_is_ace_to_nine_in_four_suits_and_the_fool() -> None:
    deck = km.full_deck()
    assert len(deck) == len(set(deck)) == 37
    assert km.FOOL is JOKER and JOKER in deck
    assert {card.rank for card in deck if card is not JOKER} == {Rank(n) for n in range(1, 10)}


def test_km2_king_of_spades_display_changes_only_the_printing() -> None:
    rules = km.Rules(players=3, fool_display="king_of_spades")
    order = deck_for(3, {1: "JK 7S 7D"})
    state = km.new_game(rules, deck=order)
    assert state.hands[1] == (JOKER, *parse_cards("7S 7D"))
    shown = str(km.view(state, 1))
    assert "K♠ 7♠ 7♦" in shown and "JK" not in shown
    assert "JK 7♠ 7♦" in str(km.view(km.new_game(km.Rules(players=3), deck=order), 1))
    assert '"JK"' in records.dumps(state) or "JK" in records.dumps(state)


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


def test_km11_leftover_units_go_clockwise_from_the_dealers_left() -> None:
    # Five seats ante five units; seats 0 and 3 tie. From dealer 0's left the order is 1 2 3 4 0.
    order = deck_for(5, {0: "9S 7S 2H", 3: "9D 7D 2C", 1: "6S 4D 2S", 2: "5C 3C AH", 4: "8C 6C 4C"})
    state = check_down(km.new_game(km.Rules(players=5), deck=order))
    assert state.last_hand is not None
    assert state.last_hand.winners == (0, 3)
    assert state.last_hand.payouts == (2, 0, 0, 3, 0)
    assert km.split_pot(7, [4, 1], dealer=3, players=5) == (0, 3, 0, 0, 4)


def test_km12_the_reckoning_shows_every_hand_and_the_fool_from_the_pack() -> None:
    order = deck_for(3, {1: "9S 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"}, pack="2D 3D JK 4H")
    state = km.new_game(km.Rules(players=3), deck=order)
    state = moves(state, km.Bet(1), km.Call(2), km.Fold(0))
    state = check_round(state)
    record = state.last_hand
    assert record is not None and record.showdown
    assert record.hands == (parse_cards("3C 5D 8H"), parse_cards("9S 7S 7D"), parse_cards("9H 4C 2S"))
    assert record.folded == (True, False, False)
    assert record.mercy == "not offered" and record.winners == (1,) and record.payouts == (0, 5, 0)
    assert record.fool_reveal == parse_cards("2D 3D JK")
    for seat in (None, 0, 1, 2):
        assert km.view(state, seat).last_hand == record
    assert "turned from the pack until the Fool: 2♦ 3♦ JK" in str(km.view(state, None))


def test_km12_mercy_invoked_and_declined_are_recorded() -> None:
    order = deck_for(3, {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"})
    decided = check_down(km.new_game(km.Rules(players=3), deck=order))
    invoked = km.apply_move(decided, km.InvokeMercy(1)).last_hand
    declined = km.apply_move(decided, km.DeclineMercy(1)).last_hand
    assert invoked is not None and invoked.mercy == "invoked" and invoked.fool_reveal == ()
    assert declined is not None and declined.mercy == "declined"


def test_seed_example_tonys_mistake() -> None:
    """Tony holds Fool-7-7, Hamon 9-4-2: Tony's pair wins normally, Hamon under Mercy."""
    tony, hamon = 1, 2
    order = deck_for(3, {tony: "JK 7S 7D", hamon: "9H 4C 2S", 0: "3C 5D 8H"})
    state = km.new_game(km.Rules(players=3), deck=order)
    state = moves(state, km.Bet(tony), km.Call(hamon), km.Fold(0))
    state = check_round(state)
    assert km.to_act(state) == (tony,)
    declined = km.apply_move(state, km.DeclineMercy(tony))
    invoked = km.apply_move(state, km.InvokeMercy(tony))
    assert declined.last_hand is not None and declined.last_hand.winners == (tony,)
    assert invoked.last_hand is not None and invoked.last_hand.winners == (hamon,)
    assert invoked.units[hamon] == 20 - 1 - 1 + 5 - 1  # the next hand's ante is taken


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


def test_km14_a_hand_limit_ends_the_game_and_most_units_win() -> None:
    state = km.new_game(km.Rules(players=3, max_hands=1), seed=4)
    state = moves(state, km.Bet(1), km.Fold(2), km.Fold(0))
    assert state.phase == "over" and km.legal_moves(state) == ()
    assert km.outcome(state) == Outcome(winners=(1,), points=(19, 22, 19))
    tied = check_down(
        km.new_game(
            km.Rules(players=4, max_hands=1),
            deck=deck_for(4, {1: "9S 7S 2H", 3: "9D 7D 2C", 2: "6S 4D 2S", 0: "5C 3C AH"}),
        )
    )
    assert km.outcome(tied) == Outcome(winners=(1, 3), points=(19, 21, 19, 21))


def test_km15_units_in_stacks_plus_the_pot_are_constant() -> None:
    for seed in range(20):
        rules = km.Rules(players=3 + seed % 4, starting_units=3, max_hands=30)
        state = km.new_game(rules, seed=seed)
        agents = [RandomAgent(seed * 10 + seat) for seat in range(rules.players)]
        while km.outcome(state) is None:
            assert sum(state.units) + state.pot == 3 * rules.players
            seat = km.to_act(state)[0]
            state = km.apply_move(state, agents[seat](km.view(state, seat), km.legal_moves(state)))
        assert sum(state.units) == 3 * rules.players and state.pot == 0


def test_c7_the_move_that_ends_a_hand_deals_the_next() -> None:
    final = play("kings-mercy", [RandomAgent(s) for s in range(4)], km.Rules(max_hands=3), seed=6)
    assert final.number == 3 and final.phase == "over"
    assert final.last_hand is not None and final.last_hand.number == 3

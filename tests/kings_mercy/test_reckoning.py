"""The reckoning: split pots (KM11), what is shown (KM12), Tony's mistake from the seed,
the end of the game (KM14), units kept (KM15) and the next deal in the same move (C7)."""

from __future__ import annotations

from cardtable import Outcome, RandomAgent, play
from cardtable import kings_mercy as km
from cardtable.cards import parse_cards

from .tables import check_down, check_round, deck_for
from .tables import play as moves


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

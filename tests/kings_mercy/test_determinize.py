"""determinize: a state one seat cannot tell from the real one, and what stays fixed in it."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import kings_mercy as km
from cardtable.cards import parse_cards
from cardtable.chance import Chance
from cardtable.core import EventLog, evolve, told
from cardtable.game import MoveLog
from cardtable.kings_mercy.events import Dealt

from .tables import check_down, check_round, deck_for
from .tables import play as moves

TONYS_TABLE = {1: "JK 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"}


def placed(state: km.State) -> Counter[object]:
    return Counter([*(card for hand in state.hands for card in hand), *state.pack])


def test_the_seat_sees_the_same_table_and_keeps_its_cards() -> None:
    state = moves(km.new_game(km.Rules(players=4), seed=8), km.Bet(1), km.Call(2), km.Raise(3))
    for seat in (None, 0, 1, 2, 3):
        dealt = km.determinize(state, seat, 21)
        assert km.view(dealt, seat) == km.view(state, seat)
        if seat is not None:
            assert dealt.hands[seat] == state.hands[seat]
        assert placed(dealt) == placed(state) == Counter(km.full_deck())
        assert [len(hand) for hand in dealt.hands] == [len(hand) for hand in state.hands]
        assert len(dealt.pack) == len(state.pack)
        assert (dealt.units, dealt.pot, dealt.bets, dealt.raises, dealt.acted, dealt.out, dealt.turn) == (
            state.units,
            state.pot,
            state.bets,
            state.raises,
            state.acted,
            state.out,
            state.turn,
        )


def test_the_hidden_cards_are_dealt_anew_for_each_seed() -> None:
    state = km.new_game(km.Rules(players=3), seed=2)
    others = {km.determinize(state, 0, seed).hands[1:] for seed in range(8)}
    assert len(others) > 1 and any(hands != state.hands[1:] for hands in others)


def test_the_same_seed_deals_the_same_whatever_lies_hidden() -> None:
    state = km.new_game(km.Rules(players=3), seed=2)
    dealt = km.determinize(state, 1, 5)
    assert km.determinize(state, 1, 5) == dealt
    assert km.determinize(evolve(state, chance=Chance.from_seed(99)), 1, 5) == dealt
    swapped = evolve(state, hands=(state.hands[2], state.hands[1], state.hands[0]))
    assert km.determinize(swapped, 1, 5).hands == dealt.hands


def test_km10_the_fool_stays_with_the_seat_deciding_on_mercy() -> None:
    state = moves(km.new_game(km.Rules(players=3), deck=deck_for(3, TONYS_TABLE)), km.Bet(1), km.Call(2))
    state = check_round(km.apply_move(state, km.Fold(0)))
    assert state.phase == "mercy"
    for seed in range(10):
        dealt = km.determinize(state, 2, seed)
        assert km.FOOL in dealt.hands[1] and dealt.hands[2] == state.hands[2]
        assert km.view(dealt, 2) == km.view(state, 2)
    # The folded hand is still hidden from seat 2, and may now hold one of Tony's sevens.
    assert {km.determinize(state, 2, seed).hands[0] for seed in range(10)} != {state.hands[0]}


def test_km12_every_hand_stays_once_a_showdown_ends_the_game() -> None:
    order = deck_for(3, {1: "9S 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"}, pack="2D 3D JK 4H")
    state = km.new_game(km.Rules(players=3, max_hands=1), deck=order)
    state = check_round(moves(state, km.Bet(1), km.Call(2), km.Fold(0)))
    assert state.phase == "over" and state.last_hand is not None and state.last_hand.showdown
    for seat in (None, 0, 1):
        dealt = km.determinize(state, seat, 3)
        assert dealt.hands == state.hands
        assert set(parse_cards("2D 3D JK")) <= set(dealt.pack)
        assert km.view(dealt, seat) == km.view(state, seat)


def test_km9_a_hand_won_by_folds_keeps_the_hands_hidden_at_the_end() -> None:
    state = km.new_game(km.Rules(players=3, max_hands=1), deck=deck_for(3, TONYS_TABLE))
    state = moves(state, km.Bet(1), km.Fold(2), km.Fold(0))
    assert state.phase == "over"
    dealt = [km.determinize(state, 0, seed) for seed in range(6)]
    assert all(each.hands[0] == state.hands[0] for each in dealt)
    assert any(each.hands[1] != state.hands[1] for each in dealt)


def test_no_trace_of_the_hidden_cards_is_left() -> None:
    state = moves(km.new_game(km.Rules(players=3), seed=2), km.Check(1), km.Bet(2))
    dealt = km.determinize(state, 0, 17)
    assert dealt.origin == evolve(state.origin, seed=17, deck=None, determinized=True)
    assert dealt.log == MoveLog()
    assert dealt.events == told(state.events, 0)
    assert isinstance(dealt.history, EventLog) and tuple(dealt.history) == told(state.history, 0)
    dealt_events = [event for event in dealt.history if isinstance(event, Dealt)]
    assert [event.cards for event in dealt_events] == [None, None, state.hands[0]]


def test_a_first_hand_dealt_from_a_given_deck_is_no_longer_turned_in_its_order() -> None:
    # The real pack lies in a known order; the sampled state's pack does not (no deck).
    order = deck_for(3, {1: "9S 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"}, pack="2D 3D JK 4H")
    state = km.new_game(km.Rules(players=3), deck=order)
    dealt = km.determinize(state, 1, 4)
    assert state.pack_ordered and not dealt.pack_ordered


def test_play_goes_on_from_a_determinized_state_to_the_end() -> None:
    rules = km.Rules(players=4, starting_units=3, max_hands=6)
    state = moves(km.new_game(rules, seed=5), km.Bet(1), km.Raise(2))
    for seed in range(5):
        current = km.determinize(state, 3, seed)
        while km.outcome(current) is None:
            current = km.apply_move(current, km.legal_moves(current)[seed % len(km.legal_moves(current))])
        assert sum(current.units) == 12 and placed(current) == Counter(km.full_deck())
    assert check_down(km.determinize(km.new_game(rules, seed=1), 0, 2)).number >= 1


def test_the_seat_and_the_seed_are_checked() -> None:
    state = km.new_game(km.Rules(players=3), seed=2)
    for seat in (3, -1, True, "0", 1.0):
        with pytest.raises(ValueError, match="seat"):
            km.determinize(state, seat, 1)  # type: ignore[arg-type]
    for seed in (True, "1", 1.5, None):
        with pytest.raises(ValueError, match="seed must be an int"):
            km.determinize(state, 0, seed)  # type: ignore[arg-type]

"""Determinization: a state one seat cannot tell from the real one, hidden cards dealt again."""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from cardtable.cards import Card, Suit
from cardtable.chance import Chance
from cardtable.core import told
from cardtable.game import MoveLog
from cardtable.king_cut_throat import (
    Discard,
    OrderUp,
    Pass,
    Rules,
    State,
    apply_move,
    determinize,
    effective_suit,
    full_deck,
    legal_moves,
    new_game,
    outcome,
    view,
)
from cardtable.king_cut_throat.facts import cards as cards_in_places
from tests.king_cut_throat.knowledge import hide

from .helpers import (
    SHOWDOWN_HANDS,
    SHOWDOWN_TRICKS,
    apply_all,
    cards,
    deck_for,
    play_tricks,
    showdown_start,
    start_play,
)

VARIANTS = (
    Rules(max_hands=2),
    Rules(players=2, max_hands=2),
    Rules(max_hands=2, flipped_joker=Suit.HEARTS, mediator_chooses_leader=True, polite=False),
)


def states(rules: Rules, seed: int) -> Iterator[State]:
    """Every state of a seeded random game."""
    picker = random.Random(seed)
    state = new_game(rules, seed=seed)
    yield state
    while outcome(state) is None:
        state = apply_move(state, picker.choice(legal_moves(state)))
        yield state


def showdown_states() -> Iterator[State]:
    state = showdown_start(Rules(mediator_chooses_leader=True))
    yield state
    while outcome(state) is None and state.mediator is not None:
        state = apply_move(state, legal_moves(state)[0])
        yield state


def discard_first(state: State) -> State:
    for seat in (1, 2, 0):
        state = apply_move(state, legal_moves(state, seat)[0])
    return state


def all_states() -> Iterator[State]:
    for rules in VARIANTS:
        for seed in range(3):
            yield from states(rules, seed)
    yield from showdown_states()


def test_the_seat_cannot_tell_it_from_the_real_state_and_its_own_cards_stay() -> None:
    for number, state in enumerate(all_states()):
        for seat in (None, *range(len(state.scores))):
            sampled = determinize(state, seat, number)
            assert view(sampled, seat) == view(state, seat)
            assert Counter(cards_in_places(sampled)) == Counter(full_deck())  # KC19
            assert sampled.trick == state.trick and sampled.tricks == state.tricks
            assert sampled.turned == state.turned and sampled.last_hand == state.last_hand
            if seat is not None:
                assert sampled.hands[seat] == state.hands[seat]
                assert sampled.discards[seat] == state.discards[seat]
            placed = set(cards_in_places(sampled))
            for held in sampled.discards:  # a card put outside may come back in the Showdown and go again
                assert set(held) <= placed
            if sampled.receiver is not None and sampled.mediator is None:
                receiver = sampled.receiver
                mine = {*sampled.hands[receiver], *sampled.discards[receiver]}
                mine |= {
                    made.card for trick in sampled.tricks for made in trick.plays if made.player == receiver
                }
                mine |= {made.card for made in sampled.trick if made.player == receiver}
                assert set(sampled.received) <= mine


def test_play_goes_on_legally_to_the_end_from_a_sampled_state() -> None:
    picker = random.Random(3)
    for number, state in enumerate(all_states()):
        if number % 7:
            continue
        sampled = determinize(state, number % len(state.scores), number)
        for _ in range(400):
            if outcome(sampled) is not None:
                break
            sampled = apply_move(sampled, picker.choice(legal_moves(sampled)))
        assert outcome(sampled) is not None or sampled.hands_played > state.hands_played


def test_it_carries_no_trace_of_what_was_hidden() -> None:
    for number, state in enumerate(all_states()):
        for seat in (None, *range(len(state.scores))):
            sampled = determinize(state, seat, 5)
            assert sampled.log == MoveLog() and sampled.origin.determinized
            assert (sampled.origin.seed, sampled.origin.deck) == (5, None)
            assert sampled.events == told(state.events, seat)
            assert tuple(sampled.history) == told(state.history, seat)
            # Another state the seat cannot tell apart gives the very same sample.
            other = hide(state, seat, Chance.from_seed(number))
            assert view(other, seat) == view(state, seat)
            assert determinize(other, seat, 5) == sampled


def test_hidden_cards_move_across_seeds() -> None:
    state = new_game(seed=3)
    samples = {determinize(state, 0, seed).hands[1] for seed in range(10)}
    assert len(samples) == 10
    assert {determinize(state, 0, seed).hands[0] for seed in range(10)} == {state.hands[0]}


def test_the_future_is_dealt_from_the_seed_not_the_real_deck() -> None:
    state = new_game(seed=3)
    one, two = determinize(state, 0, 1), determinize(state, 0, 2)
    assert one.chance != state.chance and one.chance != two.chance
    assert determinize(state, 0, 1) == one


class Seat(enum.IntEnum):
    NORTH = 1


def test_c8_the_seat_and_the_seed_are_checked() -> None:
    state = new_game(seed=3)
    assert determinize(state, Seat.NORTH, 1) == determinize(state, 1, 1)
    assert determinize(state, 1, Seat.NORTH) == determinize(state, 1, 1)
    for seat in (True, 3, -1, "1", 1.0):
        with pytest.raises(ValueError, match="no seat"):
            determinize(state, seat, 1)  # type: ignore[arg-type]
    for seed in (True, "1", 1.0, None):
        with pytest.raises(ValueError, match="seed must be an int"):
            determinize(state, 1, seed)  # type: ignore[arg-type]


def test_kc4_a_seats_own_discards_stay_outside_and_the_others_are_dealt_again() -> None:
    state = new_game(seed=6)
    own = state.hands[1][:3]
    state = apply_all(state, Discard(1, own))
    state = apply_move(state, legal_moves(state, 2)[0])
    samples = [determinize(state, 1, seed) for seed in range(8)]
    for sampled in samples:
        assert sampled.discards[1] == own and set(own) <= set(sampled.outside)
        assert set(sampled.discards[2]) <= set(sampled.outside) and len(sampled.outside) == 6
    assert len({sampled.discards[2] for sampled in samples}) > 1


def test_kc5_kc7_the_turned_card_stays_where_all_saw_it_go() -> None:
    state = discard_first(new_game(deck=deck_for({}, "QH 8D 9D")))
    for sampled in (determinize(state, 1, seed) for seed in range(5)):
        assert sampled.kitty[0] == Card.parse("QH")  # turned up, on the kitty
    state = apply_all(state, Pass(1), Pass(2), Pass(0))
    for sampled in (determinize(state, 1, seed) for seed in range(5)):
        assert sampled.kitty[-1] == Card.parse("QH")  # under the kitty, its suit barred
    state = apply_move(state, legal_moves(state, 1)[0])  # round two: seat 1 names, seat 2 receives
    for sampled in (determinize(state, 1, seed) for seed in range(5)):
        assert Card.parse("QH") in sampled.outside
        assert all(Card.parse("QH") not in held for held in sampled.discards)


def test_kc6_the_card_ordered_up_stays_with_its_receiver() -> None:
    state = apply_move(discard_first(new_game(deck=deck_for({}, "QH 8D 9D"))), OrderUp(1))
    assert state.receiver == 2
    for sampled in (determinize(state, 1, seed) for seed in range(5)):
        assert Card.parse("QH") in sampled.hands[2] and sampled.received == cards("QH")
    state = apply_move(state, Discard(2, cards("QH")))  # the receiver throws it out again
    places: Counter[bool] = Counter()
    for sampled in (determinize(state, 0, seed) for seed in range(40)):
        in_hand = Card.parse("QH") in sampled.hands[2]
        assert in_hand or sampled.discards[2][3:] == cards("QH")
        places[in_hand] += 1
    assert places[True] and places[False]  # seat 0 cannot tell which


def test_kc10_a_seat_that_showed_out_of_a_suit_holds_none_of_it() -> None:
    hands = {1: "10D AH KH QH 7C 8C 9C", 2: "9S AC KC QC 8H 9H 10H", 0: "9D 10S 7H JH 7S 8S QS"}
    state = play_tricks(start_play(hands, Suit.SPADES), [("10D", "9S", "9D")])
    # Seat 2 had no diamond: no sample gives it one, nor (for seat 1) the outside pile's.
    for seat in (None, 0, 1):
        for sampled in (determinize(state, seat, seed) for seed in range(20)):
            assert not [
                card for card in sampled.hands[2] if effective_suit(card, Suit.SPADES) is Suit.DIAMONDS
            ]


def test_kc13_a_showdown_player_knows_the_other_holds_the_rest_of_the_outside_pile() -> None:
    before = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:6])
    state = play_tricks(before, SHOWDOWN_TRICKS[6:])
    outside = set(before.outside)
    for sampled in (determinize(state, 1, seed) for seed in range(10)):
        assert sampled.hands[1] == state.hands[1] and set(sampled.hands[2]) == outside - set(state.hands[1])
        # Who discarded which outside card is dealt again, the seat's own kept.
        assert sampled.discards[1] == state.discards[1]
        assert set(sampled.discards[0]) | set(sampled.discards[2]) <= outside
        assert not set(sampled.discards[0]) & set(sampled.discards[1])
    samples = [determinize(state, 0, seed) for seed in range(10)]  # the mediator
    assert all(set(sampled.hands[1]) | set(sampled.hands[2]) == outside for sampled in samples)
    assert len({sampled.hands[1] for sampled in samples}) > 1
    assert all(sampled.discards[0] == state.discards[0] for sampled in samples)

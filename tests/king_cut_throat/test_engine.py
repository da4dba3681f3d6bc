"""The conventions shared by all four games, as King Cut-Throat keeps them (C1, C3-C5, C7, C10)."""

from __future__ import annotations

import json

import pytest

from cardtable import records
from cardtable.cards import Suit
from cardtable.core import SeatMove
from cardtable.king_cut_throat import (
    MOVES,
    Move,
    Pass,
    Rules,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    to_act,
)

from .helpers import deck_for


def play_first_moves(rules: Rules, seed: int, count: int) -> list[Move]:
    """Up to ``count`` moves of a game, each picked among all legal moves."""
    state, moves = new_game(rules, seed=seed), []
    for step in range(count):
        legal = legal_moves(state)
        if not legal:
            break
        move = legal[step * 11 % len(legal)]
        moves.append(move)
        state = apply_move(state, move)
    return moves


def test_c1_seats_are_clockwise_and_the_left_of_a_seat_is_the_next_one() -> None:
    state = new_game(deck=deck_for({}, "QH 8D 9D"))
    assert to_act(state) == (1, 2, 0)  # from the dealer's left, clockwise
    for seat in to_act(state):
        state = apply_move(state, legal_moves(state, seat)[0])
    assert to_act(state) == (1,)
    assert to_act(apply_move(state, Pass(1))) == (2,)


def test_c3_a_deck_order_is_dealt_from_index_0() -> None:
    deck = tuple(reversed(full_deck()))
    state = new_game(deck=deck)
    assert deck[0] in state.hands[1]  # the top card goes to the dealer's left first
    assert state.kitty == deck[9:12]


def test_c4_the_same_seed_and_moves_give_the_same_states() -> None:
    rules = Rules(max_hands=2)
    moves = play_first_moves(rules, seed=21, count=80)
    assert len(moves) > 40
    first = second = new_game(rules, seed=21)
    for move in moves:
        first, second = apply_move(first, move), apply_move(second, move)
        assert first == second
    assert new_game(rules, seed=22).hands != new_game(rules, seed=21).hands


def test_c5_no_move_of_this_game_is_a_host_move() -> None:
    assert all(issubclass(cls, SeatMove) and not cls.by_host for cls in MOVES)


def test_c7_the_move_that_ends_a_hand_deals_the_next_and_keeps_its_record() -> None:
    state = new_game(deck=deck_for({}, "QH 8D 9D"))
    for seat in to_act(state):
        state = apply_move(state, legal_moves(state, seat)[0])
    for seat in (1, 2, 0, 1, 2):
        state = apply_move(state, Pass(seat))
    assert state.last_hand is None
    state = apply_move(state, Pass(0))  # all pass twice: the hand is over
    assert state.phase == "discard" and state.dealer == 1
    record = state.last_hand
    assert record is not None and record.result == "passed out" and record.number == 1
    assert to_act(state) == (2, 0, 1)  # nobody moves between hands
    state = apply_move(state, legal_moves(state, 2)[0])
    assert state.last_hand is record  # it stays until the next hand ends


def test_c10_a_record_is_read_strictly() -> None:
    rules = Rules(flipped_joker=Suit.HEARTS, scoring_rank="ace", max_hands=2)
    state = new_game(rules, seed=5)
    for move in play_first_moves(rules, seed=5, count=12):
        state = apply_move(state, move)
    text = records.dumps(state)
    assert records.loads(text) == state
    data = json.loads(text)
    del data["rules"]["flipped_joker"]
    with pytest.raises(records.RecordError, match=r"^record:"):
        records.loads(json.dumps(data))

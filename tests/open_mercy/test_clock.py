"""The host's moves (``clock.py``): closing a catch window and timing out (OM18), one
time-out per choice (OM22).
"""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.open_mercy import (
    Card,
    CloseCatchWindow,
    Color,
    Draw,
    KeepHand,
    PickTop,
    Play,
    TimeOut,
    apply_move,
    host_moves,
    legal_moves,
    to_act,
)
from tests.open_mercy.helpers import F, arrange, cards

# -- OM18 host moves -------------------------------------------------------------------


def test_om18_c11_host_moves_are_listed_apart_from_the_seats_and_marked() -> None:
    state = arrange([F[0], "blue 4", F[2], F[3]], "blue 1", catchable=(1,), rest="deck")
    for seat in range(4):
        assert not any(move.by_host for move in legal_moves(state, seat))
    assert not any(move.by_host for move in legal_moves(state))
    assert host_moves(state) == (CloseCatchWindow(1), TimeOut(0))
    assert all(move.by_host for move in host_moves(state))
    with pytest.raises(IllegalMove, match="clock runs only for seat 0"):
        apply_move(state, TimeOut(2))


def test_om18_timeout_facing_a_stack_takes_it() -> None:
    state = arrange(["red draw2, red 1", F[1], F[2], F[3]], "blue draw2", stack=2, rest="deck")
    state = apply_move(state, TimeOut(0))
    assert (len(state.hands[0]), state.stack, to_act(state)) == (4, 0, (1,))


def test_om18_timeout_draws_exactly_one_card_and_never_plays_from_the_hand() -> None:
    state = arrange(["blue 7, red 1", F[1], F[2], F[3]], "blue 5", deck="blue 9, blue 8")
    state = apply_move(state, TimeOut(0))
    assert state.hands[0] == cards("blue 7, red 1, blue 9")
    assert state.pile[-1] == Card.parse("blue 5") and to_act(state) == (1,)


def test_om18_timeout_makes_pending_choices_for_the_player() -> None:
    # A drawn wild: the colour held most, ties red, blue, green, yellow.
    state = arrange(["green 1, yellow 2, green 3, yellow 4", F[1], F[2], F[3]], "blue 5",
                    deck="wild draw6")
    state = apply_move(apply_move(state, Draw(0)), TimeOut(0))
    assert (state.color, state.stack) == (Color.GREEN, 6)
    # The roulette: the victim's colour held most.
    state = arrange(["wild roulette, blue 1", "yellow 1, blue 2, yellow 3", F[2], F[3]],
                    "red 5", deck="green 2, yellow 9")
    state = apply_move(apply_move(state, Play(0, Card.parse("wild roulette"))), TimeOut(1))
    assert state.color is Color.YELLOW
    assert state.hands[1][-2:] == cards("green 2, yellow 9")
    # A 7: keep the hand.
    state = arrange(["red 7, blue 1, blue 2", F[1], F[2], F[3]], "red 5")
    state = apply_move(apply_move(state, Play(0, Card.parse("red 7"))), TimeOut(0))
    assert state.hands[0] == cards("blue 1, blue 2") and to_act(state) == (1,)
    # A Discard All: the first candidate in the order held.
    state = arrange(["red discard-all, red skip, red 4, blue 1", F[1], F[2], F[3]], "red 5")
    state = apply_move(apply_move(state, Play(0, Card.parse("red discard-all"))), TimeOut(0))
    assert state.pile[-2:] == cards("red 4, red skip")
    assert to_act(state) == (2,)


def test_om18_no_tie_colour_defaults_to_red() -> None:
    state = arrange(["wild roulette, blue 1", "wild, wild draw6", F[2], F[3]], "red 5",
                    deck="green 2, red 9")
    state = apply_move(apply_move(state, Play(0, Card.parse("wild roulette"))), TimeOut(1))
    assert state.color is Color.RED


# -- OM22 one time-out per choice ------------------------------------------------------


def test_om22_a_discard_all_pick_then_the_sevens_swap_take_two_time_outs() -> None:
    hand = "blue discard-all, blue 7, blue 4, red 1, red 2"
    start = arrange([hand, F[1], F[2], F[3]], "blue 9")
    state = apply_move(start, Play(0, Card.parse("blue discard-all")))
    first = apply_move(state, TimeOut(0))
    # The first candidate held, the 7, is on top and asks for the swap: still seat 0's.
    assert first.pile[-1] == Card.parse("blue 7")
    assert first.pending is not None and first.pending.choice == "swap"
    assert to_act(first) == (0,) and TimeOut(0) in host_moves(first)
    second = apply_move(first, TimeOut(0))
    assert second.pending is None and to_act(second) == (1,)
    assert second.hands[0] == cards("red 1, red 2")
    by_hand = apply_move(apply_move(state, PickTop(0, Card.parse("blue 7"))), KeepHand(0))
    assert (second.hands, second.pile, second.turn, second.color) == (
        by_hand.hands, by_hand.pile, by_hand.turn, by_hand.color)


def test_om22_a_drawn_wild_takes_one_time_out_for_the_draw_and_one_for_its_colour() -> None:
    state = arrange(["green 1, green 2, yellow 3", F[1], F[2], F[3]], "blue 5",
                    deck="wild draw6, blue 9")
    drawn = apply_move(state, Draw(0))
    assert drawn.pending is not None and to_act(drawn) == (0,)
    named = apply_move(drawn, TimeOut(0))
    assert (named.color, named.stack, to_act(named)) == (Color.GREEN, 6, (1,))
    # Timed out before the draw instead, the seat draws exactly one card and never plays it.
    timed = apply_move(state, TimeOut(0))
    assert timed.hands[0] == cards("green 1, green 2, yellow 3, wild draw6")
    assert (timed.pending, to_act(timed)) == (None, (1,))

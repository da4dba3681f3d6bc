"""RULINGS OM20-OM22: cards set aside for a choice, knock-outs mid-draw, one time-out per choice."""

from __future__ import annotations

from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    Color,
    Draw,
    KeepHand,
    NameRouletteColor,
    PickTop,
    Play,
    TimeOut,
    apply_move,
    legal_moves,
    to_act,
    view,
)
from tests.open_mercy.helpers import arrange, cards, everywhere

F = ("red 1, red 2, red 3", "red 4, red 5, red 6", "yellow 6, yellow 7, yellow 8",
     "green 6, green 7, green 8")
BLUES = ", ".join(f"blue {n}" for n in (1, 2, 3, 4, 5, 6, 8, 9)) + ", blue skip, blue reverse, blue draw2"
"""Eleven blue cards, none of them a card that could be played on red."""


# -- OM20 cards set aside for a choice are in no hand ----------------------------------------


def test_om20_a_drawn_wild_waiting_for_its_colour_leaves_two_cards_and_a_mercy_call() -> None:
    start = arrange(["red 1, red 2", F[1], F[2], F[3]], "blue 5", deck="wild draw10, blue 9")
    state = apply_move(start, Draw(0))
    assert state.pending is not None and state.pending.cards == cards("wild draw10")
    assert everywhere(state) == everywhere(start)
    assert state.hands[0] == cards("red 1, red 2")
    assert view(state, 1).hand_sizes[0] == 2
    assert CallMercy(0) in legal_moves(state, 0)


def test_om20_a_drawn_wild_does_not_count_against_a_catch() -> None:
    # Seat 0 called on one card; the draw cancels the call and the wild is set aside,
    # so seat 0 sits on one card without a call: catchable.
    state = arrange(["red 1", F[1], F[2], F[3]], "blue 5", called=(0,), deck="wild, blue 9")
    state = apply_move(state, Draw(0))
    assert state.called[0] is False and state.hands[0] == cards("red 1")
    assert state.catchable == (0,)
    assert Catch(1, 0) in legal_moves(state, 1)
    caught = apply_move(state, Catch(1, 0))
    assert len(caught.hands[0]) == 11 and caught.pending == state.pending


def test_om20_a_drawn_wild_waiting_for_its_colour_is_not_on_the_25_card_meter() -> None:
    hand = ", ".join([BLUES, BLUES, "green 1"])
    state = arrange([F[0], hand, F[2], F[3]], "red 7", turn=1, deck="wild draw6, red 9")
    state = apply_move(state, Draw(1))
    assert state.pending is not None and state.pending.choice == "color"
    assert len(state.hands[1]) == 23 and view(state, None).hand_sizes[1] == 23
    assert "seat 1: 23/25" in str(view(state, 0))
    # Drawn as the 25th card, the wild puts the seat out before it is set aside (OM16).
    state = arrange([F[0], f"{hand}, green 2", F[2], F[3]], "red 7", turn=1, deck="wild draw6, red 9")
    state = apply_move(state, Draw(1))
    assert state.eliminated[1] and state.pending is None and to_act(state) == (2,)


def test_om20_discard_all_candidates_are_not_in_the_hand_while_the_pick_waits() -> None:
    hand = "green discard-all, green 4, green skip, red 8"
    state = arrange([hand, F[1], F[2], F[3]], "green 9")
    state = apply_move(state, Play(0, Card.parse("green discard-all")))
    assert state.pending is not None and state.pending.choice == "pick"
    assert state.hands[0] == cards("red 8") and view(state, 2).hand_sizes[0] == 1
    assert state.catchable == (0,)
    assert CallMercy(0) in legal_moves(state, 0)
    assert Catch(3, 0) in legal_moves(state, 3)


# -- OM21 knocked out mid-draw: the turn passes ---------------------------------------------


def test_om21_knocked_out_drawing_until_playable_passes_the_turn_to_the_next_player_in() -> None:
    hand = ", ".join([BLUES, BLUES])
    state = arrange([F[0], hand, [], F[3]], "red 7", turn=1, eliminated=(2,), rest="deck",
                    deck="yellow 1, yellow 2, yellow 3, green 1, red 9")
    assert len(state.hands[1]) == 22
    state = apply_move(state, Draw(1))
    assert state.eliminated == (False, True, True, False)
    assert state.deck[:2] == cards("green 1, red 9")
    assert state.pending is None and state.winners == ()
    assert to_act(state) == (3,)
    assert legal_moves(state, 3)


def test_om21_a_roulette_victim_knocked_out_loses_the_turn_and_play_goes_on() -> None:
    hand = ", ".join([BLUES, BLUES, "green 1, green 2"])
    state = arrange(["wild roulette, red 1, red 2", hand, F[2], F[3]], "red 9",
                    deck="yellow 1, yellow 2, red 7")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert state.eliminated == (False, True, False, False)
    assert (state.color, state.pending, state.winners, to_act(state)) == (Color.RED, None, (), (2,))
    assert legal_moves(state, 2)


# -- OM22 one time-out per choice -------------------------------------------------------------


def test_om22_a_discard_all_pick_then_the_sevens_swap_take_two_time_outs() -> None:
    hand = "blue discard-all, blue 7, blue 4, red 1, red 2"
    start = arrange([hand, F[1], F[2], F[3]], "blue 9")
    state = apply_move(start, Play(0, Card.parse("blue discard-all")))
    first = apply_move(state, TimeOut(0))
    # The first candidate held, the 7, is on top and asks for the swap: still seat 0's.
    assert first.pile[-1] == Card.parse("blue 7")
    assert first.pending is not None and first.pending.choice == "swap"
    assert to_act(first) == (0,) and TimeOut(0) in legal_moves(first)
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

"""The choices a card leaves (``choices.py``): the Roulette (OM10), the 7 (OM11), and the
cards set aside while a choice waits (OM20).
"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import IllegalMove
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    Color,
    Draw,
    KeepHand,
    NameRouletteColor,
    Play,
    SwapWith,
    apply_move,
    legal_moves,
    to_act,
    view,
)
from tests.open_mercy.helpers import BLUES, F, arrange, cards, crowd, everywhere

# -- OM10 color roulette --------------------------------------------------------------


def test_om10_the_roulette_player_names_no_color() -> None:
    state = arrange(["wild roulette, blue 1", F[1], F[2], F[3]], "red 9", deck="red 3")
    with pytest.raises(IllegalMove, match="names no color"):
        apply_move(state, Play(0, Card.parse("wild roulette"), Color.RED))
    assert [m for m in legal_moves(state, 0) if isinstance(m, Play)] == [
        Play(0, Card.parse("wild roulette"))
    ]


def test_om10_wilds_never_count_the_named_color_becomes_current_the_roulette_stays_on_top() -> None:
    state = arrange(["wild roulette, blue 1", F[1], F[2], F[3]], "red 9",
                    deck="wild, wild draw10, green 2, yellow 3, yellow 4")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    assert to_act(state) == (1,)
    assert legal_moves(state, 1)[:4] == tuple(NameRouletteColor(1, c) for c in Color)
    state = apply_move(state, NameRouletteColor(1, Color.YELLOW))
    assert state.hands[1] == cards(f"{F[1]}, wild, wild draw10, green 2, yellow 3")
    assert (state.color, state.pile[-1], to_act(state)) == (
        Color.YELLOW, Card.parse("wild roulette"), (2,))


def test_om10_nobody_but_the_victim_names_the_color() -> None:
    state = arrange(["wild roulette, blue 1", F[1], F[2], F[3]], "red 9", deck="red 3")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    for seat in (0, 2, 3):
        with pytest.raises(IllegalMove, match="waits for seat 1"):
            apply_move(state, NameRouletteColor(seat, Color.RED))
    with pytest.raises(IllegalMove):
        apply_move(state, Draw(1))


# -- two players -----------------------------------------------------------------------


def test_two_players_the_roulette_victim_is_the_opponent_and_play_returns() -> None:
    state = arrange(["wild roulette, blue 1, blue 2", "green 1, green 2, green 3"], "red 9",
                    deck="yellow 1, red 1")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    assert to_act(state) == (1,)
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert state.hands[1][-2:] == cards("yellow 1, red 1")
    assert to_act(state) == (0,)


# -- running out of cards --------------------------------------------------------------


def test_deck_exhaustion_during_a_roulette_keeps_what_was_drawn_and_play_moves_on() -> None:
    state = crowd({0: "wild roulette, red 1", 1: "green 1, green 2"}, "green 9", 4,
                  deck="yellow 3", under="blue 4")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert Counter(state.hands[1]) == Counter(cards("green 1, green 2, yellow 3, blue 4, green 9"))
    assert state.color is Color.RED and state.deck == ()
    assert state.pile[-1] == Card.parse("wild roulette")
    assert to_act(state) == (2,)


# -- knock-outs -------------------------------------------------------------------------------


def test_the_roulette_victim_can_be_knocked_out_mid_draw() -> None:
    hand = ", ".join([BLUES, BLUES, "green 1, green 2"])
    assert len(cards(hand)) == 24
    state = arrange(["wild roulette, red 1, red 2", hand, "red 3, red 4", "red 5, red 6"],
                    "red 9", deck="yellow 1, yellow 2, red 7")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert state.eliminated == (False, True, False, False)
    assert state.deck[0] == Card.parse("yellow 2")
    assert (state.color, to_act(state)) == (Color.RED, (2,))


# -- OM21 knocked out mid-draw: the turn passes ----------------------------------------


def test_om21_a_roulette_victim_knocked_out_loses_the_turn_and_play_goes_on() -> None:
    hand = ", ".join([BLUES, BLUES, "green 1, green 2"])
    state = arrange(["wild roulette, red 1, red 2", hand, F[2], F[3]], "red 9",
                    deck="yellow 1, yellow 2, red 7")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert state.eliminated == (False, True, False, False)
    assert (state.color, state.pending, state.winners, to_act(state)) == (Color.RED, None, (), (2,))
    assert legal_moves(state, 2)


# -- OM11 seven and zero ---------------------------------------------------------------


def test_om11_seven_offers_every_other_player_still_in_or_keeping_the_hand() -> None:
    state = arrange(["red 7, blue 1, blue 2", F[1], [], F[3]], "red 9", eliminated=(2,),
                    rest="deck")
    state = apply_move(state, Play(0, Card.parse("red 7")))
    # Down to two cards, seat 0 may also call MERCY! (OM13).
    assert legal_moves(state, 0) == (SwapWith(0, 1), SwapWith(0, 3), KeepHand(0), CallMercy(0))
    for target in (0, 2, 7, -1):
        with pytest.raises(IllegalMove):
            apply_move(state, SwapWith(0, target))
    kept = apply_move(state, KeepHand(0))
    assert kept.hands[0] == cards("blue 1, blue 2") and to_act(kept) == (1,)


# -- OM20 cards set aside for a choice are in no hand ----------------------------------


def test_om20_a_drawn_wild_waiting_for_its_color_leaves_two_cards_and_a_mercy_call() -> None:
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


def test_om20_a_drawn_wild_waiting_for_its_color_is_not_on_the_25_card_meter() -> None:
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

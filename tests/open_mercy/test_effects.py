"""What a played card does (``effects.py``): draw cards (OM5), wilds and reverses (OM8),
skips (OM9), the 0 (OM11), the Discard All (OM12), and going out (OM15).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from cardtable import IllegalMove, Outcome
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Color,
    PickTop,
    Play,
    State,
    SwapWith,
    apply_move,
    legal_moves,
    outcome,
    to_act,
)
from tests.open_mercy.helpers import F, arrange, cards, everywhere

# -- OM5 stacking ----------------------------------------------------------------------


def test_om5_a_played_draw_card_adds_its_value_to_the_stack() -> None:
    state = arrange(["wild reverse-draw4, red 1", F[1], F[2], F[3]], "green draw4", stack=6)
    state = apply_move(state, Play(0, Card.parse("wild reverse-draw4"), Color.RED))
    assert (state.stack, state.direction, to_act(state)) == (10, -1, (3,))


# -- OM8 wilds and reverses ------------------------------------------------------------


def test_om8_wild_reverse_draw4_reverses_and_the_next_player_in_the_new_direction_faces_it() -> None:
    state = arrange(["wild reverse-draw4, blue 3", F[1], F[2], F[3]], "blue 5", turn=0)
    state = apply_move(state, Play(0, Card.parse("wild reverse-draw4"), Color.GREEN))
    assert (state.direction, state.stack, to_act(state), state.color) == (-1, 4, (3,), Color.GREEN)


def test_om8_with_two_players_the_opponent_faces_the_wild_reverse_draw4() -> None:
    state = arrange(["wild reverse-draw4, blue 3", F[1]], "blue 5")
    state = apply_move(state, Play(0, Card.parse("wild reverse-draw4"), Color.GREEN))
    assert (state.stack, to_act(state)) == (4, (1,))


def test_om8_reverse_turns_play_round() -> None:
    state = arrange([F[0], "red reverse, blue 1", F[2], F[3]], "red 9", turn=1)
    state = apply_move(state, Play(1, Card.parse("red reverse")))
    assert (state.direction, to_act(state)) == (-1, (0,))


def test_om8_with_two_players_reverse_acts_as_skip() -> None:
    state = arrange(["red reverse, blue 1", F[1]], "red 9")
    state = apply_move(state, Play(0, Card.parse("red reverse")))
    assert to_act(state) == (0,)


def test_om8_two_players_means_two_still_in_the_game_whatever_the_seats() -> None:
    two_left = arrange([[], "red reverse, blue 1", [], F[2], [], []], "red 9", turn=1,
                       eliminated=(0, 2, 4, 5), rest="deck")
    assert to_act(apply_move(two_left, Play(1, Card.parse("red reverse")))) == (1,)
    three_left = arrange([F[0], "red reverse, blue 1", [], F[2], [], []], "red 9", turn=1,
                         eliminated=(2, 4, 5), rest="deck")
    assert to_act(apply_move(three_left, Play(1, Card.parse("red reverse")))) == (0,)


# -- OM9 skips -------------------------------------------------------------------------


def test_om9_skip_the_next_player_loses_their_turn() -> None:
    state = arrange(["red skip, blue 1", F[1], F[2], F[3]], "red 9")
    assert to_act(apply_move(state, Play(0, Card.parse("red skip")))) == (2,)


def test_om9_skip_passes_over_eliminated_players() -> None:
    state = arrange(["red skip, blue 1", [], F[2], F[3]], "red 9", eliminated=(1,), rest="deck")
    assert to_act(apply_move(state, Play(0, Card.parse("red skip")))) == (3,)


def test_om9_skip_everyone_the_same_player_plays_again_even_with_two_players() -> None:
    state = arrange(["red skip-everyone, blue 1, red 4", F[1]], "red 9")
    state = apply_move(state, Play(0, Card.parse("red skip-everyone")))
    assert to_act(state) == (0,)


# -- OM11 seven and zero ---------------------------------------------------------------


def test_om11_zero_rotates_in_the_current_direction_among_players_still_in() -> None:
    hands: list[str | Iterable[Card]] = [
        "red 0, blue 1, blue 2", "green 1, green 2", [], "yellow 1, yellow 2, yellow 3"
    ]
    state = arrange(hands, "red 9", eliminated=(2,), direction=-1, rest="deck")
    state = apply_move(state, Play(0, Card.parse("red 0")))
    # Counter-clockwise: 0 -> 3 -> 1 -> 0, seat 2 being out.
    assert state.hands[3] == cards("blue 1, blue 2")
    assert state.hands[1] == cards("yellow 1, yellow 2, yellow 3")
    assert state.hands[0] == cards("green 1, green 2")
    assert state.hands[2] == ()
    assert to_act(state) == (3,)


# -- OM12 discard all ------------------------------------------------------------------


def test_om12_discard_all_goes_on_its_colour_or_on_another_discard_all() -> None:
    state = arrange(["blue discard-all, green discard-all, blue 1", F[1], F[2], F[3]],
                    "red discard-all", color=Color.RED)
    plays = [str(m.card) for m in legal_moves(state, 0) if isinstance(m, Play)]
    assert plays == ["blue discard-all", "green discard-all"]
    state = arrange(["blue discard-all, blue 1", F[1], F[2], F[3]], "red 4")
    assert [m for m in legal_moves(state, 0) if isinstance(m, Play)] == []


def test_om12_with_one_other_card_it_lands_on_top_and_fires() -> None:
    state = arrange(["green discard-all, green skip, red 1", F[1], F[2], F[3]], "green 4")
    state = apply_move(state, Play(0, Card.parse("green discard-all")))
    assert state.pending is None
    assert state.pile[-2:] == cards("green discard-all, green skip")
    assert (state.hands[0], to_act(state)) == (cards("red 1"), (2,))


def test_om12_with_no_other_card_it_is_an_ordinary_play() -> None:
    state = arrange(["green discard-all, red 1", F[1], F[2], F[3]], "green 4")
    state = apply_move(state, Play(0, Card.parse("green discard-all")))
    assert (state.pile[-1], state.hands[0], to_act(state)) == (
        Card.parse("green discard-all"), cards("red 1"), (1,))


def test_om12_the_picked_card_fires_as_if_just_played() -> None:
    hand = "blue discard-all, blue 7, blue 0, blue reverse, red 1, red 2"
    checks: tuple[tuple[str, Callable[[State], bool]], ...] = (
        ("blue 7", lambda s: s.pending is not None and s.pending.choice == "swap"),
        ("blue 0", lambda s: s.hands[1] == cards("red 1, red 2")),
        ("blue reverse", lambda s: s.direction == -1 and to_act(s) == (3,)),
    )
    for pick, check in checks:
        state = arrange([hand, F[1], F[2], F[3]], "blue 4")
        state = apply_move(state, Play(0, Card.parse("blue discard-all")))
        assert set(legal_moves(state, 0)) >= {PickTop(0, c) for c in cards("blue 7, blue 0")}
        with pytest.raises(IllegalMove, match="must put one of"):
            apply_move(state, PickTop(0, Card.parse("red 1")))
        after = apply_move(state, PickTop(0, Card.parse(pick)))
        assert after.pile[-1] == Card.parse(pick)
        assert check(after), pick
        assert everywhere(after) == everywhere(state)


def test_om12_emptying_the_hand_wins_at_once_without_a_call_and_fires_nothing() -> None:
    state = arrange(["green discard-all, green draw2, green 7", F[1], F[2], F[3]], "green 4")
    state = apply_move(state, Play(0, Card.parse("green discard-all")))
    assert state.winners == (0,)
    assert (state.stack, state.pending, state.hands[0]) == (0, None, ())
    assert legal_moves(state) == ()


# -- OM15 going out --------------------------------------------------------------------


def test_om15_going_out_wins_and_the_last_cards_effect_does_not_fire() -> None:
    for last in ("red 0", "red 7", "red draw2", "red skip", "wild draw10"):
        state = arrange([last, F[1], F[2], F[3]], "red 9")
        color = Color.BLUE if last.startswith("wild") else None
        state = apply_move(state, Play(0, Card.parse(last), color))
        assert outcome(state) == Outcome(winners=(0,), points=(1, 0, 0, 0)), last
        assert (state.stack, state.pending, state.hands[1]) == (0, None, cards(F[1]))
        assert legal_moves(state) == () and to_act(state) == ()


def test_om15_going_out_from_two_cards_uncalled_draws_two_and_the_turn_passes() -> None:
    # With two players a Skip gives the same player the next turn: one run, 2 -> 0.
    state = arrange(["red skip, wild draw6", F[1]], "red 9", deck="blue 1, blue 2, blue 3")
    state = apply_move(state, Play(0, Card.parse("red skip")))
    assert to_act(state) == (0,) and state.catchable == (0,)
    state = apply_move(state, Play(0, Card.parse("wild draw6"), Color.GREEN))
    assert outcome(state) is None
    assert state.hands[0] == cards("blue 1, blue 2")
    assert (state.pile[-1], state.color, state.stack) == (Card.parse("wild draw6"), Color.GREEN, 0)
    assert to_act(state) == (1,)


def test_om15_a_player_who_held_one_card_when_their_run_began_wins_without_a_call() -> None:
    state = arrange(["red 4", F[1], F[2], F[3]], "red 9")
    assert apply_move(state, Play(0, Card.parse("red 4"))).winners == (0,)


def test_om15_a_called_player_going_from_two_to_zero_in_one_run_wins() -> None:
    state = arrange(["red skip-everyone, red 4", F[1], F[2], F[3]], "red 9")
    state = apply_move(state, CallMercy(0))
    state = apply_move(state, Play(0, Card.parse("red skip-everyone")))
    state = apply_move(state, Play(0, Card.parse("red 4")))
    assert state.winners == (0,)


def test_om15_a_run_through_skip_everyone_from_two_cards_uncalled_is_penalised() -> None:
    state = arrange(["red skip-everyone, red 4", F[1], F[2], F[3]], "red 9",
                    deck="blue 1, blue 2")
    state = apply_move(state, Play(0, Card.parse("red skip-everyone")))
    state = apply_move(state, Play(0, Card.parse("red 4")))
    assert state.winners == ()
    assert state.hands[0] == cards("blue 1, blue 2")
    assert to_act(state) == (1,)


def test_om15_an_uncalled_last_draw_card_adds_nothing_and_a_live_stack_stays_for_the_next() -> None:
    state = arrange(["red draw2, green 4", F[1], F[2], F[3]], "blue draw2", stack=2,
                    deck="blue 1, blue 2")
    state = apply_move(state, Play(0, Card.parse("red draw2")))
    # The hand held 2 when the run began: playing to 1 is fine, stack grows.
    assert state.stack == 4
    lone = arrange(["red draw2", F[1], F[2], F[3]], "blue draw2", stack=2, run=2,
                   deck="blue 1, blue 2")
    after = apply_move(lone, Play(0, Card.parse("red draw2")))
    assert after.winners == ()
    assert (after.stack, after.pile[-1], to_act(after)) == (2, Card.parse("red draw2"), (1,))
    assert after.hands[0] == cards("blue 1, blue 2")


# -- two players -----------------------------------------------------------------------


def test_two_players_skip_and_reverse_give_the_same_player_another_turn() -> None:
    for card in ("red skip", "red reverse"):
        state = arrange([f"{card}, blue 1, blue 2", "green 1, green 2, green 3"], "red 9")
        assert to_act(apply_move(state, Play(0, Card.parse(card)))) == (0,), card


def test_two_players_wild_reverse_draw4_goes_to_the_opponent() -> None:
    state = arrange(["wild reverse-draw4, blue 1, blue 2", "green 1, green 2, green 3"], "red 9")
    state = apply_move(state, Play(0, Card.parse("wild reverse-draw4"), Color.BLUE))
    assert (to_act(state), state.stack) == ((1,), 4)


def test_two_players_a_seven_swaps_with_the_opponent_and_a_zero_exchanges_hands() -> None:
    state = arrange(["red 7, blue 1, blue 2", "green 1"], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 7")))
    assert [m for m in legal_moves(state, 0) if isinstance(m, SwapWith)] == [SwapWith(0, 1)]
    state = arrange(["red 0, blue 1, blue 2", "green 1, green 2, green 3"], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 0")))
    assert state.hands == (cards("green 1, green 2, green 3"), cards("blue 1, blue 2"))

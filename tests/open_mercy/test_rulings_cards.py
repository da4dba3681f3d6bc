"""RULINGS OM8-OM12: what each card does."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from cardtable import IllegalMove
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Color,
    Draw,
    KeepHand,
    NameRouletteColor,
    PickTop,
    Play,
    State,
    SwapWith,
    apply_move,
    legal_moves,
    to_act,
)
from tests.open_mercy.helpers import arrange, cards, everywhere

F = ("red 1, red 2, red 3", "red 4, red 5, red 6", "yellow 6, yellow 7, yellow 8",
     "green 6, green 7, green 8")


# -- OM8 wilds and reverses ---------------------------------------------------------


def test_om8_a_wild_must_name_a_colour_and_other_cards_name_none() -> None:
    state = arrange(["wild, blue 3, blue 4", F[1], F[2], F[3]], "blue 5")
    with pytest.raises(IllegalMove, match="name the next colour"):
        apply_move(state, Play(0, Card.parse("wild")))
    with pytest.raises(IllegalMove, match="names no colour"):
        apply_move(state, Play(0, Card.parse("blue 3"), Color.RED))
    after = apply_move(state, Play(0, Card.parse("wild"), Color.RED))
    assert after.color is Color.RED


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


# -- OM9 skips ------------------------------------------------------------------------


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


# -- OM10 colour roulette ---------------------------------------------------------------


def test_om10_the_roulette_player_names_no_colour() -> None:
    state = arrange(["wild roulette, blue 1", F[1], F[2], F[3]], "red 9", deck="red 3")
    with pytest.raises(IllegalMove, match="names no colour"):
        apply_move(state, Play(0, Card.parse("wild roulette"), Color.RED))
    assert [m for m in legal_moves(state, 0) if isinstance(m, Play)] == [
        Play(0, Card.parse("wild roulette"))
    ]


def test_om10_wilds_never_count_the_named_colour_becomes_current_the_roulette_stays_on_top() -> None:
    state = arrange(["wild roulette, blue 1", F[1], F[2], F[3]], "red 9",
                    deck="wild, wild draw10, green 2, yellow 3, yellow 4")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    assert to_act(state) == (1,)
    assert legal_moves(state, 1)[:4] == tuple(NameRouletteColor(1, c) for c in Color)
    state = apply_move(state, NameRouletteColor(1, Color.YELLOW))
    assert state.hands[1] == cards(f"{F[1]}, wild, wild draw10, green 2, yellow 3")
    assert (state.color, state.pile[-1], to_act(state)) == (
        Color.YELLOW, Card.parse("wild roulette"), (2,))


def test_om10_nobody_but_the_victim_names_the_colour() -> None:
    state = arrange(["wild roulette, blue 1", F[1], F[2], F[3]], "red 9", deck="red 3")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    for seat in (0, 2, 3):
        with pytest.raises(IllegalMove, match="waits for seat 1"):
            apply_move(state, NameRouletteColor(seat, Color.RED))
    with pytest.raises(IllegalMove):
        apply_move(state, Draw(1))


# -- OM11 seven and zero --------------------------------------------------------------------


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


# -- OM12 discard all -------------------------------------------------------------------------


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

"""RULINGS OM13-OM19: the MERCY call, catches, going out, the 25-card rule, the end,
host moves and conservation."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import IllegalMove, Outcome
from cardtable.chance import Chance
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    CloseCatchWindow,
    Color,
    Draw,
    KeepHand,
    Play,
    Rules,
    SwapWith,
    TimeOut,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)
from tests.open_mercy.helpers import arrange, cards, crowd, everywhere

F = ("red 1, red 2, red 3", "red 4, red 5, red 6", "yellow 6, yellow 7, yellow 8",
     "green 6, green 7, green 8")


# -- OM13 the MERCY call ---------------------------------------------------------------


def test_om13_a_player_with_one_or_two_cards_may_call_on_or_off_turn() -> None:
    state = arrange([F[0], "blue 1, blue 2", "green 1", F[3]], "red 9", catchable=(2,))
    assert CallMercy(1) in legal_moves(state, 1)
    assert CallMercy(2) in legal_moves(state, 2)
    assert CallMercy(0) not in legal_moves(state, 0)
    with pytest.raises(IllegalMove, match="2 or fewer"):
        apply_move(state, CallMercy(0))
    state = apply_move(state, CallMercy(1))
    assert state.called == (False, True, False, False)
    assert to_act(state) == (0,)
    with pytest.raises(IllegalMove, match="already called"):
        apply_move(state, CallMercy(1))


def test_om13_drawing_a_card_cancels_the_call() -> None:
    state = arrange([F[0], "blue 1, blue 2", F[2], F[3]], "red 9", turn=1, called=(1,),
                    deck="green 1, red 4")
    state = apply_move(state, Draw(1))
    assert state.called[1] is False


def test_om13_a_swap_cancels_both_calls_and_a_rotation_all_of_them() -> None:
    state = arrange(["red 7, blue 1, blue 2", "green 1, green 2", F[2], "yellow 1"], "red 9",
                    called=(1, 3))
    swapped = apply_move(apply_move(state, Play(0, Card.parse("red 7"))), SwapWith(0, 1))
    assert swapped.called == (False, False, False, True)
    state = arrange(["red 0, blue 1, blue 2", "green 1, green 2", F[2], "yellow 1"], "red 9",
                    called=(1, 3))
    rotated = apply_move(state, Play(0, Card.parse("red 0")))
    assert rotated.called == (False,) * 4


# -- OM14 catching -----------------------------------------------------------------------


def test_om14_every_other_player_still_in_may_catch_and_the_host_may_close_the_window() -> None:
    state = arrange([F[0], "blue 4, blue 7", F[2], [], F[3]], "blue 1", turn=1,
                    eliminated=(3,), rest="deck")
    state = apply_move(state, Play(1, Card.parse("blue 4")))
    catches = [m for m in legal_moves(state) if isinstance(m, Catch)]
    assert catches == [Catch(0, 1), Catch(2, 1), Catch(4, 1)]
    assert CloseCatchWindow(1) in legal_moves(state)
    assert CloseCatchWindow(1) not in legal_moves(state, 1)
    with pytest.raises(IllegalMove):
        apply_move(state, Catch(3, 1))
    with pytest.raises(IllegalMove):
        apply_move(state, Catch(1, 1))
    closed = apply_move(state, CloseCatchWindow(1))
    assert closed.catchable == ()
    with pytest.raises(IllegalMove, match="can be caught"):
        apply_move(closed, Catch(0, 1))


def test_om14_calling_or_a_change_of_hand_closes_the_window_and_only_the_first_catch_counts() -> None:
    state = arrange([F[0], "blue 4", F[2], F[3]], "blue 1", catchable=(1,), rest="deck")
    assert apply_move(state, CallMercy(1)).catchable == ()
    caught = apply_move(state, Catch(2, 1))
    assert len(caught.hands[1]) == 11
    with pytest.raises(IllegalMove):
        apply_move(caught, Catch(0, 1))
    swapped = arrange(["red 7, red 8, blue 9", "blue 4", F[2], F[3]], "red 1", catchable=(1,),
                      rest="deck")
    swapped = apply_move(apply_move(swapped, Play(0, Card.parse("red 7"))), SwapWith(0, 1))
    assert swapped.hands[1] == cards("red 8, blue 9")
    # Seat 1's window closed with the hand; seat 0 now sits on one card uncalled.
    assert swapped.catchable == (0,)


def test_om14_a_player_given_one_card_by_a_swap_or_rotation_is_catchable() -> None:
    state = arrange(["red 0, blue 1, blue 2", "green 1, green 2", F[2], "yellow 1"], "red 9",
                    called=(3,))
    rotated = apply_move(state, Play(0, Card.parse("red 0")))
    assert rotated.hands[0] == cards("yellow 1")
    assert rotated.catchable == (0,)


# -- OM15 going out ----------------------------------------------------------------------


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


# -- OM16 the 25-card rule -----------------------------------------------------------------


def test_om16_out_at_25_even_mid_draw_and_the_rest_of_the_draw_is_not_taken() -> None:
    hand = ", ".join(["blue 1", "blue 2", "blue 3", "blue 4"] * 2 + ["yellow 1", "yellow 2"] * 2
                     + ["blue 5", "blue 6", "blue 8", "blue 9"] * 2 + ["green 1", "green 2"])
    assert len(cards(hand)) == 22
    state = arrange([F[0], hand, F[2], F[3]], "red 7", turn=1,
                    deck="green 3, green 4, green 5, red 9, green 9")
    before = everywhere(state)
    state = apply_move(state, Draw(1))
    assert state.eliminated[1]
    assert state.deck[:2] == cards("red 9, green 9")
    assert state.pile[-1] == Card.parse("red 7") and state.color is Color.RED
    assert state.pile[-26:-1] == (*cards(hand), *cards("green 3, green 4, green 5"))
    assert to_act(state) == (2,)
    assert everywhere(state) == before


def test_om16_eliminated_players_are_skipped_are_no_swap_targets_and_keep_their_view() -> None:
    state = arrange(["red 7, red 8, red 9", [], F[2], F[3]], "red 1", eliminated=(1,),
                    rest="deck")
    after_seven = apply_move(state, Play(0, Card.parse("red 7")))
    assert SwapWith(0, 1) not in legal_moves(after_seven, 0)
    kept = apply_move(after_seven, KeepHand(0))
    assert to_act(kept) == (2,)
    seen = view(kept, 1)
    assert seen.hand == () and seen.eliminated[1] and seen.hand_sizes[1] == 0
    assert legal_moves(kept, 1) == ()


# -- OM17 the end --------------------------------------------------------------------------


def test_om17_the_last_player_left_in_wins() -> None:
    hand = ", ".join(["blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6"] * 2
                     + ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 9"] * 2)
    state = arrange(["red 4, red 5", hand, [], []], "red draw2", stack=2, turn=1,
                    eliminated=(2, 3), rest="deck")
    state = apply_move(state, Draw(1))
    assert outcome(state) == Outcome(winners=(0,), points=(1, 0, 0, 0))
    assert legal_moves(state) == () and to_act(state) == ()


def test_om17_a_stalled_table_ends_and_the_fewest_cards_win() -> None:
    """Seats 0 and 9 can play nothing from hand and each draws the one reverse under the
    top card and must play it back: play bounces 0 -> 9 -> 0 for ever and never reaches
    the others. After the stock has gone round twice and twice as many idle turns as
    players still in per stock card, the game is over (OM17, as this engine extends it)."""
    state = crowd({0: "blue 1, blue 2", 9: "green 1, green 2, green 3"}, "red reverse", 10,
                  under="yellow reverse")
    assert all(len(hand) < 25 for hand in state.hands)
    for turn in range(20):
        seat = to_act(state)[0]
        assert seat == (0, 9)[turn % 2]
        assert legal_moves(state, seat)[0] == Draw(seat)
        assert outcome(state) is None
        state = apply_move(state, Draw(seat))
    assert outcome(state) == Outcome(winners=(0,), points=(1,) + (0,) * 9)
    assert legal_moves(state) == ()


def test_om17_a_hand_that_travels_with_the_turn_stalls_once_every_player_has_held_it() -> None:
    """Each player in turn draws the green Skip Everyone, plays it, draws the green 0
    and plays it: the 0 passes the hand with nothing to play to the next player, whose
    turn it is. Once every player still in has had such a turn, the game is over."""
    state = crowd({0: "red 1, red 2"}, "green skip-everyone", 8, under="green 0")
    assert max(len(hand) for hand in state.hands) < 25
    seats: list[int] = []
    while outcome(state) is None and len(seats) < 40:
        seat = to_act(state)[0]
        seats.append(seat)
        assert not any(isinstance(m, Play) for m in legal_moves(state, seat))
        state = apply_move(state, Draw(seat))
    assert sorted(set(seats)) == list(range(8))
    result = outcome(state)
    assert result is not None and len(result.winners) == 1
    assert state.hands[result.winners[0]] == cards("red 1, red 2")


def test_om17_a_turn_with_a_play_in_hand_breaks_the_stall_count() -> None:
    state = crowd({0: "blue 1, blue 2", 9: "green 1, yellow 2"}, "red reverse", 10,
                  under="yellow reverse")
    for _ in range(20):
        seat = to_act(state)[0]
        plays = [m for m in legal_moves(state, seat) if isinstance(m, Play)]
        state = apply_move(state, Draw(seat) if not plays or not state.idle else plays[0])
        if outcome(state) is not None:
            break
    assert outcome(state) is None


def test_om17_outcome_points_are_one_for_the_winner_and_zero_for_everyone_else() -> None:
    state = arrange(["red 4", F[1], F[2], F[3]], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 4")))
    assert outcome(state) == Outcome(winners=(0,), points=(1, 0, 0, 0))


# -- OM18 host moves -----------------------------------------------------------------------


def test_om18_host_moves_are_listed_for_the_host_only_and_marked() -> None:
    state = arrange([F[0], "blue 4", F[2], F[3]], "blue 1", catchable=(1,), rest="deck")
    for seat in range(4):
        assert not any(move.by_host for move in legal_moves(state, seat))
    host = [move for move in legal_moves(state) if move.by_host]
    assert host == [CloseCatchWindow(1), TimeOut(0)]
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


# -- OM19 conservation -----------------------------------------------------------------------


def test_om19_all_168_cards_are_always_in_exactly_one_place() -> None:
    full = Counter(full_deck())
    for players in (2, 5, 20):
        state = new_game(Rules(players=players), seed=players)
        chance = Chance.from_seed(players)
        while outcome(state) is None:
            assert everywhere(state) == full
            move, chance = chance.choice(legal_moves(state))
            state = apply_move(state, move)
        assert everywhere(state) == full


def test_om14_a_catch_with_nothing_left_to_draw_still_closes_the_window() -> None:
    # Every card but seat 1's last one and the top of the pile is in seat 0's hand:
    # nothing can be drawn, so the caught player keeps one card, and the window closes.
    rest = Counter(full_deck())
    rest.subtract(cards("blue 4, blue 1"))
    state = arrange([list(rest.elements()), "blue 4"], "blue 1", catchable=(1,))
    assert state.deck == () and len(state.pile) == 1
    caught = apply_move(state, Catch(0, 1))
    assert caught.hands[1] == cards("blue 4")
    assert caught.catchable == ()
    assert Catch(0, 1) not in legal_moves(caught)
    with pytest.raises(IllegalMove, match="window is still open"):
        apply_move(caught, Catch(0, 1))

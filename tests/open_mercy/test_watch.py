"""What every move answers to (``watch.py``): the catch windows following the hands (OM14),
and the end of the game (OM17).
"""

from __future__ import annotations

import pytest

from cardtable import IllegalMove, Outcome
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    Draw,
    Play,
    SwapWith,
    apply_move,
    legal_moves,
    outcome,
    to_act,
)
from tests.open_mercy.helpers import F, arrange, cards, crowd

# -- OM14 catching ---------------------------------------------------------------------


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


# -- OM17 the end ----------------------------------------------------------------------


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

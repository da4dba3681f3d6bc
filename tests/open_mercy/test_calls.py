"""The MERCY! call (OM13) and the catch (OM14) (``calls.py``)."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import IllegalMove
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    CloseCatchWindow,
    Play,
    SwapWith,
    apply_move,
    full_deck,
    host_moves,
    legal_moves,
    to_act,
)
from tests.open_mercy.helpers import F, arrange, cards

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


def test_om13_a_swap_cancels_both_calls_and_a_rotation_all_of_them() -> None:
    state = arrange(["red 7, blue 1, blue 2", "green 1, green 2", F[2], "yellow 1"], "red 9",
                    called=(1, 3))
    swapped = apply_move(apply_move(state, Play(0, Card.parse("red 7"))), SwapWith(0, 1))
    assert swapped.called == (False, False, False, True)
    state = arrange(["red 0, blue 1, blue 2", "green 1, green 2", F[2], "yellow 1"], "red 9",
                    called=(1, 3))
    rotated = apply_move(state, Play(0, Card.parse("red 0")))
    assert rotated.called == (False,) * 4


# -- OM14 catching ---------------------------------------------------------------------


def test_om14_every_other_player_still_in_may_catch_and_the_host_may_close_the_window() -> None:
    state = arrange([F[0], "blue 4, blue 7", F[2], [], F[3]], "blue 1", turn=1,
                    eliminated=(3,), rest="deck")
    state = apply_move(state, Play(1, Card.parse("blue 4")))
    catches = [m for m in legal_moves(state) if isinstance(m, Catch)]
    assert catches == [Catch(0, 1), Catch(2, 1), Catch(4, 1)]
    assert CloseCatchWindow(1) in host_moves(state)
    assert CloseCatchWindow(1) not in legal_moves(state) and CloseCatchWindow(1) not in legal_moves(state, 1)
    with pytest.raises(IllegalMove):
        apply_move(state, Catch(3, 1))
    with pytest.raises(IllegalMove):
        apply_move(state, Catch(1, 1))
    closed = apply_move(state, CloseCatchWindow(1))
    assert closed.catchable == ()
    with pytest.raises(IllegalMove, match="can be caught"):
        apply_move(closed, Catch(0, 1))


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

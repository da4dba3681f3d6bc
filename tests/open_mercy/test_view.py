"""What a seat may know (``view.py``)."""

from __future__ import annotations

import pytest

from cardtable import records
from cardtable.open_mercy import (
    Card,
    Color,
    Draw,
    apply_move,
    to_act,
    view,
)
from tests.open_mercy.helpers import arrange


def test_views_show_own_hand_counts_and_public_table_only() -> None:
    state = arrange(["blue 1, blue 2, blue 3", "red 1, red 2", "green 1", "yellow 1, yellow 2"],
                    "blue 5", called=(1,), catchable=(2,), stack=0, rest="deck")
    seen = view(state, 0)
    assert seen.hand == state.hands[0]
    assert seen.hand_sizes == (3, 2, 1, 2)
    assert (seen.top, seen.color, seen.direction, seen.stack) == (Card.parse("blue 5"), Color.BLUE,
                                                                  1, 0)
    assert seen.called == (False, True, False, False) and seen.catchable == (2,)
    assert seen.deck_size == len(state.deck) and seen.limit == 25
    assert seen.to_act == (0,) and seen.pending is None and seen.winner is None
    spectator = view(state, None)
    assert spectator.hand == () and spectator.hand_sizes == seen.hand_sizes
    data = records.view_to_dict(seen)
    assert data["top"] == "blue 5" and data["hand"] == ["blue 1", "blue 2", "blue 3"]
    assert "YOUR TURN" in str(seen) and "3/25" in str(seen)
    with pytest.raises(ValueError):
        view(state, 4)


def test_a_drawn_wild_waiting_for_its_colour_shows_only_to_its_owner() -> None:
    state = arrange(["red 1, red 2", "yellow 1, yellow 2", "green 1, green 2", "red 3, red 4"],
                    "blue 5", deck="wild draw10")
    state = apply_move(state, Draw(0))
    assert view(state, 0).pending.cards == (Card.parse("wild draw10"),)  # type: ignore[union-attr]
    for seat in (1, 2, 3, None):
        pending = view(state, seat).pending
        assert pending is not None
        assert (pending.choice, pending.player, pending.cards) == ("color", 0, ())
    assert to_act(state) == (0,)

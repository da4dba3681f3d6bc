"""The state (``state.py``): its fields, its one-line ``repr`` and its picture of the table."""

from __future__ import annotations

from cardtable.open_mercy import (
    Rules,
    State,
    new_game,
)


def test_state_fields_keep_their_names_and_order() -> None:
    """Records and callers read these fields; their order is the constructor's: what the
    core keeps for every game (``GameState``) first, then Open Mercy's own."""
    import inspect


    assert list(inspect.signature(State).parameters) == [
        "origin", "log", "chance", "events", "history", "hands", "deck", "pile", "color",
        "direction", "turn", "stack", "pending", "called", "catchable", "eliminated", "run", "idle",
        "idle_turns", "idle_shuffles", "winners", "to_act", "phase",
    ]


def test_state_repr_is_one_line_and_str_pictures_the_table() -> None:
    state = new_game(Rules(players=3), seed=2)
    assert "\n" not in repr(state) and repr(state).startswith("<open-mercy 3 players")
    picture = str(state)
    assert "seat 2 (7/25)" in picture and str(state.pile[-1]) in picture

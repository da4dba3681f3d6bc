"""The planes of an observation: each states the most it holds, finite and at least 1, and
a count written past it saturates there."""

from __future__ import annotations

import math

import pytest

from cardtable.core.history_planes import card_index, history_planes
from cardtable.core.planes import CAP, Layout, Sheet
from tests.highcard import full_deck


def test_a_plane_without_a_most_holds_0s_and_1s_and_a_count_plane_its_own() -> None:
    layout = Layout((("seat", 2), ("units", 2, 30), ("table", 3, (5, 2, CAP))))
    assert layout.highs == (1.0, 1.0, 30.0, 30.0, 5.0, 2.0, float(CAP))
    assert layout.segments == (("seat", 2), ("units", 2), ("table", 3))
    assert layout.size == len(layout.highs) == 7


@pytest.mark.parametrize(
    ("plane", "words"),
    [
        (("units", 2, 0), "finite and at least 1, not 0"),
        (("units", 2, math.inf), "finite and at least 1, not inf"),
        (("units", 2, -3), "finite and at least 1"),
        (("table", 3, (5, 2)), "3 entries but 2 highest values"),
        (("units", 2, "many"), "no highest value"),
        (("units", 2, (1, "x")), "no highest value"),
    ],
)
def test_a_plane_s_most_must_be_finite_and_at_least_1_in_every_entry(
    plane: tuple[object, ...], words: str
) -> None:
    with pytest.raises(ValueError, match=words):
        Layout((plane,))  # type: ignore[arg-type]  # the wrong values are the test


def test_a_count_past_its_plane_s_most_saturates_in_the_vector_not_in_the_raw_sheet() -> None:
    sheet = Sheet(Layout((("flags", 2), ("counts", 2, 3))))
    sheet.counts("flags", (1, 1))
    sheet.counts_by_seat("counts", (7, 2))
    assert sheet.raw() == [0.0, 2.0, 7.0, 2.0]
    assert sheet.values() == [0.0, 1.0, 3.0, 2.0]


def test_the_history_planes_carry_the_game_s_bounds_and_a_card_plane_the_deck_s_copies() -> None:
    cards = card_index(full_deck())
    assert set(cards.copies) == {1} and len(cards.copies) == cards.size
    layout = Layout(history_planes((), 2, cards, told=4, named=2))
    assert set(layout.plane(layout.highs, "told_cards")) == {2.0}
    assert set(layout.plane(layout.highs, "recent")) == {1.0}

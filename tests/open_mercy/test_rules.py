"""Open Mercy's options (``rules.py``): the number of seats (OM1) and the stacking mode (OM5)."""

from __future__ import annotations

import pytest

from cardtable.open_mercy import (
    Rules,
)

# -- OM1 the players and the deal ------------------------------------------------------


def test_om1_two_to_twenty_players() -> None:
    assert Rules(players=2).players == 2 and Rules(players=20).players == 20
    for players in (1, 21):
        with pytest.raises(ValueError, match="players"):
            Rules(players=players)


def test_rules_refuse_unknown_stacking_modes() -> None:
    for mode in ("official", "house", "casual"):
        assert Rules(stacking=mode).stacking == mode
    with pytest.raises(ValueError, match="stacking"):
        Rules(stacking="loose")  # type: ignore[arg-type]

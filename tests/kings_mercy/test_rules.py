"""King's Mercy's rules options: seats and units (KM1)."""

from __future__ import annotations

import pytest

from cardtable import kings_mercy as km


def test_km1_three_to_six_players_with_equal_starting_units() -> None:
    for players in range(3, 7):
        state = km.new_game(km.Rules(players=players, starting_units=7), seed=players)
        assert len(state.units) == players
        assert sum(state.units) + state.pot == 7 * players
    for players in (2, 7):
        with pytest.raises(ValueError, match="players must be 3 to 6"):
            km.Rules(players=players)
    with pytest.raises(ValueError, match="starting_units"):
        km.Rules(starting_units=-3)
    with pytest.raises(ValueError, match="max_hands"):
        km.Rules(max_hands=0)
    with pytest.raises(ValueError, match="fool_display"):
        km.Rules(fool_display="queen")  # type: ignore[arg-type]

"""The ladder's progress (OM23) and Today's deal (OM24), as pure values."""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

import pytest

from cardtable import open_mercy as om
from cardtable.agents import Agent, Searcher, play_from
from cardtable.open_mercy.bots import heuristic
from cardtable.open_mercy.bots.ladder import LADDER, Ladder, daily_deal, daily_seed, daily_terminator


def test_om23_the_ladder_runs_scrap_to_terminator() -> None:
    assert LADDER == ("scrap", "pilot", "vera", "rook", "marla", "kobra", "zenith", "terminator")


def test_om23_the_opponent_is_the_first_bot_not_yet_beaten_and_a_win_unlocks_the_next() -> None:
    ladder = Ladder()
    assert (ladder.beaten, ladder.opponent, ladder.complete) == ((), "scrap", False)
    for index, name in enumerate(LADDER):
        assert ladder.opponent == name
        assert ladder.record(won=False) == ladder  # a loss changes nothing
        ladder = ladder.record(won=True)
        assert ladder.beaten == LADDER[: index + 1]
    assert ladder.complete and ladder.opponent == "terminator"
    assert ladder.record(won=True) == ladder == ladder.record(won=False)


def test_om23_ladder_progress_is_a_frozen_value() -> None:
    ladder = Ladder(("scrap",))
    with pytest.raises(AttributeError):
        ladder.beaten = ()  # type: ignore[misc]
    assert ladder == Ladder(["scrap"]) and hash(ladder) == hash(Ladder(("scrap",)))


def test_om23_ladder_progress_round_trips_through_json_data() -> None:
    for count in range(len(LADDER) + 1):
        ladder = Ladder(LADDER[:count])
        assert Ladder.from_dict(ladder.to_dict()) == ladder
    assert Ladder(("scrap", "pilot")).to_dict() == {"beaten": ["scrap", "pilot"]}


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "scrap",
        {},
        {"beaten": "scrap"},
        {"beaten": ("scrap",)},
        {"beaten": ["pilot"]},
        {"beaten": ["scrap", "scrap"]},
        {"beaten": ["Scrap"]},
        {"beaten": [1]},
        {"beaten": [*LADDER, "terminator"]},
        {"beaten": [], "opponent": "scrap"},
    ],
)
def test_om23_ladder_data_is_read_strictly(data: Any) -> None:
    with pytest.raises(ValueError):
        Ladder.from_dict(data)


@pytest.mark.parametrize("won", [1, 0, None, "yes"])
def test_om23_a_result_is_true_or_false(won: Any) -> None:
    with pytest.raises(ValueError):
        Ladder().record(won)


def test_om24_the_days_deal_is_two_players_official_stacking() -> None:
    state = daily_deal("2026-12-01")
    assert state.origin.rules == om.Rules(players=2, stacking="official")
    assert om.to_act(state) in ((0,), (1,))  # the opening card may skip seat 0 (OM3)


def test_om24_the_seed_is_the_first_eight_bytes_of_the_dates_sha256() -> None:
    digest = hashlib.sha256(b"2026-12-01").digest()
    assert daily_seed("2026-12-01") == int.from_bytes(digest[:8], "big")
    assert daily_deal("2026-12-01") == om.new_game(
        om.Rules(players=2), seed=int.from_bytes(digest[:8], "big")
    )


def test_om24_the_same_day_gives_equal_states_and_other_days_other_deals() -> None:
    day = datetime.date(2026, 12, 1)
    assert daily_deal(day) == daily_deal("2026-12-01") == daily_deal(day)
    hands = {daily_deal(day + datetime.timedelta(days=n)).hands for n in range(30)}
    assert len(hands) == 30


@pytest.mark.parametrize(
    "date",
    [
        "2026-13-01",
        "2026-02-30",
        "2026-1-1",
        "20261201",
        " 2026-12-01",
        "2026-12-01T00:00",
        datetime.datetime(2026, 12, 1),
        20261201,
        None,
        b"2026-12-01",
    ],
)
def test_om24_a_day_is_a_date_or_its_iso_text(date: Any) -> None:
    with pytest.raises(ValueError):
        daily_deal(date)
    with pytest.raises(ValueError):
        daily_terminator(date)


def _moves(date: str, count: int) -> list[Any]:
    agents: list[Agent | Searcher] = [heuristic(), daily_terminator(date)]
    made = []
    for move, _ in play_from(om, agents, daily_deal(date)):
        made.append(move)
        if len(made) == count:
            break
    return made


def test_om24_the_whole_game_is_a_function_of_the_day_and_the_humans_moves() -> None:
    assert type(daily_terminator("2026-12-01")).__name__ == "Lookahead"
    assert _moves("2026-12-01", 12) == _moves("2026-12-01", 12)

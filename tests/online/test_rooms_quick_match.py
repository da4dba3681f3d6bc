"""Quick match (OM26): the 60-second countdown, 5 off per join, the 10-second floor, 5 when
full, WAIT LONGER once, and starting again at 60 with fewer than 2."""

from __future__ import annotations

import pytest

from cardtable.online.rooms import (
    MAX_PLAYERS,
    Room,
    RoomError,
    add_bot,
    create_room,
    game_seed,
    join,
    leave,
    next_deadline,
    quick_match,
    start,
    tick,
    wait_longer,
)
from cardtable.open_mercy import Rules, new_game
from tests.online.rooms_helpers import people


def filled(count: int, *, at: float = 0.0, seed: int = 3) -> Room:
    """A quick match created at ``at`` that ``count`` people join at once."""
    room = quick_match(seed=seed, now=at)
    for name in people(count):
        room = join(room, name, at)
    return room


def test_om26_quick_match_is_public_official_and_has_no_host() -> None:
    room = filled(3)
    assert (room.public, room.stacking, room.host, room.phase) == (True, "official", None, "waiting")
    with pytest.raises(RoomError, match="starts by itself"):
        start(room, "Priya", 1.0)


def test_om26_quick_match_counts_down_60_seconds() -> None:
    room = join(quick_match(seed=3, now=100.0), "Priya", 100.0)
    assert room.deadline == next_deadline(room) == 160.0
    room = join(room, "Marcus", 155.0)  # 5 seconds left: the floor takes nothing off
    assert room.deadline == 160.0
    assert tick(room, 159.999) is room
    started = tick(room, 160.0)
    assert started.phase == "playing" and started.seats == ("Priya", "Marcus")
    assert started.game == new_game(Rules(players=2), seed=game_seed(3, 1))
    assert started.deadline is None and started.waiting_since == 160.0


def test_om26_each_join_after_the_first_takes_5_seconds_off() -> None:
    room = quick_match(seed=3, now=0.0)
    deadlines = []
    for name in people(5):
        room = join(room, name, 0.0)
        deadlines.append(room.deadline)
    assert deadlines == [60.0, 55.0, 50.0, 45.0, 40.0]
    # Off the time left: at 20 s, 20 left become 15.
    assert join(room, "Late", 20.0).deadline == 20.0 + 15.0
    # Bots are players too.
    assert add_bot(room, "Priya", "scrap", 0.0).deadline == 35.0


def test_om26_each_join_never_takes_the_time_left_below_10_seconds() -> None:
    room = filled(11)  # 60 - 10 * 5 = 10 seconds left
    assert room.deadline == 10.0
    assert join(room, "Late", 0.0).deadline == 10.0
    twelve = join(filled(2), "Late", 43.0)  # 12 seconds left: 10, not 7
    assert twelve.deadline == 43.0 + 10.0
    eight = join(filled(2), "Late", 47.0)  # 8 seconds left already: stays 8, never more
    assert eight.deadline == 55.0


def test_om26_a_full_room_starts_in_5_seconds() -> None:
    room = filled(MAX_PLAYERS - 1)
    assert room.deadline == 10.0
    full = join(room, "Last", 2.0)  # 8 seconds left become 5
    assert full.deadline == 7.0
    assert tick(full, 6.9) is full
    started = tick(full, 7.0)
    assert started.phase == "playing" and len(started.seats) == 20
    late = join(filled(MAX_PLAYERS - 1), "Last", 8.0)  # 2 seconds left stay 2
    assert late.deadline == 10.0
    with pytest.raises(RoomError, match=r"^Game is full$"):
        join(full, "One more", 3.0)


def test_om26_wait_longer_adds_60_seconds_once_per_room() -> None:
    room = filled(2)
    assert room.deadline == 55.0
    longer = wait_longer(room, "Marcus", 10.0)
    assert longer.deadline == 115.0 and longer.waited_longer
    with pytest.raises(RoomError, match="already waited longer"):
        wait_longer(longer, "Priya", 11.0)
    with pytest.raises(RoomError, match="not in this room"):
        wait_longer(room, "Stranger", 11.0)
    with pytest.raises(RoomError, match="Only a quick match"):
        wait_longer(create_room("Ana", seed=1, now=0.0), "Ana", 1.0)
    with pytest.raises(RoomError, match="already started"):
        wait_longer(tick(room, 55.0), "Priya", 56.0)
    # Once per room: also after a restart of the countdown.
    lone = wait_longer(join(quick_match(seed=4, now=0.0), "Priya", 0.0), "Priya", 0.0)
    restarted = tick(lone, 120.0)
    assert restarted.deadline == 180.0
    with pytest.raises(RoomError, match="already waited longer"):
        wait_longer(restarted, "Priya", 121.0)


def test_om26_fewer_than_2_players_when_time_runs_out_restarts_the_countdown_at_60() -> None:
    room = filled(1)
    again = tick(room, 60.0)
    assert (again.phase, again.deadline) == ("waiting", 120.0)
    # Several countdowns at once, each at its own time.
    assert tick(room, 250.0).deadline == 300.0
    empty = quick_match(seed=3, now=0.0)
    assert tick(empty, 60.0).deadline == 120.0
    # The second player joins in the new countdown: it starts at its end.
    two = join(again, "Marcus", 61.0)
    assert two.deadline == 115.0 and tick(two, 115.0).phase == "playing"


def test_om26_the_countdown_keeps_running_as_people_leave_and_the_last_one_out_closes_it() -> None:
    room = filled(3)
    assert room.deadline == 50.0
    room = leave(room, "Jo", 5.0)  # type: ignore[assignment]
    assert room.deadline == 50.0
    room = leave(room, "Marcus", 6.0)  # type: ignore[assignment]
    assert room.deadline == 50.0 and tick(room, 50.0).deadline == 110.0
    assert leave(room, "Priya", 7.0) is None


def test_om26_a_join_meets_the_room_as_it_stands_then() -> None:
    room = filled(2)
    with pytest.raises(RoomError, match="already started"):
        join(room, "Late", 55.0)  # the countdown ran out first
    assert join(room, "Early", 54.9).deadline == 55.0


def test_om26_anyone_in_a_quick_match_may_seat_a_bot() -> None:
    room = add_bot(filled(2), "Marcus", "vera", 1.0)
    assert room.bots == (("Vera (bot)", "vera"),)
    with pytest.raises(RoomError, match="not in this room"):
        add_bot(room, "Vera (bot)x", "vera", 1.0)

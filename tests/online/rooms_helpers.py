"""Rooms for the room tests: people in a room, and a room whose game is a set-up table."""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.online.rooms import Room, create_room, disconnect, join, start
from cardtable.open_mercy import State

NAMES = ("Priya", "Marcus", "Jo", "Sam", "Lee", "Ana", "Bo", "Cy", "Dee", "Eli")


def people(count: int) -> tuple[str, ...]:
    """``count`` distinct names, the seed's players first."""
    return tuple(NAMES[at] if at < len(NAMES) else f"Player {at}" for at in range(count))


def private(count: int, *, seed: int = 1, now: float = 0.0, stacking: str = "official") -> Room:
    """A waiting private room with ``count`` people in, the first the host."""
    names = people(count)
    room = create_room(names[0], seed=seed, now=now, stacking=stacking)
    for name in names[1:]:
        room = join(room, name, now)
    return room


def playing(count: int, *, seed: int = 1, now: float = 0.0) -> Room:
    """A private room whose game started at ``now``."""
    room = private(count, seed=seed, now=now)
    return start(room, room.members[0], now)


def seated(state: State, now: float = 0.0) -> Room:
    """A room playing ``state`` (a set-up table), its clocks started at ``now``."""
    room = playing(len(state.hands), now=now)
    windows = tuple((seat, now) for seat in state.catchable)
    return attrs.evolve(room, game=state, windows=windows, waiting_since=now)


def all_away(room: Room, now: float) -> Room:
    """The room once every person in it disconnected at ``now`` (bots are never away)."""
    robots = dict(room.bots)
    for name in room.members:
        if name not in robots:
            room = disconnect(room, name, now)
    return room


def dealt(room: Room) -> Any:
    """The game dealt in ``room`` (of any game), which a test expects there."""
    assert room.game is not None
    return room.game

"""Who sits where: bots as members, the seat of a member, the seats bots play.

A bot is a member named like ``"Kobra (bot)"`` whose bot (``"kobra"``, one of
``cardtable.bots.names`` of the room's game) is in ``Room.bots``. A room never plays
a bot's moves itself: the server makes the bot, asks it, and plays its answer
through ``table.move`` under the bot member's name.
"""

from __future__ import annotations

import attrs

from cardtable.bots.registry import best, names
from cardtable.online.rooms.lobby import arrive, entering
from cardtable.online.rooms.room import (
    BOT_MARK,
    MAX_PLAYERS,
    NAME_LENGTH,
    Room,
    RoomError,
    member_argument,
    room_argument,
)

__all__ = ["add_bot", "bot_seats", "seat_of"]


def add_bot(room: Room, name: str, bot: str | None, now: float) -> Room:
    """``name`` (the host; any member of a quick match) seats the bot ``bot`` as a member;
    ``None`` seats the game's strongest (``cardtable.bots.best``), the default opponent.

    >>> from cardtable.online.rooms import create_room
    >>> room = add_bot(add_bot(create_room("Ana", seed=1, now=0.0), "Ana", "kobra", 1.0), "Ana", "kobra", 2.0)
    >>> room.members, room.bots
    (('Ana', 'Kobra (bot)', 'Kobra 2 (bot)'), (('Kobra (bot)', 'kobra'), ('Kobra 2 (bot)', 'kobra')))
    >>> add_bot(room, "Ana", None, 3.0).bots[-1][1] == best("open-mercy")
    True
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    if not room.public and name != room.host:
        raise RoomError("Only the host can seat a bot")
    if bot is None:
        bot = best(room.table)
    known = names(room.table)
    if type(bot) is not str or bot not in known:
        raise RoomError(f"There is no bot called {_shown(bot)}; the bots are {', '.join(known)}")
    member = _bot_member(room, bot)
    room = arrive(room, member, when)
    return attrs.evolve(room, bots=(*room.bots, (member, bot)))


def _shown(value: object) -> str:
    return repr(value[:NAME_LENGTH]) if isinstance(value, str) else "like that"


def _bot_member(room: Room, bot: str) -> str:
    """The first free name of ``Kobra (bot)``, ``Kobra 2 (bot)``, ``Kobra 3 (bot)``, ..."""
    title = bot.capitalize()
    for number in range(1, MAX_PLAYERS + 2):
        member = f"{title}{'' if number == 1 else f' {number}'}{BOT_MARK}"
        if member not in room.members:
            return member
    raise RoomError("Game is full")


def seat_of(room: Room, name: str) -> int | None:
    """The seat ``name`` has in the game in progress or just ended (kept after leaving, OM27),
    or None.

    >>> from cardtable.online.rooms import create_room, join, start
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 1.0), "Ana", 2.0)
    >>> seat_of(room, "Bo"), seat_of(room, "Cy")
    (1, None)
    """
    room = room_argument(room)
    if type(name) is not str or room.game is None or name not in room.seats:
        return None
    return room.seats.index(name)


def bot_seats(room: Room) -> tuple[tuple[int, str], ...]:
    """``(seat, bot)`` for every seat of the game that a bot member plays.

    >>> from cardtable.online.rooms import create_room, start
    >>> room = start(add_bot(create_room("Ana", seed=1, now=0.0), "Ana", "scrap", 1.0), "Ana", 2.0)
    >>> bot_seats(room)
    ((1, 'scrap'),)
    """
    room = room_argument(room)
    if room.game is None:
        return ()
    playing = dict(room.bots)
    return tuple((seat, playing[member]) for seat, member in enumerate(room.seats) if member in playing)

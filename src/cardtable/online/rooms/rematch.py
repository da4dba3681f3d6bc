"""After a game and instead of one: REMATCH (OM27) and PLAY VS BOT INSTEAD (OM23).

When a room's game is over the host may deal a rematch: a new game in the same
room with the members still there (bots included), seated in joining order, its
seed ``game_seed(room.seed, number)`` for the room's game number. Everyone else
may go back to the lobby (``leave``). A quick match has no host, so no rematch:
its players go back to the lobby and find another.
"""

from __future__ import annotations

import hashlib

from cardtable.online.rooms.deal import deal
from cardtable.online.rooms.games import OPEN_MERCY, fewest_seats
from cardtable.online.rooms.lobby import entering, leave
from cardtable.online.rooms.open_mercy import LADDER_RULES, Ladder, State, new_game
from cardtable.online.rooms.room import Room, RoomError, member_argument

__all__ = ["play_vs_bot_instead", "rematch"]


def rematch(room: Room, name: str, now: float) -> Room:
    """The host deals a new game in the same room once the game is over (OM27): the same
    game and rules, a new deal.

    >>> from cardtable.online.rooms import create_room, disconnect, join, leave, reconnect, start, tick
    >>> room = start(join(join(create_room("Ana", seed=1, now=0.0), "Bo", 0.0), "Cy", 0.0), "Ana", 0.0)
    >>> for name in room.members:
    ...     room = disconnect(room, name, 0.0)
    >>> room = tick(room, 10_000.0)  # everyone away: the clock plays every seat to the end
    >>> room = reconnect(reconnect(room, "Ana", 10_000.0), "Cy", 10_000.0)
    >>> room = rematch(leave(room, "Bo", 10_000.0), "Ana", 10_000.0)
    >>> room.phase, room.seats, room.games
    ('playing', ('Ana', 'Cy'), 2)
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    if room.phase != "over":
        raise RoomError("A rematch is dealt when the game is over")
    if name != room.host:
        raise RoomError("Only the host can deal a rematch")
    if len(room.members) < fewest_seats(room):
        raise RoomError(f"You need at least {fewest_seats(room)} players for a rematch")
    return deal(room, when)


def play_vs_bot_instead(room: Room, name: str, ladder: Ladder, now: float) -> tuple[Room | None, State, str]:
    """``name`` leaves a waiting room to play the ladder's next bot instead (OM23).

    Returns the room after they left (None if it closed), the ladder game to start
    (two players, ``official``, the person at seat 0) and the bot to play (a name
    in ``cardtable.bots``). The deal's seed comes from the room's seed, the name and
    the time (SHA-256 under a fixed prefix): the same call gives the same deal.

    >>> from cardtable.online.rooms import create_room
    >>> room, game, bot = play_vs_bot_instead(create_room("Ana", seed=1, now=0.0), "Ana", Ladder(), 5.0)
    >>> room, len(game.hands), bot
    (None, 2, 'scrap')
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    if type(ladder) is not Ladder:
        raise RoomError("That is not a ladder")
    if room.table != OPEN_MERCY:
        raise RoomError("PLAY VS BOT INSTEAD is Open Mercy's: this room plays another game")
    if room.phase != "waiting":
        raise RoomError("PLAY VS BOT INSTEAD is for the waiting room")
    text = f"cardtable open-mercy room vs-bot {room.seed} {name} {when!r}"
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
    return leave(room, name, when), new_game(LADDER_RULES, seed=seed), ladder.opponent

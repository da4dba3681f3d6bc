"""The game in a room: a member's moves and a member's view.

A member plays only for their own seat: a move naming another seat, or a host
move (the room's clock makes those, ``clock.py``), is refused with
``IllegalMove``, as is anything the game does not allow now. A refusal leaves
the room as it was (the caller keeps the old value).
"""

from __future__ import annotations

from typing import Any

from cardtable.core.moves import SeatMove
from cardtable.game import IllegalMove
from cardtable.games import GAMES
from cardtable.online.rooms.clock import after_move
from cardtable.online.rooms.lobby import entering
from cardtable.online.rooms.room import Room, RoomError, member_argument, room_argument
from cardtable.online.rooms.seating import seat_of

__all__ = ["move", "view"]


def move(room: Room, name: str, move: SeatMove, now: float) -> Room:
    """``name`` plays ``move`` for their own seat at ``now``.

    ``RoomError`` when they are not a member, have no seat or there is no game in
    progress, or ``move`` is not a move of the room's game; ``IllegalMove`` when it names
    another seat, is a host move, or the game refuses it.

    >>> from cardtable.open_mercy import Draw
    >>> from cardtable.online.rooms import create_room, join, start
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 1.0), "Ana", 2.0)
    >>> len(move(room, "Ana", Draw(0), 3.0).game.log)
    1
    >>> move(room, "Bo", Draw(0), 3.0)
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot play a move for seat 0
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    game = room.game
    if game is None:
        raise RoomError("The game has not started")
    if room.phase == "over":
        raise RoomError("The game is over")
    seat = seat_of(room, name)
    if seat is None:
        raise RoomError("You have no seat in this game")
    played = GAMES[room.table]
    if not isinstance(move, played.MOVES) or not isinstance(move, SeatMove):
        raise RoomError(f"That is not a move of {played.FACTS.title}")
    if move.by_host:
        raise IllegalMove("the room's clock makes the host's moves, not a player")
    if not _names_seat(move.player, seat):
        raise IllegalMove(f"seat {seat} cannot play a move for {_seat(move.player)}")
    return after_move(room, game, played.apply_move(game, move), move, when)


def _names_seat(player: object, seat: int) -> bool:
    """Whether a move's ``player`` is ``seat`` (an ``int`` subclass reads as its number, C8)."""
    return isinstance(player, int) and not isinstance(player, bool) and int.__int__(player) == seat


def _seat(player: object) -> str:
    if isinstance(player, int) and not isinstance(player, bool):
        return f"seat {int.__int__(player)}"
    return "another seat"


def view(room: Room, name: str) -> Any:
    """What ``name`` may see of the game: their seat's view, or a spectator's for a
    member with no seat; ``RoomError`` before the first game.

    >>> from cardtable.online.rooms import create_room, join, start
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 1.0), "Ana", 2.0)
    >>> seen = view(room, "Bo")
    >>> seen.player, len(seen.hand), seen.hand_sizes
    (1, 7, (7, 7))
    """
    room = room_argument(room)
    name = member_argument(room, name)
    if room.game is None:
        raise RoomError("The game has not started")
    return GAMES[room.table].view(room.game, seat_of(room, name))

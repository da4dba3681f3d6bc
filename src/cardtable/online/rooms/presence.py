"""Who is away: a member whose connection is gone, until they come back (OM18, OM27).

The seed: "There is no turn timer, so you can think. If someone disconnects on
their turn, the game waits 20 seconds and then draws for them." A room cannot see
connections (they are the server's), so the server tells it: ``disconnect`` when a
member's connection closes, ``reconnect`` when they rejoin. The clock (``clock.py``)
times out only the seat of a member who is away.

Choices where the rulings are silent:

- Both are idempotent, so the server may call them on every close and every
  rejoin without keeping count: ``disconnect`` of a member already away keeps
  the moment they first went (a second close does not restart their 20 seconds);
  ``reconnect`` of a member who is there changes nothing.
- A bot is never away: ``disconnect`` of a bot is refused, ``reconnect`` of one
  changes nothing. A name that is not a member's is refused by both, a member
  who left the game in progress too: they are away for good (OM27).
- Any phase will do: a member away in the waiting room is still away when the
  game is dealt, and their seat is timed out 20 seconds into its first wait.
- Only these two change who is away (and ``leave``): a move from a member who is
  away is played as usual and does not bring them back.
"""

from __future__ import annotations

import attrs

from cardtable.online.rooms.lobby import entering
from cardtable.online.rooms.room import Room, RoomError, member_argument

__all__ = ["disconnect", "reconnect"]


def disconnect(room: Room, name: str, now: float) -> Room:
    """``name``'s connection is gone at ``now``: they are away until they ``reconnect``.

    When the game waits on their seat, the clock draws for them 20 seconds after the
    later of the moment it began waiting and ``now`` (OM18). Already away: the room
    as it stands (they stay away since they first went).

    >>> from cardtable.online.rooms import create_room, join, next_deadline, start
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 0.0), "Ana", 0.0)
    >>> gone = disconnect(room, "Ana", 30.0)
    >>> gone.away, next_deadline(gone)
    ((('Ana', 30.0),), 50.0)
    >>> disconnect(gone, "Ana", 40.0) is gone
    True
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    if name in dict(room.bots):
        raise RoomError("A bot is never away")
    if any(member == name for member, _ in room.away):
        return room
    return attrs.evolve(room, away=(*room.away, (name, when)), updated=when)


def reconnect(room: Room, name: str, now: float) -> Room:
    """``name`` is back at ``now``: the clock of their seat stops (no turn timer for a
    player who is there). There already: the room as it stands.

    >>> from cardtable.online.rooms import create_room, join, next_deadline, start
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 0.0), "Ana", 0.0)
    >>> back = reconnect(disconnect(room, "Ana", 3.0), "Ana", 15.0)
    >>> back.away, next_deadline(back)
    ((), None)
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    if not any(member == name for member, _ in room.away):
        return room
    return attrs.evolve(room, away=tuple(pair for pair in room.away if pair[0] != name), updated=when)

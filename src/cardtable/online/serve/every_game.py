"""The hall's requests that differ by game: a room of any game made from ``create``, a move read
with the room's own game, and the mode a finished game is counted under in the stats.

>>> from cardtable.online.serve.protocol import read
>>> room = created(read('{"type": "create", "name": "Jo", "game": "kings-mercy"}'), seed=1, now=0.0)
>>> room.table, room.rules.players, mode(room)
('kings-mercy', 6, 'kings-mercy')
"""

from __future__ import annotations

from typing import Any

from cardtable.games import GAMES
from cardtable.online import rooms
from cardtable.online.rooms.games import OPEN_MERCY
from cardtable.online.serve.protocol import ForeignMove, ProtocolError, Request
from cardtable.records.host import move_from_dict
from cardtable.records.strict import RecordError

__all__ = ["created", "mode", "room_move"]


def created(request: Request, *, seed: int, now: float) -> rooms.Room:
    """The private room a ``create`` message asks for: Open Mercy unless it names a ``game``,
    with the host's ``rules`` (another game) or ``stacking`` (Open Mercy).

    >>> from cardtable.online.serve.protocol import read
    >>> created(read('{"type": "create", "name": "Jo", "game": "kings-mercy", "stacking": "house"}'),
    ...         seed=1, now=0.0)
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: Only Open Mercy has a stacking mode; King's Mercy has rules
    """
    game = request.get("game", OPEN_MERCY)
    if game != OPEN_MERCY and "stacking" in request.fields and game in GAMES:
        raise rooms.RoomError(f"Only Open Mercy has a stacking mode; {GAMES[game].FACTS.title} has rules")
    return rooms.create_room(
        request.get("name"),
        seed=seed,
        now=now,
        stacking=request.get("stacking", "official"),
        game=game,
        rules=request.get("rules"),
    )


def room_move(room: rooms.Room, request: Request) -> Any:
    """The move of a ``move`` message read as a move of the room's game; ``ProtocolError`` with
    what that game finds wrong with it.

    >>> from cardtable.online.serve.protocol import read
    >>> room = rooms.create_room("Jo", seed=1, now=0.0, game="kings-mercy")
    >>> room_move(room, read('{"type": "move", "move": {"move": "Check", "player": 1}}'))
    Check(player=1)
    >>> room_move(room, read('{"type": "move", "move": {"move": "Draw", "player": 1}}'))
    Traceback (most recent call last):
    ...
    cardtable.online.serve.protocol.ProtocolError: move: move.move: kings-mercy has no move called 'Draw'...
    """
    move = request.get("move")
    if room.table == OPEN_MERCY and not isinstance(move, ForeignMove):
        return move
    data = move.data if isinstance(move, ForeignMove) else request.raw.get("move")
    try:
        return move_from_dict(GAMES[room.table], data, "move")
    except RecordError as error:
        raise ProtocolError(f"move: {str(error).removeprefix('record: ')}") from None


def mode(room: rooms.Room) -> str:
    """What a room's finished game is counted as in the stats: Open Mercy's as it was played
    (``quick``, or the stacking mode of a private room), another game's by its name.

    >>> mode(rooms.quick_match(seed=1, now=0.0)), mode(rooms.create_room("Jo", seed=1, now=0.0))
    ('quick', 'official')
    """
    if room.table != OPEN_MERCY:
        return room.table
    return "quick" if room.public else room.stacking

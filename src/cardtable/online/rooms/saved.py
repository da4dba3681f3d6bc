"""A room as JSON-ready data and back, for keeping it across a restart.

``room_to_dict`` gives every field of a ``Room`` but its game, which is kept as
its host's record (``records.dumps``: rules, seed, deck and moves, a few
kilobytes); ``room_from_dict`` rebuilds the room, replaying the game through
``records.loads`` (every move checked again). A room's times are readings of
the clock the server ran on; a new process's clock reads otherwise, so
``room_from_dict`` moves every time by ``shift``: the room resumes with the
same seconds left on each of its clocks as when it was kept. A room of any game is
kept so: its game's name and its host's rules are fields of its own.

>>> from cardtable.online.rooms import create_room, join, start
>>> room = start(join(create_room("Ana", seed=4, now=10.0), "Bo", now=11.0), "Ana", now=12.0)
>>> data, game = room_to_dict(room)
>>> back = room_from_dict(data, game, shift=1000.0)
>>> back.game == room.game, back.updated, back.members
(True, 1012.0, ('Ana', 'Bo'))
"""

from __future__ import annotations

from typing import Any

from cardtable import records
from cardtable.games import GAMES
from cardtable.online.rooms.games import OPEN_MERCY
from cardtable.online.rooms.room import Room
from cardtable.records.convert import encode
from cardtable.records.strict import decode_attrs

__all__ = ["room_from_dict", "room_to_dict"]


def room_to_dict(room: Room, *, with_game: bool = True) -> tuple[dict[str, Any], str | None]:
    """The room's fields as JSON-ready data, and its game as a host's record (or ``None``;
    also ``None`` without ``with_game``, for a caller that writes the record itself)."""
    data = {
        "code": room.code,
        "seed": room.seed,
        "public": room.public,
        "table": room.table,
        "rules": None if room.rules is None else encode(room.rules),
        "stacking": room.stacking,
        "host": room.host,
        "members": list(room.members),
        "bots": [list(pair) for pair in room.bots],
        "seats": list(room.seats),
        "games": room.games,
        "deadline": room.deadline,
        "waited_longer": room.waited_longer,
        "waiting_since": room.waiting_since,
        "windows": [list(pair) for pair in room.windows],
        "away": [list(pair) for pair in room.away],
        "updated": room.updated,
    }
    return data, None if room.game is None or not with_game else records.dumps(room.game)


def room_from_dict(data: dict[str, Any], game: str | None, *, shift: float = 0.0) -> Room:
    """The room ``room_to_dict`` described, every time moved by ``shift`` seconds;
    ``ValueError`` (``records.RecordError``) if its game does not replay."""

    def moved(when: float | None) -> float | None:
        return None if when is None else when + shift

    table = str(data.get("table", OPEN_MERCY))  # a room kept before every game had rooms
    rules = data.get("rules")

    return Room(
        code=str(data["code"]),
        seed=int(data["seed"]),
        public=bool(data["public"]),
        table=table,
        rules=None if rules is None else decode_attrs(GAMES[table].Rules, rules, "rules"),  # type: ignore[arg-type]
        stacking=str(data["stacking"]),
        host=data["host"],
        members=tuple(data["members"]),
        bots=tuple((str(name), str(bot)) for name, bot in data["bots"]),
        game=None if game is None else records.loads(game),
        seats=tuple(data["seats"]),
        games=int(data["games"]),
        deadline=moved(data["deadline"]),
        waited_longer=bool(data["waited_longer"]),
        waiting_since=moved(data["waiting_since"]),
        windows=tuple((int(seat), when + shift) for seat, when in data["windows"]),
        away=tuple((str(name), since + shift) for name, since in data["away"]),
        updated=float(data["updated"]) + shift,
    )

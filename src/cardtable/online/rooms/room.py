"""A room as a value: its game and rules, who is in, the game dealt, the clocks (OM25-OM27).

``Room`` is frozen; the functions of ``lobby``, ``table`` and ``rematch`` return
a new one. The checks every entry point makes on its arguments live here, each
refusal a ``RoomError`` whose message is what a player would see.
"""

from __future__ import annotations

import hashlib
from typing import Any, Literal

import attrs

from cardtable.games import GAMES
from cardtable.online.rooms.open_mercy import MOST_SEATS as _TABLE_SIZE
from cardtable.online.rooms.open_mercy import OPEN_MERCY as _OPEN_MERCY
from cardtable.online.rooms.open_mercy import STACKING, State

__all__ = [
    "BOT_MARK",
    "CATCH_SECONDS",
    "CODE_ALPHABET",
    "FLOOR_SECONDS",
    "FULL_SECONDS",
    "JOIN_SECONDS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME_LENGTH",
    "QUICK_MATCH_SECONDS",
    "TIME_LIMIT",
    "TURN_SECONDS",
    "WAIT_LONGER_SECONDS",
    "Phase",
    "Room",
    "RoomError",
    "game_seed",
    "room_code",
]

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""The characters of a room code: no I, L, O, 0 or 1, which read alike (OM25)."""
CODE_LENGTH = 6
MAX_PLAYERS = _TABLE_SIZE
"""A room of Open Mercy holds up to 20 players (OM25), bots included; a room of another game
holds its rules' ``players`` (``games.seat_range``)."""
MIN_PLAYERS = 2
"""A game of Open Mercy needs at least 2 players (OM25, OM26); another game its fewest seats."""
NAME_LENGTH = 24
"""A member's name is 1 to 24 printable characters."""
BOT_MARK = " (bot)"
"""The end of a bot member's name (``"Kobra (bot)"``); people's names may not end so."""

QUICK_MATCH_SECONDS = 60
"""A quick match counts down 60 seconds, and again 60 when too few came (OM26)."""
JOIN_SECONDS = 5
"""Each player joining a quick match after the first takes 5 seconds off (OM26)..."""
FLOOR_SECONDS = 10
"""... but never below 10 seconds left (OM26)."""
FULL_SECONDS = 5
"""A full quick match starts in 5 seconds, if it had more left (OM26)."""
WAIT_LONGER_SECONDS = 60
"""WAIT LONGER adds 60 seconds, once per room (OM26)."""
TURN_SECONDS = 20
"""The seat the game waits on is timed out 20 seconds after its member went away, or after
it began waiting if they were away already (OM18, the disconnect rule; no turn timer)."""
CATCH_SECONDS = 8
"""A catch window closes 8 seconds after it opened (OM14)."""

TIME_LIMIT = 1e12
"""Times are seconds within 10**12 (some 31,000 years) of their origin, whatever it is
(``time.time()``, ``time.monotonic()``): far enough for any clock, near enough that a
float still tells one second from the next."""

Phase = Literal["waiting", "playing", "over"]


class RoomError(ValueError):
    """A room action refused; the message is what the player would see.

    >>> issubclass(RoomError, ValueError), str(RoomError("Game is full"))
    (True, 'Game is full')
    """


@attrs.frozen(kw_only=True, repr=False)
class Room:
    """A room: its code and seed, its game, who is in, the game dealt, and the clocks that run it.

    ``table`` is the room's game, its name in ``cardtable.games.GAMES``; ``rules``
    the rules its host chose (``players``: the most seats; a game is dealt to the
    members seated), ``None`` in a room of Open Mercy, whose rules are its stacking
    mode (``stacking``) and the members seated.

    ``members`` are in joining order (bots too); ``bots`` maps each bot member's
    name to its bot in ``cardtable.bots``. ``seats`` names the member at each
    seat of the game in progress or just ended (a member who left keeps the seat,
    OM27). ``games`` counts the games dealt. ``deadline`` is the end of a quick
    match's countdown; ``waited_longer`` whether WAIT LONGER was used. In a game,
    ``waiting_since`` is when the seat the game waits on began waiting (or when
    the time-out that left it a further choice fell due, OM22) and ``windows``
    holds ``(seat, opened)`` for every open catch window. ``away`` holds
    ``(name, since)`` for every member whose connection is gone (``disconnect``,
    until ``reconnect``) and every seated member who left the game in progress
    (OM27, away for good), in the order they went. ``updated`` is the time of the
    room's last change: an action dated earlier is refused.

    The repr shows no card and no seed:

    >>> from cardtable.online.rooms import create_room
    >>> create_room("Ana", seed=1, now=0.0)
    <Room N68FX6: 1 member, waiting>
    """

    code: str
    seed: int
    public: bool
    table: str = _OPEN_MERCY
    rules: Any = None
    stacking: str = "official"
    host: str | None = None
    members: tuple[str, ...] = ()
    bots: tuple[tuple[str, str], ...] = ()
    game: Any | None = None
    seats: tuple[str, ...] = ()
    games: int = 0
    deadline: float | None = None
    waited_longer: bool = False
    waiting_since: float | None = None
    windows: tuple[tuple[int, float], ...] = ()
    away: tuple[tuple[str, float], ...] = ()
    updated: float = 0.0

    @property
    def phase(self) -> Phase:
        """``"waiting"`` before the first game, ``"playing"`` during one, ``"over"`` after it.

        >>> from cardtable.online.rooms import quick_match
        >>> quick_match(seed=2, now=0.0).phase
        'waiting'
        """
        if self.game is None:
            return "waiting"
        if type(self.game) is State:  # Open Mercy's winners: the quickest test
            return "over" if self.game.winners else "playing"
        return "over" if GAMES[self.table].outcome(self.game) is not None else "playing"

    def __repr__(self) -> str:
        count = len(self.members)
        game = "" if self.table == _OPEN_MERCY else f" of {self.table}"
        return f"<Room {self.code}{game}: {count} member{'' if count == 1 else 's'}, {self.phase}>"


def room_code(seed: int) -> str:
    """The room's 6-character code, from its seed (OM25): SHA-256 of the seed's decimal
    text under a fixed prefix, read as a number in base 31 over ``CODE_ALPHABET``.
    The code tells nothing usable about the seed.

    >>> room_code(1), len(room_code(2**64)), set(room_code(5)) <= set(CODE_ALPHABET)
    ('N68FX6', 6, True)
    """
    seed = seed_argument(seed)
    number = int.from_bytes(_digest("code", seed), "big")
    letters = []
    for _ in range(CODE_LENGTH):
        number, digit = divmod(number, len(CODE_ALPHABET))
        letters.append(CODE_ALPHABET[digit])
    return "".join(letters)


def game_seed(seed: int, number: int) -> int:
    """The seed of the room's game number ``number`` (1 for the first, OM27): the first
    8 bytes, big-endian, of SHA-256 of the room seed and the number under a fixed prefix.

    >>> game_seed(1, 1) != game_seed(1, 2) != game_seed(2, 2)
    True
    """
    return int.from_bytes(_digest("game", seed_argument(seed), number)[:8], "big")


def _digest(purpose: str, *parts: object) -> bytes:
    text = " ".join(["cardtable open-mercy room", purpose, *(str(part) for part in parts)])
    return hashlib.sha256(text.encode()).digest()


# The checks every entry point makes, so that nothing but RoomError escapes.


def seed_argument(seed: object) -> int:
    """``seed`` if it is a plain int (not a bool), else ``RoomError``.

    >>> seed_argument(12), seed_argument(-1)
    (12, -1)
    """
    if type(seed) is not int:
        raise RoomError("A room's seed is a whole number")
    return seed


def name_argument(name: object) -> str:
    """A member's name: 1 to 24 printable characters; a name ending "(bot)" is a bot's.

    >>> name_argument("Zoë")
    'Zoë'
    >>> name_argument("Kobra (bot)")
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: Names ending in (bot) are for bots
    """
    if type(name) is not str or not 1 <= len(name) <= NAME_LENGTH or not name.isprintable():
        raise RoomError(f"A name is 1 to {NAME_LENGTH} printable characters")
    if not name.strip():
        raise RoomError("A name needs a letter or a sign, not only spaces")
    if name.endswith(BOT_MARK.strip()):
        raise RoomError("Names ending in (bot) are for bots")
    return name


def seconds(now: object) -> float:
    """``now`` as seconds: an ``int`` or ``float`` within ``TIME_LIMIT`` of any origin.

    >>> seconds(3), seconds(1.7e9)
    (3.0, 1700000000.0)
    >>> seconds(float("nan"))
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: The time is a number of seconds
    """
    if (type(now) is not int and type(now) is not float) or not -TIME_LIMIT <= now <= TIME_LIMIT:
        raise RoomError("The time is a number of seconds")
    return float(now)


def time_argument(room: Room, now: object) -> float:
    """``now`` as seconds, no earlier than the room's last change.

    >>> room = Room(code="ABCDEF", seed=1, public=False, updated=10.0)
    >>> time_argument(room, 10)
    10.0
    >>> time_argument(room, 9.5)
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: That is out of date: the room has moved on
    """
    when = seconds(now)
    if when < room.updated:
        raise RoomError("That is out of date: the room has moved on")
    return when


def room_argument(room: object) -> Room:
    """``room`` if it is a ``Room``.

    >>> room_argument("ABCDEF")
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: There is no such room
    """
    if type(room) is not Room:
        raise RoomError("There is no such room")
    return room


def stacking_argument(stacking: object) -> str:
    """One of the stacking modes (OM5).

    >>> stacking_argument("house")
    'house'
    """
    if type(stacking) is not str or stacking not in STACKING:
        raise RoomError(f"The stacking mode is one of {', '.join(STACKING)}")
    return stacking


def member_argument(room: Room, name: object) -> str:
    """``name`` if it is a member of ``room``.

    >>> member_argument(Room(code="ABCDEF", seed=1, public=True, members=("Ana",)), "Ana")
    'Ana'
    """
    if type(name) is not str or name not in room.members:
        raise RoomError("You are not in this room")
    return name


def humans(room: Room) -> tuple[str, ...]:
    """The members who are not bots, in joining order.

    >>> humans(Room(code="ABCDEF", seed=1, public=True, members=("Ana", "Rook (bot)"),
    ...             bots=(("Rook (bot)", "rook"),)))
    ('Ana',)
    """
    robots = {member for member, _ in room.bots}
    return tuple(member for member in room.members if member not in robots)

"""Getting into a game: private rooms (OM25) and quick matches (OM26).

A private room is created by its host, who picks the stacking mode, may seat
bots, and starts the game with at least 2 players in. A quick match is public,
``official``, has no host and starts by itself when its countdown runs out.
Anyone may join a room that is waiting and not full (20, bots included); a
member may leave at any time (``leave``: in a game the seat stays, OM27).

Choices where the rulings are silent:

- A room with no person left in it closes (``leave`` returns None), a quick
  match too, bots or not: its countdown does not restart for nobody. Until the
  last person leaves, a quick match's countdown keeps running as it was.
- The host leaving passes the room to the person who joined earliest after
  them; a bot never becomes host.
- Joins are open only while the room waits: a game started (or over) is closed
  to newcomers, and a member who left cannot come back into it: their seat
  counts as away for good (``presence``), and the clock plays it.
"""

from __future__ import annotations

import attrs

from cardtable.online.rooms.clock import advance
from cardtable.online.rooms.deal import deal
from cardtable.online.rooms.games import OPEN_MERCY, fewest_seats, game_module, most_seats, rules_argument
from cardtable.online.rooms.room import (
    FLOOR_SECONDS,
    FULL_SECONDS,
    JOIN_SECONDS,
    MAX_PLAYERS,
    QUICK_MATCH_SECONDS,
    WAIT_LONGER_SECONDS,
    Room,
    RoomError,
    humans,
    member_argument,
    name_argument,
    room_argument,
    room_code,
    seconds,
    seed_argument,
    stacking_argument,
    time_argument,
)

__all__ = ["create_room", "join", "leave", "quick_match", "start", "wait_longer"]


def create_room(
    host: str,
    *,
    seed: int,
    now: float,
    stacking: str = "official",
    game: str = OPEN_MERCY,
    rules: object = None,
) -> Room:
    """A private room of ``game`` (any in ``GAMES``), its host its first member (OM25).

    Open Mercy's host picks the stacking mode; another game's host picks its rules
    (``rules``: any of its ``Rules`` fields by name, ``players`` the most seats, every
    other field its default), refused in the rules' own words.

    >>> room = create_room("Ana", seed=7, now=0.0, stacking="house")
    >>> room.host, room.members, room.public, room.stacking, room.phase
    ('Ana', ('Ana',), False, 'house', 'waiting')
    >>> room = create_room("Ana", seed=7, now=0.0, game="witch-of-the-woods", rules={"betting": True})
    >>> room.table, room.rules.players, room.rules.betting
    ('witch-of-the-woods', 8, True)
    """
    host = name_argument(host)
    seed = seed_argument(seed)
    stacking = stacking_argument(stacking)
    game_module(game)
    if game == OPEN_MERCY and rules is not None:
        raise RoomError("Open Mercy's room takes a stacking mode, not rules")
    chosen = None if game == OPEN_MERCY else rules_argument(game, rules)
    when = seconds(now)
    code = room_code(seed)
    return Room(
        code=code,
        seed=seed,
        public=False,
        table=game,
        rules=chosen,
        stacking=stacking,
        host=host,
        members=(host,),
        updated=when,
    )


def quick_match(*, seed: int, now: float) -> Room:
    """A public room with no one in it yet, ``official``, no host, counting down 60 seconds (OM26).

    >>> room = quick_match(seed=7, now=10.0)
    >>> room.public, room.host, room.members, room.deadline
    (True, None, (), 70.0)
    """
    seed = seed_argument(seed)
    when = seconds(now)
    deadline = when + QUICK_MATCH_SECONDS
    return Room(code=room_code(seed), seed=seed, public=True, deadline=deadline, updated=when)


def entering(room: object, now: object) -> tuple[Room, float]:
    """The room ticked up to ``now``, for an action at ``now``, and ``now`` in seconds.

    >>> room, when = entering(quick_match(seed=1, now=0.0), 61)
    >>> room.deadline, when
    (120.0, 61.0)
    """
    checked = room_argument(room)
    when = time_argument(checked, now)
    return advance(checked, when), when


def join(room: Room, name: str, now: float) -> Room:
    """``name`` joins the room: refused when full ("Game is full"), when its game has
    started, or when the name is taken. In a quick match each player after the first
    takes 5 seconds off the time left, never below 10; a full room starts in 5 (OM26).

    >>> room = join(create_room("Ana", seed=7, now=0.0), "Bo", 1.0)
    >>> room.members
    ('Ana', 'Bo')
    >>> join(room, "Bo", 2.0)
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: That name is taken
    """
    room, when = entering(room, now)
    return arrive(room, name_argument(name), when)


def arrive(room: Room, name: str, when: float) -> Room:
    """A person or a bot comes into a waiting room at ``when`` (checked arguments).

    >>> arrive(quick_match(seed=1, now=0.0), "Vera (bot)", 1.0).members
    ('Vera (bot)',)
    """
    if room.phase != "waiting":
        raise RoomError("The game has already started")
    if len(room.members) >= most_seats(room):
        raise RoomError("Game is full")
    if name in room.members:
        raise RoomError("That name is taken")
    members = (*room.members, name)
    deadline = room.deadline
    if deadline is not None:
        deadline = _countdown_after_join(deadline - when, len(members)) + when
    return attrs.evolve(room, members=members, deadline=deadline, updated=when)


def _countdown_after_join(left: float, count: int) -> float:
    """The time left after a join that brings a quick match to ``count`` players (OM26)."""
    if count > 1 and left > FLOOR_SECONDS:
        left = max(FLOOR_SECONDS, left - JOIN_SECONDS)
    if count >= MAX_PLAYERS:
        left = min(left, FULL_SECONDS)
    return left


def leave(room: Room, name: str, now: float) -> Room | None:
    """``name`` leaves (LEAVE ROOM, BACK TO LOBBY); None when no person is left and the
    room closes. The host's place passes to the person who joined earliest after them
    (OM25). In a game the leaver keeps the seat and is away for good: the clock plays
    it (the 20-second disconnect rule, OM18, OM27).

    >>> room = join(create_room("Ana", seed=7, now=0.0), "Bo", 1.0)
    >>> leave(room, "Ana", 2.0).host, leave(leave(room, "Ana", 2.0), "Bo", 3.0)
    ('Bo', None)
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    members = tuple(member for member in room.members if member != name)
    bots = tuple(pair for pair in room.bots if pair[0] != name)
    after = attrs.evolve(room, members=members, bots=bots, away=_away_after(room, name, when), updated=when)
    people = humans(after)
    if not people:
        return None
    if room.host == name:
        later = room.members[room.members.index(name) + 1 :]
        after = attrs.evolve(after, host=next((p for p in later if p in people), people[0]))
    return after


def _away_after(room: Room, name: str, when: float) -> tuple[tuple[str, float], ...]:
    """Who is away once ``name`` left at ``when``: a leaver seated in the game in progress
    is away for good, since they went if they were away already (OM27); any other leaver
    is no one's concern any more."""
    away = tuple(pair for pair in room.away if pair[0] != name)
    if room.phase != "playing" or name not in room.seats:
        return away
    return (*away, (name, dict(room.away).get(name, when)))


def start(room: Room, name: str, now: float) -> Room:
    """The host presses START GAME: at least 2 players in (OM25); a quick match starts by itself.

    >>> room = join(create_room("Ana", seed=7, now=0.0), "Bo", 1.0)
    >>> start(room, "Ana", 2.0).phase
    'playing'
    >>> start(room, "Bo", 2.0)
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: Only the host can start the game
    """
    room, when = entering(room, now)
    name = member_argument(room, name)
    if room.phase != "waiting":
        raise RoomError("The game has already started")
    if room.public:
        raise RoomError("A quick match starts by itself when its time runs out")
    if name != room.host:
        raise RoomError("Only the host can start the game")
    if len(room.members) < fewest_seats(room):
        raise RoomError(f"You need at least {fewest_seats(room)} players to start")
    return deal(room, when)


def wait_longer(room: Room, name: str, now: float) -> Room:
    """A member of a quick match presses WAIT LONGER: 60 more seconds, once per room (OM26).

    >>> room = join(quick_match(seed=7, now=0.0), "Ana", 0.0)
    >>> wait_longer(room, "Ana", 1.0).deadline
    120.0
    """
    room, when = entering(room, now)
    member_argument(room, name)
    if not room.public:
        raise RoomError("Only a quick match has a countdown to wait longer for")
    if room.phase != "waiting" or room.deadline is None:
        raise RoomError("The game has already started")
    if room.waited_longer:
        raise RoomError("This room has already waited longer")
    return attrs.evolve(room, deadline=room.deadline + WAIT_LONGER_SECONDS, waited_longer=True, updated=when)

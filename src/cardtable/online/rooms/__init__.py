"""Rooms of every game in ``cardtable.GAMES`` as pure state machines (RULINGS OM25-OM27):
private rooms with a host who picks the game and its rules, quick matches with their
countdown (Open Mercy's), the clocks, each game's disconnect rule, rematch and play vs bot.

A ``Room`` is a frozen value; every function takes one and returns the next, with
the time as an argument (C5: nothing here reads a clock). Members are known by
the name they chose. Every refusal is a ``RoomError`` (a ``ValueError``) whose
message is what a player would see; a move the game refuses is ``IllegalMove``.
The modules, in the order a room lives: ``room`` (the value, its limits and
errors), ``deal`` (dealing a game into the room), ``clock`` (the countdown, the
catch windows, the disconnect rule, ``tick``), ``lobby`` (create, join, leave,
start, wait longer), ``presence`` (disconnect, reconnect), ``seating`` (bots,
seats), ``table`` (moves and views) and ``rematch`` (rematch, play vs bot instead);
``games`` says what a room of each game needs of ``GAMES`` and holds Open Mercy's own
settings, ``away`` each game's disconnect rule, ``saved`` a room as data.

There is no turn timer: only the seat of a member who is away (disconnected, or
gone from the game, OM27) is timed out, 20 seconds into their wait in Open Mercy (OM18),
its game's grace in another (``away.GRACE_SECONDS``), with its safest move.

>>> from cardtable.online.rooms import create_room, disconnect, join, start, view, tick
>>> room = join(create_room("Ana", seed=42, now=0.0), "Bo", now=3.0)
>>> room = start(room, "Ana", now=4.0)
>>> view(room, "Bo").hand_sizes
(7, 7)
>>> len(tick(room, now=600.0).game.log)  # Ana thinks as long as she likes
0
>>> room = disconnect(room, "Ana", now=30.0)
>>> tick(room, now=49.0) is room
True
>>> str(tick(room, now=50.0).game.events[0])  # away for 20 seconds: drawn for
'the clock runs out on seat 0'
"""

from cardtable.online.rooms.clock import next_deadline, tick
from cardtable.online.rooms.lobby import create_room, join, leave, quick_match, start, wait_longer
from cardtable.online.rooms.presence import disconnect, reconnect
from cardtable.online.rooms.rematch import play_vs_bot_instead, rematch
from cardtable.online.rooms.room import (
    BOT_MARK,
    CATCH_SECONDS,
    CODE_ALPHABET,
    FLOOR_SECONDS,
    FULL_SECONDS,
    JOIN_SECONDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_LENGTH,
    QUICK_MATCH_SECONDS,
    TIME_LIMIT,
    TURN_SECONDS,
    WAIT_LONGER_SECONDS,
    Phase,
    Room,
    RoomError,
    game_seed,
    room_code,
)
from cardtable.online.rooms.seating import add_bot, bot_seats, seat_of
from cardtable.online.rooms.table import move, view

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
    "add_bot",
    "bot_seats",
    "create_room",
    "disconnect",
    "game_seed",
    "join",
    "leave",
    "move",
    "next_deadline",
    "play_vs_bot_instead",
    "quick_match",
    "reconnect",
    "rematch",
    "room_code",
    "seat_of",
    "start",
    "tick",
    "view",
    "wait_longer",
]

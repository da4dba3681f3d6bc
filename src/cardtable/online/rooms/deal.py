"""Dealing a room's game: at START, when a quick match's countdown runs out, at REMATCH.

The members in joining order take seats 0, 1, 2, ... (OM25, OM27); the game is the
room's (``Room.table``), dealt with its host's rules and as many seats as members
(``games.dealt_rules``); the game's
seed is ``game_seed(room.seed, number)`` for the room's game number (OM27). A
member away when the game is dealt is away in it; those who left are forgotten.
"""

from __future__ import annotations

import attrs

from cardtable.games import GAMES
from cardtable.online.rooms.games import dealt_rules, fewest_seats
from cardtable.online.rooms.room import QUICK_MATCH_SECONDS, Room, game_seed


def deal(room: Room, at: float) -> Room:
    """The room with a new game dealt at time ``at`` to its members, in joining order.

    >>> from cardtable.online.rooms import create_room, join
    >>> room = deal(join(create_room("Ana", seed=1, now=0.0), "Bo", 1.0), 2.0)
    >>> room.seats, room.games, room.game.origin.rules.players
    (('Ana', 'Bo'), 1, 2)
    """
    number = room.games + 1
    rules = dealt_rules(room.table, room.rules, len(room.members), room.stacking)
    return attrs.evolve(
        room,
        game=GAMES[room.table].new_game(rules, seed=game_seed(room.seed, number)),
        seats=room.members,
        games=number,
        deadline=None,
        waiting_since=at,
        windows=(),
        away=tuple(pair for pair in room.away if pair[0] in room.members),  # leavers have no seat now
        updated=at,
    )


def countdown_over(room: Room, at: float, now: float) -> Room:
    """A quick match's time has run out at ``at``: with at least 2 players the game
    starts; with fewer the countdown starts again at 60 seconds (OM26), as many times
    as it ran out again by ``now``.

    >>> from cardtable.online.rooms import quick_match
    >>> countdown_over(quick_match(seed=3, now=0.0), 60.0, 60.0).deadline
    120.0
    >>> room = countdown_over(quick_match(seed=3, now=0.0), 60.0, 250.0)
    >>> room.updated, room.deadline
    (240.0, 300.0)
    """
    if len(room.members) >= fewest_seats(room):
        return deal(room, at)
    restarts = (now - at) // QUICK_MATCH_SECONDS  # the countdowns that ran out unseen
    at += restarts * QUICK_MATCH_SECONDS
    return attrs.evolve(room, deadline=at + QUICK_MATCH_SECONDS, updated=at)

"""The room's clocks: the quick match's countdown (OM26), the 8-second catch windows
(OM14), Open Mercy's 20-second disconnect rule (OM18, OM22) and every other game's
(``away``), all run by ``tick(room, now)``.

Time is an argument (C5). ``tick`` does, in time order and each at its own due
time, everything that has fallen due by ``now``: a window and a time-out due at
the same moment close the window first (the order of the game's ``host_moves``,
C11). Every entry point ticks the room up to its ``now`` before acting, so an
action always meets the room as it stands at that moment.

There is no turn timer: a seat whose member is present is never timed out, however
long they think. The seat the game waits on is timed out only when its member is
away (``presence.disconnect``; a member who left the game in progress, OM27, is
away for good; a bot never is), 20 seconds after the later of the moment the seat
began waiting and the moment its member went away. Reconnecting stops that clock;
going away again starts a new 20 seconds.

The seat's waiting starts when it comes to be waited on, and again whenever that
seat moves; other seats' MERCY calls and catches and the host's moves leave it
as it was. A time-out that leaves the same seat a further choice in the same
turn (a Discard All pick that put a 7 on top) leaves it as it was too, so the
next ``TimeOut`` falls due at once: one time-out per choice (OM22), the whole
turn resolved at the 20th second as in the live game ("the game waits 20 seconds
and then draws for them").

Every other game has the same rule with its own grace period (``away.GRACE_SECONDS``):
the clock makes the seat's safest legal move for it (``away.stand_in``). Where a game
waits on several seats at once (King Cut-Throat's discards), each away seat is timed
from the later of the moment the game began waiting on the seats and the moment it went.
"""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.games import GAMES
from cardtable.online.rooms.away import grace, stand_in
from cardtable.online.rooms.deal import countdown_over
from cardtable.online.rooms.open_mercy import OPEN_MERCY, CloseCatchWindow, State, TimeOut, to_act
from cardtable.online.rooms.room import (
    CATCH_SECONDS,
    TIME_LIMIT,
    Room,
    room_argument,
    time_argument,
)

Move = Any

__all__ = ["advance", "after_move", "away_since", "next_deadline", "tick"]


def next_deadline(room: Room) -> float | None:
    """When ``tick`` next has something to do: the countdown's end while a quick match
    waits; in a game, the first catch window to close or the time-out of the seat the
    game waits on if its member is away; else None (no turn timer for a present player).

    >>> from cardtable.online.rooms import create_room, disconnect, join, quick_match, start
    >>> next_deadline(quick_match(seed=1, now=100.0))
    160.0
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 0.0), "Ana", 3.0)
    >>> next_deadline(room) is None, next_deadline(disconnect(room, "Ana", 10.0))
    (True, 30.0)
    """
    room = room_argument(room)
    due = _next(room)
    return None if due is None else due[0]


def _next(room: Room) -> tuple[float, Move | None] | None:
    """The first thing due and its time: a host move, or None for the countdown."""
    if room.game is None:
        return None if room.deadline is None else (room.deadline, None)
    due: tuple[float, Move | None] | None = None
    for seat, opened in room.windows:  # only Open Mercy opens catch windows
        if due is None or opened + CATCH_SECONDS < due[0]:
            due = (opened + CATCH_SECONDS, CloseCatchWindow.of(seat))
    since = room.waiting_since
    if since is None:
        return due
    period = grace(room.table)
    for seat in GAMES[room.table].to_act(room.game):
        gone = away_since(room, seat)
        if gone is not None and (due is None or max(since, gone) + period < due[0]):
            due = (max(since, gone) + period, seat)
    if due is not None and type(due[1]) is int:  # a seat's stand-in, worked out only when due first
        return due[0], stand_in(room.table, room.game, due[1])
    return due


def away_since(room: Room, seat: int) -> float | None:
    """Since when the member at ``seat`` of the room's game is away, or None if they are
    there. A bot is never away; a member who left the game is away for good (OM27).

    >>> from cardtable.online.rooms import create_room, disconnect, join, leave, start
    >>> room = start(join(join(create_room("Ana", seed=1, now=0.0), "Bo", 0.0), "Cy", 0.0), "Ana", 0.0)
    >>> room = leave(disconnect(room, "Bo", 5.0), "Cy", 6.0)
    >>> away_since(room, 0), away_since(room, 1), away_since(room, 2)
    (None, 5.0, 6.0)
    """
    if not 0 <= seat < len(room.seats):
        return None
    name = room.seats[seat]
    for member, since in room.away:
        if member == name:
            return since
    if name in room.members:
        return None
    # A seat whose member is gone without a record (a room built by hand): away all along.
    return -TIME_LIMIT


def tick(room: Room, now: float) -> Room:
    """The room at ``now``: everything due by then done, in time order, each at its
    own due time; the same object when nothing is due. Due are: a quick match's
    countdown (it starts the game, or starts again at 60 with fewer than 2 in, OM26);
    a catch window 8 seconds after it opened (OM14); the seat the game waits on,
    if its member is away, 20 seconds after the later of the moment the seat began
    waiting and the moment they went away (OM18, one ``TimeOut`` per choice, OM22).

    >>> from cardtable.online.rooms import join, quick_match
    >>> room = join(join(quick_match(seed=1, now=0.0), "Ana", 1.0), "Bo", 2.0)
    >>> tick(room, 30.0) is room, tick(room, 55.0).phase
    (True, 'playing')
    >>> len(tick(tick(room, 55.0), 1000.0).game.log)  # both there: no turn timer
    0
    """
    room = room_argument(room)
    return advance(room, time_argument(room, now))


def advance(room: Room, now: float) -> Room:
    """``tick`` for arguments already checked.

    >>> from cardtable.online.rooms import quick_match
    >>> advance(quick_match(seed=1, now=0.0), 130.0).deadline
    180.0
    """
    while (due := _next(room)) is not None and due[0] <= now:
        at, move = due
        if move is None:
            room = countdown_over(room, at, now)
        else:
            assert room.game is not None
            after = GAMES[room.table].apply_move(room.game, move)
            room = after_move(room, room.game, after, move, at)
    return room


def after_move(room: Room, before: State, after: State, move: Move, at: float) -> Room:
    """The room once ``move`` took the game from ``before`` to ``after`` at ``at``, its
    clocks brought up to date.

    >>> from cardtable.open_mercy import Draw
    >>> from cardtable.online.rooms import create_room, join, start
    >>> room = start(join(create_room("Ana", seed=1, now=0.0), "Bo", 0.0), "Ana", 0.0)
    >>> from cardtable.open_mercy import apply_move
    >>> after_move(room, room.game, apply_move(room.game, Draw(0)), Draw(0), 4.0).waiting_since
    4.0
    """
    if room.table != OPEN_MERCY:
        return _after_move(room, before, after, move, at)
    if after.winners:
        return attrs.evolve(room, game=after, waiting_since=None, windows=(), updated=at)
    return attrs.evolve(
        room,
        game=after,
        waiting_since=_waiting_since(room.waiting_since, before, after, move, at),
        windows=_windows(room.windows, before, after, at),
        updated=at,
    )


def _after_move(room: Room, before: Any, after: Any, move: Move, at: float) -> Room:
    """``after_move`` in a game without catch windows: the seats' waiting starts again when
    the seats waited on change or one of them moves."""
    game = GAMES[room.table]
    if game.outcome(after) is not None:
        return attrs.evolve(room, game=after, waiting_since=None, windows=(), updated=at)
    waiting = game.to_act(before)
    same = room.waiting_since is not None and waiting == game.to_act(after) and move.player not in waiting
    return attrs.evolve(room, game=after, waiting_since=room.waiting_since if same else at, updated=at)


def _waiting_since(since: float | None, before: State, after: State, move: Move, at: float) -> float:
    if isinstance(move, TimeOut):
        pending = after.pending
        same_turn = pending is not None and pending.player == move.player
        return since if same_turn and since is not None else at  # OM22
    if since is None or _waits_for(before) != _waits_for(after):
        return at
    return since if move.by_host or move.player not in to_act(before) else at


def _waits_for(state: State) -> tuple[tuple[int, ...], str | None]:
    pending = state.pending
    return to_act(state), None if pending is None else pending.choice


def _windows(
    windows: tuple[tuple[int, float], ...], before: State, after: State, at: float
) -> tuple[tuple[int, float], ...]:
    """A window stays open from when it opened while its seat keeps the same one card;
    a seat whose hand changed and is catchable again has a new window."""
    opened = dict(windows)
    kept = []
    for seat in after.catchable:
        same = seat in opened and before.hands[seat] == after.hands[seat]
        kept.append((seat, opened[seat] if same else at))
    return tuple(kept)

"""Random sequences of room actions and moves (Hypothesis), and junk arguments: only
``RoomError`` or ``IllegalMove`` ever escapes, the room's invariants hold after every
action, and every member's view is exactly the engine's view of their seat."""

from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.bots.registry import names as bot_names
from cardtable.game import IllegalMove
from cardtable.online.rooms import (
    CATCH_SECONDS,
    MAX_PLAYERS,
    TURN_SECONDS,
    Room,
    RoomError,
    add_bot,
    bot_seats,
    create_room,
    disconnect,
    join,
    leave,
    move,
    next_deadline,
    play_vs_bot_instead,
    quick_match,
    reconnect,
    rematch,
    seat_of,
    start,
    tick,
    view,
    wait_longer,
)
from cardtable.open_mercy import Draw, Ladder, State, TimeOut, legal_moves, to_act
from cardtable.open_mercy import view as seat_view
from tests.online.rooms_helpers import people
from tests.online.rooms_helpers import private as private_room

NAMES: tuple[Any, ...] = (*people(22), "Kobra (bot)", "", 7, None)
"""Twenty-two people (more than a room holds), a bot's name, and names that are no names."""
STEPS: tuple[Any, ...] = (*[0.0, 0.5, 1.0, 3.0, 8.0, 20.0, 61.0] * 4, -1.0, math.nan, "soon", 2000.0)
"""How far each action comes after the last: now, a little, the clocks' times; rarely
backwards, junk, or a long time later (every clock runs out)."""
AWAY = ("disconnect", "disconnect", "reconnect", "reconnect")
ACTIONS = {
    "waiting": (
        "join",
        "join",
        "fill",
        "leave",
        "start",
        "start",
        "wait",
        "bot",
        "vs_bot",
        "tick",
        "move",
        *AWAY,
    ),
    "playing": (*["move"] * 12, "tick", "tick", "leave", "join", "rematch", "start", "wait", *AWAY),
    "over": ("rematch", "rematch", "leave", "move", "tick", "join", "vs_bot", *AWAY),
}
KNOWN_BOTS = frozenset(bot_names("open-mercy"))


def check(room: Room, *, views: bool = True) -> None:
    """The invariants of an open room, and (``views``) every member's view."""
    members = room.members
    assert len(members) <= MAX_PLAYERS and len(set(members)) == len(members)
    robots = dict(room.bots)
    assert set(robots) <= set(members) and set(robots.values()) <= KNOWN_BOTS
    away = dict(room.away)
    assert len(away) == len(room.away) and not set(away) & set(robots)  # bots are never away
    assert set(away) <= set(members) | set(room.seats)
    assert all(since <= room.updated for since in away.values())
    people_in = [member for member in members if member not in robots]
    assert people_in, "a room with nobody in it is closed"
    assert room.host is None if room.public else room.host in people_in
    assert re.fullmatch(r"<Room [A-Z2-9]{6}: \d+ members?, (waiting|playing|over)>", repr(room))
    due = next_deadline(room)
    assert due is None or due >= room.updated
    assert tick(room, room.updated) is room
    if room.game is None:
        assert room.seats == () and room.deadline is not None if room.public else room.deadline is None
        return
    game = room.game
    assert len(room.seats) == len(game.hands) and len(set(room.seats)) == len(room.seats)
    assert room.deadline is None
    if room.phase == "over":
        assert room.windows == () and room.waiting_since is None and due is None
    else:
        assert tuple(seat for seat, _ in room.windows) == game.catchable
        assert room.waiting_since is not None and all(at <= room.updated for _, at in room.windows)
        assert due == expected_deadline(room, game)
    for member in room.seats:  # OM27: a seated leaver is away for good
        assert member in members or member in dict(room.away) or room.phase == "over"
    for member in members:
        seat = seat_of(room, member)
        assert seat is None or room.seats[seat] == member
        if views:
            assert view(room, member) == seat_view(game, seat)
    assert all(robots.get(room.seats[seat]) == bot for seat, bot in bot_seats(room))


def expected_deadline(room: Room, game: State) -> float | None:
    """The first of: a catch window's 8 seconds; 20 seconds into the wait of the seat the game
    waits on, from the later of its wait and its member going away, if they are away (OM18)."""
    due = [opened + CATCH_SECONDS for _, opened in room.windows]
    away = dict(room.away)
    waited = room.seats[to_act(game)[0]]
    if waited in away and room.waiting_since is not None:
        due.append(max(room.waiting_since, away[waited]) + TURN_SECONDS)
    return min(due, default=None)


def timed_out_only_the_away(before: Room, after: Room) -> None:
    """A step's time-outs were all of seats whose member was away before it: no turn timer."""
    if before.game is None or after.game is None or after.games != before.games:
        return
    away = dict(before.away)
    for played in list(after.game.log)[len(before.game.log) :]:
        if isinstance(played, TimeOut):
            assert before.seats[played.player] in away


def a_move(data: st.DataObject, room: Room, seat: int | None) -> object:
    """Mostly a legal move of the seat; sometimes another seat's, a host move, or junk."""
    game = room.game
    if game is None:
        return Draw(0)
    kind = data.draw(st.sampled_from(("own", "own", "own", "own", "any", "host", "junk")))
    own = legal_moves(game, seat) if seat is not None and not game.winners else ()
    if kind == "own" and own:
        return data.draw(st.sampled_from(own))
    if kind == "any" and legal_moves(game):
        return data.draw(st.sampled_from(legal_moves(game)))
    if kind == "host":
        return TimeOut(0)
    return data.draw(st.sampled_from(("draw", None, Draw(99), Draw(True), Draw(-1))))


def act(data: st.DataObject, room: Room, action: str, name: Any, when: Any) -> Room | None:
    if action == "join":
        return join(room, name, when)
    if action == "fill":
        for newcomer in people(22):
            with contextlib.suppress(RoomError):
                room = join(room, newcomer, when)
        return room
    if action == "leave":
        return leave(room, name, when)
    if action == "start":
        return start(room, name, when)
    if action == "wait":
        return wait_longer(room, name, when)
    if action == "bot":
        return add_bot(room, name, data.draw(st.sampled_from(("scrap", "kobra", "nobody"))), when)
    if action == "rematch":
        return rematch(room, name, when)
    if action == "vs_bot":
        return play_vs_bot_instead(room, name, Ladder(), when)[0]
    if action == "tick":
        return tick(room, when)
    if action == "disconnect":
        return disconnect(room, name, when)
    if action == "reconnect":
        return reconnect(room, name, when)
    seat = seat_of(room, name) if isinstance(name, str) else None
    return move(room, name, a_move(data, room, seat), when)  # type: ignore[arg-type]


def a_name(data: st.DataObject, room: Room, action: str) -> Any:
    """Often the member the game waits on, often another member, sometimes anyone."""
    game = room.game
    kind = data.draw(st.sampled_from(("waited", "waited", "member", "member", "anyone")))
    if kind == "waited" and action == "move" and game is not None and to_act(game):
        return room.seats[to_act(game)[0]]
    if kind != "anyone" and room.members:
        return data.draw(st.sampled_from(room.members))
    return data.draw(st.sampled_from(NAMES))


def opening(data: st.DataObject) -> Room:
    """A quick match or a private room with 1 to 5 people in, now 0."""
    seed = data.draw(st.integers(0, 2**64))
    if data.draw(st.booleans()):
        room = quick_match(seed=seed, now=0.0)
    else:
        stacking = data.draw(st.sampled_from(("official", "house", "casual")))
        room = create_room("Priya", seed=seed, now=0.0, stacking=stacking)
    for name in people(data.draw(st.integers(1, 5))):
        if name not in room.members:
            room = join(room, name, 0.0)
    return room


def run(data: st.DataObject, room: Room, steps: int) -> None:
    """``steps`` random actions on ``room``, checking it after each."""
    check(room)
    now = room.updated
    for _ in range(steps):
        action = data.draw(st.sampled_from(ACTIONS[room.phase]))
        name = a_name(data, room, action)
        step = data.draw(st.sampled_from(STEPS))
        when = now + step if isinstance(step, float) else step
        try:
            after = act(data, room, action, name, when)
        except RoomError:
            continue
        except IllegalMove:
            assert action == "move"
            continue
        if after is None:
            assert action in ("leave", "vs_bot")
            return
        check(after)
        timed_out_only_the_away(room, after)
        room, now = after, after.updated


@given(st.data())
def test_random_room_actions_keep_the_invariants(data: st.DataObject) -> None:
    run(data, opening(data), data.draw(st.integers(1, 40)))


@given(st.data())
def test_random_moves_in_a_room_keep_the_invariants_and_leak_nothing(data: st.DataObject) -> None:
    room = opening(data)
    if data.draw(st.booleans()):
        room = add_bot(room, room.members[0], data.draw(st.sampled_from(("scrap", "kobra"))), 0.0)
    if len(room.members) < 2:
        room = join(room, "Marcus", 0.0)
    room = tick(room, room.deadline) if room.public else start(room, "Priya", 0.0)  # type: ignore[arg-type]
    assert room.phase == "playing"
    run(data, room, data.draw(st.integers(20, 120)))


# -- junk arguments ----------------------------------------------------------------------


def _room() -> Room:
    return start(join(create_room("Priya", seed=1, now=0.0), "Marcus", 0.0), "Priya", 0.0)


JUNK: tuple[Any, ...] = (
    None,
    5,
    2.5,
    True,
    "",
    "Priya",
    b"Priya",
    math.inf,
    -math.inf,
    math.nan,
    1e13,
    object(),
    [],
    (),
)
CALLS: tuple[Callable[[Any], object], ...] = (
    lambda junk: create_room(junk, seed=1, now=0.0),
    lambda junk: create_room("Ana", seed=junk, now=0.0),
    lambda junk: create_room("Ana", seed=1, now=junk),
    lambda junk: create_room("Ana", seed=1, now=0.0, stacking=junk),
    lambda junk: quick_match(seed=junk, now=0.0),
    lambda junk: quick_match(seed=1, now=junk),
    lambda junk: join(junk, "Ana", 1.0),
    lambda junk: join(_room(), junk, 1.0),
    lambda junk: join(_room(), "Ana", junk),
    lambda junk: leave(junk, "Priya", 1.0),
    lambda junk: leave(_room(), junk, 1.0) if junk != "Priya" else leave(_room(), junk, junk),
    lambda junk: start(_room(), junk, 1.0),
    lambda junk: wait_longer(_room(), junk, 1.0),
    lambda junk: add_bot(_room(), "Priya", junk, 1.0),
    lambda junk: add_bot(junk, "Priya", "scrap", 1.0),
    lambda junk: rematch(_room(), junk, 1.0),
    lambda junk: play_vs_bot_instead(_room(), "Priya", junk, 1.0),
    lambda junk: move(_room(), "Priya", junk, 1.0),
    lambda junk: move(_room(), junk, Draw(0), 1.0),
    lambda junk: move(junk, "Priya", Draw(0), 1.0),
    lambda junk: tick(_room(), junk),
    lambda junk: disconnect(_room(), junk, 1.0),
    lambda junk: disconnect(junk, "Priya", 1.0),
    lambda junk: disconnect(_room(), "Priya", junk),
    lambda junk: reconnect(_room(), junk, 1.0),
    lambda junk: reconnect(junk, "Priya", 1.0),
    lambda junk: reconnect(_room(), "Priya", junk),
    lambda junk: tick(junk, 1.0),
    lambda junk: next_deadline(junk),
    lambda junk: view(_room(), junk),
    lambda junk: view(junk, "Priya"),
    lambda junk: seat_of(junk, "Priya"),
    lambda junk: bot_seats(junk),
)


@pytest.mark.parametrize("call", range(len(CALLS)))
def test_junk_arguments_are_refused_with_room_errors_only(call: int) -> None:
    refused = 0
    for junk in JUNK:
        try:
            CALLS[call](junk)
        except (RoomError, IllegalMove):
            refused += 1
    assert refused >= len(JUNK) - 3  # the few junk values that happen to be fine pass


# -- whole games -------------------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 4, 20])
def test_whole_games_through_a_room_with_rematches(count: int) -> None:
    """Each seat plays a legal move picked by the move count; now and then (every seventh
    move) a person the game waits on disconnects, is drawn for 20 seconds later and comes
    back; three games in a row."""
    room = start(add_bot(private_room(count - 1), "Priya", "scrap", 0.0), "Priya", 0.0)
    now = 0.0
    for number in (1, 2, 3):
        while room.phase == "playing":
            game = room.game
            assert game is not None
            waited = room.seats[to_act(game)[0]]
            if len(game.log) % 7 == 6 and waited not in dict(room.bots):
                room = disconnect(room, waited, now)
                now += 20.0
                room = reconnect(tick(room, now), waited, now)
                assert room.game is not None and TimeOut(room.seats.index(waited)) in room.game.log
            else:
                now += 1.0
                room = tick(room, now)  # a window may close first: then choose
                if room.game is None or room.phase != "playing":
                    break
                seat = to_act(room.game)[0]
                choices = legal_moves(room.game, seat)
                room = move(room, room.seats[seat], choices[len(room.game.log) % len(choices)], now)
            check(room, views=len(game.log) % 29 == 0)  # twenty views a move would be slow
        check(room)
        assert room.games == number and room.game is not None and room.game.winners
        room = rematch(room, "Priya", now)

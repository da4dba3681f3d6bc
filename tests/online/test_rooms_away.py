"""The 20-second disconnect rule in a room (OM18, OM22, OM27): no turn timer for a player
who is there; a seat whose member is away is drawn for 20 seconds into its wait."""

from __future__ import annotations

import pytest

from cardtable.game import IllegalMove
from cardtable.online.rooms import (
    Room,
    RoomError,
    add_bot,
    disconnect,
    leave,
    move,
    next_deadline,
    reconnect,
    rematch,
    seat_of,
    start,
    tick,
)
from cardtable.open_mercy import CallMercy, Card, CloseCatchWindow, Draw, Play, TimeOut, legal_moves, to_act
from tests.online.rooms_helpers import all_away, playing, private, seated
from tests.open_mercy.helpers import arrange, cards

F = (
    "red 1, red 2, red 3",
    "red 4, red 5, red 6",
    "yellow 6, yellow 7, yellow 8",
    "green 6, green 7, green 8",
)


def log(room: Room) -> list[object]:
    assert room.game is not None
    return list(room.game.log)


def plain(turn: int = 0) -> Room:
    """Four people at a table with nothing to play on a blue 1, the game waiting on ``turn``."""
    return seated(arrange([F[0], F[1], F[2], F[3]], "blue 1", deck="blue 9, green 1", turn=turn))


# -- OM18: no turn timer, the disconnect rule ---------------------------------------------


def test_om18_no_turn_timer_for_a_present_player() -> None:
    room = plain()
    assert room.away == () and next_deadline(room) is None
    assert tick(room, 19.999) is room and tick(room, 20.0) is room
    assert tick(room, 1_000_000.0) is room  # they may think as long as they like
    drawn = move(room, "Priya", Draw(0), 5_000.0)
    assert drawn.game is not None and to_act(drawn.game) == (1,) and next_deadline(drawn) is None


def test_om18_an_away_player_is_drawn_for_after_20_seconds() -> None:
    room = disconnect(plain(), "Priya", 0.0)
    assert room.away == (("Priya", 0.0),) and next_deadline(room) == 20.0
    assert tick(room, 19.999) is room
    timed = tick(room, 20.0)
    assert log(timed) == [TimeOut(0)]
    assert timed.game is not None and timed.game.hands[0] == cards(F[0] + ", blue 9")
    # It never plays a card for them: the blue 9 could have gone on the blue 1.
    assert timed.game.turn == 1 and timed.waiting_since == 20.0
    assert next_deadline(timed) is None  # Marcus is there: nobody times him out
    assert tick(timed, 1_000.0) is timed


def test_om18_the_20_seconds_count_from_the_later_of_the_wait_and_the_disconnect() -> None:
    # On their turn for a while, then gone: 20 seconds from going.
    late = disconnect(plain(), "Priya", 50.0)
    assert next_deadline(late) == 70.0 and tick(late, 69.999) is late
    assert log(tick(late, 70.0)) == [TimeOut(0)]
    # Gone before their turn came: 20 seconds from when it came.
    early = disconnect(plain(), "Marcus", 1.0)
    assert next_deadline(early) is None
    drawn = move(early, "Priya", Draw(0), 5.0)
    assert drawn.game is not None and to_act(drawn.game) == (1,)
    assert next_deadline(drawn) == 25.0 and log(tick(drawn, 25.0))[-1] == TimeOut(1)


def test_om18_reconnecting_stops_the_clock() -> None:
    room = disconnect(plain(), "Priya", 0.0)
    back = reconnect(room, "Priya", 15.0)
    assert back.away == () and back.updated == 15.0 and next_deadline(back) is None
    assert tick(back, 500.0) is back
    # Gone again: a new 20 seconds from then, not what was left of the first.
    again = disconnect(back, "Priya", 30.0)
    assert next_deadline(again) == 50.0 and log(tick(again, 50.0)) == [TimeOut(0)]
    # Back on time: nothing was done for them.
    assert log(reconnect(room, "Priya", 19.999)) == []


def test_om18_the_clock_of_an_away_seat_starts_again_when_it_moves_and_not_for_others_calls() -> None:
    room = seated(arrange([F[0], "red 4, red 5", F[2], F[3]], "red 9", deck="blue 9"), now=0.0)
    room = disconnect(disconnect(room, "Priya", 0.0), "Marcus", 0.0)
    called = move(room, "Marcus", CallMercy(1), 10.0)  # seat 1 is not waited on
    assert next_deadline(called) == 20.0
    # A move reaching the room from a member marked away is played; it does not bring them back.
    played = move(called, "Priya", Play(0, Card.parse("red 1")), 15.0)
    assert played.game is not None and played.game.turn == 1 and next_deadline(played) == 35.0
    assert played.away == room.away


def test_om18_disconnect_and_reconnect_are_idempotent_and_refuse_strangers_and_bots() -> None:
    room = add_bot(private(2), "Priya", "scrap", 0.0)
    room = start(room, "Priya", 0.0)
    gone = disconnect(room, "Marcus", 3.0)
    assert disconnect(gone, "Marcus", 9.0) is gone  # away since 3 still
    assert reconnect(room, "Marcus", 9.0) is room  # there already
    assert reconnect(room, "Scrap (bot)", 9.0) is room  # a bot is always there
    with pytest.raises(RoomError, match=r"^A bot is never away$"):
        disconnect(room, "Scrap (bot)", 9.0)
    for refused in (disconnect, reconnect):
        with pytest.raises(RoomError, match="not in this room"):
            refused(room, "Stranger", 9.0)
        with pytest.raises(RoomError, match="not in this room"):
            refused(room, None, 9.0)  # type: ignore[arg-type]
        with pytest.raises(RoomError, match="out of date"):
            refused(gone, "Marcus", 2.0)
        with pytest.raises(RoomError, match="no such room"):
            refused("ABCDEF", "Marcus", 9.0)  # type: ignore[arg-type]


def test_om18_bots_are_never_timed_out() -> None:
    room = start(add_bot(private(1), "Priya", "scrap", 0.0), "Priya", 0.0)
    room = disconnect(room, "Priya", 0.0)
    assert room.game is not None
    if to_act(room.game) == (0,):  # Priya first: drawn for, then the bot is waited on
        room = tick(room, 20.0)
    assert room.game is not None and to_act(room.game) == (1,)
    assert next_deadline(room) is None or next_deadline(room) == room.windows[0][1] + 8.0
    later = tick(room, room.updated + 1_000.0)
    assert TimeOut(1) not in log(later) and later.game is not None and to_act(later.game) == (1,)


def test_om18_a_member_away_in_the_waiting_room_is_away_in_the_game() -> None:
    room = disconnect(private(2), "Priya", 0.0)
    dealt = start(room, "Priya", 7.0)
    assert dealt.away == (("Priya", 0.0),) and next_deadline(dealt) == 27.0


# -- OM22: one TimeOut per pending choice -------------------------------------------------


def test_om22_a_further_choice_of_an_away_seat_is_timed_out_at_once() -> None:
    hand = "blue discard-all, blue 7, blue 4, red 1, red 2"
    room = seated(arrange([hand, *F[1:]], "blue 9", rest="deck"))
    room = move(room, "Priya", Play(0, Card.parse("blue discard-all")), 1.0)
    assert room.game is not None and room.game.pending is not None
    assert next_deadline(room) is None  # there: her pick waits for her
    room = disconnect(room, "Priya", 1.0)
    assert next_deadline(room) == 21.0 and tick(room, 20.999) is room
    timed = tick(room, 21.0)
    # The pick, then the 7's swap it put on top: two time-outs, both at 21 seconds,
    # the whole turn drawn for at the 20th second as the seed says.
    assert log(timed)[1:] == [TimeOut(0), TimeOut(0)]
    assert timed.game is not None and timed.game.hands[0] == cards("red 1, red 2")
    assert timed.game.turn == 1 and timed.waiting_since == 21.0 and next_deadline(timed) is None


def test_om22_things_due_at_once_happen_in_time_order_each_at_its_own_time() -> None:
    room = seated(arrange(["blue 4, blue 7", *F[1:]], "blue 1", rest="deck"))
    room = all_away(move(room, "Priya", Play(0, Card.parse("blue 4")), 0.0), 0.0)
    later = tick(room, 65.0)
    # The window at 8, then seat 1 at 20, seat 2 at 40, seat 3 at 60; seat 0 is due at 80.
    assert log(later)[1:] == [CloseCatchWindow(0), TimeOut(1), TimeOut(2), TimeOut(3)]
    assert later.updated == 60.0 and later.waiting_since == 60.0 and next_deadline(later) == 80.0
    stepwise = tick(tick(tick(tick(room, 8.0), 20.0), 40.0), 65.0)
    assert stepwise == later
    with pytest.raises(RoomError, match="out of date"):
        tick(later, 59.0)


def test_om14_the_8_second_catch_window_closes_for_everyone_present_or_not() -> None:
    room = seated(arrange(["blue 4, blue 7", *F[1:]], "blue 1", rest="deck"))
    room = move(room, "Priya", Play(0, Card.parse("blue 4")), 0.0)
    assert next_deadline(room) == 8.0
    closed = tick(room, 1_000.0)  # everyone there: the window closes, nothing else
    assert log(closed)[1:] == [CloseCatchWindow(0)] and next_deadline(closed) is None


# -- OM27: a leaver is away for good ------------------------------------------------------


def test_om27_a_player_who_leaves_keeps_the_seat_and_the_clock_plays_it() -> None:
    room = plain(turn=1)
    gone = leave(room, "Marcus", 2.0)
    assert gone is not None and gone.members == ("Priya", "Jo", "Sam")
    assert gone.seats == room.seats and seat_of(gone, "Marcus") == 1
    assert gone.away == (("Marcus", 2.0),) and next_deadline(gone) == 22.0
    assert tick(gone, 21.999) is gone
    timed = tick(gone, 22.0)
    assert log(timed) == [TimeOut(1)] and timed.game is not None and timed.game.turn == 2
    assert next_deadline(timed) is None  # Jo is there
    assert leave(leave(leave(gone, "Priya", 3.0), "Jo", 3.0), "Sam", 3.0) is None  # type: ignore[arg-type]


def test_om27_a_leaver_is_away_for_good() -> None:
    room = playing(2)
    room = disconnect(room, "Marcus", 1.0)
    gone = leave(room, "Marcus", 4.0)
    assert gone is not None and gone.away == (("Marcus", 1.0),)  # away since they went
    for refused in (reconnect, disconnect):
        with pytest.raises(RoomError, match="not in this room"):
            refused(gone, "Marcus", 5.0)
    with pytest.raises(RoomError, match="not in this room"):
        move(gone, "Marcus", Draw(1), 5.0)
    # Priya plays; every turn of Marcus's seat is drawn for 20 seconds into it, to the end.
    now, timeouts = 5.0, 0
    while gone.phase == "playing":
        assert gone.game is not None
        seat = to_act(gone.game)[0]
        due = next_deadline(gone)
        if seat == 1:
            assert gone.waiting_since is not None and due is not None
            windows = [opened + 8.0 for _, opened in gone.windows]
            assert due == min([max(gone.waiting_since, 1.0) + 20.0, *windows])
            now = due
            gone = tick(gone, now)
            timeouts += log(gone)[-1:] == [TimeOut(1)]
        else:
            now += 1.0
            gone = tick(gone, now)  # a window may close first
            if gone.phase == "playing" and gone.game is not None and to_act(gone.game) == (0,):
                gone = move(gone, "Priya", legal_moves(gone.game, 0)[0], now)
    assert timeouts > 0 and all(move.player == 1 for move in log(gone) if isinstance(move, TimeOut))


def test_om27_a_rematch_keeps_who_is_away_and_forgets_who_left() -> None:
    room = disconnect(playing(4), "Jo", 0.0)
    room = leave(room, "Sam", 0.0)  # type: ignore[assignment]
    assert room.away == (("Jo", 0.0), ("Sam", 0.0))
    over = tick(all_away(room, 0.0), 100_000.0)
    assert over.phase == "over"
    at = over.updated
    again = rematch(reconnect(reconnect(over, "Priya", at), "Marcus", at), "Priya", at)
    assert again.seats == ("Priya", "Marcus", "Jo") and again.away == (("Jo", 0.0),)
    assert next_deadline(again) in (None, again.updated + 20.0)


def test_moves_of_away_seats_are_still_checked() -> None:
    room = disconnect(plain(), "Marcus", 0.0)
    with pytest.raises(IllegalMove, match="not seat 1's turn"):
        move(room, "Marcus", Draw(1), 1.0)

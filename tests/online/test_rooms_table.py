"""The game in a room: moves, views, the catch window (OM14), rematch (OM27) and play vs
bot instead (OM23). The disconnect rule (OM18, OM22, OM27) is in ``test_rooms_away.py``."""

from __future__ import annotations

import enum

import pytest

from cardtable.game import IllegalMove
from cardtable.online.rooms import (
    Room,
    RoomError,
    add_bot,
    game_seed,
    join,
    leave,
    move,
    next_deadline,
    play_vs_bot_instead,
    quick_match,
    rematch,
    seat_of,
    start,
    tick,
    view,
)
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    CloseCatchWindow,
    Draw,
    Ladder,
    Play,
    Rules,
    SwapWith,
    TimeOut,
    legal_moves,
    new_game,
    to_act,
)
from cardtable.open_mercy import view as seat_view
from cardtable.open_mercy.bots.ladder import LADDER_RULES
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


def finished(room: Room) -> Room:
    """The room once everyone is away and the clock plays every seat to the end."""
    room = tick(all_away(room, room.updated), room.updated + 100_000.0)
    assert room.phase == "over"
    return room


# -- moves and views ---------------------------------------------------------------------


def test_a_member_plays_only_for_their_own_seat() -> None:
    room = seated(arrange(["blue 4, blue 7", *F[1:]], "blue 1", rest="deck"))
    assert view(room, "Priya").hand == cards("blue 4, blue 7")
    with pytest.raises(IllegalMove, match="seat 1 cannot play a move for seat 0"):
        move(room, "Marcus", Play(0, Card.parse("blue 4")), 1.0)
    with pytest.raises(IllegalMove, match="clock"):
        move(room, "Priya", TimeOut(0), 1.0)
    with pytest.raises(IllegalMove, match="not seat 1's turn"):
        move(room, "Marcus", Draw(1), 1.0)
    with pytest.raises(RoomError, match="not a move"):
        move(room, "Priya", "draw", 1.0)  # type: ignore[arg-type]
    with pytest.raises(RoomError, match="not in this room"):
        move(room, "Stranger", Draw(0), 1.0)
    with pytest.raises(RoomError, match="out of date"):
        move(room, "Priya", Draw(0), -1.0)
    played = move(room, "Priya", Play(0, Card.parse("blue 4")), 1.0)
    assert log(played) == [Play(0, Card.parse("blue 4"))] and played.updated == 1.0
    with pytest.raises(IllegalMove):  # stale: the same move again
        move(played, "Priya", Play(0, Card.parse("blue 4")), 2.0)
    with pytest.raises(RoomError, match="has not started"):
        move(private(2), "Priya", Draw(0), 1.0)
    with pytest.raises(RoomError, match="has not started"):
        view(private(2), "Priya")


def test_a_seat_given_as_an_int_enum_reads_as_its_number_and_a_bool_is_no_seat() -> None:
    seat = enum.IntEnum("seat", [("NORTH", 0), ("EAST", 1)])
    room = seated(arrange(["blue 4, blue 7", *F[1:]], "blue 1", rest="deck"))
    assert log(move(room, "Priya", Draw(seat.NORTH), 1.0)) == [Draw(0)]
    with pytest.raises(IllegalMove, match="for another seat"):
        move(room, "Priya", Draw(False), 1.0)
    with pytest.raises(IllegalMove, match="for seat 1"):
        move(room, "Priya", Draw(seat.EAST), 1.0)


def test_every_member_sees_their_own_seats_view_and_nothing_more() -> None:
    room = add_bot(private(3), "Priya", "rook", 0.0)
    room = start(room, "Priya", 0.0)
    assert room.game is not None
    for name in room.members:
        assert view(room, name) == seat_view(room.game, seat_of(room, name))


def test_a_bot_member_moves_through_its_member_name() -> None:
    room = start(add_bot(private(1), "Priya", "scrap", 0.0), "Priya", 0.0)
    moved_by = []
    for step in range(1, 10):
        assert room.game is not None
        seat = to_act(room.game)[0]
        room = move(room, room.seats[seat], legal_moves(room.game, seat)[0], float(step))
        moved_by.append(room.seats[seat])
    assert "Scrap (bot)" in moved_by and "Priya" in moved_by


def test_the_game_over_refuses_moves() -> None:
    room = finished(playing(2))
    with pytest.raises(RoomError, match="over"):
        move(room, "Priya", Draw(0), room.updated)
    assert view(room, "Marcus").winners == room.game.winners  # type: ignore[union-attr]


# -- OM14 the catch window ---------------------------------------------------------------


def test_om14_catch_window_closes_after_8_seconds() -> None:
    room = seated(arrange(["blue 4, blue 7", *F[1:]], "blue 1", rest="deck"))
    room = move(room, "Priya", Play(0, Card.parse("blue 4")), 3.0)
    assert room.game is not None and room.game.catchable == (0,)
    assert room.windows == ((0, 3.0),) and next_deadline(room) == 11.0
    assert tick(room, 10.999) is room
    caught = move(room, "Jo", Catch(2, 0), 10.999)
    assert caught.game is not None and len(caught.game.hands[0]) == 11 and caught.windows == ()
    closed = tick(room, 11.0)
    assert log(closed)[-1] == CloseCatchWindow(0) and closed.windows == ()
    assert closed.game is not None and closed.game.catchable == ()
    with pytest.raises(IllegalMove, match="can be caught"):
        move(room, "Jo", Catch(2, 0), 11.0)  # the window closed at 11, before the catch


def test_om14_a_call_closes_the_window_and_a_new_one_card_hand_opens_a_new_one() -> None:
    room = seated(arrange(["blue 4, blue 7", *F[1:]], "blue 1", rest="deck"))
    room = move(room, "Priya", Play(0, Card.parse("blue 4")), 3.0)
    called = move(room, "Priya", CallMercy(0), 5.0)
    assert called.windows == () and next_deadline(called) is None  # no turn timer
    # A window already open keeps its time while the hand stays the same.
    swapping = seated(arrange(["red 7, red 8, blue 9", "blue 4", *F[2:]], "red 1", catchable=(1,)))
    assert swapping.windows == ((1, 0.0),)
    after = move(swapping, "Priya", Play(0, Card.parse("red 7")), 2.0)
    assert after.windows == ((1, 0.0),)
    swapped = move(after, "Priya", SwapWith(0, 1), 4.0)
    assert swapped.game is not None and swapped.game.catchable == (0,)
    assert swapped.windows == ((0, 4.0),)


# -- OM27 rematch (leaving a game and the clock: test_rooms_away.py) -------------------


def test_om27_rematch_by_host_only_members_in_joining_order_seed_from_room_seed_and_game_number() -> None:
    room = private(4, seed=9, stacking="house")
    room = start(room, "Priya", 0.0)
    assert room.game == new_game(Rules(players=4, stacking="house"), seed=game_seed(9, 1))
    with pytest.raises(RoomError, match="when the game is over"):
        rematch(room, "Priya", 1.0)
    over = finished(room)
    at = over.updated
    with pytest.raises(RoomError, match=r"^Only the host can deal a rematch$"):
        rematch(over, "Jo", at)
    # Everyone else may go back to the lobby; the members still there play again.
    left = leave(over, "Marcus", at)
    assert left is not None
    again = rematch(left, "Priya", at + 1.0)
    assert again.phase == "playing" and again.games == 2
    assert again.seats == ("Priya", "Jo", "Sam")
    assert again.game == new_game(Rules(players=3, stacking="house"), seed=game_seed(9, 2))
    assert seat_of(again, "Marcus") is None and again.waiting_since == at + 1.0
    third = rematch(finished(again), "Priya", finished(again).updated)
    assert third.games == 3
    assert third.game == new_game(Rules(players=3, stacking="house"), seed=game_seed(9, 3))


def test_om27_after_the_game_the_host_may_leave_too_and_the_next_host_deals() -> None:
    over = finished(playing(3))
    left = leave(over, "Priya", over.updated)
    assert left is not None and left.host == "Marcus"
    assert rematch(left, "Marcus", left.updated).seats == ("Marcus", "Jo")
    alone = leave(left, "Jo", left.updated)
    assert alone is not None
    with pytest.raises(RoomError, match="at least 2 players"):
        rematch(alone, "Marcus", alone.updated)


def test_om27_a_quick_match_has_no_host_and_no_rematch() -> None:
    room = join(join(quick_match(seed=1, now=0.0), "Priya", 0.0), "Marcus", 0.0)
    over = finished(tick(room, 55.0))
    with pytest.raises(RoomError, match="Only the host"):
        rematch(over, "Priya", over.updated)


# -- OM23 play vs bot instead ------------------------------------------------------------


def test_om23_play_vs_bot_instead_leaves_the_room_for_the_ladders_game() -> None:
    room = private(3)
    ladder = Ladder(("scrap",))
    after, game, bot = play_vs_bot_instead(room, "Priya", ladder, 5.0)
    assert after is not None and after.members == ("Marcus", "Jo") and after.host == "Marcus"
    assert bot == "pilot" and game.origin.rules == LADDER_RULES
    assert len(game.hands) == 2 and len(game.log) == 0
    assert play_vs_bot_instead(room, "Priya", ladder, 5.0)[1] == game  # the same call, the same deal
    assert play_vs_bot_instead(private(1), "Priya", Ladder(), 5.0)[0] is None
    with pytest.raises(RoomError, match="waiting room"):
        play_vs_bot_instead(start(room, "Priya", 1.0), "Jo", ladder, 2.0)
    with pytest.raises(RoomError, match="not a ladder"):
        play_vs_bot_instead(room, "Jo", ("scrap",), 2.0)  # type: ignore[arg-type]
    with pytest.raises(RoomError, match="not in this room"):
        play_vs_bot_instead(room, "Nobody", ladder, 2.0)

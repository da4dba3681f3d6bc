"""Private rooms (OM25): the code, joining, the host, starting, leaving, seats, bots."""

from __future__ import annotations

import re

import pytest

from cardtable import bots
from cardtable.online.rooms import (
    CODE_ALPHABET,
    MAX_PLAYERS,
    RoomError,
    add_bot,
    bot_seats,
    create_room,
    game_seed,
    join,
    leave,
    room_code,
    seat_of,
    start,
    view,
)
from cardtable.open_mercy import Rules, new_game
from cardtable.open_mercy import view as seat_view
from tests.online.rooms_helpers import playing, private

# -- OM25 the room code ------------------------------------------------------------------


def test_om25_room_code_is_6_characters_of_the_alphabet_made_from_the_seed() -> None:
    assert CODE_ALPHABET == "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    assert not set("ILO01") & set(CODE_ALPHABET)
    codes = {room_code(seed) for seed in range(2000)}
    assert all(re.fullmatch(f"[{CODE_ALPHABET}]{{6}}", code) for code in codes)
    assert len(codes) > 1990  # different seeds, different rooms (almost always)
    assert set("".join(codes)) == set(CODE_ALPHABET)  # every character is used
    assert room_code(2**70) == room_code(2**70) and room_code(-3) != room_code(3)
    assert create_room("Ana", seed=77, now=0.0).code == room_code(77)


def test_om25_the_code_and_the_games_seeds_are_fixed_functions_of_the_seed() -> None:
    # Pinned: a room code must not change between versions, or shared links would break.
    assert [room_code(seed) for seed in (0, 1, 2)] == ["ZTSRHN", "N68FX6", "HKUJC7"]
    assert game_seed(1, 1) == 15360212797845286089 != game_seed(1, 2)
    with pytest.raises(RoomError):
        room_code(True)


# -- OM25 joining, the 20-player limit ---------------------------------------------------


def test_om25_a_room_holds_20_players_and_the_21st_is_told_game_is_full() -> None:
    room = private(MAX_PLAYERS)
    assert MAX_PLAYERS == 20 and len(room.members) == 20
    with pytest.raises(RoomError, match=r"^Game is full$"):
        join(room, "Late", 1.0)
    with pytest.raises(RoomError, match=r"^Game is full$"):
        add_bot(room, "Priya", "scrap", 1.0)
    assert len(leave(room, "Jo", 1.0).members) == 19  # type: ignore[union-attr]
    assert len(join(leave(room, "Jo", 1.0), "Late", 1.0).members) == 20  # type: ignore[arg-type]


def test_om25_a_join_after_the_game_started_is_refused() -> None:
    room = playing(2)
    with pytest.raises(RoomError, match="already started"):
        join(room, "Late", 1.0)


def test_om25_names_are_unique_and_1_to_24_printable_characters() -> None:
    room = private(2)
    with pytest.raises(RoomError, match=r"^That name is taken$"):
        join(room, "Marcus", 1.0)
    for bad in ("", "x" * 25, "tab\there", "   ", "Kobra (bot)", 5, None, b"Ana"):
        with pytest.raises(RoomError):
            join(room, bad, 1.0)  # type: ignore[arg-type]
        with pytest.raises(RoomError):
            create_room(bad, seed=1, now=0.0)  # type: ignore[arg-type]
    assert join(room, "x" * 24, 1.0).members[-1] == "x" * 24
    assert join(room, "Zoë 🂡", 1.0).members[-1] == "Zoë 🂡"


# -- OM25 the host and START GAME --------------------------------------------------------


def test_om25_the_host_picks_the_stacking_and_starts_with_at_least_2_players() -> None:
    alone = create_room("Priya", seed=5, now=0.0, stacking="casual")
    with pytest.raises(RoomError, match="at least 2 players"):
        start(alone, "Priya", 1.0)
    room = join(alone, "Marcus", 1.0)
    with pytest.raises(RoomError, match=r"^Only the host can start the game$"):
        start(room, "Marcus", 2.0)
    with pytest.raises(RoomError, match="not in this room"):
        start(room, "Jo", 2.0)
    started = start(room, "Priya", 2.0)
    assert started.phase == "playing" and started.games == 1
    assert started.game == new_game(Rules(players=2, stacking="casual"), seed=game_seed(5, 1))
    with pytest.raises(RoomError, match="already started"):
        start(started, "Priya", 3.0)
    with pytest.raises(RoomError, match="stacking"):
        create_room("Priya", seed=5, now=0.0, stacking="loose")


def test_om25_when_the_host_leaves_the_earliest_joiner_after_them_becomes_host() -> None:
    room = private(4)  # Priya (host), Marcus, Jo, Sam
    room = leave(room, "Priya", 1.0)  # type: ignore[assignment]
    assert room.host == "Marcus" and room.members == ("Marcus", "Jo", "Sam")
    room = leave(room, "Jo", 2.0)  # type: ignore[assignment]
    assert room.host == "Marcus"
    assert leave(room, "Marcus", 3.0).host == "Sam"  # type: ignore[union-attr]


def test_om25_a_bot_never_becomes_host() -> None:
    room = add_bot(create_room("Priya", seed=1, now=0.0), "Priya", "kobra", 0.0)
    room = join(room, "Marcus", 1.0)
    assert room.members == ("Priya", "Kobra (bot)", "Marcus")
    assert leave(room, "Priya", 2.0).host == "Marcus"  # type: ignore[union-attr]
    # With only bots left the room closes: nobody is there to play.
    assert leave(leave(room, "Marcus", 2.0), "Priya", 3.0) is None  # type: ignore[arg-type]


def test_om25_an_empty_room_closes() -> None:
    room = private(2)
    room = leave(room, "Marcus", 1.0)  # type: ignore[assignment]
    assert room is not None and leave(room, "Priya", 2.0) is None
    with pytest.raises(RoomError, match="not in this room"):
        leave(room, "Marcus", 2.0)


def test_om25_seats_are_given_in_order_of_joining() -> None:
    room = add_bot(private(3), "Priya", "scrap", 0.0)
    room = join(room, "Sam", 0.5)
    room = start(room, "Priya", 1.0)
    assert room.seats == ("Priya", "Marcus", "Jo", "Scrap (bot)", "Sam")
    assert [seat_of(room, name) for name in room.seats] == [0, 1, 2, 3, 4]
    assert seat_of(room, "Nobody") is None and seat_of(room, 3) is None  # type: ignore[arg-type]
    assert bot_seats(room) == ((3, "scrap"),)
    assert room.game is not None and view(room, "Jo") == seat_view(room.game, 2)


# -- bots as members ---------------------------------------------------------------------


def test_the_host_seats_bots_named_after_them_and_no_one_else_may() -> None:
    room = private(2)
    with pytest.raises(RoomError, match=r"^Only the host can seat a bot$"):
        add_bot(room, "Marcus", "scrap", 1.0)
    with pytest.raises(RoomError, match="no bot called 'deep-blue'"):
        add_bot(room, "Priya", "deep-blue", 1.0)
    with pytest.raises(RoomError, match="no bot called"):
        add_bot(room, "Priya", 7, 1.0)  # type: ignore[arg-type]
    room = add_bot(add_bot(room, "Priya", "terminator", 1.0), "Priya", "terminator", 1.0)
    assert room.members[2:] == ("Terminator (bot)", "Terminator 2 (bot)")
    assert room.bots == (("Terminator (bot)", "terminator"), ("Terminator 2 (bot)", "terminator"))
    without = leave(room, "Terminator (bot)", 2.0)
    assert without is not None and without.bots == (("Terminator 2 (bot)", "terminator"),)
    with pytest.raises(RoomError, match="already started"):
        add_bot(start(room, "Priya", 2.0), "Priya", "scrap", 3.0)


def test_a_bot_seated_without_a_name_is_the_games_strongest() -> None:
    room = add_bot(private(2), "Priya", None, 1.0)
    strongest = bots.best("open-mercy")
    assert room.bots == ((f"{strongest.capitalize()} (bot)", strongest),)


def test_a_room_shows_no_card_and_no_seed_in_its_repr() -> None:
    room = playing(3, seed=987654321)
    text = repr(room)
    assert re.fullmatch(r"<Room [A-Z2-9]{6}: 3 members, playing>", text)
    assert "987654321" not in text and "Priya" not in text
    assert repr(private(1)).endswith("1 member, waiting>")

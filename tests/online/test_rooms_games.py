"""Rooms of every game in ``GAMES``: the host's rules, seats and bots, a whole game played in
the room, rematch, keeping across a restart, and each game's disconnect rule."""

from __future__ import annotations

import pytest

from cardtable.games import GAMES
from cardtable.online import rooms
from cardtable.online.rooms.away import GRACE_SECONDS, SAFEST, grace, stand_in
from cardtable.online.rooms.games import seat_range
from cardtable.online.rooms.saved import room_from_dict, room_to_dict
from tests.online.rooms_helpers import dealt

OTHERS = ("kings-mercy", "king-cut-throat", "witch-of-the-woods")
ALL = ("open-mercy", *OTHERS)
SHORT = {
    "kings-mercy": {"max_hands": 2},
    "king-cut-throat": {"max_hands": 1},
    "witch-of-the-woods": {"max_hands": 2},
    "open-mercy": None,
}


def room_of(game: str, people: int, *, seed: int = 3, bots: int = 0) -> rooms.Room:
    """A waiting room of ``game`` with ``people`` people and ``bots`` of its best bot."""
    room = rooms.create_room("Ana", seed=seed, now=0.0, game=game, rules=SHORT[game])
    for name in ("Bo", "Cy", "Dee", "Eli", "Fay")[: people - 1]:
        room = rooms.join(room, name, 0.0)
    for _ in range(bots):
        room = rooms.add_bot(room, "Ana", None, 0.0)
    return room


def play_out(room: rooms.Room, now: float = 1.0) -> rooms.Room:
    """Every seat plays its first legal move until the game is over (bots' seats too)."""
    game = GAMES[room.table]
    while room.phase == "playing":
        seat = game.to_act(room.game)[0]
        room = rooms.move(room, room.seats[seat], game.legal_moves(dealt(room), seat)[0], now)
    return room


@pytest.mark.parametrize("game", ALL)
def test_a_room_of_every_game_plays_to_its_end_and_deals_a_rematch(game: str) -> None:
    fewest = seat_range(game)[0]
    room = room_of(game, 2, bots=max(0, fewest - 2))
    room = rooms.start(room, "Ana", 0.5)
    assert dealt(room).origin.game == game and dealt(room).origin.rules.players == max(2, fewest)
    assert rooms.view(room, "Bo") == GAMES[game].view(room.game, 1)
    room = play_out(room)
    assert room.phase == "over" and GAMES[game].outcome(room.game) is not None
    again = rooms.rematch(room, "Ana", 2.0)
    assert again.phase == "playing" and again.games == 2 and again.rules == room.rules
    assert dealt(again).origin.seed != dealt(room).origin.seed


@pytest.mark.parametrize("game", OTHERS)
def test_the_host_picks_every_rules_field_and_the_rules_refuse_in_their_words(game: str) -> None:
    room = rooms.create_room("Ana", seed=1, now=0.0, game=game, rules={"players": 3, "max_hands": 4})
    assert room.rules.players == 3 and room.rules.max_hands == 4
    with pytest.raises(rooms.RoomError, match="players must be"):
        rooms.create_room("Ana", seed=1, now=0.0, game=game, rules={"players": 99})
    with pytest.raises(rooms.RoomError, match="has no option called 'stacking'"):
        rooms.create_room("Ana", seed=1, now=0.0, game=game, rules={"stacking": "house"})
    with pytest.raises(rooms.RoomError, match="There is no game called 'chess'"):
        rooms.create_room("Ana", seed=1, now=0.0, game="chess")


def test_a_room_holds_the_seats_its_rules_allow_and_deals_to_those_seated() -> None:
    room = rooms.create_room("Ana", seed=1, now=0.0, game="king-cut-throat", rules={"players": 2})
    room = rooms.add_bot(room, "Ana", None, 0.0)
    with pytest.raises(rooms.RoomError, match="Game is full"):
        rooms.join(room, "Bo", 0.0)
    room = rooms.create_room("Ana", seed=1, now=0.0, game="kings-mercy")
    with pytest.raises(rooms.RoomError, match="at least 3 players"):
        rooms.start(rooms.join(room, "Bo", 0.0), "Ana", 0.0)
    assert rooms.add_bot(room, "Ana", None, 0.0).bots[0][1] == GAMES["kings-mercy"].FACTS.best


@pytest.mark.parametrize("game", ALL)
def test_a_room_of_every_game_is_kept_and_rebuilt_mid_game(game: str) -> None:
    room = rooms.start(room_of(game, 3), "Ana", 0.0)
    seat = GAMES[game].to_act(room.game)[0]
    room = rooms.move(room, room.seats[seat], GAMES[game].legal_moves(dealt(room), seat)[0], 1.0)
    data, record = room_to_dict(room)
    back = room_from_dict(data, record)
    assert back == room


@pytest.mark.parametrize("game", ALL)
def test_an_away_seat_keeps_its_seat_and_the_clock_moves_for_it_after_its_grace(game: str) -> None:
    room = rooms.start(room_of(game, 3), "Ana", 0.0)
    seat = GAMES[game].to_act(room.game)[0]
    name = room.seats[seat]
    room = rooms.disconnect(room, name, 10.0)
    period = grace(game)
    assert rooms.next_deadline(room) == 10.0 + period
    assert rooms.tick(room, 10.0 + period - 0.5) is room
    expected = stand_in(game, dealt(room), seat)
    after = rooms.tick(room, 10.0 + period)
    assert dealt(after).log[-1] == expected and after.seats == room.seats and name in after.members


def test_the_grace_periods_and_the_safest_moves_are_named_for_every_game() -> None:
    assert set(GRACE_SECONDS) == set(ALL) and GRACE_SECONDS["open-mercy"] == rooms.TURN_SECONDS
    assert set(SAFEST) == set(OTHERS)
    for game, kinds in SAFEST.items():
        assert set(kinds) <= {cls.__name__ for cls in GAMES[game].MOVES}


def test_kings_mercy_checks_for_an_away_seat_and_folds_when_it_cannot() -> None:
    km = GAMES["kings-mercy"]
    state = km.new_game(km.Rules(players=3), seed=2)
    assert type(stand_in("kings-mercy", state, 1)).__name__ == "Check"
    state = km.apply_move(state, km.legal_moves(state, 1)[1])  # seat 1 bets
    assert type(stand_in("kings-mercy", state, 2)).__name__ == "Fold"


def test_king_cut_throat_discards_the_lowest_cards_for_an_away_seat() -> None:
    kct = GAMES["king-cut-throat"]
    state = kct.new_game(kct.Rules(players=3), seed=2)
    chosen = stand_in("king-cut-throat", state, 0)
    assert type(chosen).__name__ == "Discard" and chosen in kct.legal_moves(state, 0)
    hand = sorted(kct.view(state, 0).hand, key=lambda card: 14 if card.rank == 1 else int(card.rank))
    assert max(chosen.cards, key=lambda card: 14 if card.rank == 1 else int(card.rank)) in hand[:3]


def test_witch_of_the_woods_stands_pat_for_an_away_seat() -> None:
    ww = GAMES["witch-of-the-woods"]
    state = ww.new_game(ww.Rules(players=3), seed=1)
    seat = ww.to_act(state)[0]
    assert type(stand_in("witch-of-the-woods", state, seat)).__name__ == "StandPat"


@pytest.mark.parametrize("game", OTHERS)
def test_every_seat_away_the_clock_plays_every_game_to_its_end_with_safe_moves(game: str) -> None:
    room = rooms.start(room_of(game, 3), "Ana", 0.0)
    for name in room.members:
        room = rooms.disconnect(room, name, 0.0)
    room = rooms.tick(room, 1e7)
    assert room.phase == "over"

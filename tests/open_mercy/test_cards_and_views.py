"""Cards and their notation, moves, refusals, views and the pictures of a state."""

from __future__ import annotations

import typing

import pytest

import cardtable
from cardtable import IllegalMove, records
from cardtable.open_mercy import (
    MOVES,
    NAME,
    CallMercy,
    Card,
    Catch,
    ChooseColor,
    Color,
    Draw,
    Kind,
    Move,
    Play,
    Rules,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    to_act,
    view,
)
from tests.open_mercy.helpers import arrange

SPELLINGS = ["red 5", "blue skip", "green draw2", "yellow draw4", "red reverse",
             "blue skip-everyone", "green discard-all", "wild", "wild reverse-draw4",
             "wild draw6", "wild draw10", "wild roulette"]


@pytest.mark.parametrize("text", SPELLINGS)
def test_card_parse_and_str_round_trip(text: str) -> None:
    card = Card.parse(text)
    assert str(card) == text
    assert eval(repr(card), {"Card": Card}) is card


def test_every_card_reads_back_and_cards_are_interned() -> None:
    for card in set(full_deck()):
        assert Card.parse(str(card)) is card
        assert Card.parse(str(card).upper()) is card
    assert Card(Color.RED, Kind.FIVE) is Card.parse("red 5")
    for bad in ("red", "wild 5", "purple 5", "red wild", "", "red 10", 5, None):
        with pytest.raises(ValueError):
            Card.parse(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Card(None, Kind.FIVE)


def test_colours_read_print_and_paste_back() -> None:
    assert Color.parse("Yellow") is Color.YELLOW and str(Color.BLUE) == "blue"
    assert eval(repr(Color.GREEN), {"Color": Color}) is Color.GREEN
    with pytest.raises(ValueError):
        Color.parse("purple")


def test_moves_print_short_and_paste_back() -> None:
    namespace = vars(cardtable.open_mercy)
    state = arrange(["wild draw6, blue 1", "red 1, red 2", "green 1", "yellow 1, yellow 2, yellow 3"],
                    "blue 5", catchable=(2,))
    for move in legal_moves(state):
        assert eval(repr(move), namespace) == move
        assert str(move).startswith(("seat", "host"))
    assert str(Play(0, Card.parse("wild draw6"), Color.RED)) == "seat 0 plays wild draw6 naming red"
    assert str(Catch(1, 2)) == "seat 1 catches seat 2"
    assert set(typing.get_args(Move)) == set(MOVES) and len(MOVES) == 11


def test_registered_in_games_under_its_name() -> None:
    assert NAME == "open-mercy"
    assert cardtable.GAMES["open-mercy"] is cardtable.open_mercy


@pytest.mark.parametrize(
    "junk",
    [None, 3, "Draw", object(), Draw(-1), Draw(4), Draw("0"), Draw(True),  # type: ignore[arg-type]
     Play(0, None), Play(0, "red 5"), Play(0, Card.parse("red 9")),  # type: ignore[arg-type]
     Play(0, Card.parse("blue 1"), "red"), ChooseColor(0, Color.RED),  # type: ignore[arg-type]
     Catch(0, 9), Catch(0, "1"), CallMercy(0)],  # type: ignore[arg-type]
)
def test_anything_not_legal_is_refused_with_illegal_move(junk: object) -> None:
    state = arrange(["blue 1, blue 2, blue 3", "red 1, red 2", "green 1, green 2",
                     "yellow 1, yellow 2"], "blue 5")
    with pytest.raises(IllegalMove) as refused:
        apply_move(state, junk)  # type: ignore[arg-type]
    assert str(refused.value)


def test_a_finished_game_refuses_every_move() -> None:
    state = apply_move(arrange(["blue 1", "red 1, red 2", "green 1, green 2", "yellow 1, yellow 2"],
                               "blue 5"), Play(0, Card.parse("blue 1")))
    with pytest.raises(IllegalMove, match="over"):
        apply_move(state, Draw(1))


def test_rules_refuse_unknown_stacking_modes() -> None:
    for mode in ("official", "house", "casual"):
        assert Rules(stacking=mode).stacking == mode
    with pytest.raises(ValueError, match="stacking"):
        Rules(stacking="loose")  # type: ignore[arg-type]


def test_views_show_own_hand_counts_and_public_table_only() -> None:
    state = arrange(["blue 1, blue 2, blue 3", "red 1, red 2", "green 1", "yellow 1, yellow 2"],
                    "blue 5", called=(1,), catchable=(2,), stack=0, rest="deck")
    seen = view(state, 0)
    assert seen.hand == state.hands[0]
    assert seen.hand_sizes == (3, 2, 1, 2)
    assert (seen.top, seen.color, seen.direction, seen.stack) == (Card.parse("blue 5"), Color.BLUE,
                                                                  1, 0)
    assert seen.called == (False, True, False, False) and seen.catchable == (2,)
    assert seen.deck_size == len(state.deck) and seen.limit == 25
    assert seen.to_act == (0,) and seen.pending is None and seen.winner is None
    spectator = view(state, None)
    assert spectator.hand == () and spectator.hand_sizes == seen.hand_sizes
    data = records.view_to_dict(seen)
    assert data["top"] == "blue 5" and data["hand"] == ["blue 1", "blue 2", "blue 3"]
    assert "YOUR TURN" in str(seen) and "3/25" in str(seen)
    with pytest.raises(ValueError):
        view(state, 4)


def test_a_drawn_wild_waiting_for_its_colour_shows_only_to_its_owner() -> None:
    state = arrange(["red 1, red 2", "yellow 1, yellow 2", "green 1, green 2", "red 3, red 4"],
                    "blue 5", deck="wild draw10")
    state = apply_move(state, Draw(0))
    assert view(state, 0).pending.cards == (Card.parse("wild draw10"),)  # type: ignore[union-attr]
    for seat in (1, 2, 3, None):
        pending = view(state, seat).pending
        assert pending is not None
        assert (pending.choice, pending.player, pending.cards) == ("color", 0, ())
    assert to_act(state) == (0,)


def test_state_repr_is_one_line_and_str_pictures_the_table() -> None:
    state = new_game(Rules(players=3), seed=2)
    assert "\n" not in repr(state) and repr(state).startswith("<open-mercy 3 players")
    picture = str(state)
    assert "seat 2 (7/25)" in picture and str(state.pile[-1]) in picture


def test_records_round_trip_a_game_with_host_moves() -> None:
    state = new_game(Rules(players=3, stacking="casual"), seed=9)
    for _ in range(60):
        moves = legal_moves(state)
        if not moves:
            break
        host = [m for m in moves if m.by_host]
        state = apply_move(state, host[0] if len(state.log) % 7 == 0 and host else moves[0])
    text = records.dumps(state)
    assert '"host": true' in text
    assert records.loads(text) == state

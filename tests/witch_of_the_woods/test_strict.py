"""Moves, seats and records read strictly (C8, C9, C10), as every game reads them."""

from __future__ import annotations

import enum
import json
import pickle

import attrs
import pytest

from cardtable import IllegalMove, records
from cardtable.witch_of_the_woods import (
    Add,
    DrawFromCamp,
    ReturnToCamp,
    Rules,
    Stand,
    StandPat,
    State,
    WitchTrade,
    apply_move,
    legal_moves,
    new_game,
    to_act,
    view,
)

from .helpers import game, play


class Seat(enum.IntEnum):
    DEALER = 0
    LEFT = 1
    ACROSS = 2


def test_c8_an_int_enum_seat_reads_as_its_number() -> None:
    state = new_game(Rules(players=3), seed=7)
    assert legal_moves(state, Seat.LEFT) == legal_moves(state, 1)
    assert view(state, Seat.LEFT) == view(state, 1)
    assert type(view(state, Seat.LEFT).player) is int
    after = apply_move(state, DrawFromCamp(Seat.LEFT, 2))
    assert after == apply_move(state, DrawFromCamp(1, 2))
    made = list(after.log)[-1]
    assert made == DrawFromCamp(1, 2) and type(made.player) is int  # logged as a plain seat
    assert apply_move(state, DrawFromCamp(1, Seat.ACROSS)) == after  # any int field alike


@pytest.mark.parametrize("seat", [True, 1.0, "1", None, 3, -1])
def test_c8_anything_else_is_no_seat(seat: object) -> None:
    state = new_game(Rules(players=3), seed=7)
    if seat is not None:
        with pytest.raises(ValueError, match="seat"):
            view(state, seat)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="seat"):
            legal_moves(state, seat)  # type: ignore[arg-type]
    with pytest.raises(IllegalMove):
        apply_move(state, StandPat(seat))  # type: ignore[arg-type]


def test_c8_a_game_that_is_over_still_refuses_a_seat_not_at_the_table() -> None:
    over = play(
        game({1: "2C 5D 9H", 0: "QC KD KH"}, "AS 2S", rules=Rules(players=2, hands_to_win=1)),
        StandPat(1),
        StandPat(0),
    )
    assert to_act(over) == () and legal_moves(over, 1) == ()
    with pytest.raises(ValueError, match="no seat 2"):
        legal_moves(over, 2)
    with pytest.raises(IllegalMove, match="no seat 2"):
        apply_move(over, StandPat(2))


def _built_around(cls: type, **fields: object) -> object:
    """A move made without its constructor, as pickle or a careless caller might."""
    move: object = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(move, name, value)
    return move


def _refused(state: State, move: object, match: str) -> None:
    before = pickle.dumps(state)
    with pytest.raises(IllegalMove, match=match):
        apply_move(state, move)  # type: ignore[arg-type]
    assert pickle.dumps(state) == before


def test_c9_a_return_with_its_cards_out_of_order_is_refused_and_changes_nothing() -> None:
    state = apply_move(new_game(Rules(players=3), seed=7), DrawFromCamp(1, 2))
    listed = legal_moves(state)[0]
    assert isinstance(listed, ReturnToCamp) and len(listed.cards) == 2
    backwards = _built_around(ReturnToCamp, player=1, cards=tuple(reversed(listed.cards)))
    _refused(state, backwards, "canonical order")
    assert len(state.log) == 1  # never logged
    assert apply_move(state, listed).log != state.log  # the listed move itself is fine


def test_c9_objects_that_only_look_like_moves_are_refused() -> None:
    state = apply_move(new_game(Rules(players=3), seed=7), DrawFromCamp(1, 1))
    held = state.hands[1]

    class Anything:
        player = 1

        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    @attrs.frozen(slots=True)
    class Lookalike(ReturnToCamp):
        pass

    _refused(state, Anything(), "not a move of Witch of the Woods")
    _refused(state, Lookalike(1, held[:1]), "not a move of Witch of the Woods")
    _refused(state, _built_around(ReturnToCamp, player=1, cards=list(held[:1])), "not a move")
    _refused(state, _built_around(ReturnToCamp, player=1, cards=(int(held[0]),)), "not a move")
    _refused(state, _built_around(ReturnToCamp, player=1), "no cards")
    _refused(state, ReturnToCamp(1, held[:1] * 2), "not a move")  # the same card twice


def test_c9_a_witch_trade_names_a_card_of_the_game() -> None:
    state = play(
        game({1: "2C 5D 9H", 2: "RJ 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}, "AS 2S 3S 4S"),
        StandPat(1),
        StandPat(2),
        StandPat(3),
        StandPat(0),
    )
    give = legal_moves(state)[0]
    assert isinstance(give, WitchTrade)
    _refused(
        state, _built_around(WitchTrade, player=2, give=int(give.give), target=give.target), "not a move"
    )
    _refused(state, WitchTrade(2, give.give, True), "not a move")


def test_c10_a_record_is_read_strictly() -> None:
    state = play(new_game(Rules(players=3, betting=True), seed=7), Stand(1), Add(2, 2))
    text = records.dumps(state)
    assert records.loads(text) == state
    data = json.loads(text)
    del data["rules"]["tie_convention"]  # never a default
    with pytest.raises(records.RecordError, match=r"^record: rules\.tie_convention"):
        records.loads(json.dumps(data))
    data = json.loads(text)
    data["game"] = "kings-mercy"  # never loaded as another game
    with pytest.raises(records.RecordError, match=r"^record: rules"):
        records.loads(json.dumps(data))
    data = json.loads(text)
    data["moves"][1]["amount"] = 9
    with pytest.raises(records.RecordError, match=r"^record: moves\[1\]: .* an addition is 1 to 5 units"):
        records.loads(json.dumps(data))

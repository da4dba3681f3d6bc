"""The cattrs converter writes the same JSON as the encoder it replaced.

How much faster is measured by the benchmark (``python -m cardtable.bench
views``), never by a timed test on a shared machine.

``old_encode`` below is the encoder ``records`` used before (reflection on every
value, every call), kept word for word as the reference; events, which it did
not know, are written in their documented form around its output for their
fields.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from typing import Any

import attrs
import pytest

from cardtable import GAMES, RecordError, records
from cardtable.bench.views import sample_views
from cardtable.core import Event
from tests.games import NAMES


def old_encode(value: Any) -> Any:
    """The reference: ``records.encode`` as it was, plus events in their documented form."""
    if isinstance(value, Event):
        fields = {field.name: old_encode(getattr(value, field.name)) for field in attrs.fields(type(value))}
        return {"event": type(value).__name__, **fields}
    if hasattr(type(value), "parse"):  # cards are ints: check them first
        return str(value)
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, enum.Enum):
        return value.name
    if attrs.has(type(value)):
        return {field.name: old_encode(getattr(value, field.name)) for field in attrs.fields(type(value))}
    if isinstance(value, tuple | list):
        return [old_encode(item) for item in value]
    if isinstance(value, Mapping):
        return {str(key): old_encode(item) for key, item in value.items()}
    raise TypeError(f"cannot encode {value!r}")


def _text(data: Any) -> str:
    """JSON text that tells ``1`` from ``true`` and keeps the order of keys."""
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("name", NAMES)
def test_views_encode_as_the_old_encoder_did(name: str) -> None:
    views = sample_views(GAMES[name], games=5, moves=120, seed=3)
    assert len(views) > 500
    for view in views:
        assert _text(records.view_to_dict(view)) == _text(old_encode(view)), view


@pytest.mark.parametrize("name", NAMES)
def test_moves_and_rules_encode_as_before(name: str) -> None:
    game = GAMES[name]
    state = game.new_game(seed=5)
    assert _text(records.encode(state.origin.rules)) == _text(old_encode(state.origin.rules))
    for _ in range(60):
        legal = game.legal_moves(state)
        if not legal:
            break
        for move in legal:
            old = {
                "move": type(move).__name__,
                **({"host": True} if move.by_host else {}),
                **old_encode(move),
            }
            assert _text(records.move_to_dict(move)) == _text(old)
        state = game.apply_move(state, legal[len(legal) // 2])


def test_encode_reads_any_json_ready_value_as_before() -> None:
    from cardtable.cards import Suit, parse_cards

    value = {"hand": parse_cards("AS 10H"), 3: (Suit.SPADES, None, True, [1, "x"])}
    assert _text(records.encode(value)) == _text(old_encode(value))
    with pytest.raises(TypeError, match="cannot encode"):
        records.encode(object())


def test_record_error_is_named_where_callers_import_it() -> None:
    import pickle

    error = records.RecordError("record: seed: missing")
    assert repr(type(error)) == "<class 'cardtable.records.RecordError'>"
    assert type(pickle.loads(pickle.dumps(error))) is records.RecordError


def test_an_event_class_may_not_have_a_field_called_event() -> None:
    @attrs.frozen(slots=True)
    class Odd(Event):
        event: int

    with pytest.raises(TypeError, match="Odd has a field 'event'"):
        records.event_to_dict(Odd(1))


class Seat(enum.IntEnum):
    NORTH = 0
    EAST = 1


class Mode(enum.StrEnum):
    QUICK = "quick"


class Plain(enum.Enum):
    ONE = "one"


@attrs.frozen(slots=True)
class Holder:
    seat: Seat
    mode: Mode
    plain: Plain
    seats: tuple[Seat, ...]


def test_int_and_str_enums_are_written_as_their_value_other_enums_by_name() -> None:
    value = Holder(Seat.EAST, Mode.QUICK, Plain.ONE, (Seat.NORTH,))
    assert _text(records.encode(value)) == _text(old_encode(value))
    assert _text(records.encode(value)) == '{"seat": 1, "mode": "quick", "plain": "ONE", "seats": [0]}'


def test_int_and_str_enums_are_read_back_by_value() -> None:
    from cardtable.records.reading import structure

    game = GAMES["kings-mercy"]
    data = {"seat": 1, "mode": "quick", "plain": "ONE", "seats": [0]}
    assert structure(game, Holder, data, "x") == Holder(Seat.EAST, Mode.QUICK, Plain.ONE, (Seat.NORTH,))
    for key, bad in (("seat", True), ("seat", 5), ("mode", "QUICK"), ("plain", "one"), ("seats", ["0"])):
        with pytest.raises(RecordError, match=rf"^record: x\.{key}"):
            structure(game, Holder, {**data, key: bad}, "x")

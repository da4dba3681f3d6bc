"""A seat's record: the game as one seat saw it, read back as its views, and nothing more."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from cardtable import GAMES, RecordError, records
from cardtable import kings_mercy as km
from cardtable.game import Game
from tests.conformance.knowledge import unknown
from tests.games import NAMES
from tests.records.test_replay import random_game

HOST_ONLY = {"seed", "deck", "moves"}


def _seats(state: Any) -> list[int | None]:
    return [None, *range(state.origin.rules.players)]


def _states(game: Game, state: Any) -> list[Any]:
    return [step for _, step in records.replay(records.dumps(state))]


def _strings(data: Any) -> Iterator[str]:
    """Every string in a JSON value, keys left out."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, list):
        for item in data:
            yield from _strings(item)
    elif isinstance(data, dict):
        for item in data.values():
            yield from _strings(item)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [0, 1])
def test_seat_views_gives_back_the_seats_views(name: str, seed: int) -> None:
    game = GAMES[name]
    state = random_game(game, seed)
    states = _states(game, state)
    for seat in _seats(state):
        text = records.dumps(state, seat=seat)
        assert records.seat_views(text) == tuple(game.view(step, seat) for step in states)


@pytest.mark.parametrize("name", NAMES)
def test_a_seat_record_holds_no_seed_deck_or_move(name: str) -> None:
    game = GAMES[name]
    state = random_game(game, 3)
    for seat in _seats(state):
        data = json.loads(records.dumps(state, seat=seat))
        assert list(data) == ["format", "game", "rules", "seat", "views"]
        assert data["seat"] == seat and data["rules"] == records.encode(state.origin.rules)
        assert len(data["views"]) == len(state.log) + 1
        for view in data["views"]:
            assert type(view["history"]) is int
            assert not HOST_ONLY & set(view), view


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_seat_record_never_names_a_card_the_seat_has_not_seen(name: str, seed: int) -> None:
    """At each step, no card the seat had never seen (hidden at every step so far) is named.

    A move that ends a hand shows cards (a showdown, the hand's public record,
    C7) that the same move deals again face down: as in the conformance suite,
    such a step is checked on the new hand's deal, and ``last_hand`` is left out.
    """
    facts = GAMES[name].FACTS
    game = GAMES[name]
    deck = game.full_deck()
    state = random_game(game, seed)
    states = _states(game, state)
    for seat in _seats(state):
        steps = json.loads(records.dumps(state, seat=seat))["views"]
        never_seen = {str(card) for card in deck}
        history = 0
        for number, (step, data) in enumerate(zip(states, steps, strict=True)):
            never_seen &= {str(card) for card in unknown(deck, facts.hidden(step, seat))}
            events = data["events"]
            if data["history"] != history + len(events):  # a new hand: its deal ends the events
                events = events[len(events) - data["history"] :]
            history = data["history"]
            told = {**data, "events": events, "last_hand": None}
            for key, value in told.items():
                named = never_seen & set(_strings(value))
                assert not named, f"step {number}: seat {seat}'s record names {named} in {key}, never seen"


def test_history_is_written_as_a_count_of_the_last_events() -> None:
    state = random_game(km, 2, moves=60)
    data = json.loads(records.dumps(state, seat=0))
    told: list[Any] = []
    for step, view in zip(data["views"], records.seat_views(records.dumps(state, seat=0)), strict=True):
        told += step["events"]
        assert step["history"] == len(view.history)
        assert [records.event_to_dict(event) for event in view.history] == told[len(told) - step["history"] :]


def test_dumps_with_a_seat_reads_the_seat_as_view_does() -> None:
    state = km.new_game(km.Rules(players=3), seed=1)
    with pytest.raises(ValueError, match="no seat 3"):
        records.dumps(state, seat=3)
    with pytest.raises(ValueError, match="no seat True"):
        records.dumps(state, seat=True)


def test_the_host_record_is_unchanged_by_the_seat_option() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=1), km.Check(1))
    assert records.dumps(state) == records.dumps(state, seat="host")
    assert '"seed": 1' in records.dumps(
        state
    ) and '"moves": [{"move": "Check", "player": 1}]' in records.dumps(state)


def test_a_determinized_state_has_no_record() -> None:
    state = random_game(km, 4, moves=10)
    sampled = km.determinize(state, 0, 7)
    assert sampled.origin.determinized
    for seat in ("host", 0, None):
        with pytest.raises(RecordError, match="a determinized state has no record"):
            records.dumps(sampled, seat=seat)


def _seat_record(**changes: Any) -> dict[str, Any]:
    state = km.new_game(km.Rules(players=3), seed=5)
    for move in (km.Bet(1), km.Call(2), km.Fold(0)):
        state = km.apply_move(state, move)
    data: dict[str, Any] = json.loads(records.dumps(state, seat=1))
    data.update(changes)
    return data


def _refused(data: Any) -> str:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    with pytest.raises(RecordError) as refused:
        records.seat_views(text)
    message = str(refused.value)
    assert message.startswith("record:"), message
    return message


def _view(number: int, **changes: Any) -> dict[str, Any]:
    data = _seat_record()
    data["views"][number].update(changes)
    return data


def _without(number: int, key: str) -> dict[str, Any]:
    data = _seat_record()
    del data["views"][number][key]
    return data


def _event(number: int, **changes: Any) -> dict[str, Any]:
    data = _seat_record()
    events = data["views"][number]["events"]
    events[0] = {**events[0], **changes}
    return data


@pytest.mark.parametrize(
    ("data", "complaint"),
    [
        (_seat_record(seat="1"), "seat: expected a whole number, found '1'"),
        (_seat_record(seat=7), "seat: there is no seat 7"),
        (_seat_record(seat=0), "views[0].player: expected the record's seat 0, found 1"),
        (_seat_record(format=2), "format: expected the number 1"),
        (_seat_record(game="chess"), "game: no game called 'chess'"),
        (_seat_record(extra=1), "unexpected key 'extra'"),
        (_seat_record(views=[]), "views: expected a list of at least the start's view"),
        (_seat_record(views={}), "views: expected a list"),
        (_seat_record(views=[1]), "views[0]: expected an object"),
        (_seat_record(rules={"players": 3}), "rules.starting_units: missing"),
        (_view(1, player=True), "views[1].player: expected a whole number, found True"),
        (_view(1, pot="4"), "views[1].pot: expected a whole number, found '4'"),
        (_view(0, hand=["AS", "JK", "2D"]), "views[0].hand[0]: expected the text"),
        (_view(0, hand=[1]), "views[0].hand[0]: expected a Card as text"),
        (_view(0, hand="A♠"), "views[0].hand: expected a list"),
        (_view(0, phase="dancing"), "views[0].phase"),
        (_view(0, surprise=1), "unknown field 'surprise' for View"),
        (_without(2, "units"), "views[2].units: missing"),
        (_without(2, "history"), "views[2].history: missing"),
        (_view(2, history=99), "views[2].history: expected 0 to"),
        (_view(2, history=True), "views[2].history: expected a whole number, found True"),
        (_view(2, history=-1), "views[2].history: expected 0 to"),
        (_event(0, event="Exploded"), "views[0].events[0].event: no such event in this game"),
        (_event(0, event=None), "views[0].events[0].event: no such event in this game"),
        (_event(0, text="seat 0 deals"), "views[0].events[0]: unknown field 'text'"),
        (_view(0, events=[{"player": 1}]), "views[0].events[0].event: missing"),
        (_view(0, events=[[]]), "views[0].events[0]: expected an object"),
    ],
)
def test_a_tampered_seat_record_names_the_bad_part(data: dict[str, Any], complaint: str) -> None:
    assert complaint in _refused(data)


def test_every_field_of_every_event_is_required() -> None:
    data = _seat_record()
    event = data["views"][0]["events"][0]
    for key in [key for key in event if key != "event"]:
        changed = _seat_record()
        del changed["views"][0]["events"][0][key]
        assert f"views[0].events[0].{key}: missing" in _refused(changed)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "null",
        '{"format": 1, "game": "kings-mercy", "seat": 1, "seat": 1}',
        '{"format": 1, "game": "kings-mercy", "views": ' + "[" * 40 + "]" * 40 + "}",
        '{"format": 1, "game": "kings-mercy", "seat": NaN}',
    ],
)
def test_text_that_is_not_a_seat_record_is_refused(text: Any) -> None:
    _refused(text)


def test_hostile_nesting_is_refused_before_it_is_read() -> None:
    data = _seat_record()
    nested: Any = []
    for _ in range(records.SEAT_MAX_DEPTH):
        nested = [nested]
    data["views"][0]["hand"] = nested
    assert f"nested more than {records.SEAT_MAX_DEPTH} deep" in _refused(data)


def test_bytes_are_refused() -> None:
    with pytest.raises(RecordError, match="expected text"):
        records.seat_views(b"{}")  # type: ignore[arg-type]


def test_records_go_to_their_own_reader() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=5), km.Bet(1))
    assert "a host's record holds no views" in _refused(records.dumps(state))
    with pytest.raises(RecordError, match="a seat's record holds no moves"):
        records.loads(records.dumps(state, seat=0))


def test_a_spectators_record_reads_back() -> None:
    state = random_game(km, 6, moves=30)
    views = records.seat_views(records.dumps(state, seat=None, indent=1))
    assert views[-1] == km.view(state, None) and all(view.player is None for view in views)
    assert all(attrs.has(type(view)) for view in views)

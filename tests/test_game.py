"""``MoveLog`` and ``EventLog``: immutable sequences that append cheaply, whose value is their items,
read like tuples (length, indexes, slices)."""

from __future__ import annotations

import copy
import pickle

import pytest

from cardtable import kings_mercy as km
from cardtable.core import EventLog
from cardtable.game import MoveLog


def _appended(count: int) -> MoveLog:
    log = MoveLog()
    for item in range(count):
        log = log.append(item)
    return log


@pytest.mark.parametrize("count", [0, 1, 63, 64, 65, 128, 200])
def test_appending_one_at_a_time_keeps_every_item_in_order(count: int) -> None:
    log = _appended(count)
    assert list(log) == list(range(count)) and len(log) == count
    assert all(len(chunk) == 64 for chunk in log.chunks) and len(log.tail) < 64


@pytest.mark.parametrize(("first", "then"), [(0, 0), (10, 5), (60, 10), (3, 130), (64, 64), (100, 1)])
def test_extending_is_appending_each_item(first: int, then: int) -> None:
    extended = _appended(first).extend(tuple(range(first, first + then)))
    assert extended == _appended(first + then) and list(extended) == list(range(first + then))


def test_extend_takes_any_iterable_of_items() -> None:
    assert MoveLog().extend(["a", "b"]) == MoveLog().append("a").append("b")  # type: ignore[arg-type]


def test_extending_by_nothing_is_the_same_log() -> None:
    log = _appended(3)
    assert log.extend(()) is log


def test_a_log_is_immutable() -> None:
    log = _appended(2)
    with pytest.raises(AttributeError):
        log.tail = ()
    with pytest.raises(AttributeError):
        del log.chunks
    assert list(log) == [0, 1]


def test_equality_and_hash_follow_the_items_and_the_kind_of_log() -> None:
    assert _appended(70) == _appended(70) and hash(_appended(70)) == hash(_appended(70))
    assert _appended(70) != _appended(71)
    assert MoveLog() != EventLog() and EventLog().append(1) == EventLog().append(1)
    assert (MoveLog() == ()) is False


def test_a_log_pickles_and_copies_as_its_own_kind() -> None:
    for log in (_appended(130), EventLog().extend(tuple(range(70)))):
        for again in (pickle.loads(pickle.dumps(log)), copy.copy(log), copy.deepcopy(log)):
            assert type(again) is type(log) and again == log and list(again) == list(log)


def test_an_event_log_extends_as_an_event_log() -> None:
    log = EventLog().append("dealt").extend(("bet", "call"))
    assert type(log) is EventLog and list(log) == ["dealt", "bet", "call"]
    assert repr(log) == "EventLog(chunks=(), tail=('dealt', 'bet', 'call'))"


@pytest.mark.parametrize("count", [0, 1, 63, 64, 65, 128, 130])
def test_a_log_indexes_and_slices_like_the_tuple_of_its_items(count: int) -> None:
    log, items = _appended(count), tuple(range(count))
    for index in range(-count - 2, count + 2):
        if -count <= index < count:
            assert log[index] == items[index]
        else:
            with pytest.raises(IndexError, match=r"^MoveLog index out of range$"):
                log[index]
    for start in (None, 0, 1, -1, -3, 63, 64, 200, -200):
        for stop in (None, 0, 2, -1, 65, 300):
            for step in (None, 1, 2, -1, -5):
                part = log[start:stop:step]
                assert type(part) is tuple and part == items[start:stop:step]
    assert list(reversed(log)) == list(reversed(items))
    assert (count - 1 in log) is (count > 0) and log.count(0) == (1 if count else 0)


def test_a_log_refuses_an_index_a_tuple_refuses() -> None:
    log = _appended(3)
    assert log[True] == 1  # as a tuple reads it
    with pytest.raises(TypeError, match=r"^MoveLog indices must be integers or slices, not str$"):
        log["1"]  # type: ignore[call-overload]
    with pytest.raises(ValueError):
        log.index(7)


def test_the_last_move_of_a_game_is_its_log_s_last_item() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=7), km.Bet(1))
    assert state.log[-1:] == (km.Bet(1),) and state.log[-1] == km.Bet(1) and state.log[0] is state.log[-1]

"""``MoveLog`` and ``EventLog``: immutable sequences that append cheaply, whose value is their items."""

from __future__ import annotations

import copy
import pickle

import pytest

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

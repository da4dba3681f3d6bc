"""The core's step contract: a game's step says what changed and what the table was told, and
the core alone derives the next state, logs the move, sets ``events`` and grows ``history``.

High Card (``tests/highcard``), the game written for the tests, is the game at the table.
"""

from __future__ import annotations

import copy
import enum
import itertools
import pickle

import attrs
import pytest

from cardtable import kings_mercy as km
from cardtable.chance import Chance
from cardtable.core import Change, Event, EventLog, SeatMove, evolve
from cardtable.core import events as core_events
from cardtable.core.determinize import determinized, seat_and_seed
from cardtable.core.state import derived
from cardtable.game import IllegalMove, MoveLog
from tests import highcard as hc
from tests.highcard.events import Moved


@attrs.frozen(slots=True)
class Noted(Event):
    what: int


def test_a_step_s_change_is_the_next_state_with_the_move_logged_and_its_events_told() -> None:
    state = hc.new_game(hc.Rules(players=3), seed=2)
    move = hc.Bet(1)
    after = hc.apply_move(state, move)
    assert list(after.log) == [move] and list(state.log) == []
    assert after.events == (Moved(1, "bets 1"),)
    assert list(after.history) == [*state.history, *after.events]
    assert after.pot == state.pot + 1 and after.bet_by == 1
    assert (after.origin, after.chance) == (state.origin, state.chance)


def test_the_core_derives_exactly_what_a_change_says() -> None:
    state = hc.new_game(hc.Rules(players=3), seed=2)
    after = derived(state, hc.Check(1), Change(Noted(1), Noted(2), pot=9))
    assert after.pot == 9 and after.events == (Noted(1), Noted(2))
    assert list(after.history) == [*state.history, Noted(1), Noted(2)]
    assert evolve(after, pot=state.pot, events=state.events, history=state.history, log=state.log) == state


def test_a_change_that_deals_starts_the_new_hand_s_history_at_its_deal() -> None:
    state = hc.new_game(hc.Rules(players=3), seed=2)
    change = Change(Noted(1)).then(Change.dealt(Noted(2), Noted(3), pot=5))
    assert change.hand_from == 1 and change.told == (Noted(1), Noted(2), Noted(3))
    after = derived(state, hc.Check(1), change)
    assert after.events == (Noted(1), Noted(2), Noted(3))
    assert list(after.history) == [Noted(2), Noted(3)]
    later = Change.dealt(Noted(4)).then(Change(Noted(5)))
    assert later.hand_from == 0, "a stage after the deal tells the new hand"


def test_a_change_naming_a_field_the_state_has_not_is_the_game_s_error() -> None:
    state = hc.new_game(hc.Rules(players=3), seed=2)
    with pytest.raises(TypeError, match="State has no field 'potato'"):
        derived(state, hc.Check(1), Change(potato=1))


def test_a_move_through_the_rulebook_is_refused_before_any_step_runs() -> None:
    state = hc.new_game(hc.Rules(players=3), seed=2)
    with pytest.raises(IllegalMove, match="a str is not a move of High Card"):
        hc.apply_move(state, "check")  # type: ignore[arg-type]
    with pytest.raises(IllegalMove, match="there is no seat 7 at this table of 3"):
        hc.apply_move(state, hc.Check(7))
    with pytest.raises(IllegalMove, match="it is not seat 2's turn: seat 1 is to act"):
        hc.apply_move(state, hc.Check(2))
    with pytest.raises(IllegalMove, match="seat 1 cannot call: nobody has bet"):
        hc.apply_move(state, hc.Call(1))


class Seat(enum.IntEnum):
    SECOND = 1


def test_new_game_checks_the_rules_the_seed_and_the_deck_and_starts_the_history_with_the_deal() -> None:
    state = hc.new_game(seed=3)
    assert state.rules == hc.Rules() and list(state.log) == [] and state.origin.seed == 3
    assert list(state.history) == list(state.events) and state.events[0].number == 1  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match=r"rules must be tests\.highcard\.Rules, not an int"):
        hc.new_game(4)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seed must be an integer"):
        hc.new_game(seed=True)
    with pytest.raises(ValueError, match="every card of the game's deck exactly once"):
        hc.new_game(deck=hc.full_deck()[1:])
    ordered = hc.new_game(hc.Rules(players=2), deck=hc.full_deck())
    assert ordered.hands[1] == hc.full_deck()[0:6:2] and ordered.origin.deck == hc.full_deck()
    assert (
        hc.new_game(seed=Seat.SECOND).origin.seed == 1
        and type(hc.new_game(seed=Seat.SECOND).origin.seed) is int
    )


def test_a_move_is_one_shared_value_and_many_are_made_at_once() -> None:
    assert hc.Check.of(2) is hc.Check.of(2) == hc.Check(2)
    assert hc.Fold.of(1) == hc.Fold(1) != hc.Fold.of(2)

    @attrs.frozen(slots=True)
    class Say(SeatMove):
        word: str

    made = Say.each(3, ["a", "b"])
    assert made == (Say(3, "a"), Say(3, "b"))
    with pytest.raises(TypeError, match="has 0 fields beside the player, not one"):
        hc.Check.each(1, [None])


def test_the_store_of_shared_events_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core_events, "_EVENTS_HELD", 4)
    monkeypatch.setattr(core_events, "_EVENTS", {})
    made = [Noted.of(number) for number in range(10)]
    assert made == [Noted(number) for number in range(10)]
    assert len(core_events._EVENTS[Noted]) <= 4
    assert Noted.of(9) is Noted.of(9)


def test_the_determinize_frame_reads_seat_and_seed_and_leaves_no_trace() -> None:
    state = hc.apply_move(hc.new_game(hc.Rules(players=3), seed=4), hc.Bet(1))
    assert seat_and_seed(state, Seat.SECOND, 5) == (1, 5)
    for seat, seed in ((True, 5), ("1", 5), (1, 1.5), (1, False)):
        with pytest.raises(ValueError):
            seat_and_seed(state, seat, seed)
    sample = determinized(state, 2, 5, Chance.from_seed(5), pot=state.pot)
    assert sample.origin.determinized and sample.origin.seed == 5 and sample.origin.deck is None
    assert sample.log == MoveLog() and sample.chance == Chance.from_seed(5)
    assert sample.events == tuple(event.seen_by(2) for event in state.events)
    assert isinstance(sample.history, EventLog)
    assert all(getattr(event, "down", None) is None or event.player == 2 for event in sample.history)


def _played(moves: int) -> list[km.State]:
    """The states of one seeded King's Mercy game, ``moves`` long, from its start."""
    states = [km.new_game(km.Rules(players=3), seed=8)]
    while len(states) <= moves:
        state = states[-1]
        states.append(km.apply_move(state, km.legal_moves(state)[len(states) % len(km.legal_moves(state))]))
    return states


def test_a_derived_state_s_log_and_history_read_as_if_each_move_had_made_them_whole() -> None:
    states = _played(200)  # long enough for many whole logs made on the way (every 32 links)
    for before, after in itertools.pairwise(states):
        assert type(after.log) is MoveLog and type(after.history) is EventLog
        assert list(after.log) == [*before.log, after.log[-1]] and len(after.log) == len(before.log) + 1
        restarted = list(after.history) == list(after.events)[-len(after.history) :]
        assert restarted or list(after.history) == [*before.history, *after.events]


def test_a_state_with_linked_logs_compares_pickles_and_copies_as_a_whole_one() -> None:
    state = _played(100)[-1]
    whole = evolve(state, log=state.log, history=state.history)  # the logs held whole
    assert "log" in vars(whole) and "log" not in vars(state)
    assert whole == state and hash(whole) == hash(state)
    for again in (pickle.loads(pickle.dumps(state)), copy.copy(state), copy.deepcopy(state)):
        assert again == state and list(again.log) == list(state.log)
    with pytest.raises(AttributeError, match="no attribute 'logs'"):
        state.logs  # type: ignore[attr-defined]  # noqa: B018


def test_a_log_given_whole_leaves_no_link_to_the_old_one() -> None:
    state = _played(40)[-1]
    fresh = evolve(state, log=MoveLog(), history=EventLog())
    assert fresh.log == MoveLog() and fresh.history == EventLog()
    assert not {"_log_links", "_history_links"} & set(vars(fresh)), "no link to the real moves stays behind"
    after = derived(fresh, hc.Check(1), Change(Noted(1)))
    assert list(after.log) == [hc.Check(1)] and list(after.history) == [Noted(1)]

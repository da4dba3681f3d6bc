"""What each seat is told and what it knows, checked on every game in ``cardtable.GAMES``.

Every move leaves its events in the state and adds them to the hand's
history; ``view(state, p)`` carries them as seat ``p`` is told them, so the view
alone is ``p``'s information state. ``determinize(state, p, seed)`` deals a
state ``p`` cannot tell from ``state``. The adapters in ``adapters/`` say which
cards are hidden from a seat (``hidden_cards``) and where every card lies
(``cards``); everything else here is generic.
"""

from __future__ import annotations

import enum
import itertools
import pickle
from collections import Counter
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import GAMES, records
from cardtable.chance import Chance
from cardtable.core import Event, EventLog, told
from cardtable.game import Game, MoveLog
from tests.conformance.knowledge import cards_in, hand_number, mentioned, relabelled, unknown
from tests.conformance.test_contract import play_out, played, seeds
from tests.games import NAMES

each_game = pytest.mark.parametrize("name", NAMES)


def _examples(count: int) -> settings:
    """``count`` examples under the default profile, scaled up under a longer one (soak)."""
    profile = settings.default
    scale = profile.max_examples if profile is not None else 150
    return settings(max_examples=max(1, count * scale // 150))


def determinize(game: Game) -> Callable[..., Any]:
    """The game's ``determinize``."""
    return game.determinize


def _seats(data: st.DataObject, players: int) -> tuple[int | None, ...]:
    """The spectator and every seat; at a large table, three seats drawn for the example."""
    if players <= 6:
        return (None, *range(players))
    some = data.draw(st.sets(st.integers(0, players - 1), min_size=3, max_size=3))
    return (None, *sorted(some))


def _game_played(name: str, data: st.DataObject) -> tuple[Game, Any, Any, list[Any]]:
    _, rules, seed, picks = data.draw(played(name))
    game = GAMES[name]
    return game, GAMES[name].FACTS, rules, play_out(game, rules, seed, picks)


def _position(name: str, data: st.DataObject) -> tuple[Game, Any, Any, int]:
    """A state somewhere in a random game, and a seat to look at it from."""
    game, facts, rules, states = _game_played(name, data)
    seat = data.draw(st.integers(0, rules.players - 1), label="seat")
    return game, facts, states[-1], seat


def _readable(event: Event) -> None:
    text = str(event)
    assert text, f"{event!r} reads as nothing"
    assert "\n" not in text, f"{event!r} reads on several lines: {text!r}"


# Events --------------------------------------------------------------------------


@each_game
@_examples(80)
@given(data=st.data())
def test_every_move_tells_every_seat_what_it_did(name: str, data: st.DataObject) -> None:
    game, _, rules, states = _game_played(name, data)
    seats = _seats(data, rules.players)
    for index, state in enumerate(states):
        events = state.events
        assert type(events) is tuple, f"state.events is a {type(events).__name__}"
        assert events, f"move {index} produced no event"
        for event in events:
            assert isinstance(event, Event), f"{event!r} is not an Event"
            assert pickle.loads(pickle.dumps(event)) == event, f"{event!r} is not a plain value"
            _readable(event)
        for seat in seats:
            seen = game.view(state, seat)
            now = told(events, seat)
            assert now, f"move {index}: seat {seat} is told nothing of {events!r}"
            assert type(seen.events) is tuple and seen.events == now
            assert type(seen.history) is tuple and seen.history == told(state.history, seat)
            for event in now:
                assert isinstance(event, Event)
                _readable(event)


@each_game
@_examples(80)
@given(data=st.data())
def test_c7_history_is_the_hand_so_far(name: str, data: st.DataObject) -> None:
    """The history grows by each move's events; the move that ends a hand and deals the
    next (C7), or deals a hand again, starts a fresh history with the new deal's events."""
    game, _, rules, states = _game_played(name, data)
    seats = _seats(data, rules.players)
    first = states[0]
    assert isinstance(first.history, EventLog)
    assert tuple(first.history) == first.events, "a new game's history is its deal"
    deal = type(first.events[0])
    views = {seat: [game.view(state, seat) for state in states] for seat in seats}
    for index, (before, after) in enumerate(itertools.pairwise(states)):
        assert isinstance(after.history, EventLog)
        fresh = tuple(after.history)
        grown = fresh == (*before.history, *after.events)
        if not grown:  # a new deal: the next hand, or the same hand dealt again (a redeal)
            move = list(after.log)[-1]
            assert fresh and after.events[-len(fresh) :] == fresh, (
                f"after {move!r} the history is neither the hand so far nor the new deal"
            )
            assert type(fresh[0]) is deal or hand_number(after) != hand_number(before), (
                f"after {move!r} the history starts again without a deal: {fresh!r}"
            )
        for seat in seats:
            was, now = views[seat][index], views[seat][index + 1]
            if grown:
                assert now.history == (*was.history, *now.events)
                assert now.history[len(now.history) - len(now.events) :] == now.events
            else:
                assert now.history and now.events[-len(now.history) :] == now.history


@each_game
@_examples(80)
@given(data=st.data())
def test_events_never_name_a_card_hidden_from_the_seat(name: str, data: st.DataObject) -> None:
    """What a move tells a seat names no card hidden from it both before and after the move.

    A card may be seen for a moment within one move and be hidden again when it
    ends: a card put back in the Camp just before the Witch's holder takes one
    from it blind. So a named card must have been in sight before or after the
    move. The move that ends a hand shows and settles it, then deals the next
    (C7), whose cards were all shown and are now shuffled away: only the new
    deal is checked, against the new hand. In a deck with copies, a card is
    known to be hidden only when every copy is.

    The history is checked move by move, as each event is told (the history is
    exactly the events told, by ``test_c7_history_is_the_hand_so_far``): a card
    seen then may since have gone face down again, and the history rightly
    still names it.
    """
    game, facts, rules, states = _game_played(name, data)
    deck = game.full_deck()
    card_class = type(deck[0])
    seats = _seats(data, rules.players)
    words = {str(card) for card in deck if str(card).isalpha() and str(card).islower()}
    before: dict[int | None, set[Any]] = {seat: set(deck) for seat in seats}
    for index, state in enumerate(states):
        history = tuple(state.history)
        fresh = index == 0 or history != (*states[index - 1].history, *state.events)
        for seat in seats:
            after = unknown(deck, facts.hidden(state, seat))
            hidden = after if fresh else after & before[seat]
            # A card called by a plain word ("wild") is read in its event's fields, not its text,
            # where the word can be prose ("1 wild went back first").
            names = {str(card) for card in hidden} - words
            for event in told(history if fresh else state.events, seat):
                named = set(cards_in(event, card_class)) & hidden
                assert not named, f"move {index}: seat {seat} is told {event!r}, naming hidden {named}"
                shown = set(mentioned(str(event), deck)) & names
                assert not shown, f"move {index}: seat {seat} reads {str(event)!r}, naming hidden {shown}"
            before[seat] = after


# Information states ----------------------------------------------------------------


@each_game
@_examples(60)
@given(data=st.data())
def test_states_a_seat_can_tell_apart_have_different_views(name: str, data: st.DataObject) -> None:
    """Every move is told to every seat, so no two states of a game look alike to a seat;
    and a seat knows which of its own moves it made."""
    game, _, rules, states = _game_played(name, data)
    for seat in _seats(data, rules.players):
        views = [game.view(state, seat) for state in states]
        assert len(set(views)) == len(views), f"seat {seat} sees two states of one game alike"
    last = states[-1]
    for seat in game.to_act(last):
        moves = game.legal_moves(last, seat)
        if len(moves) > 40:
            moves = tuple(data.draw(st.lists(st.sampled_from(moves), max_size=40, unique=True)))
        after = [game.view(game.apply_move(last, move), seat) for move in moves]
        assert len(set(after)) == len(after), f"seat {seat} cannot tell apart two of its own moves"


@each_game
@_examples(80)
@given(data=st.data(), seed=seeds)
def test_a_determinized_state_looks_the_same_to_the_seat(name: str, data: st.DataObject, seed: int) -> None:
    game, facts, state, seat = _position(name, data)
    dealt = determinize(game)(state, seat, seed)
    assert game.view(dealt, seat) == game.view(state, seat)
    assert game.legal_moves(dealt, seat) == game.legal_moves(state, seat)
    assert game.to_act(dealt) == game.to_act(state)
    assert game.outcome(dealt) == game.outcome(state)
    assert facts.units(dealt) == facts.units(state)
    for other in range(len(state.hands)):
        game.view(dealt, other)
    again = determinize(game)(dealt, seat, seed + 1)  # a bot may sample from a sample
    assert game.view(again, seat) == game.view(state, seat)
    watched = determinize(game)(state, None, seed)  # every game samples for a spectator too
    assert game.view(watched, None) == game.view(state, None)
    assert Counter(facts.cards(watched)) == Counter(facts.cards(state))


# Determinization -----------------------------------------------------------------


@each_game
@_examples(80)
@given(data=st.data(), seed=seeds)
def test_determinize_keeps_the_seats_cards_and_every_card(name: str, data: st.DataObject, seed: int) -> None:
    """Only the hidden cards are dealt again: the seat's own hand, and every card it knows
    to be in another hand, stay; the deck is the same deck."""
    game, facts, state, seat = _position(name, data)
    frozen = pickle.dumps(state)
    dealt = determinize(game)(state, seat, seed)
    assert pickle.dumps(state) == frozen, "determinize changed its input"
    assert dealt.hands[seat] == state.hands[seat]
    assert Counter(facts.cards(dealt)) == Counter(facts.cards(state)) == Counter(game.full_deck())
    hidden = facts.hidden(state, seat)
    assert Counter(facts.hidden(dealt, seat)) == Counter(hidden)
    deck = game.full_deck()
    if len(set(deck)) == len(deck):  # a card is in one place: the known ones must stay there
        for other, (was, now) in enumerate(zip(state.hands, dealt.hands, strict=True)):
            assert len(now) == len(was), f"hand {other} changed its size"
            assert set(was) - set(hidden) == set(now) - set(hidden), (
                f"a card not in hidden_cards(state, {seat}) left hand {other}: "
                "determinize moved a card the seat can place, or hidden_cards leaves one out"
            )


@each_game
@_examples(60)
@given(data=st.data(), seed=seeds)
def test_determinize_deals_the_hidden_cards_anew_for_each_seed(
    name: str, data: st.DataObject, seed: int
) -> None:
    game, facts, state, seat = _position(name, data)
    if len(set(facts.hidden(state, seat))) < 2:
        return  # nothing to move (the property holds trivially)
    where = facts.cards(state)
    dealt = [facts.cards(determinize(game)(state, seat, seed + step)) for step in range(8)]
    assert any(cards != where for cards in dealt), "eight seeds dealt the hidden cards as they lie"


@each_game
@_examples(40)
@given(data=st.data(), seed=seeds)
def test_play_continues_from_a_determinized_state_to_the_end(
    name: str, data: st.DataObject, seed: int
) -> None:
    game, facts, state, seat = _position(name, data)
    current = determinize(game)(state, seat, seed)
    chance = Chance.from_seed(seed)
    for _ in range(facts.move_cap):
        moves = (*game.legal_moves(current), *game.host_moves(current))
        if not moves:
            break
        pick, chance = chance.below(len(moves))
        current = game.apply_move(current, moves[pick])
    assert game.outcome(current) is not None, f"not over within {facts.move_cap} moves"
    assert Counter(facts.cards(current)) == Counter(game.full_deck())


@each_game
@_examples(80)
@given(data=st.data(), seed=seeds)
def test_determinize_leaves_no_trace_of_what_was_hidden(name: str, data: st.DataObject, seed: int) -> None:
    """No record, no real seed or deck, and every event in the form the seat was told it."""
    game, _, state, seat = _position(name, data)
    dealt = determinize(game)(state, seat, seed)
    assert dealt.origin == attrs.evolve(state.origin, seed=seed, deck=None, determinized=True)
    assert dealt.origin.determinized and dealt.origin.seed == seed
    assert dealt.log == MoveLog() and len(dealt.log) == 0
    assert dealt.events == told(state.events, seat)
    assert isinstance(dealt.history, EventLog)
    assert tuple(dealt.history) == told(state.history, seat)
    for event in (*dealt.events, *dealt.history):
        assert event.seen_by(seat) == event, f"{event!r} is not the form seat {seat} was told"
    with pytest.raises(records.RecordError):
        records.dumps(dealt)
    records.view_to_dict(game.view(dealt, seat))


@each_game
@_examples(80)
@given(data=st.data(), seed=seeds, other=seeds)
def test_c4_determinize_draws_only_from_its_seed(
    name: str, data: st.DataObject, seed: int, other: int
) -> None:
    """All randomness comes from the seed given (C4): the same seed deals the same state,
    whatever the hidden cards really are and whatever the real stream would draw next."""
    game, facts, state, seat = _position(name, data)
    dealt = determinize(game)(state, seat, seed)
    assert determinize(game)(state, seat, seed) == dealt
    reseeded = attrs.evolve(state, chance=Chance.from_seed(other))
    assert determinize(game)(reseeded, seat, seed) == dealt, "the real random stream leaks"
    deck = game.full_deck()
    if len(set(deck)) < len(deck):
        return  # copies of a card cannot be told apart by renaming them
    seen = game.view(state, seat)
    hidden = sorted(set(facts.hidden(state, seat)))
    alike = _hidden_renamed(state, hidden, other, type(deck[0]))
    if game.view(alike, seat) != seen:
        # A field may keep a card as a memory, not a place (King Cut-Throat's turned card,
        # whose place may be hidden since): leave alone every card the view names.
        named = set(cards_in(seen, type(deck[0])))
        hidden = [card for card in hidden if card not in named]
        alike = _hidden_renamed(state, hidden, other, type(deck[0]))
        assert game.view(alike, seat) == seen
    assert determinize(game)(alike, seat, seed) == dealt, "where the hidden cards really lie leaks"


def _hidden_renamed(state: Any, hidden: list[Any], seed: int, card_class: type) -> Any:
    """``state`` with the ``hidden`` cards, where they lie now, renamed among themselves."""
    shuffled, _ = Chance.from_seed(seed).shuffled(hidden)
    return relabelled(state, dict(zip(hidden, shuffled, strict=True)), card_class)


class _Seat(enum.IntEnum):
    FIRST = 0
    SECOND = 1


@each_game
def test_c8_determinize_reads_a_seat_as_view_does(name: str) -> None:
    game = GAMES[name]
    state = game.new_game(seed=5)
    players = state.origin.rules.players
    deal = determinize(game)
    assert deal(state, _Seat.SECOND, 3) == deal(state, 1, 3)
    for seat in (players, -1, "0", True, 1.0, object()):
        with pytest.raises(ValueError, match="seat"):
            deal(state, seat, 3)


@each_game
def test_determinize_takes_only_an_int_seed(name: str) -> None:
    game = GAMES[name]
    state = game.new_game(seed=5)
    deal = determinize(game)
    assert deal(state, 0, _Seat.SECOND) == deal(state, 0, 1)
    for seed in (True, False, "1", 1.0, None, (1,)):
        with pytest.raises(ValueError):
            deal(state, 0, seed)

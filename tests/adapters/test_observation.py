"""Observation tensors and information-state strings, on every game and several table sizes."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

np = pytest.importorskip("numpy", reason="the observation tensors need the rl extra (numpy)")

from cardtable import GAMES, king_cut_throat, kings_mercy, open_mercy, witch_of_the_woods  # noqa: E402
from cardtable.adapters import observation as obs  # noqa: E402
from cardtable.agents import RandomAgent, play_from  # noqa: E402
from cardtable.core import Event, history_planes, planes  # noqa: E402
from cardtable.game import Game  # noqa: E402
from tests.games import MODULES  # noqa: E402

TABLES: tuple[tuple[str, Any], ...] = (
    ("kings-mercy", kings_mercy.Rules(players=3, max_hands=3)),
    ("kings-mercy", kings_mercy.Rules(players=6, max_hands=2)),
    ("king-cut-throat", king_cut_throat.Rules(players=2, target=3)),
    ("king-cut-throat", king_cut_throat.Rules(target=3, polite=False)),
    ("open-mercy", open_mercy.Rules(players=2)),
    ("open-mercy", open_mercy.Rules(players=5)),
    ("witch-of-the-woods", witch_of_the_woods.Rules(players=2, hands_to_win=2)),
    ("witch-of-the-woods", witch_of_the_woods.Rules(players=7, betting=True, hands_to_win=2)),
)
each_table = pytest.mark.parametrize(("name", "rules"), TABLES, ids=[f"{n}-{r.players}" for n, r in TABLES])
# Each game's observation module: where its facts' planes come from.
OBSERVERS = {name: inspect.getmodule(game.FACTS.planes.observe) for name, game in MODULES.items()}


def states(name: str, rules: Any, seed: int, limit: int = 150) -> Iterator[Any]:
    """The states of a random game, from the deal, at most ``limit`` of them."""
    game = GAMES[name]
    start = game.new_game(rules, seed=seed)
    yield start
    agents = [RandomAgent(seed * 100 + seat) for seat in range(rules.players)]
    for number, (_, state) in enumerate(play_from(game, agents, start), start=2):
        yield state
        if number >= limit:
            return


def seats(rules: Any) -> tuple[int | None, ...]:
    return (None, *range(rules.players))


@each_table
def test_every_view_has_the_documented_shape_and_is_finite_and_non_negative(name: str, rules: Any) -> None:
    game = GAMES[name]
    shape = obs.observation_shape(name, rules)
    for state in states(name, rules, seed=1):
        for seat in seats(rules):
            vector = obs.observation(game.view(state, seat))
            assert vector.shape == shape and vector.dtype == np.float32
            assert np.isfinite(vector).all() and (vector >= 0).all()


def variants() -> list[tuple[str, str, Any]]:
    """Every game's variants and usual table (High Card's included), by name and label."""
    return [
        (name, label, rules)
        for name, game in MODULES.items()
        for label, rules in (*game.FACTS.variants.items(), ("table", game.FACTS.table))
    ]


@pytest.mark.parametrize(
    ("name", "label", "rules"), variants(), ids=[f"{name}: {label}" for name, label, _ in variants()]
)
def test_every_observation_lies_within_its_bounds_which_no_count_passes(
    name: str, label: str, rules: Any
) -> None:
    """Over random seeded games, every entry of every seat's (and the spectator's) vector
    lies between the bounds of ``observation_bounds``; and the counts as written never pass
    their plane's most, so the bounds are the rules' own, not a saturation."""
    game = GAMES[name]
    low, high = obs.observation_bounds(name, rules)
    assert np.isfinite(high).all() and (high >= 1).all() and not low.any()
    layout = obs.layout(name, rules)
    seeds = range(4) if rules.players <= 6 else range(1)
    for seed in seeds:
        for number, state in enumerate(states(name, rules, seed=seed, limit=100_000)):
            if rules.players > 6 and number % 40:
                continue  # the biggest tables, whose games run long: every fortieth state
            for seat in seats(rules):
                seen = game.view(state, seat)
                sheet = game.FACTS.planes.observe(seen)
                assert sheet.layout.highs == layout.highs
                raw = np.array(sheet.raw(), dtype=np.float32)
                passed = np.flatnonzero(raw > high)
                assert not passed.size, [plane_of(layout, index) for index in passed]
                vector = obs.observation(seen)
                assert (low <= vector).all() and (vector <= high).all()


def plane_of(layout: planes.Layout, index: int) -> str:
    """The plane an entry of the vector belongs to, for a failure's message."""
    for name, size in layout.segments:
        if layout.start(name) <= index < layout.start(name) + size:
            return f"{name}[{index - layout.start(name)}]"
    raise AssertionError(index)


def test_a_count_past_its_plane_s_most_saturates_there() -> None:
    seen = kings_mercy.view(kings_mercy.new_game(kings_mercy.Rules(players=3), seed=1), 0)
    many = attrs.evolve(seen, number=planes.CAP + 5)
    layout = obs.layout("kings-mercy", kings_mercy.Rules(players=3))
    table = layout.plane(obs.observation(many), "table")
    assert table[3] == planes.CAP
    assert kings_mercy.FACTS.planes.observe(many).raw()[layout.start("table") + 3] == planes.CAP + 5
    _, high = obs.observation_bounds("kings-mercy", kings_mercy.Rules(players=3))
    assert (obs.observation(many) <= high).all()


@each_table
def test_the_same_view_gives_the_same_vector_and_string(name: str, rules: Any) -> None:
    game = GAMES[name]
    for state in states(name, rules, seed=2, limit=40):
        for seat in seats(rules):
            first, again = game.view(state, seat), game.view(state, seat)
            assert np.array_equal(obs.observation(first), obs.observation(again))
            assert obs.information_state(first) == obs.information_state(again)


@each_table
def test_states_a_seat_cannot_tell_apart_look_the_same_to_it(name: str, rules: Any) -> None:
    game: Game = GAMES[name]
    for number, state in enumerate(states(name, rules, seed=3, limit=60)):
        if number % 5:
            continue
        for seat in range(rules.players):
            seen = game.view(state, seat)
            for k in range(3):
                other = game.view(game.determinize(state, seat, k), seat)
                assert np.array_equal(obs.observation(seen), obs.observation(other))
                assert obs.information_state(seen) == obs.information_state(other)


@each_table
def test_the_vector_changes_when_the_seats_own_hand_changes(name: str, rules: Any) -> None:
    game = GAMES[name]
    deck = tuple(dict.fromkeys(game.full_deck()))
    checked = 0
    for state in states(name, rules, seed=4, limit=30):
        for seat in range(rules.players):
            seen = game.view(state, seat)
            if not seen.hand:
                continue
            spare = [card for card in deck if card not in seen.hand]
            changed = attrs.evolve(seen, hand=(*seen.hand[1:], spare[0]))
            assert not np.array_equal(obs.observation(seen), obs.observation(changed))
            assert obs.information_state(seen) != obs.information_state(changed)
            checked += 1
    assert checked


@each_table
def test_different_views_give_different_strings(name: str, rules: Any) -> None:
    game = GAMES[name]
    views: dict[str, Any] = {}
    for state in states(name, rules, seed=5, limit=80):
        for seat in seats(rules):
            seen = game.view(state, seat)
            text = obs.information_state(seen)
            assert views.setdefault(text, seen) == seen
    assert len(views) > 10


def test_the_seat_hand_and_history_planes_read_back() -> None:
    state = kings_mercy.new_game(kings_mercy.Rules(players=3), seed=8)
    seen = kings_mercy.view(state, 2)
    vector = obs.observation(seen)
    layout = obs.layout("kings-mercy", kings_mercy.Rules(players=3))
    assert layout.plane(vector, "seat").tolist() == [0.0, 0.0, 1.0]
    hand = layout.plane(vector, "hand")
    deck = kings_mercy.full_deck()
    assert sorted(deck[index] for index in np.flatnonzero(hand)) == sorted(seen.hand)
    told_cards = layout.plane(vector, "told_cards")
    assert told_cards.sum() == len(seen.hand)  # only its own deal names cards so far
    recent = layout.plane(vector, "recent").reshape(history_planes.RECENT, -1)
    latest = seen.history[-1]
    assert recent[0, kings_mercy.observation.KINDS.index(type(latest))] == 1.0
    spectator = obs.observation(kings_mercy.view(state, None))
    assert not layout.plane(spectator, "seat").any() and not layout.plane(spectator, "hand").any()


@pytest.mark.parametrize("name", sorted(OBSERVERS))
def test_every_event_of_the_game_has_its_kind(name: str) -> None:
    observer: Any = OBSERVERS[name]
    events = inspect.getmodule(observer.KINDS[0])
    assert events is not None
    package = events.__name__.rpartition(".")[0]
    # Every event the game's events module names, those it re-exports from the game's own
    # modules included (Open Mercy tells what the cards did from card_events).
    defined = {
        value
        for value in vars(events).values()
        if isinstance(value, type)
        and issubclass(value, Event)
        and value.__module__.rpartition(".")[0] == package
    }
    assert set(observer.KINDS) == defined and len(observer.KINDS) == len(defined)


@pytest.mark.parametrize("name", sorted(OBSERVERS))
def test_every_plane_is_documented_and_the_planes_fill_the_vector(name: str) -> None:
    observer: Any = OBSERVERS[name]
    layout = obs.layout(name)
    assert sum(size for _, size in layout.segments) == layout.size == obs.observation_shape(name)[0]
    documented = (observer.__doc__ or "") + (history_planes.__doc__ or "")
    for plane, _ in layout.segments:
        assert f"``{plane}``" in documented, plane


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="not a seat's view"):
        obs.observation(kings_mercy.new_game())
    with pytest.raises(ValueError, match="not a seat's view"):
        obs.information_state({"player": 0})
    with pytest.raises(ValueError, match="no game called"):
        obs.observation_shape("chess")
    with pytest.raises(ValueError, match="must be its Rules"):
        obs.observation_shape("kings-mercy", open_mercy.Rules())


def test_the_memo_of_events_stays_bounded_and_changes_no_vector(monkeypatch: pytest.MonkeyPatch) -> None:
    name, rules = "open-mercy", open_mercy.Rules(players=3)
    views = [open_mercy.view(state, 1) for state in states(name, rules, seed=6, limit=40)]
    before = [obs.observation(seen) for seen in views]
    monkeypatch.setattr(history_planes, "_MEMO_SIZE", 5)
    monkeypatch.setattr(history_planes, "_memo", {})
    after = [obs.observation(seen) for seen in views]
    assert len(history_planes._memo) <= 5
    assert all(np.array_equal(first, second) for first, second in zip(before, after, strict=True))

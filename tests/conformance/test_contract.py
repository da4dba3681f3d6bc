"""The public contract of DESIGN.md, checked on every game in ``cardtable.GAMES``.

Each game declares in its facts (``game.FACTS``) the rules variants to explore,
the cap on a game's moves, where its cards and units lie and which cards a seat
cannot place; everything else here is generic.
"""

from __future__ import annotations

import enum
import importlib
import pickle
import types
import typing
from collections import Counter
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cardtable
from cardtable import GAMES, IllegalMove, RandomAgent, records
from cardtable.chance import Chance
from cardtable.game import Game
from tests.conformance.knowledge import cards_in, relabelled
from tests.games import NAMES


def _module_name(game: Game) -> str:
    name: str = getattr(game, "__name__")  # noqa: B009 - the Game protocol does not name modules
    return name


def variants(name: str) -> tuple[Any, ...]:
    """The rules variants the game's facts name for tests, in their order."""
    return tuple(GAMES[name].FACTS.variants.values())


def every_move(game: Game, state: Any) -> tuple[Any, ...]:
    """Every move anyone may make now: the seats' (``legal_moves``), then the clock's
    (``host_moves``), so that a random walk also times seats out and closes windows (C11)."""
    return (*game.legal_moves(state), *game.host_moves(state))


def play_out(game: Game, rules: Any, seed: int, choices: list[int]) -> list[Any]:
    """The states of a game driven by ``choices`` (each picks among every move, the host's too)."""
    state = game.new_game(rules, seed=seed)
    states = [state]
    for choice in choices:
        moves = every_move(game, state)
        if not moves:
            break
        state = game.apply_move(state, moves[choice % len(moves)])
        states.append(state)
    return states


seeds = st.integers(0, 2**32)


def _long_run(length_and_seed: tuple[int, int]) -> list[int]:
    """A long list of picks from a seed, so that many examples reach deep into a game."""
    length, seed = length_and_seed
    chance, picks = Chance.from_seed(seed), []
    for _ in range(length):
        pick, chance = chance.below(10_000)
        picks.append(pick)
    return picks


# Short explicit lists shrink well; seeded long runs reach late hands and game ends.
choices = st.one_of(
    st.lists(st.integers(0, 10_000), max_size=60),
    st.tuples(st.integers(60, 600), seeds).map(_long_run),
)


def played(name: str) -> st.SearchStrategy[tuple[str, Any, int, list[int]]]:
    """A game of ``name`` under one of its adapter's rules, with a seed and move picks."""
    return st.tuples(st.just(name), st.sampled_from(variants(name)), seeds, choices)


each_game = pytest.mark.parametrize("name", NAMES)


@each_game
def test_game_module_has_the_contract_names(name: str) -> None:
    game = GAMES[name]
    for attribute in (
        "Rules",
        "full_deck",
        "new_game",
        "legal_moves",
        "host_moves",
        "apply_move",
        "to_act",
        "view",
        "outcome",
        "Move",
        "MOVES",
        "NAME",
    ):
        assert hasattr(game, attribute), attribute
    assert name == game.NAME
    assert set(typing.get_args(game.Move)) == set(game.MOVES)  # type: ignore[attr-defined]
    rules = game.Rules()
    assert attrs.has(type(rules))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rules.players = 2
    assert all(field.kw_only for field in attrs.fields(type(rules)))


@each_game
def test_full_deck_is_fixed_and_new_game_checks_the_deck(name: str) -> None:
    game = GAMES[name]
    deck = game.full_deck()
    assert deck == game.full_deck()
    state = game.new_game(deck=tuple(reversed(deck)))
    assert game.outcome(state) is None
    with pytest.raises(ValueError):
        game.new_game(deck=deck[1:])
    with pytest.raises(ValueError):
        game.new_game(deck=(deck[0], *deck[:-1]))


@each_game
@given(data=st.data())
def test_invariants_hold_after_every_move(name: str, data: st.DataObject) -> None:
    _, rules, seed, picks = data.draw(played(name))
    game, facts = GAMES[name], GAMES[name].FACTS
    deck = Counter(game.full_deck())
    state = game.new_game(rules, seed=seed)
    units = facts.units(state)
    for pick in picks:
        assert Counter(facts.cards(state)) == deck
        assert facts.units(state) == units
        moves = game.legal_moves(state)
        assert (not moves) == (game.outcome(state) is not None)
        if not moves:
            assert game.to_act(state) == ()
            break
        assert len(set(moves)) == len(moves)
        by_seat = [m for p in range(rules.players) for m in game.legal_moves(state, p)]
        assert set(by_seat) == set(moves)
        moves = every_move(game, state)
        for seat in game.to_act(state):
            assert game.legal_moves(state, seat), f"seat {seat} is waited on but has no move"
        frozen = pickle.dumps(state)
        after = game.apply_move(state, moves[pick % len(moves)])
        assert pickle.dumps(state) == frozen, "apply_move changed its input"
        state = after


@each_game
@given(data=st.data())
def test_c11_legal_moves_are_the_seats_and_host_moves_the_clocks(name: str, data: st.DataObject) -> None:
    """Along random seeded games (the host's moves drawn too): ``legal_moves`` lists no host
    move and is empty exactly when the game is over; every host move is ``by_host`` and is
    taken by ``apply_move``."""
    _, rules, seed, picks = data.draw(played(name))
    game = GAMES[name]
    for state in play_out(game, rules, seed, picks):
        moves, host = game.legal_moves(state), game.host_moves(state)
        assert type(host) is tuple and len(set(host)) == len(host)
        assert (not moves) == (game.outcome(state) is not None)
        if not moves:
            assert host == ()
        seats = [move for seat in range(rules.players) for move in game.legal_moves(state, seat)]
        assert not any(getattr(move, "by_host", False) for move in (*moves, *seats)), "a host move is listed"
        for move in host:
            assert move.by_host, f"{move!r} is not marked as the host's"
            assert move not in moves
            game.apply_move(state, move)


@each_game
@given(data=st.data())
def test_same_seed_and_moves_give_equal_states(name: str, data: st.DataObject) -> None:
    _, rules, seed, picks = data.draw(played(name))
    first = play_out(GAMES[name], rules, seed, picks)
    second = play_out(GAMES[name], rules, seed, picks)
    assert first == second
    assert pickle.loads(pickle.dumps(first[-1])) == first[-1]


@each_game
@given(data=st.data())
def test_every_legal_move_applies(name: str, data: st.DataObject) -> None:
    _, rules, seed, picks = data.draw(played(name))
    game = GAMES[name]
    state = play_out(game, rules, seed, picks)[-1]
    for move in every_move(game, state):
        game.apply_move(state, move)
        assert eval(repr(move), vars(importlib.import_module(_module_name(game)))) == move


@each_game
@given(data=st.data())
def test_records_round_trip(name: str, data: st.DataObject) -> None:
    _, rules, seed, picks = data.draw(played(name))
    state = play_out(GAMES[name], rules, seed, picks)[-1]
    text = records.dumps(state)
    assert records.loads(text) == state
    assert records.dumps(records.loads(text)) == text


@each_game
@given(data=st.data(), shuffle_seed=seeds)
def test_views_hide_what_the_seat_cannot_see(name: str, data: st.DataObject, shuffle_seed: int) -> None:
    """Dealing again every card a seat cannot place leaves its view as it was: by the game's
    own ``determinize``, and, in a deck without copies, by renaming among themselves the
    cards the facts say are hidden (all but those the view names as a memory, such as
    King Cut-Throat's turned card, whose place may be hidden since)."""
    _, rules, seed, picks = data.draw(played(name))
    game, facts = GAMES[name], GAMES[name].FACTS
    state = play_out(game, rules, seed, picks)[-1]
    deck = game.full_deck()
    card_class = type(deck[0])
    for seat in (None, *range(rules.players)):
        seen = game.view(state, seat)
        dealt = game.determinize(state, seat, shuffle_seed)
        assert Counter(facts.cards(dealt)) == Counter(deck)
        assert game.view(dealt, seat) == seen
        if len(set(deck)) == len(deck):
            named = set(cards_in(seen, card_class))
            hidden = sorted(card for card in set(facts.hidden(state, seat)) if card not in named)
            renamed, _ = Chance.from_seed(shuffle_seed).shuffled(hidden)
            other = relabelled(state, dict(zip(hidden, renamed, strict=True)), card_class)
            assert Counter(facts.cards(other)) == Counter(deck)
            assert game.view(other, seat) == seen
        assert seen.player == seat
        if seat is None:
            assert seen.hand == ()
        records.view_to_dict(seen)
        _assert_no_chance(seen)


def _assert_no_chance(value: Any) -> None:
    assert not isinstance(value, Chance), "a view holds the random stream"
    if attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            assert field.name not in ("seed", "chance", "origin", "deck_order")
            _assert_no_chance(getattr(value, field.name))
    elif isinstance(value, tuple | list):
        for item in value:
            _assert_no_chance(item)


def _strategy_for(hint: Any, game: Game, players: int) -> st.SearchStrategy[Any]:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(_strategy_for(arg, game, players) for arg in typing.get_args(hint)))
    if hint is type(None) or hint is None:
        return st.none()
    if origin is typing.Literal:
        return st.sampled_from(typing.get_args(hint))
    if origin is tuple:
        inner = _strategy_for(typing.get_args(hint)[0], game, players)
        return st.lists(inner, max_size=4).map(tuple)
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.one_of(st.integers(-2, players + 25), st.booleans())
    if hint is str:
        return st.sampled_from(["", "red", "x", "joker"])
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return st.sampled_from(list(hint))
    if isinstance(hint, type) and hasattr(hint, "parse"):
        deck = game.full_deck()
        if isinstance(deck[0], hint):
            return st.sampled_from(sorted(set(deck), key=deck.index))
        return st.sampled_from([c for c in cardtable.cards.ALL_CARDS if isinstance(c, hint)] or [None])  # type: ignore[list-item]
    return st.none()


@st.composite
def any_move(draw: st.DrawFn, game: Game, players: int) -> Any:
    cls = draw(st.sampled_from(game.MOVES))
    hints = typing.get_type_hints(cls)
    values = {f.name: draw(_strategy_for(hints[f.name], game, players)) for f in attrs.fields(cls)}
    try:
        return cls(**values)
    except (TypeError, ValueError):
        return None


@each_game
@given(data=st.data())
def test_moves_that_are_not_legal_raise_illegal_move(name: str, data: st.DataObject) -> None:
    _, rules, seed, picks = data.draw(played(name))
    game = GAMES[name]
    state = play_out(game, rules, seed, picks)[-1]
    legal = every_move(game, state)
    foreign = [GAMES[other].legal_moves(GAMES[other].new_game())[0] for other in NAMES if other != name]
    for _ in range(20):
        move = data.draw(
            st.one_of(
                any_move(game, rules.players),
                st.sampled_from([None, 3, "fold", object(), *foreign]),
            )
        )
        # repr tells Check(player=True) from Check(player=1), which compare equal.
        if any(move == m and repr(move) == repr(m) for m in legal):
            game.apply_move(state, move)
            continue
        with pytest.raises(IllegalMove) as refused:
            game.apply_move(state, move)
        assert str(refused.value)


@each_game
def test_random_games_end_within_the_stated_bound(name: str) -> None:
    game, facts = GAMES[name], GAMES[name].FACTS
    for index, rules in enumerate(tuple(facts.variants.values())):
        for seed in range(3):
            agents = [RandomAgent(seed * 100 + seat) for seat in range(rules.players)]
            state = cardtable.play(game, agents, rules, seed=seed + index, max_moves=facts.move_cap)
            outcome = game.outcome(state)
            assert outcome is not None, f"{rules} seed {seed}: not over in {facts.move_cap} moves"
            assert len(outcome.points) == rules.players
            assert outcome.winners and all(0 <= w < rules.players for w in outcome.winners)


@each_game
def test_bad_rules_raise_value_error(name: str) -> None:
    game = GAMES[name]
    for players in (-1, 0, 1, 21, "3", None):
        with pytest.raises(ValueError, match="players"):
            game.Rules(players=players)


@each_game
def test_a_seat_that_is_not_at_the_table_raises_value_error(name: str) -> None:
    game = GAMES[name]
    state = game.new_game(seed=2)
    players = state.origin.rules.players
    seats: tuple[Any, ...] = (players, -1, "0", True, 1.0, object())
    for seat in seats:
        with pytest.raises(ValueError, match="seat"):
            game.view(state, seat)
        with pytest.raises(ValueError, match="seat"):
            game.legal_moves(state, seat)

"""Fuzzing every game in ``cardtable.GAMES`` against exact oracles (RULINGS C8, C9, C10).

Seeded random legal play (every rules variant of the game's adapter, two seeds,
one choosing among all legal moves, host moves included, one driven seat by seat
as ``cardtable.play`` does) gives states; at a sample of them, candidates are
thrown at ``apply_move``: legal moves with another seat, stale moves, legal moves
with a field replaced by a wrong value or type, objects that are not moves, card
tuples out of canonical order, pickled and tampered moves. The oracle:

- ``apply_move`` succeeds if and only if the candidate, read strictly, equals a
  move in ``legal_moves(state)`` or ``host_moves(state)``. Read strictly: its type is exactly one of the
  game's move classes; every field is of exactly its annotated type (an ``int``
  subclass other than ``bool`` in an ``int`` field reads as its number, C8); a
  card tuple is in ascending canonical order without repeats. An accepted
  candidate gives the same state as the legal move, and the log holds the legal
  move's exact values.
- Otherwise it raises ``IllegalMove`` itself, never another exception (C9).
- The state handed in never changes.

``legal_moves`` and ``view`` refuse a seat that is not at the table with
``ValueError``, also once the game is over, and read an ``IntEnum`` seat as its
number (C8). A tampered record either raises ``RecordError`` or loads to a state
whose record is the same JSON value as the text given (C10).

Each test gathers its failures by kind and reports one example of each, naming the
state as ``play_walk(...).states[-1]``, which rebuilds it.
"""

from __future__ import annotations

import enum
import functools
import importlib
import itertools
import json
import pickle
import random
import re
import types
import typing
from collections.abc import Callable, Iterator, Sequence
from typing import Any
from unittest import mock

import attrs
import pytest

from cardtable import GAMES, IllegalMove, RecordError, records
from cardtable import cards as french
from cardtable.game import Game
from tests.conformance.test_contract import every_move
from tests.games import MODULES, NAMES

each_game = pytest.mark.parametrize("name", NAMES)
WAYS = ((0, False), (1, True))
"""Seeds of the walks through each rules variant: seed 0 picks among all legal moves,
seed 1 asks the first seat waited on, as ``cardtable.play`` does."""
SAMPLES_PER_WALK = 8
MAX_WALK = 1_500


class Seat(enum.IntEnum):
    """Seats as an enum, the way a caller's program might name them (C8)."""

    S0 = 0
    S1 = 1
    S2 = 2
    S3 = 3
    S4 = 4
    S5 = 5
    S6 = 6
    S7 = 7
    S8 = 8
    S9 = 9
    S10 = 10
    S11 = 11
    S12 = 12
    S13 = 13
    S14 = 14
    S15 = 15
    S16 = 16
    S17 = 17
    S18 = 18
    S19 = 19
    S20 = 20
    S21 = 21


class Stubborn(int):
    """An int whose conversions raise: still a number, read by its value (C8). Kept to
    its own test, as reading it is the shared core's work (``int(value)`` raises)."""

    def __int__(self) -> int:
        raise RuntimeError("Stubborn.__int__")

    def __index__(self) -> int:
        raise RuntimeError("Stubborn.__index__")

    def __repr__(self) -> str:
        raise RuntimeError("Stubborn.__repr__")


class Flatterer(int):
    """An int equal to everything."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = int.__hash__


class AlwaysEqual:
    """Equal to everything, hashing like nothing in particular."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    def __hash__(self) -> int:
        return 0

    def __lt__(self, other: object) -> bool:
        return True


class Exploding:
    """Raises from everything a careless engine might call on it."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("Exploding.__eq__")

    def __hash__(self) -> int:
        raise RuntimeError("Exploding.__hash__")

    def __repr__(self) -> str:
        raise RuntimeError("Exploding.__repr__")

    def __str__(self) -> str:
        raise RuntimeError("Exploding.__str__")

    def __bool__(self) -> bool:
        raise RuntimeError("Exploding.__bool__")

    def __lt__(self, other: object) -> bool:
        raise RuntimeError("Exploding.__lt__")

    def __iter__(self) -> Iterator[Any]:
        raise RuntimeError("Exploding.__iter__")

    def __len__(self) -> int:
        raise RuntimeError("Exploding.__len__")

    def __index__(self) -> int:
        raise RuntimeError("Exploding.__index__")

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"Exploding.{name}")


# --- Seeded walks through each game -------------------------------------------------


@attrs.frozen
class Walk:
    """One seeded game: its states, ``states[k]`` being the state after ``k`` moves."""

    name: str
    rules: Any
    seed: int
    by_seat: bool
    states: tuple[Any, ...]
    moves: tuple[Any, ...]

    def where(self, index: int) -> str:
        """How to reach ``states[index]`` again, for a failure report: pasted into a REPL
        with the game's ``Rules`` imported, it rebuilds the state."""
        how = f"seed={self.seed}, by_seat={self.by_seat}, limit={index}"
        return f"[state = play_walk({self.name!r}, {self.rules!r}, {how}).states[-1]]"


def play_walk(name: str, rules: Any, seed: int, by_seat: bool, limit: int) -> Walk:
    """A seeded random game of ``limit`` moves at most: ``by_seat``, each move is the first
    waited-on seat's, as ``cardtable.play`` asks them; otherwise any legal move, host moves too."""
    game = GAMES[name]
    rng = random.Random(seed * 7919 + by_seat)
    state = game.new_game(rules, seed=seed)
    states, moves = [state], []
    for _ in range(limit):
        waiting = game.to_act(state)
        choices = game.legal_moves(state, waiting[0]) if by_seat and waiting else every_move(game, state)
        if not choices:
            break
        move = rng.choice(choices)
        state = game.apply_move(state, move)
        states.append(state)
        moves.append(move)
    return Walk(name, rules, seed, by_seat, tuple(states), tuple(moves))


@functools.cache  # one entry per game
def walks(name: str) -> tuple[Walk, ...]:
    facts = GAMES[name].FACTS
    limit = min(facts.move_cap, MAX_WALK)
    return tuple(
        play_walk(name, rules, seed, by_seat, limit)
        for rules in facts.variants.values()
        for seed, by_seat in WAYS
    )


@functools.cache  # one entry per game
def samples(name: str) -> tuple[tuple[Walk, int], ...]:
    """States to fuzz at: the first and last of each walk and a few between."""
    picked = []
    for number, walk in enumerate(walks(name)):
        rng = random.Random(number)
        last = len(walk.states) - 1
        between = range(1, last)
        chosen = {0, last, *rng.sample(between, min(SAMPLES_PER_WALK - 2, len(between)))}
        picked += [(walk, index) for index in sorted(chosen)]
    return tuple(picked)


# --- The oracle --------------------------------------------------------------------

_MISSING = object()
Reader = Callable[[Any], Any]


class _Unreadable(Exception):
    """A value that is not of its field's annotated type."""


def _read_int(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return int.__int__(value)  # its number, whatever its class says (C8)
    raise _Unreadable


def _read_exactly(cls: type) -> Reader:
    def read(value: Any) -> Any:
        if type(value) is not cls:
            raise _Unreadable
        return value

    return read


def _read_optional(inner: Reader) -> Reader:
    def read(value: Any) -> Any:
        return None if value is None else inner(value)

    return read


def _read_cards(card_type: type) -> Reader:
    def read(value: Any) -> Any:
        if type(value) is not tuple or any(type(card) is not card_type for card in value):
            raise _Unreadable
        if any(not first < second for first, second in itertools.pairwise(value)):
            raise _Unreadable
        return value

    return read


def _reader(hint: Any) -> Reader:
    origin = typing.get_origin(hint)
    if hint is int:
        return _read_int
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        rest = [arg for arg in args if arg is not type(None)]
        assert len(rest) == 1 and len(args) == 2, f"no strict reading of {hint}"
        return _read_optional(_reader(rest[0]))
    if origin is tuple:
        item, *more = typing.get_args(hint)
        assert more == [Ellipsis], f"no strict reading of {hint}"
        return _read_cards(item)
    assert isinstance(hint, type), f"no strict reading of {hint}"
    return _read_exactly(hint)


_FIELDS: dict[type, tuple[tuple[str, Any, Reader], ...]] = {}  # one entry per move class


def fields_of(cls: type) -> tuple[tuple[str, Any, Reader], ...]:
    """Each field of a move class: name, annotated type, strict reader."""
    if cls not in _FIELDS:
        hints = typing.get_type_hints(cls)
        _FIELDS[cls] = tuple(
            (field.name, hints[field.name], _reader(hints[field.name])) for field in attrs.fields(cls)
        )
    return _FIELDS[cls]


def values_of(move: Any) -> tuple[Any, ...]:
    return tuple(getattr(move, name) for name, _, _ in fields_of(type(move)))


def strict_key(game: Game, candidate: object) -> tuple[Any, ...] | None:
    """The candidate read strictly, as (class, field values); ``None`` if it cannot be read."""
    cls = type(candidate)
    if not any(cls is move_class for move_class in game.MOVES):
        return None
    read = []
    for name, _, reader in fields_of(cls):
        value = getattr(candidate, name, _MISSING)
        try:
            read.append(reader(value))
        except _Unreadable:
            return None
    return (cls, tuple(read))


def describe(value: object) -> str:
    """A value for a report, without trusting its ``repr``."""
    kind = type(value)
    if kind in (int, str, float, bool, bytes, type(None)) or kind in _CARD_TYPES:
        shown = repr(value)
        return shown if len(shown) <= 80 else shown[:77] + "..."
    if isinstance(value, enum.Enum):
        return f"{kind.__name__}.{value.name}"
    if isinstance(value, int):
        return f"{kind.__name__}({int.__repr__(value)})"
    if isinstance(value, tuple | list):
        inner = ", ".join(describe(item) for item in value)
        if isinstance(value, list):
            return f"[{inner}]"
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, type):
        return f"the class {value.__name__}"
    if kind in _MOVE_CLASSES:
        parts = [f"{name}={describe(getattr(value, name, _MISSING))}" for name, _, _ in fields_of(kind)]
        return f"{kind.__name__}({', '.join(parts)})"
    if value is _MISSING:
        return "<unset>"
    return f"a {kind.__name__}"


_CARD_TYPES = {french.Card, type(GAMES["open-mercy"].full_deck()[0])}
_MOVE_CLASSES = {cls for game in MODULES.values() for cls in game.MOVES}


@attrs.frozen
class Candidate:
    """Something to hand to ``apply_move``, the family it belongs to, and how to show it."""

    family: str
    move: object
    label: str | None = None

    def shown(self) -> str:
        return self.label if self.label is not None else describe(self.move)


class Findings:
    """Failures by kind, each with its first example and a count."""

    def __init__(self) -> None:
        self.first: dict[str, str] = {}
        self.count: dict[str, int] = {}

    def add(self, kind: str, example: str) -> None:
        self.first.setdefault(kind, example)
        self.count[kind] = self.count.get(kind, 0) + 1

    def report(self) -> str:
        lines = [f"{len(self.first)} kinds of failure:"]
        for kind, example in self.first.items():
            lines.append(f"- {kind} ({self.count[kind]}x), e.g. {example}")
        return "\n".join(lines)

    def __bool__(self) -> bool:
        return bool(self.first)


def check_candidates(
    game: Game, walk: Walk, index: int, candidates: Sequence[Candidate], found: Findings
) -> None:
    """Throw every candidate at ``apply_move`` on ``walk.states[index]`` and check the oracle."""
    state = walk.states[index]
    before = (records.dumps(state), pickle.dumps(state))
    legal = {(type(move), values_of(move)): move for move in every_move(game, state)}
    after_legal: dict[int, Any] = {}
    for candidate in candidates:
        key = strict_key(game, candidate.move)
        expected = legal.get(key) if key is not None else None
        try:
            after = game.apply_move(state, candidate.move)
        except IllegalMove as error:
            where = f"{walk.where(index)}: apply_move(state, {candidate.shown()})"
            if type(error) is not IllegalMove:
                found.add(f"{candidate.family}: raised a {type(error).__name__}", where)
            elif expected is not None:
                found.add(f"{candidate.family}: refused a legal move", f"{where}: {error}")
            elif not str(error):
                found.add(f"{candidate.family}: refused without a reason", where)
            continue
        except Exception as error:
            where = f"{walk.where(index)}: apply_move(state, {candidate.shown()})"
            found.add(f"{candidate.family}: raised {type(error).__name__}", f"{where}: {_message(error)}")
            continue
        where = f"{walk.where(index)}: apply_move(state, {candidate.shown()})"
        if expected is None:
            found.add(f"{candidate.family}: accepted a move that is not legal", where)
            continue
        if id(expected) not in after_legal:
            after_legal[id(expected)] = game.apply_move(state, expected)
        _check_same_result(game, after, after_legal[id(expected)], expected, candidate, where, found)
    if (records.dumps(state), pickle.dumps(state)) != before:
        found.add("apply_move changed the state handed in", f"{walk.where(index)}, one of {len(candidates)}")


def _check_same_result(
    game: Game, after: Any, wanted: Any, legal: Any, candidate: Candidate, where: str, found: Findings
) -> None:
    if after != wanted or records.dumps(after) != records.dumps(wanted):
        found.add(f"{candidate.family}: accepted, but to another state than the legal move's", where)
        return
    logged = list(after.log)[-1]
    exact = type(logged) is type(legal) and all(
        type(mine) is type(theirs) and mine == theirs
        for mine, theirs in zip(values_of(logged), values_of(legal), strict=True)
    )
    if not exact:
        found.add(f"{candidate.family}: logged the caller's object, not the move read", where)


def _message(error: BaseException) -> str:
    try:
        return str(error)[:200]
    except Exception:
        return "(a message that cannot be shown)"


# --- Candidates ---------------------------------------------------------------------


def raw(cls: type, **values: Any) -> Any:
    """A move built around its constructor (C9): no converter, no check."""
    move: Any = object.__new__(cls)
    for name, value in values.items():
        object.__setattr__(move, name, value)
    return move


def fields_dict(move: Any) -> dict[str, Any]:
    return {name: getattr(move, name) for name, _, _ in fields_of(type(move))}


def labelled(family: str, move: Any) -> Candidate:
    return Candidate(family, move)


def pick_moves(rng: random.Random, moves: Sequence[Any], count: int) -> list[Any]:
    """Up to ``count`` moves, of as many different classes as there are."""
    by_class: dict[type, list[Any]] = {}
    for move in moves:
        by_class.setdefault(type(move), []).append(move)
    picked = [rng.choice(group) for group in by_class.values()]
    rng.shuffle(picked)
    return picked[:count]


def _players(state: Any) -> int:
    return int(state.origin.rules.players)


def seat_values(players: int, seat: int) -> list[Any]:
    """Every way to name a seat, right or wrong, around ``seat``."""
    return [
        *range(players),
        -1,
        players,
        players + 1,
        10**30,
        -(10**30),
        True,
        False,
        None,
        "0",
        str(seat),
        float(seat),
        Seat(seat),
        Seat(min(players, 21)),
        Flatterer(players + 3),
        french.ALL_CARDS[seat],
        french.Rank.ACE,
        AlwaysEqual(),
        Exploding(),
        mock.ANY,
    ]


def _card_number(card: Any) -> int:
    return int.__int__(card) if isinstance(card, int) else int(card.index)


@functools.cache  # one entry per game
def field_values(name: str) -> tuple[Any, ...]:
    """Wrong (and some right) values for any field: every card of the game, the same
    numbers as plain ints, cards of other decks, enums, texts, floats, odd objects."""
    deck = sorted(set(GAMES[name].full_deck()))
    own = type(deck[0])
    other = [card for card in french.ALL_CARDS if card not in deck] if own is french.Card else []
    foreign_type = [
        card for other_name in NAMES for card in GAMES[other_name].full_deck()[::23] if type(card) is not own
    ]
    return (
        *deck,
        *(_card_number(card) for card in deck),
        *other,
        *foreign_type,
        *(str(card) for card in deck[:3]),
        *french.Suit,
        *french.Rank,
        *_enum_members("Color", "Kind"),
        french.Suit,
        french.Card,
        own,
        *_enum_classes("Color", "Kind"),
        None,
        "",
        "x",
        0.0,
        1.0,
        float(_card_number(deck[-1])),
        -1,
        2,
        3,
        25,
        10**30,
        True,
        False,
        Seat.S1,
        Flatterer(7),
        (),
        AlwaysEqual(),
        Exploding(),
        mock.ANY,
        object(),
    )


def _enum_classes(*names: str) -> list[Any]:
    """Open Mercy's enums, from the module that defines its cards."""
    module = importlib.import_module(type(GAMES["open-mercy"].full_deck()[0]).__module__)
    return [getattr(module, name) for name in names if hasattr(module, name)]


def _enum_members(*names: str) -> list[Any]:
    return [member for enum_class in _enum_classes(*names) for member in enum_class]


def card_tuple_variants(cards: tuple[Any, ...], name: str) -> list[tuple[str, Any]]:
    """Wrong (and some right) values for a field holding several cards."""
    deck = sorted(set(GAMES[name].full_deck()))
    variants: list[tuple[str, Any]] = [
        ("as a list", list(cards)),
        ("with a repeated card", (cards[0], *cards)) if cards else ("empty", ()),
        ("with a card as its number", (_card_number(cards[0]), *cards[1:])) if cards else ("empty", ()),
        ("with a card that equals everything", (AlwaysEqual(), *cards[1:])) if cards else ("empty", ()),
        ("with an exploding card", (*cards[:-1], Exploding())) if cards else ("empty", ()),
        ("with one more card", tuple(sorted({*cards, deck[0]}))),
        ("with one more card", tuple(sorted({*cards, deck[-1]}))),
        ("empty", ()),
    ]
    variants += [("missing a card", cards[:i] + cards[i + 1 :]) for i in range(len(cards))]
    variants += [("one card", (card,)) for card in deck[:: max(1, len(deck) // 6)]]
    return variants


def out_of_order(cards: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """The same cards, in every other order (up to a few)."""
    orders = itertools.islice(itertools.permutations(cards), 1, 7)
    return [cards[::-1], *(order for order in orders if order != cards)]


# --- Families of candidates at one state --------------------------------------------


def wrong_seats(game: Game, state: Any, rng: random.Random) -> list[Candidate]:
    candidates = []
    for move in pick_moves(rng, every_move(game, state), 3):
        candidates.append(labelled("the legal move itself", move))
        values = fields_dict(move)
        for seat in seat_values(_players(state), move.player):
            candidates.append(labelled("a wrong seat", raw(type(move), **{**values, "player": seat})))
    return candidates


def stale_moves(walk: Walk, index: int, rng: random.Random) -> list[Candidate]:
    game = GAMES[walk.name]
    played = list(walk.moves[:index])
    earlier = rng.sample(range(index), min(3, index)) if index else []
    offered = [move for j in earlier for move in pick_moves(rng, every_move(game, walk.states[j]), 6)]
    pool = rng.sample(played, min(12, len(played))) + offered
    return [labelled("a stale move", move) for move in pool]


def wrong_fields(game: Game, state: Any, rng: random.Random) -> list[Candidate]:
    candidates = []
    pool = field_values(game.NAME)
    for move in pick_moves(rng, every_move(game, state), 3):
        values = fields_dict(move)
        for name, hint, _ in fields_of(type(move))[1:]:
            replacements = [*pool, *seat_values(_players(state), move.player)]
            if typing.get_origin(hint) is tuple:
                replacements += [variant for _, variant in card_tuple_variants(values[name], game.NAME)]
            for value in replacements:
                candidates.append(labelled(f"a wrong {name}", raw(type(move), **{**values, name: value})))
    return candidates


def not_moves(game: Game, state: Any, rng: random.Random) -> list[Candidate]:
    things: tuple[object, ...] = (
        None,
        0,
        1,
        "Check",
        "",
        b"",
        1.5,
        (),
        [],
        {},
        object(),
        mock.ANY,
        AlwaysEqual(),
        Exploding(),
    )
    candidates = [labelled("not a move", thing) for thing in things]
    for move in pick_moves(rng, every_move(game, state), 3):
        cls, values = type(move), fields_dict(move)
        sub = _flattering_subclass(cls, hash(move))
        by_host = getattr(cls, "by_host", False)
        lookalike = type(cls.__name__, (), {"__slots__": tuple(values), "by_host": by_host})
        candidates += [
            labelled("the class, not a move", cls),
            labelled("a move with no fields", object.__new__(cls)),
            Candidate("a subclass of a move class", raw(sub, **values), f"a subclass of {describe(move)}"),
            Candidate("a look-alike class", raw(lookalike, **values), f"a look-alike of {describe(move)}"),
            Candidate("a record of the move", records.move_to_dict(move), f"move_to_dict({describe(move)})"),
            labelled("the move's text", str(move)),
            labelled("the move in a tuple", (move,)),
        ]
        if len(values) > 1:
            candidates.append(labelled("a move with only its seat", raw(cls, player=move.player)))
    for other in NAMES:
        if other != game.NAME:
            foreign = GAMES[other]
            for move in foreign.legal_moves(foreign.new_game(seed=3))[:3]:
                candidates.append(labelled(f"a move of {other}", move))
    return candidates


def _flattering_subclass(cls: type, hashed: int) -> type:
    """A subclass of a move class whose instances equal everything and hash like a legal move."""

    def equal(self: object, other: object) -> bool:
        return True

    def hashing(self: object) -> int:
        return hashed

    return type(f"Sub{cls.__name__}", (cls,), {"__slots__": (), "__eq__": equal, "__hash__": hashing})


def cards_out_of_order(game: Game, state: Any, rng: random.Random) -> list[Candidate]:
    candidates = []
    multi = [move for move in every_move(game, state) if _card_fields(move)]
    for move in rng.sample(multi, min(8, len(multi))):
        values = fields_dict(move)
        for name in _card_fields(move):
            for order in out_of_order(values[name]):
                candidates.append(labelled("cards out of order", raw(type(move), **{**values, name: order})))
    return candidates


def _card_fields(move: Any) -> list[str]:
    return [name for name, hint, _ in fields_of(type(move)) if typing.get_origin(hint) is tuple]


_PLAYER_IN_PROTOCOL_0 = re.compile(rb"(Vplayer\np\d+\n)I(-?\d+)\n")


def tampered_pickles(game: Game, state: Any, rng: random.Random) -> list[Candidate]:
    candidates = []
    players = _players(state)
    for move in pick_moves(rng, every_move(game, state), 3):
        cls, values = type(move), fields_dict(move)
        candidates.append(Candidate("a pickled move", _unpickled(move), f"pickled {describe(move)}"))
        text = pickle.dumps(move, protocol=0)
        for number in (b"01", b"00", b"-1", str(players).encode(), str((move.player + 1) % players).encode()):
            tampered = _PLAYER_IN_PROTOCOL_0.sub(rb"\1I" + number + rb"\n", text)
            assert tampered != text, "the pickle's player was not found"
            label = f"{describe(move)} pickled, player tampered to I{number.decode()}"
            family = "a pickled move with its seat changed"
            candidates.append(Candidate(family, pickle.loads(tampered), label))
        changes: list[tuple[str, Any]] = [("player", Seat(move.player)), ("player", True)]
        for name in _card_fields(move):
            changes += [(name, order) for order in out_of_order(values[name])[:2]]
        for name, hint, _ in fields_of(cls)[1:]:
            if typing.get_origin(hint) is not tuple:
                changes += [(name, rng.choice(field_values(game.NAME))) for _ in range(3)]
        for name, value in changes:
            tampered_move = raw(cls, **{**values, name: value})
            try:
                unpickled = _unpickled(tampered_move)
            except Exception:
                continue  # an object that refuses to be pickled
            candidates.append(Candidate("a tampered pickle", unpickled, f"pickled {describe(tampered_move)}"))
    return candidates


def _unpickled(move: Any) -> Any:
    return pickle.loads(pickle.dumps(move))


# --- The tests: moves (C8, C9) -------------------------------------------------------

Family = Callable[[Game, Any, random.Random], list[Candidate]]


def run_family(name: str, family: Family) -> None:
    game, found = GAMES[name], Findings()
    for number, (walk, index) in enumerate(samples(name)):
        candidates = family(game, walk.states[index], random.Random(number))
        check_candidates(game, walk, index, candidates, found)
    assert not found, found.report()


@each_game
def test_c8_a_move_naming_a_wrong_seat_is_refused_and_an_int_enum_seat_is_read_as_its_int(name: str) -> None:
    run_family(name, wrong_seats)


@each_game
def test_c9_a_stale_move_is_refused_unless_it_is_legal_again(name: str) -> None:
    game, found = GAMES[name], Findings()
    for number, (walk, index) in enumerate(samples(name)):
        check_candidates(game, walk, index, stale_moves(walk, index, random.Random(number)), found)
    assert not found, found.report()


@each_game
def test_c9_a_field_of_the_wrong_value_or_type_is_refused(name: str) -> None:
    run_family(name, wrong_fields)


@each_game
def test_c9_an_object_that_is_not_a_move_of_this_game_is_refused(name: str) -> None:
    run_family(name, not_moves)


@each_game
def test_c9_cards_out_of_canonical_order_are_refused(name: str) -> None:
    run_family(name, cards_out_of_order)


@each_game
def test_c9_a_pickled_move_is_read_strictly(name: str) -> None:
    run_family(name, tampered_pickles)


# --- Seats as arguments (C8) --------------------------------------------------------


def _bad_seat_arguments(players: int) -> list[Any]:
    return [
        -1,
        players,
        players + 1,
        10**30,
        -(10**30),
        True,
        False,
        "0",
        "1",
        0.0,
        1.0,
        b"0",
        (0,),
        [0],
        object(),
        Seat(players),
        Flatterer(players + 3),
        Exploding(),
        AlwaysEqual(),
        mock.ANY,
    ]


@each_game
def test_c8_a_seat_argument_not_at_the_table_raises_value_error_also_when_the_game_is_over(name: str) -> None:
    game, found = GAMES[name], Findings()
    over = [(walk, len(walk.states) - 1) for walk in walks(name) if game.outcome(walk.states[-1]) is not None]
    assert over, "no walk reached the end of a game"
    for walk, index in [*samples(name)[::3], *over]:
        state = walk.states[index]
        for seat in _bad_seat_arguments(_players(state)):
            for function in (game.legal_moves, game.view):
                call = f"{walk.where(index)}: {function.__name__}(state, {describe(seat)})"
                try:
                    function(state, seat)
                except ValueError:
                    continue
                except Exception as error:
                    kind = f"{function.__name__}: raised {type(error).__name__}"
                    found.add(kind, f"{call}: {_message(error)}")
                    continue
                found.add(f"{function.__name__}: accepted a seat not at the table", call)
    assert not found, found.report()


@each_game
def test_c8_an_int_subclass_seat_argument_reads_as_its_number(name: str) -> None:
    game, found = GAMES[name], Findings()
    over = [(walk, len(walk.states) - 1) for walk in walks(name) if game.outcome(walk.states[-1]) is not None]
    for walk, index in [*samples(name)[::3], *over]:
        state = walk.states[index]
        for seat, number in itertools.product((Seat, Flatterer), range(_players(state))):
            call = f"{walk.where(index)}: seat {describe(seat(number))}"
            try:
                moves, seen = game.legal_moves(state, seat(number)), game.view(state, seat(number))
            except Exception as error:
                found.add(f"raised {type(error).__name__}", f"{call}: {_message(error)}")
                continue
            plain = game.legal_moves(state, number)
            if moves != plain or [describe(move) for move in moves] != [describe(move) for move in plain]:
                found.add("legal_moves differs from the plain seat's", call)
            if seen != game.view(state, number) or type(seen.player) is not int:
                found.add("view differs from the plain seat's, or holds the caller's int", call)
    assert not found, found.report()


def stubborn_ints(game: Game, state: Any, rng: random.Random) -> list[Candidate]:
    candidates = []
    for move in pick_moves(rng, every_move(game, state), 3):
        values = fields_dict(move)
        for name, hint, _ in fields_of(type(move)):
            if hint is int:
                for number in sorted({values[name], 0, 1, _players(state)}):
                    stubborn = raw(type(move), **{**values, name: Stubborn(number)})
                    candidates.append(labelled(f"a Stubborn {name}", stubborn))
    return candidates


@each_game
def test_c8_an_int_subclass_whose_conversions_raise_still_reads_as_its_number(name: str) -> None:
    run_family(name, stubborn_ints)
    game, found = GAMES[name], Findings()
    for walk, index in samples(name)[::3]:
        state = walk.states[index]
        for number in range(_players(state) + 1):
            call = f"{walk.where(index)}: seat Stubborn({number})"
            try:
                moves, seen = game.legal_moves(state, Stubborn(number)), game.view(state, Stubborn(number))
            except ValueError:
                if number < _players(state):
                    found.add("refused a seat at the table", call)
                continue
            except Exception as error:
                found.add(f"raised {type(error).__name__}", f"{call}: {_message(error)}")
                continue
            if number == _players(state):
                found.add("accepted a seat not at the table", call)
            elif moves != game.legal_moves(state, number) or seen != game.view(state, number):
                found.add("differs from the plain seat's", call)
            elif type(seen.player) is not int:
                found.add("the view holds the caller's int", call)
    assert not found, found.report()


# --- Records (C10) -------------------------------------------------------------------

MAX_RECORD_MOVES = 120
Tampering = Callable[[random.Random, Any, str], tuple[str, str | bytes]]


class _Pairs(list[tuple[str, Any]]):
    """A JSON object as its key-value pairs, duplicates kept."""


def exact_json(text: str) -> Any:
    """A JSON value in which ``1``, ``1.0`` and ``true`` differ and repeated keys are kept."""

    def tag(value: Any) -> Any:
        if isinstance(value, _Pairs):
            return ("{", tuple(sorted(((key, tag(item)) for key, item in value), key=lambda pair: pair[0])))
        if isinstance(value, list):
            return ("[", tuple(tag(item) for item in value))
        return (type(value).__name__, value)

    return tag(json.loads(text, object_pairs_hook=_Pairs, parse_constant=lambda name: ("constant", name)))


def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*path, key))
    elif isinstance(data, list):
        for number, value in enumerate(data):
            yield from _paths(value, (*path, number))


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` replaced."""
    if not path:
        return value
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = _set(data[path[0]], path[1:], value)
    return copy


def _delete(data: Any, path: tuple[Any, ...]) -> Any:
    parent = _get(data, path[:-1])
    copy = dict(parent) if isinstance(parent, dict) else list(parent)
    del copy[path[-1]]
    return _set(data, path[:-1], copy)


def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


_ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    1,
    -1,
    2,
    1.0,
    1.5,
    "",
    "x",
    "1",
    "true",
    "null",
    [],
    {},
    10**30,
    [None],
    {"": 0},
)


def delete_key(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    paths = [path for path in _paths(data) if path and isinstance(_get(data, path[:-1]), dict)]
    path = rng.choice(paths)
    return f"delete {path}", _dump(_delete(data, path))


def retype(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    path = rng.choice([path for path in _paths(data) if path])
    old = _get(data, path)
    value = rng.choice([*_ODD_VALUES, [old], {"value": old}, str(old)])
    return f"set {path} to {value!r}", _dump(_set(data, path, value))


def flip_bits(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    raw_bytes = bytearray(text.encode())
    for _ in range(rng.choice((1, 1, 2, 5))):
        at = rng.randrange(len(raw_bytes))
        raw_bytes[at] ^= 1 << rng.randrange(8)
    try:
        return "flip bits", bytes(raw_bytes).decode("utf-8")
    except UnicodeDecodeError:
        if rng.random() < 0.5:
            return "flip bits (bad UTF-8, as bytes)", bytes(raw_bytes)
        return "flip bits (bad UTF-8, as escapes)", bytes(raw_bytes).decode("utf-8", "surrogateescape")


def change_case(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    texts = [path for path in _paths(data) if isinstance(_get(data, path), str)]
    if rng.random() < 0.2 or not texts:
        return "the whole text in lower case", text.lower()
    path = rng.choice(texts)
    old = _get(data, path)
    new = rng.choice((old.lower(), old.upper(), old.title(), f" {old}", _letters(old)))
    return f"set {path} to {new!r}", _dump(_set(data, path, new))


def _letters(text: str) -> str:
    for symbol, letter in zip("♣♦♥♠", "CDHS", strict=True):
        text = text.replace(symbol, letter)
    return text


def duplicate_key(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    objects = [path for path in _paths(data) if isinstance(_get(data, path), dict) and _get(data, path)]
    path = rng.choice(objects)
    target = _get(data, path)
    key = rng.choice(list(target))
    again = target[key] if rng.random() < 0.5 else rng.choice(_ODD_VALUES)
    marker = "\u0000duplicate\u0000"
    shown = _dump(_set(data, path, {**target, marker: None}))
    twice = f"{json.dumps(key, ensure_ascii=False)}: {_dump(again)}"
    return f"repeat the key {key!r} in {path}", shown.replace(f"{json.dumps(marker)}: null", twice)


def truncate(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    cut = rng.randrange(len(text))
    return f"cut after {cut} characters", text[:cut]


def nest(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    depth = rng.choice((1, 2, 5, 9, 50, 50_000))
    if rng.random() < 0.3:
        return f"the whole record in {depth} lists", "[" * depth + text + "]" * depth
    path = rng.choice([path for path in _paths(data) if path])
    inner = _dump(_get(data, path))
    marker = "\u0000nest\u0000"
    if rng.random() < 0.5:
        wrapped = "[" * depth + inner + "]" * depth
    else:
        wrapped = '{"x": ' * depth + inner + "}" * depth
    return f"nest {path} {depth} deep", _dump(_set(data, path, marker)).replace(json.dumps(marker), wrapped)


def reorder_moves(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    moves = list(data["moves"])
    if len(moves) < 2:
        return "no moves to reorder: drop them", _dump({**data, "moves": []})
    how = rng.choice(("swap", "reverse", "drop", "repeat", "to the end"))
    i, j = sorted(rng.sample(range(len(moves)), 2))
    if how == "swap":
        moves[i], moves[j] = moves[j], moves[i]
    elif how == "reverse":
        moves.reverse()
    elif how == "drop":
        del moves[i]
    elif how == "repeat":
        moves.insert(j, moves[i])
    else:
        moves.append(moves.pop(i))
    return f"{how} moves {i} and {j}", _dump({**data, "moves": moves})


def change_move(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    if not data["moves"]:
        return "no move to change: reverse the deck", _dump({**data, "deck": _deck_texts(data)[::-1]})
    number = rng.randrange(len(data["moves"]))
    move = dict(data["moves"][number])
    players = data["rules"]["players"]
    card_keys = [key for key in move if key in ("card", "cards", "give")]
    if card_keys and rng.random() < 0.6:
        key = rng.choice(card_keys)
        cards = _deck_texts(data)
        if key == "cards":
            move[key] = rng.choice(([*move[key][1:], rng.choice(cards)], move[key][::-1], move[key][:-1]))
        else:
            move[key] = rng.choice((*cards, str(rng.choice(french.ALL_CARDS)), move[key].lower()))
    elif rng.random() < 0.2:
        move["host"] = rng.choice((True, False))
    else:
        key = rng.choice([key for key in move if key in ("player", "target", "leader", "amount", "count")])
        move[key] = rng.choice((*range(players + 1), -1, True))
    moves = [*data["moves"][:number], move, *data["moves"][number + 1 :]]
    return f"set moves[{number}] to {move}", _dump({**data, "moves": moves})


def _deck_texts(data: Any) -> list[str]:
    game = GAMES[data["game"]] if data["game"] in GAMES else GAMES["kings-mercy"]
    return [str(card) for card in game.full_deck()]


def change_header(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    key = rng.choice(("format", "game", "seed", "deck", "rules"))
    if key == "format":
        value: Any = rng.choice((True, 1.0, "1", 0, 2))
    elif key == "game":
        value = rng.choice([name for name in NAMES if name != data["game"]])
    elif key == "seed":
        value = rng.choice((data["seed"] + 1, -1, 2**64, True))
    elif key == "deck":
        deck = _deck_texts(data)
        rng.shuffle(deck)
        value = rng.choice((deck, deck[1:], [*deck, deck[0]], None))
    else:
        rules = dict(data["rules"])
        field = rng.choice(list(rules))
        if isinstance(rules[field], bool):
            rules[field] = not rules[field]
        elif isinstance(rules[field], int):
            rules[field] += rng.choice((-1, 1))
        else:
            del rules[field]
        value = rules
    return f"set {key} to {value!r}"[:200], _dump({**data, key: value})


def indent(rng: random.Random, data: Any, text: str) -> tuple[str, str | bytes]:
    """Not a tampering: the same record laid out differently must load."""
    return "indented", json.dumps(data, ensure_ascii=False, indent=rng.choice((None, 1, 4)))


TAMPERINGS: tuple[Tampering, ...] = (
    delete_key,
    retype,
    flip_bits,
    change_case,
    duplicate_key,
    truncate,
    nest,
    reorder_moves,
    change_move,
    change_header,
    indent,
)


@each_game
def test_c10_a_tampered_record_is_refused_or_reads_back_exactly(name: str) -> None:
    found = Findings()
    for number, walk in enumerate(walks(name)):
        rng = random.Random(number)
        length = min(len(walk.moves), MAX_RECORD_MOVES)
        for index in sorted({0, length, rng.randrange(length + 1)}):
            text = records.dumps(walk.states[index])
            assert records.dumps(records.loads(text)) == text, walk.where(index)
            data = json.loads(text)
            for _ in range(8):
                tampering = rng.choice(TAMPERINGS)
                how, tampered = tampering(rng, data, text)
                _check_record(tampered, f"{walk.where(index)}, record tampered: {how}"[:600], found)
    assert not found, found.report()


def _check_record(tampered: str | bytes, where: str, found: Findings) -> None:
    try:
        state = records.loads(tampered)  # type: ignore[arg-type]
    except RecordError as error:
        if type(error) is not RecordError or not str(error).startswith("record:"):
            found.add(f"raised a {type(error).__name__} without 'record:'", f"{where}: {error}")
        return
    except Exception as error:
        found.add(f"raised {type(error).__name__}", f"{where}: {_message(error)}")
        return
    try:
        same = isinstance(tampered, str) and exact_json(tampered) == exact_json(records.dumps(state))
    except (ValueError, RecursionError):
        same = False
    if not same:
        found.add("loaded a record that does not read back as the same JSON", where)


def test_c10_the_tamperings_make_what_they_say() -> None:
    walk = walks("king-cut-throat")[0]
    text = records.dumps(walk.states[min(30, len(walk.moves))])
    data = json.loads(text)
    for seed in range(20):
        how, doubled = duplicate_key(random.Random(seed), data, text)
        assert isinstance(doubled, str) and exact_json(doubled) != exact_json(text), how
        with pytest.raises(RecordError, match="appears twice"):
            records.loads(doubled)
        how, nested = nest(random.Random(seed), data, text)
        assert isinstance(nested, str) and nested != text, how
    assert exact_json(text) == exact_json(json.dumps(data, indent=2))
    assert exact_json('{"a": 1}') != exact_json('{"a": true}') != exact_json('{"a": 1.0}')
    assert exact_json('{"a": 1, "a": 1}') != exact_json('{"a": 1}')

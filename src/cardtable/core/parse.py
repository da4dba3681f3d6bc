"""``parse_move``: the one legal move a line of text names now, or ``IllegalMove`` saying why.

Every game's ``parse_move(state, text, player=None)`` is this function on its
``Rulebook``. The text is read by the game's notation (``core.notation``) and
matched against the legal moves (``legal_moves(state, player)``):

- one move answers it: that move. Where moves of several seats answer and the
  text names no seat, those of the seats the game waits on come first; a text
  may begin with its seat (``seat 2 catch``), or with ``host`` for a move of the
  clock (``host times out seat 1``).
- several answer: ``IllegalMove`` listing them (``say which``).
- none answers, but the text names a move all the same (``check`` facing a
  bet): the move is built and handed to ``apply_move``, and its refusal, the
  rules' own words, is raised (a legal move that ``legal_moves`` does not list,
  a host move, is returned).
- the text names no move: ``IllegalMove`` listing what may be typed now.

A message never names a card the reader may not see: with ``player`` (the text
comes from that seat) it lists that seat's own moves; without, it names cards
only when the moves it lists are all one seat's (the seat the text is read for)
and otherwise describes them (``play <card>``).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

import attrs

from cardtable.core.notation import (
    Notation,
    Typed,
    enum_types,
    field_hints,
    is_card,
    matches,
    readings,
    said_in,
    spoken,
    vocabulary,
)
from cardtable.game import IllegalMove, seat_argument

__all__ = ["MAX_TEXT", "Book", "parse_move"]

MAX_TEXT = 400
"""The longest text read as a move, in characters."""
_LISTED = 12
"""The most moves a message lists one by one; past it, it describes them (``play <card>``)."""


class Book(Protocol):
    """What ``parse_move`` asks of a game's ``Rulebook``: its title, notation and move
    classes, its legal moves and ``apply_move``, the seats it waits on, whether the game
    is over, and whether a move class has a step in the phase the state is in."""

    title: str
    notation: Notation
    to_act: Callable[[Any], tuple[int, ...]]

    @property
    def classes(self) -> tuple[type, ...]: ...

    def legal_moves(self, state: Any, player: int | None = None) -> tuple[Any, ...]: ...

    def host_moves(self, state: Any) -> tuple[Any, ...]: ...

    def apply_move(self, state: Any, move: object) -> Any: ...

    def over(self, state: Any) -> bool: ...

    def has_step(self, state: Any, cls: type) -> bool: ...


def parse_move(book: Book, state: Any, text: str, player: int | None = None) -> Any:
    """The one legal move ``text`` names in ``state`` (only ``player``'s, if given; see the module)."""
    if type(text) is not str:
        raise IllegalMove(f"not a move: expected text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise IllegalMove(f"not a move: more than {MAX_TEXT} characters")
    players: int = state.origin.rules.players
    seat = None if player is None else seat_argument(player, players)
    if book.over(state):
        raise IllegalMove("the game is over")
    notation = book.notation
    read_all = readings(notation, text, enum_types(book.classes))
    first = read_all[0]
    named = first.seat
    if named is not None and named >= players:
        raise IllegalMove(f"there is no seat {named} at this table of {players}")
    if seat is not None and first.host:
        raise IllegalMove(f"seat {seat} cannot make the host's moves")
    if seat is not None and named is not None and named != seat:
        raise IllegalMove(f"seat {seat} cannot move for seat {named}")
    if all(typed.empty for typed in read_all):
        raise IllegalMove(f"{text!r} names no move: {_accepted(book, state, seat, first.host)}")
    legal = _offered(book, state, seat)
    found = _found(notation, legal, read_all)
    if named is None and not first.host and len({move.player for move in found}) > 1:
        waited = book.to_act(state)
        found = [move for move in found if move.player in waited] or found
    if len(found) == 1:
        return found[0]
    if found:
        raise IllegalMove(_ambiguous(notation, found, text, first))
    built = _built(book, state, read_all, seat, text)
    if built is None:
        accepted = _accepted(book, state, seat, first.host)
        raise IllegalMove(f"{text!r} names no move of {book.title}: {accepted}")
    book.apply_move(state, built)  # raises the rules' own reason
    return built


def _found(notation: Notation, moves: Sequence[Any], read_all: Iterable[Typed]) -> list[Any]:
    found: dict[Any, None] = {}
    for typed in read_all:
        if typed.empty:
            continue
        for move in moves:
            if matches(notation, move, typed) and move not in found:
                found[move] = None
    return list(found)


def _ambiguous(notation: Notation, found: Sequence[Any], text: str, typed: Typed) -> str:
    """Several moves answer: one seat's (or the host's) are listed, several seats' are not."""
    seats = sorted({move.player for move in found})
    if len(seats) > 1 and not typed.host:
        return (
            f"{text!r} fits moves of seats {_joined([str(seat) for seat in seats], 'and')}:"
            f" begin with the seat, e.g. 'seat {seats[0]} {text.strip()}'"
        )
    return f"{text!r} could be {_joined(_forms(notation, found, shown=True), 'or')}: say which"


def _built(book: Book, state: Any, read_all: Sequence[Typed], seat: int | None, text: str) -> Any:
    """The move the text names though no legal move answers it, or ``None`` if it names none."""
    first = read_all[0]
    mover = first.seat if first.seat is not None else seat
    if mover is None and not first.host:
        waited = book.to_act(state)
        if len(waited) > 1:
            if _fits(book, read_all, waited[0]):
                seats = sorted(waited)
                shown = _joined([str(other) for other in seats], "and")
                raise IllegalMove(
                    f"seats {shown} may move now: begin with the seat, e.g. 'seat {seats[0]} {text.strip()}'"
                )
            return None
        mover = waited[0] if waited else None
    fits = _fits(book, read_all, mover)
    if len(fits) > 1:
        fits = [move for move in fits if book.has_step(state, type(move))] or fits
    if len(fits) > 1:
        forms = _joined([spoken(book.notation, move) for move in fits], "or")
        raise IllegalMove(f"{text!r} could be {forms}: say which")
    return fits[0] if fits else None


def _fits(book: Book, read_all: Sequence[Typed], mover: int | None) -> list[Any]:
    fits: list[Any] = []
    for typed in read_all:
        for cls in book.classes:
            if bool(getattr(cls, "by_host", False)) != typed.host:
                continue
            move = _build(book.notation, cls, typed, mover)
            if move is not None and move not in fits:
                fits.append(move)
    return fits


def _build(notation: Notation, cls: type, typed: Typed, mover: int | None) -> Any:
    """A move of ``cls`` holding exactly what ``typed`` names, by ``mover`` (a host move: by the
    first number), if its fields can be filled so and its words fit; else ``None``."""
    if typed.empty:
        return None
    cards, enums, numbers = list(typed.cards), list(typed.enums), list(typed.numbers)
    if typed.host:
        if not numbers:
            return None
        mover = numbers.pop(0)
    if mover is None:
        return None
    values = []
    for hint in field_hints(cls):
        value = _filled(hint, cards, enums, numbers)
        if value is _MISSING:
            return None
        values.append(value)
    if cards or enums:
        return None
    try:
        move = cls(mover, *values)
    except (TypeError, ValueError):
        return None
    said = said_in(notation, move)
    if Counter(typed.numbers) - Counter(said.numbers):
        return None
    known = vocabulary(cls) + said.words
    if not all(any(word.startswith(typed_word) for word in known) for typed_word in typed.words):
        return None
    return move


_MISSING = object()


def _filled(hint: Any, cards: list[Any], enums: list[enum.Enum], numbers: list[int]) -> Any:
    """The value of one field of that annotation taken from what was typed, or ``_MISSING``."""
    options = [option for option in getattr(hint, "__args__", (hint,)) if option is not type(None)]
    optional = len(options) < len(getattr(hint, "__args__", (hint,)))
    base = options[0] if len(options) == 1 else hint
    if getattr(base, "__origin__", None) is tuple:
        if not cards:
            return _MISSING
        taken = tuple(cards)
        cards.clear()
        return taken
    if isinstance(base, type) and issubclass(base, enum.Enum):
        member = next((member for member in enums if type(member) is base), None)
        if member is None:
            return None if optional else _MISSING
        enums.remove(member)
        return member
    if base is int:
        return numbers.pop(0) if numbers else _MISSING
    if isinstance(base, type) and issubclass(base, int) and hasattr(base, "parse"):
        return cards.pop(0) if cards else _MISSING
    return _MISSING


def _offered(book: Book, state: Any, seat: int | None) -> tuple[Any, ...]:
    """The moves text may name now: ``seat``'s, or every seat's and the host's (C11)."""
    if seat is not None:
        return book.legal_moves(state, seat)
    return (*book.legal_moves(state), *book.host_moves(state))


def _accepted(book: Book, state: Any, seat: int | None, host: bool) -> str:
    """What may be typed now, seat by seat (the host's moves too, after ``host``)."""
    moves = _offered(book, state, seat)
    by_seat: dict[int, list[Any]] = {}
    for move in moves:
        if not getattr(move, "by_host", False):
            by_seat.setdefault(move.player, []).append(move)
    shown = seat is not None or len(by_seat) == 1
    told = [
        f"seat {mover} may type {_joined(_forms(book.notation, own, shown=shown), 'or')}"
        for mover, own in sorted(by_seat.items())
    ]
    if host and seat is None:
        clock = [move for move in moves if getattr(move, "by_host", False)]
        if clock:
            told.append(f"the host may type {_joined(_forms(book.notation, clock, shown=True), 'or')}")
    return "; ".join(told) or "nobody may move"


def _forms(notation: Notation, moves: Sequence[Any], *, shown: bool) -> list[str]:
    """How to type each of ``moves`` (``shown``: their cards may be named), or, for many, or
    where cards may not be named, a description of each kind (``play <card>``)."""
    if shown and len(moves) <= _LISTED:
        return list(dict.fromkeys(spoken(notation, move) for move in moves))
    kinds: dict[type, list[Any]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return [_described(notation, kind, same) for kind, same in kinds.items()]


def _described(notation: Notation, kind: type, moves: Sequence[Any]) -> str:
    """One kind of move, its cards as ``<card>``: ``discard <3 cards>``, ``name red/blue``."""
    words = spoken(notation, moves[0]).split()[:1]
    if getattr(kind, "by_host", False):
        words = ["host", *spoken(notation, moves[0]).split()[1:2], _numbers([move.player for move in moves])]
    for field in attrs.fields(kind)[1:]:
        values = [getattr(move, field.name) for move in moves]
        present = [value for value in values if value is not None]
        if not present:
            continue
        if isinstance(present[0], tuple):
            sizes = "/".join(str(size) for size in sorted({len(value) for value in present}))
            part = "<card>" if sizes == "1" else f"<{sizes} cards>"
        elif is_card(present[0]):
            part = "<card>"
        elif isinstance(present[0], enum.Enum):
            part = "/".join(dict.fromkeys(value.name.lower() for value in present))
        else:
            part = _numbers(present)
        words.append(f"[{part}]" if len(present) < len(values) else part)
    return " ".join(words)


def _numbers(values: Sequence[int]) -> str:
    """``1-5`` for a run of three or more, else ``1/3``."""
    distinct = sorted(set(values))
    if len(distinct) >= 3 and distinct[-1] - distinct[0] == len(distinct) - 1:
        return f"{distinct[0]}-{distinct[-1]}"
    return "/".join(map(str, distinct))


def _joined(items: Sequence[str], last: str) -> str:
    """``a, b or c``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"

"""``SeatMove``, the base of every move class, and the strict reading of a caller's move (C9).

Every move is a frozen attrs value whose first field is the ``player`` making
it. Legality never trusts the caller's objects: ``checked`` reads a move field
by field against its class's annotations, accepting only values of exactly the
annotated types (a card of this game's card type, a member of the right enum,
a tuple of distinct cards in canonical order), so that whatever it passes on
compares and hashes in C and cannot lie about itself.
"""

from __future__ import annotations

import types
import typing
from collections import deque
from collections.abc import Callable, Iterable
from itertools import repeat
from typing import Any, ClassVar, Self, TypeVar

import attrs

from cardtable.cards import Card, parse_cards
from cardtable.game import IllegalMove

M = TypeVar("M", bound="SeatMove")


@attrs.frozen(slots=True)
class SeatMove:
    """A move made by one seat. ``str`` reads as the table would say it.

    Subclasses set ``verb`` (``"checks"``: "seat 2 checks") and ``action``
    (``"check"``: "seat 2 cannot check now"); host moves, which stand for a
    clock running out (C5), set ``by_host``. A person types a move by the words
    of its class name, ``verb`` and ``action``, and by any more in ``words``
    (``"mercy"`` for ``CallMercy``); ``typed_as`` is the word to type it by when
    that is not the first word of its class name.

    >>> @attrs.frozen(slots=True)
    ... class Knock(SeatMove):
    ...     verb = "knocks"
    >>> str(Knock(2)), Knock(2).by_host
    ('seat 2 knocks', False)
    """

    player: int
    by_host: ClassVar[bool] = False
    verb: ClassVar[str] = ""
    action: ClassVar[str] = ""
    words: ClassVar[str] = ""
    typed_as: ClassVar[str] = ""

    def __str__(self) -> str:
        return f"seat {self.player} {self.verb}"

    @classmethod
    def of(cls, player: int, *fields: Any) -> Self:
        """The one ``cls(player, *fields)``: moves are values, so an engine listing its legal
        moves may hand out one shared object per move rather than make it anew each time
        (``Shared``; a table of its own, ``Shared(cls)``, is quicker still in a hot loop).

        >>> from cardtable.kings_mercy import Check
        >>> Check.of(2) is Check.of(2), Check.of(2) == Check(2)
        (True, True)
        """
        made = _MOVES.get(cls)
        if made is None:
            made = _MOVES[cls] = Shared(cls)
        found: Self = made[(player, *fields) if fields else player]
        return found

    @classmethod
    def each(cls, player: int, values: Iterable[Any]) -> tuple[Self, ...]:
        """One move of this class by ``player`` for each of ``values``, its one other field.

        Each value must already be as the field holds it (a canonical tuple of cards, say),
        as every value an engine takes from its own state is: the moves are made without
        running ``__init__`` (and its converter) once each, which a seat choosing three of
        ten cards would otherwise pay 120 times.

        >>> from cardtable.cards import parse_cards
        >>> from cardtable.king_cut_throat import Discard
        >>> Discard.each(1, [parse_cards("7S 8S"), parse_cards("7S 9S")])[1] == Discard(1, "7S 9S")
        True
        """
        return made_in_bulk(cls, player, values)


V = TypeVar("V")


class Shared(dict[Any, V]):
    """The values of one class (moves, events) made once each, by their fields:
    ``CHECKS = Shared(Check)`` then ``CHECKS[2]`` is the one ``Check(2)``, and
    ``PLAYS[2, card]`` the one ``Play(2, card)``.

    Moves and events are values, so an engine that lists the same legal moves and
    tells the same events move after move can hand out one object for each rather
    than make it anew: looking one up costs a tenth of making it. Each value is
    made the first time it is asked for; a store holds no more than the values of
    its class that a game has (its seats by its cards at most), so keep it for
    values of few fields (a seat, a seat and a card), never for those holding a hand.

    >>> from cardtable.kings_mercy import Check
    >>> checks = Shared(Check)
    >>> checks[2] is checks[2], checks[2] == Check(2)
    (True, True)
    """

    __slots__ = ("kind",)

    def __init__(self, kind: Callable[..., V]) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, key: Any) -> V:
        value = self.kind(*key) if type(key) is tuple else self.kind(key)
        self[key] = value
        MADE_HERE[id(value)] = value
        return value


# Every value a ``Shared`` store made, by its id, holding it so that the id stays its own:
# a move found here was made by the engine through its class's ``__init__`` and needs no
# reading (``checked``). Bounded as the stores are.
MADE_HERE: dict[int, object] = {}


# The moves ``SeatMove.of`` has made, by class: bounded by the moves of the games.
_MOVES: dict[type, Shared[Any]] = {}

_new = object.__new__


def made_in_bulk(cls: type[M], player: int, values: Iterable[Any]) -> tuple[M, ...]:
    """Moves of ``cls`` by ``player``, one per value of its one other field (see ``SeatMove.each``).

    Each move's two slots are set directly by C-level loops over the values (``_stamped``):
    listing a King Cut-Throat seat's 120 discards this way costs about a sixth of running
    each move's ``__init__`` (and its converter) 120 times.
    """
    values = tuple(values)
    moves = tuple(map(_new, repeat(cls, len(values))))
    _stamped(_SLOT_SETTERS[SeatMove, "player"], moves, repeat(player))
    _stamped(_value_setter(cls), moves, values)
    return moves


def _stamped(setter: Callable[[Any, Any], None], moves: Iterable[Any], values: Iterable[Any]) -> None:
    """``setter(move, value)`` for each move and value in turn, the loop run in C: the
    discards King Cut-Throat lists cost 3.6% fewer instructions a move than with a loop
    in Python."""
    deque(map(setter, moves, values), maxlen=0)


def _value_setter(cls: type) -> Callable[[Any, Any], None]:
    """The setter of the slot of ``cls``'s one field after ``player``, found once per class."""
    setter = _VALUE_SETTERS.get(cls)
    if setter is None:
        names = [field.name for field in attrs.fields(cls)]
        if len(names) != 2:
            raise TypeError(f"{cls.__name__} has {len(names) - 1} fields beside the player, not one")
        setter = _VALUE_SETTERS[cls] = cls.__dict__[names[1]].__set__
    return setter


# Each bulk-made move class's setter of its one field: one entry per class.
_VALUE_SETTERS: dict[type, Callable[[Any, Any], None]] = {}


# The slots' own setters, which bypass the frozen classes' refusing __setattr__.
_SLOT_SETTERS: dict[tuple[type, str], Callable[[Any, Any], None]] = {}


def card_set(value: Any) -> Any:
    """The converter of a move field naming several cards: the cards in canonical
    order, so each set of cards is exactly one move. Text is read as French-suited
    cards (the games with such moves play with them); anything that is not cards
    of one type is kept as given, for ``checked`` to refuse.

    >>> card_set("KS 9C")
    (Card.parse('9♣'), Card.parse('K♠'))
    >>> card_set([Card.parse("KS"), None])
    (Card.parse('K♠'), None)
    """
    if isinstance(value, str):
        try:
            return tuple(sorted(parse_cards(value)))
        except ValueError:
            return value
    try:
        items = tuple(value)
    except TypeError:
        return value
    kind = type(items[0]) if items else Card
    if hasattr(kind, "parse") and all(type(item) is kind for item in items):
        return tuple(sorted(items))
    return items


class _Refused(Exception):
    """A field value that is not of its annotated type."""


Check = Callable[[Any], Any]


# The types whose repr may go into a message: plain values and the annotated
# field types of our own move classes (added as ``_checker`` meets them).
_SAFE_TO_SHOW: set[type] = {int, str, float, bool, type(None)}


def _shown(value: object) -> str:
    """A value for a message, without calling a stranger's ``repr``."""
    if type(value) not in _SAFE_TO_SHOW:
        return f"a {type(value).__name__}"
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def _whole(value: Any) -> Any:
    if type(value) is int:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return int.__int__(value)  # its number, whatever the subclass's __int__ says (C8)
    raise _Refused("a whole number")


def _exactly(cls: type) -> Check:
    def check(value: Any) -> Any:
        if type(value) is not cls:
            raise _Refused(f"a {cls.__name__}")
        return value

    return check


def _optional(inner: Check) -> Check:
    def check(value: Any) -> Any:
        return None if value is None else inner(value)

    return check


def _card_tuple(card_type: type) -> Check:
    is_card_type = id(card_type).__eq__

    def check(value: Any) -> Any:
        # Both checks run in C (ids of the types, then int's own <), as every
        # multi-card move listed by an engine comes back through here.
        if type(value) is not tuple or not all(map(is_card_type, map(id, map(type, value)))):
            raise _Refused(f"a tuple of {card_type.__name__}s")
        if not all(map(int.__lt__, value, value[1:])):
            raise _Refused("distinct cards in canonical order")
        return value

    return check


def _checker(hint: Any) -> Check:
    origin = typing.get_origin(hint)
    if hint is int:
        return _whole
    if origin in (typing.Union, types.UnionType):
        options = [option for option in typing.get_args(hint) if option is not type(None)]
        if len(options) == 1 and len(typing.get_args(hint)) == 2:
            return _optional(_checker(options[0]))
    if origin is tuple:
        item, *rest = typing.get_args(hint)
        if rest == [Ellipsis] and isinstance(item, type) and hasattr(item, "parse"):
            _SAFE_TO_SHOW.add(item)
            return _card_tuple(item)
    if isinstance(hint, type) and hint not in (float, str, bool, object):
        _SAFE_TO_SHOW.add(hint)
        return _exactly(hint)
    raise TypeError(f"a move field of type {hint!r} has no strict reading")


def _taken_as_is(hint: Any) -> tuple[type, ...]:
    """The types a field's value may have to be taken without reading it further."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return tuple(kind for option in typing.get_args(hint) for kind in _taken_as_is(option))
    if hint is type(None) or (isinstance(hint, type) and typing.get_origin(hint) is None):
        return (hint,)
    return ()  # a tuple of cards: its order is always checked


# (field name, ids of the types taken as they are, the strict check). Ids, not the
# types: ``in`` on types would let a stranger's metaclass ``__eq__`` answer.
FieldCheck = tuple[str, frozenset[int], Check]

# One entry per move class of the four games: bounded, filled on first use.
_FIELD_CHECKS: dict[type, tuple[FieldCheck, ...]] = {}


def _field_checks(cls: type) -> tuple[FieldCheck, ...]:
    hints = typing.get_type_hints(cls)
    checks = tuple(
        (field.name, frozenset(map(id, _taken_as_is(hints[field.name]))), _checker(hints[field.name]))
        for field in attrs.fields(cls)
    )
    _FIELD_CHECKS[cls] = checks
    return checks


_MISSING = object()


def checked(move: Any) -> Any:
    """``move`` read strictly (C8, C9): the same move, or an equal one with any int
    subclass read as its number; ``IllegalMove`` for a field of the wrong type.

    The caller has already made sure that ``type(move)`` is a move class.

    >>> from cardtable.kings_mercy import Bet
    >>> checked(Bet(player=True))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: not a move: Bet.player must be a whole number, not True
    """
    # Nearly every move comes back from the engine's own list, made once by a ``Shared``
    # store: found there by its id (which no stranger can share while the store holds
    # the move), it has nothing to read.
    if MADE_HERE.get(id(move)) is move:
        return move
    cls = type(move)
    return _read(move, cls, _FIELD_CHECKS.get(cls) or _field_checks(cls))


def _read(move: Any, cls: type, checks: tuple[FieldCheck, ...]) -> Any:
    """``checked`` for a move with a field to read: a tuple of cards, an int subclass, a stranger."""
    read_as: dict[str, Any] = {}
    for name, as_is, check in checks:
        value = getattr(move, name, _MISSING)
        if id(type(value)) in as_is:
            continue  # a plain seat, one of the game's cards, a color: nothing to read
        if value is _MISSING:
            raise IllegalMove(f"not a move: this {cls.__name__} has no {name}")
        try:
            read = check(value)
        except _Refused as why:
            shown = _shown(value)
            raise IllegalMove(f"not a move: {cls.__name__}.{name} must be {why}, not {shown}") from None
        if read is not value:
            read_as[name] = read
    if not read_as:
        return move
    return cls(**{name: read_as.get(name, getattr(move, name)) for name, _, _ in checks})


_SLOT_SETTERS[SeatMove, "player"] = SeatMove.__dict__["player"].__set__

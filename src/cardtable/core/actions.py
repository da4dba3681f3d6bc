"""What the four games' integer actions share: the layout of a numbering and the strict
reading of what a caller hands in.

Every game numbers every move its rules allow, for every seat, as an ``int`` in
``range(num_actions(rules))`` (``cardtable.<game>.actions``). The layout is the
same in all four:

- seat ``s`` owns the ids ``s * per_seat`` to ``(s + 1) * per_seat - 1``: one
  run of *blocks*, one block per move class in the order of the game's
  ``MOVES``, each block numbering that class's moves without the seat;
- a game with host moves (Open Mercy) then has one run of host blocks per seat,
  after all the seats' own runs, numbered the same way.

So ``divmod(action, per_seat)`` gives the seat and its own action for every id
below ``players * per_seat``, and a seat's own actions are the same numbers at
every seat. A set of cards (a discard, cards put back) is numbered by
``cardtable.core.card_sets.CardSets``.

>>> @attrs.frozen
... class Say:
...     player: int
...     word: int
>>> say = Block(Say, 4, lambda move: move.word, lambda seat, at: Say(seat, at))
>>> numbering = Numbering(players=3, blocks=(Block(int, 1, int, lambda seat, at: 0), say))
>>> numbering.size, numbering.per_seat, numbering.number(Say(2, 3)), numbering.move(14)
(15, 5, 14, Say(player=2, word=3))
"""

from __future__ import annotations

import bisect
import functools
import itertools
import numbers
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, TypeVar

import attrs

from cardtable.core.moves import checked
from cardtable.game import IllegalMove, seat_argument

__all__ = ["Block", "Numbering", "Numberings", "action_number", "rules_of"]

T = TypeVar("T")
_ONE = b"\x01"
_PLAYER = operator.attrgetter("player")
_SMALL = 1 << 16  # below this many ids, a mask is written in a bytearray
_FEW = 16  # up to this many moves are numbered one by one
Encode = Callable[[Any], int]
Decode = Callable[[int, int], Any]


@attrs.frozen(slots=True)
class Block:
    """The ids of one move class at one seat: ``size`` of them, numbered by ``encode``
    (a move of that class, seat and fields already read strictly, to its place
    ``0 <= place < size``, or ``ValueError`` for fields no such move can have) and
    named by ``decode(seat, place)``. ``many``, if given, gives the places of a list of
    moves known to be well formed (legal moves, listed by the game itself) at once.

    >>> Block(object, 2, lambda move: 0, lambda seat, place: (seat, place)).size
    2
    """

    kind: type
    size: int
    encode: Encode
    decode: Decode
    many: Callable[[list[Any]], Iterable[int]] | None = None


class Numbering:
    """One game's fixed numbering under one table's rules: per seat the ``blocks``, then
    per seat the ``host`` blocks (moves standing for a clock, C5), as the module says.

    ``number`` trusts its move (a legal move, or one ``read`` has read);
    ``move`` trusts its id to be in ``range(size)``.
    """

    __slots__ = (
        "_decoders",
        "_encoders",
        "_host_offsets",
        "_kinds",
        "_offsets",
        "_trusted",
        "_zeros",
        "host_per_seat",
        "per_seat",
        "players",
        "size",
    )

    def __init__(self, *, players: int, blocks: Sequence[Block], host: Sequence[Block] = ()) -> None:
        self.players = players
        self.per_seat = sum(block.size for block in blocks)
        self.host_per_seat = sum(block.size for block in host)
        self.size = players * (self.per_seat + self.host_per_seat)
        self._encoders: dict[type, tuple[int, int, Encode]] = {}
        self._trusted: dict[type, tuple[int, int, Callable[[list[Any]], Iterable[int]]]] = {}
        self._offsets, self._decoders = self._runs(blocks, 0, self.per_seat)
        self._host_offsets, host_decoders = self._runs(host, players * self.per_seat, self.host_per_seat)
        self._decoders += host_decoders
        self._kinds = {id(kind): kind for kind in self._encoders}
        self._zeros: bytes | None = None  # made by the first large mask, not before

    def read(self, move: object, game: str) -> Any:
        """``move`` read strictly (C8, C9) for numbering: one of the game's move classes
        with ids under these rules (by identity: a stranger's class cannot pass for one
        of ours, whatever its metaclass says of equality), its fields of their types,
        its seat at the table; else ``ValueError`` saying why, never another exception.

        >>> from cardtable.kings_mercy import Bet, Rules
        >>> from cardtable.kings_mercy.actions import numbering
        >>> numbering(Rules()).read(Bet(7), "King's Mercy")
        Traceback (most recent call last):
        ...
        ValueError: there is no seat 7 at this table of 4
        """
        cls = type(move)
        if self._kinds.get(id(cls)) is not cls:
            raise ValueError(f"a {cls.__name__} is not a move of {game} under these rules")
        try:
            read = checked(move)
        except IllegalMove as why:
            raise ValueError(str(why)) from None
        seat = read.player
        if not 0 <= seat < self.players:  # a plain int once read (C8)
            seat_argument(seat, self.players)
        return read

    def _runs(self, blocks: Sequence[Block], base: int, stride: int) -> tuple[list[int], list[Decode]]:
        offsets: list[int] = []
        decoders: list[Decode] = []
        place = 0
        for block in blocks:
            if block.size == 0:
                continue
            self._encoders[block.kind] = (base + place, stride, block.encode)
            self._trusted[block.kind] = (
                base + place,
                stride,
                block.many or functools.partial(map, block.encode),
            )
            offsets.append(place)
            decoders.append(block.decode)
            place += block.size
        return offsets, decoders

    def number(self, move: Any) -> int:
        """The id of ``move``, whose class has a block here."""
        start, stride, encode = self._encoders[type(move)]
        seat: int = move.player
        return start + seat * stride + encode(move)

    def numbers(self, moves: Sequence[Any]) -> list[int]:
        """The ids of ``moves``, well-formed moves whose classes have blocks here (legal
        moves, as the game lists them).

        >>> @attrs.frozen
        ... class Say:
        ...     player: int
        ...     word: int
        >>> block = Block(Say, 3, lambda move: move.word, lambda seat, place: Say(seat, place))
        >>> Numbering(players=2, blocks=(block,)).numbers([Say(0, 2), Say(1, 0), Say(1, 1)])
        [2, 3, 4]
        """
        if len(moves) <= _FEW:  # a few moves: one at a time costs less than grouping them
            encoders = self._encoders
            return [
                start + move.player * stride + encode(move)
                for move in moves
                for start, stride, encode in (encoders[type(move)],)
            ]
        ids: list[int] = []
        for kind, run in itertools.groupby(moves, type):
            start, stride, many = self._trusted[kind]
            listed = list(run)
            # All in C: the places, plus each seat's offset, plus the block's start.
            offsets = map(stride.__mul__, map(_PLAYER, listed))
            ids += map(start.__add__, map(operator.add, many(listed), offsets))
        return ids

    def mask(self, actions: Iterable[int]) -> bytes:
        """``size`` bytes, 1 at each of ``actions`` (ids in range) and 0 elsewhere. A large
        mask is one copy of the zeros kept here, cut where the ones go (the marks are
        few), rather than zeros written then copied.

        >>> import attrs
        >>> Numbering(players=5, blocks=(Block(object, 1, int, lambda seat, place: seat),)).mask([3, 1])
        b'\\x00\\x01\\x00\\x01\\x00'
        """
        if self.size < _SMALL:
            marked = bytearray(self.size)
            for action in actions:
                marked[action] = 1
            return bytes(marked)
        marks = sorted(set(actions))
        if not marks:
            return self._zeros or bytes(self.size)
        if self._zeros is None:
            self._zeros = bytes(self.size)
        zeros = memoryview(self._zeros)
        pieces: list[bytes | memoryview] = []
        start = 0
        for action in marks:
            pieces += (zeros[start:action], _ONE)
            start = action + 1
        pieces.append(zeros[start:])
        return b"".join(pieces)

    def legal_mask(
        self,
        state: Any,
        player: int | None,
        legal_moves: Callable[..., Sequence[Any]],
        host_moves: Callable[[Any], Sequence[Any]],
    ) -> bytes:
        """The mask of ``player``'s legal moves in ``state``, as the game's ``legal_moves``
        lists them; ``player=None`` is the host, whose moves (``by_host``) the game's
        ``host_moves`` lists and no seat makes (C11)."""
        if player is None:
            return self.mask(self.numbers(host_moves(state)))
        return self.mask(self.numbers(legal_moves(state, seat_argument(player, self.players))))

    def move(self, action: int) -> Any:
        """The move named by ``action``, an int in ``range(size)``."""
        own = self.players * self.per_seat
        if action < own:
            seat, place = divmod(action, self.per_seat)
            at = bisect.bisect_right(self._offsets, place) - 1
            return self._decoders[at](seat, place - self._offsets[at])
        seat, place = divmod(action - own, self.host_per_seat)
        at = bisect.bisect_right(self._host_offsets, place) - 1
        return self._decoders[len(self._offsets) + at](seat, place - self._host_offsets[at])


class Numberings(Generic[T]):
    """A game's numberings by rules, built by ``build`` on first use: ``numberings(x)`` is
    the numbering for ``x``, the game's ``Rules`` or a state of the game (its rules);
    anything else is refused with ``ValueError`` (``rules_of``). Bounded: at most
    ``keep`` rules are remembered, and the last one asked is found by identity, so
    asking again about the same rules costs a comparison.

    >>> from cardtable.kings_mercy import Rules, State
    >>> numberings = Numberings(lambda rules: rules.players, Rules, State)
    >>> numberings(Rules(players=5)), numberings(Rules(players=5))
    (5, 5)
    """

    __slots__ = ("_build", "_last", "_rules_class", "_state_class")

    def __init__(
        self, build: Callable[[Any], T], rules_class: type, state_class: type, keep: int = 16
    ) -> None:
        self._build: Callable[[Any], T] = functools.lru_cache(maxsize=keep)(build)
        self._rules_class = rules_class
        self._state_class = state_class
        self._last: tuple[object, T] | None = None

    def __call__(self, state_or_rules: object) -> T:
        cls = type(state_or_rules)
        if cls is self._state_class:
            rules = state_or_rules.origin.rules  # type: ignore[attr-defined]
        elif cls is self._rules_class:
            rules = state_or_rules
        else:
            rules = rules_of(state_or_rules, self._rules_class, self._state_class)
        last = self._last
        if last is not None and last[0] is rules:
            return last[1]
        found = self._build(rules)
        self._last = (rules, found)
        return found


def rules_of(state_or_rules: object, rules_class: type, state_class: type) -> Any:
    """The rules a numbering is asked about: ``state_or_rules`` itself if it is the
    game's ``Rules``, the rules a game was started under if it is the game's state;
    ``ValueError`` for anything else.

    >>> from cardtable.kings_mercy import Rules, State, new_game
    >>> rules_of(new_game(Rules(players=5)), Rules, State).players
    5
    >>> rules_of("four players", Rules, State)
    Traceback (most recent call last):
    ...
    ValueError: expected a kings_mercy State or Rules, not a str
    """
    if isinstance(state_or_rules, rules_class):
        return state_or_rules
    if isinstance(state_or_rules, state_class):
        return state_or_rules.origin.rules  # type: ignore[attr-defined]
    game = state_class.__module__.split(".")[1]
    raise ValueError(f"expected a {game} State or Rules, not a {type(state_or_rules).__name__}")


def action_number(action: object, size: int) -> int:
    """An action id as a caller hands it in: an ``int`` (an ``int`` subclass reads as its
    number, C8), or an integer of another library such as numpy's, in
    ``range(size)``; ``bool`` and everything else are refused with ``ValueError``.

    >>> action_number(3, 10)
    3
    >>> action_number(10, 10)
    Traceback (most recent call last):
    ...
    ValueError: action 10 is out of range: the actions are 0 to 9
    >>> action_number(True, 10)
    Traceback (most recent call last):
    ...
    ValueError: an action is a whole number, not a bool
    """
    if type(action) is int:
        number = action
    elif isinstance(action, bool) or not isinstance(action, numbers.Integral):
        raise ValueError(f"an action is a whole number, not a {type(action).__name__}")
    else:
        try:
            number = int.__int__(action) if isinstance(action, int) else int.__int__(operator.index(action))
        except Exception:  # a stranger's __index__ may raise anything; it is still a bad action
            raise ValueError(f"an action is a whole number, not a {type(action).__name__}") from None
    if not 0 <= number < size:
        raise ValueError(f"action {number} is out of range: the actions are 0 to {size - 1}")
    return number

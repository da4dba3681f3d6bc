"""The contract every game module satisfies: its types, and the reading of a seat (C8).

A game is a module of pure functions over immutable states (see docs/contract.md):
``new_game``, ``legal_moves`` (the seats' moves), ``host_moves`` (the clock's, C11),
``apply_move``, ``parse_move``, ``to_act``, ``view``, ``outcome``, ``full_deck``, with its
``Rules`` and its move classes (``MOVES``). A state
carries its ``Origin`` (game, rules, seed, first deck) and its ``MoveLog`` so
that ``records.dumps`` can write it out and ``records.loads`` replay it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self, TypeVar, overload

import attrs

if TYPE_CHECKING:  # the facts are the core's type, built on this contract
    from cardtable.core.facts import Facts


class IllegalMove(ValueError):
    """A move that the rules do not allow now. The message says why, in table terms.

    >>> issubclass(IllegalMove, ValueError)
    True
    """


@attrs.frozen(slots=True)
class Outcome:
    """How a finished game ended: the winning seats and each seat's final points.

    ``points`` are final units, scores or hands won, as the game counts them.

    >>> Outcome(winners=(2,), points=(0, 5, 9))
    Outcome(winners=(2,), points=(0, 5, 9))
    """

    winners: tuple[int, ...]
    points: tuple[int, ...]


@attrs.frozen(slots=True)
class Origin:
    """What a game was started from: enough, with its moves, to replay it exactly.

    A state made by a game's ``determinize`` is ``determinized``: its seed is the
    one ``determinize`` was given and its log is empty, since the real seed and
    moves would tell what was hidden. Such a state has no record.
    """

    game: str
    rules: Any
    seed: int
    deck: tuple[Any, ...] | None
    determinized: bool = False


_CHUNK = 64
MoveLogT = TypeVar("MoveLogT", bound="MoveLog")


class MoveLog(Sequence[Any]):
    """The moves made so far, as an immutable sequence that appends cheaply.

    Moves are kept in full chunks plus a short tail, so appending copies at most
    a few dozen references however long the game runs. Every move of every game
    appends to one log (and extends one ``EventLog``), so a new log is made by
    setting its two slots directly rather than through an attrs ``__init__``:
    that halves what a move pays for its logs.

    A log reads like a tuple: ``len``, indexing (negative indexes count from the
    end; out of range raises ``IndexError``), ``in``, ``index``, ``count``,
    ``reversed``. A slice is a plain tuple of the moves, not a log: a log is the
    moves of one game from its start, and a slice of it is not.

    >>> log = MoveLog().append("a").append("b").append("c")
    >>> list(log), len(log), log == MoveLog().append("a").append("b").append("c")
    (['a', 'b', 'c'], 3, True)
    >>> log[0], log[-1], log[-2:], log[::2]
    ('a', 'c', ('b', 'c'), ('a', 'c'))
    >>> log[3]
    Traceback (most recent call last):
    ...
    IndexError: MoveLog index out of range
    >>> MoveLog().append("a")
    MoveLog(chunks=(), tail=('a',))
    """

    __slots__ = ("chunks", "tail")
    chunks: tuple[tuple[Any, ...], ...]
    tail: tuple[Any, ...]

    def __init__(self, chunks: tuple[tuple[Any, ...], ...] = (), tail: tuple[Any, ...] = ()) -> None:
        _set_chunks(self, chunks)
        _set_tail(self, tail)

    def append(self, move: Any) -> Self:
        """This log with ``move`` added at the end."""
        tail = (*self.tail, move)
        log = _new(type(self))
        if len(tail) == _CHUNK:
            _set_chunks(log, (*self.chunks, tail))
            _set_tail(log, ())
        else:
            _set_chunks(log, self.chunks)
            _set_tail(log, tail)
        return log

    def extend(self, items: tuple[Any, ...]) -> Self:
        """This log with ``items`` added at the end, in order.

        >>> list(MoveLog().append("a").extend(("b", "c")))
        ['a', 'b', 'c']
        """
        if not items:
            return self
        tail = self.tail + (items if type(items) is tuple else tuple(items))
        if len(tail) < _CHUNK:
            log = _new(type(self))
            _set_chunks(log, self.chunks)
            _set_tail(log, tail)
            return log
        whole = len(tail) - len(tail) % _CHUNK
        chunks = tuple(tail[start : start + _CHUNK] for start in range(0, whole, _CHUNK))
        return _made(type(self), (*self.chunks, *chunks), tail[whole:])

    def __iter__(self) -> Iterator[Any]:
        # Chained in C: a hand's end reads its whole history, an item at a time.
        return chain.from_iterable((*self.chunks, self.tail))

    def __len__(self) -> int:
        return len(self.chunks) * _CHUNK + len(self.tail)

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Any, ...]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return tuple(self)[index]
        if not isinstance(index, int):
            raise TypeError(f"MoveLog indices must be integers or slices, not {type(index).__name__}")
        chunks = self.chunks
        at = index + len(self) if index < 0 else index
        if at < 0:
            raise IndexError("MoveLog index out of range")
        chunk, place = divmod(at, _CHUNK)
        if chunk < len(chunks):
            return chunks[chunk][place]
        if chunk > len(chunks) or place >= len(self.tail):
            raise IndexError("MoveLog index out of range")
        return self.tail[place]

    def __reversed__(self) -> Iterator[Any]:
        yield from reversed(self.tail)
        for chunk in reversed(self.chunks):
            yield from reversed(chunk)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, MoveLog)
        return self.tail == other.tail and self.chunks == other.chunks

    def __hash__(self) -> int:
        return hash((type(self), self.chunks, self.tail))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(chunks={self.chunks!r}, tail={self.tail!r})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple[type[Self], tuple[tuple[tuple[Any, ...], ...], tuple[Any, ...]]]:
        return (type(self), (self.chunks, self.tail))


# The slots' own setters, which bypass the refusing __setattr__ above.
_set_chunks = MoveLog.__dict__["chunks"].__set__
_set_tail = MoveLog.__dict__["tail"].__set__
_new = object.__new__


def _made(cls: type[MoveLogT], chunks: tuple[tuple[Any, ...], ...], tail: tuple[Any, ...]) -> MoveLogT:
    log = _new(cls)
    _set_chunks(log, chunks)
    _set_tail(log, tail)
    return log


Sample = Callable[[int], Any]
"""``sample(seed) -> State``: a full state the seat cannot tell from the real one."""


class Agent(Protocol):
    """Chooses a move for one seat from what that seat can see (``None``: pass an optional offer).

    An agent is any callable ``agent(view, moves) -> move`` that picks one of the
    legal moves it is offered, seeing only its own seat's view (``cardtable.agents``).
    The moves offered are the seat's own (``legal_moves(state, view.player)``):
    every bot of the package refuses others with ``ValueError`` (``check_offer``).
    """

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any: ...


class Searcher(Protocol):
    """An agent that also wants samples of the states its seat cannot tell from the real one.

    ``sample(seed)`` returns ``module.determinize(state, seat, seed)``: equal
    seeds give equal samples, and a sample carries nothing the seat may not know.
    ``cardtable.agents.ask`` (and so every runner of the package) passes it. Called
    as a plain agent, without ``sample``, a searcher has nothing to search and plays
    from its view alone (each says how: the package's play as the game's heuristic bot).
    """

    wants_samples: ClassVar[bool]

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any: ...


def check_offer(view: Any, moves: tuple[Any, ...]) -> int:
    """The seat of ``view``, once ``moves`` are found to be that seat's to choose from;
    ``ValueError`` saying why when they do not belong together.

    An agent decides for the seat whose view it is handed, among that seat's own
    legal moves (``view(state, seat)`` with ``legal_moves(state, seat)``): a
    spectator's view, no moves at all, or a move of another seat is refused,
    rather than answered with a move for the wrong seat or a silent ``None``.

    >>> from cardtable import kings_mercy as km
    >>> state = km.new_game(km.Rules(players=3), seed=2)
    >>> check_offer(km.view(state, 1), km.legal_moves(state, 1))
    1
    >>> check_offer(km.view(state, 0), km.legal_moves(state, 1))
    Traceback (most recent call last):
    ...
    ValueError: seat 0's view came with seat 1's moves: an agent decides for the seat whose view it holds, ...
    """
    seat = getattr(view, "player", _NO_SEAT)
    if type(seat) is not int:
        if seat is None:
            raise ValueError("a spectator's view has no moves to choose from: hand an agent its seat's view")
        shown = "None" if view is None else f"a {type(view).__name__}"
        raise ValueError(f"an agent is handed a seat's view (view(state, seat)), not {shown}")
    if not moves:
        raise ValueError(f"seat {seat} is offered no moves: an agent is asked only when it has a legal move")
    for move in moves:
        player = getattr(move, "player", seat)
        if player != seat:
            raise ValueError(
                f"seat {seat}'s view came with seat {player}'s moves: an agent decides for the seat whose "
                "view it holds, among that seat's legal moves (view(state, seat), legal_moves(state, seat))"
            )
    return seat


_NO_SEAT = object()


class Game(Protocol):
    """What every module in ``cardtable.GAMES`` provides (docs/contract.md)."""

    NAME: str
    """The game's name in ``GAMES``, e.g. ``"kings-mercy"``."""
    MOVES: tuple[type, ...]
    """The game's move classes."""
    FACTS: Facts
    """What the game declares for the layers above its rules (``cardtable.core.facts``)."""

    @property
    def Rules(self) -> Callable[..., Any]:
        """The game's options: a frozen attrs class, every field defaulted to the standard game."""

    def full_deck(self) -> tuple[Any, ...]:
        """The game's complete deck in its fixed canonical order."""

    def new_game(self, rules: Any = None, *, seed: int = 0, deck: Any = None) -> Any:
        """A new game; ``deck`` fixes the order the first hand is dealt from (index 0 on top)."""

    def legal_moves(self, state: Any, player: int | None = None) -> tuple[Any, ...]:
        """Every legal move of the seats in a fixed order, or only ``player``'s: the moves of
        the seats the game waits on and any seat's optional off-turn move, never the host's
        (C11). Empty exactly when the game is over."""

    def host_moves(self, state: Any) -> tuple[Any, ...]:
        """The host's legal moves, each ``by_host`` (a clock running out, C5); empty in a game
        without a clock and once the game is over (C11)."""

    def apply_move(self, state: Any, move: Any) -> Any:
        """The next state; ``IllegalMove`` saying why for anything not legal now (a seat's
        move or the host's)."""

    def parse_move(self, state: Any, text: str, player: int | None = None) -> Any:
        """The one legal move ``text`` names now in the game's notation (only ``player``'s, if
        given; ``str(move)`` always reads back); ``IllegalMove`` saying why for any other text."""

    def to_act(self, state: Any) -> tuple[int, ...]:
        """The seats the game waits on (several during simultaneous discards)."""

    def view(self, state: Any, player: int | None) -> Any:
        """All that ``player`` may know, and nothing more; ``None`` is a spectator."""

    def outcome(self, state: Any) -> Outcome | None:
        """``None`` while the game runs, then the winners and each seat's points."""

    def determinize(self, state: Any, player: int | None, seed: int) -> Any:
        """A full state ``player`` cannot tell from ``state``, its hidden cards dealt anew."""

    def off_turn(self, state: Any) -> tuple[int, ...]:
        """The seats not waited on that have an optional move now (a MERCY call, a catch)."""

    def num_actions(self, rules: Any) -> int:
        """How many integer actions the rules number (a state is read as its rules)."""

    def action_id(self, state_or_rules: Any, move: Any) -> int:
        """The move's id in ``range(num_actions(rules))``, from the rules or a state alike."""

    def move_of(self, state_or_rules: Any, action: int) -> Any:
        """The move an id names, legal now or not (``apply_move`` refuses an illegal one)."""

    def action_mask(self, state: Any, player: int | None) -> bytes:
        """One byte per id, 1 at each of ``legal_moves(state, player)``; ``player=None`` is the
        host: 1 at each of ``host_moves(state)``."""


def announce(move: Any) -> str:
    """How a move reads to the rest of the table.

    A move that names cards only its maker may see (a discard, cards put back
    face down) has a ``public_str()`` that leaves them out; any other move reads
    the same to everyone as its ``str``.

    >>> from cardtable.kings_mercy import Bet
    >>> announce(Bet(2))
    'seat 2 bets 1'
    """
    public = getattr(move, "public_str", None)
    return str(public()) if callable(public) else str(move)


def seat_argument(player: object, seats: int) -> int:
    """A seat asked about (in ``view``, ``legal_moves``) as a plain ``int``, or ``ValueError``.

    An ``int`` subclass such as an ``IntEnum`` member reads as its number;
    ``bool`` and every other type are refused (C8).

    >>> import enum
    >>> seat_argument(enum.IntEnum("Seat", "NORTH EAST")(2), 4)
    2
    >>> seat_argument(True, 4)
    Traceback (most recent call last):
    ...
    ValueError: there is no seat True at this table of 4
    """
    if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < seats:
        return int.__int__(player)  # its number, whatever the subclass's __int__ says (C8)
    plain = type(player) in (int, bool, str, float, type(None))
    shown = repr(player) if plain else f"a {type(player).__name__}"
    raise ValueError(f"there is no seat {shown} at this table of {seats}")

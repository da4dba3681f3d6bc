"""A game's state as the core keeps it: ``GameState``, ``game_state``, and the one
derivation of a next state from a move and its ``Change``.

Every game's ``State`` is a frozen attrs class made with ``game_state`` that
extends ``GameState``, so it holds what the core keeps for every game: where the
game started (``origin``), the moves so far (``log``), the random stream
(``chance``), what the last move told the table (``events``) and the events of
the hand so far (``history``). The game's own fields follow.

Only this module builds states: ``started`` the first of a game and ``derived``
each next one; ``evolve`` gives a copy with some fields changed (a state as one
stage of a move leaves it, a determinized deal).

A state ``derived`` from another keeps its ``log`` and ``history`` as links: the
move and the events it adds, tied to the previous state's. Reading ``log`` or
``history`` makes the whole ``MoveLog`` or ``EventLog`` from them (``whole``): a
walk of at most 32 links and a new log, a microsecond or two where reading a field
costs nothing. A step never reads either, so a move pays a small tuple for each
rather than a new log; a view or a determinized deal, which read the history, pay
that walk.
"""

from __future__ import annotations

from itertools import chain
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

import attrs

from cardtable.chance import Chance
from cardtable.core.change import Change
from cardtable.core.events import Event, EventLog
from cardtable.core.picture import Pictured
from cardtable.game import MoveLog, Origin

__all__ = ["GameState", "derived", "evolve", "game_state", "started", "whole"]

S = TypeVar("S")
G = TypeVar("G", bound="GameState")


@dataclass_transform(frozen_default=True, field_specifiers=(attrs.field,))
def game_state(cls: type[G]) -> type[G]:
    """Make ``cls`` a game's frozen state class (a class decorator).

    Its instances keep their fields in a ``__dict__`` rather than in slots: every
    move derives a new state, and copying one dict costs about half of setting
    each field of a slotted instance (``derived``). Its ``repr`` is the game's own.
    """
    return attrs.frozen(slots=False, repr=False)(cls)


@game_state
class GameState(Pictured):
    """What the core keeps in every game's state, before the game's own fields.

    ``events`` are what the last move did (the deal's in a new game), hidden parts
    included; ``history`` every event since the hand began (in a game without
    hands, since it began). Show a seat its ``view``, never the state. In Jupyter a
    state draws itself, every hand face up (``Pictured``).
    """

    origin: Origin
    log: MoveLog
    chance: Chance
    events: tuple[Event, ...]
    history: EventLog

    @property
    def rules(self) -> Any:
        """The options this game is played under (its ``Rules``)."""
        return self.origin.rules


# A derived state's log is kept as links, ``(earlier, move, held)``: the link before (or the
# whole ``MoveLog`` it starts from), the move this one added, and how many links lead back to
# that whole log; its history likewise, each link holding the events one move told.
_LINKS_OF = {"log": "_log_links", "history": "_history_links"}
"""Where a derived state keeps the links of its log and of its history, by field."""
_HELD_LINKS = 32
"""The most links a log is kept as: the next move makes it whole, so reading one costs
at most this many links, and a state never holds a chain deeper than this."""


class _Logs:
    """How a state's ``log`` or ``history`` is read: as the state holds it whole (made by
    ``__init__`` or ``evolve``), else made whole from the links ``derived`` left.

    The attrs ``__init__`` of a frozen class sets each field through
    ``object.__setattr__``, which hands this one to ``__set__``; a frozen state refuses
    any other assignment before it gets here.
    """

    __slots__ = ("links", "name", "told")

    def __init__(self, name: str) -> None:
        self.name, self.links, self.told = name, _LINKS_OF[name], name == "history"

    def __get__(self, state: Any, owner: type | None = None) -> Any:
        if state is None:
            return self
        held = state.__dict__
        found = held.get(self.name)
        return whole(held[self.links], told=self.told) if found is None else found

    def __set__(self, state: Any, value: Any) -> None:
        state.__dict__[self.name] = value


# Set once attrs has made the class: attrs keeps no class attribute named as a field.
for _name in _LINKS_OF:
    setattr(GameState, _name, _Logs(_name))


def whole(links: Any, *, told: bool = False) -> Any:
    """The ``MoveLog`` that ``links`` stand for (a whole log as it is); with ``told``, the
    ``EventLog`` that links of the events moves told stand for.

    >>> from cardtable.game import MoveLog
    >>> log = MoveLog().append("a")
    >>> list(whole(((log, "b", 1), "c", 2))), list(whole(log))
    (['a', 'b', 'c'], ['a'])
    >>> list(whole((EventLog(), ("x", "y"), 1), told=True))
    ['x', 'y']
    """
    added = []
    while type(links) is tuple:
        links, item, _ = links
        added.append(item)
    if not added:
        return links
    added.reverse()
    log: MoveLog = links
    return log.extend(tuple(chain.from_iterable(added)) if told else tuple(added))


def started(cls: type[G], origin: Origin, deal: Change) -> G:
    """The first state of a game started from ``origin``, as its first ``deal`` leaves it.

    ``deal.fields`` are every field of ``cls`` beyond ``GameState``'s, ``chance``
    included (the stream after the deal); its events begin the history.
    """
    told = deal.told
    return cls(origin=origin, log=MoveLog(), events=told, history=EventLog().extend(told), **deal.fields)


def _names(cls: type) -> list[str]:
    """The names of an attrs class's fields, in order."""
    return [field.name for field in attrs.fields(cls)]


_NO_EVENTS = EventLog()
"""The history before a hand's first event (a log is immutable: one serves every hand)."""

# Each game's state class and how many fields it has: one entry per class.
_FIELD_COUNTS: dict[type, int] = {}
_new = object.__new__
_set = object.__setattr__


def derived(state: G, move: object, change: Change) -> G:
    """The state after ``move`` made ``change``: the one place a next state is built.

    The move joins the ``log``; ``events`` become what the change told; the
    ``history`` grows by them, or starts again where the change dealt a new hand.
    A field the state does not have is an error of the game's step (``TypeError``).

    Both logs are kept as links (``whole``), one small tuple each: making a new
    ``MoveLog`` and ``EventLog`` for every move cost from 3% (King Cut-Throat) to 11%
    (King's Mercy) of a move in random play.
    """
    cls = type(state)
    told = change.told
    start = change.hand_from
    # A dict display, not ``__dict__.copy()``: a copy of the first state's dict (made by
    # ``__init__``) would share its class's keys, and Python then reads no field of any
    # later state by its quick path (Open Mercy: 6% more instructions a move).
    fields = {**state.__dict__, **change.fields, "events": told}
    if "log" in fields or "history" in fields:  # logs made whole (``started``, ``evolve``)
        for name, links in _LINKS_OF.items():
            if name in fields:
                fields[links] = fields.pop(name)  # the links start from it
    fields["_log_links"] = _linked(fields["_log_links"], move)
    if start is not None:  # a new hand: its history starts with its deal
        fields["_history_links"] = (_NO_EVENTS, told[start:], 1)
    elif told:
        fields["_history_links"] = _linked(fields["_history_links"], told, told=True)
    try:
        complete = len(fields) == _FIELD_COUNTS[cls]
    except KeyError:
        complete = len(fields) == _FIELD_COUNTS.setdefault(cls, len(_names(cls)))
    if not complete:
        unknown = sorted(fields.keys() - set(_names(cls)) - set(_LINKS_OF.values()))
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    after = _new(cls)
    _set(after, "__dict__", fields)
    return after


def _linked(links: Any, item: Any, *, told: bool = False) -> tuple[Any, Any, int]:
    """``links`` with ``item`` added (a move, or with ``told`` the events of one), made whole
    first once they are ``_HELD_LINKS`` deep."""
    held = links[2] if type(links) is tuple else 0
    if held < _HELD_LINKS:
        return links, item, held + 1
    return whole(links, told=told), item, 1


# One entry per class that is ever evolved (the games' states, a few records): bounded by
# the number of classes, not by play. A class whose instances keep a __dict__ has no
# attrgetter: its dict is copied instead.
_PLACES: dict[type, tuple[attrgetter[Any] | None, dict[str, int]]] = {}


def _places(cls: type) -> tuple[attrgetter[Any] | None, dict[str, int]]:
    names = [field.name for field in attrs.fields(cls)]
    read = None if "__dict__" in dir(cls) and "__slots__" not in vars(cls) else attrgetter(*names)
    found = _PLACES[cls] = read, {name: place for place, name in enumerate(names)}
    return found


def evolve(value: S, **changes: Any) -> S:
    """A copy of the frozen attrs value ``value`` with the named fields changed.

    Like ``attrs.evolve``, without running ``__init__`` again: a slotted class is
    rebuilt from its fields read by place, and a class with a ``__dict__`` has its
    dict copied with the changes.

    >>> from cardtable.game import Outcome
    >>> evolve(Outcome(winners=(1,), points=(3, 5)), points=(4, 4))
    Outcome(winners=(1,), points=(4, 4))
    >>> evolve(Outcome(winners=(1,), points=(3, 5)), score=1)
    Traceback (most recent call last):
    ...
    TypeError: Outcome has no field 'score'
    """
    cls = type(value)
    read, places = _PLACES.get(cls) or _places(cls)
    if read is None:
        if not places.keys() >= changes.keys():
            raise TypeError(f"{cls.__name__} has no field {min(changes.keys() - places.keys())!r}")
        fields = {**value.__dict__, **changes}  # a dict of its own: see derived
        if "log" in changes or "history" in changes:  # a log given whole leaves no links of the old
            for name in _LINKS_OF.keys() & changes.keys():
                fields.pop(_LINKS_OF[name], None)
        new = _new(cls)
        _set(new, "__dict__", fields)
        return new
    ordered = list(read(value))
    for name, given in changes.items():
        try:
            ordered[places[name]] = given
        except KeyError:
            raise TypeError(f"{cls.__name__} has no field {name!r}") from None
    return cls(*ordered)

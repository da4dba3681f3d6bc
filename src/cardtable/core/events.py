"""Events: what a move did at the table, told to each seat as that seat may know it.

Every move of every game leaves in the state the events it produced
(``state.events``) and adds them to the events of the hand (``state.history``,
an ``EventLog``). An event holds everything that happened, hidden parts
included; ``seen_by(seat)`` gives the form a seat is told: the event itself
when it is public, a form without the cards that seat may not see, or ``None``
when the seat learns nothing of it. ``told`` applies that to a run of events,
which is how every game's ``view`` fills its ``events`` and ``history``.

>>> @attrs.frozen(slots=True)
... class Drew(Event):
...     player: int
...     count: int
...     cards: tuple[str, ...] | None = None
...     def seen_by(self, seat: int | None) -> Drew:
...         return self if seat == self.player else Drew(self.player, self.count)
...     def __str__(self) -> str:
...         shown = f": {', '.join(self.cards)}" if self.cards else ""
...         return f"seat {self.player} draws {self.count}{shown}"
>>> drew = Drew(1, 2, ("red 5", "blue skip"))
>>> [str(event) for event in told((drew,), 1)], [str(event) for event in told((drew,), 0)]
(['seat 1 draws 2: red 5, blue skip'], ['seat 1 draws 2'])
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Self

import attrs

from cardtable.game import MoveLog

__all__ = ["Event", "EventLog", "told"]


@attrs.frozen(slots=True)
class Event:
    """The base of every game's events: a typed value with a short ``str``.

    An event is public unless its class says otherwise by overriding
    ``seen_by``.
    """

    def seen_by(self, seat: int | None) -> Event | None:
        """This event as ``seat`` is told it (``None``: a spectator), or ``None`` if it learns nothing.

        >>> Event().seen_by(2)
        Event()
        """
        return self

    @classmethod
    def of(cls, *fields: Any) -> Self:
        """The shared ``cls(*fields)``: events are values, so a move that tells the table the
        same thing as many moves before (a seat checks, a card is played) hands out one
        object rather than making it anew. Made for events of few values (a seat, a card);
        the store is bounded, and emptied when full.

        >>> @attrs.frozen(slots=True)
        ... class Knocked(Event):
        ...     player: int
        >>> Knocked.of(1) is Knocked.of(1) == Knocked(1)
        True
        """
        made = _EVENTS.get(cls)
        if made is None:
            made = _EVENTS[cls] = {}
        key = fields if len(fields) != 1 else fields[0]
        found: Self | None = made.get(key)
        if found is None:
            if len(made) >= _EVENTS_HELD:
                made.clear()
            found = made[key] = cls(*fields)
        return found

    def describe(self, rules: Any) -> str:
        """This event in words under the game's rules (a display option such as King's Mercy's
        ``fool_display`` may change how a card is printed); by default its ``str``.

        >>> Event().describe(None)
        'Event()'
        """
        return str(self)


_EVENTS_HELD = 1 << 12
_EVENTS: dict[type, dict[Any, Any]] = {}
"""The events ``Event.of`` made, by class, then by fields: at most ``_EVENTS_HELD`` of a class."""


class EventLog(MoveLog):
    """The events of the hand so far, oldest first: an immutable sequence that extends cheaply.

    >>> log = EventLog().extend((Event(), Event()))
    >>> len(log), type(log).__name__
    (2, 'EventLog')
    """

    __slots__ = ()


def told(events: Iterable[Event], seat: int | None) -> tuple[Event, ...]:
    """``events`` as ``seat`` is told them, in order, leaving out those it learns nothing of.

    >>> told((Event(),), None)
    (Event(),)
    """
    seen = (event.seen_by(seat) for event in events)
    return tuple(event for event in seen if event is not None)

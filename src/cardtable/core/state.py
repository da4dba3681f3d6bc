"""``evolve``: the one way a step derives the next state from the last."""

from __future__ import annotations

from operator import attrgetter
from typing import Any, TypeVar

import attrs

S = TypeVar("S")

# One entry per state class that is ever evolved (four games, a few record
# classes): bounded by the number of classes, not by play. A class whose
# instances keep a __dict__ has no attrgetter: its dict is copied instead.
_PLACES: dict[type, tuple[attrgetter[Any] | None, dict[str, int]]] = {}


def _places(cls: type) -> tuple[attrgetter[Any] | None, dict[str, int]]:
    names = [field.name for field in attrs.fields(cls)]
    read = None if "__dict__" in dir(cls) and "__slots__" not in vars(cls) else attrgetter(*names)
    found = _PLACES[cls] = read, {name: place for place, name in enumerate(names)}
    return found


def evolve(state: S, **changes: Any) -> S:
    """A copy of the frozen attrs value ``state`` with the named fields changed.

    Like ``attrs.evolve``, but cheaper, since every move of every game builds
    one state this way: a slotted class is rebuilt from its fields read by
    place, and a class with a ``__dict__`` (whose fields attrs sets one call
    each when frozen and slotted) has its dict copied with the changes.

    >>> from cardtable.game import Outcome
    >>> evolve(Outcome(winners=(1,), points=(3, 5)), points=(4, 4))
    Outcome(winners=(1,), points=(4, 4))
    >>> evolve(Outcome(winners=(1,), points=(3, 5)), score=1)
    Traceback (most recent call last):
    ...
    TypeError: Outcome has no field 'score'
    """
    cls = type(state)
    read, places = _PLACES.get(cls) or _places(cls)
    if read is None:
        if not places.keys() >= changes.keys():  # compares the keys in place, builds no set
            raise TypeError(f"{cls.__name__} has no field {min(changes.keys() - places.keys())!r}")
        new = object.__new__(cls)
        object.__setattr__(new, "__dict__", {**state.__dict__, **changes})
        return new
    fields = list(read(state))
    for name, value in changes.items():
        try:
            fields[places[name]] = value
        except KeyError:
            raise TypeError(f"{cls.__name__} has no field {name!r}") from None
    return cls(*fields)

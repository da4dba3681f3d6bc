"""The parts every game's observation is made of: a layout of named planes over one flat
vector of numbers, and a sheet that fills it.

A game declares its planes in its facts (``Facts.planes``); the observation adapter
(``cardtable.adapters.observation``, with numpy) turns a filled sheet into a
``float32`` vector. Nothing here needs numpy.

A *plane* is a named run of the vector (``Layout``). One-hot planes hold a single 1,
flag planes a 0 or 1 per seat, count planes whole numbers (units, scores, cards of a
kind), all non-negative. Every plane also states the most it holds (``Layout.highs``),
which the game derives from its rules: the units at the table, a deck's copies of a
card, the target score. Where the rules set no bound on a count (the hand's number
without a hand limit, the events of a game whose history has no end), it saturates at
``CAP``: so every vector lies between 0 and its layout's ``highs``. Each game module
lists its planes in order; the shared history planes (``cardtable.core.history_planes``)
close every layout.

>>> layout = Layout((("seat", 3), ("hand", 4, 2)))
>>> layout.size, layout.start("hand"), layout.highs
(7, 3, (1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0))
>>> sheet = Sheet(layout)
>>> sheet.one_hot("seat", 1)
>>> sheet.counts("hand", (0, 3, 3))
>>> sheet.values()
[0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 2.0]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from numbers import Real
from typing import Any

__all__ = [
    "CAP",
    "Layout",
    "Plane",
    "Sheet",
]

CAP = 10_000
"""Where a count has no bound in the rules, the most a plane holds of it: the count
saturates there (the hand's number in a game without a hand limit, the events told over
a game whose history runs from the deal and may run on). Far above what a game reaches."""

High = float | Sequence[float]
Plane = tuple[str, int] | tuple[str, int, High]
"""A plane of a ``Layout``: ``(name, size)`` for a plane of 0s and 1s (one-hot, flags), or
``(name, size, high)`` for counts, ``high`` being the most each entry holds: one number
for the whole plane or one number an entry."""


def _highs(name: str, size: int, high: object) -> tuple[float, ...]:
    """One highest value per entry of a plane, checked: every one at least 1."""
    if isinstance(high, Real):
        highs = (float(high),) * size
    elif isinstance(high, Sequence) and all(isinstance(value, Real) for value in high):
        highs = tuple(float(value) for value in high)
    else:
        raise ValueError(f"the plane {name!r} has no highest value: {high!r}")
    if len(highs) != size:
        raise ValueError(f"the plane {name!r} has {size} entries but {len(highs)} highest values")
    if any(not 1 <= value < math.inf for value in highs):
        raise ValueError(f"the most the plane {name!r} holds must be finite and at least 1, not {high!r}")
    return highs


class Layout:
    """Named planes of a flat vector, in order (see ``Plane``); ``segments`` lists them as
    ``(name, size)`` pairs and ``highs`` holds the most each entry of the vector holds.

    >>> layout = Layout((("a", 2), ("b", 3, 20), ("c", 2, (3, 5))))
    >>> layout.segments, layout.highs
    ((('a', 2), ('b', 3), ('c', 2)), (1.0, 1.0, 20.0, 20.0, 20.0, 3.0, 5.0))
    >>> Layout((("a", 2), ("a", 1)))
    Traceback (most recent call last):
    ...
    ValueError: the plane 'a' is named twice
    >>> Layout((("units", 2, 0),))
    Traceback (most recent call last):
    ...
    ValueError: the most the plane 'units' holds must be finite and at least 1, not 0
    """

    __slots__ = ("_starts", "highs", "segments", "size")

    def __init__(self, planes: Iterable[Plane]) -> None:
        self._starts: dict[str, int] = {}
        segments: list[tuple[str, int]] = []
        highs: list[float] = []
        for name, length, *high in planes:
            if name in self._starts:
                raise ValueError(f"the plane {name!r} is named twice")
            self._starts[name] = len(highs)
            segments.append((name, length))
            highs.extend(_highs(name, length, high[0] if high else 1))
        self.segments = tuple(segments)
        self.highs = tuple(highs)
        self.size = len(highs)

    def start(self, name: str) -> int:
        """Where the plane ``name`` begins in the vector.

        >>> Layout((("a", 2), ("b", 5))).start("b")
        2
        """
        return self._starts[name]

    def plane(self, vector: Any, name: str) -> Any:
        """The part of ``vector`` that is the plane ``name`` (for a numpy vector, a view).

        >>> layout = Layout((("a", 2), ("b", 3)))
        >>> layout.plane([0.0, 1.0, 2.0, 3.0, 4.0], "b")
        [2.0, 3.0, 4.0]
        """
        start = self._starts[name]
        return vector[start : start + dict(self.segments)[name]]

    def __repr__(self) -> str:
        return f"Layout({self.segments!r})"


class Sheet:
    """What a game writes into a vector laid out by a ``Layout``, plane by plane; ``values()``
    then makes the vector. Every write adds to zero, so a plane written once holds what
    was written. The writes are kept as lists of indices (``ones``: add 1 there; ``at``
    with ``weights``: add each weight there), so that the observation adapter sums them
    with numpy in one call, which costs far less than setting numpy elements one by one.

    >>> sheet = Sheet(Layout((("units", 2, 40), ("folded", 2))))
    >>> sheet.counts_by_seat("units", (20, 7)); sheet.flags("folded", (False, True))
    >>> sheet.values()
    [20.0, 7.0, 0.0, 1.0]
    """

    __slots__ = ("at", "layout", "ones", "weights")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.ones: list[int] = []
        self.at: list[int] = []
        self.weights: list[float] = []

    def one_hot(self, name: str, index: int | None) -> None:
        """A 1 at ``index`` of the plane (nothing for ``None``).

        >>> sheet = Sheet(Layout((("dealer", 3),)))
        >>> sheet.one_hot("dealer", 2); sheet.one_hot("dealer", None); sheet.values()
        [0.0, 0.0, 1.0]
        """
        if index is not None:
            self.ones.append(self.layout.start(name) + index)

    def flags(self, name: str, values: Iterable[object]) -> None:
        """A 1 for each true value, in order.

        >>> sheet = Sheet(Layout((("folded", 3),)))
        >>> sheet.flags("folded", (True, False, True)); sheet.values()
        [1.0, 0.0, 1.0]
        """
        start = self.layout.start(name)
        self.ones.extend(start + offset for offset, value in enumerate(values) if value)

    def counts_by_seat(self, name: str, values: Iterable[int | None]) -> None:
        """Each value in order (``None`` as 0).

        >>> sheet = Sheet(Layout((("units", 3, 40),)))
        >>> sheet.counts_by_seat("units", (20, None, 3)); sheet.values()
        [20.0, 0.0, 3.0]
        """
        start = self.layout.start(name)
        for offset, value in enumerate(values):
            if value:
                self.at.append(start + offset)
                self.weights.append(value)

    def counts(self, name: str, indices: Iterable[int]) -> None:
        """One more at each index given (a card index, a seat): a count per index.

        >>> sheet = Sheet(Layout((("hand", 3, 2),)))
        >>> sheet.counts("hand", (2, 0, 2)); sheet.values()
        [1.0, 0.0, 2.0]
        """
        start = self.layout.start(name)
        self.ones.extend(start + index for index in indices)

    def check(self) -> None:
        """``ValueError`` unless every index written lies in the vector.

        >>> sheet = Sheet(Layout((("seat", 2),)))
        >>> sheet.one_hot("seat", 2); sheet.check()
        Traceback (most recent call last):
        ...
        ValueError: an index lies outside the vector
        """
        size = self.layout.size
        for indices in (self.ones, self.at):
            if indices and (min(indices) < 0 or max(indices) >= size):
                raise ValueError("an index lies outside the vector")

    def values(self) -> list[float]:
        """The vector as a list: every plane as written, zeros elsewhere, each entry at most
        its plane's highest value (a count past it saturates).

        >>> sheet = Sheet(Layout((("units", 2, 40), ("hand", 2, 3))))
        >>> sheet.counts_by_seat("units", (3, 0)); sheet.counts("hand", (1, 1)); sheet.values()
        [3.0, 0.0, 0.0, 2.0]
        >>> sheet.counts("hand", (1, 1)); sheet.values()[3]
        3.0
        """
        return [min(value, high) for value, high in zip(self.raw(), self.layout.highs, strict=True)]

    def raw(self) -> list[float]:
        """The vector as written, before any count saturates at its plane's highest value:
        where a test sees whether the highest values the rules give are ever passed.

        >>> sheet = Sheet(Layout((("hand", 2, 1),)))
        >>> sheet.counts("hand", (1, 1)); sheet.raw(), sheet.values()
        ([0.0, 2.0], [0.0, 1.0])
        """
        self.check()
        values = [0.0] * self.layout.size
        for index in self.ones:
            values[index] += 1.0
        for index, weight in zip(self.at, self.weights, strict=True):
            values[index] += weight
        return values

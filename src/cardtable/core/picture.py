"""How a state or a view draws itself: each game registers the description of its table.

A game describes its table in one small module of its own (``<game>/picture.py``) with
the layout types of ``cardtable.core.layout`` and registers that description with
``draws``; ``cardtable.core.svg`` draws any ``Table``, and nothing in the core knows a
game. Every game's ``State`` (through ``GameState``) and ``View`` are ``Pictured``, so
Jupyter shows them as pictures (``_repr_svg_``), and ``to_svg`` and ``save`` draw them
anywhere.

>>> from cardtable.core.layout import BACK, Pile, Seat, Table
>>> table = Table(title="A table", viewer=None,
...     seats=(Seat(number=0, name="seat 0", cards=(BACK, BACK)),),
...     middle=(Pile(label="deck", count=40),))
>>> picture = svg.draw(table)
>>> picture.startswith("<svg"), picture.count('data-card="back"')
(True, 2)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TypeVar

from cardtable.core import svg
from cardtable.core.layout import Table

__all__ = ["Pictured", "draws", "save", "table_of", "to_svg"]


_DESCRIBED: dict[type, Callable[[Any], Table]] = {}
"""Each pictured class and the function that describes one of its values as a ``Table``:
one entry per class a game registers, so bounded by the classes, not by play."""

T = TypeVar("T")


def draws(*classes: type) -> Callable[[Callable[[T], Table]], Callable[[T], Table]]:
    """Register the decorated function as the description of the values of ``classes``
    (a game's ``State``, its ``View``): ``to_svg``, ``save`` and Jupyter then draw them.

    >>> class Empty(Pictured):
    ...     pass
    >>> @draws(Empty)
    ... def empty_table(value):
    ...     return Table(title="nobody here", seats=(), viewer=None)
    >>> "nobody here" in to_svg(Empty())
    True
    """

    def register(describe: Callable[[T], Table]) -> Callable[[T], Table]:
        for cls in classes:
            _DESCRIBED[cls] = describe
        return describe

    return register


def table_of(value: object) -> Table:
    """The ``Table`` that ``value``'s game describes for it.

    >>> table_of(3)
    Traceback (most recent call last):
    ...
    ValueError: no picture is drawn of an int: give a game's state or a seat's view
    """
    describe = _description(value)
    if describe is not None:
        return describe(value)
    name = type(value).__name__
    article = "an" if name[:1].lower() in "aeiou" else "a"
    raise ValueError(f"no picture is drawn of {article} {name}: give a game's state or a seat's view")


def _description(value: object) -> Callable[[Any], Table] | None:
    """The function registered for ``value``'s class (or the nearest class it extends)."""
    for cls in type(value).__mro__:
        describe = _DESCRIBED.get(cls)
        if describe is not None:
            return describe
    return None


def to_svg(value: object) -> str:
    """The picture of a game's state (every hand face up) or of a seat's view (only what
    that seat may see), as an SVG document.

    >>> from cardtable import kings_mercy as km
    >>> state = km.new_game(km.Rules(players=3), seed=7)
    >>> picture = to_svg(km.view(state, 2))
    >>> picture.count('data-card="back"'), 'data-card="9♦"' in picture, 'data-card="JK"' in picture
    (6, True, False)
    """
    return svg.draw(table_of(value))


def save(value: object, path: str | os.PathLike[str]) -> None:
    """Write the picture of ``value`` (a state or a view, as ``to_svg``) to the SVG file ``path``.

    >>> import os, tempfile
    >>> from cardtable import open_mercy as om
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     save(om.view(om.new_game(seed=1), 0), os.path.join(folder, "table.svg"))
    ...     with open(os.path.join(folder, "table.svg"), encoding="utf-8") as written:
    ...         written.read().startswith("<svg")
    True
    >>> save(om.new_game(seed=1), "table.png")
    Traceback (most recent call last):
    ...
    ValueError: pictures are SVG: name the file ...svg, not 'table.png'
    """
    if not isinstance(path, str | os.PathLike):
        raise ValueError(f"save writes to a file named by a path, not {path!r}")
    name = os.fspath(path)
    if not isinstance(name, str) or os.path.splitext(name)[1].lower() != ".svg":
        raise ValueError(f"pictures are SVG: name the file ...svg, not {name!r}")
    picture = to_svg(value)
    with open(name, "w", encoding="utf-8") as file:
        file.write(picture)


class Pictured:
    """What makes a value draw itself in Jupyter: ``_repr_svg_`` gives its picture, or
    ``None`` (Jupyter then shows its text) when its game registered no description."""

    __slots__ = ()

    def _repr_svg_(self) -> str | None:
        describe = _description(self)
        return None if describe is None else svg.draw(describe(self))

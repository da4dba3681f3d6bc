"""Observation tensors (``cardtable[rl]``): a seat's view as a fixed-shape ``float32`` vector,
and as a string that is its information state.

Both are built from a ``View`` alone, never from a state, so nothing the seat may
not know can reach them. Each game's module documents its planes (named runs of the
vector) in order, and the most each holds; ``layout(game, rules)`` lists them with their
sizes and highest values, ``observation_shape(game, rules)`` gives the shape, which
depends on the game and its number of seats only, and ``observation_bounds(game,
rules)`` the least and the most of every entry (finite: a count the rules do not bound
saturates at ``cardtable.core.planes.CAP``), as a ``Box`` space takes them.

>>> import cardtable
>>> from cardtable.adapters.observation import observation, observation_shape, information_state
>>> om = cardtable.GAMES["open-mercy"]
>>> state = om.new_game(seed=7)
>>> vector = observation(om.view(state, 2))
>>> vector.shape == observation_shape("open-mercy", om.Rules()), vector.dtype
(True, dtype('float32'))
>>> information_state(om.view(state, 2)) == information_state(om.view(state, 2))
True
>>> information_state(om.view(state, 2)) == information_state(om.view(state, 1))
False
>>> low, high = observation_bounds("open-mercy", om.Rules())
>>> bool((low <= vector).all() and (vector <= high).all())
True
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

try:
    import numpy  # noqa: F401  # only to say which extra to install when it is missing
except ImportError as missing:  # pragma: no cover - CI installs every extra
    raise ImportError("cardtable.adapters.observation needs numpy: pip install 'cardtable[rl]'") from missing

import numpy as np
import numpy.typing as npt

from cardtable.core.planes import Layout, Sheet
from cardtable.game import Game
from cardtable.games import GAMES, resolve
from cardtable.records.convert import view_to_dict

__all__ = [
    "Vector",
    "information_state",
    "layout",
    "observation",
    "observation_bounds",
    "observation_shape",
    "vector",
]

Vector = npt.NDArray[np.float32]


def _game_of(seen: object) -> Game:
    """The game whose ``View`` ``seen`` is (its facts name the class)."""
    for game in GAMES.values():
        if type(seen) is game.FACTS.view:
            return game
    raise ValueError(f"not a seat's view of a cardtable game: {_a(type(seen))}")


def _a(kind: type) -> str:
    name = kind.__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


@lru_cache(maxsize=64)  # a layout per game and table: few, and each game keeps its own
def _highs(planes: Layout) -> Vector:
    """A layout's highest values as a read-only ``float32`` vector."""
    highs = np.array(planes.highs, dtype=np.float32)
    highs.flags.writeable = False
    return highs


def vector(sheet: Sheet) -> Vector:
    """A filled ``Sheet`` as a ``float32`` vector: every plane as written, zeros elsewhere,
    a count past its plane's highest value saturating there (``Sheet.values``).

    >>> from cardtable.core.planes import Layout, Sheet
    >>> sheet = Sheet(Layout((("seat", 2), ("units", 2, 4))))
    >>> sheet.one_hot("seat", 1); sheet.counts_by_seat("units", (3, 5))
    >>> vector(sheet).tolist()
    [0.0, 1.0, 3.0, 4.0]
    """
    sheet.check()
    size = sheet.layout.size
    values = np.bincount(sheet.ones, minlength=size).astype(np.float32)
    if sheet.at:
        values += np.bincount(sheet.at, weights=sheet.weights, minlength=size).astype(np.float32)
    return np.minimum(values, _highs(sheet.layout), out=values)


def observation(seen: Any) -> Vector:
    """A seat's view as a ``float32`` vector of its game's documented planes.

    Equal views give equal vectors; the shape is ``observation_shape`` of the view's
    game and rules. Anything but a game's ``View`` is refused with ``ValueError``.

    >>> from cardtable import kings_mercy as km
    >>> observation(km.view(km.new_game(seed=1), 0)).shape
    (396,)
    >>> observation("a view")
    Traceback (most recent call last):
    ...
    ValueError: not a seat's view of a cardtable game: a str
    """
    return vector(_game_of(seen).FACTS.planes.observe(seen))


def layout(game: Game | str, rules: Any = None) -> Layout:
    """The planes of ``game``'s observations under ``rules`` (``None``: the standard game).

    >>> layout("king-cut-throat").segments[:3]
    (('seat', 3), ('to_act', 3), ('phase', 9))
    """
    module = resolve(game)
    table = module.Rules() if rules is None else rules
    if not isinstance(table, module.Rules):  # type: ignore[arg-type]  # Rules is a class
        raise ValueError(f"rules for {module.NAME} must be its Rules, not {type(table).__name__}")
    return module.FACTS.planes.layout(table)


def observation_shape(game: Game | str, rules: Any = None) -> tuple[int, ...]:
    """The shape of every observation of ``game`` under ``rules`` (``None``: the standard game).

    >>> observation_shape("kings-mercy"), observation_shape("open-mercy", None)
    ((396,), (692,))
    >>> from cardtable import witch_of_the_woods as ww
    >>> observation_shape(ww, ww.Rules(players=2))
    (463,)
    """
    return (layout(game, rules).size,)


def observation_bounds(game: Game | str, rules: Any = None) -> tuple[Vector, Vector]:
    """The least (zeros) and the most of each entry of ``game``'s observations under
    ``rules`` (``None``: the standard game), as ``gymnasium.spaces.Box`` takes them: every
    observation lies between the two, and every entry's most is finite and at least 1.

    >>> from cardtable import kings_mercy as km
    >>> low, high = observation_bounds(km, km.Rules(players=3, starting_units=5))
    >>> plane = layout(km, km.Rules(players=3)).start("units")
    >>> low.shape, high.dtype, high[plane : plane + 3].tolist()
    ((362,), dtype('float32'), [15.0, 15.0, 15.0])
    """
    highs = np.array(layout(game, rules).highs, dtype=np.float32)
    return np.zeros_like(highs), highs


def information_state(seen: Any) -> str:
    """A seat's view as a string that is its information state: everything in the view
    (its hand, the public table, what it was told this hand, the last hand's record),
    as compact JSON. Equal views give equal strings and different views different ones.

    >>> from cardtable import kings_mercy as km
    >>> text = information_state(km.view(km.new_game(seed=1), 0))
    >>> text[:40]
    '{"player":0,"hand":["..."...'
    """
    _game_of(seen)
    return json.dumps(view_to_dict(seen), ensure_ascii=False, separators=(",", ":"))

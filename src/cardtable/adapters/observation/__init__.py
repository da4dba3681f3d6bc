"""Observation tensors (``cardtable[rl]``): a seat's view as a fixed-shape ``float32`` vector,
and as a string that is its information state.

Both are built from a ``View`` alone, never from a state, so nothing the seat may
not know can reach them. Each game's module documents its planes (named runs of the
vector) in order; ``layout(game, rules)`` lists them with their sizes and
``observation_shape(game, rules)`` gives the shape, which depends on the game and its
number of seats only.

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
"""

from __future__ import annotations

import json
from typing import Any, Protocol

try:
    import numpy  # noqa: F401  # only to say which extra to install when it is missing
except ImportError as missing:  # pragma: no cover - CI installs every extra
    raise ImportError("cardtable.adapters.observation needs numpy: pip install 'cardtable[rl]'") from missing

from cardtable.adapters.observation import king_cut_throat, kings_mercy, open_mercy, witch_of_the_woods
from cardtable.adapters.observation.planes import Layout, Vector
from cardtable.game import Game
from cardtable.games import resolve
from cardtable.records.convert import view_to_dict

__all__ = ["information_state", "layout", "observation", "observation_shape"]


class _Observer(Protocol):
    @property
    def NAME(self) -> str: ...

    @property
    def VIEW(self) -> type: ...

    def layout(self, table: Any) -> Layout: ...

    def observe(self, seen: Any) -> Vector: ...


_KINGS_MERCY: _Observer = kings_mercy
_KING_CUT_THROAT: _Observer = king_cut_throat
_OPEN_MERCY: _Observer = open_mercy
_WITCH_OF_THE_WOODS: _Observer = witch_of_the_woods
_OBSERVERS = (_KINGS_MERCY, _KING_CUT_THROAT, _OPEN_MERCY, _WITCH_OF_THE_WOODS)
_BY_NAME = {observer.NAME: observer for observer in _OBSERVERS}
_BY_VIEW = {observer.VIEW: observer for observer in _OBSERVERS}


def _observer_of(seen: object) -> _Observer:
    observer = _BY_VIEW.get(type(seen))
    if observer is None:
        raise ValueError(f"not a seat's view of a cardtable game: a {type(seen).__name__}")
    return observer


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
    return _observer_of(seen).observe(seen)


def layout(game: Game | str, rules: Any = None) -> Layout:
    """The planes of ``game``'s observations under ``rules`` (``None``: the standard game).

    >>> layout("king-cut-throat").segments[:3]
    (('seat', 3), ('to_act', 3), ('phase', 9))
    """
    module = resolve(game)
    observer = _BY_NAME.get(module.NAME)
    if observer is None:
        raise ValueError(f"no observation for the game {module.NAME!r}")
    table = module.Rules() if rules is None else rules
    if not isinstance(table, module.Rules):  # type: ignore[arg-type]  # Rules is a class
        raise ValueError(f"rules for {module.NAME} must be its Rules, not {type(table).__name__}")
    return observer.layout(table)


def observation_shape(game: Game | str, rules: Any = None) -> tuple[int, ...]:
    """The shape of every observation of ``game`` under ``rules`` (``None``: the standard game).

    >>> observation_shape("kings-mercy"), observation_shape("open-mercy", None)
    ((396,), (627,))
    >>> from cardtable import witch_of_the_woods as ww
    >>> observation_shape(ww, ww.Rules(players=2))
    (463,)
    """
    return (layout(game, rules).size,)


def information_state(seen: Any) -> str:
    """A seat's view as a string that is its information state: everything in the view
    (its hand, the public table, what it was told this hand, the last hand's record),
    as compact JSON. Equal views give equal strings and different views different ones.

    >>> from cardtable import kings_mercy as km
    >>> text = information_state(km.view(km.new_game(seed=1), 0))
    >>> text[:40]
    '{"player":0,"hand":["..."...'
    """
    _observer_of(seen)
    return json.dumps(view_to_dict(seen), ensure_ascii=False, separators=(",", ":"))

"""The bots every game has: ``random``, which picks uniformly among its legal moves.

``random`` is ``cardtable.RandomAgent``: on its turn it picks one of its moves
uniformly from its own seeded stream; offered only optional off-turn moves (a
MERCY call, a catch) it answers about half the time and passes otherwise.

>>> from cardtable import bots
>>> agent = bots.make("witch-of-the-woods", "random", seed=5)
>>> type(agent).__name__
'RandomAgent'
"""

from __future__ import annotations

from cardtable.agents import RandomAgent
from cardtable.bots.registry import register
from cardtable.games import GAMES

__all__ = ["RandomAgent"]

for _game in GAMES:
    register(_game, "random", RandomAgent)

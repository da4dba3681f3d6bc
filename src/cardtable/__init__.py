"""cardtable: the complete rules of four card games as pure functions over immutable states.

Each game is a module with the same shape (see ``cardtable.game.Game``), found
by name in ``GAMES``:

>>> sorted(GAMES)
['kings-mercy']
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from cardtable import kings_mercy
from cardtable.agents import Agent, RandomAgent, play
from cardtable.game import Game, IllegalMove, Outcome

GAMES: Mapping[str, Game] = MappingProxyType(
    {
        kings_mercy.NAME: kings_mercy,
    }
)

__all__ = ["GAMES", "Agent", "Game", "IllegalMove", "Outcome", "RandomAgent", "play"]
__version__ = "0.1.0"

"""cardtable: the complete rules of four card games as pure functions over immutable states.

Each game is a module with the same shape (see ``cardtable.game.Game``), found
by name in ``GAMES``:

>>> sorted(GAMES)
['king-cut-throat', 'kings-mercy', 'open-mercy', 'witch-of-the-woods']
>>> km = GAMES["kings-mercy"]
>>> km.to_act(km.new_game(km.Rules(players=3), seed=1))
(1,)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from cardtable import king_cut_throat, kings_mercy, open_mercy, witch_of_the_woods
from cardtable.agents import Agent, RandomAgent, play
from cardtable.game import Game, IllegalMove, Outcome

GAMES: Mapping[str, Game] = MappingProxyType(
    {
        kings_mercy.NAME: kings_mercy,
        open_mercy.NAME: open_mercy,
        witch_of_the_woods.NAME: witch_of_the_woods,
        king_cut_throat.NAME: king_cut_throat,
    }
)

__all__ = ["GAMES", "Agent", "Game", "IllegalMove", "Outcome", "RandomAgent", "play"]
__version__ = "0.1.0"

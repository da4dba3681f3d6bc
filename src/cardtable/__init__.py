"""cardtable: the complete rules of four card games as pure functions over immutable states.

Each game is a module with the same shape (see ``cardtable.game.Game``), found
by name in ``GAMES``:

>>> sorted(GAMES)
['king-cut-throat', 'kings-mercy', 'open-mercy', 'witch-of-the-woods']
>>> km = GAMES["kings-mercy"]
>>> km.to_act(km.new_game(km.Rules(players=3), seed=1))
(1,)

This module only re-exports; the registry lives in ``cardtable.games``.
"""

from cardtable.agents import Agent, RandomAgent, play
from cardtable.game import Game, IllegalMove, Outcome
from cardtable.games import GAMES
from cardtable.records import RecordError
from cardtable.simulation import Simulation, simulate

__all__ = [
    "GAMES",
    "Agent",
    "Game",
    "IllegalMove",
    "Outcome",
    "RandomAgent",
    "RecordError",
    "Simulation",
    "play",
    "simulate",
]
__version__ = "0.1.0"

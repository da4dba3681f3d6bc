"""cardtable's games as OpenSpiel Python games (``cardtable[openspiel]``).

Importing this package registers each game of ``cardtable.GAMES`` with OpenSpiel
under its short name (``cardtable_kings_mercy``, ``cardtable_king_cut_throat``,
``cardtable_open_mercy``, ``cardtable_witch_of_the_woods``); parameters map to
the game's ``Rules`` fields (``spec``), the deal and the engine's later
randomness are chance nodes (``chance``), and a seat observes its ``View``
(``observer``). The modules: ``extra`` (the guarded imports), ``spec``,
``chance``, ``observer``, ``game`` (the ``pyspiel.Game`` and ``State``),
``register`` and ``bridge`` (a cardtable agent's move at an OpenSpiel state,
``agent_action``). The adapter's cost per step is measured by ``python -m
cardtable.bench openspiel``.

>>> import pyspiel
>>> from cardtable.adapters import openspiel
>>> game = pyspiel.load_game("cardtable_kings_mercy", {"players": 3})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 37)
"""

from cardtable.adapters.openspiel.bridge import agent_action
from cardtable.adapters.openspiel.game import Game, State
from cardtable.adapters.openspiel.register import SHORT_NAMES, load, register
from cardtable.adapters.openspiel.spec import Spec, spec_of

__all__ = ["SHORT_NAMES", "Game", "Spec", "State", "agent_action", "load", "register", "spec_of"]

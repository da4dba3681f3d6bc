"""cardtable: the complete rules of four card games as pure functions over immutable states.

Each game is a module with the same shape (see ``cardtable.game.Game``), found
by name in ``GAMES``:

>>> sorted(GAMES)
['king-cut-throat', 'kings-mercy', 'open-mercy', 'witch-of-the-woods']
>>> km = GAMES["kings-mercy"]
>>> km.to_act(km.new_game(km.Rules(players=3), seed=1))
(1,)

This module only re-exports; the registry lives in ``cardtable.games``. It stays
light: ``simulate`` and ``Simulation`` (which bring process pools) and ``RecordError``
(which brings the records' converter) are imported the first time they are used.
"""

from typing import TYPE_CHECKING, Any

from cardtable.agents import Agent, AgentSpec, RandomAgent, agent_for, play
from cardtable.game import Game, IllegalMove, Outcome
from cardtable.games import GAMES

if TYPE_CHECKING:
    from cardtable.records import RecordError
    from cardtable.simulation import Simulation, simulate

_LATER = {
    "RecordError": "cardtable.records",
    "Simulation": "cardtable.simulation",
    "simulate": "cardtable.simulation",
}


def __getattr__(name: str) -> Any:
    """``simulate``, ``Simulation`` and ``RecordError``, imported when first asked for."""
    if name in _LATER:
        import importlib

        return getattr(importlib.import_module(_LATER[name]), name)
    raise AttributeError(f"module 'cardtable' has no attribute {name!r}")


__all__ = [
    "GAMES",
    "Agent",
    "AgentSpec",
    "Game",
    "IllegalMove",
    "Outcome",
    "RandomAgent",
    "RecordError",
    "Simulation",
    "agent_for",
    "play",
    "simulate",
]
__version__ = "0.1.0"

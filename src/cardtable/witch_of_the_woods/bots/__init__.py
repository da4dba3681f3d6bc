"""Witch of the Woods' bots: ``heuristic`` (draws for the score that wins, ``heuristic.py``)
and ``reckoner`` (every blind card reckoned exactly against what the rivals said,
``reckoner.py`` over ``reckoning.py`` and ``rivals.py``), and the search helpers the shared
search bot reads from the game's facts.

>>> from cardtable.witch_of_the_woods.bots import heuristic, reckoner
>>> type(heuristic(seed=1)).__name__, type(reckoner(seed=1)).__name__
('HeuristicBot', 'ReckonerBot')
"""

from __future__ import annotations

from cardtable.witch_of_the_woods.bots.heuristic import (
    SAMPLES,
    SUMMARY,
    HeuristicBot,
    beat_chance,
    expected_chance,
    hands_won_share,
    heuristic,
    rollout,
)
from cardtable.witch_of_the_woods.bots.reckoner import SUMMARY as RECKONER_SUMMARY
from cardtable.witch_of_the_woods.bots.reckoner import ReckonerBot, reckoner

__all__ = [
    "RECKONER_SUMMARY",
    "SAMPLES",
    "SUMMARY",
    "HeuristicBot",
    "ReckonerBot",
    "beat_chance",
    "expected_chance",
    "hands_won_share",
    "heuristic",
    "reckoner",
    "rollout",
]

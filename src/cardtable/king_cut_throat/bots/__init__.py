"""King Cut-Throat's bots: ``heuristic`` (counted strength, ``heuristic.py``) and the
search helpers the shared search bot reads from the game's facts.

>>> from cardtable.king_cut_throat.bots import heuristic
>>> heuristic(seed=1).scoring_rank
'king'
"""

from __future__ import annotations

from cardtable.king_cut_throat.bots.heuristic import (
    NAME_AT,
    ORDER_AT,
    SUMMARY,
    HeuristicBot,
    estimate,
    heuristic,
    rollout,
    score_share,
)

__all__ = [
    "NAME_AT",
    "ORDER_AT",
    "SUMMARY",
    "HeuristicBot",
    "estimate",
    "heuristic",
    "rollout",
    "score_share",
]

"""King Cut-Throat's bots: ``heuristic`` (counted strength, ``heuristic.py``), ``pimc``
(sampled worlds solved exactly, ``pimc.py`` over ``solver.py`` and ``bits.py``), and the
search helpers the shared search bot reads from the game's facts (``rollout.py``).

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
)
from cardtable.king_cut_throat.bots.pimc import SUMMARY as PIMC_SUMMARY
from cardtable.king_cut_throat.bots.pimc import PimcBot, pimc
from cardtable.king_cut_throat.bots.rollout import rollout, score_share

__all__ = [
    "NAME_AT",
    "ORDER_AT",
    "PIMC_SUMMARY",
    "SUMMARY",
    "HeuristicBot",
    "PimcBot",
    "estimate",
    "heuristic",
    "pimc",
    "rollout",
    "score_share",
]

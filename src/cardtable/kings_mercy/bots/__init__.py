"""King's Mercy's bots: ``heuristic`` (hand strength against the Mercy risk, and pot odds,
``heuristic.py``) and ``cfr`` (a strategy learned by Monte Carlo CFR, ``cfr.py``, over the
situations of ``abstraction.py``, kept as data by ``strategy.py`` and trained by
``python -m cardtable.kings_mercy.bots.train``), and the search helpers the shared search
bot reads from the game's facts.

>>> from cardtable.kings_mercy.bots import cfr, heuristic
>>> type(heuristic(seed=1)).__name__, type(cfr(seed=1)).__name__
('HeuristicBot', 'CfrBot')
"""

from __future__ import annotations

from cardtable.kings_mercy.bots.cfr import SUMMARY as CFR_SUMMARY
from cardtable.kings_mercy.bots.cfr import CfrBot, cfr
from cardtable.kings_mercy.bots.heuristic import (
    MERCY_RATE,
    SUMMARY,
    HeuristicBot,
    equity,
    estimate,
    heuristic,
    odds,
    rollout,
)

__all__ = [
    "CFR_SUMMARY",
    "MERCY_RATE",
    "SUMMARY",
    "CfrBot",
    "HeuristicBot",
    "cfr",
    "equity",
    "estimate",
    "heuristic",
    "odds",
    "rollout",
]

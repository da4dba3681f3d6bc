"""Open Mercy's bots: the heuristic, and the ladder of eight from Scrap to Terminator (OM23).

- ``heuristic``: how a good player plays (``heuristic.py``).
- ``scrap`` ... ``kobra``: blends of random play and the heuristic, rising in
  skill, calls and catches (``rungs.py``).
- ``zenith``, ``terminator``: determinized lookahead with heuristic rollouts
  (``lookahead.py``), Terminator with the larger budget.

``LADDER`` names the rungs in order; ``make_rung(name, seed)`` seats one.

>>> from cardtable import bots
>>> [name for name in bots.names("open-mercy") if name in LADDER] == list(LADDER)
True
"""

from __future__ import annotations

import functools
from typing import Any

import cardtable.bots.basic  # noqa: F401  (``random`` is registered first)
from cardtable.agents import Agent, Searcher
from cardtable.bots.open_mercy.heuristic import choose
from cardtable.bots.open_mercy.lookahead import TERMINATOR, ZENITH, Lookahead
from cardtable.bots.open_mercy.rungs import Blend
from cardtable.bots.registry import register

__all__ = ["LADDER", "RUNGS", "Blend", "Lookahead", "heuristic", "make_rung"]

LADDER = ("scrap", "pilot", "vera", "rook", "marla", "kobra", "zenith", "terminator")
"""The ladder of OM23, weakest first."""

RUNGS: dict[str, tuple[str, dict[str, Any]]] = {
    "scrap": (
        "Plays at random, takes every draw stack, never calls its MERCY! and never catches.",
        {"skill": 0.0, "takes": 1.0, "calls": False, "catches": False},
    ),
    "pilot": (
        "Plays at random and takes most draw stacks unanswered; calls its MERCY! and catches.",
        {"skill": 0.0, "takes": 0.6},
    ),
    "vera": (
        "Plays the heuristic's move one time in five, else at random; takes some stacks unanswered.",
        {"skill": 0.2, "takes": 0.3},
    ),
    "rook": (
        "Plays the heuristic's move nearly half the time, else at random; calls and catches.",
        {"skill": 0.45},
    ),
    "marla": ("Plays the heuristic's move nearly three times in four, else at random.", {"skill": 0.72}),
    "kobra": (
        "Plays the heuristic's move every time: stack passing, colour control, wilds held back.",
        {"skill": 1.0},
    ),
    "zenith": ("Searches: a few determinized deals, each move rolled out by the heuristic.", ZENITH),
    "terminator": (
        "Searches deeper: more determinized deals, each move rolled out by the heuristic.",
        TERMINATOR,
    ),
}
"""Each rung's summary and options."""


def make_rung(name: str, seed: int = 0, **options: Any) -> Agent | Searcher:
    """A new bot of the ladder rung ``name``, seeded with ``seed``; ``options`` override the rung's.

    >>> type(make_rung("terminator", seed=1)).__name__
    'Lookahead'
    """
    _, settings = RUNGS[name]
    merged = {**settings, **options}
    if name in ("zenith", "terminator"):
        return Lookahead(seed, **merged)
    return Blend(seed, **merged)


class _Heuristic:
    """The heuristic as an agent (it has no randomness, so its seed changes nothing)."""

    __slots__ = ()

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        return choose(view, moves)


def heuristic(seed: int = 0) -> Agent:
    """Plays as a good player would: passes stacks, controls colour, holds wilds, calls and catches.

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(om.Rules(players=2), seed=3)
    >>> heuristic()(om.view(state, 0), om.legal_moves(state, 0)) in om.legal_moves(state, 0)
    True
    """
    return _Heuristic()


register("open-mercy", "heuristic", heuristic)
for _name in LADDER:
    register("open-mercy", _name, functools.partial(make_rung, _name), RUNGS[_name][0])

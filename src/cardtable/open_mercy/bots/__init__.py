"""Open Mercy's bots: the heuristic, and the ladder of eight from Scrap to Terminator (OM23).

- ``heuristic``: how a good player plays (``heuristic.py``).
- ``scrap`` ... ``kobra``: blends of random play and the heuristic, rising in
  skill, calls and catches (``rungs.py``).
- ``zenith``, ``terminator``: determinized lookahead with heuristic rollouts
  (``lookahead.py``) on deals fitted to what the opponents' draws showed
  (``belief.py``), Terminator with the larger budget shared out by sequential halving.

``LADDER`` names the rungs in order; ``make_rung(name, seed)`` seats one.

>>> from cardtable import bots
>>> [name for name in bots.names("open-mercy") if name in LADDER] == list(LADDER)
True
"""

from __future__ import annotations

import functools
from typing import Any

from cardtable.core import Bot
from cardtable.game import Agent, Searcher, check_offer
from cardtable.open_mercy.bots.heuristic import choose
from cardtable.open_mercy.bots.ladder import LADDER
from cardtable.open_mercy.bots.lookahead import TERMINATOR, ZENITH, Lookahead, Table
from cardtable.open_mercy.bots.rungs import Blend
from cardtable.open_mercy.engine import to_act
from cardtable.open_mercy.moves import Move
from cardtable.open_mercy.state import State

__all__ = ["BOTS", "LADDER", "RUNGS", "Blend", "Lookahead", "hand_sizes", "heuristic", "make_rung", "rollout"]


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
        "Plays the heuristic's move three times in ten, else at random; calls and catches.",
        {"skill": 0.3},
    ),
    "marla": ("Plays the heuristic's move a little over half the time, else at random.", {"skill": 0.55}),
    "kobra": (
        "Plays the heuristic's move nearly four times in five, else at random; calls and catches.",
        {"skill": 0.78},
    ),
    "zenith": (
        "Searches: a few deals fitted to what the opponents' draws showed, each move rolled out.",
        ZENITH,
    ),
    "terminator": (
        "Searches most: its rollouts shared out by halving the moves in contention, on fitted deals.",
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
        check_offer(view, moves)
        return choose(view, moves)


def heuristic(seed: int = 0) -> Agent:
    """Plays as a good player would: passes stacks, controls color, holds wilds, calls and catches.

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(om.Rules(players=2), seed=3)
    >>> heuristic()(om.view(state, 0), om.legal_moves(state, 0)) in om.legal_moves(state, 0)
    True
    """
    return _Heuristic()


HEURISTIC = "Plays as a good player would: passes stacks, controls color, holds wilds, calls and catches."
"""How ``heuristic`` plays, in a sentence."""

BOTS = (
    Bot(name="heuristic", factory=heuristic, summary=HEURISTIC),
    *(Bot(name=name, factory=functools.partial(make_rung, name), summary=RUNGS[name][0]) for name in LADDER),
)
"""Open Mercy's named bots: the heuristic, then the ladder's rungs in order."""


def rollout(state: State, seat: int, moves: tuple[Move, ...]) -> Move:
    """The search bot's heuristic rollout: the heuristic itself (``choose``), already cheap,
    reading the sampled state through a ``Table``.

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(om.Rules(players=2), seed=3)
    >>> rollout(state, 0, om.legal_moves(state, 0)) in om.legal_moves(state, 0)
    True
    """
    move: Move = choose(Table(state, seat, to_act(state)), moves)
    return move


def hand_sizes(state: State) -> tuple[float, ...]:
    """Fewer cards is better: each seat weighs ``1 / (1 + cards)``, a seat that is out
    weighs nothing, and the weights are shared out. The search bot's estimate of each
    seat's chance when a rollout is cut off.

    >>> from cardtable import open_mercy as om
    >>> hand_sizes(om.new_game(om.Rules(players=4), seed=0))
    (0.25, 0.25, 0.25, 0.25)
    """
    weights = [
        0.0 if out else 1 / (1 + len(hand)) for hand, out in zip(state.hands, state.eliminated, strict=True)
    ]
    total = sum(weights)
    if total <= 0:
        return tuple(1 / len(weights) for _ in weights)
    return tuple(weight / total for weight in weights)

"""The rungs of Open Mercy's ladder below the search: blends of random play and the heuristic.

``Blend(seed, skill=p, calls=..., catches=...)`` plays the heuristic's move with
probability ``p`` and a uniformly random move (never a call or a catch) otherwise,
from its own seeded stream; ``calls`` says whether it calls its own MERCY! and
``catches`` whether it catches players sitting on one card without a call;
``takes`` is the chance it takes a draw stack it could answer, without a look.

>>> from cardtable import open_mercy as om
>>> state = om.new_game(om.Rules(players=2), seed=3)
>>> Blend(seed=1, skill=0.5)(om.view(state, 0), om.legal_moves(state, 0)) in om.legal_moves(state, 0)
True
"""

from __future__ import annotations

from typing import Any

from cardtable.chance import Chance
from cardtable.game import check_offer
from cardtable.open_mercy.bots.heuristic import choose
from cardtable.open_mercy.moves import CallMercy, Catch, Draw

__all__ = ["Blend"]

_SCALE = 1 << 20


class Blend:
    """The heuristic's move with probability ``skill``, else a random play; calls and catches as told."""

    __slots__ = ("_chance", "calls", "catches", "skill", "takes")

    def __init__(
        self,
        seed: int = 0,
        *,
        skill: float = 1.0,
        calls: bool = True,
        catches: bool = True,
        takes: float = 0.0,
    ) -> None:
        self._chance = Chance.from_seed(seed)
        self.takes = takes
        self.skill = skill
        self.calls = calls
        self.catches = catches

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        check_offer(view, moves)
        for move in moves:
            kind = type(move)
            if (kind is Catch and self.catches) or (kind is CallMercy and self.calls):
                return move
        if view.player not in view.to_act:
            return None
        plain = tuple(move for move in moves if type(move) is not Catch and type(move) is not CallMercy)
        if view.stack and self.takes > 0.0:
            roll, self._chance = self._chance.below(_SCALE)
            if roll < self.takes * _SCALE:
                return next((move for move in plain if type(move) is Draw), plain[0])
        if self.skill >= 1.0:
            return choose(view, plain)
        roll, self._chance = self._chance.below(_SCALE)
        if roll < self.skill * _SCALE:
            return choose(view, plain)
        move, self._chance = self._chance.choice(plain)
        return move

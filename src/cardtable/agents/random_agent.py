"""``RandomAgent``: uniform play from its own seeded stream, the ``random`` bot of every game."""

from __future__ import annotations

from typing import Any

from cardtable.chance import Chance
from cardtable.game import check_offer

__all__ = ["RandomAgent"]


class RandomAgent:
    """Picks uniformly among the legal moves, from its own seeded stream.

    On the seat's turn (its seat in ``view.to_act``) it always moves. Offered only
    optional off-turn moves (a MERCY call, a catch), it first draws a coin from
    its stream and passes (returns ``None``) on heads, so it answers about half
    the offers it gets. A view and moves that are not one seat's own are refused
    with ``ValueError`` (``cardtable.game.check_offer``).

    >>> from cardtable import kings_mercy as km
    >>> state = km.new_game(km.Rules(players=3), seed=2)
    >>> RandomAgent(seed=1)(km.view(state, 1), km.legal_moves(state, 1)) in km.legal_moves(state, 1)
    True
    """

    __slots__ = ("_chance",)

    def __init__(self, seed: int = 0) -> None:
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        seat = check_offer(view, moves)
        waiting = getattr(view, "to_act", None)
        if waiting is not None and seat not in waiting:
            answer, self._chance = self._chance.below(2)
            if not answer:
                return None
        move, self._chance = self._chance.choice(moves)
        return move

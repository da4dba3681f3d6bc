"""King's Mercy's ``cfr`` bot: it plays the strategy trained by Monte Carlo CFR.

The strategy (``strategy.packaged``, trained by ``python -m
cardtable.kings_mercy.bots.train``) gives, for each situation of ``abstraction``,
the chance of each legal move. The bot reads its seat's situation from its view
alone, draws a move with those chances from its own seeded stream, and, in a
situation the training never reached (or reached too seldom to trust), plays as
``heuristic`` does. ``fallbacks`` and ``decisions`` count how often that happens.

>>> from cardtable import bots
>>> from cardtable import kings_mercy as km
>>> agent = bots.make("kings-mercy", "cfr", seed=1)
>>> state = km.new_game(km.Rules(players=4), seed=4)
>>> agent(km.view(state, 1), km.legal_moves(state)) in km.legal_moves(state)
True
"""

from __future__ import annotations

from typing import Any

from cardtable.chance import Chance
from cardtable.game import check_offer
from cardtable.kings_mercy.bots.abstraction import ordered, situation
from cardtable.kings_mercy.bots.heuristic import HeuristicBot
from cardtable.kings_mercy.bots.strategy import Strategy, packaged
from cardtable.kings_mercy.view import View

__all__ = ["SUMMARY", "CfrBot", "cfr"]

_UNIT = 1 / (1 << 64)


class CfrBot:
    """Plays the trained CFR strategy for its situation, drawing from its own stream; the
    heuristic's move where the strategy has no entry."""

    __slots__ = ("_chance", "_fallback", "_strategy", "decisions", "fallbacks")

    def __init__(self, seed: int = 0, strategy: Strategy | None = None) -> None:
        self._chance = Chance.from_seed(seed)
        self._fallback = HeuristicBot(seed)
        # The shipped strategy is read when the first bot is made (about 40 ms, once), so
        # that no decision waits for it.
        self._strategy = packaged() if strategy is None else strategy
        self.decisions = 0
        """Decisions with a choice made so far."""
        self.fallbacks = 0
        """Of those, the ones played by the heuristic: situations the strategy does not hold."""

    def chances(self, view: View, moves: tuple[Any, ...]) -> tuple[tuple[Any, float], ...] | None:
        """Each of ``moves`` with the chance the strategy plays it in the seat's situation;
        ``None`` where the strategy has no entry (the bot then plays as the heuristic).

        >>> from cardtable import kings_mercy as km
        >>> state = km.new_game(km.Rules(players=4), seed=4)
        >>> chances = cfr().chances(km.view(state, 1), km.legal_moves(state))
        >>> [type(move).__name__ for move, _ in chances], round(sum(c for _, c in chances), 2)
        (['Check', 'Bet'], 1.0)
        """
        strategy = self._strategy
        listed = ordered(moves)  # as the training lists them
        chances = strategy.chances(situation(view))
        if chances is None or len(chances) != len(listed):
            return None
        return tuple(zip(listed, chances, strict=True))

    def __call__(self, view: View, moves: tuple[Any, ...], /) -> Any:
        check_offer(view, moves)
        if len(moves) == 1:
            return moves[0]
        self.decisions += 1
        chances = self.chances(view, moves)
        if chances is None:
            self.fallbacks += 1
            return self._fallback(view, moves)
        value, self._chance = self._chance.next64()
        draw = value * _UNIT
        for move, chance in chances:
            draw -= chance
            if draw < 0:
                return move
        return chances[-1][0]


def cfr(seed: int = 0, strategy: Strategy | None = None) -> CfrBot:
    """Plays the strategy trained by external-sampling Monte Carlo CFR (``train``) over a
    coarse view of its seat (``abstraction``), falling back to the heuristic where the
    strategy has no entry; ``strategy`` replaces the one shipped with the package.

    >>> cfr(seed=2).decisions
    0
    """
    return CfrBot(seed, strategy)


SUMMARY = (
    "Plays a strategy trained offline by external-sampling Monte Carlo CFR, half its training "
    "rivals played by the heuristic (a restricted Nash response), over its hand's strength "
    "bucket, the Fool, its place, the betting so far and its units when short; where the "
    "training never reached its situation, plays as the heuristic."
)
"""How ``cfr`` plays, in a sentence."""

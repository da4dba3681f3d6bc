"""How the search bot sees a game: who decides next, the moves it always takes, and how a
table is scored when a rollout is cut off or the game ends.

``Model.step(state)`` reads the next decision the way ``cardtable.play`` would
offer it: a MERCY call or a catch (Open Mercy's ``eager`` moves) is taken at once
by the seat that may make it; otherwise the first seat the game waits on
(``to_act``) decides among its own moves; with nobody waited on, the host's move
(a clock running out) or the only move is made. ``rewards`` gives every seat a
value in [0, 1]: at the end of the game the seat's share of the win (0.8) and its
points, normalised over the table (0.2); at a cut-off the game's cheap estimate of
the seat's chance. What differs between games (the estimate, the depth, the
budgets, the eager moves) comes from the game's facts (``game.FACTS.search``).

>>> from cardtable import open_mercy as om
>>> seat, moves = model(om).step(om.new_game(om.Rules(players=4), seed=1))
>>> seat, len(moves) > 1
(0, True)
"""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.core.facts import Search
from cardtable.game import Game

__all__ = ["Model", "model"]


@attrs.frozen(slots=True)
class Model:
    """The search bot's reading of one game: the game, and what its facts say of searching
    it (``cardtable.core.facts.Search``: the estimate, the hand field, the depth, the
    budgets, the default rollout and prior, the eager moves)."""

    game: Game
    search: Search

    @property
    def hand(self) -> str | None:
        """The state's field counting hands (``None``: no such field)."""
        return self.search.hand

    @property
    def depth(self) -> int:
        """The most moves a rollout makes before it is scored by the estimate."""
        return self.search.depth

    @property
    def eager(self) -> tuple[type, ...]:
        """Move classes taken whenever they are open."""
        return self.search.eager

    def budget(self, rollout: object) -> int:
        """The default simulations for ``rollout`` (heuristic rollouts cost more, so fewer).

        >>> from cardtable import open_mercy
        >>> model(open_mercy).budget("random") >= model(open_mercy).budget("heuristic")
        True
        """
        search = self.search
        return search.heuristic_simulations if rollout == "heuristic" else search.simulations

    def step(self, state: Any) -> tuple[int | None, tuple[Any, ...]]:
        """The seat that decides next and its moves; ``(None, (move,))`` for a move made for
        the table (an eager move or the host's); ``(None, ())`` once the game is over.

        >>> from cardtable import kings_mercy as km
        >>> model(km).step(km.new_game(km.Rules(players=3), seed=2))[0]
        1
        """
        game = self.game
        every = game.legal_moves(state)
        if not every:
            return None, ()
        eager = self.eager
        if eager:
            for move in every:
                if type(move) in eager:
                    return None, (move,)
        waiting = game.to_act(state)
        if waiting:
            seat = waiting[0]
            return seat, tuple(move for move in every if move.player == seat)
        return None, ((game.host_moves(state) or every)[0],)

    def rewards(self, state: Any) -> tuple[float, ...]:
        """Every seat's reward in [0, 1]: from ``outcome`` once the game is over, else ``estimate``.

        >>> from cardtable import witch_of_the_woods as ww
        >>> model(ww).rewards(ww.new_game(ww.Rules(players=4), seed=0))
        (0.25, 0.25, 0.25, 0.25)
        """
        result = self.game.outcome(state)
        if result is None:
            return self.search.estimate(state)
        points = result.points
        low, high = min(points), max(points)
        spread = high - low
        share = 1 / len(result.winners)
        return tuple(
            0.8 * (share if seat in result.winners else 0.0)
            + 0.2 * ((points[seat] - low) / spread if spread else 0.5)
            for seat in range(len(points))
        )


def model(game: Game) -> Model:
    """The search bot's model of ``game``, from its facts.

    >>> from cardtable import kings_mercy
    >>> model(kings_mercy).depth
    60
    """
    return Model(game, game.FACTS.search)

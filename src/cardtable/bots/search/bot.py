"""``SearchBot``: the search bot of every game, a ``Searcher`` over determinized samples."""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.agents import Sample
from cardtable.bots.search.model import MODELS
from cardtable.bots.search.rollout import Rollout
from cardtable.bots.search.tree import best, search
from cardtable.chance import Chance
from cardtable.game import Game
from cardtable.games import resolve

__all__ = ["SearchBot"]


class SearchBot:
    """Information-set Monte Carlo tree search over determinized samples, random rollouts.

    Each decision searches ``simulations`` iterations (default: the game's
    ``Model.simulations``, about 50 ms or less at four seats) or for
    ``milliseconds`` of wall time, whichever ends first; a time budget makes the
    bot's choices depend on the machine, so only a simulation budget is
    deterministic given the seed. ``rollout`` is an agent that plays the rollouts
    (default: uniform over the legal moves). Offered only optional moves (not in
    ``to_act``), it calls its own MERCY! and catches, and passes otherwise; on its
    turn it also calls and catches before anything else.

    >>> from cardtable import open_mercy as om
    >>> import cardtable
    >>> seats = [SearchBot(om, seed=0, simulations=4), cardtable.RandomAgent(1), cardtable.RandomAgent(2)]
    >>> final = cardtable.play(om, seats, om.Rules(players=3), seed=5)
    >>> om.outcome(final) is not None
    True
    """

    wants_samples: ClassVar[bool] = True

    __slots__ = ("_chance", "milliseconds", "model", "rollout", "simulations")

    def __init__(
        self,
        game: Game | str,
        seed: int = 0,
        *,
        simulations: int | None = None,
        milliseconds: float | None = None,
        rollout: Rollout | None = None,
    ) -> None:
        module = resolve(game)
        self.model = MODELS[module.NAME]
        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations}")
        if milliseconds is not None and milliseconds <= 0:
            raise ValueError(f"milliseconds must be positive, not {milliseconds}")
        if simulations is None and milliseconds is None:
            simulations = self.model.simulations
        self.simulations = simulations
        self.milliseconds = milliseconds
        self.rollout = rollout
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample) -> Any:
        seat = view.player
        eager = self.model.eager
        for move in moves:
            if type(move) in eager:
                return move
        if seat not in view.to_act:
            return None
        if len(moves) == 1:
            return moves[0]
        seed, self._chance = self._chance.next64()
        root = search(
            self.model,
            seat,
            moves,
            sample,
            Chance.from_seed(seed),
            simulations=self.simulations,
            milliseconds=self.milliseconds,
            rollout=self.rollout,
        )
        return best(root)

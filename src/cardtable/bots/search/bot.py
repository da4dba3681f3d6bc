"""``SearchBot``: the search bot of every game, a ``Searcher`` over determinized samples."""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.bots.search.model import model
from cardtable.bots.search.policy import policy
from cardtable.bots.search.rollout import Rollout
from cardtable.bots.search.tree import best, search
from cardtable.chance import Chance
from cardtable.game import Agent, Game, Sample, check_offer
from cardtable.games import resolve

__all__ = ["SearchBot"]


class SearchBot:
    """Information-set Monte Carlo tree search over determinized samples, heuristic or random rollouts.

    Each decision searches ``simulations`` iterations (default: the game's
    ``Model.budget`` for the rollout, under 50 ms at four seats) or for
    ``milliseconds`` of wall time, whichever ends first; a time budget makes the
    bot's choices depend on the machine, so only a simulation budget is
    deterministic given the seed. ``rollout`` plays the rollouts: ``"heuristic"``
    (a cheap version of the game's heuristic bot, ``policy``), ``"random"``
    (uniform over the legal moves), or an agent (asked with the sample's view);
    the default is the game's ``Model.rollout``, the one measured stronger within
    the default budget. ``prior`` (default: the game's ``Model.prior``) makes it
    lean towards the game's heuristic bot's move, asked with the view: that move
    counts that share of the simulations as extra visits when the most visited
    move is chosen, so the search overrules the heuristic only when clearly surer.
    Offered only optional moves (not in ``to_act``), it calls its own MERCY! and
    catches, and passes otherwise; on its turn it also calls and catches first.
    Called as a plain agent, without ``sample`` (every runner of the package hands
    a searcher one, ``cardtable.agents.ask``), it has nothing to search and plays
    as the game's heuristic bot would from the same view (at random, in a game
    without one).

    >>> from cardtable import open_mercy as om
    >>> import cardtable
    >>> seats = [SearchBot(om, seed=0, simulations=4), cardtable.RandomAgent(1), cardtable.RandomAgent(2)]
    >>> final = cardtable.play(om, seats, om.Rules(players=3), seed=5)
    >>> om.outcome(final) is not None
    True
    """

    wants_samples: ClassVar[bool] = True

    __slots__ = ("_chance", "guide", "milliseconds", "model", "prior", "rollout", "simulations")

    def __init__(
        self,
        game: Game | str,
        seed: int = 0,
        *,
        simulations: int | None = None,
        milliseconds: float | None = None,
        rollout: Rollout | str | None = None,
        prior: float | None = None,
    ) -> None:
        module = resolve(game)
        self.model = model(module)
        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations}")
        if milliseconds is not None and milliseconds <= 0:
            raise ValueError(f"milliseconds must be positive, not {milliseconds}")
        if rollout is None:
            rollout = self.model.search.rollout
        if simulations is None and milliseconds is None:
            simulations = self.model.budget(rollout)
        self.simulations = simulations
        self.milliseconds = milliseconds
        self.rollout = policy(module, rollout)
        self.prior = self.model.search.prior if prior is None else prior
        if not 0 <= self.prior < 1:
            raise ValueError(f"prior must be at least 0 and below 1, not {prior}")
        self.guide = _heuristic(module, seed) if self.prior else None
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        seat = check_offer(view, moves)
        if sample is None:
            return self._from_view(view, moves)
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
        if self.guide is None:
            return best(root)
        favoured = self.guide(view, moves)
        return best(root, favoured, self.prior * root.visits)


    def _from_view(self, view: Any, moves: tuple[Any, ...]) -> Any:
        """The move without a sample to search: the heuristic bot's, or a random one."""
        if self.guide is not None:
            return self.guide(view, moves)
        seed, self._chance = self._chance.next64()
        if any(bot.name == "heuristic" for bot in self.model.game.FACTS.bots):
            return _heuristic(self.model.game, seed)(view, moves)
        if view.player not in view.to_act:
            return None
        move, self._chance = self._chance.choice(moves)
        return move


def _heuristic(module: Game, seed: int) -> Agent:
    """The game's heuristic bot, which the search favours at the root (``prior``)."""
    for bot in module.FACTS.bots:
        if bot.name == "heuristic":
            agent: Agent = bot.factory(seed=seed)
            return agent
    raise ValueError(f"{module.NAME} has no heuristic bot for the search to lean towards (prior)")

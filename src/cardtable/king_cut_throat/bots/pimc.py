"""King Cut-Throat's ``pimc`` bot: sampled worlds, each solved exactly (perfect-information Monte Carlo).

To play a card it asks for worlds its seat cannot tell from the real one (the
game's ``determinize``: the voids shown, the turned card, its own discards, the
kitty it received and every card played are kept), solves each with the exact
trick solver (``solver``), and plays the card with the best total worth. Cards
the worlds cannot tell apart go to the ``heuristic`` bot's choice.

The budget is fixed, so a decision is deterministic for a seed: at most
``samples`` worlds and ``nodes`` search nodes in all. The worlds are solved one
after another while the nodes last; a world the nodes run out on is dropped.
Early in a three-seat hand a single world can cost more than the budget: with
no world solved, the bot plays the ``heuristic`` bot's card.

The other decisions (the first discards, ordering up and naming trump, the kitty
discard, the Showdown discard, choosing the Showdown's leader) are the
``heuristic`` bot's: solving them means solving every discard over many deals,
far past the budget.

>>> from cardtable import bots
>>> import cardtable
>>> rules = cardtable.GAMES["king-cut-throat"].Rules(max_hands=1)
>>> seats = [bots.make("king-cut-throat", name, seed=seat) for seat, name in enumerate(["pimc", "heuristic"])]
>>> final = cardtable.play("king-cut-throat", seats, rules.__class__(players=2, max_hands=1), seed=3)
>>> cardtable.GAMES["king-cut-throat"].outcome(final) is not None
True
"""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import Sample, check_offer
from cardtable.king_cut_throat.bots.heuristic import HeuristicBot
from cardtable.king_cut_throat.bots.solver import Exhausted, solve
from cardtable.king_cut_throat.moves import Play

__all__ = ["NODES", "SAMPLES", "SUMMARY", "PimcBot", "pimc"]

SAMPLES = 24
"""The most worlds a decision solves."""
NODES = 24_000
"""The most search nodes a decision spends over all its worlds: under 50 ms at three seats."""


class PimcBot:
    """Plays each card by solving sampled worlds exactly; the rest as ``heuristic``.

    ``samples`` and ``nodes`` are the budget of each card played (see the module);
    ``seed`` seeds the worlds it asks for; ``scoring_rank`` goes to the heuristic
    it leans on. Called without ``sample`` (a plain agent), it plays as ``heuristic``.

    >>> bot = PimcBot(seed=2, samples=8)
    >>> bot.samples, bot.nodes
    (8, 24000)
    """

    wants_samples: ClassVar[bool] = True

    __slots__ = ("_chance", "guide", "nodes", "samples")

    def __init__(
        self, seed: int = 0, *, samples: int = SAMPLES, nodes: int = NODES, scoring_rank: str = "king"
    ) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        if nodes < 1:
            raise ValueError(f"nodes must be at least 1, not {nodes}")
        self.samples, self.nodes = samples, nodes
        self.guide = HeuristicBot(seed=seed, scoring_rank=scoring_rank)
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        seat = check_offer(view, moves)
        favoured = self.guide(view, moves)
        if sample is None or len(moves) == 1 or not isinstance(moves[0], Play):
            return favoured
        seed, self._chance = self._chance.next64()
        chance = Chance.from_seed(seed)
        totals: dict[Card, float] = {move.card: 0.0 for move in moves}
        left = self.nodes
        solved = 0
        for _ in range(self.samples):
            world, chance = chance.next64()
            try:
                found = solve(sample(world), seat, left)
            except Exhausted:
                break
            left -= found.nodes
            solved += 1
            for card, worth in found.values.items():
                totals[card] += worth
        if not solved:
            return favoured
        top = max(totals.values())
        if totals[favoured.card] >= top:
            return favoured  # the worlds cannot tell it from the best: keep the heuristic's card
        return next(move for move in moves if totals[move.card] >= top)


def pimc(seed: int = 0, samples: int = SAMPLES, nodes: int = NODES, scoring_rank: str = "king") -> PimcBot:
    """Plays each card by solving sampled worlds exactly; the rest as ``heuristic``.

    >>> pimc(seed=1).samples
    24
    """
    return PimcBot(seed=seed, samples=samples, nodes=nodes, scoring_rank=scoring_rank)


SUMMARY = (
    "Plays each card by dealing worlds consistent with its view and solving each exactly"
    " (alpha-beta over the tricks left, King points and hand scoring), playing the best"
    " total; discards and names trump as the heuristic does."
)
"""How ``pimc`` plays, in a sentence."""

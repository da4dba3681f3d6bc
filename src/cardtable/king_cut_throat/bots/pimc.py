"""King Cut-Throat's ``pimc`` bot: sampled worlds, each solved exactly (perfect-information Monte Carlo).

To play a card it asks for worlds its seat cannot tell from the real one (the
game's ``determinize``: the voids shown, the turned card, its own discards, the
kitty it received and every card played are kept), solves each with the exact
trick solver (``solver``), and plays the card with the best total worth. Cards
the worlds cannot tell apart go to the ``heuristic`` bot's choice.

The budget is fixed, so a decision is deterministic for a seed: at most
``samples`` worlds and ``nodes`` search nodes in all. The worlds are solved one
after another while the nodes last; a world the nodes run out on is dropped.
Early in a three-seat hand (from ``BOUND_FROM`` cards in hand) a world is
solved only as far as it takes to find its best card (``solve(exact=False)``):
each other card is searched until it is shown no better and counts at that
bound, a third of the nodes or less, so that enough worlds fit in the budget.
Each world counts by how likely it makes the bids the other seats made
(``bids``). When fewer than ``MIN_WORLDS`` worlds fit, the bot plays the
``heuristic`` bot's card.

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

from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import Sample, check_offer
from cardtable.king_cut_throat.bots.bids import Bids
from cardtable.king_cut_throat.bots.heuristic import HeuristicBot
from cardtable.king_cut_throat.bots.solver import Exhausted, Solution, solve, worth
from cardtable.king_cut_throat.deck import STRENGTH, TRUMP_BASE
from cardtable.king_cut_throat.engine import apply_move
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, Play
from cardtable.king_cut_throat.state import SHOWDOWN_DISCARD, SHOWDOWN_LEAD, State
from cardtable.king_cut_throat.tricks import SCORING_RANK

__all__ = ["BOUND_FROM", "MIN_WORLDS", "NODES", "SAMPLES", "SUMMARY", "PimcBot", "pimc"]

SAMPLES = 24
"""The most worlds a decision solves."""
NODES = 24_000
"""The most search nodes a decision spends over all its worlds: under 50 ms at three seats."""
STEP = 100
"""What a move made through the engine counts against the budget, in search nodes (about its time)."""
MIN_WORLDS = 4
"""Fewer worlds solved than this within the budget, and the heuristic's move is played."""
BOUND_FROM = 6
"""From this many cards in hand, at three seats, a world's cards other than its best are only bounded."""


class PimcBot:
    """Plays each card by solving sampled worlds exactly; the rest as ``heuristic``.

    ``samples`` and ``nodes`` are the budget of each card played (see the module);
    ``seed`` seeds the worlds it asks for; ``scoring_rank`` goes to the heuristic
    it leans on; ``bound_from`` is the hand size from which a three-seat world is
    only solved for its best card; ``weighted`` weights the worlds by the others'
    bids. Called without ``sample`` (a plain agent), it plays as ``heuristic``.

    >>> bot = PimcBot(seed=2, samples=8)
    >>> bot.samples, bot.nodes, bot.bound_from, bot.weighted
    (8, 24000, 6, True)
    """

    wants_samples: ClassVar[bool] = True

    __slots__ = ("_chance", "bound_from", "guide", "nodes", "samples", "weighted")

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int = SAMPLES,
        nodes: int = NODES,
        scoring_rank: str = "king",
        bound_from: int = BOUND_FROM,
        weighted: bool = True,
    ) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        if nodes < 1:
            raise ValueError(f"nodes must be at least 1, not {nodes}")
        self.samples, self.nodes = samples, nodes
        self.bound_from, self.weighted = bound_from, weighted
        self.guide = HeuristicBot(seed=seed, scoring_rank=scoring_rank)
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        seat = check_offer(view, moves)
        favoured = self.guide(view, moves)
        if sample is None or len(moves) == 1:
            return favoured
        if isinstance(moves[0], Play):
            # Heads-up every world fits the budget solved exactly.
            exact = len(view.hand) < self.bound_from or len(view.scores) == 2

            def solver(world: State, left: int, first: Any) -> Solution:
                return solve(world, seat, left, first=first, exact=exact)

            return self._best(seat, moves, favoured, sample, solver, self._bids(view, seat))
        if view.phase == SHOWDOWN_DISCARD:
            discards = partial(_showdown_discards, seat, moves)
            return self._best(seat, moves, favoured, sample, discards, self._bids(view, seat))
        return favoured

    def _bids(self, view: Any, seat: int) -> Bids:
        """The other seats' bids this hand, when the worlds are weighted by them."""
        return Bids.read(view.history if self.weighted else (), seat)

    def _best(
        self, seat: int, moves: tuple[Any, ...], favoured: Any, sample: Sample, solver: Solver, bids: Bids
    ) -> Any:
        """The move with the best total worth over the worlds solved within the budget, each
        world weighted by how likely it makes the others' bids; the heuristic's move when it
        is among the best, or when too few worlds were solved."""
        seed, self._chance = self._chance.next64()
        chance = Chance.from_seed(seed)
        totals: dict[Any, float] = {}
        left = self.nodes
        solved = 0
        for _ in range(self.samples):
            world, chance = chance.next64()
            state = sample(world)
            # The best so far first: it is likeliest the best in this world too.
            first = max(totals, key=totals.__getitem__) if totals else _key(favoured)
            try:
                found = solver(state, left, first)
            except Exhausted:
                break
            left -= found.nodes
            solved += 1
            weight = bids.weight(state)
            for key, value in found.values.items():
                totals[key] = totals.get(key, 0.0) + weight * value
        if solved < MIN_WORLDS:
            return favoured  # a world or two is a guess, not an estimate
        keys = [_key(move) for move in moves]
        top = max(totals[key] for key in keys)
        if totals[_key(favoured)] >= top:
            return favoured  # the worlds cannot tell it from the best: keep the heuristic's move
        return next(move for move, key in zip(moves, keys, strict=True) if totals[key] >= top)


Solver = Callable[[State, int, Any], Solution]
"""Solves one world within a node budget, the move keyed third tried first: the worth of
each move (keyed by ``_key``)."""


def _key(move: Any) -> Any:
    """How a solve names a move: a card played, or the card a Showdown discard puts down."""
    return move.card if isinstance(move, Play) else move.cards[0]


def _showdown_discards(
    seat: int, moves: tuple[Any, ...], world: State, nodes: int, first: Any = None
) -> Solution:
    """The worth of each Showdown discard in ``world``: the other player, if still to
    discard, throws its least useful card (``_throw``), the mediator (when the option
    lets it) has the lower score lead as the heuristic would, and the five tricks are solved."""
    values: dict[Card | None, float] = {}
    left = nodes
    for move in moves:
        left -= STEP
        state = apply_move(world, move)
        if state.phase == SHOWDOWN_DISCARD:
            other = state.to_act[0]
            left -= STEP
            state = apply_move(state, Discard(other, (_throw(state, other),)))
        if state.phase == SHOWDOWN_LEAD:
            mediator = state.to_act[0]
            leader = min((s for s in range(3) if s != mediator), key=lambda s: state.scores[s])
            left -= STEP
            state = apply_move(state, ChooseLeader(mediator, leader))
        if left < 0:
            raise Exhausted
        found = worth(state, seat, left)
        left -= found.nodes
        values[move.cards[0]] = found.values[None]
    return Solution(values, nodes - left)


def _throw(state: State, seat: int) -> Card:
    """The card a Showdown player throws in a world: its weakest card that is neither a trump
    nor the scoring card, else its weakest."""
    trump = state.trump
    assert trump is not None, "trump carries over to the Showdown"
    strength = STRENGTH[trump, state.rules.scoring_rank == "queen"]
    scorer = SCORING_RANK[state.rules.scoring_rank]
    hand = state.hands[seat]
    spare = [card for card in hand if strength[card] < TRUMP_BASE and card.rank is not scorer]
    return min(spare or hand, key=lambda card: strength[card])


def pimc(
    seed: int = 0,
    samples: int = SAMPLES,
    nodes: int = NODES,
    scoring_rank: str = "king",
    bound_from: int = BOUND_FROM,
    weighted: bool = True,
) -> PimcBot:
    """Plays each card by solving sampled worlds exactly; the rest as ``heuristic``.

    >>> pimc(seed=1).samples
    24
    """
    return PimcBot(
        seed=seed,
        samples=samples,
        nodes=nodes,
        scoring_rank=scoring_rank,
        bound_from=bound_from,
        weighted=weighted,
    )


SUMMARY = (
    "Plays each card by dealing worlds consistent with its view and solving each exactly"
    " (alpha-beta over the tricks left, King points and hand scoring), playing the best"
    " total; discards and names trump as the heuristic does."
)
"""How ``pimc`` plays, in a sentence."""

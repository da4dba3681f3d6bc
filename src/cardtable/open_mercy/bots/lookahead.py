"""Open Mercy's search: many determinized samples, each candidate move rolled out by the heuristic.

``Lookahead`` is a searcher (``cardtable.agents``): on its turn it asks for
states its seat cannot tell from the real one, plays every candidate move in
each (the same samples for every candidate, so the comparison is paired), lets
the heuristic play both sides on from there for at most ``depth`` moves, and
keeps the move with the best mean result: a win 1, a loss 0, an unfinished game
scored by the hand sizes (or, with ``judge``, by ``judged``). Calls and catches
it makes at once, like the heuristic; off its turn it makes nothing else. It
never sees the state itself, only its view and the samples.

Its budget: ``samples`` deals for every candidate; or, with ``rollouts``, that
many rollouts a decision shared out by sequential halving (``samples`` the
fewest deals a round). With ``infer`` each deal is fitted to what the opponents'
draws showed (``belief.py``).

>>> from cardtable import open_mercy as om
>>> from cardtable.agents import play
>>> seats = [Lookahead(seed=1, samples=2), Lookahead(seed=2, samples=2)]
>>> final = play(om, seats, om.Rules(players=2), seed=5)
>>> om.outcome(final) is not None
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from cardtable.chance import Chance
from cardtable.game import check_offer
from cardtable.open_mercy.bots.belief import agreeing, read_voids
from cardtable.open_mercy.bots.heuristic import choose, duty, favourite
from cardtable.open_mercy.deck import Card, Color
from cardtable.open_mercy.determinize import known_cards
from cardtable.open_mercy.engine import apply_move, legal_moves, to_act
from cardtable.open_mercy.moves import Play
from cardtable.open_mercy.state import Pending, State

__all__ = [
    "FLAT_TERMINATOR",
    "TERMINATOR",
    "ZENITH",
    "Lookahead",
    "Table",
    "flat_terminator",
    "judged",
    "rollout",
    "terminator",
]

Sample = Callable[[int], State]
"""``sample(seed) -> State``: a deal the seat cannot tell from the real one (``cardtable.agents``)."""
ZENITH: dict[str, Any] = {"samples": 2, "depth": 16, "infer": True}
"""Zenith's budget: 2 determinized deals per decision fitted to what the opponents' draws
showed, each candidate rolled out 16 moves."""
TERMINATOR: dict[str, Any] = {"samples": 2, "depth": 24, "rollouts": 64, "infer": True, "judge": True}
"""Terminator's budget (OM23's top rung): 64 rollouts of 24 moves a decision, shared out by
sequential halving (at least 2 deals a round), on deals fitted to what the opponents'
draws showed, a rollout cut short judged by ``judged``."""
FLAT_TERMINATOR: dict[str, Any] = {"samples": 12, "depth": 24}
"""Terminator's first budget: every candidate rolled out on the same 12 random deals."""


class Table:
    """The heuristic's picture of a sampled state for one seat (what a ``View`` gives it)."""

    __slots__ = ("catchable", "color", "hand", "hand_sizes", "pending", "player", "stack", "to_act", "top")

    def __init__(self, state: State, player: int, waiting: tuple[int, ...]) -> None:
        self.player = player
        self.hand: tuple[Card, ...] = state.hands[player]
        self.to_act = waiting
        self.hand_sizes = tuple(len(hand) for hand in state.hands)
        self.top: Card = state.pile[-1]
        self.color: Color = state.color
        self.stack: int = state.stack
        self.catchable: tuple[int, ...] = state.catchable
        self.pending: Pending | None = state.pending


def _score(state: State, me: int) -> float:
    """A finished game's result for ``me`` (1 or 0), else a guess from the hand sizes."""
    if state.winners:
        return 1.0 if me in state.winners else 0.0
    sizes = [len(hand) for seat, hand in enumerate(state.hands) if not state.eliminated[seat]]
    mine = len(state.hands[me]) if not state.eliminated[me] else 25
    best_other = min((size for seat, size in enumerate(sizes) if seat != me), default=25)
    return min(1.0, max(0.0, 0.5 + 0.06 * (best_other - mine)))


def judged(state: State, me: int) -> float:
    """A finished game's result for ``me`` (1 or 0), else ``me``'s chance of winning from here
    between two heuristic players, by a logistic fit over their heads-up games (against the
    seat still in with the fewest cards, at a bigger table).

    The fit (1,500 games of the heuristic against itself, 121,000 positions) says a position
    far from the end is close to a coin toss: a card fewer is worth 0.05 in log-odds, a wild
    or a big draw card (4 or more) in hand 0.12 and 0.19, holding one card 0.55, two 0.21.
    So a rollout cut short counts for little next to one that ends, as it should.

    >>> from cardtable import open_mercy as om
    >>> round(judged(om.new_game(om.Rules(players=2), seed=1), 0), 2)
    0.48
    """
    if state.winners:
        return 1.0 if me in state.winners else 0.0
    hands = state.hands
    mine = hands[me]
    if state.eliminated[me]:
        return 0.0
    theirs = min(
        (hand for seat, hand in enumerate(hands) if seat != me and not state.eliminated[seat]), key=len
    )
    ours, others = len(mine), len(theirs)
    wilds = big = 0
    for card in mine:
        wilds += card.is_wild
        big += card.draw >= 4
    for card in theirs:
        wilds -= card.is_wild
        big -= card.draw >= 4
    facing = state.stack if me in state.to_act else -state.stack
    odds = (
        0.052 * (others - ours)
        + 0.117 * wilds
        + 0.188 * big
        - 0.04 * facing
        + (0.075 if me in state.to_act else -0.075)
        + 0.009 * (max(0, ours - 14) - max(0, others - 14))
        + 0.343 * ((ours <= 1) - (others <= 1))
        + 0.208 * ((ours <= 2) - (others <= 2))
        + 0.032 * ((ours <= 4) - (others <= 4))
    )
    return 1.0 / (1.0 + math.exp(-odds))


def _uncalled(state: State) -> bool:
    """Whether a seat holds one or two cards without a call (a plain loop: rollouts ask at every move)."""
    for hand, called in zip(state.hands, state.called, strict=True):
        if 0 < len(hand) <= 2 and not called:
            return True
    return False


def _answers(state: State, last: int) -> State:
    """Every seat's calls and catches after a move, clockwise from the seat after ``last``."""
    players = len(state.hands)
    while state.catchable or _uncalled(state):
        waiting = to_act(state)
        for step in range(1, players + 1):
            seat = (last + step) % players
            if seat in waiting or state.eliminated[seat]:
                continue
            move = duty(None, legal_moves(state, seat))
            if move is not None:
                state = apply_move(state, move)
                last = seat
                break
        else:
            return state
    return state


def rollout(
    state: State, me: int, depth: int, last: int, score: Callable[[State, int], float] | None = None
) -> float:
    """Play on from ``state``, the heuristic at every seat, for at most ``depth`` moves; score it for ``me``.

    >>> from cardtable import open_mercy as om
    >>> 0.0 <= rollout(om.new_game(om.Rules(players=2), seed=1), 0, 20, 1) <= 1.0
    True
    """
    for _ in range(depth):
        if state.winners:
            break
        state = _answers(state, last)
        if state.winners:
            break
        waiting = to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        moves = legal_moves(state, seat)
        move = choose(Table(state, seat, waiting), moves)
        state = apply_move(state, move)
        last = seat
    return (score or _score)(state, me)


def candidates(seen: Any, moves: tuple[Any, ...]) -> tuple[Any, ...]:
    """The moves worth searching: every move, but a wild's play only naming the color held most."""
    kept = []
    for move in moves:
        if (
            type(move) is Play
            and move.color is not None
            and move.color is not favourite(seen.hand, move.card)
        ):
            continue
        kept.append(move)
    return tuple(kept)


class Lookahead:
    """Determinized lookahead: ``samples`` deals, each candidate rolled out ``depth`` moves.

    Called as a plain agent, without ``sample`` (a searcher is handed one by every
    runner of the package, ``cardtable.agents.ask``), it has no deal to search and
    plays the heuristic's move, as ``heuristic`` would from the same view.

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(om.Rules(players=2), seed=3)
    >>> Lookahead(seed=1)(om.view(state, 0), om.legal_moves(state, 0)) in om.legal_moves(state, 0)
    True
    """

    wants_samples: ClassVar[bool] = True
    __slots__ = ("_chance", "depth", "infer", "judge", "rollouts", "samples")

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int = 6,
        depth: int = 40,
        rollouts: int | None = None,
        infer: bool = False,
        judge: bool = False,
    ) -> None:
        self._chance = Chance.from_seed(seed)
        self.samples = samples
        self.depth = depth
        self.rollouts = rollouts
        self.infer = infer
        self.judge = judge

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        check_offer(view, moves)
        if sample is None:
            return choose(view, moves)
        must = duty(view, moves)
        if must is not None or view.player not in view.to_act:
            return must
        options = candidates(view, moves)
        if len(options) == 1:
            return options[0]
        deal = self._dealer(view, sample)
        if self.rollouts is None:
            totals = self._compare(deal, view.player, options, range(len(options)), self.samples)
            best = max(range(len(options)), key=lambda index: (totals[index], -index))
            return options[best]
        return options[self._halving(deal, view.player, options)]

    def _dealer(self, view: Any, sample: Sample) -> Callable[[], State]:
        """Each call the next sampled deal (fitted to the opponents' voids when ``infer``)."""
        voids: list[Any] = []
        known: tuple[tuple[Card, ...], ...] = ()

        def deal() -> State:
            nonlocal voids, known
            seed, self._chance = self._chance.next64()
            state = sample(seed >> 1)
            if not self.infer:
                return state
            if not known:
                voids = read_voids(view, state.origin.rules.stacking)
                known = known_cards(state, view.player)
            return agreeing(state, view.player, voids, known) if any(voids) else state

        return deal

    def _compare(
        self,
        deal: Callable[[], State],
        me: int,
        options: tuple[Any, ...],
        alive: Iterable[int],
        deals: int,
        totals: list[float] | None = None,
    ) -> list[float]:
        """Each option's total result: ``totals`` (zeros if ``None``) with the results of the
        ``alive`` options over ``deals`` new deals added."""
        if totals is None:
            totals = [0.0] * len(options)
        score = judged if self.judge else _score
        for _ in range(deals):
            state = deal()
            for index in alive:
                totals[index] += rollout(apply_move(state, options[index]), me, self.depth, me, score)
        return totals

    def _halving(self, deal: Callable[[], State], me: int, options: tuple[Any, ...]) -> int:
        """Sequential halving over ``rollouts``: every round plays the options still in on
        fresh deals (the same deals for each, so the comparison stays paired), then keeps
        the better half; the last one left is the move."""
        alive = list(range(len(options)))
        rounds = max(1, (len(options) - 1).bit_length())
        totals = [0.0] * len(options)
        for _ in range(rounds):
            deals = max(self.samples, (self.rollouts or 0) // (rounds * len(alive)))
            self._compare(deal, me, options, alive, deals, totals)
            alive.sort(key=lambda index: (-totals[index], index))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
            if len(alive) == 1:
                break
        return alive[0]


def flat_terminator(seed: int = 0) -> Lookahead:
    """Terminator as it first played: ``Lookahead`` with the ``FLAT_TERMINATOR`` budget, kept
    as the yardstick the stronger one is measured against.

    >>> flat_terminator(4).samples, flat_terminator(4).rollouts
    (12, None)
    """
    return Lookahead(seed, **FLAT_TERMINATOR)


def terminator(seed: int = 0) -> Lookahead:
    """Terminator, the top of the ladder: ``Lookahead`` with the ``TERMINATOR`` budget.

    >>> terminator(4).samples == TERMINATOR["samples"]
    True
    """
    return Lookahead(seed, **TERMINATOR)

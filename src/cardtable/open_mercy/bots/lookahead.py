"""Open Mercy's search: many determinized samples, each candidate move rolled out by the heuristic.

``Lookahead`` is a searcher (``cardtable.agents``): on its turn it asks for
``samples`` states its seat cannot tell from the real one, plays every candidate
move in each (the same samples for every candidate, so the comparison is
paired), lets the heuristic play both sides on from there for at most ``depth``
moves, and keeps the move with the best mean result: a win 1, a loss 0, an
unfinished game scored by the hand sizes. Calls and catches it makes at once,
like the heuristic; off its turn it makes nothing else. It never sees the state
itself, only its view and the samples.

>>> from cardtable import open_mercy as om
>>> from cardtable.agents import play
>>> seats = [Lookahead(seed=1, samples=2), Lookahead(seed=2, samples=2)]
>>> final = play(om, seats, om.Rules(players=2), seed=5)
>>> om.outcome(final) is not None
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from cardtable.chance import Chance
from cardtable.game import check_offer
from cardtable.open_mercy.bots.heuristic import choose, duty, favourite
from cardtable.open_mercy.deck import Card, Color
from cardtable.open_mercy.engine import apply_move, legal_moves, to_act
from cardtable.open_mercy.moves import Play
from cardtable.open_mercy.state import Pending, State

__all__ = ["TERMINATOR", "ZENITH", "Lookahead", "Table", "rollout", "terminator"]

Sample = Callable[[int], State]
"""``sample(seed) -> State``: a deal the seat cannot tell from the real one (``cardtable.agents``)."""
ZENITH: dict[str, int] = {"samples": 2, "depth": 16}
"""Zenith's budget: determinized deals per decision, and moves per rollout."""
TERMINATOR: dict[str, int] = {"samples": 12, "depth": 24}
"""Terminator's budget (OM23's top rung)."""


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


def _answers(state: State, last: int) -> State:
    """Every seat's calls and catches after a move, clockwise from the seat after ``last``."""
    players = len(state.hands)
    while state.catchable or any(
        0 < len(hand) <= 2 and not called for hand, called in zip(state.hands, state.called, strict=True)
    ):
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


def rollout(state: State, me: int, depth: int, last: int) -> float:
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
    return _score(state, me)


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
    __slots__ = ("_chance", "depth", "samples")

    def __init__(self, seed: int = 0, *, samples: int = 6, depth: int = 40) -> None:
        self._chance = Chance.from_seed(seed)
        self.samples = samples
        self.depth = depth

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
        me = view.player
        totals = [0.0] * len(options)
        for _ in range(self.samples):
            seed, self._chance = self._chance.next64()
            state = sample(seed >> 1)
            for index, move in enumerate(options):
                totals[index] += rollout(apply_move(state, move), me, self.depth, me)
        best = max(range(len(options)), key=lambda index: (totals[index], -index))
        return options[best]


def terminator(seed: int = 0) -> Lookahead:
    """Terminator, the top of the ladder: ``Lookahead`` with the ``TERMINATOR`` budget.

    >>> terminator(4).samples == TERMINATOR["samples"]
    True
    """
    return Lookahead(seed, **TERMINATOR)

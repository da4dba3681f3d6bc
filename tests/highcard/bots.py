"""High Card's heuristic bot, and the search bot's rollout and estimate."""

from __future__ import annotations

from cardtable.game import check_offer
from tests.highcard.engine import State
from tests.highcard.rules import Bet, Call, Check, Fold, Move
from tests.highcard.view import View

GOOD = 14
"""A total of ranks worth betting and calling on."""


def _play(total: int, moves: tuple[Move, ...]) -> Move:
    kinds = {type(move): move for move in moves}
    if total >= GOOD:
        return kinds.get(Bet) or kinds.get(Call) or moves[0]
    return kinds.get(Check) or kinds.get(Fold) or moves[0]


class Heuristic:
    """Bets and calls with a total of ranks of 14 or more, checks or folds otherwise."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def __call__(self, view: View, moves: tuple[Move, ...], /) -> Move:
        check_offer(view, moves)
        return _play(sum(card.rank for card in view.hand), moves)


def rollout(state: State, seat: int, moves: tuple[Move, ...]) -> Move:
    """The search bot's rollout: the heuristic, reading the sampled state."""
    return _play(sum(card.rank for card in state.hands[seat]), moves)


def unit_share(state: State) -> tuple[float, ...]:
    """Each seat's share of the units at the table."""
    total = sum(state.units) or 1
    return tuple(held / total for held in state.units)

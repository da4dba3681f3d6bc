"""``Away``: a game's disconnect rule at an online table, declared in its facts (``Facts.away``).

A seat whose person has gone keeps the seat; once the seat has waited ``grace``
seconds, the table's clock moves for it, never with a free choice on its behalf:

- a game whose rules have a clock of their own (Open Mercy's ``TimeOut``, OM18) names
  that host move (``clock``) and the rules decide what the seat does;
- any other game lists its move classes from the one that commits the seat to least
  (``safest``): the first class among the seat's legal moves is the one made, and among
  moves of one class the one giving up the lowest cards (then the lowest seat named).

>>> from cardtable import kings_mercy as km
>>> state = km.new_game(km.Rules(players=3), seed=2)
>>> str(km.FACTS.away.stand_in(km, state, 1))
'seat 1 checks'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from cardtable.cards import Card, Rank

__all__ = ["GRACE", "Away"]

GRACE = 30
"""The grace period of a game that names none, in seconds: a betting or naming decision takes
a little longer than a draw."""


@attrs.frozen
class Away:
    """How an online table moves for a seat whose person is away: after ``grace`` seconds,
    ``clock(seat)`` (the game's own host move for it) if the game has one, else the seat's
    safest legal move by the order of ``safest`` (move classes, safest first)."""

    grace: int = GRACE
    safest: tuple[type, ...] = ()
    clock: Callable[[int], Any] | None = None

    def stand_in(self, game: Any, state: Any, seat: int) -> Any:
        """The move the clock makes for ``seat`` of ``state`` (``game`` the game's module).

        >>> from cardtable import kings_mercy as km
        >>> state = km.apply_move(km.new_game(km.Rules(players=3), seed=2), km.Bet(1))
        >>> str(km.FACTS.away.stand_in(km, state, 2))
        'seat 2 folds'
        """
        if self.clock is not None:
            return self.clock(seat)
        moves = game.legal_moves(state, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no move to make")
        for kind in self.safest:
            of_kind = [move for move in moves if type(move) is kind]
            if of_kind:
                return min(of_kind, key=_lowness)
        return moves[0]


def _lowness(move: Any) -> tuple[Any, ...]:
    """How much a move gives up, least first: its cards by rank (the Ace high, jokers highest),
    then the seat it names; moves of one class differ only in these."""
    cards = getattr(move, "cards", None)
    if cards is None:
        given = getattr(move, "give", getattr(move, "card", None))
        cards = () if given is None else (given,)
    ranks = sorted((_rank(card) for card in cards), reverse=True)
    return (tuple(ranks), getattr(move, "target", getattr(move, "leader", 0)), str(move))


def _rank(card: Card) -> tuple[int, int]:
    rank = card.rank
    return (14 if rank is Rank.ACE else int(rank)), int(card)

"""The disconnect rule of every game: a seat whose member is away keeps its seat, and after a
grace period the clock makes its forced or safest move for it, never a free choice.

``GRACE_SECONDS`` is each game's period: how long the seat the game waits on may wait
for a member who is away before the clock moves for it. ``stand_in(table, state, seat)``
is that move. Open Mercy's is the game's own ``TimeOut`` (OM18: the clock draws for the
seat, one time-out per choice, OM22), a host move. The other games have no clock in their
rules, so the move made is one of the seat's own legal moves, the one that commits the
seat to least, chosen by a fixed order (``SAFEST``) and, among moves of one kind, the one
giving up the lowest cards:

- King's Mercy: check if it may, else fold (no units put in on the seat's behalf); at
  the Fool's Mercy decision, decline (the hand goes on as dealt).
- King Cut-Throat: pass a naming round (name trump only when the rules force it), play
  the lowest legal card, discard the lowest cards, and as mediator let the first seat
  offered lead.
- Witch of the Woods: stand (add nothing), fold rather than match a raise, keep the hand
  (stand pat) rather than draw, put back the lowest cards, and make the forced trade
  with the lowest card to the first seat offered.

>>> GRACE_SECONDS["open-mercy"], GRACE_SECONDS["kings-mercy"]
(20, 30)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from cardtable.cards import Card, Rank
from cardtable.games import GAMES
from cardtable.online.rooms.open_mercy import OPEN_MERCY, TimeOut

__all__ = ["GRACE_SECONDS", "SAFEST", "grace", "stand_in"]

GRACE_SECONDS: Mapping[str, int] = MappingProxyType(
    {
        OPEN_MERCY: 20,  # OM18: "the game waits 20 seconds and then draws for them"
        "kings-mercy": 30,  # a betting decision: a little longer than a draw
        "king-cut-throat": 30,  # discards and naming rounds take some thought
        "witch-of-the-woods": 30,
    }
)
"""Each game's grace period in seconds, after which the clock moves for a seat whose member is
away (from the later of the moment the seat began waiting and the moment they went)."""
DEFAULT_GRACE = 30
"""The grace period of a game registered at run time, which has no entry of its own."""

SAFEST: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "kings-mercy": ("Check", "Fold", "DeclineMercy"),
        "king-cut-throat": ("Pass", "Play", "Discard", "ChooseLeader", "NameTrump", "OrderUp"),
        "witch-of-the-woods": ("Stand", "Fold", "StandPat", "ReturnToCamp", "WitchTrade"),
    }
)
"""For each game without a clock in its rules, its move kinds from the safest on: the first kind
among the seat's legal moves is the one made (see the module docstring)."""


def grace(table: str) -> int:
    """The grace period of ``table``'s disconnect rule, in seconds.

    >>> grace("witch-of-the-woods")
    30
    """
    return GRACE_SECONDS.get(table, DEFAULT_GRACE)


def stand_in(table: str, state: Any, seat: int) -> Any:
    """The move the clock makes for ``seat``, whose member is away, once its grace is over: Open
    Mercy's ``TimeOut``; in another game the seat's safest legal move (``SAFEST``, the lowest
    cards among moves of one kind); the first legal move of a game with no order of its own.

    >>> from cardtable import kings_mercy as km
    >>> state = km.new_game(km.Rules(players=3), seed=2)
    >>> str(stand_in("kings-mercy", state, 1))
    'seat 1 checks'
    >>> state = km.apply_move(state, km.Bet(1))
    >>> str(stand_in("kings-mercy", state, 2))
    'seat 2 folds'
    """
    if table == OPEN_MERCY:
        return TimeOut.of(seat)
    moves = GAMES[table].legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    for kind in SAFEST.get(table, ()):
        of_kind = [move for move in moves if type(move).__name__ == kind]
        if of_kind:
            return min(of_kind, key=_lowness)
    return moves[0]


def _lowness(move: Any) -> tuple[Any, ...]:
    """How much a move gives up, least first: its cards by rank (the Ace high, jokers highest),
    then the seat it names; moves of one kind differ only in these."""
    cards = getattr(move, "cards", None)
    if cards is None:
        give = getattr(move, "give", getattr(move, "card", None))
        cards = () if give is None else (give,)
    ranks = sorted((_rank(card) for card in cards), reverse=True)
    return (tuple(ranks), getattr(move, "target", getattr(move, "leader", 0)), str(move))


def _rank(card: Card) -> tuple[int, int]:
    rank = card.rank
    value = 14 if rank is Rank.ACE else int(rank)
    return value, int(card)

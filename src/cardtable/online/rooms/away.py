"""The disconnect rule of every game: a seat whose member is away keeps its seat, and after a
grace period the clock makes its forced or safest move for it, never a free choice.

Each game declares its rule in its facts (``Facts.away``, a ``cardtable.core.away.Away``):
Open Mercy's is the game's own ``TimeOut`` after 20 seconds (OM18: the clock draws for the
seat, one time-out per choice, OM22), a host move. The other games have no clock in their
rules, so after 30 seconds the move made is one of the seat's own legal moves, the one that
commits the seat to least:

- King's Mercy: check if it may, else fold (no units put in on the seat's behalf); at
  the Fool's Mercy decision, decline (the hand goes on as dealt).
- King Cut-Throat: pass a naming round (name trump only when the rules force it), play
  the lowest legal card, discard the lowest cards, and as mediator let the first seat
  offered lead.
- Witch of the Woods: stand (add nothing), fold rather than match a raise, keep the hand
  (stand pat) rather than draw, put back the lowest cards, and make the forced trade
  with the lowest card to the first seat offered.

>>> grace("open-mercy"), grace("kings-mercy")
(20, 30)
"""

from __future__ import annotations

from typing import Any

from cardtable.games import GAMES

__all__ = ["grace", "stand_in"]


def grace(table: str) -> int:
    """The grace period of ``table``'s disconnect rule, in seconds.

    >>> grace("witch-of-the-woods")
    30
    """
    return GAMES[table].FACTS.away.grace


def stand_in(table: str, state: Any, seat: int) -> Any:
    """The move the clock makes for ``seat``, whose member is away, once its grace is over.

    >>> from cardtable import kings_mercy as km
    >>> state = km.new_game(km.Rules(players=3), seed=2)
    >>> str(stand_in("kings-mercy", state, 1))
    'seat 1 checks'
    >>> state = km.apply_move(state, km.Bet(1))
    >>> str(stand_in("kings-mercy", state, 2))
    'seat 2 folds'
    """
    game = GAMES[table]
    return game.FACTS.away.stand_in(game, state, seat)

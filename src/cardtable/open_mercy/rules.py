"""Open Mercy's options: how many play (OM1) and what may go on a live draw stack (OM5)."""

from __future__ import annotations

from typing import Literal

import attrs

from cardtable.core import one_of, ranged

MAX_PLAYERS = 20
"""A room holds up to 20 players (OM1)."""

Stacking = Literal["official", "house", "casual"]
STACKING: tuple[Stacking, ...] = ("official", "house", "casual")
"""The stacking modes, the default first (OM5; ``deck.can_play`` reads them)."""


@attrs.frozen(kw_only=True)
class Rules:
    """The table's options; the defaults are the official game.

    - ``players``: players at the table, 2 to 20 (OM1).
    - ``stacking``: the stacking mode, official, house or casual (OM5).

    >>> Rules()
    Rules(players=4, stacking='official')
    >>> Rules(players=21)
    Traceback (most recent call last):
    ...
    ValueError: players must be 2 to 20, not 21
    >>> Rules(stacking="loose")
    Traceback (most recent call last):
    ...
    ValueError: stacking must be one of 'official', 'house', 'casual', not 'loose'
    """

    players: int = ranged(4, 2, MAX_PLAYERS)
    stacking: Literal["official", "house", "casual"] = one_of("official", STACKING)

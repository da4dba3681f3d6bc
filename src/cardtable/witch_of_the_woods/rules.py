"""The table's options for Witch of the Woods (RULINGS WW1, WW3, WW7, WW8)."""

from __future__ import annotations

from typing import Literal

import attrs

from cardtable.core import flag, one_of, optional_ranged, ranged


@attrs.frozen(kw_only=True)
class Rules:
    """How this table plays. The defaults are the standard game.

    - ``players``: 2 to 8 (WW1).
    - ``betting``: play for units (WW3); off by default.
    - ``buy_in``: units each player pays into the pot per hand, with betting.
    - ``max_add``: the most one addition may be, with betting.
    - ``starting_units``: each player's stack at the start, with betting.
    - ``tie_convention``: what settles a tie still standing after the Camp draw
      (WW7): ``"A"`` rounds of cards off the deck, ``"B"`` a tied Witch holder
      wins (else A), ``"C"`` the hand is drawn.
    - ``hands_to_win``: the hands a player must win to win the game (WW8).
    - ``max_hands``: stop after this many hands (``None``: no limit).

    >>> Rules()  # doctest: +NORMALIZE_WHITESPACE
    Rules(players=4, betting=False, buy_in=1, max_add=5, starting_units=20,
          tie_convention='A', hands_to_win=3, max_hands=None)
    >>> Rules(players=9)
    Traceback (most recent call last):
    ...
    ValueError: players must be 2 to 8, not 9
    >>> Rules(betting=True, buy_in=6, starting_units=5)
    Traceback (most recent call last):
    ...
    ValueError: buy_in must be at most starting_units (5), not 6
    """

    players: int = ranged(4, 2, 8)
    betting: bool = flag(False)
    buy_in: int = ranged(1, 1)
    max_add: int = ranged(5, 1)
    starting_units: int = ranged(20, 1)
    tie_convention: Literal["A", "B", "C"] = one_of("A", ("A", "B", "C"))
    hands_to_win: int = ranged(3, 1)
    max_hands: int | None = optional_ranged(1)

    def __attrs_post_init__(self) -> None:
        # A game in which nobody could pay the first buy-in would be over before it began.
        if self.betting and self.buy_in > self.starting_units:
            raise ValueError(
                f"buy_in must be at most starting_units ({self.starting_units}), not {self.buy_in}"
            )

"""The table's options: how many play and with how many units (KM1), and more."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

import attrs

from cardtable.cards import Card
from cardtable.core import one_of, optional_ranged, ranged
from cardtable.kings_mercy.deck import card_text, cards_text

MIN_PLAYERS, MAX_PLAYERS = 3, 6


@attrs.frozen(kw_only=True)
class Rules:
    """The table's options; the defaults are the standard game.

    - ``players``: players at the table, three to six (KM1).
    - ``starting_units``: units each player starts with (KM1).
    - ``max_hands``: stop after this many hands (none: no limit).
    - ``fool_display``: how the Fool is printed, as a joker or as the King of spades; it
      changes nothing else (see ``deck``).

    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    ValueError: players must be 3 to 6, not 7
    """

    players: int = ranged(4, MIN_PLAYERS, MAX_PLAYERS)
    starting_units: int = ranged(20, 1)
    max_hands: int | None = optional_ranged(1)
    fool_display: Literal["joker", "king_of_spades"] = one_of("joker", ("joker", "king_of_spades"))

    def show(self, card: Card) -> str:
        """A card as this table prints it: the Fool as ``JK`` or as ``K♠``.

        >>> from cardtable.kings_mercy.deck import FOOL
        >>> Rules(fool_display="king_of_spades").show(FOOL)
        'K♠'
        """
        return card_text(card, self.fool_display)

    def show_cards(self, cards: Iterable[Card]) -> str:
        """Cards as this table prints them, separated by spaces."""
        return cards_text(cards, self.fool_display)

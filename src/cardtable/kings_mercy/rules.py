"""The table's options (KM1, KM2, KM14)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

import attrs

from cardtable.cards import Card
from cardtable.game import one_of, optional_ranged, ranged
from cardtable.kings_mercy.hands import FOOL


@attrs.frozen(kw_only=True)
class Rules:
    """The table's options; the defaults are the standard game.

    ``fool_display`` only changes how the Fool is printed (KM2).

    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    ValueError: players must be 3 to 6, not 7
    """

    players: int = ranged(4, 3, 6)
    starting_units: int = ranged(20, 1)
    max_hands: int | None = optional_ranged(1)
    fool_display: Literal["joker", "king_of_spades"] = one_of("joker", ("joker", "king_of_spades"))

    def show(self, card: Card) -> str:
        """A card as this table prints it: the Fool as ``JK`` or as ``K♠``.

        >>> Rules(fool_display="king_of_spades").show(FOOL)
        'K♠'
        """
        if card is FOOL:
            return "K♠" if self.fool_display == "king_of_spades" else "JK"
        return str(card)

    def show_cards(self, cards: Iterable[Card]) -> str:
        return " ".join(self.show(card) for card in cards)

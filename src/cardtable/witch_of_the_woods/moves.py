"""The moves of Witch of the Woods, in the order a hand uses them.

Betting (WW3): ``Stand``, ``Add``, then ``Match`` or ``Fold``. Swaps (WW4):
``StandPat`` or ``DrawFromCamp`` followed by ``ReturnToCamp``. The Fate of Play
(WW5): ``WitchTrade``. Every move names the seat making it first.

>>> from cardtable.cards import parse_cards
>>> ReturnToCamp(1, parse_cards("QH 2C")) == ReturnToCamp(1, parse_cards("2C QH"))
True
>>> print(ReturnToCamp(1, parse_cards("QH 2C")))
seat 1 returns 2 of Crowns, Queen of Shields to the Camp
>>> ReturnToCamp(1, parse_cards("QH 2C")).public_str()
'seat 1 returns 2 cards to the Camp'
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from cardtable.cards import Card
from cardtable.witch_of_the_woods.deck import BY_INDEX, faerunian_name, faerunian_names


def _card_set(cards: Any) -> Any:
    """Cards in canonical order, so each set of cards is exactly one move.

    Anything that is not a collection of cards is kept as given, for
    ``apply_move`` to refuse with a proper message.
    """
    try:
        items = tuple(cards)
    except TypeError:
        return cards
    if all(isinstance(card, Card) for card in items):
        return tuple(sorted(items, key=BY_INDEX))
    return items


@attrs.frozen(slots=True)
class Stand:
    """Betting, before anyone has added: put nothing more in (WW3)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} stands"


@attrs.frozen(slots=True)
class Add:
    """Betting, before anyone has added: add ``amount`` units (1 to the cap) to the pot."""

    player: int
    amount: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} adds {self.amount}"


@attrs.frozen(slots=True)
class Match:
    """Betting or clean-up, facing an addition: put in the same amount."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} matches"


@attrs.frozen(slots=True)
class Fold:
    """Betting or clean-up, facing an addition: give up the hand."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} folds"


@attrs.frozen(slots=True)
class StandPat:
    """Swaps: keep the three cards (WW4)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} stands pat"


@attrs.frozen(slots=True)
class DrawFromCamp:
    """Swaps: say ``count`` and draw that many cards blind from the Camp (WW4)."""

    player: int
    count: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        cards = "card" if self.count == 1 else "cards"
        return f"seat {self.player} draws {self.count} {cards} from the Camp"


@attrs.frozen(slots=True)
class ReturnToCamp:
    """Swaps, after drawing: put back as many of the three cards held before the draw."""

    player: int
    cards: tuple[Card, ...] = attrs.field(converter=_card_set)
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        try:
            shown = faerunian_names(self.cards)
        except (TypeError, ValueError):
            shown = repr(self.cards)
        return f"seat {self.player} returns {shown} to the Camp"

    def public_str(self) -> str:
        """What the rest of the table sees: the cards go back face down."""
        count = len(self.cards) if isinstance(self.cards, tuple) else "some"
        return f"seat {self.player} returns {count} {'card' if count == 1 else 'cards'} to the Camp"


@attrs.frozen(slots=True)
class WitchTrade:
    """The Fate of Play: the Witch holder gives ``give`` to ``target`` for a blind card
    from the target's hand (WW5)."""

    player: int
    give: Card
    target: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        try:
            shown = faerunian_name(self.give)
        except ValueError:
            shown = repr(self.give)
        return f"seat {self.player} gives {shown} to seat {self.target} for a blind card"

    def public_str(self) -> str:
        """What the rest of the table sees: who was targeted, not the cards (WW5)."""
        return f"seat {self.player} trades a card with seat {self.target}"


Move = Stand | Add | Match | Fold | StandPat | DrawFromCamp | ReturnToCamp | WitchTrade
MOVES: tuple[type[Move], ...] = (Stand, Add, Match, Fold, StandPat, DrawFromCamp, ReturnToCamp, WitchTrade)

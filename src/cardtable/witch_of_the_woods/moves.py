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
>>> print(Add(2, 3)), print(StandPat(0))
seat 2 adds 3
seat 0 stands pat
(None, None)
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.core import SeatMove, card_set
from cardtable.witch_of_the_woods.deck import card_name


@attrs.frozen(slots=True)
class Stand(SeatMove):
    """Betting, before anyone has added: put nothing more in (WW3)."""

    verb = "stands"
    action = "stand"


@attrs.frozen(slots=True)
class Add(SeatMove):
    """Betting, before anyone has added: add from 1 unit up to the cap (and no more than
    your units); every later player must match it or fold (WW3)."""

    amount: int
    verb = "adds"
    action = "add"

    def __str__(self) -> str:
        return f"seat {self.player} adds {self.amount}"


@attrs.frozen(slots=True)
class Match(SeatMove):
    """Betting or clean-up, facing an addition: put in the same amount."""

    verb = "matches"
    action = "match"


@attrs.frozen(slots=True)
class Fold(SeatMove):
    """Betting or clean-up, facing an addition: give up the hand."""

    verb = "folds"
    action = "fold"


@attrs.frozen(slots=True)
class StandPat(SeatMove):
    """Swaps: keep the three cards (WW4)."""

    verb = "stands pat"
    action = "stand pat"
    words = "pat keep"
    typed_as = "pat"


@attrs.frozen(slots=True)
class DrawFromCamp(SeatMove):
    """Swaps: say how many (1 to 3, no more than the Camp holds) and draw that many cards blind
    from the Camp; then put back as many of the three held before (WW4)."""

    count: int
    verb = "draws"
    action = "draw from the Camp"

    def __str__(self) -> str:
        cards = "card" if self.count == 1 else "cards"
        return f"seat {self.player} draws {self.count} {cards} from the Camp"


@attrs.frozen(slots=True)
class ReturnToCamp(SeatMove):
    """Swaps, after drawing: put back as many of the three cards held before the draw.

    The cards are kept in canonical order, so each set of cards is one move.
    """

    cards: tuple[Card, ...] = attrs.field(converter=card_set)
    verb = "returns"
    action = "put cards back in the Camp"
    words = "back put"
    typed_as = "return"

    def __str__(self) -> str:
        if isinstance(self.cards, tuple) and all(type(card) is Card for card in self.cards):
            shown = ", ".join(card_name(card) for card in self.cards)
        else:
            shown = repr(self.cards)
        return f"seat {self.player} returns {shown} to the Camp"

    def public_str(self) -> str:
        """What the rest of the table sees: the cards go back face down."""
        count = len(self.cards) if isinstance(self.cards, tuple) else "some"
        return f"seat {self.player} returns {count} {'card' if count == 1 else 'cards'} to the Camp"


@attrs.frozen(slots=True)
class WitchTrade(SeatMove):
    """The Fate of Play: the Witch holder gives one of their cards other than the Witch to
    another player still in, for a blind card from that player's hand (WW5)."""

    give: Card
    target: int
    verb = "trades"
    action = "make the Witch's trade"
    words = "give trade"
    typed_as = "give"

    def __str__(self) -> str:
        shown = card_name(self.give) if type(self.give) is Card else repr(self.give)
        return f"seat {self.player} gives {shown} to seat {self.target} for a blind card"

    def public_str(self) -> str:
        """What the rest of the table sees: who was targeted, not the cards (WW5)."""
        return f"seat {self.player} trades a card with seat {self.target}"


Move = Stand | Add | Match | Fold | StandPat | DrawFromCamp | ReturnToCamp | WitchTrade
"""Any move of Witch of the Woods."""
MOVES: tuple[type[Move], ...] = (Stand, Add, Match, Fold, StandPat, DrawFromCamp, ReturnToCamp, WitchTrade)
"""The move classes, in the order a hand uses them."""

"""What a move of Open Mercy did at the table, told to each seat as it may know it.

Every move leaves its events in ``state.events`` and adds them to
``state.history``, the whole game's events (Open Mercy has no hands). The events,
in the order a game meets them:

- ``HandDealt(player, count, cards)``: a seat's seven cards (OM1); only its owner
  is told the cards.
- ``OpeningCard(card, returned)``: the opening card, after ``returned`` wilds
  turned and went back (OM3).
- ``Played(player, card, color)``: a card played from the hand, with the color
  a wild names (OM4, OM8).
- ``Drew(player, count, cards)``: cards drawn into a hand (OM6, a penalty, a
  catch, a time-out); only the drawer is told the cards.
- ``TookStack(player, count, cards)``: the live stack taken (OM6); only the
  taker is told the cards.
- ``PlayedDrawn(player, card, color)``: the card a draw found, played at once
  (OM6), with the color its owner named if it is a wild.
- ``Skipped(player)``, ``EveryoneSkipped(player)``, ``Reversed(direction)``,
  ``StackGrew(player, stack)``, ``RouletteSpun(player)``: what a card (or the
  opening card) did to the turn: who lost it, that play turned round, who faces
  the draw stack and how big it is, who is the Roulette's victim (OM3, OM5,
  OM8-OM10).
- ``Roulette(player, count, cards, color)``: the victim names a color and flips
  cards until it comes (OM10); the cards are flipped face up, so all see them.
- ``Swapped(player, target, gave, got)``: a 7's swap (OM11); the two seats are
  told both hands, the others neither.
- ``KeptHand(player)``: a 7 without a swap (OM11).
- ``Rotated(direction, seats, hands)``: a 0 passes every hand on (OM11); each
  seat is told the hand it gave and the hand it got.
- ``DiscardedAll(player, color, cards)``: the cards of its color a Discard All
  took with it (OM12); ``PickedTop(player, card)``: the one put on top.
- ``CalledMercy(player)``, ``Caught(player, target)`` (OM13, OM14),
  ``WentOutUncalled(player)`` (OM15: the 2-card penalty follows).
- ``Reshuffled(count)``: the pile under its top card became the deck (OM7).
- ``KnockedOut(player, cards)``: 25 cards, out; the cards go under the top card
  of the pile, face up (OM16).
- ``TimedOut(player)``, ``CatchWindowClosed(player)``: the host's clock (OM18).
- ``GameOver(winners, how)``: ``"out"`` (a hand emptied), ``"last"`` (one player
  left in) or ``"stalled"`` (OM17).

>>> from cardtable.core import told
>>> drew = Drew(1, 2, (Card.parse("red 5"), Card.parse("blue skip")))
>>> [str(event) for event in told((drew,), 1)], [str(event) for event in told((drew,), None)]
(['seat 1 draws 2 cards: red 5, blue skip'], ['seat 1 draws 2 cards'])
"""

from __future__ import annotations

import attrs

from cardtable.core import Event, Shared
from cardtable.open_mercy.card_events import (
    Cards,
    DiscardedAll,
    EveryoneSkipped,
    KeptHand,
    PickedTop,
    Reversed,
    Rotated,
    Roulette,
    RouletteSpun,
    Skipped,
    StackGrew,
    Swapped,
    counted,
    listed,
)
from cardtable.open_mercy.deck import Card, Color

__all__ = [
    "CalledMercy",
    "CatchWindowClosed",
    "Caught",
    "DiscardedAll",
    "Drew",
    "EveryoneSkipped",
    "GameOver",
    "HandDealt",
    "KeptHand",
    "KnockedOut",
    "OpeningCard",
    "PickedTop",
    "Played",
    "PlayedDrawn",
    "Reshuffled",
    "Reversed",
    "Rotated",
    "Roulette",
    "RouletteSpun",
    "Skipped",
    "StackGrew",
    "Swapped",
    "TimedOut",
    "TookStack",
    "WentOutUncalled",
]


# -- the deal (OM1, OM3) ------------------------------------------------------------------


@attrs.frozen(slots=True)
class HandDealt(Event):
    """A seat's hand dealt; ``cards`` only for its owner.

    >>> dealt = HandDealt(0, 1, (Card.parse("red 5"),))
    >>> str(dealt), str(dealt.seen_by(1))
    ('seat 0 is dealt 1 card: red 5', 'seat 0 is dealt 1 card')
    """

    player: int
    count: int
    cards: Cards | None

    def seen_by(self, seat: int | None) -> HandDealt:
        """The whole event for its owner; without the cards for everyone else."""
        return self if seat == self.player else HandDealt(self.player, self.count, None)

    def __str__(self) -> str:
        return f"seat {self.player} is dealt {counted(self.count)}{listed(self.cards)}"


@attrs.frozen(slots=True)
class OpeningCard(Event):
    """The opening card turned; ``returned`` wilds turned before it and went back (OM3).

    >>> str(OpeningCard(Card.parse("red skip"), 1))
    'the opening card is red skip (1 wild went back first)'
    """

    card: Card
    returned: int = 0

    def __str__(self) -> str:
        back = ""
        if self.returned:
            back = f" ({self.returned} wild{'s' if self.returned > 1 else ''} went back first)"
        return f"the opening card is {self.card}{back}"


# -- a turn (OM4-OM6) ---------------------------------------------------------------------


@attrs.frozen(slots=True)
class Played(Event):
    """A card played from the hand; ``color`` is the color a wild names.

    >>> str(Played(1, Card.parse("wild draw6"), Color.GREEN))
    'seat 1 plays wild draw6 naming green'
    """

    player: int
    card: Card
    color: Color | None = None

    def __str__(self) -> str:
        named = f" naming {self.color}" if self.color is not None else ""
        return f"seat {self.player} plays {self.card}{named}"


@attrs.frozen(slots=True)
class Drew(Event):
    """Cards drawn into a hand; ``cards`` (in the order drawn) only for the drawer.

    >>> str(Drew(2, 1, None)), str(Drew(2, 0, ()))
    ('seat 2 draws 1 card', 'seat 2 draws 0 cards')
    """

    player: int
    count: int
    cards: Cards | None

    def seen_by(self, seat: int | None) -> Drew:
        """The whole event for the drawer; without the cards for everyone else."""
        return self if seat == self.player else type(self)(self.player, self.count, None)

    def __str__(self) -> str:
        return f"seat {self.player} draws {counted(self.count)}{listed(self.cards)}"


@attrs.frozen(slots=True)
class TookStack(Drew):
    """The live stack taken (all of it, or what exists); ``cards`` only for the taker.

    >>> str(TookStack(3, 6, None))
    'seat 3 takes the stack: 6 cards'
    """

    def __str__(self) -> str:
        return f"seat {self.player} takes the stack: {counted(self.count)}{listed(self.cards)}"


@attrs.frozen(slots=True)
class PlayedDrawn(Event):
    """The card a draw found, played at once (with the color named for a wild).

    >>> str(PlayedDrawn(1, Card.parse("blue 3")))
    'seat 1 plays the card drawn, blue 3'
    """

    player: int
    card: Card
    color: Color | None = None

    def __str__(self) -> str:
        named = f" naming {self.color}" if self.color is not None else ""
        return f"seat {self.player} plays the card drawn, {self.card}{named}"


PLAYED: Shared[Played] = Shared(Played)
"""``PLAYED[seat, card, color]``: the one shared ``Played`` (most moves tell one)."""
PLAYED_DRAWN: Shared[PlayedDrawn] = Shared(PlayedDrawn)
"""``PLAYED_DRAWN[seat, card, color]``: the one shared ``PlayedDrawn``."""


@attrs.frozen(slots=True)
class Reshuffled(Event):
    """The discard pile but its top card, shuffled into a new deck of ``count`` cards (OM7).

    >>> str(Reshuffled(40))
    'the pile is shuffled into a new deck of 40 cards'
    """

    count: int

    def __str__(self) -> str:
        return f"the pile is shuffled into a new deck of {counted(self.count)}"


# -- MERCY!, the 25-card rule, the clock, the end (OM13-OM18) ---------------------------------


@attrs.frozen(slots=True)
class CalledMercy(Event):
    """>>> str(CalledMercy(1))
    'seat 1 calls MERCY!'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} calls MERCY!"


@attrs.frozen(slots=True)
class Caught(Event):
    """``player`` catches ``target`` on one card without a call; 10 cards follow (OM14).

    >>> str(Caught(0, 1))
    'seat 0 catches seat 1 without MERCY!'
    """

    player: int
    target: int

    def __str__(self) -> str:
        return f"seat {self.player} catches seat {self.target} without MERCY!"


@attrs.frozen(slots=True)
class WentOutUncalled(Event):
    """A hand emptied without the MERCY! call it needed: no win, 2 cards follow (OM15).

    >>> str(WentOutUncalled(1))
    'seat 1 went out without calling MERCY! and draws 2'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} went out without calling MERCY! and draws 2"


@attrs.frozen(slots=True)
class KnockedOut(Event):
    """25 cards: out of the game; ``cards`` go face up under the pile's top card (OM16).

    >>> str(KnockedOut(2, (Card.parse("red 1"),) * 25))
    'seat 2 reaches 25 cards and is out'
    """

    player: int
    cards: Cards

    def __str__(self) -> str:
        return f"seat {self.player} reaches {len(self.cards)} cards and is out"


@attrs.frozen(slots=True)
class TimedOut(Event):
    """>>> str(TimedOut(3))
    'the clock runs out on seat 3'
    """

    player: int

    def __str__(self) -> str:
        return f"the clock runs out on seat {self.player}"


@attrs.frozen(slots=True)
class CatchWindowClosed(Event):
    """>>> str(CatchWindowClosed(3))
    'the window to catch seat 3 closes'
    """

    player: int

    def __str__(self) -> str:
        return f"the window to catch seat {self.player} closes"


_HOW = {"out": "goes out and wins", "last": "is the last player in and wins"}


@attrs.frozen(slots=True)
class GameOver(Event):
    """The end (OM17): ``how`` is ``"out"``, ``"last"`` or ``"stalled"``.

    >>> str(GameOver((1,), "out")), str(GameOver((0, 2), "stalled"))
    ('seat 1 goes out and wins', 'the table has stalled: seats 0, 2 win with the fewest cards')
    """

    winners: tuple[int, ...]
    how: str

    def __str__(self) -> str:
        if self.how in _HOW:
            return f"seat {self.winners[0]} {_HOW[self.how]}"
        seats = ", ".join(str(seat) for seat in self.winners)
        plural = "s" if len(self.winners) > 1 else ""
        return f"the table has stalled: seat{plural} {seats} win{'' if plural else 's'} with the fewest cards"

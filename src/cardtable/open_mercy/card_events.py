"""What the cards did at the table: to the turn (a skip, a reverse, a draw stack, the
Roulette's victim) and to the hands (the Roulette's flips, swaps, a rotation, a Discard
All). ``cardtable.open_mercy.events`` tells every event of the game, these included.

>>> str(Reversed(-1)), str(StackGrew(2, 6))
('play reverses: it now goes counter-clockwise', 'seat 2 faces a draw stack of 6')
"""

from __future__ import annotations

import attrs

from cardtable.core import Event
from cardtable.open_mercy.deck import Card, Color

Cards = tuple[Card, ...]


def listed(cards: Cards | None) -> str:
    """``": red 5, blue skip"`` for cards told, nothing for cards not told."""
    return f": {', '.join(str(card) for card in cards)}" if cards else ""


def counted(count: int) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return "1 card" if count == 1 else f"{count} cards"


# -- what cards do to the turn (OM3, OM5, OM8, OM9) --------------------------------------------


def _way(direction: int) -> str:
    return "clockwise" if direction == 1 else "counter-clockwise"


@attrs.frozen(slots=True)
class Skipped(Event):
    """A seat loses its turn: to a Skip, to a Reverse between two players, or to a Skip
    turned as the opening card (OM3, OM8, OM9).

    >>> str(Skipped(2))
    'seat 2 is skipped'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} is skipped"


@attrs.frozen(slots=True)
class EveryoneSkipped(Event):
    """Skip Everyone: every other player is skipped and ``player`` plays again at once (OM9).

    >>> str(EveryoneSkipped(1))
    'every other seat is skipped: seat 1 plays again'
    """

    player: int

    def __str__(self) -> str:
        return f"every other seat is skipped: seat {self.player} plays again"


@attrs.frozen(slots=True)
class Reversed(Event):
    """Play turns round (a Reverse, a Wild Reverse Draw 4, or a Reverse turned as the
    opening card); ``direction`` is the new one, 1 clockwise or -1 (OM3, OM8).

    >>> str(Reversed(-1))
    'play reverses: it now goes counter-clockwise'
    """

    direction: int

    def __str__(self) -> str:
        return f"play reverses: it now goes {_way(self.direction)}"


@attrs.frozen(slots=True)
class StackGrew(Event):
    """A draw card played (or turned as the opening card) makes the live stack ``stack``
    cards, which ``player`` now faces: they answer with a draw card the stacking mode
    allows, or take it all (OM3, OM5, OM6).

    >>> str(StackGrew(2, 6))
    'seat 2 faces a draw stack of 6'
    """

    player: int
    stack: int

    def __str__(self) -> str:
        return f"seat {self.player} faces a draw stack of {self.stack}"


@attrs.frozen(slots=True)
class RouletteSpun(Event):
    """Color Roulette: the next player, ``player``, is its victim: they name a color and
    draw until a card of it comes, then lose the turn (OM10).

    >>> print(RouletteSpun(3))
    seat 3 is the roulette's victim: they name a color and draw until it comes
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} is the roulette's victim: they name a color and draw until it comes"


# -- what cards do (OM10-OM12) ----------------------------------------------------------------


@attrs.frozen(slots=True)
class Roulette(Event):
    """The victim names ``color`` and flips cards face up until one of it comes (OM10).

    >>> str(Roulette(3, 2, (Card.parse("wild"), Card.parse("red 1")), Color.RED))
    'seat 3 names red for the roulette and flips 2 cards: wild, red 1'
    """

    player: int
    count: int
    cards: Cards
    color: Color

    def __str__(self) -> str:
        return (
            f"seat {self.player} names {self.color} for the roulette and flips "
            f"{counted(self.count)}{listed(self.cards)}"
        )


@attrs.frozen(slots=True)
class Swapped(Event):
    """A 7's swap: ``player`` gave ``gave`` to ``target`` and got ``got``; only the two
    of them are told the hands.

    >>> swap = Swapped(0, 2, (Card.parse("red 1"),), (Card.parse("blue 2"),))
    >>> str(swap), str(swap.seen_by(1))
    ('seat 0 swaps hands with seat 2, giving red 1 for blue 2', 'seat 0 swaps hands with seat 2')
    """

    player: int
    target: int
    gave: Cards | None
    got: Cards | None

    def seen_by(self, seat: int | None) -> Swapped:
        """The whole event for the two seats; without the hands for everyone else."""
        if seat == self.player or seat == self.target:
            return self
        return Swapped(self.player, self.target, None, None)

    def __str__(self) -> str:
        text = f"seat {self.player} swaps hands with seat {self.target}"
        if self.gave is None or self.got is None:
            return text
        gave = ", ".join(str(card) for card in self.gave) or "nothing"
        got = ", ".join(str(card) for card in self.got) or "nothing"
        return f"{text}, giving {gave} for {got}"


@attrs.frozen(slots=True)
class KeptHand(Event):
    """A 7 played, and its player keeps their hand.

    >>> str(KeptHand(1))
    'seat 1 keeps their hand'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} keeps their hand"


@attrs.frozen(slots=True)
class Rotated(Event):
    """A 0: each of ``seats`` (those still in, in seat order) passes ``hands[i]``, its
    hand before, to the next of them in ``direction``. Each seat is told the hand
    it gave and the one it got; the others are ``None``.

    >>> red, blue = (Card.parse("red 1"),), (Card.parse("blue 2"),)
    >>> str(Rotated(1, (0, 1), (red, blue)).seen_by(0))
    'every hand passes one seat clockwise: seat 0 gives red 1, seat 1 gives blue 2'
    >>> str(Rotated(1, (0, 1, 2), (red, blue, red)).seen_by(None))
    'every hand passes one seat clockwise'
    """

    direction: int
    seats: tuple[int, ...]
    hands: tuple[Cards | None, ...]

    def seen_by(self, seat: int | None) -> Rotated:
        """Only the hand ``seat`` gave and the one it got; no hand for a seat not in it."""
        seats = self.seats
        if seat not in seats:
            return Rotated(self.direction, seats, (None,) * len(seats))
        at = seats.index(seat)
        came_from = (at - self.direction) % len(seats)
        hands = tuple(hand if i in (at, came_from) else None for i, hand in enumerate(self.hands))
        return self if hands == self.hands else Rotated(self.direction, seats, hands)

    def __str__(self) -> str:
        way = "clockwise" if self.direction == 1 else "counter-clockwise"
        known = [
            f"seat {seat} gives {', '.join(str(card) for card in hand) or 'nothing'}"
            for seat, hand in zip(self.seats, self.hands, strict=True)
            if hand is not None
        ]
        return f"every hand passes one seat {way}" + (f": {', '.join(known)}" if known else "")


@attrs.frozen(slots=True)
class DiscardedAll(Event):
    """The other cards of its color that a Discard All took from the hand (OM12).

    >>> str(DiscardedAll(2, Color.GREEN, (Card.parse("green 4"), Card.parse("green skip"))))
    'seat 2 discards all their green: green 4, green skip'
    """

    player: int
    color: Color
    cards: Cards

    def __str__(self) -> str:
        return f"seat {self.player} discards all their {self.color}{listed(self.cards)}"


@attrs.frozen(slots=True)
class PickedTop(Event):
    """Which of the Discard All's cards ends on top, and fires (OM12).

    >>> str(PickedTop(2, Card.parse("green draw2")))
    'seat 2 puts green draw2 on top'
    """

    player: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.player} puts {self.card} on top"

"""What a move of High Card tells the table: every event is public but the down card."""

from __future__ import annotations

import attrs

from cardtable.cards import Card, format_cards
from cardtable.core import Event


@attrs.frozen(slots=True)
class HandDealt(Event):
    """A new hand: ``dealer`` deals and the seats in ante one unit each."""

    number: int
    dealer: int
    seats: tuple[int, ...]

    def __str__(self) -> str:
        return f"hand {self.number}: seat {self.dealer} deals to seats {', '.join(map(str, self.seats))}"


@attrs.frozen(slots=True)
class Dealt(Event):
    """A seat's cards: two face up for all, the down card for its owner alone.

    >>> from cardtable.cards import parse_cards
    >>> str(Dealt(1, parse_cards("3S 4H"), parse_cards("7C")[0]).seen_by(0))
    'seat 1 is dealt 3♠ 4♥ and a card face down'
    """

    player: int
    up: tuple[Card, ...]
    down: Card | None = None

    def seen_by(self, seat: int | None) -> Dealt:
        return self if seat == self.player else Dealt(self.player, self.up)

    def __str__(self) -> str:
        down = "a card face down" if self.down is None else f"{self.down} face down"
        return f"seat {self.player} is dealt {format_cards(self.up)} and {down}"


@attrs.frozen(slots=True)
class Moved(Event):
    """A seat checked, bet, called or folded (``what`` says which, as the move's verb)."""

    player: int
    what: str

    def __str__(self) -> str:
        return f"seat {self.player} {self.what}"


@attrs.frozen(slots=True)
class Shown(Event):
    """The showdown: the hands still in turned up (``()`` for the others)."""

    hands: tuple[tuple[Card, ...], ...]

    def __str__(self) -> str:
        shown = (f"seat {seat} {format_cards(cards)}" for seat, cards in enumerate(self.hands) if cards)
        return "showdown: " + ", ".join(shown)


@attrs.frozen(slots=True)
class PotWon(Event):
    """The pot paid out to the winners, each seat's share in ``payouts``."""

    pot: int
    winners: tuple[int, ...]
    payouts: tuple[int, ...]

    def __str__(self) -> str:
        return f"seats {', '.join(map(str, self.winners))} take the pot of {self.pot}"


@attrs.frozen(slots=True)
class GameOver(Event):
    """The end: the most units win."""

    units: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        return f"game over: seats {', '.join(map(str, self.winners))} win"

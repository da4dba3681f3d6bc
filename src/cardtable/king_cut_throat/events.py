"""What each move did at the table, as each seat is told it.

Every move leaves its events in ``state.events``; the hand's events so far are
``state.history``. Most events are public. Four have a part only one seat may
see, and tell every other seat (and a spectator) a form without the cards:

- ``HandDealt(number, dealer, hands, phantom, kitty)``: a new hand; each seat
  is told only its own ten cards (``hands`` holds ``None`` for the others).
- ``Discarded(player, count, stage, cards)``: cards sent face down, ``stage``
  being ``"outside"`` (the first three), ``"kitty"`` (the kitty receiver's one
  or two) or ``"showdown"``; only the discarder is told which (KC4).
- ``KittyTaken(player, count, cards, face_up)``: the kitty's receiver takes the
  turned card (``face_up``, public) or the two unseen cards (only it sees them).
- ``ShowdownDealt(mediator, hands)``: the outside pile dealt six each to the
  two Showdown players; each is told only its own six (KC13).

The public events:

- ``Turned(dealer, card)``: the dealer turns the kitty's top card (KC5).
- ``OrderedUp(player, suit)``, ``Passed(player, round)``,
  ``TurnedDown(suit)`` (all passed round one; the suit is barred, KC7),
  ``TrumpNamed(player, suit)``.
- ``Played(player, card)``; ``TrickTaken(winner, number, plays, card)``: the
  trick's cards in the order played (``(seat, card)`` pairs), ``number`` counting
  on from 8 in the Showdown, ``card`` the one that took it.
- ``KingScored(player, card, number)`` (KC11, KC14), ``HandScored(player,
  points, tricks)`` (KC12), ``ShowdownSettled(winner, loser, won, lost,
  points_lost)`` (KC13, KC20): the points scored.
- ``LeaderChosen(player, leader)``: the mediator's choice (an option, KC13).
- ``HandEnded(number, result, scores)``: ``result`` as in ``HandRecord``.
- ``GameOver(winners, scores)``.

KC17: played cards are told to everyone as they are played, also when the
table is not polite; a seat remembers what it saw, and ``history`` is that memory.

>>> from cardtable.cards import Card
>>> dealt = Discarded(1, 3, "outside", (Card.parse("9S"), Card.parse("7C"), Card.parse("AD")))
>>> str(dealt), str(dealt.seen_by(0)), str(dealt.seen_by(None))
('seat 1 discards 9♠ 7♣ A♦ outside', 'seat 1 discards 3 cards outside', 'seat 1 discards 3 cards outside')
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card, Suit, format_cards
from cardtable.core import Event

__all__ = [
    "SCORING",
    "Discarded",
    "GameOver",
    "HandDealt",
    "HandEnded",
    "HandScored",
    "KingScored",
    "KittyTaken",
    "LeaderChosen",
    "OrderedUp",
    "Passed",
    "Played",
    "ShowdownDealt",
    "ShowdownSettled",
    "TrickTaken",
    "TrumpNamed",
    "Turned",
    "TurnedDown",
]


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _trick(number: int) -> str:
    return f"trick {number}" if number <= 7 else f"Showdown trick {number - 7}"


def _only(
    cards: tuple[tuple[Card, ...] | None, ...], seat: int | None
) -> tuple[tuple[Card, ...] | None, ...]:
    return tuple(held if place == seat else None for place, held in enumerate(cards))


@attrs.frozen(slots=True)
class HandDealt(Event):
    """A hand dealt (KC3): its number (a Joker redeal keeps it), the dealer, and the
    cards: each seat's ten, the phantom's (two players) and the kitty's three in
    deck order. A seat is told its own hand only; ``None`` stands for unseen cards.

    >>> from cardtable.cards import parse_cards
    >>> dealt = HandDealt(2, 1, (parse_cards("AS KS"), parse_cards("7H")), None, parse_cards("9C 8C 7C"))
    >>> str(dealt), str(dealt.seen_by(1)), dealt.seen_by(None).hands
    ('hand 2: seat 1 deals', 'hand 2: seat 1 deals; you hold 7♥', (None, None))
    """

    number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    phantom: tuple[Card, ...] | None = None
    kitty: tuple[Card, ...] | None = None

    def seen_by(self, seat: int | None) -> HandDealt:
        """The deal with only ``seat``'s own hand shown."""
        return HandDealt(self.number, self.dealer, _only(self.hands, seat))

    def __str__(self) -> str:
        shown = [held for held in self.hands if held is not None]
        if len(shown) == 1:
            return f"hand {self.number}: seat {self.dealer} deals; you hold {format_cards(shown[0])}"
        return f"hand {self.number}: seat {self.dealer} deals"


@attrs.frozen(slots=True)
class Discarded(Event):
    """Cards put face down (KC4, KC6, KC7, KC13); only the discarder is told which."""

    player: int
    count: int
    stage: str
    cards: tuple[Card, ...] | None = None

    def seen_by(self, seat: int | None) -> Discarded:
        """The cards for the discarder; only their count for everyone else."""
        return self if seat == self.player else Discarded(self.player, self.count, self.stage)

    def __str__(self) -> str:
        shown = _cards(self.count) if self.cards is None else format_cards(self.cards)
        where = {"outside": " outside", "kitty": " outside", "showdown": " for the Showdown"}
        return f"seat {self.player} discards {shown}{where.get(self.stage, '')}"


@attrs.frozen(slots=True)
class Turned(Event):
    """The dealer turns the kitty's top card (KC5); a Joker means a redeal unless
    the option has it propose a suit.

    >>> str(Turned(0, Card.parse("9S")))
    'seat 0 turns up 9♠'
    """

    dealer: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.dealer} turns up {self.card}"


@attrs.frozen(slots=True)
class OrderedUp(Event):
    """Round one: the turned card's suit is trump, ``player`` its maker (KC6)."""

    player: int
    suit: Suit

    def __str__(self) -> str:
        return f"seat {self.player} orders up {self.suit}"


@attrs.frozen(slots=True)
class Passed(Event):
    """A pass in round ``round`` (1 or 2) of naming trump."""

    player: int
    round: int

    def __str__(self) -> str:
        return f"seat {self.player} passes"


@attrs.frozen(slots=True)
class TurnedDown(Event):
    """Everyone passed round one: the turned card goes under the kitty and its suit
    cannot be trump this hand (KC7)."""

    suit: Suit | None

    def __str__(self) -> str:
        return "all pass: nothing is barred" if self.suit is None else f"all pass: {self.suit} is turned down"


@attrs.frozen(slots=True)
class TrumpNamed(Event):
    """Round two: ``player`` names ``suit`` trump and is its maker (KC7)."""

    player: int
    suit: Suit

    def __str__(self) -> str:
        return f"seat {self.player} names {self.suit} trump"


@attrs.frozen(slots=True)
class KittyTaken(Event):
    """The maker's left takes from the kitty (KC6, KC7): the turned card, seen by
    all (``face_up``), or the two unseen cards, seen only by the receiver; the rest
    of the kitty goes outside."""

    player: int
    count: int
    cards: tuple[Card, ...] | None
    face_up: bool

    def seen_by(self, seat: int | None) -> KittyTaken:
        """The cards when face up or for the receiver; only their count for everyone else."""
        return (
            self if self.face_up or seat == self.player else KittyTaken(self.player, self.count, None, False)
        )

    def __str__(self) -> str:
        shown = _cards(self.count) if self.cards is None else format_cards(self.cards)
        return f"seat {self.player} takes {shown} from the kitty"


@attrs.frozen(slots=True)
class Played(Event):
    """A card played to the trick (KC10), seen by all.

    >>> str(Played(1, Card.parse("JK")))
    'seat 1 plays JK'
    """

    player: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.player} plays {self.card}"


@attrs.frozen(slots=True)
class TrickTaken(Event):
    """A finished trick (KC10): its number (1-7, the Showdown's 8-12), the plays in
    order as ``(seat, card)`` pairs, the winner and the card that took it."""

    winner: int
    number: int
    plays: tuple[tuple[int, Card], ...]
    card: Card

    def __str__(self) -> str:
        return f"seat {self.winner} takes {_trick(self.number)} with {self.card}"


@attrs.frozen(slots=True)
class KingScored(Event):
    """A player's own scoring card (a King by default) took trick ``number``: 1 point
    at once (KC11, KC14). A scoring card played by another seat scores nothing, so the
    text says whose it was.

    >>> print(KingScored(2, Card.parse("KS"), 9))
    seat 2 scores 1: their own K♠ took Showdown trick 2
    """

    player: int
    card: Card
    number: int

    @property
    def points(self) -> int:
        """The change of score: always 1."""
        return 1

    def __str__(self) -> str:
        return f"seat {self.player} scores 1: their own {self.card} took {_trick(self.number)}"


@attrs.frozen(slots=True)
class HandScored(Event):
    """End-of-hand scoring (KC12): 1 for the most tricks, 2 for all seven to the
    maker, 3 for all seven to anyone else."""

    player: int
    points: int
    tricks: int

    def __str__(self) -> str:
        what = "the most tricks" if self.tricks < 7 else "all 7 tricks"
        return f"seat {self.player} scores {self.points} for {what} ({self.tricks})"


@attrs.frozen(slots=True)
class ShowdownDealt(Event):
    """The 3-3-1 split (KC13): ``mediator`` deals the outside pile, six cards each
    to the two Showdown players; each sees only its own (``None`` for the others)."""

    mediator: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def seen_by(self, seat: int | None) -> ShowdownDealt:
        """The deal with only ``seat``'s own Showdown hand shown."""
        return ShowdownDealt(self.mediator, _only(self.hands, seat))

    def __str__(self) -> str:
        line = (
            f"tricks split 3-3-1, so the Showdown: seat {self.mediator}, with one trick, mediates"
            " and deals 6 cards to each of the other two"
        )
        shown = [held for held in self.hands if held]
        if len(shown) == 1:
            line += f"; you get {format_cards(shown[0])}"
        return line


@attrs.frozen(slots=True)
class LeaderChosen(Event):
    """The mediator has ``leader`` lead the Showdown (an option, KC13)."""

    player: int
    leader: int

    def __str__(self) -> str:
        return f"seat {self.player} has seat {self.leader} lead the Showdown"


@attrs.frozen(slots=True)
class ShowdownSettled(Event):
    """The Showdown's one result (KC13, KC20): the winner scores 1, the loser loses
    ``points_lost`` (0 when already at 0); ``won``-``lost`` are their tricks."""

    winner: int
    loser: int
    won: int
    lost: int
    points_lost: int

    def __str__(self) -> str:
        """
        >>> print(ShowdownSettled(1, 0, 3, 2, 0))
        seat 1 wins the Showdown 3-2 and scores 1; seat 0 has no point to lose
        """
        lost = f"loses {self.points_lost}" if self.points_lost else "has no point to lose"
        won = f"seat {self.winner} wins the Showdown {self.won}-{self.lost} and scores 1"
        return f"{won}; seat {self.loser} {lost}"


@attrs.frozen(slots=True)
class HandEnded(Event):
    """The hand is over (C7): ``result`` is ``"joker redeal"``, ``"passed out"``,
    ``"scored"``, ``"showdown"`` or ``"game over"``; ``scores`` after it."""

    number: int
    result: str
    scores: tuple[int, ...]

    def __str__(self) -> str:
        return f"hand {self.number} ends ({self.result}): scores {'-'.join(map(str, self.scores))}"


@attrs.frozen(slots=True)
class GameOver(Event):
    """The game has ended (KC15): the top scorers and every seat's score."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def __str__(self) -> str:
        who = " and ".join(f"seat {seat}" for seat in self.winners)
        verb = "wins" if len(self.winners) == 1 else "win"
        return f"game over: {who} {verb} ({'-'.join(map(str, self.scores))})"


SCORING = (KingScored, HandScored, ShowdownSettled)
"""The events that change a score: the ones a ``HandRecord`` keeps."""

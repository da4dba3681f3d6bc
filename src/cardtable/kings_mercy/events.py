"""What a move of King's Mercy did at the table, told to each seat as it may know it.

Every event is public except ``Dealt``, whose cards only their owner sees.
An event's ``describe(rules)`` prints its cards as the table's ``fool_display``
says (the Fool as ``JK`` or ``K♠``); its ``str`` is the ``joker`` form. The
Fool is the Joker card in every event whatever the option (KM2).
In the order a hand produces them:

- ``HandDealt(number, dealer)``: "hand 3: seat 0 deals".
- ``Anted(seats)``: the seats that ante one unit each, in dealing order (KM6).
- ``SatOut(player)``: a seat with no units sits the hand out (KM6).
- ``Dealt(player, cards)``: a seat's three cards (KM7); the others are told
  only that it was dealt three (``cards=None``).
- ``RoundOpened(round, player)``: a betting round opens, ``player`` first (KM8).
- ``Checked(player)``, ``BetPlaced(player, amount)``, ``Called(player, amount)``,
  ``Raised(player, amount, total)``, ``Folded(player)``: the betting, with the
  units each move put in (``total``: the raiser's stake this round).
- ``MercyOffered(player)``: the betting is over and ``player`` holds the Fool
  in an active hand, so must decide (KM10).
- ``MercyInvoked(player)``, ``MercyDeclined(player)``: the decision.
- ``Showdown(hands, mercy)``: the active hands turned up together (``()`` for
  seats not in), and whether the weakest wins (KM5).
- ``PotWon(pot, winners, payouts, showdown)``: the pot paid out, each seat's share,
  odd units clockwise from the dealer's left (KM11); ``showdown=False`` when
  everyone else folded (KM9).
- ``FoldedShown(hands)``: after the pot, the folded hands (KM12).
- ``FoolTurnedUp(cards)``: the Fool was undealt; the cards turned from the
  pack until it appeared, the Fool last (KM12).
- ``Broke(player)``: a seat ends a hand with no units: it is out (KM6).
- ``GameOver(hands, units, winners)``: the game's end (KM14).

>>> from cardtable.cards import parse_cards
>>> dealt = Dealt(1, parse_cards("JK 7S 7D"))
>>> str(dealt), str(dealt.seen_by(0)), str(dealt.seen_by(None))
('seat 1 is dealt JK 7♠ 7♦', 'seat 1 is dealt 3 cards', 'seat 1 is dealt 3 cards')
>>> dealt.describe(Rules(fool_display="king_of_spades"))
'seat 1 is dealt K♠ 7♠ 7♦'
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.core import Event
from cardtable.kings_mercy.deck import hand_name
from cardtable.kings_mercy.rules import Rules


def _seats(seats: tuple[int, ...]) -> str:
    """``seat 2`` or ``seats 1, 2 and 0``."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


_STANDARD = Rules()
"""The rules an event's ``str`` is told under: the Fool printed as ``JK``."""


def _hands(hands: tuple[tuple[Card, ...], ...], rules: Rules) -> str:
    return ", ".join(f"seat {seat} {rules.show_cards(cards)}" for seat, cards in enumerate(hands) if cards)


# --- The deal --------------------------------------------------------------------


@attrs.frozen(slots=True)
class HandDealt(Event):
    """A new hand begins, ``dealer`` dealing.

    >>> str(HandDealt(3, 0))
    'hand 3: seat 0 deals'
    """

    number: int
    dealer: int

    def __str__(self) -> str:
        return f"hand {self.number}: seat {self.dealer} deals"


@attrs.frozen(slots=True)
class Anted(Event):
    """The seats that ante one unit each, in the order they are dealt to (KM6).

    >>> str(Anted((1, 2, 0)))
    'seats 1, 2 and 0 ante 1 each'
    """

    seats: tuple[int, ...]

    def __str__(self) -> str:
        return f"{_seats(self.seats)} ante 1 each"


@attrs.frozen(slots=True)
class SatOut(Event):
    """A seat with no units is dealt nothing this hand (KM6).

    >>> str(SatOut(2))
    'seat 2 sits out with no units'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} sits out with no units"


@attrs.frozen(slots=True)
class Dealt(Event):
    """A seat's three cards: its owner sees them, every other seat only that there are three.

    >>> from cardtable.cards import parse_cards
    >>> Dealt(1, parse_cards("JK 7S 7D")).seen_by(2)
    Dealt(player=1, cards=None)
    """

    player: int
    cards: tuple[Card, ...] | None = None

    def seen_by(self, seat: int | None) -> Dealt:
        """The cards for their owner; for every other seat and a spectator, only that there are three."""
        if seat == self.player or self.cards is None:
            return self
        return Dealt(self.player)

    def describe(self, rules: Rules) -> str:
        """The deal, its cards printed as ``rules`` print them."""
        cards = "3 cards" if self.cards is None else rules.show_cards(self.cards)
        return f"seat {self.player} is dealt {cards}"

    def __str__(self) -> str:
        return self.describe(_STANDARD)


# --- The betting -----------------------------------------------------------------


@attrs.frozen(slots=True)
class RoundOpened(Event):
    """A betting round opens with ``player``, the first still in left of the dealer (KM8).

    >>> str(RoundOpened(2, 3))
    'betting round 2: seat 3 acts first'
    """

    round: int
    player: int

    def __str__(self) -> str:
        return f"betting round {self.round}: seat {self.player} acts first"


@attrs.frozen(slots=True)
class Checked(Event):
    """A seat passes without betting.

    >>> str(Checked(1))
    'seat 1 checks'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} checks"


@attrs.frozen(slots=True)
class BetPlaced(Event):
    """The round's opening bet, always one unit (KM8).

    >>> str(BetPlaced(1, 1))
    'seat 1 bets 1'
    """

    player: int
    amount: int

    def __str__(self) -> str:
        return f"seat {self.player} bets {self.amount}"


@attrs.frozen(slots=True)
class Called(Event):
    """A seat matches the highest stake this round: ``amount`` put in now.

    >>> str(Called(2, 2))
    'seat 2 calls 2'
    """

    player: int
    amount: int

    def __str__(self) -> str:
        return f"seat {self.player} calls {self.amount}"


@attrs.frozen(slots=True)
class Raised(Event):
    """A call plus one unit: ``amount`` put in now, ``total`` the raiser's stake this round.

    >>> str(Raised(3, 2, 2))
    'seat 3 raises to 2, putting in 2'
    """

    player: int
    amount: int
    total: int

    def __str__(self) -> str:
        return f"seat {self.player} raises to {self.total}, putting in {self.amount}"


@attrs.frozen(slots=True)
class Folded(Event):
    """A seat gives up the hand.

    >>> str(Folded(0))
    'seat 0 folds'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} folds"


# --- Mercy -----------------------------------------------------------------------


@attrs.frozen(slots=True)
class MercyOffered(Event):
    """The betting is over and ``player`` holds the Fool in an active hand (KM10).

    >>> str(MercyOffered(2))
    'seat 2 holds the Fool: Mercy or not'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} holds the Fool: Mercy or not"


@attrs.frozen(slots=True)
class MercyInvoked(Event):
    """The Fool's holder says "King's Mercy" (KM5).

    >>> str(MercyInvoked(2))
    "seat 2 invokes King's Mercy: the weakest hand wins"
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} invokes King's Mercy: the weakest hand wins"


@attrs.frozen(slots=True)
class MercyDeclined(Event):
    """The Fool's holder lets the hand be scored normally.

    >>> str(MercyDeclined(2))
    'seat 2 declines Mercy'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} declines Mercy"


# --- The reckoning ---------------------------------------------------------------


@attrs.frozen(slots=True)
class Showdown(Event):
    """The active hands turned up together, ``()`` for seats not in (KM12); each is told
    with its category (``deck.hand_name``), and Mercy as the reversed order (KM5).

    >>> from cardtable.cards import parse_cards
    >>> print(Showdown(((), parse_cards("JK 7S 7D"), parse_cards("9H 4C 2S")), mercy=True))
    showdown under Mercy (the order reversed), the weakest hand winning:
    seat 1 JK 7♠ 7♦ (pair of 7s), seat 2 9♥ 4♣ 2♠ (high card, 9 high)
    >>> print(Showdown((parse_cards("7C AC 5H"), parse_cards("3S 3D 8H")), mercy=False))
    showdown, the strongest hand winning: seat 0 7♣ A♣ 5♥ (high card, 7 high), seat 1 3♠ 3♦ 8♥ (pair of 3s)
    """

    hands: tuple[tuple[Card, ...], ...]
    mercy: bool

    def describe(self, rules: Rules) -> str:
        """The showdown, its cards printed as ``rules`` print them, each hand named."""
        how = " under Mercy (the order reversed), the weakest" if self.mercy else ", the strongest"
        shown = ", ".join(
            f"seat {seat} {rules.show_cards(cards)} ({hand_name(cards)})"
            for seat, cards in enumerate(self.hands)
            if cards
        )
        return f"showdown{how} hand winning: {shown}"

    def __str__(self) -> str:
        return self.describe(_STANDARD)


@attrs.frozen(slots=True)
class PotWon(Event):
    """The pot paid out: each seat's share, the odd units one each clockwise from
    the dealer's left (KM11). ``showdown`` is False when all others folded (KM9).

    >>> str(PotWon(7, (0, 2), (4, 0, 3), showdown=True))
    'seats 0 and 2 split the pot of 7: 4 to seat 0, 3 to seat 2'
    >>> str(PotWon(8, (1,), (0, 8, 0), showdown=False))
    'seat 1 takes the pot of 8: everyone else folded'
    """

    pot: int
    winners: tuple[int, ...]
    payouts: tuple[int, ...]
    showdown: bool

    def __str__(self) -> str:
        winners = self.winners
        if len(winners) == 1:
            why = "" if self.showdown else ": everyone else folded"
            return f"seat {winners[0]} takes the pot of {self.pot}{why}"
        shares = ", ".join(f"{self.payouts[seat]} to seat {seat}" for seat in winners)
        return f"{_seats(winners)} split the pot of {self.pot}: {shares}"


@attrs.frozen(slots=True)
class FoldedShown(Event):
    """After the pot, the folded hands are shown, ``()`` for the others (KM12).

    >>> from cardtable.cards import parse_cards
    >>> str(FoldedShown(((), (), parse_cards("3C 5D 8H"))))
    'folded hands shown: seat 2 3♣ 5♦ 8♥'
    """

    hands: tuple[tuple[Card, ...], ...]

    def describe(self, rules: Rules) -> str:
        """The folded hands, their cards printed as ``rules`` print them."""
        return f"folded hands shown: {_hands(self.hands, rules)}"

    def __str__(self) -> str:
        return self.describe(_STANDARD)


@attrs.frozen(slots=True)
class FoolTurnedUp(Event):
    """The Fool was not dealt: the cards turned from the pack until it came, the Fool last (KM12).

    >>> from cardtable.cards import parse_cards
    >>> str(FoolTurnedUp(parse_cards("3S 8D JK")))
    'the Fool was not dealt: turned from the pack 3♠ 8♦ JK'
    """

    cards: tuple[Card, ...]

    def describe(self, rules: Rules) -> str:
        """The cards turned up, printed as ``rules`` print them.

        >>> from cardtable.cards import parse_cards
        >>> FoolTurnedUp(parse_cards("3S 8D JK")).describe(Rules(fool_display="king_of_spades"))
        'the Fool was not dealt: turned from the pack 3♠ 8♦ K♠'
        """
        return f"the Fool was not dealt: turned from the pack {rules.show_cards(self.cards)}"

    def __str__(self) -> str:
        return self.describe(_STANDARD)


@attrs.frozen(slots=True)
class Broke(Event):
    """A seat ends a hand with no units: it sits out the rest of the game (KM6).

    >>> str(Broke(3))
    'seat 3 is broke and out of the game'
    """

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} is broke and out of the game"


@attrs.frozen(slots=True)
class GameOver(Event):
    """The game's end: after ``hands`` hands the players with the most units win (KM14).

    >>> str(GameOver(12, (0, 45, 15), (1,)))
    'game over after 12 hands: seat 1 wins with 45 units'
    >>> str(GameOver(4, (30, 0, 30), (0, 2)))
    'game over after 4 hands: seats 0 and 2 win with 30 units each'
    """

    hands: int
    units: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        most = self.units[self.winners[0]]
        after = f"game over after {self.hands} hand{'s' if self.hands != 1 else ''}"
        if len(self.winners) == 1:
            return f"{after}: seat {self.winners[0]} wins with {most} units"
        return f"{after}: {_seats(self.winners)} win with {most} units each"

"""What each move did at the table, told to each seat as that seat may know it.

Every move leaves its events in ``state.events`` and adds them to the hand's
``state.history`` (a new hand starts a fresh history with its deal). The events,
in the order a hand produces them:

- ``BoughtIn``: with betting, each seat's buy-in (0 for a seat sitting out) and the pot (WW3).
- ``HandDealt``: the hand's number and dealer, each seat's three cards (private:
  a seat is told only its own), and the Camp's size (WW2).
- ``Stood``, ``Added``, ``Matched``, ``Folded``: the betting round and its clean-up, with
  the amounts (WW3).
- ``StoodPat``, ``DrewFromCamp``, ``ReturnedToCamp``: the swaps; the number of cards is
  public, the cards only the swapping seat's (WW4).
- ``TookFromCamp``: the Fate of Play begins: the Witch holder (now public) takes a blind
  card from the Camp, which only they see (WW5).
- ``Traded``: the Witch's trade: who traded with whom is public, the card given and the
  card taken only the two seats' (WW5).
- ``Revealed``: the reveal, every hand still in shown with its Hand Score (WW6, WW10).
- ``TieBroken``: the tie-break cards, from the Camp and off the deck, and the totals (WW7).
- ``HandWon``, ``HandDrawn``: who won the hand and how, or who it was drawn between, and
  the units paid out of the pot (WW7, WW8).
- ``Broke``: with betting, a seat that can no longer pay the buy-in (WW3).
- ``GameOver``: the winners and each seat's points (WW8).

>>> from cardtable.cards import parse_cards
>>> traded = Traded(player=2, target=0, given=parse_cards("5D")[0], taken=parse_cards("9H")[0])
>>> print(traded)
seat 2 gives 5 of Swords to seat 0 and takes 9 of Shields
>>> print(traded.seen_by(0)), print(traded.seen_by(1)), print(traded.seen_by(None))
seat 2 gives 5 of Swords to seat 0 and takes 9 of Shields
seat 2 trades a card with seat 0
seat 2 trades a card with seat 0
(None, None, None)
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.core.events import Event
from cardtable.witch_of_the_woods.deck import faerunian_name, faerunian_names, score_breakdown

__all__ = [
    "Added",
    "BoughtIn",
    "Broke",
    "DrewFromCamp",
    "Folded",
    "GameOver",
    "HandDealt",
    "HandDrawn",
    "HandWon",
    "Matched",
    "ReturnedToCamp",
    "Revealed",
    "Stood",
    "StoodPat",
    "TieBroken",
    "TookFromCamp",
    "Traded",
]

Cards = tuple[Card, ...]


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(str(seat) for seat in seats)


@attrs.frozen(slots=True)
class BoughtIn(Event):
    """With betting: what each seat paid into the pot to take part (0: sits the hand out)."""

    paid: tuple[int, ...]
    pot: int

    def __str__(self) -> str:
        payers = tuple(seat for seat, paid in enumerate(self.paid) if paid)
        text = f"seats {_seats(payers)} buy in {max(self.paid)} each"
        out = tuple(seat for seat, paid in enumerate(self.paid) if not paid)
        if out:
            text += f"; seat{'s' if len(out) > 1 else ''} {_seats(out)} sit{'' if len(out) > 1 else 's'} out"
        return f"{text}; the pot is {self.pot}"


@attrs.frozen(slots=True)
class HandDealt(Event):
    """A hand dealt: each seat's three cards (``()`` for a seat sitting out, ``None`` for
    cards the seat told may not see) and the Camp's size. A seat sees only its own cards."""

    number: int
    dealer: int
    hands: tuple[Cards | None, ...]
    camp: int

    def seen_by(self, seat: int | None) -> HandDealt:
        hands = tuple([hand if place == seat or not hand else None for place, hand in enumerate(self.hands)])
        return self if hands == self.hands else HandDealt(self.number, self.dealer, hands, self.camp)

    def __str__(self) -> str:
        text = f"hand {self.number}: seat {self.dealer} deals, {self.camp} cards to the Camp"
        for seat, hand in enumerate(self.hands):
            if hand:
                text += f"; seat {seat} holds {faerunian_names(hand)}"
        return text


@attrs.frozen(slots=True)
class Stood(Event):
    """Betting, before anyone has added: the seat puts nothing more in."""

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} stands"


@attrs.frozen(slots=True)
class Added(Event):
    """Betting: the seat adds ``amount`` units to the pot; the others must match it or fold."""

    player: int
    amount: int

    def __str__(self) -> str:
        return f"seat {self.player} adds {self.amount}"


@attrs.frozen(slots=True)
class Matched(Event):
    """Betting or clean-up: the seat puts in the ``amount`` added."""

    player: int
    amount: int

    def __str__(self) -> str:
        return f"seat {self.player} matches {self.amount}"


@attrs.frozen(slots=True)
class Folded(Event):
    """Betting or clean-up: the seat gives up the hand."""

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} folds"


@attrs.frozen(slots=True)
class StoodPat(Event):
    """Swaps: the seat keeps its three cards."""

    player: int

    def __str__(self) -> str:
        return f"seat {self.player} stands pat"


@attrs.frozen(slots=True)
class DrewFromCamp(Event):
    """Swaps: the seat draws ``count`` cards blind from the Camp; only it sees ``cards``."""

    player: int
    count: int
    cards: Cards | None = None

    def seen_by(self, seat: int | None) -> DrewFromCamp:
        if seat == self.player or self.cards is None:
            return self
        return DrewFromCamp(self.player, self.count)

    def __str__(self) -> str:
        text = f"seat {self.player} draws {self.count} card{'s' if self.count > 1 else ''} from the Camp"
        return text + (f": {faerunian_names(self.cards)}" if self.cards else "")


@attrs.frozen(slots=True)
class ReturnedToCamp(Event):
    """Swaps: the seat puts ``count`` cards back in the Camp, face down; only it sees ``cards``."""

    player: int
    count: int
    cards: Cards | None = None

    def seen_by(self, seat: int | None) -> ReturnedToCamp:
        if seat == self.player or self.cards is None:
            return self
        return ReturnedToCamp(self.player, self.count)

    def __str__(self) -> str:
        text = f"seat {self.player} puts back {self.count} card{'s' if self.count > 1 else ''}"
        return text + (f": {faerunian_names(self.cards)}" if self.cards else "")


@attrs.frozen(slots=True)
class TookFromCamp(Event):
    """The Fate of Play: the seat holding the Witch takes a blind card from the Camp
    (who holds the Witch is now public; the card only the holder sees)."""

    player: int
    card: Card | None = None

    def seen_by(self, seat: int | None) -> TookFromCamp:
        if seat == self.player or self.card is None:
            return self
        return TookFromCamp(self.player)

    def __str__(self) -> str:
        taken = faerunian_name(self.card) if self.card is not None else "a card"
        return f"seat {self.player} holds the Witch and takes {taken} from the Camp"


@attrs.frozen(slots=True)
class Traded(Event):
    """The Witch's trade: ``player`` gives ``given`` to ``target`` and takes ``taken``, a
    blind card from the target's hand. Who traded with whom is public; the two cards only
    the two seats see."""

    player: int
    target: int
    given: Card | None = None
    taken: Card | None = None

    def seen_by(self, seat: int | None) -> Traded:
        if seat == self.player or seat == self.target or self.given is None:
            return self
        return Traded(self.player, self.target)

    def __str__(self) -> str:
        if self.given is None or self.taken is None:
            return f"seat {self.player} trades a card with seat {self.target}"
        return (
            f"seat {self.player} gives {faerunian_name(self.given)} to seat {self.target} "
            f"and takes {faerunian_name(self.taken)}"
        )


@attrs.frozen(slots=True)
class Revealed(Event):
    """The reveal: every hand still in, shown (``None`` for a seat folded or sitting out),
    with its Hand Score, told as the seed's examples tell it: each card's value, then each
    bonus by name (``deck.breakdown``, WW6), or "no bonuses".

    >>> from cardtable.cards import parse_cards
    >>> print(Revealed((parse_cards("AS 2S 3S"), None, parse_cards("2C 3C JH")), (8, None, 4)))
    the reveal: seat 0 shows 1 of Coins, 2 of Coins, 3 of Coins (8: 1 + 1 + 1, +1 color, +1 suit, +3 run);
    seat 2 shows 2 of Crowns, 3 of Crowns, Prince of Shields (4: 1 + 1 + 2, no bonuses)
    """

    hands: tuple[Cards | None, ...]
    scores: tuple[int | None, ...]

    def __str__(self) -> str:
        shown = "; ".join(
            f"seat {seat} shows {faerunian_names(hand)} ({_score(hand, self.scores[seat])})"
            for seat, hand in enumerate(self.hands)
            if hand is not None
        )
        return f"the reveal: {shown}"


def _score(hand: Cards, score: int | None) -> str:
    """A revealed hand's score broken down: ``8: 1 + 1 + 1, +1 color, +1 suit, +3 run``."""
    try:
        parts = score_breakdown(hand)
    except ValueError:  # not a hand the engine reveals: its score alone
        return str(score)
    bonuses = [f"+{points} {name}" for name, points in parts.bonuses] or ["no bonuses"]
    return f"{parts.total}: " + ", ".join([" + ".join(map(str, parts.values)), *bonuses])


@attrs.frozen(slots=True)
class TieBroken(Event):
    """A tie at the top broken (WW7): each tied seat's card from the Camp, the rounds off
    the deck, whether the deck could not finish a round, and the totals."""

    camp_draws: tuple[Card | None, ...]
    deck_rounds: tuple[tuple[Card | None, ...], ...]
    void_round: bool
    totals: tuple[int | None, ...]

    def __str__(self) -> str:
        parts = ["tie-break: " + _drawn(self.camp_draws) + " from the Camp"]
        parts.extend(
            f"deck round {number}: {_drawn(cards)}" for number, cards in enumerate(self.deck_rounds, 1)
        )
        if self.void_round:
            parts.append("the deck cannot finish a round")
        totals = ", ".join(
            f"seat {seat} {total}" for seat, total in enumerate(self.totals) if total is not None
        )
        return "; ".join([*parts, f"totals {totals}"])


def _drawn(cards: tuple[Card | None, ...]) -> str:
    return ", ".join(
        f"seat {seat} {faerunian_name(card)}" for seat, card in enumerate(cards) if card is not None
    )


@attrs.frozen(slots=True)
class HandWon(Event):
    """Hand ``number`` won by ``player``, ``how`` (``"folds"``, ``"score"``, ``"camp"``,
    ``"witch"``, ``"deck"``: as ``HandRecord.decided_by``), taking ``pot`` units (``None``
    without betting)."""

    number: int
    player: int
    how: str
    pot: int | None

    def __str__(self) -> str:
        how = {
            "folds": "everyone else folded",
            "score": "best Hand Score",
            "camp": "on the Camp draw",
            "witch": "holding the Witch",
            "deck": "on the deck rounds",
        }.get(self.how, self.how)
        taken = "" if self.pot is None else f" and takes {self.pot}"
        return f"seat {self.player} wins hand {self.number} ({how}){taken}"


@attrs.frozen(slots=True)
class HandDrawn(Event):
    """Hand ``number`` drawn between ``players``: nobody wins it; with betting each takes
    ``share`` and ``carried`` stays in the pot (``None`` without betting)."""

    number: int
    players: tuple[int, ...]
    share: int | None
    carried: int | None

    def __str__(self) -> str:
        text = f"hand {self.number} is drawn between seats {_seats(self.players)}"
        if self.share is not None:
            text += f"; each takes {self.share}, {self.carried} stays in the pot"
        return text


@attrs.frozen(slots=True)
class Broke(Event):
    """With betting: the seat can no longer pay the buy-in and is out of the game."""

    player: int
    units: int

    def __str__(self) -> str:
        return f"seat {self.player} is broke ({self.units} left): out of the game"


@attrs.frozen(slots=True)
class GameOver(Event):
    """The game is over: its winners and each seat's points (units with betting, hands
    won without, WW8)."""

    winners: tuple[int, ...]
    points: tuple[int, ...]

    def __str__(self) -> str:
        points = ", ".join(f"seat {seat} {points}" for seat, points in enumerate(self.points))
        return (
            f"game over, won by seat{'s' if len(self.winners) > 1 else ''} {_seats(self.winners)} ({points})"
        )

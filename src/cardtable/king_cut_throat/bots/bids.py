"""How likely a sampled world makes the bids the other seats made: ``pimc`` weights its worlds by it.

A seat that passed round one most likely lacked the turned suit's Bowers and
length; a seat that named a suit most likely held it. ``determinize`` deals the
hidden cards uniformly among the places they may lie, blind to that. ``Bids``
reads the naming rounds from the seat's history once per decision and gives each
world the chance that players counting their hands the way ``heuristic`` does
(``estimate`` against the thresholds ``ORDER_AT`` and ``NAME_AT``) would have
bid as they did with the hands that world gives them, each threshold softened
into a logistic curve ``SOFTNESS`` tricks wide so that a player who bids a
little differently still finds worlds that fit.

A seat's hand as it bid is rebuilt from the world: the cards it holds now, the
cards it played this hand, and for the kitty's receiver the cards it threw after
taking the kitty, less what the kitty gave it.

>>> from cardtable.king_cut_throat.engine import new_game
>>> Bids.read((), seat=0).weight(new_game(seed=1))
1.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import attrs

from cardtable.cards import Card, Suit
from cardtable.king_cut_throat.bots.heuristic import NAME_AT, ORDER_AT, dealer_gift, estimate
from cardtable.king_cut_throat.discards import FIRST
from cardtable.king_cut_throat.events import OrderedUp, Passed, TrumpNamed, Turned, TurnedDown
from cardtable.king_cut_throat.state import State
from cardtable.king_cut_throat.tricks import SCORING_RANK

__all__ = ["SOFTNESS", "Bids"]

SOFTNESS = 0.3
"""How wide, in tricks, the logistic curve is that stands for each bidding threshold."""


def _fits(margin: float) -> float:
    """The chance a bid is made with its count ``margin`` tricks above the threshold."""
    return 1.0 / (1.0 + math.exp(-margin / SOFTNESS))


@attrs.frozen(slots=True)
class Bids:
    """The other seats' bids of the hand: who passed, ordered up or named what, in order.

    ``calls`` holds ``(player, round, suit)``, ``suit`` None for a pass; ``turned`` is
    the turned card and ``offered`` the suit round one offered.
    """

    seat: int
    calls: tuple[tuple[int, int, Suit | None], ...]
    turned: Card | None
    offered: Suit | None

    @classmethod
    def read(cls, history: Iterable[object], seat: int) -> Bids:
        """The bids of the other seats in ``history`` (the seat's view of the hand's events).

        >>> from cardtable.king_cut_throat.events import Passed
        >>> Bids.read([Passed(1, 1), Passed(0, 1)], seat=0).calls
        ((1, 1, None),)
        """
        calls: list[tuple[int, int, Suit | None]] = []
        turned: Card | None = None
        offered: Suit | None = None
        for event in history:
            if isinstance(event, Turned):
                turned, calls, offered = event.card, [], event.card.suit
            elif isinstance(event, Passed) and event.player != seat:
                calls.append((event.player, event.round, None))
            elif isinstance(event, OrderedUp):
                offered = event.suit
                if event.player != seat:
                    calls.append((event.player, 1, event.suit))
            elif isinstance(event, TurnedDown):
                offered = event.suit
            elif isinstance(event, TrumpNamed) and event.player != seat:
                calls.append((event.player, 2, event.suit))
        return cls(seat, tuple(calls), turned, offered)

    def weight(self, world: State) -> float:
        """How likely ``world``'s hands make the bids (a product of chances, not normalised).

        >>> from cardtable.king_cut_throat.engine import new_game
        >>> Bids(0, ((1, 1, None),), None, None).weight(new_game(seed=2))
        1.0
        """
        if not self.calls or self.offered is None or world.showdown_tricks is not None:
            return 1.0
        scorer = SCORING_RANK[world.rules.scoring_rank]
        gift = dealer_gift(self.turned, self.offered, scorer)
        hands: dict[int, list[Card]] = {}
        chance = 1.0
        for player, round_, suit in self.calls:
            hand = hands.get(player)
            if hand is None:
                hand = hands[player] = _as_bid(world, player)
            if round_ == 1:
                margin = estimate(hand, self.offered, scorer) - gift - ORDER_AT
                chance *= _fits(margin) if suit is not None else _fits(-margin)
                continue
            counts = {other: estimate(hand, other, scorer) for other in Suit if other is not self.offered}
            best = max(counts.values())
            if suit is None:
                chance *= _fits(NAME_AT - (best - 0.3))
            else:
                chance *= _fits(counts[suit] - 0.3 - NAME_AT) * _fits(counts[suit] - best + 1e-9)
        return chance


def _as_bid(world: State, player: int) -> list[Card]:
    """The hand ``player`` held when it bid, in ``world``: its hand now, the cards it played,
    and what it threw after taking the kitty, less what it took."""
    held = list(world.hands[player])
    for trick in world.tricks:
        held.extend(play.card for play in trick.plays if play.player == player)
    held.extend(play.card for play in world.trick if play.player == player)
    if player == world.receiver:
        held.extend(world.discards[player][FIRST:])
        taken = set(world.received)
        held = [card for card in held if card not in taken]
    return held

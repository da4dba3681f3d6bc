"""King's Mercy's ``heuristic`` bot: hand strength against the Mercy risk, and pot odds.

The bot rates its three cards with the engine's own ``hand_value`` against every
hand a rival could hold from the 34 cards it has not seen: ``odds(hand)`` is the
chance of beating one such hand under the normal order, and under Mercy. Its
*equity* (``equity``), the chance of taking the pot from the rivals still in,
weighs the two:

- holding the Fool, it will choose at the end, so the better of the two counts;
  a weak hand gains as much as a strong one;
- otherwise the Fool may sit in a rival's hand (three chances in 34 per rival
  still in) and be turned up by a weak hand, so a strong hand is at risk and a
  weak one has a hope;
- every bet or raise a rival made this hand (read from the view's history)
  says its hand is strong, and lowers the normal chance.

It bets when its equity is well above its fair share, raises with the nuts (or
near), calls when the pot lays the price (pot odds), folds trash facing a bet
or raise, and checks otherwise. Holding the Fool at the end, it invokes Mercy
when its hand is likelier to be the weakest than the strongest.

>>> from cardtable import bots
>>> from cardtable import kings_mercy as km
>>> agent = bots.make("kings-mercy", "heuristic", seed=1)
>>> state = km.new_game(km.Rules(players=3), seed=4)
>>> agent(km.view(state, 1), km.legal_moves(state)) in km.legal_moves(state)
True
"""

from __future__ import annotations

from bisect import bisect_left
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import check_offer
from cardtable.kings_mercy.deck import FOOL, full_deck, hand_value
from cardtable.kings_mercy.events import BetPlaced, Raised
from cardtable.kings_mercy.moves import Bet, Call, Check, DeclineMercy, Fold, InvokeMercy, Move, Raise
from cardtable.kings_mercy.state import State
from cardtable.kings_mercy.view import View

__all__ = ["MERCY_RATE", "SUMMARY", "HeuristicBot", "equity", "estimate", "heuristic", "odds", "rollout"]

MERCY_RATE = 0.5
"""How often a rival holding the Fool is taken to turn it up."""

_BIT = {card: 1 << index for index, card in enumerate(full_deck())}


@cache
def _hands() -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every three-card hand of the deck: its cards as a bit mask and its normal strength."""
    return tuple(
        (_BIT[a] | _BIT[b] | _BIT[c], hand_value((a, b, c)).strength)
        for a, b, c in combinations(full_deck(), 3)
    )


@cache
def _strengths() -> tuple[tuple[int, ...], ...]:
    """The normal strength of every three-card hand of the deck, sorted."""
    return tuple(sorted(strength for _, strength in _hands()))


@lru_cache(maxsize=8192)
def odds(hand: tuple[Card, ...]) -> tuple[float, float]:
    """The chance three cards beat one rival's hand from the other 34 cards: under the
    normal order, and under Mercy (a tie counting half).

    >>> from cardtable.cards import parse_cards
    >>> normal, mercy = odds(tuple(parse_cards("9C 9D 9H")))
    >>> normal > 0.99, mercy < 0.01
    (True, True)
    >>> normal, mercy = odds(tuple(parse_cards("JK AC 2D")))
    >>> normal < 0.01, mercy > 0.99
    (True, True)
    """
    mask = 0
    for card in hand:
        mask |= _BIT[card]
    mine = hand_value(hand).strength
    below = level = above = 0
    for cards, strength in _hands():
        if cards & mask:
            continue
        if strength < mine:
            below += 1
        elif strength == mine:
            level += 1
        else:
            above += 1
    total = below + level + above
    return (below + level / 2) / total, (above + level / 2) / total


def equity(hand: tuple[Card, ...], rivals: int, shown_strength: int = 0) -> float:
    """The chance ``hand`` takes the pot from ``rivals`` rivals still in, weighing the Mercy
    risk; ``shown_strength`` counts the bets and raises the rivals made this hand.

    >>> from cardtable.cards import parse_cards
    >>> trips, trash = tuple(parse_cards("9C 9D 9H")), tuple(parse_cards("7C 4D 2H"))
    >>> equity(trips, 3) > 0.8 > 0.1 > equity(trash, 3)
    True
    >>> equity(tuple(parse_cards("JK AC 2D")), 3) > 0.95   # the Fool makes the weakest hand win
    True
    """
    if rivals <= 0:
        return 1.0
    normal, mercy = odds(hand)
    normal **= 1 + 0.35 * shown_strength  # a rival who bets holds more than a random hand
    if FOOL in hand:
        return float(max(normal, mercy) ** rivals)
    fool_out = 3 * rivals / 34 * MERCY_RATE
    return float((1 - fool_out) * normal**rivals + fool_out * mercy**rivals)


class HeuristicBot:
    """Bets its hand strength against the Mercy risk, calls on pot odds, raises the nuts,
    folds trash, and turns up the Fool when its hand is weak."""

    __slots__ = ("_chance",)

    def __init__(self, seed: int = 0) -> None:
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: View, moves: tuple[Any, ...], /) -> Any:
        check_offer(view, moves)
        kinds = {type(move): move for move in moves}
        if InvokeMercy in kinds or DeclineMercy in kinds:
            return self._mercy(view, kinds)
        me = view.player
        rivals, shown = _rivals(view)
        chance = equity(view.hand, rivals, shown)
        fair = 1 / (rivals + 1)
        nuts = chance > max(0.6, 2.2 * fair)
        if Check in kinds:
            if Bet in kinds and chance > 1.3 * fair:
                return kinds[Bet]
            return kinds[Check]
        cost = max(view.bets) - view.bets[me] if me is not None else 0
        if Raise in kinds and nuts:
            return kinds[Raise]
        # Pot odds, with a little held back for the bets still to come.
        if Call in kinds and chance * (view.pot + cost) >= cost * 1.15:
            return kinds[Call]
        if Fold in kinds:
            return kinds[Fold]
        return moves[0]

    def _mercy(self, view: View, kinds: dict[type, Any]) -> Any:
        """Invoke Mercy when the hand is likelier to be the weakest than the strongest,
        against rivals who stayed in (and so hold more than random hands)."""
        rivals, shown = _rivals(view)
        normal, mercy = odds(view.hand)
        normal **= 1 + 0.35 * shown
        if InvokeMercy in kinds and mercy**rivals > normal**rivals:
            return kinds[InvokeMercy]
        return kinds.get(DeclineMercy, kinds.get(InvokeMercy))


def _rivals(view: View) -> tuple[int, int]:
    """The rivals still in, and the bets and raises they made this hand (the view's history)."""
    still_in = {
        seat
        for seat in range(len(view.units))
        if seat != view.player and not view.folded[seat] and not view.sitting_out[seat]
    }
    shown = sum(
        1 for event in view.history if isinstance(event, BetPlaced | Raised) and event.player in still_in
    )
    return len(still_in), shown


def heuristic(seed: int = 0) -> HeuristicBot:
    """Bets its hand strength against the Mercy risk, calls on pot odds, raises the nuts,
    folds trash, and turns up the Fool when its hand is weak."""
    return HeuristicBot(seed)


SUMMARY = (
    "Weighs its hand's strength (the engine's hand_value against every hand a rival could hold) "
    "against the Mercy risk, bets and raises its strong hands, calls on pot odds, folds trash "
    "to a bet, and invokes Mercy when its hand is weak."
)
"""How ``heuristic`` plays, in a sentence."""


def rollout(state: State, seat: int, moves: tuple[Move, ...]) -> Move:
    """The search bot's heuristic rollout: a cheap version of ``heuristic`` reading the
    sampled state. It bets its hand's place among all hands against the Mercy risk and
    calls on pot odds.

    >>> from cardtable.kings_mercy import Rules, legal_moves, new_game
    >>> state = new_game(Rules(players=3), seed=4)
    >>> rollout(state, 1, legal_moves(state)) in legal_moves(state)
    True
    """
    strengths = _strengths()
    hand = state.hands[seat]
    place = bisect_left(strengths, hand_value(hand).strength) / len(strengths)  # share of hands below
    kinds = {type(move): move for move in moves}
    if InvokeMercy in kinds or DeclineMercy in kinds:
        return kinds[InvokeMercy] if place < 0.5 else kinds.get(DeclineMercy, moves[0])
    rivals = sum(1 for other, out in enumerate(state.out) if other != seat and not out)
    chance = max(place, 1 - place) ** rivals if FOOL in hand else place**rivals * 0.9
    fair = 1 / (rivals + 1)
    if Check in kinds:
        return kinds[Bet] if Bet in kinds and chance > 1.3 * fair else kinds[Check]
    if Raise in kinds and chance > max(0.6, 2.2 * fair):
        return kinds[Raise]
    cost = max(state.bets) - state.bets[seat]
    if Call in kinds and chance * (state.pot + cost) >= cost * 1.15:
        return kinds[Call]
    return kinds.get(Fold, moves[0])


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's share of the units at the table (the pot counts for nobody): in a game
    played until one seat holds every unit, a fair estimate of its chance to be that seat.
    The search bot scores a rollout cut off before the game's end by it.

    >>> from cardtable.kings_mercy import Rules, new_game
    >>> estimate(new_game(Rules(players=4), seed=0))
    (0.25, 0.25, 0.25, 0.25)
    """
    total = sum(state.units)
    if total <= 0:
        return tuple(1 / len(state.units) for _ in state.units)
    return tuple(units / total for units in state.units)

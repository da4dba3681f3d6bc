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

from functools import lru_cache
from itertools import combinations
from typing import Any

from cardtable.bots.registry import register
from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.kings_mercy import (
    FOOL,
    Bet,
    BetPlaced,
    Call,
    Check,
    DeclineMercy,
    Fold,
    InvokeMercy,
    Raise,
    Raised,
    View,
    full_deck,
    hand_value,
)

__all__ = ["MERCY_RATE", "HeuristicBot", "equity", "odds"]

MERCY_RATE = 0.5
"""How often a rival holding the Fool is taken to turn it up."""

_DECK = full_deck()
_BIT = {card: 1 << index for index, card in enumerate(_DECK)}
# Every three-card hand of the deck: its cards as a bit mask and its normal strength.
_HANDS = tuple(
    (_BIT[a] | _BIT[b] | _BIT[c], hand_value((a, b, c)).strength) for a, b, c in combinations(_DECK, 3)
)


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
    for cards, strength in _HANDS:
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


register(
    "kings-mercy",
    "heuristic",
    heuristic,
    "Weighs its hand's strength (the engine's hand_value against every hand a rival could hold) "
    "against the Mercy risk, bets and raises its strong hands, calls on pot odds, folds trash "
    "to a bet, and invokes Mercy when its hand is weak.",
)

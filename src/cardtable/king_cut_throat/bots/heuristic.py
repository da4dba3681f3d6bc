"""King Cut-Throat's ``heuristic`` bot: trump strength, voids, and King points.

It plays as a careful player would, from its seat's view alone:

- **Discards** (trump not yet known): it keeps the seven cards whose best trump
  suit would give the most tricks, so it keeps a long suit with its Bowers and
  the Joker, side Aces and guarded Kings, and throws short plain suits to make voids.
- **Naming**: it counts the tricks its hand should take with the suit as trump
  (Joker, Right and Left Bower, trump length, side Aces, voids to ruff with,
  Kings that may score) less what the kitty gives the player on its left, and
  orders up or names its strongest suit when that clears a threshold.
- **Play**: from the history it knows every card played and who showed out of a
  suit, so it rates each card by the chance that nobody still to play can beat
  it. It cashes a King that will hold (a point at once), draws trumps when it
  holds the top one, wins as cheaply as it safely can, trumps in when void, and
  otherwise ducks with its least useful card, never a King it can still score
  with. The Showdown is played the same way, heads-up.

>>> from cardtable import bots
>>> agent = bots.make("king-cut-throat", "heuristic", seed=1)
>>> import cardtable
>>> rules = cardtable.GAMES["king-cut-throat"].Rules(max_hands=2)
>>> final = cardtable.play("king-cut-throat", [agent, bots.make("king-cut-throat", "random", seed=2),
...                        bots.make("king-cut-throat", "random", seed=3)], rules, seed=4)
>>> cardtable.GAMES["king-cut-throat"].outcome(final) is not None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cardtable.cards import Card, Rank, Suit
from cardtable.game import check_offer
from cardtable.king_cut_throat.deck import (
    EFFECTIVE,
    STRENGTH,
    TRICK_RANKS,
    TRUMP_BASE,
    full_deck,
)
from cardtable.king_cut_throat.events import (
    Discarded,
    KingScored,
    Played,
    ShowdownDealt,
    TrickTaken,
    TurnedDown,
)
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, NameTrump, OrderUp, Pass, Play
from cardtable.king_cut_throat.tricks import SCORING_RANK
from cardtable.king_cut_throat.view import View

__all__ = [
    "NAME_AT",
    "ORDER_AT",
    "SUMMARY",
    "TRUMP_WORTH",
    "HeuristicBot",
    "dealer_gift",
    "estimate",
    "heuristic",
]

ORDER_AT = 2.9
"""Round one: order up when the hand should take this many tricks, less the turned card's gift."""
NAME_AT = 2.7
"""Round two: name the strongest suit when the hand should take this many tricks."""

TRUMP_WORTH = {120: 1.0, 119: 0.9, 118: 0.8, 107: 0.65, 106: 0.5, 105: 0.4}
"""Tricks a trump should take, by its strength: Joker, Right, Left, then A K Q; lower ones 0.3
(read by the bidding model of ``bids.py`` too)."""
_DECK = full_deck()


def estimate(cards: Iterable[Card], trump: Suit, scorer: Rank = Rank.KING) -> float:
    """How many tricks (and scoring-card points) ``cards`` should take with ``trump`` as trump.

    Trumps count by rank (Joker 1, Right Bower 0.9, Left 0.8, Ace 0.65 ...) and
    length; a side Ace counts 0.75; a void or a singleton beside two trumps can
    ruff; a scoring King counts when guarded or backed by its Ace.

    >>> from cardtable.cards import parse_cards
    >>> round(estimate(parse_cards("JK JS JC AS 7S AH 7D"), Suit.SPADES), 2)
    5.55
    >>> estimate(parse_cards("JK JS JC AS 7S AH 7D"), Suit.HEARTS) < 3
    True
    """
    queen_high = scorer is Rank.QUEEN
    effective, strength = EFFECTIVE[trump], STRENGTH[trump, queen_high]
    held = list(cards)
    trumps = sorted((strength[card] for card in held if effective[card] is trump), reverse=True)
    value = sum(TRUMP_WORTH.get(worth, 0.3) for worth in trumps)
    value += 0.25 * max(0, len(trumps) - 3)
    value += sum(
        0.2 for card in held if effective[card] is trump and card.rank is scorer and card.suit is trump
    )
    for suit in Suit:
        if suit is trump:
            continue
        ranks = {card.rank for card in held if effective[card] is suit}
        if not ranks:
            value += 0.35 if len(trumps) >= 2 else 0.0
            continue
        if len(ranks) == 1 and len(trumps) >= 2:
            value += 0.15
        if Rank.ACE in ranks:
            value += 0.75
        if scorer in ranks and scorer is not Rank.ACE:
            value += 0.6 if Rank.ACE in ranks else 0.35 if len(ranks) >= 2 else 0.15
    return value


class HeuristicBot:
    """Names trump on counted strength, keeps voids and Kings, wins tricks cheaply and scores Kings.

    ``scoring_rank`` is the table's scoring card (``"king"``, ``"queen"`` or
    ``"ace"``), read from the history once a point is scored; ``order_at`` and
    ``name_at`` the tricks a hand must promise to order up or name; ``seed`` is kept
    for the registry's contract (the bot's choices depend on its view alone).

    >>> bot = HeuristicBot(seed=3)
    >>> bot.scoring_rank
    'king'
    """

    __slots__ = ("name_at", "order_at", "scoring_rank", "seed")

    def __init__(
        self, seed: int = 0, scoring_rank: str = "king", order_at: float = ORDER_AT, name_at: float = NAME_AT
    ) -> None:
        if scoring_rank not in SCORING_RANK:
            raise ValueError(f"scoring_rank must be king, queen or ace, not {scoring_rank!r}")
        self.seed = seed
        self.scoring_rank = scoring_rank
        self.order_at, self.name_at = order_at, name_at

    def __call__(self, view: View, moves: tuple[Any, ...], /) -> Any:
        check_offer(view, moves)
        scorer = self._scorer(view)
        first = moves[0]
        if isinstance(first, Play):
            return _play(view, moves, scorer)
        if isinstance(first, Discard):
            return _discard(view, moves, scorer)
        if isinstance(first, ChooseLeader):
            return min(moves, key=lambda move: (view.scores[move.leader], moves.index(move)))
        return _name(view, moves, scorer, self.order_at, self.name_at)

    def _scorer(self, view: View) -> Rank:
        """The scoring rank: the one a point was scored with this hand or last, else the option."""
        events = list(view.history)
        if view.last_hand is not None:
            events.extend(view.last_hand.events)
        for event in events:
            if isinstance(event, KingScored):
                return event.card.rank
        return SCORING_RANK[self.scoring_rank]


def dealer_gift(turned: Card | None, suit: Suit, scorer: Rank) -> float:
    """What ordering up ``suit`` hands the dealer, who picks up the ``turned`` card (if it is
    known), in tricks: counted against ordering up.

    >>> from cardtable.cards import Card
    >>> dealer_gift(Card.parse("JS"), Suit.SPADES, Rank.KING), dealer_gift(None, Suit.SPADES, Rank.KING)
    (0.54, 0.0)
    """
    if turned is None:
        return 0.0
    return 0.6 * TRUMP_WORTH.get(STRENGTH[suit, scorer is Rank.QUEEN][turned], 0.3)


def _name(view: View, moves: Sequence[Any], scorer: Rank, order_at: float, name_at: float) -> Any:
    """Order up, name a suit or pass, on the tricks the hand should take."""
    hand = view.hand
    passing = next((move for move in moves if isinstance(move, Pass)), None)
    ordering = next((move for move in moves if isinstance(move, OrderUp)), None)
    if ordering is not None and view.turned_suit is not None:
        count = estimate(hand, view.turned_suit, scorer) - dealer_gift(view.turned, view.turned_suit, scorer)
        if count >= order_at:
            return ordering
        return passing if passing is not None else ordering
    namings = [move for move in moves if isinstance(move, NameTrump)]
    if namings:
        best = max(namings, key=lambda move: estimate(hand, move.suit, scorer))
        if estimate(hand, best.suit, scorer) - 0.3 >= name_at or passing is None:
            return best
    return passing if passing is not None else moves[0]


def _discard(view: View, moves: Sequence[Any], scorer: Rank) -> Any:
    """Keep the cards that take the most tricks: with trump known, for it; before, for the best suit."""
    hand = view.hand
    if view.trump is not None:
        trump = view.trump
        return max(moves, key=lambda move: estimate(_kept(hand, move.cards), trump, scorer))
    suits = [suit for suit in Suit if suit is not view.barred_suit]

    def worth(move: Discard) -> float:
        kept = _kept(hand, move.cards)
        values = sorted((estimate(kept, suit, scorer) for suit in suits), reverse=True)
        return values[0] + 0.2 * values[1]

    return max(moves, key=worth)


def _kept(hand: tuple[Card, ...], thrown: tuple[Card, ...]) -> list[Card]:
    return [card for card in hand if card not in thrown]


class _Table:
    """What the seat knows in play: trump, the cards it cannot see, who showed out of what."""

    def __init__(self, view: View, scorer: Rank) -> None:
        assert view.trump is not None and view.player is not None
        self.view, self.scorer, self.trump = view, scorer, view.trump
        self.queen_high = scorer is Rank.QUEEN
        self.effective = EFFECTIVE[self.trump]
        self.strength = STRENGTH[self.trump, self.queen_high]
        gone: set[Card] = set(view.hand)
        self.voids: dict[int, set[Suit]] = {}
        showdown = view.mediator is not None and view.showdown_tricks is not None
        for event in view.history:
            if isinstance(event, ShowdownDealt):
                self.voids = {}
            elif isinstance(event, Played):
                gone.add(event.card)
            elif isinstance(event, TrickTaken):
                self._showed_out(event.plays)
            elif isinstance(event, Discarded) and event.cards is not None:
                if showdown == (event.stage == "showdown"):
                    gone.update(event.cards)
            elif isinstance(event, TurnedDown) and not showdown and view.turned is not None:
                gone.add(view.turned)
        self._showed_out(tuple((play.player, play.card) for play in view.trick))
        self.unseen = [card for card in _DECK if card not in gone]
        seats = range(len(view.scores))
        self.active = [seat for seat in seats if not (showdown and seat == view.mediator)]

    def _showed_out(self, plays: tuple[tuple[int, Card], ...]) -> None:
        if plays:
            led = self.effective[plays[0][1]]
            for seat, card in plays[1:]:
                if self.effective[card] is not led:
                    self.voids.setdefault(seat, set()).add(led)

    def safe(self, card: Card) -> float:
        """The chance nobody still to play this trick beats ``card`` (which beats the trick so far)."""
        view = self.view
        lead = view.trick[0].card if view.trick else card
        ranks = TRICK_RANKS[self.trump, self.queen_high][lead]
        led = self.effective[lead]
        mine = ranks[card]
        if any(ranks[play.card] > mine for play in view.trick):
            return 0.0
        played = {play.player for play in view.trick}
        later = [seat for seat in self.active if seat != view.player and seat not in played]
        beaters = [card for card in self.unseen if ranks[card] > mine]
        in_suit = sum(1 for card in beaters if self.effective[card] is led)
        ruffs = len(beaters) - in_suit
        follow = sum(1 for card in self.unseen if self.effective[card] is led)
        pool = len(self.unseen)
        chance = 1.0
        for seat in later:
            size = view.hand_sizes[seat]
            if led is self.trump:
                chance *= _none_of(len(beaters), size, pool)
                continue
            void = 1.0 if led in self.voids.get(seat, ()) else _none_of(follow, size, pool)
            chance *= (1 - void) * _none_of(in_suit, size, pool) + void * _none_of(ruffs, size, pool)
        return chance

    def keep(self, card: Card, hand: Sequence[Card]) -> float:
        """How much the seat wants to keep ``card`` for later tricks (less: throw it first)."""
        worth = float(self.strength[card])
        if worth >= TRUMP_BASE:
            return 20.0 + worth - TRUMP_BASE
        suit = self.effective[card]
        same = [held for held in hand if self.effective[held] is suit]
        if card.rank is self.scorer:
            worth += 6
        elif any(held.rank is self.scorer for held in same) and len(same) == 2:
            worth += 2  # the lone guard of a scoring card
        if len(same) == 1:
            worth -= 0.5  # throwing it makes a void
        return worth


def _none_of(beaters: int, size: int, pool: int) -> float:
    """The chance that ``size`` cards dealt from ``pool`` hold none of ``beaters`` given cards."""
    chance = 1.0
    for drawn in range(size):
        if pool - drawn <= 0:
            break
        chance *= max(0, pool - beaters - drawn) / (pool - drawn)
    return chance


def _play(view: View, moves: Sequence[Play], scorer: Rank) -> Play:
    """Cash a King that will hold, draw trumps, win as cheaply as is safe, else duck low."""
    table = _Table(view, scorer)
    cards = [move.card for move in moves]
    by_card = {move.card: move for move in moves}
    hand = view.hand
    odds = {card: table.safe(card) for card in cards}
    cheapest = min(cards, key=lambda card: table.keep(card, hand))
    if not view.trick:
        return by_card[_lead(table, cards, odds, cheapest)]
    kings = [card for card in cards if card.rank is scorer and odds[card] >= 0.6]
    if kings:
        return by_card[max(kings, key=lambda card: odds[card])]
    winners = [card for card in cards if odds[card] > 0]
    if not winners:
        return by_card[cheapest]
    sure = [card for card in winners if odds[card] >= 0.8]
    if sure:
        return by_card[min(sure, key=lambda card: table.strength[card])]
    best = max(odds[card] for card in winners)
    if best >= 0.4:
        likely = [card for card in winners if odds[card] >= best - 0.05]
        return by_card[min(likely, key=lambda card: table.strength[card])]
    return by_card[cheapest]


def _lead(table: _Table, cards: list[Card], odds: dict[Card, float], cheapest: Card) -> Card:
    """The lead: the top trump while others may hold trumps, then a sure side winner, else low."""
    trump, effective = table.trump, table.effective
    trumps = [card for card in cards if effective[card] is trump]
    out = [card for card in table.unseen if effective[card] is trump]
    kings = [card for card in cards if card.rank is table.scorer and odds[card] >= 0.6]
    sure_kings = [card for card in kings if odds[card] >= 0.85 or not out or len(trumps) < 2]
    if sure_kings:
        return max(sure_kings, key=lambda card: odds[card])
    if trumps and out:
        top = max(trumps, key=lambda card: table.strength[card])
        if odds[top] >= 0.95 and (len(trumps) >= 2 or table.view.maker == table.view.player):
            return top
        if len(trumps) >= 3:  # draw the Bowers with a low trump, keeping the high ones
            return min(trumps, key=lambda card: table.strength[card])
    if kings:
        return max(kings, key=lambda card: odds[card])
    side = [card for card in cards if effective[card] is not trump and odds[card] >= 0.75]
    if side:
        return max(side, key=lambda card: (odds[card], -table.strength[card]))
    plain = [card for card in cards if effective[card] is not trump]
    if plain:
        return min(plain, key=lambda card: table.keep(card, table.view.hand))
    return cheapest


def heuristic(
    seed: int = 0, scoring_rank: str = "king", order_at: float = ORDER_AT, name_at: float = NAME_AT
) -> HeuristicBot:
    """Names trump on counted strength, keeps voids and Kings, wins tricks cheaply and scores Kings.

    >>> heuristic(seed=2).seed
    2
    """
    return HeuristicBot(seed=seed, scoring_rank=scoring_rank, order_at=order_at, name_at=name_at)


SUMMARY = (
    "Orders up or names trump on counted strength (Bowers, Joker, length, side Aces), discards"
    " to keep trumps and make voids, counts the cards played to cash Kings that will hold,"
    " wins cheaply, trumps in when void and ducks low when the trick is lost."
)
"""How ``heuristic`` plays, in a sentence."""

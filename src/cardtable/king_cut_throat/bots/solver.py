"""An exact solver of the rest of a King Cut-Throat hand with every card known.

The tricks left (the hand's seven, or the Showdown's five, KC10, KC13) are searched
to the end with paranoid alpha-beta: the seat the solver plays for maximises its
``worth`` and every other seat minimises it, so a value is what the seat is sure of
whatever the others do. What a line is worth is scored as the rules score it: a
trick taken with the scoring card scores 1 at once (KC11, KC14), the hand's end
scores the most tricks 1, or all seven 2 to the maker and 3 to anyone else (KC12),
the Showdown's end gains its winner 1 and costs the loser 1, never below 0 (KC13,
KC20), and a score reaching the target ends the game at once (KC15). A 3-3-1 split
would start a Showdown dealt from a pile nobody has shuffled yet: the solver counts
it at its expectation with both players equally likely to win (``SHOWDOWN``).

``worth`` is, scaled by the other seats' count, the seat's points less the others'
mean, or ``WON`` / ``-WON`` when the game ends (the same ``WON`` whichever way).

For speed the search runs on a compact table (``Layout``): each card is a bit, the
bits of an effective suit (KC9) side by side in rank order, a hand one int. It
prunes equivalent cards (two cards of a hand with nothing left in play between
them, neither the scoring card, play the same), orders moves (cheap winners, then
low cards) and keeps a transposition table at every trick's start.

>>> from cardtable.king_cut_throat import Play, apply_move, legal_moves, new_game
>>> from cardtable.king_cut_throat.bots.heuristic import rollout
>>> state = new_game(seed=3)
>>> while not isinstance(legal_moves(state)[0], Play):
...     state = apply_move(state, rollout(state, state.to_act[0], legal_moves(state)))
>>> values = solve(state, state.to_act[0]).values
>>> sorted(values) == sorted({move.card for move in legal_moves(state)})
True
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import attrs

from cardtable.cards import Card, Rank, Suit
from cardtable.king_cut_throat.deck import EFFECTIVE, STRENGTH, full_deck
from cardtable.king_cut_throat.state import SHOWDOWN_PLAY, State

__all__ = ["SHOWDOWN", "WON", "Exhausted", "Layout", "Solution", "layout", "solve", "worth"]

WON = 1000.0
"""The worth of a game won (``-WON`` a game lost): far above any hand's points."""
SHOWDOWN = 0.5
"""A Showdown player's chance of winning it, for a 3-3-1 split before its deal is shuffled."""
WIDTH = 10
"""Bits per effective suit: trump has ten cards (Joker, two Bowers, seven others)."""
_SCORING = {"king": Rank.KING, "queen": Rank.QUEEN, "ace": Rank.ACE}
_INFINITY = float("inf")


class Exhausted(Exception):
    """The solve reached its node cap before it finished."""


@attrs.frozen(slots=True)
class Layout:
    """The compact table for one trump suit and scoring option: each card's bit, the
    bits of each effective suit, the scoring cards' bits."""

    trump: int
    """The block (effective suit index) of trump."""
    bit: dict[Card, int]
    card: dict[int, Card]
    scoring: int
    """The mask of the scoring rank's cards (KC11)."""

    def mask(self, cards: Iterable[Card]) -> int:
        """The bits of ``cards``.

        >>> table = layout(Suit.SPADES, "king")
        >>> table.mask([Card.parse("JK")]) == 1 << table.bit[Card.parse("JK")], table.bit[Card.parse("JK")]
        (True, 39)
        """
        total = 0
        for card in cards:
            total |= 1 << self.bit[card]
        return total

    def cards(self, mask: int) -> list[Card]:
        """The cards of ``mask``, weakest first within each suit.

        >>> table = layout(Suit.HEARTS, "king")
        >>> table.cards(table.mask([Card.parse("JD"), Card.parse("JH")]))
        [Card.parse('J♦'), Card.parse('J♥')]
        """
        return [self.card[bit] for bit in range(4 * WIDTH) if mask >> bit & 1]


@functools.cache
def layout(trump: Suit, scoring_rank: str) -> Layout:
    """The compact table for ``trump`` and the ``scoring_rank`` option (Queens rank high with ``"queen"``).

    >>> table = layout(Suit.CLUBS, "king")
    >>> table.bit[Card.parse("JK")] - table.bit[Card.parse("JC")], table.trump
    (1, 0)
    """
    effective = EFFECTIVE[trump]
    strength = STRENGTH[trump, scoring_rank == "queen"]
    suits = list(Suit)
    bit: dict[Card, int] = {}
    for block, suit in enumerate(suits):
        members = sorted((card for card in full_deck() if effective[card] is suit), key=lambda c: strength[c])
        for place, card in enumerate(members):
            bit[card] = block * WIDTH + place
    scorer = _SCORING[scoring_rank]
    scoring = 0
    for card, at in bit.items():
        if card.rank is scorer:
            scoring |= 1 << at
    return Layout(suits.index(trump), bit, {at: card for card, at in bit.items()}, scoring)


_BLOCK = tuple(bit // WIDTH for bit in range(4 * WIDTH))
_SUIT_MASK = tuple(((1 << WIDTH) - 1) << (block * WIDTH) for block in range(4))
_BELOW = tuple((1 << bit) - 1 for bit in range(4 * WIDTH + 1))


def _bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _distinct(mask: int, in_play: int, scoring: int) -> list[int]:
    """One card of each class of equivalent cards in ``mask``: cards of one suit with no
    card still in play between them, none of them a scoring card, play alike."""
    chosen: list[int] = []
    previous = -1
    for bit in _bits(mask):
        if (
            previous >= 0
            and _BLOCK[previous] == _BLOCK[bit]
            and not (scoring >> bit & 1 or scoring >> previous & 1)
            and not in_play & _BELOW[bit] & ~_BELOW[previous + 1]
        ):
            previous = bit  # the same as the card before: the class keeps its lowest
            continue
        chosen.append(bit)
        previous = bit
    return chosen


class _Search:
    """One solve: the seats' hands as masks and the search over them."""

    def __init__(self, state: State, seat: int, nodes: int) -> None:
        rules = state.rules
        trump = state.trump
        assert trump is not None, "trump is named before the play"
        table = layout(trump, rules.scoring_rank)
        self.table = table
        self.seat = seat
        self.players = len(state.scores)
        self.showdown = state.phase == SHOWDOWN_PLAY
        self.mediator = state.mediator
        playing = [s for s in range(self.players) if not (self.showdown and s == state.mediator)]
        self.after = [
            playing[(playing.index(s) + 1) % len(playing)] if s in playing else -1 for s in range(3)
        ]
        self.hands = [table.mask(hand) for hand in state.hands] + [0] * (3 - len(state.hands))
        won = state.showdown_tricks if self.showdown else state.tricks_won
        assert won is not None, "the Showdown counts its tricks"
        self.won = list(won)
        self.scores = list(state.scores)
        self.start = tuple(state.scores)
        self.target = rules.target
        self.maker = state.maker
        self.last_hand = rules.max_hands is not None and state.hands_played + 1 >= rules.max_hands
        self.nodes = nodes
        self.table_of: dict[tuple[int, ...], tuple[float, float, int]] = {}
        self.trick = [(play.player, table.bit[play.card]) for play in state.trick]

    # What a finished line is worth to the seat -------------------------------------

    def _worth(self, scores: list[float]) -> float:
        seat, start = self.seat, self.start
        others = sum(scores[s] - start[s] for s in range(self.players) if s != seat)
        return (self.players - 1) * (scores[seat] - start[seat]) - others

    def _over(self, scores: list[float]) -> float:
        """The game is over with these scores: won, shared or lost for the seat."""
        best = max(scores)
        if scores[self.seat] < best:
            return -WON
        return WON if scores.count(best) == 1 else 0.0

    def _end(self) -> float:
        """Every trick played: the end of the hand or of the Showdown, scored (KC12, KC13)."""
        scores: list[float] = [float(score) for score in self.scores]
        won = self.won
        if self.showdown:
            first, second = (s for s in range(3) if s != self.mediator)
            winner, loser = (first, second) if won[first] > won[second] else (second, first)
            scores[winner] += 1
            if scores[loser] > 0:
                scores[loser] -= 1
        elif self.players == 3 and sorted(won) == [1, 3, 3]:
            for s in range(3):
                if won[s] == 3:  # the Showdown to come, counted at its expectation
                    scores[s] += SHOWDOWN - (1 - SHOWDOWN) * (1 if scores[s] > 0 else 0)
            return self._worth(scores)
        else:
            best = max(won)
            winner = won.index(best)
            scores[winner] += 1 if best < sum(won) else 2 if winner == self.maker else 3
        if max(scores) >= self.target or self.last_hand:
            return self._over(scores)
        return self._worth(scores)

    # The search --------------------------------------------------------------------

    def value(self, alpha: float, beta: float) -> float:
        """The worth of the position with the trick as it stands, the seat to play next
        being the one after the trick's last card (or its leader)."""
        self.nodes -= 1
        if self.nodes < 0:
            raise Exhausted
        trick, hands, table = self.trick, self.hands, self.table
        if trick:
            turn = self.after[trick[-1][0]]
            if turn == trick[0][0]:
                return self._take(alpha, beta)
        else:
            turn = self._leader
            if not hands[turn]:
                return self._end()
            key = (*hands, turn, *self.won, *self.scores)
            known = self.table_of.get(key)
            if known is not None:
                low, high, _ = known
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                alpha, beta = max(alpha, low), min(beta, high)
        hand = hands[turn]
        in_play = hands[0] | hands[1] | hands[2]
        for _, bit in trick:
            in_play |= 1 << bit
        if trick:
            led = _SUIT_MASK[_BLOCK[trick[0][1]]]
            legal = hand & led or hand
            top, taker = self._top()
            beaters = []
            others = []
            for bit in _distinct(legal, in_play, table.scoring):
                block = _BLOCK[bit]
                if (block == _BLOCK[top] and bit > top) or (block == table.trump != _BLOCK[top]):
                    beaters.append(bit)
                else:
                    others.append(bit)
            # Win cheaply when the trick is the other side's; play low under one's own side.
            same_side = (taker == self.seat) == (turn == self.seat)
            order = others + beaters if same_side else beaters + others
        else:
            choices = _distinct(hand, in_play, table.scoring)
            # Lead high first, trumps before the rest: winners settle the bounds quickest.
            trump_block = table.trump
            order = sorted(
                choices,
                key=lambda bit: (bit % WIDTH) + (WIDTH if _BLOCK[bit] == trump_block else 0),
                reverse=True,
            )
            if known is not None and known[2] in order:  # the best lead last time first
                order.remove(known[2])
                order.insert(0, known[2])
        maximising = turn == self.seat
        first_alpha, first_beta = alpha, beta
        best = -_INFINITY if maximising else _INFINITY
        best_bit = -1
        hands_before = hands[turn]
        for bit in order:
            hands[turn] = hands_before & ~(1 << bit)
            trick.append((turn, bit))
            try:
                worth = self.value(alpha, beta)
            finally:
                trick.pop()
                hands[turn] = hands_before
            if maximising:
                if worth > best:
                    best, best_bit = worth, bit
                    if worth > alpha:
                        alpha = worth
            elif worth < best:
                best, best_bit = worth, bit
                if worth < beta:
                    beta = worth
            if alpha >= beta:
                break
        if not trick:
            low, high, _ = self.table_of.get(key, (-_INFINITY, _INFINITY, -1))
            if best <= first_alpha:
                high = best
            elif best >= first_beta:
                low = best
            else:
                low = high = best
            self.table_of[key] = (low, high, best_bit)
        return best

    _leader: int = 0

    def _top(self) -> tuple[int, int]:
        """The card winning the trick so far, and its player (KC10)."""
        trump = self.table.trump
        taker, top = self.trick[0]
        for player, bit in self.trick[1:]:
            block, top_block = _BLOCK[bit], _BLOCK[top]
            if (block == top_block and bit > top) or (block == trump != top_block):
                taker, top = player, bit
        return top, taker

    def _take(self, alpha: float, beta: float) -> float:
        """The trick is full: its taker scores a trick (and a point for the scoring card)."""
        top, taker = self._top()
        trick = self.trick
        self.trick = []
        leader = self._leader
        self._leader = taker
        self.won[taker] += 1
        scored = self.table.scoring >> top & 1
        try:
            if scored:
                self.scores[taker] += 1
                if self.scores[taker] >= self.target:  # the game ends at once (KC15)
                    return WON if taker == self.seat else -WON
            return self.value(alpha, beta)
        finally:
            if scored:
                self.scores[taker] -= 1
            self.won[taker] -= 1
            self._leader = leader
            self.trick = trick


@attrs.frozen(slots=True)
class Solution:
    """What a solve found: the worth of each card the seat may play, and the nodes it searched."""

    values: dict[Card | None, float]
    nodes: int


def solve(state: State, seat: int, nodes: int = 1_000_000) -> Solution:
    """The worth to ``seat`` (to play now, every card known) of each card it may play,
    searched to the hand's (or the Showdown's) end; ``Exhausted`` past ``nodes`` nodes.

    Equivalent cards are solved once and given the same worth.

    >>> from cardtable.king_cut_throat import new_game
    >>> solve(new_game(), 0)
    Traceback (most recent call last):
    ...
    ValueError: seat 0 has no card to play now
    """
    if state.trump is None or seat not in state.to_act or state.phase not in ("play", SHOWDOWN_PLAY):
        raise ValueError(f"seat {seat} has no card to play now")
    search = _Search(state, seat, nodes)
    table = search.table
    hand = search.hands[seat]
    trick = search.trick
    if trick:
        search._leader = trick[0][0]
        legal = hand & _SUIT_MASK[_BLOCK[trick[0][1]]] or hand
    else:
        search._leader = seat
        legal = hand
    in_play = search.hands[0] | search.hands[1] | search.hands[2]
    for _, bit in trick:
        in_play |= 1 << bit
    values: dict[Card | None, float] = {}
    chosen = _distinct(legal, in_play, table.scoring)
    for bit in chosen:
        search.hands[seat] = hand & ~(1 << bit)
        trick.append((seat, bit))
        try:
            values[table.card[bit]] = search.value(-_INFINITY, _INFINITY)
        finally:
            trick.pop()
            search.hands[seat] = hand
    # Each card gets the worth of the one solved for its class (the lowest of it).
    for bit in _bits(legal):
        if table.card[bit] not in values:
            twin = max(other for other in chosen if other < bit)
            values[table.card[bit]] = values[table.card[twin]]
    return Solution(values, nodes - search.nodes)


def worth(state: State, seat: int, nodes: int = 1_000_000) -> Solution:
    """The worth to ``seat`` of a position in the play (the hand's or the Showdown's) at a
    trick's start or within one, whoever is to play: ``values`` holds it under ``None``.

    >>> from cardtable.king_cut_throat import new_game
    >>> worth(new_game(), 0)
    Traceback (most recent call last):
    ...
    ValueError: there is no trick to play now
    """
    if state.trump is None or state.phase not in ("play", SHOWDOWN_PLAY):
        raise ValueError("there is no trick to play now")
    search = _Search(state, seat, nodes)
    search._leader = search.trick[0][0] if search.trick else state.to_act[0]
    found = search.value(-_INFINITY, _INFINITY)
    return Solution({None: found}, nodes - search.nodes)

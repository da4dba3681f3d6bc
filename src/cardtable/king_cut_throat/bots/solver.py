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

For speed the search runs on a compact table (``bits.Layout``): each card is a bit,
the bits of an effective suit (KC9) side by side in rank order, a hand one int. It
prunes equivalent cards (two cards of a hand with nothing left in play between
them, neither the scoring card, play the same), orders moves (cheap winners, then
low cards) and keeps a transposition table at every trick's start.

>>> from cardtable.king_cut_throat import Play, apply_move, legal_moves, new_game
>>> from cardtable.king_cut_throat.bots.rollout import rollout
>>> state = new_game(seed=3)
>>> while not isinstance(legal_moves(state)[0], Play):
...     state = apply_move(state, rollout(state, state.to_act[0], legal_moves(state)))
>>> values = solve(state, state.to_act[0]).values
>>> sorted(values) == sorted({move.card for move in legal_moves(state)})
True
"""

from __future__ import annotations

import functools

import attrs

from cardtable.cards import Card
from cardtable.king_cut_throat.bots.bits import BLOCK, SUIT_MASK, WIDTH, distinct, layout, set_bits
from cardtable.king_cut_throat.state import SHOWDOWN_PLAY, State

__all__ = ["SHOWDOWN", "WON", "Exhausted", "Solution", "solve", "worth"]

WON = 1000.0
"""The worth of a game won (``-WON`` a game lost): far above any hand's points."""
SHOWDOWN = 0.5
"""A Showdown player's chance of winning it, for a 3-3-1 split before its deal is shuffled."""
_INFINITY = float("inf")


class Exhausted(Exception):
    """The solve reached its node cap before it finished."""


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
        self.played_now = table.mask(play.card for play in state.trick)
        """The bits of the trick in progress."""
        self.trump_block = table.trump
        self.scoring = table.scoring
        self.lead_rank = _lead_rank(table.trump)

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

    def value(self, alpha: float, beta: float, top: int = -1, taker: int = -1) -> float:
        """The worth of the position with the trick as it stands (``top`` the card winning
        it so far and ``taker`` its player), the seat to play next being the one after the
        trick's last card (or its leader).

        A node cap reached raises ``Exhausted`` and leaves the search unusable: the
        hands and the trick are not put back on the way out, which saves the work on
        every node of a search that finishes."""
        self.nodes -= 1
        if self.nodes < 0:
            raise Exhausted
        trick, hands = self.trick, self.hands
        known = None
        if trick:
            turn = self.after[trick[-1][0]]
            if turn == trick[0][0]:
                return self._take(alpha, beta, top, taker)
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
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
        hand = hands[turn]
        in_play = hands[0] | hands[1] | hands[2] | self.played_now
        trump_block = self.trump_block
        if trick:
            top_block = BLOCK[top]
            led = SUIT_MASK[BLOCK[trick[0][1]]]
            legal = hand & led or hand
            beaters = []
            others = []
            for bit in distinct(legal, in_play, self.scoring):
                block = BLOCK[bit]
                if (block == top_block and bit > top) or (block == trump_block != top_block):
                    beaters.append(bit)
                else:
                    others.append(bit)
            # Win cheaply when the trick is the other side's; play low under one's own side.
            order = others + beaters if (taker == self.seat) == (turn == self.seat) else beaters + others
        else:
            # Lead high first, trumps before the rest: winners settle the bounds quickest.
            order = sorted(
                distinct(hand, in_play, self.scoring), key=self.lead_rank.__getitem__, reverse=True
            )
            if known is not None and known[2] in order:  # the best lead last time first
                order.remove(known[2])
                order.insert(0, known[2])
        maximising = turn == self.seat
        first_alpha, first_beta = alpha, beta
        best = -_INFINITY if maximising else _INFINITY
        best_bit = -1
        for bit in order:
            hands[turn] = hand & ~(1 << bit)
            self.played_now |= 1 << bit
            trick.append((turn, bit))
            if (
                len(trick) == 1
                or (BLOCK[bit] == BLOCK[top] and bit > top)
                or (BLOCK[bit] == trump_block != BLOCK[top])
            ):
                worth = self.value(alpha, beta, bit, turn)
            else:
                worth = self.value(alpha, beta, top, taker)
            trick.pop()
            self.played_now &= ~(1 << bit)
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
        hands[turn] = hand
        if not trick:
            low, high, _ = known or (-_INFINITY, _INFINITY, -1)
            if best <= first_alpha:
                high = best
            elif best >= first_beta:
                low = best
            else:
                low = high = best
            self.table_of[key] = (low, high, best_bit)
        return best

    _leader: int = 0

    def _take(self, alpha: float, beta: float, top: int, taker: int) -> float:
        """The trick is full: ``taker`` scores a trick with ``top`` (and a point for the scoring card)."""
        trick = self.trick
        played = self.played_now
        self.trick = []
        self.played_now = 0
        leader = self._leader
        self._leader = taker
        self.won[taker] += 1
        scored = self.scoring >> top & 1
        if scored:
            self.scores[taker] += 1
            if self.scores[taker] >= self.target:  # the game ends at once (KC15)
                found = WON if taker == self.seat else -WON
                self.scores[taker] -= 1
                self.won[taker] -= 1
                self._leader, self.trick, self.played_now = leader, trick, played
                return found
        found = self.value(alpha, beta)
        if scored:
            self.scores[taker] -= 1
        self.won[taker] -= 1
        self._leader, self.trick, self.played_now = leader, trick, played
        return found

    def top(self) -> tuple[int, int]:
        """The card winning the trick so far, and its player (KC10)."""
        trump = self.trump_block
        taker, top = self.trick[0]
        for player, bit in self.trick[1:]:
            block, top_block = BLOCK[bit], BLOCK[top]
            if (block == top_block and bit > top) or (block == trump != top_block):
                taker, top = player, bit
        return top, taker


@attrs.frozen(slots=True)
class Solution:
    """What a solve found: the worth of each card the seat may play, and the nodes it searched."""

    values: dict[Card | None, float]
    nodes: int


def solve(
    state: State, seat: int, nodes: int = 1_000_000, *, first: Card | None = None, exact: bool = True
) -> Solution:
    """The worth to ``seat`` (to play now, every card known) of each card it may play,
    searched to the hand's (or the Showdown's) end; ``Exhausted`` past ``nodes`` nodes.

    Equivalent cards are solved once and given the same worth. ``first`` is solved
    first (the card likeliest best). With ``exact=False`` only the best card's worth
    is exact: each other card is searched only until it is shown no better than the
    best so far, and its worth is then an upper bound, never above the best; that
    costs a fraction of the nodes.

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
        legal = hand & SUIT_MASK[BLOCK[trick[0][1]]] or hand
        top, taker = search.top()
    else:
        search._leader = seat
        legal = hand
        top, taker = -1, -1
    in_play = search.hands[0] | search.hands[1] | search.hands[2] | search.played_now
    values: dict[Card | None, float] = {}
    chosen = distinct(legal, in_play, table.scoring)
    order = list(chosen)
    if first is not None and table.bit.get(first, -1) in set_bits(legal):
        lead = max(other for other in chosen if other <= table.bit[first])
        order.remove(lead)
        order.insert(0, lead)
    best = -_INFINITY
    for bit in order:
        search.hands[seat] = hand & ~(1 << bit)
        search.played_now |= 1 << bit
        trick.append((seat, bit))
        if top < 0 or (BLOCK[bit] == BLOCK[top] and bit > top) or (BLOCK[bit] == table.trump != BLOCK[top]):
            found = search.value(-_INFINITY if exact else best, _INFINITY, bit, seat)
        else:
            found = search.value(-_INFINITY if exact else best, _INFINITY, top, taker)
        trick.pop()
        search.played_now &= ~(1 << bit)
        search.hands[seat] = hand
        values[table.card[bit]] = found
        best = max(best, found)
    # Each card gets the worth of the one solved for its class (the lowest of it).
    for bit in set_bits(legal):
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
    top, taker = search.top() if search.trick else (-1, -1)
    found = search.value(-_INFINITY, _INFINITY, top, taker)
    return Solution({None: found}, nodes - search.nodes)


@functools.cache
def _lead_rank(trump: int) -> tuple[int, ...]:
    """The order leads are tried in: by rank, trumps above every other suit."""
    return tuple(bit % WIDTH + (WIDTH if BLOCK[bit] == trump else 0) for bit in range(4 * WIDTH))

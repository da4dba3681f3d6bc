"""Witch of the Woods' ``heuristic`` bot: draws for the score that wins, trades like a Witch.

The bot judges a hand by its chance of holding the top Hand Score at the reveal:
``beat_chance(score, rivals)`` reads a fixed table of how often one rival ends a
hand below (or level with) a score. Everything else follows from that number.

- Swaps: for standing pat and for each count it may draw, it averages the best
  three cards it could keep over the cards the Camp may hold (every card it has
  not seen; exactly for one card, on a fixed sample of its own stream for two
  or three), and takes the choice with the best chance. After the draw it puts
  back the cards that leave the best hand. A Witch in hand counts as the blind
  Camp card the Fate of Play gives it.
- The Witch's trade: it gives the card whose loss hurts least (averaged over
  the blind card coming back) and takes from the rival who looks strongest: the
  one who drew fewest cards (standing pat says a good hand), then the one with
  most hands won.
- Betting (a table that plays for units): it adds in proportion to its chance
  (more from a late seat when nobody has added), and matches whenever staying
  in is worth the price: a hand won counts towards the game, so it folds only a
  hopeless hand or one that would leave it too short to keep buying in.

>>> from cardtable import bots
>>> from cardtable import witch_of_the_woods as ww
>>> agent = bots.make("witch-of-the-woods", "heuristic", seed=1)
>>> state = ww.new_game(ww.Rules(players=3), seed=7)
>>> agent(ww.view(state, 1), ww.legal_moves(state)) in ww.legal_moves(state)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import check_offer
from cardtable.witch_of_the_woods.deck import WITCH, breakdown, full_deck
from cardtable.witch_of_the_woods.moves import (
    Add,
    DrawFromCamp,
    Fold,
    Match,
    Move,
    ReturnToCamp,
    Stand,
    StandPat,
    WitchTrade,
)
from cardtable.witch_of_the_woods.state import State
from cardtable.witch_of_the_woods.view import View

__all__ = [
    "SAMPLES",
    "SUMMARY",
    "HeuristicBot",
    "beat_chance",
    "expected_chance",
    "hands_won_share",
    "heuristic",
    "rollout",
]

SAMPLES = 120
"""Draws of two or three cards sampled to judge such a swap (a draw of one is judged exactly)."""

# How often one rival ends a hand below each Hand Score (index: the score), and at
# it: every three-card hand of the deck (Witch hands left out), shifted one point up
# for the swaps a rival makes. Scores past the table are beaten or tied never / always.
_BELOW: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0, 0.031, 0.267, 0.421, 0.563, 0.724, 0.863, 0.926)
_BELOW += (0.954, 0.968, 0.979, 0.985, 0.995, 0.999, 1.0, 1.0, 1.0)
_DECK = full_deck()


@lru_cache(maxsize=512)
def beat_chance(score: int, rivals: int) -> float:
    """The chance a Hand Score of ``score`` is the top score against ``rivals`` rivals
    (a tie counting half a win).

    >>> round(beat_chance(3, 3), 4), round(beat_chance(9, 3), 3), beat_chance(5, 0)
    (0.0, 0.716, 1.0)
    >>> beat_chance(12, 1) > beat_chance(8, 1) > beat_chance(4, 1)
    True
    """
    if rivals <= 0:
        return 1.0
    top = len(_BELOW) - 1
    below = _BELOW[min(max(score, 0), top)]
    at = _BELOW[min(max(score + 1, 0), top)] - below
    return float((below + at / 2) ** rivals)


def _score(cards: Iterable[Card]) -> int:
    """The Hand Score (the package's ``breakdown``) of three cards, or of four with the Witch."""
    return breakdown(tuple(sorted(cards))).total


def expected_chance(cards: Sequence[Card], unseen: Sequence[Card], rivals: int) -> float:
    """``beat_chance`` of three cards; a Witch among them is averaged over the blind card
    the Fate of Play gives its holder (any card of ``unseen``).

    >>> from cardtable.cards import parse_cards
    >>> kings = parse_cards("KC KD KH")
    >>> expected_chance(kings, [], 3) > expected_chance(parse_cards("2C 7D JH"), [], 3)
    True
    """
    if WITCH not in cards:
        return beat_chance(_score(cards), rivals)
    others = [card for card in cards if card != WITCH]
    fills = [card for card in unseen if card not in cards]
    if not fills:
        return beat_chance(0, rivals)
    return sum(beat_chance(_score([*others, fill, WITCH]), rivals) for fill in fills) / len(fills)


class HeuristicBot:
    """Draws for the score that wins, trades the Witch's worst card with the strongest rival,
    and bets on its chance."""

    __slots__ = ("_chance",)

    def __init__(self, seed: int = 0) -> None:
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: View, moves: tuple[Any, ...], /) -> Any:
        check_offer(view, moves)
        first = moves[0]
        if isinstance(first, ReturnToCamp):
            return self._put_back(view, moves)
        if isinstance(first, WitchTrade):
            return self._trade(view, moves)
        if isinstance(first, StandPat):
            return self._swap(view, moves)[0]
        return self._bet(view, moves)

    # --- the swaps -----------------------------------------------------------------

    def _swap(self, view: View, moves: tuple[Any, ...]) -> tuple[Any, float]:
        """The swap choice with the best chance, and that chance."""
        hand, rivals = view.hand, _rivals(view)
        unseen = _unseen(view)
        best: tuple[Any, float] = (moves[0], expected_chance(hand, unseen, rivals))
        for move in moves[1:]:
            if isinstance(move, DrawFromCamp):
                chance = self._draw_chance(hand, move.count, unseen, rivals)
                if chance > best[1] + 1e-9:
                    best = (move, chance)
        return best

    def _draw_chance(self, hand: Sequence[Card], count: int, unseen: Sequence[Card], rivals: int) -> float:
        """The chance after drawing ``count`` blind cards and keeping the best three."""
        if count == 1:
            draws: Iterable[tuple[Card, ...]] = ((card,) for card in unseen)
        else:
            picked = []
            for _ in range(SAMPLES):
                drawn, _, self._chance = self._chance.sample(unseen, count)
                picked.append(tuple(drawn))
            draws = picked
        total, number = 0.0, 0
        for drawn in draws:
            total += max(
                expected_chance([*kept, *drawn], unseen, rivals) for kept in combinations(hand, 3 - count)
            )
            number += 1
        return total / number if number else 0.0

    def _put_back(self, view: View, moves: tuple[Any, ...]) -> Any:
        unseen, rivals = _unseen(view), _rivals(view)

        def chance(move: ReturnToCamp) -> float:
            return expected_chance([card for card in view.hand if card not in move.cards], unseen, rivals)

        return max(moves, key=chance)  # the first of equals: moves come in a fixed order

    # --- the Fate of Play ----------------------------------------------------------

    def _trade(self, view: View, moves: tuple[Any, ...]) -> Any:
        unseen, rivals = _unseen(view), _rivals(view)
        keeps = {}
        for move in moves:
            if move.give not in keeps:
                rest = [card for card in view.hand if card not in (move.give, WITCH)]
                keeps[move.give] = sum(
                    beat_chance(_score([*rest, card, WITCH]), rivals) for card in unseen
                ) / max(len(unseen), 1)
        give = max(keeps, key=lambda card: keeps[card])
        targets = [move.target for move in moves if move.give == give]
        target = min(targets, key=lambda seat: (_said(view, seat), -view.hands_won[seat]))
        return next(move for move in moves if move.give == give and move.target == target)

    # --- the betting ---------------------------------------------------------------

    def _bet(self, view: View, moves: tuple[Any, ...]) -> Any:
        rivals = _rivals(view)
        chance = max(expected_chance(view.hand, _unseen(view), rivals), self._swap_estimate(view, rivals))
        fair = 1 / (rivals + 1)
        units = view.units[view.player] if view.units is not None and view.player is not None else 0
        buy_in = view.rules.buy_in
        adds = [move for move in moves if isinstance(move, Add)]
        if adds or any(isinstance(move, Stand) for move in moves):
            late = _last_to_speak(view)
            edge = chance - fair * (0.8 if late else 1.2)
            if edge <= 0 or not adds or units - buy_in * 4 < 1:
                return next(move for move in moves if isinstance(move, Stand))
            amount = max(1, min(len(adds), round(edge / (1 - fair) * len(adds) * 2)))
            spare = max(1, units - buy_in * 4)
            return adds[min(amount, spare) - 1]
        match = next((move for move in moves if isinstance(move, Match)), None)
        if match is None:
            return next(move for move in moves if isinstance(move, Fold))
        cost = view.to_match or 0
        short = units - cost < buy_in * 3
        if chance < fair / 4 or (short and chance < fair):
            return next(move for move in moves if isinstance(move, Fold))
        return match

    def _swap_estimate(self, view: View, rivals: int) -> float:
        """The chance the best swap gives (only draws of one, judged exactly: cheap)."""
        return self._draw_chance(view.hand, 1, _unseen(view), rivals) if len(view.hand) == 3 else 0.0


def _unseen(view: View) -> tuple[Card, ...]:
    """The cards the seat has not seen in its own hand: where a blind card may come from."""
    mine = set(view.hand) | set(view.drawn)
    return tuple(card for card in _DECK if card not in mine)


def _rivals(view: View) -> int:
    """The other players still in the hand."""
    return sum(
        1
        for seat, (folded, out) in enumerate(zip(view.folded, view.sitting_out, strict=True))
        if seat != view.player and not folded and not out
    )


def _said(view: View, seat: int) -> int:
    """The number of cards ``seat`` drew (0: stood pat; 4 before its turn, unknown)."""
    said = view.swapped[seat]
    return 4 if said is None else said


def _last_to_speak(view: View) -> bool:
    """Whether the seat is the last still in to speak in the betting round (nearest the dealer)."""
    players = len(view.folded)
    seat = (view.dealer + players) % players  # the dealer speaks last in the round
    while view.sitting_out[seat] or view.folded[seat]:
        seat = (seat - 1) % players
    return seat == view.player


def heuristic(seed: int = 0) -> HeuristicBot:
    """Draws for the score that wins, trades the Witch's worst card with the strongest rival,
    and bets on its chance."""
    return HeuristicBot(seed)


SUMMARY = (
    "Draws for the Hand Score that wins (every card it has not seen may be in the Camp), "
    "trades the Witch's least useful card with the rival who looks strongest, and adds or "
    "matches on its chance of the top score."
)
"""How ``heuristic`` plays, in a sentence."""


def rollout(state: State, seat: int, moves: tuple[Move, ...]) -> Move:
    """The search bot's heuristic rollout: a cheap version of ``heuristic`` reading the
    sampled state. It draws against a low Hand Score, puts back its worst cards, and bets
    on the score's chance.

    >>> from cardtable.witch_of_the_woods import legal_moves, new_game
    >>> state = new_game(seed=7)
    >>> rollout(state, 1, legal_moves(state, 1)) in legal_moves(state, 1)
    True
    """
    first = moves[0]
    hand = state.hands[seat]
    if isinstance(first, ReturnToCamp):
        drawn = state.drawn  # kept whatever goes back: the cards put back are from the hand held
        returns = [move for move in moves if isinstance(move, ReturnToCamp)]
        return max(
            returns, key=lambda move: _score([*(card for card in hand if card not in move.cards), *drawn])
        )
    rivals = sum(1 for other, folded in enumerate(state.folded) if other != seat and not folded)
    if isinstance(first, StandPat):
        mine = _score(hand) if len(hand) == 3 else 0
        want = 0 if mine >= 9 else 1 if mine >= 7 else 2 if mine >= 5 else 3
        draws = (move for move in moves if isinstance(move, DrawFromCamp) and move.count == want)
        return next(draws, first)
    if not any(isinstance(move, Add | Stand | Match | Fold) for move in moves):
        return first  # the Witch's trade: the first offered
    chance = beat_chance(_score(hand), rivals) if len(hand) == 3 else 0.5
    fair = 1 / (rivals + 1)
    adds = [move for move in moves if isinstance(move, Add)]
    if adds and chance > 1.5 * fair:
        return adds[0]
    for kind in (Stand, Match):
        found = next((move for move in moves if isinstance(move, kind)), None)
        if found is not None and (kind is Stand or chance >= fair / 4):
            return found
    return next((move for move in moves if isinstance(move, Fold)), first)


def hands_won_share(state: State) -> tuple[float, ...]:
    """Each seat's share of the hands won, each plus one: the search bot's estimate of each
    seat's chance when a rollout is cut off before the game's end.

    >>> from cardtable.witch_of_the_woods import Rules, new_game
    >>> hands_won_share(new_game(Rules(players=4), seed=0))
    (0.25, 0.25, 0.25, 0.25)
    """
    weights = [won + 1.0 for won in state.hands_won]
    total = sum(weights)
    return tuple(weight / total for weight in weights)

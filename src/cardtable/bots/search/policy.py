"""Rollout policies: how every seat plays on inside a simulation, read from the sampled state.

A policy is called as ``policy(state, seat, moves) -> move`` on a seat's turn in
a rollout, ``state`` being a determinized sample (it holds nothing the searching
seat may not know; the other hands in it are guesses). ``policy(game, rollout)``
turns the search bot's ``rollout`` option into one:

- ``"random"``: ``None``, the uniform rollout of ``rollout.play_out`` (fastest);
- ``"heuristic"``: a cheap version of the game's heuristic bot, a few lines over
  the state per decision (the full bots read the view's history and weigh every
  card unseen, too slow to call a thousand times a decision): King's Mercy bets its
  hand's place among all hands against the Mercy risk and calls on pot odds; King
  Cut-Throat keeps high cards, names the suit ``estimate`` likes, and wins a trick
  as cheaply as it can or throws its lowest card; Open Mercy plays the heuristic
  itself (``choose``, already cheap); Witch of the Woods draws against a low Hand
  Score and puts back its worst cards, and bets on the score's chance;
- an agent (``agent(view, moves)``): asked with the deciding seat's view of the sample.

>>> from cardtable import open_mercy as om
>>> rollout = policy(om, "heuristic")
>>> state = om.new_game(om.Rules(players=2), seed=3)
>>> rollout(state, 0, om.legal_moves(state, 0)) in om.legal_moves(state, 0)
True
>>> policy(om, "random") is None
True
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations
from typing import Any

from cardtable.game import Game

__all__ = ["ROLLOUTS", "Policy", "policy"]

Policy = Callable[[Any, int, tuple[Any, ...]], Any]
"""``policy(state, seat, moves) -> move``: a rollout's choice for ``seat`` in a sampled state."""
ROLLOUTS = ("random", "heuristic")
"""The rollouts named by a word."""


def policy(game: Game, rollout: Any) -> Policy | None:
    """The policy for the search bot's ``rollout`` option (see the module docstring)."""
    if rollout is None or rollout == "random":
        return None
    if rollout == "heuristic":
        return _HEURISTICS[game.NAME]()
    if isinstance(rollout, str) or not callable(rollout):
        raise ValueError(f"rollout must be one of {', '.join(ROLLOUTS)} or an agent, not {rollout!r}")
    agent = rollout

    def from_view(state: Any, seat: int, moves: tuple[Any, ...]) -> Any:
        return agent(game.view(state, seat), moves)

    return from_view


# --- King's Mercy --------------------------------------------------------------


@lru_cache(maxsize=1)
def _km_strengths() -> tuple[tuple[int, ...], ...]:
    """The normal strength of every three-card hand of the deck, sorted."""
    from cardtable.kings_mercy import full_deck, hand_value

    return tuple(sorted(hand_value(cards).strength for cards in combinations(full_deck(), 3)))


def _kings_mercy() -> Policy:
    from cardtable.kings_mercy import (
        FOOL,
        Bet,
        Call,
        Check,
        DeclineMercy,
        Fold,
        InvokeMercy,
        Raise,
        hand_value,
    )

    strengths = _km_strengths()

    def play(state: Any, seat: int, moves: tuple[Any, ...]) -> Any:
        hand = state.hands[seat]
        place = bisect_left(strengths, hand_value(hand).strength) / len(strengths)  # share of hands below
        kinds = {type(move): move for move in moves}
        if InvokeMercy in kinds or DeclineMercy in kinds:
            return kinds.get(InvokeMercy) if place < 0.5 else kinds.get(DeclineMercy, moves[0])
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

    return play


# --- King Cut-Throat -----------------------------------------------------------


def _king_cut_throat() -> Policy:
    from cardtable.bots.king_cut_throat import NAME_AT, ORDER_AT, estimate
    from cardtable.cards import Rank
    from cardtable.king_cut_throat.deck import STRENGTH, winning_index
    from cardtable.king_cut_throat.moves import ChooseLeader, Discard, NameTrump, OrderUp, Pass, Play

    plain = {rank: place for place, rank in enumerate(reversed(list(Rank)))}

    def play(state: Any, seat: int, moves: tuple[Any, ...]) -> Any:
        first = moves[0]
        if isinstance(first, Play):
            trump = state.trump
            queen_high = state.origin.rules.scoring_rank == "queen"
            strength = STRENGTH[trump, queen_high]
            cards = sorted((move.card for move in moves), key=lambda card: strength[card])
            trick = [made.card for made in state.trick]
            if not trick:
                return Play(seat, cards[-1])  # lead the strongest card
            taking = len(trick)
            winners = [card for card in cards if winning_index([*trick, card], trump, queen_high) == taking]
            return Play(seat, winners[0] if winners else cards[0])  # win cheaply, else throw the lowest
        if isinstance(first, Discard):
            return min(moves, key=lambda move: sum(plain.get(card.rank, 20) for card in move.cards))
        if isinstance(first, ChooseLeader):
            return min(moves, key=lambda move: state.scores[move.leader])
        hand = state.hands[seat]
        ordering = next((move for move in moves if isinstance(move, OrderUp)), None)
        passing = next((move for move in moves if isinstance(move, Pass)), None)
        if ordering is not None and state.turned is not None and state.turned.suit is not None:
            return ordering if estimate(hand, state.turned.suit) >= ORDER_AT or passing is None else passing
        namings = [move for move in moves if isinstance(move, NameTrump)]
        if namings:
            best = max(namings, key=lambda move: estimate(hand, move.suit))
            if passing is None or estimate(hand, best.suit) - 0.3 >= NAME_AT:
                return best
        return passing if passing is not None else first

    return play


# --- Open Mercy ----------------------------------------------------------------


def _open_mercy() -> Policy:
    from cardtable.bots.open_mercy.heuristic import choose
    from cardtable.bots.open_mercy.lookahead import Table
    from cardtable.open_mercy import to_act

    def play(state: Any, seat: int, moves: tuple[Any, ...]) -> Any:
        return choose(Table(state, seat, to_act(state)), moves)

    return play


# --- Witch of the Woods --------------------------------------------------------


def _witch_of_the_woods() -> Policy:
    from cardtable.bots.witch_of_the_woods import beat_chance
    from cardtable.witch_of_the_woods import Add, DrawFromCamp, Fold, Match, ReturnToCamp, Stand, StandPat
    from cardtable.witch_of_the_woods.scoring import breakdown

    def score(cards: Any) -> int:
        return breakdown(tuple(sorted(cards))).total

    def play(state: Any, seat: int, moves: tuple[Any, ...]) -> Any:
        first = moves[0]
        hand = state.hands[seat]
        if isinstance(first, ReturnToCamp):
            drawn = state.drawn  # kept whatever goes back: the cards put back are from the hand held
            return max(
                moves, key=lambda move: score([*(card for card in hand if card not in move.cards), *drawn])
            )
        rivals = sum(1 for other, folded in enumerate(state.folded) if other != seat and not folded)
        if isinstance(first, StandPat):
            mine = score(hand) if len(hand) == 3 else 0
            want = 0 if mine >= 9 else 1 if mine >= 7 else 2 if mine >= 5 else 3
            draws = (move for move in moves if isinstance(move, DrawFromCamp) and move.count == want)
            return next(draws, first)
        if not any(isinstance(move, Add | Stand | Match | Fold) for move in moves):
            return first  # the Witch's trade: the first offered
        chance = beat_chance(score(hand), rivals) if len(hand) == 3 else 0.5
        fair = 1 / (rivals + 1)
        adds = [move for move in moves if isinstance(move, Add)]
        if adds and chance > 1.5 * fair:
            return adds[0]
        for kind in (Stand, Match):
            found = next((move for move in moves if isinstance(move, kind)), None)
            if found is not None and (kind is Stand or chance >= fair / 4):
                return found
        return next((move for move in moves if isinstance(move, Fold)), first)

    return play


_HEURISTICS: dict[str, Callable[[], Policy]] = {
    "kings-mercy": _kings_mercy,
    "king-cut-throat": _king_cut_throat,
    "open-mercy": _open_mercy,
    "witch-of-the-woods": _witch_of_the_woods,
}

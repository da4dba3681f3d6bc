"""The search bot's helpers for King Cut-Throat, read from the game's facts: a cheap rollout
policy over a sampled state, and each seat's share of the scores when a rollout is cut off.
"""

from __future__ import annotations

from cardtable.cards import Rank
from cardtable.king_cut_throat.bots.heuristic import NAME_AT, ORDER_AT, estimate
from cardtable.king_cut_throat.deck import STRENGTH, winning_index
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, Move, NameTrump, OrderUp, Pass, Play
from cardtable.king_cut_throat.state import State

__all__ = ["rollout", "score_share"]

_PLAIN = {rank: place for place, rank in enumerate(reversed(list(Rank)))}


def rollout(state: State, seat: int, moves: tuple[Move, ...]) -> Move:
    """The search bot's heuristic rollout: a cheap version of ``heuristic`` reading the
    sampled state. It keeps high cards, names the suit ``estimate`` likes, and wins a
    trick as cheaply as it can or throws its lowest card.

    >>> from cardtable.king_cut_throat import legal_moves, new_game
    >>> state = new_game(seed=7)
    >>> rollout(state, 0, legal_moves(state, 0)) in legal_moves(state, 0)
    True
    """
    first = moves[0]
    if isinstance(first, Play):
        trump = state.trump
        assert trump is not None, "trump is named before the play"
        queen_high = state.rules.scoring_rank == "queen"
        strength = STRENGTH[trump, queen_high]
        cards = sorted(
            (move.card for move in moves if isinstance(move, Play)), key=lambda card: strength[card]
        )
        trick = [made.card for made in state.trick]
        if not trick:
            return Play(seat, cards[-1])  # lead the strongest card
        taking = len(trick)
        winners = [card for card in cards if winning_index([*trick, card], trump, queen_high) == taking]
        return Play(seat, winners[0] if winners else cards[0])  # win cheaply, else throw the lowest
    if isinstance(first, Discard):
        discards = [move for move in moves if isinstance(move, Discard)]
        return min(discards, key=lambda move: sum(_PLAIN.get(card.rank, 20) for card in move.cards))
    if isinstance(first, ChooseLeader):
        leaders = [move for move in moves if isinstance(move, ChooseLeader)]
        return min(leaders, key=lambda move: state.scores[move.leader])
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


def score_share(state: State) -> tuple[float, ...]:
    """Each seat's share of the scores, each plus one: the search bot's estimate of each
    seat's chance when a rollout is cut off before the game's end.

    >>> from cardtable.king_cut_throat import Rules, new_game
    >>> score_share(new_game(Rules(players=3), seed=0))
    (0.333..., 0.333..., 0.333...)
    """
    weights = [score + 1.0 for score in state.scores]
    total = sum(weights)
    return tuple(weight / total for weight in weights)

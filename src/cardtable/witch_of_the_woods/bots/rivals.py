"""How the rivals finish: the Hand Score a rival shows at the reveal, by what it said at
its swap, and what a tie for the top is worth (WW4, WW7).

A rival's cards are hidden, but the number it said is public, and it says a lot:
a player who stands pat is holding a hand worth keeping, one who draws three had
nothing. ``FINISHES`` counts the Hand Scores shown at the reveal by what each player
had said, tallied from games of the ``heuristic`` bot against itself (``tally``; the
counts below came from ``tally(2, 4000, seed=100000)`` heads-up and
``tally(4, 600, seed=200000)`` at four seats, the second standing for every table of
three or more). A rival yet to swap may say anything: the counts of every number,
together.

>>> chances = finish(4, 0)
>>> round(sum(chances), 6), len(chances)
(1.0, 18)
>>> mean = lambda said: sum(score * chance for score, chance in enumerate(finish(2, said)))
>>> mean(0) > mean(None) > mean(2)  # standing pat says a good hand; drawing two, a poor one
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from math import comb
from typing import Literal

from cardtable.cards import Card, Rank
from cardtable.witch_of_the_woods.bots.heuristic import heuristic
from cardtable.witch_of_the_woods.bots.reckoning import TOP
from cardtable.witch_of_the_woods.deck import VALUE, full_deck
from cardtable.witch_of_the_woods.engine import apply_move, legal_moves, new_game, outcome, to_act
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.view import view

__all__ = ["FINISHES", "PUT_BACK", "after_trade", "camp_weights", "finish", "tally", "ties"]

# Hand Scores 0 to 17 shown at the reveal, by the table (2: heads-up, 4: three or more
# seats) and the number said.
FINISHES: dict[tuple[int, int], tuple[int, ...]] = {
    (2, 0): (0, 0, 5, 27, 37, 29, 426, 423, 1215, 595, 399, 91, 129, 34, 111, 24, 5, 8),
    (2, 1): (0, 0, 9, 55, 72, 183, 806, 2359, 1212, 552, 393, 301, 194, 285, 116, 45, 5, 5),
    (2, 2): (0, 0, 379, 2283, 2585, 3008, 3730, 5880, 2464, 972, 565, 349, 170, 238, 84, 38, 4, 1),
    (4, 0): (0, 0, 4, 9, 26, 24, 39, 88, 401, 208, 158, 37, 62, 12, 32, 12, 2, 6),
    (4, 1): (0, 0, 4, 39, 37, 79, 275, 894, 498, 206, 131, 117, 68, 108, 47, 26, 2, 3),
    (4, 2): (0, 0, 168, 742, 994, 1087, 1465, 2452, 1024, 436, 246, 157, 62, 91, 28, 11, 0, 0),
    (4, 3): (0, 0, 5, 70, 45, 25, 38, 37, 12, 4, 5, 0, 0, 2, 0, 0, 0, 0),
}

_SMOOTHING = 0.25
"""Added to every score's count: a score the tally never met is rare, not impossible."""


@cache
def finish(players: int, said: int | None) -> tuple[float, ...]:
    """A rival's chance of showing each Hand Score (0 to ``TOP``) at the reveal, at a hand
    of ``players`` players, after saying ``said`` at its swap (``None``: not yet said).

    >>> finish(2, 0)[12] > finish(2, 2)[12]
    True
    """
    table = 2 if players <= 2 else 4
    said_here = [number for (seats, number) in FINISHES if seats == table]
    counts = [0.0] * (TOP + 1)
    for number in said_here if said is None or said not in said_here else [said]:
        for score, count in enumerate(FINISHES[table, number]):
            counts[score] += count
    total = sum(counts) + _SMOOTHING * len(counts)
    return tuple([(count + _SMOOTHING) / total for count in counts])


# How often a card of each rank is put back in the Camp, next to its share of the deck
# (rounded from the swaps of the games ``tally`` plays): courts are kept, small cards and
# the Jester go back.
PUT_BACK: dict[Rank | None, float] = {
    **{Rank(number): 1.2 for number in range(2, 11)},
    Rank.ACE: 1.3,
    Rank.JACK: 0.5,
    Rank.QUEEN: 0.33,
    Rank.KING: 0.15,
    None: 1.0,  # the Witch (0.7) and the Jester (1.8): together, as often as their share
}


def camp_weights(unseen: Iterable[Card], camp_size: int, said_before: Iterable[int]) -> dict[Card, float]:
    """How likely each card of ``unseen`` is to be in the Camp now (weights, their sum the
    Camp's size), after players before this seat said ``said_before``: each draw of k took
    k of the Camp's cards at random and put back k of that player's own, the poorer ones
    (``PUT_BACK``).

    >>> from cardtable.cards import parse_cards
    >>> weights = camp_weights(parse_cards("KC 5C 6C 7C"), 2, [2])  # the Camp: two put back
    >>> [round(weight, 3) for weight in weights.values()]
    [0.08, 0.64, 0.64, 0.64]
    >>> set(camp_weights(parse_cards("KC 5C"), 2, [0, 0]).values())  # nobody drew: as dealt
    {1.0}
    """
    cards = list(unseen)
    dealt, put_back = float(camp_size), 0.0
    for count in said_before:
        stays = (camp_size - count) / camp_size
        dealt, put_back = dealt * stays, put_back * stays + count
    rates = [PUT_BACK[card.rank if card.suit is not None else None] for card in cards]
    total = sum(rates)
    return {
        card: dealt / len(cards) + put_back * rate / total for card, rate in zip(cards, rates, strict=True)
    }


def after_trade(finish: Sequence[float], given: int) -> tuple[float, ...]:
    """How the Witch's target finishes once the trade took a card of theirs at random and
    gave them one worth ``given``: a score ``s`` becomes ``s - round(s / 3) + given`` (a
    card gone takes about a third of a hand's worth, its bonuses included).

    >>> after = after_trade([0.0] * 9 + [1.0] + [0.0] * 8, 1)  # a sure 9, given a 1-pointer
    >>> after.index(1.0)
    7
    """
    moved = [0.0] * (TOP + 1)
    for score, chance in enumerate(finish):
        moved[max(0, min(TOP, score - round(score / 3) + given))] += chance
    return tuple(moved)


_BLIND_VALUES = Counter(VALUE[card] for card in full_deck())


@cache
def ties(players: int, convention: Literal["A", "B", "C"], *, witch: bool, drawn: float) -> tuple[float, ...]:
    """The worth of a tie for the top among ``t`` players, one of them this seat, for ``t``
    from 0 to ``players`` (entry 0 unused, entry 1 the top alone: 1).

    The tied players each draw a blind card and add its value (WW7); most cards are
    worth 1, so many ties stand. A tie still standing is then won by one of those still
    tied, each as likely (convention A: rounds off the deck), by this seat if it holds the
    Witch (B; otherwise as A), or drawn (C), worth ``drawn``: a hand nobody wins
    leaves the game as it was, worth about a fair share of a hand won.

    >>> [round(worth, 3) for worth in ties(2, "A", witch=False, drawn=0.5)]
    [0.0, 1.0, 0.5]
    >>> [round(worth, 3) for worth in ties(2, "C", witch=False, drawn=0.0)]
    [0.0, 1.0, 0.217]
    >>> ties(2, "B", witch=True, drawn=0.5)[2] > ties(2, "B", witch=False, drawn=0.5)[2]
    True
    """
    cards = sum(_BLIND_VALUES.values())
    table = [0.0, 1.0]
    for tied in range(2, players + 1):
        total = 0.0
        for value, count in _BLIND_VALUES.items():
            level = count / cards
            below = sum(other for low, other in _BLIND_VALUES.items() if low < value) / cards
            for still in range(tied):  # rivals level with this seat after the Camp draw
                chance = level * comb(tied - 1, still) * level**still * below ** (tied - 1 - still)
                if still == 0:
                    total += chance
                elif convention == "C":
                    total += chance * drawn
                elif convention == "B" and witch:
                    total += chance
                else:
                    total += chance / (still + 1)
        table.append(total)
    return tuple(table)


def tally(players: int, games: int, seed: int = 0) -> dict[tuple[int, int], tuple[int, ...]]:
    """Play ``games`` games of ``players`` ``heuristic`` bots (six hands at most each) and
    count the Hand Scores shown at each reveal by the number each player had said:
    ``FINISHES``'s counts (keyed by ``players`` and the number said).

    >>> counts = tally(2, 2, seed=1)
    >>> sorted(counts) in ([(2, 0), (2, 1), (2, 2)], [(2, 1), (2, 2)], [(2, 0), (2, 2)], [(2, 2)])
    True
    """
    counts: dict[tuple[int, int], list[int]] = {}
    for game in range(games):
        state = new_game(Rules(players=players, max_hands=6), seed=seed + game)
        bots = [heuristic(seed=(seed + game) * 8 + seat) for seat in range(players)]
        number = state.hand_number
        while outcome(state) is None:
            seat = to_act(state)[0]
            state = apply_move(state, bots[seat](view(state, seat), legal_moves(state, seat)))
            record = state.last_hand
            if record is None or record.number != number:
                continue
            number += 1
            for shown, said in zip(record.scores, record.swapped, strict=True):
                if shown is not None and said is not None:
                    counts.setdefault((players, said), [0] * (TOP + 1))[shown.total] += 1
    return {key: tuple(found) for key, found in sorted(counts.items())}

"""What the ``cfr`` strategy remembers of a seat's information: its situation, a short key.

A seat's whole information state (its three cards and every bet of the hand)
is far too fine to learn a strategy for, so the strategy is learnt and played
over a coarser *situation* that keeps what decides a hand of King's Mercy:

- the table: how many seats were dealt in (3 to 6), and the seat's place in the
  order of play, counted from the dealer's left;
- the hand: whether it holds the Fool, and its strength bucket (``bucket``): its
  place among all 7,770 three-card hands under the normal order, finer at both
  ends, where the strongest hands win normally and the weakest under Mercy;
- the units it has left, up to three (a short stack cannot call or raise);
- the betting so far: the stage (round 1, round 2 or the Mercy decision), the
  level round 1 closed at (0 for all checks, 1 for a bet, 2 and 3 for raises), the
  level of this round, what the seat has put in this round, and how many are still in.

``situation`` reads it from a seat's ``View``; the training reads it from the
state with the same function (``key``), so the two can never disagree.

>>> from cardtable.kings_mercy import Rules, new_game, view
>>> state = new_game(Rules(players=4), seed=3)
>>> situation(view(state, state.turn))
'4004310004'
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations

from cardtable.cards import Card
from cardtable.core import Event
from cardtable.kings_mercy.deck import FOOL, full_deck, hand_value
from cardtable.kings_mercy.events import BetPlaced, Raised, RoundOpened
from cardtable.kings_mercy.moves import Bet, Call, Check, DeclineMercy, Fold, InvokeMercy, Move, Raise
from cardtable.kings_mercy.view import View

__all__ = ["EDGES", "ORDER", "bucket", "key", "ordered", "place", "round_one_level", "situation"]

EDGES = (0.03, 0.08, 0.15, 0.25, 0.38, 0.5, 0.62, 0.75, 0.85, 0.92, 0.97)
"""Where the strength buckets part: a hand's place among all hands (0 the weakest,
1 the strongest), finer towards both ends. Twelve buckets, 0 to 11."""

DIGITS = "0123456789ab"
"""One character per bucket in a key."""

ORDER: dict[type, int] = {
    kind: index for index, kind in enumerate((Check, Bet, Fold, Call, Raise, InvokeMercy, DeclineMercy))
}
"""The order a situation's chances list its moves in: the order ``legal_moves`` lists them."""


def ordered(moves: Sequence[Move]) -> tuple[Move, ...]:
    """The moves in the order a situation's chances list them (``ORDER``), however given.

    >>> ordered((Raise(2), Fold(2), Call(2)))
    (Fold(player=2), Call(player=2), Raise(player=2))
    """
    return tuple(sorted(moves, key=lambda move: ORDER[type(move)]))


@cache
def _strengths() -> tuple[tuple[int, ...], ...]:
    """The normal strength of every three-card hand of the deck, sorted."""
    return tuple(sorted(hand_value(cards).strength for cards in combinations(full_deck(), 3)))


@lru_cache(maxsize=8192)  # one entry per distinct hand: 7,770 at most
def place(hand: tuple[Card, ...]) -> float:
    """The hand's place among all three-card hands under the normal order: the share
    weaker than it, ties counting half (0 the weakest, 1 the strongest).

    >>> from cardtable.cards import parse_cards
    >>> place(tuple(parse_cards("JK AC 2D"))) < 0.002 < 0.999 < place(tuple(parse_cards("9C 9D 9H")))
    True
    """
    strengths = _strengths()
    strength = hand_value(hand).strength
    below, up_to = bisect_left(strengths, strength), bisect_right(strengths, strength)
    return (below + up_to) / 2 / len(strengths)


def bucket(hand: Sequence[Card]) -> int:
    """The hand's strength bucket, 0 (the weakest) to 11 (the strongest).

    >>> from cardtable.cards import parse_cards
    >>> bucket(parse_cards("JK AC 2D")), bucket(parse_cards("9C 8D 7H")), bucket(parse_cards("9C 9D 9H"))
    (0, 11, 11)
    """
    return bisect_right(EDGES, place(tuple(sorted(hand))))


def round_one_level(history: Sequence[Event]) -> int:
    """The level the first betting round closed at, read from the hand's events: 0 if
    nobody bet, 1 for a bet, 2 or 3 for one or two raises (0 while round 1 runs).

    >>> from cardtable.kings_mercy.events import RoundOpened
    >>> round_one_level([BetPlaced(1, 1), Raised(2, 2, 2), RoundOpened(2, 1)])
    2
    """
    level = 0
    for event in history:
        if isinstance(event, BetPlaced):
            level = 1
        elif isinstance(event, Raised):
            level += 1
        elif isinstance(event, RoundOpened) and event.round == 2:
            return level
    return 0


def key(
    hand: Sequence[Card],
    dealt: Sequence[bool],
    dealer: int,
    seat: int,
    units: int,
    stage: str,
    bets: Sequence[int],
    still_in: int,
    history: Sequence[Event],
) -> str:
    """The situation as a short key, from its parts: the seat's ``hand``, which seats were
    ``dealt`` in, the ``dealer``, the ``seat``, its ``units`` left, the ``stage`` (``"1"``,
    ``"2"`` or ``"m"`` for Mercy), this round's ``bets``, how many are ``still_in``,
    and the hand's ``history``.

    The characters: seats dealt in, place from the dealer's left, Fool (0 or 1),
    bucket, units (up to 3), stage, round 1's level, this round's level, the seat's
    bet this round, and the seats still in.

    >>> from cardtable.cards import parse_cards
    >>> key(parse_cards("JK 7S 7D"), (True,) * 4, 0, 2, 18, "2", (1, 0, 0, 0), 4, ())
    '4119320104'
    """
    seats = len(dealt)
    order = [s % seats for s in range(dealer + 1, dealer + 1 + seats) if dealt[s % seats]]
    level = max(bets)
    first = round_one_level(history) if stage != "1" else 0
    return (
        f"{len(order)}{order.index(seat)}{int(FOOL in hand)}{DIGITS[bucket(hand)]}{min(units, 3)}"
        f"{stage}{first}{level}{bets[seat]}{still_in}"
    )


def situation(view: View) -> str:
    """The situation of the seat whose ``view`` this is, as a key (see ``key``).

    >>> from cardtable.kings_mercy import Bet, Rules, apply_move, new_game, view
    >>> state = apply_move(new_game(Rules(players=3), seed=4), Bet(1))
    >>> situation(view(state, 2))[5:]
    '10103'
    """
    seat = view.player
    if seat is None:
        raise ValueError("a spectator has no situation: it holds no cards")
    dealt = [not out for out in view.sitting_out]
    still_in = sum(1 for s, d in enumerate(dealt) if d and not view.folded[s])
    stage = "m" if view.phase == "mercy" else str(view.round)
    return key(
        view.hand, dealt, view.dealer, seat, view.units[seat], stage, view.bets, still_in, view.history
    )

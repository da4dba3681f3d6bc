"""The swaps with the Mercenary Camp (WW4).

From the dealer's left, each player still in once stands pat or says a number k
(1 to the smaller of 3 and the Camp's size), draws k cards blind from the Camp,
then puts back k of the three cards held before drawing: a drawn card cannot go
straight back (a swap, not a free look). The k is public; the cards are not.
When the last player has swapped, the Fate of Play follows (WW5).

>>> from cardtable.witch_of_the_woods import apply_move, new_game
>>> state = apply_move(new_game(seed=3), DrawFromCamp(1, 2))
>>> state.phase, state.swapped, len(state.drawn), len(state.camp)
('return', (None, 2, None, None), 2, 2)
>>> [len(move.cards) for move in return_moves(state, 1)]
[2, 2, 2]
>>> state = apply_move(state, return_moves(state, 1)[0])
>>> state.phase, state.queue, len(state.hands[1]), len(state.camp)
('swap', (2, 3, 0), 3, 4)
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, islice
from math import comb

from cardtable.cards import Card
from cardtable.core import Change, Shared, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.witch_of_the_woods.deck import card_name
from cardtable.witch_of_the_woods.events import DrewFromCamp, ReturnedToCamp, StoodPat
from cardtable.witch_of_the_woods.fate import after_swaps
from cardtable.witch_of_the_woods.moves import DrawFromCamp, ReturnToCamp, StandPat
from cardtable.witch_of_the_woods.state import RETURN, SWAP, State

MAX_SWAP = 3
"""The most cards one swap may draw (WW4)."""

Cards = tuple[Card, ...]

# Each seat's swap choices, what standing pat tells, and the returns of one card, made once
# (``core.Shared``): the same few are listed and told at every seat's swap of every hand.
STAND_PAT, DRAW, RETURN_ONE = Shared(StandPat), Shared(DrawFromCamp), Shared(ReturnToCamp)
STOOD_PAT = Shared(StoodPat)


def swap_moves(state: State, seat: int) -> tuple[StandPat | DrawFromCamp, ...]:
    """Stand pat, or draw 1, 2 or 3 cards, no more than the Camp holds."""
    return _swap_choices(seat, min(MAX_SWAP, len(state.camp)))


@cache
def _swap_choices(seat: int, most: int) -> tuple[StandPat | DrawFromCamp, ...]:
    """A seat's swap choices when it may draw up to ``most`` cards: the same few at every
    seat's swap of every hand, so each is listed once (bounded by seats by ``MAX_SWAP``)."""
    return (STAND_PAT[seat], *[DRAW[seat, count] for count in range(1, most + 1)])


def stand_pat(state: State, move: StandPat) -> Change:
    """The seat keeps its three cards: it said 0."""
    seat, queue = move.player, state.queue[1:]
    stood = Change(STOOD_PAT[seat], queue=queue, swapped=replace_at(state.swapped, seat, 0))
    return stood if queue else _swaps_over(state, stood)


def draw(state: State, move: DrawFromCamp) -> Change:
    """The seat says k and draws k cards blind from the Camp; it must then put k back."""
    seat, count, camp = move.player, move.count, state.camp
    if not 1 <= count <= MAX_SWAP or count > len(camp):
        most = min(MAX_SWAP, len(camp))
        raise IllegalMove(f"seat {seat} cannot draw {count} cards: a swap is 1 to {most} cards from the Camp")
    # A blind draw is a uniformly random set of k Camp cards: one of the sets, in a fixed
    # order. The Camp is kept in canonical order, so the cards drawn and those left stay so.
    pick, chance = state.chance.below(comb(len(camp), count))
    drawn = next(islice(combinations(camp, count), pick, None))
    return Change(
        DrewFromCamp(seat, count, drawn),
        chance=chance,
        phase=RETURN,
        drawn=drawn,
        camp=tuple([card for card in camp if card not in drawn]),
        swapped=replace_at(state.swapped, seat, count),
    )


def return_moves(state: State, seat: int) -> tuple[ReturnToCamp, ...]:
    """Every choice of k of the three cards held before the draw."""
    held, count = state.hands[seat], len(state.drawn)
    if count == 1:
        return tuple([RETURN_ONE[seat, (card,)] for card in held])
    if count == MAX_SWAP:
        return (ReturnToCamp(seat, held),)  # all three
    return ReturnToCamp.each(seat, combinations(held, count))


def put_back(state: State, move: ReturnToCamp) -> Change:
    """The seat puts back k of the three cards it held before drawing, and keeps the k drawn."""
    seat, cards = move.player, move.cards
    held, drawn = state.hands[seat], state.drawn
    count = len(drawn)
    kept = set(held).difference(cards)
    # The cards are distinct (the move is read strictly), so all were held if as many left.
    if len(cards) != count or len(kept) != len(held) - count:
        raise _refusal(seat, cards, held, drawn)
    queue = state.queue[1:]
    kept.update(drawn)
    returned = Change(
        ReturnedToCamp(seat, count, cards),
        phase=SWAP,
        queue=queue,
        hands=replace_at(state.hands, seat, tuple(sorted(kept))),
        drawn=(),
        camp=tuple(sorted(state.camp + cards)),
    )
    return returned if queue else _swaps_over(state, returned)


def _swaps_over(state: State, last: Change) -> Change:
    """The ``last`` swap, then the Fate of Play (WW5) on the table as the swaps left it."""
    return last.then(after_swaps(evolve(state, **last.fields)))


def _refusal(seat: int, cards: Cards, held: Cards, drawn: Cards) -> IllegalMove:
    """Why ``cards`` cannot be put back, in table terms."""
    if len(cards) != len(drawn):
        return IllegalMove(
            f"seat {seat} must put back exactly {len(drawn)} of the cards held before the draw, "
            f"not {len(cards)}"
        )
    for card in cards:
        if card in drawn:
            return IllegalMove(
                f"seat {seat} cannot put back {card_name(card)}: it was just drawn from the Camp "
                "(a swap, not a free look)"
            )
    missing = [card for card in cards if card not in held]
    return IllegalMove(f"seat {seat} does not hold {', '.join(card_name(card) for card in missing)}")

"""The swaps with the Mercenary Camp (WW4).

From the dealer's left, each player still in once stands pat or says a number k
(1 to the smaller of 3 and the Camp's size), draws k cards blind from the Camp,
then puts back k of the three cards held before drawing: a drawn card cannot go
straight back (a swap, not a free look). The k is public; the cards are not.
When the last player has swapped, the Fate of Play follows (WW5).

>>> from cardtable.witch_of_the_woods.deal import new_game
>>> state = draw(new_game(seed=3), DrawFromCamp(1, 2))
>>> state.phase, state.swapped, len(state.drawn), len(state.camp)
('return', (None, 2, None, None), 2, 2)
>>> [len(move.cards) for move in return_moves(state, 1)]
[2, 2, 2]
>>> state = put_back(state, return_moves(state, 1)[0])
>>> state.phase, state.queue, len(state.hands[1]), len(state.camp)
('swap', (2, 3, 0), 3, 4)
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from operator import itemgetter

from cardtable.cards import ALL_CARDS, Card
from cardtable.core import SeatMove, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.witch_of_the_woods import events
from cardtable.witch_of_the_woods.deck import card_name
from cardtable.witch_of_the_woods.fate import after_swaps
from cardtable.witch_of_the_woods.moves import DrawFromCamp, ReturnToCamp, StandPat
from cardtable.witch_of_the_woods.state import RETURN, SWAP, State

MAX_SWAP = 3
MAX_PLAYERS = 8

Cards = tuple[Card, ...]

# Each seat's swap choices: standing pat, then drawing 1, 2 or 3 (8 seats x 4 moves).
_CHOICES: tuple[tuple[StandPat | DrawFromCamp, ...], ...] = tuple(
    (StandPat(seat), *(DrawFromCamp(seat, count) for count in range(1, MAX_SWAP + 1)))
    for seat in range(MAX_PLAYERS)
)

# Each seat's event for standing pat, told as the move's only event (8 seats).
_STOOD_PAT = tuple((events.StoodPat(seat),) for seat in range(MAX_PLAYERS))

# Each seat's one-card returns, indexed by the card (8 seats x 55 cards): offered after a
# draw of one, a third of all draws, they are looked up rather than built.
_RETURN_ONE = tuple(tuple(ReturnToCamp(seat, (card,)) for card in ALL_CARDS) for seat in range(MAX_PLAYERS))


def _picker(places: tuple[int, ...]) -> Callable[[Cards], Cards]:
    """A function taking the cards at ``places`` out of the Camp, as a tuple, in C.
    Fewer than two places are a slice: itemgetter of one place gives the card itself."""
    if len(places) >= 2:
        return itemgetter(*places)
    return itemgetter(slice(places[0], places[0] + 1) if places else slice(0, 0))


# The draws a swap may make from a Camp of n cards (one per player taking part, so at most
# 8): for each legal k, every set of k places in a fixed order, so that one seeded number
# picks a whole blind draw, as the cards drawn and the cards left: 246 draws in all.
_DRAWS: dict[tuple[int, int], tuple[tuple[Callable[[Cards], Cards], Callable[[Cards], Cards]], ...]] = {
    (size, count): tuple(
        (_picker(taken), _picker(tuple(place for place in range(size) if place not in taken)))
        for taken in combinations(range(size), count)
    )
    for size in range(1, MAX_PLAYERS + 1)
    for count in range(1, min(MAX_SWAP, size) + 1)
}


def swap_moves(state: State, seat: int) -> tuple[StandPat | DrawFromCamp, ...]:
    """Stand pat, or draw 1 to the smaller of 3 and the Camp's size."""
    camp = len(state.camp)
    return _CHOICES[seat] if camp >= MAX_SWAP else _CHOICES[seat][: camp + 1]


def stand_pat(state: State, move: StandPat) -> State:
    """The seat keeps its three cards: it said 0."""
    queue = state.queue[1:]
    swapped = replace_at(state.swapped, move.player, 0)
    after = evolve(
        state,
        log=state.log.append(move),
        events=_STOOD_PAT[move.player],
        queue=queue,
        swapped=swapped,
    )
    return after if queue else after_swaps(after)


def draw(state: State, move: DrawFromCamp) -> State:
    """The seat says k and draws k cards blind from the Camp; it must then put k back."""
    seat, count = move.player, move.count
    ways = _DRAWS.get((len(state.camp), count))
    if ways is None:
        most = min(MAX_SWAP, len(state.camp))
        raise IllegalMove(f"seat {seat} cannot draw {count} cards: a swap is 1 to {most} cards from the Camp")
    # A blind draw is a uniformly random set of k Camp cards. The Camp is kept in
    # canonical order, so the cards drawn and those left stay in that order.
    pick, chance = state.chance.below(len(ways))
    take, keep = ways[pick]
    drawn = take(state.camp)
    return evolve(
        state,
        log=state.log.append(move),
        events=(events.DrewFromCamp(seat, count, drawn),),
        chance=chance,
        phase=RETURN,
        drawn=drawn,
        camp=keep(state.camp),
        swapped=replace_at(state.swapped, seat, count),
    )


def return_moves(state: State, seat: int) -> tuple[ReturnToCamp, ...]:
    """Every choice of k of the three cards held before the draw."""
    held, count = state.hands[seat], len(state.drawn)
    if count == 1:
        one = _RETURN_ONE[seat]
        return (one[held[0]], one[held[1]], one[held[2]])
    return tuple([_offered(seat, cards) for cards in combinations(held, count)])


def _offered(seat: int, cards: Cards) -> ReturnToCamp:
    """``ReturnToCamp(seat, cards)`` for cards taken from a hand, so already distinct and in
    canonical order: built without the constructor's conversion, which would only check and
    sort them again and is most of the cost of offering a return."""
    move = _new(ReturnToCamp)
    _set_player(move, seat)
    _set_cards(move, cards)
    return move


# The slots' own setters, as attrs' __init__ would use them, without its conversion.
_new = object.__new__
_set_player = SeatMove.__dict__["player"].__set__
_set_cards = ReturnToCamp.__dict__["cards"].__set__


def put_back(state: State, move: ReturnToCamp) -> State:
    """The seat puts back k of the three cards it held before drawing, and keeps the k drawn."""
    seat, cards = move.player, move.cards
    held, drawn = state.hands[seat], state.drawn
    kept = set(held).difference(cards)
    # The cards are distinct (the move is read strictly), so all were held if as many left.
    if len(cards) != len(drawn) or len(kept) != len(held) - len(cards):
        raise _refusal(seat, cards, held, drawn)
    queue = state.queue[1:]
    after = evolve(
        state,
        log=state.log.append(move),
        events=(events.ReturnedToCamp(seat, len(cards), cards),),
        phase=SWAP,
        queue=queue,
        hands=replace_at(state.hands, seat, tuple(sorted([*kept, *drawn]))),
        drawn=(),
        camp=tuple(sorted(state.camp + cards)),
    )
    return after if queue else after_swaps(after)


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

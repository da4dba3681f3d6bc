"""The swaps (WW4) and the Fate of Play (WW5).

Swaps: from the dealer's left, each player still in once stands pat or says a
number k (1 to the smaller of 3 and the Camp's size), draws k cards blind from
the Camp, then puts back k of the three cards held before drawing: a drawn card
cannot go straight back. The k is public; the cards are not.

The Fate of Play: when the swaps end, a player still in who holds the Witch
takes one blind card from the Camp (no choice in it), then trades one of their
non-Witch cards for a blind card from another player still in. The Witch holder
so shows four cards at the reveal.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable

from cardtable.cards import Card
from cardtable.game import IllegalMove, MoveLog
from cardtable.witch_of_the_woods.deal import still_in
from cardtable.witch_of_the_woods.deck import (
    BY_INDEX,
    WITCH,
    card_name,
    faerunian_name,
    full_deck,
    in_order,
)
from cardtable.witch_of_the_woods.moves import (
    DrawFromCamp,
    Move,
    ReturnToCamp,
    StandPat,
    WitchTrade,
)
from cardtable.witch_of_the_woods.reveal import reveal
from cardtable.witch_of_the_woods.state import FIELD, State, fields_of, replaced, witch_holder

MAX_SWAP = 3

Picker = Callable[[tuple[Card, ...]], tuple[Card, ...]]


def _picker(places: tuple[int, ...]) -> Picker:
    """A function taking the cards at ``places`` out of a tuple of cards, as a tuple, in
    C (a comprehension is several times slower). One place is taken as a one-card slice:
    ``itemgetter`` with a single index would give the card itself."""
    if len(places) == 1:
        return operator.itemgetter(slice(places[0], places[0] + 1))
    if not places:
        return operator.itemgetter(slice(0, 0))
    return operator.itemgetter(*places)


@functools.cache
def _swap_choices(seat: int) -> tuple[tuple[Move, ...], ...]:
    """The swap choices of ``seat`` when at most 0, 1, 2 or 3 cards may be drawn."""
    draws = [DrawFromCamp(seat, count) for count in range(1, MAX_SWAP + 1)]
    choices: tuple[Move, ...] = (StandPat(seat), *draws)
    return tuple(choices[: most + 1] for most in range(MAX_SWAP + 1))


def swap_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Stand pat, or draw 1 to min(3, Camp size) cards."""
    return _swap_choices(seat)[_most_drawn(state.camp)]


def _most_drawn(camp: tuple[Card, ...]) -> int:
    # A conditional, not min(): this runs on every swap and min() is a slow call.
    return MAX_SWAP if len(camp) > MAX_SWAP else len(camp)


# For each return offered, in return_moves' order: the held cards kept.
_KEPT = {
    count: tuple(_picker(places) for places in kept)
    for count, kept in {1: ((1, 2), (0, 2), (0, 1)), 2: ((2,), (1,), (0,)), 3: ((),)}.items()
}


def return_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Every choice of k of the three cards held before the draw."""
    held = state.hands[seat]
    first, second, third = held
    known = _returns(seat)
    count = len(state.drawn)
    if count == 1:
        return (known[first.index,], known[second.index,], known[third.index,])
    if count == 2:
        return (
            known[first.index, second.index],
            known[first.index, third.index],
            known[second.index, third.index],
        )
    key = first.index, second.index, third.index
    whole = known.get(key)
    if whole is None:
        whole = known[key] = ReturnToCamp(seat, held)
    return (whole,)


@functools.cache
def _returns(seat: int) -> dict[tuple[int, ...], ReturnToCamp]:
    """The returns by ``seat``, keyed by the cards' indices, so the returns offered on a
    draw are looked up rather than built: every return of one or two cards, built at
    once, and each return of all three as it is first offered (there are too many of
    those to build up front)."""
    return {
        tuple(card.index for card in cards): ReturnToCamp(seat, cards)
        for count in (1, 2)
        for cards in itertools.combinations(full_deck(), count)
    }


def trade_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Each non-Witch card to give, to each other player still in, from the holder's left."""
    in_hand = _in_hand(state)
    place = in_hand.index(seat)
    # ``in_hand`` runs clockwise from the dealer's left: turned at the holder, from theirs.
    targets = in_hand[place + 1 :] + in_hand[:place]
    gives = state.hands[seat][:3]  # the Witch sorts last: the other three cards
    return tuple([_trade(seat, give, target) for give in gives for target in targets])


@functools.cache
def _trade(seat: int, give: Card, target: int) -> WitchTrade:
    return WitchTrade(seat, give, target)


def _in_hand(state: State) -> tuple[int, ...]:
    return still_in(state.dealer, state.taking_part, state.folded)


def apply_stand_pat(state: State, move: Move, seat: int) -> State:
    return _next_swapper(
        state,
        state.log.append(move),
        state.hands,
        state.camp,
        replaced(state.swapped, seat, 0),
        state.returned,
    )


@functools.cache
def _subsets(size: int, count: int) -> tuple[tuple[Picker, Picker], ...]:
    """Every way to take ``count`` of ``size`` places: pickers of the places taken and of
    those left, each in order."""
    return tuple(
        (_picker(taken), _picker(tuple(index for index in range(size) if index not in taken)))
        for taken in itertools.combinations(range(size), count)
    )


def apply_draw(state: State, move: Move, seat: int) -> State:
    count = move.count  # type: ignore[union-attr]
    camp = state.camp
    most = _most_drawn(camp)
    if type(count) is not int or not 1 <= count <= most:
        raise IllegalMove(
            f"seat {seat} cannot draw {count!r} cards: a swap is 1 to {most} cards from the Camp"
        )
    # A blind draw of k cards is a uniformly random k-card subset of the Camp; the Camp is
    # sorted, so both the drawn cards and those left stay in canonical order.
    subsets = _subsets(len(camp), count)
    code, chance = state.chance.below(len(subsets))
    drawn, kept = subsets[code]
    # The other fields stay as they were (nothing is on the table and nobody has won while
    # a hand runs): copied and replaced by place, not 24 keywords (see FIELD).
    fields = list(fields_of(state))
    fields[_LOG], fields[_CHANCE], fields[_PHASE] = state.log.append(move), chance, "return"
    fields[_DRAWN], fields[_CAMP] = drawn(camp), kept(camp)
    fields[_SWAPPED] = replaced(state.swapped, seat, count)
    return State(*fields)


def apply_return(state: State, move: Move, seat: int) -> State:
    cards = move.cards  # type: ignore[union-attr]
    offered = return_moves(state, seat)
    number = _number_among(move, offered)
    if number < 0:
        raise _refuse_return(state, cards, seat)
    kept = _KEPT[len(state.drawn)][number]
    held = state.hands[seat]
    hand = in_order(*kept(held), *state.drawn)
    return _next_swapper(
        state,
        state.log.append(move),
        replaced(state.hands, seat, hand),
        tuple(sorted(state.camp + cards, key=BY_INDEX)),
        state.swapped,
        replaced(state.returned, seat, cards),
    )


def _number_among(move: Move, offered: tuple[Move, ...]) -> int:
    """Where ``move`` stands among the offered moves, or -1. Offered moves are interned,
    so this very object is looked for before comparing values (comparing cards by value
    is slow: a Card's comparisons are Python methods)."""
    for number, choice in enumerate(offered):
        if choice is move:
            return number
    return offered.index(move) if move in offered else -1


def _refuse_return(state: State, cards: object, seat: int) -> IllegalMove:
    """Why ``cards`` cannot be put back, in table terms."""
    count = len(state.drawn)
    if (
        not isinstance(cards, tuple)
        or not all(isinstance(card, Card) for card in cards)
        or len(cards) != count
        or len(set(cards)) != count
    ):
        return IllegalMove(
            f"seat {seat} must put back exactly {count} different cards of their own, not {cards!r}"
        )
    for card in cards:
        if card in state.drawn:
            return IllegalMove(
                f"seat {seat} cannot put back {faerunian_name(card)}: it was just drawn "
                "from the Camp (a swap, not a free look)"
            )
    missing = next(card for card in cards if card not in state.hands[seat])
    return IllegalMove(f"seat {seat} does not hold {card_name(missing)}")


def _next_swapper(
    state: State,
    log: MoveLog,
    hands: tuple[tuple[Card, ...], ...],
    camp: tuple[Card, ...],
    swapped: tuple[int | None, ...],
    returned: tuple[tuple[Card, ...], ...],
) -> State:
    """The next seat swaps; after the last, the Fate of Play or the reveal."""
    queue = state.queue[1:]
    phase = "swap"
    chance = state.chance
    if not queue:
        holder = witch_holder(hands, _in_hand(state))
        if holder is not None:
            index, chance = chance.below(len(camp))
            hands = replaced(hands, holder, tuple(sorted((*hands[holder], camp[index]), key=BY_INDEX)))
            camp = camp[:index] + camp[index + 1 :]
            phase = "fate"
            queue = (holder,)
    if not queue:
        return reveal(
            state,
            log=log,
            chance=chance,
            hands=hands,
            camp=camp,
            swapped=swapped,
            returned=returned,
            witch=None,
            witch_target=None,
        )
    # The other fields stay as they were (nothing is on the table and nobody has won while
    # a hand runs): copied and replaced by place, not 24 keywords (see FIELD).
    fields = list(fields_of(state))
    fields[_LOG], fields[_CHANCE], fields[_PHASE], fields[_QUEUE] = log, chance, phase, queue
    fields[_HANDS], fields[_DRAWN], fields[_CAMP] = hands, (), camp
    fields[_SWAPPED], fields[_RETURNED] = swapped, returned
    return State(*fields)


_LOG, _CHANCE, _PHASE, _QUEUE, _HANDS, _DRAWN, _CAMP, _SWAPPED, _RETURNED = (
    FIELD[name]
    for name in ("log", "chance", "phase", "queue", "hands", "drawn", "camp", "swapped", "returned")
)


def apply_trade(state: State, move: Move, seat: int) -> State:
    give = move.give  # type: ignore[union-attr]
    target = move.target  # type: ignore[union-attr]
    hand = state.hands[seat]
    if not isinstance(give, Card) or give not in hand:
        raise IllegalMove(f"seat {seat} cannot give {card_name(give)}: they do not hold it")
    if give is WITCH:
        raise IllegalMove(f"seat {seat} cannot give the Witch: the trade is of a non-Witch card")
    if type(target) is not int or target not in _in_hand(state) or target == seat:
        raise IllegalMove(
            f"seat {seat} cannot trade with {target!r}: the target is another player still in "
            f"the hand ({', '.join(f'seat {s}' for s in _in_hand(state) if s != seat)})"
        )
    other = state.hands[target]
    index, chance = state.chance.below(len(other))
    taken = other[index]
    kept = [card for card in hand if card is not give]
    hands = replaced(state.hands, seat, tuple(sorted([*kept, taken], key=BY_INDEX)))
    left = [card for card in other if card is not taken]
    hands = replaced(hands, target, tuple(sorted([*left, give], key=BY_INDEX)))
    return reveal(
        state,
        log=state.log.append(move),
        chance=chance,
        hands=hands,
        camp=state.camp,
        swapped=state.swapped,
        returned=state.returned,
        witch=seat,
        witch_target=target,
    )

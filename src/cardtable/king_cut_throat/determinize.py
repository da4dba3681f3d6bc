"""A state one seat cannot tell from the real one: every card hidden from it dealt again.

What stays fixed, for ``player`` (``None``: a spectator, who holds nothing):

- its own hand, its own discards (where they lie while it knows where: in the
  outside pile, until the Showdown deals that pile), the card(s) it took from
  the kitty;
- every card played, the trick in progress, the turned card where everyone
  knows it lies (the kitty, the outside pile after round two, the receiver's
  hand until the receiver discards), scores, who is to act, every count;
- ``last_hand``, the public record of the last hand.

Everything else is dealt again at random among the places hidden from the
seat, each keeping its size: the other hands, the phantom hand, the kitty's
unseen cards, each other seat's discards, the kitty cards sent outside, and in
the Showdown the other Showdown hand(s) and discards. It stays consistent with
what the seat has seen:

- a seat that did not follow a suit led holds no card of that suit (its
  effective suit, KC9) for the rest of that hand (or of the Showdown);
- a turned card ordered up (KC6) stays with its receiver: in its hand or, once
  it has discarded, in its hand or its discard;
- in the Showdown, the outside pile was the 12 cards not played in the hand:
  who discarded which of them is dealt again among those who discarded, the
  turned card of round two being one of the kitty cards sent outside (KC7), and
  the receiver's kitty cards are drawn again from the cards it held after
  receiving them.

The result has a fresh ``Chance`` from ``seed``, an empty log, an origin marked
``determinized`` and only the events the seat was told.

>>> from cardtable.king_cut_throat.engine import apply_move, legal_moves, new_game
>>> from cardtable.king_cut_throat.view import view
>>> state = new_game(seed=4)
>>> sampled = determinize(state, 1, seed=9)
>>> view(sampled, 1) == view(state, 1), sampled.hands[1] == state.hands[1], sampled.hands[0] == state.hands[0]
(True, True, False)
>>> len(legal_moves(sampled)) == len(legal_moves(state)), sampled.origin.determinized
(True, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import combinations

from cardtable.cards import Card, Suit
from cardtable.chance import Chance
from cardtable.core.determinize import determinized, seat_and_seed
from cardtable.king_cut_throat.deck import effective_suit, full_deck
from cardtable.king_cut_throat.discards import FIRST
from cardtable.king_cut_throat.moves import Play
from cardtable.king_cut_throat.state import State
from cardtable.king_cut_throat.tricks import TRICKS

__all__ = ["determinize"]


def _voids(plays: Iterable[tuple[Play, ...]], trump: Suit | None) -> dict[int, set[Suit]]:
    """The suits each seat showed out of in these tricks (the lead first)."""
    void: dict[int, set[Suit]] = {}
    if trump is None:
        return void
    for trick in plays:
        if not trick:
            continue
        led = effective_suit(trick[0].card, trump)
        for made in trick[1:]:
            if effective_suit(made.card, trump) is not led:
                void.setdefault(made.player, set()).add(led)
    return void


def _feasible(masks: Counter[int], room: list[int]) -> bool:
    """Whether cards allowed in the places of each mask fit ``room`` (Hall's condition,
    checked on every union of masks)."""
    groups = list(masks)
    for size in range(1, len(groups) + 1):
        for chosen in combinations(groups, size):
            union = 0
            for mask in chosen:
                union |= mask
            need = sum(count for mask, count in masks.items() if mask & ~union == 0)
            if need > sum(room[place] for place in range(len(room)) if union >> place & 1):
                return False
    return True


def deal_places(
    places: list[list[Card]], allowed: dict[Card, int], chance: Chance
) -> tuple[list[list[Card]], Chance]:
    """The cards of ``places`` dealt again into places of the same sizes, each card
    only where its mask of place indices (``allowed``; every place if absent) lets it.

    >>> places = [[Card.parse("AS"), Card.parse("KS")], [Card.parse("QS")]]
    >>> dealt, _ = deal_places(places, {Card.parse("AS"): 0b10}, Chance.from_seed(1))
    >>> dealt[1]
    [Card.parse('A♠')]
    """
    room = [len(held) for held in places]
    every = (1 << len(places)) - 1
    # In canonical order: the deal depends on which cards are hidden, never on where they lie.
    cards = sorted(card for held in places for card in held)
    bound = [card for card in cards if allowed.get(card, every) != every]
    free = [card for card in cards if allowed.get(card, every) == every]
    dealt: list[list[Card]] = [[] for _ in places]
    bound_order, chance = chance.shuffled(bound)
    left = Counter(allowed[card] for card in bound_order)
    for card in sorted(bound_order, key=lambda card: allowed[card].bit_count()):
        mask = allowed[card]
        left[mask] -= 1
        if not left[mask]:
            del left[mask]
        options = []
        for place in range(len(places)):
            if mask >> place & 1 and room[place]:
                room[place] -= 1
                if _feasible(left, room):
                    options.append(place)
                room[place] += 1
        weights = [room[place] for place in options]
        pick, chance = chance.below(sum(weights))
        chosen = options[-1]
        for option, weight in zip(options, weights, strict=True):
            if pick < weight:
                chosen = option
                break
            pick -= weight
        dealt[chosen].append(card)
        room[chosen] -= 1
    shuffled, chance = chance.shuffled(free)
    at = 0
    for place, space in enumerate(room):
        dealt[place] += shuffled[at : at + space]
        at += space
    return dealt, chance


def determinize(state: State, player: int | None, seed: int) -> State:
    """A state ``player`` cannot tell from ``state``, every card hidden from it dealt
    again at random (from ``seed``) consistently with what it has seen.

    ``view(result, player) == view(state, player)``; see the module's docstring
    for what stays fixed.

    >>> from cardtable.king_cut_throat.engine import new_game
    >>> determinize(new_game(seed=2), 0, seed=True)
    Traceback (most recent call last):
    ...
    ValueError: seed must be an integer, not a bool
    """
    player, seed = seat_and_seed(state, player, seed)
    chance = Chance.from_seed(seed)
    if state.mediator is None:
        swap, chance = _main_hand(state, player, chance)
    else:
        swap, chance = _showdown(state, player, chance)

    def moved(held: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple([swap.get(card, card) for card in held])

    if state.mediator is None:
        discards = tuple(moved(held) for held in state.discards)
    else:
        discards, chance = _outside_again(state, player, swap, chance)
    received = state.received
    receiver = state.receiver
    if receiver is not None and receiver != player:
        received, chance = _received(
            state, receiver, moved(state.hands[receiver]), discards[receiver], chance
        )
    return determinized(
        state,
        player,
        seed,
        chance,
        hands=tuple(tuple(sorted(moved(held))) for held in state.hands),
        phantom=tuple(sorted(moved(state.phantom))),
        kitty=moved(state.kitty),
        outside=moved(state.outside),
        discards=discards,
        received=received,
        showdown_discards=moved(state.showdown_discards),
    )


def _received(
    state: State, receiver: int, hand: tuple[Card, ...], discards: tuple[Card, ...], chance: Chance
) -> tuple[tuple[Card, ...], Chance]:
    """What the kitty gave a receiver the seat is not: the turned card, seen by all,
    or two of the cards the receiver held once it took them (KC6, KC7)."""
    received = state.received
    if state.turned is not None and received == (state.turned,):
        return received, chance
    held = [*discards[FIRST : FIRST + 2]]
    if state.mediator is None:
        held += hand
    for trick in (
        *(done.plays for done in state.tricks[:TRICKS]),
        state.trick if state.mediator is None else (),
    ):
        held += [made.card for made in trick if made.player == receiver]
    drawn, _, chance = chance.sample(sorted(held), len(received))
    return tuple(sorted(drawn)), chance


def _main_hand(state: State, player: int | None, chance: Chance) -> tuple[dict[Card, Card], Chance]:
    """Before the Showdown: the other hands, the phantom, the kitty's unseen cards,
    the other seats' discards and the kitty cards sent outside are dealt again."""
    players = len(state.scores)
    turned, receiver = state.turned, state.receiver
    fixed = {turned} if turned is not None else set()
    places: list[list[Card]] = []
    hand_place: dict[int, int] = {}
    for seat in range(players):
        if seat != player:
            hand_place[seat] = len(places)
            places.append([card for card in state.hands[seat] if card not in fixed])
    places.append(list(state.phantom))
    places.append([card for card in state.kitty if card not in fixed])
    discarded: set[Card] = set()
    kitty_discard = -1
    for seat in range(players):
        held = state.discards[seat]
        discarded.update(held)
        if seat == player:
            continue
        places.append(list(held[:FIRST]))
        if len(held) > FIRST:
            kitty_discard = len(places)
            places.append([card for card in held[FIRST:] if card not in fixed])
    places.append([card for card in state.outside if card not in discarded and card not in fixed])
    allowed: dict[Card, int] = {}
    every = (1 << len(places)) - 1
    if turned is not None and receiver in hand_place and kitty_discard >= 0 and state.received == (turned,):
        # The turned card ordered up is in its receiver's hand or discard, unless played (KC6).
        hand, discard = hand_place[receiver], kitty_discard
        for place, held in ((hand, state.hands[receiver]), (discard, state.discards[receiver])):
            if turned in held:
                places[place].append(turned)
                allowed[turned] = 1 << hand | 1 << discard
    trump = state.trump
    if trump is not None:
        for seat, suits in _voids((*(trick.plays for trick in state.tricks), state.trick), trump).items():
            if seat in hand_place:
                barred = every & ~(1 << hand_place[seat])
                for cards in places:
                    for card in cards:
                        if effective_suit(card, trump) in suits:
                            allowed[card] = allowed.get(card, every) & barred
    dealt, chance = deal_places(places, allowed, chance)
    swap = dict(zip([c for held in places for c in held], [c for held in dealt for c in held], strict=True))
    return swap, chance


def _showdown(state: State, player: int | None, chance: Chance) -> tuple[dict[Card, Card], Chance]:
    """In the Showdown: the other Showdown hand(s) and discards are dealt again, and
    so is who discarded which of the 12 outside cards before the deal (KC13)."""
    mediator, trump = state.mediator, state.trump
    places: list[list[Card]] = []
    hand_place: dict[int, int] = {}
    sizes = _before_showdown(state)
    for seat in range(3):
        if seat in (player, mediator):
            continue
        hand_place[seat] = len(places)
        places.append(list(state.hands[seat]))
        places.append(list(state.discards[seat][sizes[seat] :]))
    every = (1 << len(places)) - 1
    allowed: dict[Card, int] = {}
    showdown_plays = (*(trick.plays for trick in state.tricks[TRICKS:]), state.trick)
    for seat, suits in _voids(showdown_plays, trump).items():
        if seat in hand_place and trump is not None:
            for held in places:
                for card in held:
                    if effective_suit(card, trump) in suits:
                        allowed[card] = allowed.get(card, every) & ~(1 << hand_place[seat])
    dealt, chance = deal_places(places, allowed, chance)
    swap = dict(zip([c for held in places for c in held], [c for held in dealt for c in held], strict=True))
    return swap, chance


def _before_showdown(state: State) -> list[int]:
    """How many of each seat's discards it made before the Showdown: 3, and the
    receiver 1 or 2 more."""
    return [FIRST + (len(state.received) if seat == state.receiver else 0) for seat in range(3)]


def _outside_again(
    state: State, player: int | None, swap: dict[Card, Card], chance: Chance
) -> tuple[tuple[tuple[Card, ...], ...], Chance]:
    """Who put which of the 12 outside cards there, dealt again among the others: the
    seat's own stay, a turned card ordered up and not played was its receiver's
    discard, a turned card of round two went outside from the kitty (KC6, KC7)."""
    played = {made.card for trick in state.tricks[:TRICKS] for made in trick.plays}
    outside = [card for card in full_deck() if card not in played]
    turned, receiver = state.turned, state.receiver
    from_kitty = len(state.received)
    sizes = _before_showdown(state)
    pinned = turned if turned in outside else None
    own = set(state.discards[player][: sizes[player]]) if player is not None else set()
    pool, chance = chance.shuffled([card for card in outside if card != pinned and card not in own])
    at = 0
    discards = []
    for seat, held in enumerate(state.discards):
        if seat == player:
            discards.append(held)
            continue
        first, at = tuple(sorted(pool[at : at + FIRST])), at + FIRST
        kitty: tuple[Card, ...] = ()
        if seat == receiver:
            if pinned is not None and state.received == (turned,):
                kitty = (pinned,)
            else:
                kitty, at = tuple(sorted(pool[at : at + from_kitty])), at + from_kitty
        discards.append((*first, *kitty, *[swap.get(card, card) for card in held[sizes[seat] :]]))
    return tuple(discards), chance

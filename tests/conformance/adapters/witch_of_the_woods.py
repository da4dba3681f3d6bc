"""Conformance adapter for Witch of the Woods."""

from __future__ import annotations

from typing import Any

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import OVER, evolve
from cardtable.witch_of_the_woods import WITCH, Rules, State
from cardtable.witch_of_the_woods.events import DrewFromCamp, ReturnedToCamp

# Every variant has a hand limit: drawn hands (convention C, void rounds) can repeat forever.
RULES = (
    Rules(players=4, max_hands=4),
    Rules(players=2, tie_convention="C", hands_to_win=2, max_hands=5),
    Rules(players=3, betting=True, max_add=3, starting_units=6, max_hands=5),
    Rules(players=5, betting=True, tie_convention="B", buy_in=2, starting_units=8, max_hands=4),
    Rules(players=8, betting=True, tie_convention="C", starting_units=4, max_hands=4),
    Rules(players=8, tie_convention="B", hands_to_win=2, max_hands=3),
)
# At most 4 moves a seat per hand (a betting move, its clean-up answer, a draw and its
# return) plus the Witch's trade: 8 seats x 4 + 1 = 33 moves a hand, 5 hands at most.
MAX_MOVES = 33 * 5


def cards(state: State) -> list[Any]:
    """Every card in every place: hands, a pending draw, the Camp, the deck, tie-break cards."""
    found = [card for hand in state.hands for card in hand]
    return [*found, *state.drawn, *state.camp, *state.deck, *state.table]


def units(state: State) -> int | None:
    if not state.origin.rules.betting:
        return None
    return sum(state.units) + state.pot


def hidden_cards(state: State, seat: int | None) -> list[Card]:
    """Every card ``seat`` (``None``: a spectator) cannot place now: the other hands (once
    the game is over, those not shown at the reveal), another seat's pending draw, the
    Camp and the deck. Two kinds of card in those places are known, so not hidden: the
    Witch during the Fate of Play (its holder took the Camp card), and the cards the seat
    put back in the Camp while no blind draw has been made since (once the game is over,
    those nobody showed are still in the Camp)."""
    acting = state.queue[0] if state.queue else None
    shown = state.last_hand.scores if state.phase == OVER and state.last_hand is not None else ()
    places: list[Card] = []
    for other, hand in enumerate(state.hands):
        if other != seat and not (other < len(shown) and shown[other] is not None):
            places.extend(hand)
    if acting != seat:
        places.extend(state.drawn)
    places += [*state.camp, *state.deck]
    known: set[Card] = set()
    if state.phase == "fate" and acting != seat:
        known.add(WITCH)
    put_back: tuple[Card, ...] = ()
    drawn_since = False
    for event in state.history:
        if type(event) is ReturnedToCamp and event.player == seat and event.cards is not None:
            put_back = event.cards
        elif type(event) is DrewFromCamp and put_back:
            drawn_since = True
    taken_since = state.phase == "fate" and acting != seat  # the holder's blind Camp card
    if state.phase == OVER or not (drawn_since or taken_since):
        known.update(put_back)
    return [card for card in places if card not in known]


def hide(state: State, player: int | None, chance: Chance) -> State:
    """Re-deal every card ``player`` cannot see (other hands, another seat's pending draw,
    the Camp, the deck) among those places, keeping their sizes. The Witch stays with
    its holder during the Fate of Play: taking the Camp card shows who holds it."""
    acting = state.queue[0] if state.queue else None
    keep_witch = state.phase == "fate" and acting != player
    seats = [seat for seat in range(len(state.hands)) if seat != player]
    pool = [card for seat in seats for card in state.hands[seat]]
    if acting != player:
        pool += state.drawn
    pool += [*state.camp, *state.deck]
    if keep_witch:
        pool.remove(WITCH)
    shuffled, _ = chance.shuffled(pool)
    rest = list(shuffled)
    hands = list(state.hands)
    for seat in seats:
        size = len(hands[seat])
        if keep_witch and seat == acting:
            hands[seat] = tuple(sorted([WITCH, *rest[: size - 1]]))
            del rest[: size - 1]
        else:
            hands[seat] = tuple(sorted(rest[:size]))
            del rest[:size]
    drawn = state.drawn
    if acting != player and drawn:
        drawn = tuple(sorted(rest[: len(drawn)]))
        del rest[: len(drawn)]
    camp = tuple(sorted(rest[: len(state.camp)]))
    del rest[: len(state.camp)]
    return evolve(state, hands=tuple(hands), drawn=drawn, camp=camp, deck=tuple(rest))

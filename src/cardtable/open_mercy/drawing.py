"""Drawing: cards come off the deck one at a time into a hand. An empty deck is
refilled from the pile (OM7), and a hand that reaches 25 cards is out at once,
even mid-draw (OM16).

A step gathers what it changes in a dict of ``State`` fields and derives the
next state once (``ending.settle``); ``draw_cards`` hands back its part of it.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any

from cardtable.core import Event, replace_at
from cardtable.open_mercy.deck import Card
from cardtable.open_mercy.events import Drew, KnockedOut, Reshuffled
from cardtable.open_mercy.state import HAND_LIMIT, State

Changes = dict[str, Any]
"""``State`` fields a step changes, by name, for ``core.evolve``."""
Hands = tuple[tuple[Card, ...], ...]
Told = Callable[[int, int, tuple[Card, ...]], Event]
"""How a draw is told: from the seat, the count and the cards drawn (``Drew`` by default)."""


def draw_cards(
    state: State,
    seat: int,
    count: int,
    until: Container[Card] | None = None,
    *,
    events: list[Event],
    told: Told = Drew,
    hands: Hands | None = None,
    pile: tuple[Card, ...] | None = None,
) -> tuple[Changes, Card | None]:
    """Up to ``count`` cards into ``seat``'s hand, one at a time; with ``until``, stop
    at the first card in it and hand that card back too (it is the last one drawn).

    ``hands`` and ``pile`` are the table as the move has left it so far (default:
    as in ``state``). When the deck runs out, the discard pile but its top card is
    shuffled (seeded) into a new deck (OM7); drawing stops when nothing at all is
    left, and when the hand reaches 25 cards: the seat is out at once, the rest of
    the draw not taken (OM16). A card drawn cancels a MERCY call (OM13). Gives back
    the fields that changed, and the card found.

    What happened is added to ``events`` (which the changes carry): each reshuffle,
    the draw as ``told`` makes it, and a knock-out.

    >>> from cardtable.open_mercy.deal import new_game
    >>> state = new_game(seed=3)
    >>> changes, found = draw_cards(state, 1, 2, events=[])
    >>> sorted(changes), len(changes["hands"][1]), changes["deck"] == state.deck[2:], found
    (['deck', 'events', 'hands'], 9, True, None)
    >>> changes["events"][0].count
    2
    """
    hands = state.hands if hands is None else hands
    pile = state.pile if pile is None else pile
    deck, chance, shuffles = state.deck, state.chance, state.idle_shuffles
    hand = hands[seat]
    want = min(count, HAND_LIMIT - len(hand))
    drawn: tuple[Card, ...] = ()
    found = None
    while len(drawn) < want:
        if not deck:
            deck, chance = chance.shuffled(pile[:-1])
            pile, shuffles = pile[-1:], shuffles + 1
            if not deck:
                break
            events.append(Reshuffled(len(deck)))
        stop = min(len(deck), want - len(drawn))
        if until is not None:
            for end in range(stop):
                if deck[end] in until:
                    found, stop = deck[end], end + 1
                    break
        drawn += deck[:stop]
        deck = deck[stop:]
        if found is not None:
            break
    events.append(told(seat, len(drawn), drawn))
    changes: Changes = {"events": events}
    if deck is not state.deck:
        changes["deck"] = deck
    if shuffles != state.idle_shuffles:
        changes.update(pile=pile, chance=chance, idle_shuffles=shuffles)
    if drawn:
        hand += drawn
        changes["hands"] = hands = replace_at(hands, seat, hand)
        if state.called[seat]:
            changes["called"] = replace_at(state.called, seat, False)
        if len(hand) >= HAND_LIMIT:
            changes.update(knock_out(state, seat, hands, pile, events))
    return changes, found


def knock_out(state: State, seat: int, hands: Hands, pile: tuple[Card, ...], events: list[Event]) -> Changes:
    """OM16: ``seat`` is out of the game; its hand, and any cards it had set aside for a
    choice of its own (OM20), go under the top card of the pile, which stays on top.
    The last player left in has won (OM17).
    """
    held = hands[seat]
    changes: Changes = {}
    pending = state.pending
    if pending is not None and pending.player == seat:
        held = (*held, *pending.cards)
        changes["pending"] = None
    eliminated = replace_at(state.eliminated, seat, True)
    events.append(KnockedOut(seat, held))
    changes.update(
        hands=replace_at(hands, seat, ()),
        pile=(*pile[:-1], *held, pile[-1]),
        eliminated=eliminated,
        called=replace_at(state.called, seat, False),
    )
    if eliminated.count(False) == 1:
        changes["winners"] = (eliminated.index(False),)
    return changes

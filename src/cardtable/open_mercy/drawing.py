"""Drawing: cards come off the deck one at a time into a hand. An empty deck is
refilled from the pile (OM7), a card drawn cancels a MERCY! call (OM13), and a
hand that reaches 25 cards is out at once, even mid-draw (OM16).
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any

from cardtable.core import Change, Event, replace_at
from cardtable.open_mercy.deck import Card
from cardtable.open_mercy.events import Drew, KnockedOut, Reshuffled
from cardtable.open_mercy.state import HAND_LIMIT, State

Told = Callable[[int, int, tuple[Card, ...]], Event]
"""How a draw is told: from the seat, the count and the cards drawn (``Drew`` by default)."""


def draw_cards(
    state: State, seat: int, count: int, until: Container[Card] | None = None, told: Told = Drew
) -> tuple[Change, Card | None]:
    """Up to ``count`` cards into ``seat``'s hand, one at a time; with ``until``, stop
    at the first card in it and give that card back too (it is the last one drawn).

    When the deck runs out, the discard pile but its top card is shuffled (seeded)
    into a new deck (OM7); drawing stops when nothing at all is left, and when the
    hand reaches 25 cards: the seat is out at once, the rest of the draw not taken
    (OM16). A card drawn cancels a MERCY! call (OM13). The change tells each
    reshuffle, the draw as ``told`` makes it, and a knock-out.

    >>> from cardtable.open_mercy import new_game
    >>> state = new_game(seed=3)
    >>> change, found = draw_cards(state, 1, 2)
    >>> sorted(change.fields), len(change.fields["hands"][1]), found
    (['deck', 'hands'], 9, None)
    >>> change.told[0].count, change.fields["deck"] == state.deck[2:]
    (2, True)
    """
    deck, pile, chance, shuffles = state.deck, state.pile, state.chance, state.idle_shuffles
    hand = state.hands[seat]
    want = min(count, HAND_LIMIT - len(hand))
    reshuffles: list[Event] = []
    drawn: tuple[Card, ...] = ()
    found = None
    while len(drawn) < want:
        if not deck:
            deck, chance = chance.shuffled(pile[:-1])
            pile, shuffles = pile[-1:], shuffles + 1
            if not deck:
                break
            reshuffles.append(Reshuffled(len(deck)))
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
    fields: dict[str, Any] = {"deck": deck}
    if shuffles != state.idle_shuffles:
        fields.update(pile=pile, chance=chance, idle_shuffles=shuffles)
    if drawn:
        hand += drawn
        fields["hands"] = replace_at(state.hands, seat, hand)
        if state.called[seat]:
            fields["called"] = replace_at(state.called, seat, False)
    change = Change(*reshuffles, told(seat, len(drawn), drawn), **fields)
    if drawn and len(hand) >= HAND_LIMIT:
        change = change.then(knock_out(state, seat, fields["hands"], pile))
    return change, found


def knock_out(state: State, seat: int, hands: tuple[tuple[Card, ...], ...], pile: tuple[Card, ...]) -> Change:
    """OM16: ``seat``, whose hand in ``hands`` has reached 25 cards, is out of the game;
    its hand, and any cards it had set aside for a choice of its own (OM20), go under
    the top card of ``pile``, which stays on top. The last player left in has won (OM17).
    """
    held = hands[seat]
    eliminated = replace_at(state.eliminated, seat, True)
    fields: dict[str, Any] = {
        "hands": replace_at(hands, seat, ()),
        "eliminated": eliminated,
        "called": replace_at(state.called, seat, False),
    }
    pending = state.pending
    if pending is not None and pending.player == seat:
        held = (*held, *pending.cards)
        fields["pending"] = None
    fields["pile"] = (*pile[:-1], *held, pile[-1])
    if eliminated.count(False) == 1:
        fields["winners"] = (eliminated.index(False),)
    return Change(KnockedOut(seat, held), **fields)

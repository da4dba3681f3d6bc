"""What a seat of King Cut-Throat has seen, worked out independently of the engine's views,
and a re-deal of every card it has not: the oracles of the view and determinize tests."""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import evolve, told
from cardtable.king_cut_throat import HandDealt, HandRecord, Play, State, Trick, full_deck


def _trick_cards(trick: Trick | None) -> list[Card]:
    return [] if trick is None else [play.card for play in trick.plays]


def _event_cards(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [card for item in value for card in _event_cards(item)]
    if attrs.has(type(value)):
        return [
            card for field in attrs.fields(type(value)) for card in _event_cards(getattr(value, field.name))
        ]
    return []


def _record_cards(record: HandRecord | None) -> list[Card | None]:
    if record is None:
        return []
    seen: list[Card | None] = [record.turned, *_trick_cards(record.last_trick)]
    seen += _event_cards(record.events)
    for trick in record.tricks or ():
        seen += _trick_cards(trick)
    return seen


def visible(state: State, player: int | None) -> set[Card]:
    """The cards ``player`` has seen, by KC17: its own, the turned card, every card
    played this hand (told to all as it was played), the public record of the last
    hand, and what it was told as the last hand closed; every other card is hidden.
    """
    seen: list[Card | None] = [state.turned, *(play.card for play in state.trick)]
    if player is not None:
        seen += [*state.hands[player], *state.discards[player]]
        if player == state.receiver:
            seen += state.received
    for trick in state.tricks:
        seen += _trick_cards(trick)
    dealt = [index for index, event in enumerate(state.events) if isinstance(event, HandDealt)]
    if dealt:  # the events of the move before the deal belong to the hand just ended
        seen += _event_cards(told(state.events[: dealt[-1]], player))
    seen += _record_cards(state.last_hand)
    return {card for card in seen if card is not None}


def hidden_cards(state: State, seat: int | None) -> list[Card]:
    """Every card whose place is hidden from ``seat`` now: the other hands, the phantom
    hand, the kitty's face-down cards, the outside pile but the seat's own discards,
    the Showdown hands and discards but its own. Known places: its hand, its
    discards while they lie outside (the Showdown deals them out again), every card
    played this hand, and the turned card until the receiver of a card ordered up
    discards (it is then in its hand or its discard, KC6) or the Showdown deals it.
    """
    known: set[Card] = {play.card for play in state.trick}
    for trick in state.tricks:
        known.update(_trick_cards(trick))
    showdown = state.mediator is not None
    if seat is not None:
        known.update(state.hands[seat])
        discards = state.discards[seat]
        if not showdown:
            known.update(discards)
        elif len(discards) > 3 + (len(state.received) if seat == state.receiver else 0):
            known.add(discards[-1])  # its own Showdown discard
    turned = state.turned
    if turned is not None and not showdown:
        ordered_up = state.received == (turned,)
        receiver = state.receiver
        if not ordered_up or receiver == seat or receiver is None or len(state.discards[receiver]) <= 3:
            known.add(turned)
    return [card for card in full_deck() if card not in known]


def hide(state: State, player: int | None, chance: Chance) -> State:
    """Permute every card ``player`` has never seen at random, wherever it lies.

    Cards it has seen (``visible``) stay, also those whose place it no longer
    knows (the turned card after its receiver's discard, its own discards dealt
    out in the Showdown). A hidden card may sit in another hand, the phantom hand, the kitty, the
    outside pile or a Showdown discard; the same permutation is applied
    everywhere, so each place keeps its size. Events are left as they are: the
    forms a seat is told never name a card hidden from it.
    """
    shown = visible(state, player)
    hidden = [card for card in full_deck() if card not in shown]
    shuffled, _ = chance.shuffled(hidden)
    swap = dict(zip(hidden, shuffled, strict=True))

    def cards(held: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(swap.get(card, card) for card in held)

    def plays(made: tuple[Play, ...]) -> tuple[Play, ...]:
        return tuple(Play(play.player, swap.get(play.card, play.card)) for play in made)

    return evolve(
        state,
        hands=tuple(tuple(sorted(cards(hand))) for hand in state.hands),
        phantom=tuple(sorted(cards(state.phantom))),
        kitty=cards(state.kitty),
        outside=cards(state.outside),
        discards=tuple(cards(held) for held in state.discards),
        received=cards(state.received),
        trick=plays(state.trick),
        tricks=tuple(Trick(plays(trick.plays), trick.winner) for trick in state.tricks),
        showdown_discards=cards(state.showdown_discards),
    )

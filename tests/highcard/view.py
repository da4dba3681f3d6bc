"""What a seat of High Card may know, and a deal it cannot tell from the real one."""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import Event, told
from cardtable.core.determinize import determinized, seat_and_seed
from cardtable.core.picture import Pictured
from cardtable.game import seat_argument
from tests.highcard.engine import HandRecord, State, to_act


@attrs.frozen(slots=True)
class View(Pictured):
    """One seat's view (``None``: a spectator): its own three cards, every seat's up cards."""

    player: int | None
    hand: tuple[Card, ...]
    to_act: tuple[int, ...]
    up: tuple[tuple[Card, ...], ...]
    units: tuple[int, ...]
    pot: int
    dealer: int
    number: int
    bet_by: int
    folded: tuple[bool, ...]
    phase: str
    last_hand: HandRecord | None
    events: tuple[Event, ...]
    history: tuple[Event, ...]


def view(state: State, player: int | None) -> View:
    """All ``player`` may know now."""
    if player is not None:
        player = seat_argument(player, len(state.units))
    return View(
        player=player,
        hand=() if player is None else state.hands[player],
        to_act=to_act(state),
        up=tuple(hand[1:] for hand in state.hands),
        units=state.units,
        pot=state.pot,
        dealer=state.dealer,
        number=state.number,
        bet_by=state.bet_by,
        folded=state.folded,
        phase=state.phase,
        last_hand=state.last_hand,
        events=told(state.events, player),
        history=told(state.history, player),
    )


def hidden(state: State, seat: int | None) -> list[Card]:
    """The cards ``seat`` cannot place: the other seats' down cards, once the game is over
    only those not shown, and the undealt deck."""
    shown = state.last_hand.shown if state.phase == "over" and state.last_hand is not None else ()
    downs = [
        hand[0]
        for other, hand in enumerate(state.hands)
        if hand and other != seat and not (shown and shown[other])
    ]
    return downs + list(state.deck)


def determinize(state: State, player: int | None, seed: int) -> State:
    """A state ``player`` cannot tell from ``state``: the cards it cannot place, taken in
    canonical order (so where they really lie cannot show), dealt again into their places."""
    player, seed = seat_and_seed(state, player, seed)
    unseen = set(hidden(state, player))
    dealt, chance = Chance.from_seed(seed).shuffled(sorted(unseen))
    fresh = iter(dealt)
    hands = tuple(tuple(next(fresh) if card in unseen else card for card in hand) for hand in state.hands)
    return determinized(state, player, seed, chance, hands=hands, deck=tuple(fresh))

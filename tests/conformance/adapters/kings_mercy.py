"""King's Mercy for the conformance suite."""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.chance import Chance
from cardtable.kings_mercy import FOOL, Rules, State

RULES = (
    Rules(players=3, max_hands=4),
    Rules(players=4, starting_units=3, max_hands=8, fool_display="king_of_spades"),
    Rules(players=6, starting_units=2, max_hands=6),
    Rules(players=5, starting_units=1),
)
# A hand takes at most two rounds of (one pass round + two raise rounds) for six
# seats, plus the Mercy decision: 2 * 3 * 6 + 1 = 37 moves; eight hands at most.
MAX_MOVES = 8 * 37


def cards(state: State) -> list[Any]:
    return [card for hand in state.hands for card in hand] + list(state.pack)


def units(state: State) -> int:
    return sum(state.units) + state.pot


def hide(state: State, player: int | None, chance: Chance) -> State:
    """Re-deal every card the seat cannot see: other hands and the undealt pack.

    While the Fool's holder decides on Mercy, everyone knows where the Fool is.
    """
    known = {seat for seat in range(len(state.hands)) if seat == player}
    keep_fool = state.phase == "mercy"
    pool = [
        card
        for seat, hand in enumerate(state.hands)
        if seat not in known
        for card in hand
        if not (keep_fool and card == FOOL)
    ] + list(state.pack)
    shuffled, _ = chance.shuffled(pool)
    rest = iter(shuffled)
    hands = tuple(
        hand if seat in known else tuple(card if keep_fool and card == FOOL else next(rest) for card in hand)
        for seat, hand in enumerate(state.hands)
    )
    return attrs.evolve(state, hands=hands, pack=tuple(rest))


def hidden_cards(state: State, seat: int | None) -> list[Any]:
    """Every card whose place ``seat`` does not know now.

    The other hands and the undealt pack, except: while the Fool's holder
    decides on Mercy, the Fool (KM10); once the game is over after a showdown,
    every hand and the cards turned until the Fool (KM12).
    """
    record = state.last_hand
    if state.phase == "over" and record is not None and record.showdown:
        return [card for card in state.pack if card not in record.fool_reveal]
    hidden = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    if state.phase == "mercy" and FOOL in hidden:
        hidden.remove(FOOL)
    return hidden + list(state.pack)

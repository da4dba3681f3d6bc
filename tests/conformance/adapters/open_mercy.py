"""Open Mercy for the conformance suite."""

from __future__ import annotations

from typing import Any

from cardtable.chance import Chance
from cardtable.core import evolve
from cardtable.open_mercy import Rules, State

RULES = (
    Rules(players=2),
    Rules(players=4),
    Rules(players=4, stacking="house"),
    Rules(players=3, stacking="casual"),
    Rules(players=2, stacking="casual"),
    Rules(players=20, stacking="house"),
    Rules(players=20),
)
# Every game ends by itself: someone goes out, all but one reach 25 cards, or the
# table stalls (OM17). Random seat play (cardtable.play) measured: at most 162 moves
# over 300 games of 2 and of 4 players in each stacking mode, at most 3,856 over
# 100 games of 20 players in each mode; the bound leaves a threefold margin.
MAX_MOVES = 12_000


def cards(state: State) -> list[Any]:
    pending = state.pending.cards if state.pending is not None else ()
    return [
        *(card for hand in state.hands for card in hand),
        *state.deck,
        *state.pile,
        *pending,
    ]


def units(state: State) -> None:
    return None


def hide(state: State, player: int | None, chance: Chance) -> State:
    """Re-deal what the seat cannot see: the other hands, the deck and the pile under the top.

    The top card, a drawn wild awaiting its colour and Discard All candidates
    stay where they are (the first two are either public or shown only to
    their owner, and the view checks the owner's view too).
    """
    pool = [
        card
        for seat, hand in enumerate(state.hands)
        if seat != player
        for card in hand
    ] + [*state.deck, *state.pile[:-1]]
    shuffled, _ = chance.shuffled(pool)
    rest = iter(shuffled)
    hands = tuple(
        hand if seat == player else tuple(next(rest) for _ in hand)
        for seat, hand in enumerate(state.hands)
    )
    deck = tuple(next(rest) for _ in state.deck)
    under = tuple(next(rest) for _ in state.pile[:-1])
    return evolve(state, hands=hands, deck=deck, pile=(*under, state.pile[-1]))

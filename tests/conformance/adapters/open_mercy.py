"""Open Mercy for the conformance suite."""

from __future__ import annotations

from typing import Any

from cardtable.chance import Chance
from cardtable.open_mercy import Card, Rules, State
from cardtable.open_mercy.determinize import hidden_cards as hidden_from
from cardtable.open_mercy.determinize import redealt

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
    """Re-deal what the seat cannot see: the cards of other hands it was not shown, the
    deck, and a wild another seat drew (as a wild that names a colour).

    The pile is public (every card on it was played or laid face up), and so are
    the Discard All candidates; the events are the past and stay as they were.
    """
    hidden, _ = redealt(state, player, chance)
    return hidden


def hidden_cards(state: State, seat: int | None) -> list[Card]:
    """The cards hidden from ``seat`` now: other hands but the cards it knows are there
    (a hand it gave away, cards a Roulette flipped), the deck, another seat's drawn wild."""
    return hidden_from(state, seat)

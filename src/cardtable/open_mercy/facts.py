"""What Open Mercy declares about itself for the layers above its rules (``core.facts``).

>>> FACTS.title, FACTS.seats, FACTS.points(Rules())
('Open Mercy', range(2, 21), (0, 1))
"""

from __future__ import annotations

from cardtable.core import Away, BotLadder, Facts, Planes, Search
from cardtable.open_mercy import bots, observation
from cardtable.open_mercy.bots.ladder import (
    LADDER,
    LADDER_RULES,
    Ladder,
    daily_deal,
    daily_seed,
    daily_terminator,
)
from cardtable.open_mercy.deck import NOTATION, Card
from cardtable.open_mercy.determinize import hidden_cards
from cardtable.open_mercy.engine import NAME
from cardtable.open_mercy.moves import CallMercy, Catch, TimeOut
from cardtable.open_mercy.rules import MAX_PLAYERS, Rules
from cardtable.open_mercy.state import State
from cardtable.open_mercy.view import View

__all__ = ["FACTS"]


def cards(state: State) -> list[Card]:
    """Every card where it lies (OM19): the hands, the deck, the pile, and any cards set
    aside for a choice (OM20).

    >>> from cardtable.open_mercy import new_game
    >>> len(cards(new_game()))
    168
    """
    pending = state.pending.cards if state.pending is not None else ()
    return [*(card for hand in state.hands for card in hand), *state.deck, *state.pile, *pending]


def units(state: State) -> None:
    """Open Mercy is played for the win, not for units."""
    return None


FACTS = Facts(
    name=NAME,
    title="Open Mercy",
    summary=(
        "Match the top card's color, number or action; draw cards stack; 25 cards and you"
        " are out; call MERCY! on your last one or two cards (or be caught), and empty your"
        " hand to win."
    ),
    seats=range(2, MAX_PLAYERS + 1),
    view=View,
    variants={
        "heads-up": Rules(players=2),
        "four seats": Rules(players=4),
        "four seats, house stacking": Rules(players=4, stacking="house"),
        "three seats, casual stacking": Rules(players=3, stacking="casual"),
        "heads-up, casual stacking": Rules(players=2, stacking="casual"),
        "twenty seats, house stacking": Rules(players=20, stacking="house"),
        "twenty seats": Rules(players=20),
    },
    table=Rules(),
    duel=Rules(players=2),
    peers=("rlcard:uno-env", "rlcard:uno"),
    # Every game ends by itself: someone goes out, all but one reach 25 cards, or the
    # table stalls (OM17). Random seat play (cardtable.play) measured: at most 162 moves
    # over 300 games of 2 and of 4 players in each stacking mode, at most 3,856 over
    # 100 games of 20 players in each mode; the bound leaves a threefold margin.
    move_cap=12_000,
    points=lambda rules: (0, 1),
    cards=cards,
    units=units,
    hidden=hidden_cards,
    bots=bots.BOTS,
    best="terminator",
    # OM18: "the game waits 20 seconds and then draws for them" (the rules' own clock).
    away=Away(grace=20, clock=TimeOut.of),
    search=Search(
        estimate=bots.hand_sizes,
        hand=None,
        depth=16,
        simulations=50,
        heuristic_simulations=40,
        policy=bots.rollout,
        eager=(CallMercy, Catch),
    ),
    planes=Planes(layout=observation.layout, observe=observation.observe),
    notation=NOTATION,
    ladder=BotLadder(
        rules=LADDER_RULES,
        rungs=LADDER,
        progress=Ladder,
        daily_seed=daily_seed,
        daily_deal=daily_deal,
        daily_opponent=daily_terminator,
    ),
)
"""Open Mercy's facts."""

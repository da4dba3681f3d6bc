"""What High Card declares about itself for the layers above its rules (``core.facts``)."""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.core import Bot, Facts, Planes, Search
from tests.highcard import bots, observation
from tests.highcard.engine import NAME, State
from tests.highcard.rules import NOTATION, Rules
from tests.highcard.view import View, hidden


def _cards(state: State) -> list[Card]:
    return [card for hand in state.hands for card in hand] + list(state.deck)


def _units(state: State) -> int:
    return sum(state.units) + state.pot


FACTS = Facts(
    name=NAME,
    title="High Card",
    summary="Two cards up and one down each, one round of betting; the highest total takes the pot.",
    seats=range(2, 5),
    view=View,
    variants={
        "heads-up": Rules(players=2),
        "four seats, short stacks": Rules(players=4, starting_units=2, max_hands=4),
    },
    table=Rules(),
    duel=Rules(players=2),
    # A hand is at most one check or bet a seat and an answer to the bet a seat: 8 moves;
    # ten hands at most.
    move_cap=10 * 8,
    points=lambda rules: (0, rules.players * rules.starting_units),
    start=lambda rules: rules.starting_units,
    zero_sum=lambda rules: True,
    cards=_cards,
    units=_units,
    hidden=hidden,
    bots=(Bot(name="heuristic", factory=bots.Heuristic, summary="Bets and calls on a total of 14 or more."),),
    search=Search(
        estimate=bots.unit_share,
        hand="number",
        depth=40,
        simulations=40,
        heuristic_simulations=30,
        policy=bots.rollout,
    ),
    planes=Planes(layout=observation.layout, observe=observation.observe),
    notation=NOTATION,
)

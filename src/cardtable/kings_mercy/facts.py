"""What King's Mercy declares about itself for the layers above its rules (``core.facts``).

>>> FACTS.title, FACTS.seats, FACTS.points(Rules(players=4))
("King's Mercy", range(3, 7), (0, 80))
>>> FACTS.start(Rules()), FACTS.zero_sum(Rules())
(20, True)
"""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.core import Away, Bot, Facts, Planes, Search
from cardtable.kings_mercy import bots, observation
from cardtable.kings_mercy.deck import FOOL, NOTATION
from cardtable.kings_mercy.engine import NAME
from cardtable.kings_mercy.moves import Check, DeclineMercy, Fold
from cardtable.kings_mercy.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from cardtable.kings_mercy.state import State
from cardtable.kings_mercy.view import View

__all__ = ["FACTS"]


def cards(state: State) -> list[Card]:
    """Every card where it lies: the hands, then the undealt pack (37 cards, KM2).

    >>> from cardtable.kings_mercy import new_game
    >>> len(cards(new_game()))
    37
    """
    return [card for hand in state.hands for card in hand] + list(state.pack)


def units(state: State) -> int:
    """The units at the table, stacks and pot, which never change (KM15).

    >>> from cardtable.kings_mercy import new_game
    >>> units(new_game(Rules(players=3)))
    60
    """
    return sum(state.units) + state.pot


def hidden(state: State, seat: int | None) -> list[Card]:
    """Every card whose place ``seat`` does not know now: the other hands and the undealt
    pack, except the Fool while its holder decides on Mercy (KM10); once the game is
    over after a showdown, only the pack below the cards turned until the Fool (KM12).

    >>> from cardtable.kings_mercy import new_game
    >>> state = new_game(Rules(players=3), seed=1)
    >>> len(hidden(state, 0)), len(hidden(state, None))
    (34, 37)
    """
    record = state.last_hand
    if state.phase == "over" and record is not None and record.showdown:
        return [card for card in state.pack if card not in record.fool_reveal]
    unseen = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    if state.phase == "mercy" and FOOL in unseen:
        unseen.remove(FOOL)
    return unseen + list(state.pack)


FACTS = Facts(
    name=NAME,
    title="King's Mercy",
    summary=(
        "Three cards each; best hand takes the pot, unless the Fool's holder invokes Mercy"
        " and the weakest wins."
    ),
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    view=View,
    variants={
        "three seats, four hands": Rules(players=3, max_hands=4),
        "four short stacks, the Fool as K♠": Rules(
            players=4, starting_units=3, max_hands=8, fool_display="king_of_spades"
        ),
        "six seats, two units": Rules(players=6, starting_units=2, max_hands=6),
        "five seats, one unit each": Rules(players=5, starting_units=1),
    },
    table=Rules(max_hands=10),
    duel=Rules(players=4, max_hands=10),
    peers=("openspiel:python_kuhn_poker",),
    # A hand takes at most two rounds of (one pass round + two raise rounds) for six
    # seats, plus the Mercy decision: 2 * 3 * 6 + 1 = 37 moves; eight hands at most.
    move_cap=8 * 37,
    # Units are conserved: a seat can end with nothing, or with every unit at the table.
    points=lambda rules: (0, rules.players * rules.starting_units),
    start=lambda rules: rules.starting_units,
    zero_sum=lambda rules: True,
    # One hand is dealt from the given deck order alone, the undealt pack included.
    random_after_deal=lambda rules: rules.max_hands != 1,
    cards=cards,
    units=units,
    hidden=hidden,
    bots=(
        Bot(name="heuristic", factory=bots.heuristic, summary=bots.SUMMARY),
        Bot(name="cfr", factory=bots.cfr, summary=bots.CFR_SUMMARY),
    ),
    best="cfr",
    # Online, an away seat checks if it may, else folds, and declines the Mercy: it puts
    # nothing in on the person's behalf.
    away=Away(safest=(Check, Fold, DeclineMercy)),
    search=Search(
        estimate=bots.estimate,
        hand="number",
        depth=60,
        simulations=160,
        heuristic_simulations=120,
        policy=bots.rollout,
    ),
    planes=Planes(layout=observation.layout, observe=observation.observe),
    notation=NOTATION,
)
"""King's Mercy's facts."""

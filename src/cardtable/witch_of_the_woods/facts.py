"""What Witch of the Woods declares about itself for the layers above its rules (``core.facts``).

>>> FACTS.title, FACTS.seats, FACTS.points(Rules()), FACTS.points(Rules(betting=True))
('Witch of the Woods', range(2, 9), (0, 3), (0, 80))
"""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.core import OVER, Away, Bot, Facts, Planes, Search
from cardtable.witch_of_the_woods import bots, observation
from cardtable.witch_of_the_woods.deck import NOTATION, WITCH
from cardtable.witch_of_the_woods.engine import NAME
from cardtable.witch_of_the_woods.events import DrewFromCamp, ReturnedToCamp
from cardtable.witch_of_the_woods.moves import Fold, ReturnToCamp, Stand, StandPat, WitchTrade
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import FATE, State
from cardtable.witch_of_the_woods.view import View

__all__ = ["FACTS"]


def cards(state: State) -> list[Card]:
    """Every card in every place (WW9): hands, a pending draw, the Camp, the deck, the
    tie-break cards.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> len(cards(new_game()))
    54
    """
    found = [card for hand in state.hands for card in hand]
    return [*found, *state.drawn, *state.camp, *state.deck, *state.table]


def units(state: State) -> int | None:
    """With betting, the units at the table, stacks and pot, which never change (WW9).

    >>> from cardtable.witch_of_the_woods import new_game
    >>> units(new_game(Rules(players=3, betting=True))), units(new_game())
    (60, None)
    """
    if not state.rules.betting:
        return None
    return sum(state.units) + state.pot


def hidden(state: State, seat: int | None) -> list[Card]:
    """Every card ``seat`` (``None``: a spectator) cannot place now: the other hands (once
    the game is over, those not shown at the reveal), another seat's pending draw, the
    Camp and the deck. Two kinds of card in those places are known, so not hidden: the
    Witch during the Fate of Play (its holder took the Camp card), and the cards the seat
    put back in the Camp while no blind draw has been made since (once the game is over,
    those nobody showed are still in the Camp).

    >>> from cardtable.witch_of_the_woods import new_game
    >>> len(hidden(new_game(), 1)), len(hidden(new_game(), None))
    (51, 54)
    """
    acting = state.queue[0] if state.queue else None
    shown = state.last_hand.scores if state.phase == OVER and state.last_hand is not None else ()
    places: list[Card] = []
    for other, hand in enumerate(state.hands):
        if other != seat and not (other < len(shown) and shown[other] is not None):
            places.extend(hand)
    if acting != seat:
        places.extend(state.drawn)
    places += [*state.camp, *state.deck]
    known: set[Card] = set()
    if state.phase == FATE and acting != seat:
        known.add(WITCH)
    put_back: tuple[Card, ...] = ()
    drawn_since = False
    for event in state.history:
        if type(event) is ReturnedToCamp and event.player == seat and event.cards is not None:
            put_back = event.cards
        elif type(event) is DrewFromCamp and put_back:
            drawn_since = True
    taken_since = state.phase == FATE and acting != seat  # the holder's blind Camp card
    if state.phase == OVER or not (drawn_since or taken_since):
        known.update(put_back)
    return [card for card in places if card not in known]


def _points(rules: Rules) -> tuple[int, int]:
    """Units with betting (conserved: none, or every unit at the table), hands won without."""
    if rules.betting:
        return 0, rules.players * rules.starting_units
    return 0, rules.hands_to_win


FACTS = Facts(
    name=NAME,
    title="Witch of the Woods",
    summary=(
        "Swap with the Camp, then the highest Hand Score of three cards wins the hand;"
        " the Witch's holder trades a card blind."
    ),
    seats=range(2, 9),
    view=View,
    # Every variant has a hand limit: drawn hands (convention C, void rounds) can repeat forever.
    variants={
        "four seats, four hands": Rules(players=4, max_hands=4),
        "heads-up, ties drawn": Rules(players=2, tie_convention="C", hands_to_win=2, max_hands=5),
        "three seats betting": Rules(players=3, betting=True, max_add=3, starting_units=6, max_hands=5),
        "five seats betting, the Witch breaks ties": Rules(
            players=5, betting=True, tie_convention="B", buy_in=2, starting_units=8, max_hands=4
        ),
        "eight seats betting, ties drawn": Rules(
            players=8, betting=True, tie_convention="C", starting_units=4, max_hands=4
        ),
        "eight seats, the Witch breaks ties": Rules(
            players=8, tie_convention="B", hands_to_win=2, max_hands=3
        ),
    },
    table=Rules(),
    duel=Rules(players=2),
    peers=("openspiel:python_kuhn_poker",),
    # At most 4 moves a seat per hand (a betting move, its clean-up answer, a draw and its
    # return) plus the Witch's trade: 8 seats x 4 + 1 = 33 moves a hand, 5 hands at most.
    move_cap=33 * 5,
    points=_points,
    start=lambda rules: rules.starting_units if rules.betting else 0,
    zero_sum=lambda rules: bool(rules.betting),
    cards=cards,
    units=units,
    hidden=hidden,
    bots=(
        Bot(name="heuristic", factory=bots.heuristic, summary=bots.SUMMARY),
        Bot(name="reckoner", factory=bots.reckoner, summary=bots.RECKONER_SUMMARY),
    ),
    best="heuristic",
    # Online, an away seat adds nothing, folds rather than match, keeps its hand, and gives
    # up its lowest cards where it must give.
    away=Away(safest=(Stand, Fold, StandPat, ReturnToCamp, WitchTrade)),
    search=Search(
        estimate=bots.hands_won_share,
        hand="hand_number",
        depth=60,
        simulations=160,
        heuristic_simulations=120,
        policy=bots.rollout,
        prior=0.25,
    ),
    planes=Planes(layout=observation.layout, observe=observation.observe),
    notation=NOTATION,
)
"""Witch of the Woods' facts."""

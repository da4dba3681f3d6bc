"""What King Cut-Throat declares about itself for the layers above its rules (``core.facts``).

>>> FACTS.title, FACTS.seats, FACTS.points(Rules())
('King Cut-Throat', range(2, 4), (0, 12))
"""

from __future__ import annotations

from cardtable.cards import Card, Suit
from cardtable.core import Away, Bot, Facts, Planes, Search
from cardtable.king_cut_throat import bots, observation
from cardtable.king_cut_throat.deck import NOTATION, full_deck
from cardtable.king_cut_throat.discards import FIRST
from cardtable.king_cut_throat.engine import NAME
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, NameTrump, OrderUp, Pass, Play
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.scoring import highest_score
from cardtable.king_cut_throat.state import State
from cardtable.king_cut_throat.view import View

__all__ = ["FACTS"]


def cards(state: State) -> list[Card]:
    """Every place a card can be (KC19): hands, phantom, kitty, outside pile, the trick in
    progress, the tricks taken, the Showdown discards.

    >>> from cardtable.king_cut_throat import new_game
    >>> len(cards(new_game()))
    33
    """
    return [
        *(card for hand in state.hands for card in hand),
        *state.phantom,
        *state.kitty,
        *state.outside,
        *(play.card for play in state.trick),
        *(play.card for trick in state.tricks for play in trick.plays),
        *state.showdown_discards,
    ]


def units(state: State) -> None:
    """King Cut-Throat is played for points, not units."""
    return None


def hidden(state: State, seat: int | None) -> list[Card]:
    """Every card whose place is hidden from ``seat`` now: the other hands, the phantom
    hand, the kitty's face-down cards, the outside pile but the seat's own discards,
    the Showdown hands and discards but its own. Known places: its hand, its
    discards while they lie outside (the Showdown deals them out again), every card
    played this hand, and the turned card until the receiver of a card ordered up
    discards (it is then in its hand or its discard, KC6) or the Showdown deals it.

    >>> from cardtable.king_cut_throat import new_game
    >>> len(hidden(new_game(), 0)), len(hidden(new_game(), None))
    (23, 33)
    """
    known: set[Card] = {play.card for play in state.trick}
    for trick in state.tricks:
        known.update(play.card for play in trick.plays)
    showdown = state.mediator is not None
    if seat is not None:
        known.update(state.hands[seat])
        discards = state.discards[seat]
        if not showdown:
            known.update(discards)
        elif len(discards) > FIRST + (len(state.received) if seat == state.receiver else 0):
            known.add(discards[-1])  # its own Showdown discard
    turned = state.turned
    if turned is not None and not showdown:
        ordered_up = state.received == (turned,)
        receiver = state.receiver
        if not ordered_up or receiver == seat or receiver is None or len(state.discards[receiver]) <= 3:
            known.add(turned)
    return [card for card in full_deck() if card not in known]


FACTS = Facts(
    name=NAME,
    title="King Cut-Throat",
    summary=(
        "Discard to seven, name trump, take tricks: a trick your own King (the scoring rank)"
        " takes scores 1, and so does the most tricks; first to the target wins."
    ),
    seats=range(2, 4),
    view=View,
    variants={
        "three seats, three hands": Rules(max_hands=3),
        "two seats, three hands": Rules(players=2, max_hands=3),
        "every option": Rules(
            target=4,
            max_hands=4,
            flipped_joker=Suit.HEARTS,
            scoring_rank="queen",
            mediator_chooses_leader=True,
            polite=False,
        ),
        "two seats, Aces score, not polite": Rules(
            players=2, target=3, max_hands=4, scoring_rank="ace", polite=False
        ),
    },
    table=Rules(),
    duel=Rules(players=2),
    peers=("openspiel:euchre",),
    # A hand is at most 3 discards, 6 naming turns, 1 kitty discard, 21 plays and a
    # Showdown of 2 discards, 1 choice of leader and 10 plays: 44 moves. A turned
    # Joker (1 deal in 33) costs 3 more moves and no hand; 20 of them in one game
    # would be a 1-in-10^30 event.
    move_cap=4 * 44 + 20 * 3,
    points=lambda rules: (0, highest_score(rules.target)),
    cards=cards,
    units=units,
    hidden=hidden,
    bots=(
        Bot(name="heuristic", factory=bots.heuristic, summary=bots.SUMMARY),
        Bot(name="pimc", factory=bots.pimc, summary=bots.PIMC_SUMMARY),
    ),
    best="pimc",
    # Online, an away seat passes a naming round (names only when the rules force it) and
    # gives up its lowest cards.
    away=Away(safest=(Pass, Play, Discard, ChooseLeader, NameTrump, OrderUp)),
    search=Search(
        estimate=bots.score_share,
        hand="hands_played",
        depth=60,
        simulations=60,
        heuristic_simulations=40,
        policy=bots.rollout,
        prior=0.25,
    ),
    planes=Planes(layout=observation.layout, observe=observation.observe),
    notation=NOTATION,
)
"""King Cut-Throat's facts."""

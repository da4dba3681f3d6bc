"""King's Mercy: a three-card betting game in which the Fool's holder may reverse the ranking.

The package reads the way a hand is played: ``deck`` (the 37 cards), ``hands``
(how hands rank), ``rules``, ``moves``, ``state``, then one module per phase,
``deal``, ``betting``, ``mercy`` and ``reckoning``, the ``engine`` that
dispatches each move to its phase, and ``view``.

>>> state = new_game(Rules(players=3), seed=4)
>>> to_act(state), legal_moves(state)
((1,), (Check(player=1), Bet(player=1)))
>>> state = apply_move(state, Bet(player=1))
>>> view(state, 2).pot, legal_moves(state)
(4, (Fold(player=2), Call(player=2), Raise(player=2)))
"""

from cardtable.cards import Card
from cardtable.core import split_pot
from cardtable.kings_mercy.deck import FOOL, full_deck
from cardtable.kings_mercy.engine import NAME, apply_move, legal_moves, new_game, outcome, to_act
from cardtable.kings_mercy.hands import Category, HandValue, hand_value, winners
from cardtable.kings_mercy.moves import (
    MOVES,
    Bet,
    Call,
    Check,
    DeclineMercy,
    Fold,
    InvokeMercy,
    Move,
    Raise,
)
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import HandRecord, MercyChoice, Phase, State
from cardtable.kings_mercy.view import View, view

__all__ = [
    "FOOL",
    "MOVES",
    "NAME",
    "Bet",
    "Call",
    "Card",
    "Category",
    "Check",
    "DeclineMercy",
    "Fold",
    "HandRecord",
    "HandValue",
    "InvokeMercy",
    "MercyChoice",
    "Move",
    "Phase",
    "Raise",
    "Rules",
    "State",
    "View",
    "apply_move",
    "full_deck",
    "hand_value",
    "legal_moves",
    "new_game",
    "outcome",
    "split_pot",
    "to_act",
    "view",
    "winners",
]

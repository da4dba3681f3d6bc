"""King's Mercy: a three-card betting game in which the Fool's holder may reverse the ranking.

The package reads the way a hand is played: ``deck`` (the 37 cards and how hands
rank), ``rules``, ``moves``, ``state``, the ``events`` each move tells
the table, then one module per phase, ``deal``, ``betting``, ``mercy`` and
``reckoning``, the ``engine`` that hands each move to its phase, ``view`` and
``determinize``; ``actions`` numbers the moves, and ``facts`` declares the game
to the layers above (its ``bots``, its ``observation`` planes, how its cards read).
The ``cfr`` bot plays the strategy (``strategy``, shipped as ``data/strategy.gz``)
that ``train`` learns by Monte Carlo CFR over the situations of ``abstraction``.

``picture`` draws its table: a ``State`` or a ``View`` shows as a picture in Jupyter
(``cardtable.pictures``).

>>> state = new_game(Rules(players=3), seed=4)
>>> to_act(state), legal_moves(state)
((1,), (Check(player=1), Bet(player=1)))
>>> state = apply_move(state, Bet(player=1))
>>> view(state, 2).pot, legal_moves(state)
(4, (Fold(player=2), Call(player=2), Raise(player=2)))
"""

from cardtable.cards import Card
from cardtable.core import split_pot
from cardtable.kings_mercy import picture as picture  # draws the State and the View
from cardtable.kings_mercy.actions import action_id, action_mask, move_of, num_actions
from cardtable.kings_mercy.deck import (
    CATEGORY_NAMES,
    FOOL,
    Category,
    HandValue,
    full_deck,
    hand_name,
    hand_value,
    winners,
)
from cardtable.kings_mercy.determinize import determinize
from cardtable.kings_mercy.engine import (
    NAME,
    apply_move,
    host_moves,
    legal_moves,
    new_game,
    off_turn,
    outcome,
    parse_move,
    to_act,
)
from cardtable.kings_mercy.events import (
    Anted,
    BetPlaced,
    Broke,
    Called,
    Checked,
    Dealt,
    Folded,
    FoldedShown,
    FoolTurnedUp,
    GameOver,
    HandDealt,
    MercyDeclined,
    MercyInvoked,
    MercyOffered,
    PotWon,
    Raised,
    RoundOpened,
    SatOut,
    Showdown,
)
from cardtable.kings_mercy.facts import FACTS
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
    "CATEGORY_NAMES",
    "FACTS",
    "FOOL",
    "MOVES",
    "NAME",
    "Anted",
    "Bet",
    "BetPlaced",
    "Broke",
    "Call",
    "Called",
    "Card",
    "Category",
    "Check",
    "Checked",
    "Dealt",
    "DeclineMercy",
    "Fold",
    "Folded",
    "FoldedShown",
    "FoolTurnedUp",
    "GameOver",
    "HandDealt",
    "HandRecord",
    "HandValue",
    "InvokeMercy",
    "MercyChoice",
    "MercyDeclined",
    "MercyInvoked",
    "MercyOffered",
    "Move",
    "Phase",
    "PotWon",
    "Raise",
    "Raised",
    "RoundOpened",
    "Rules",
    "SatOut",
    "Showdown",
    "State",
    "View",
    "action_id",
    "action_mask",
    "apply_move",
    "determinize",
    "full_deck",
    "hand_name",
    "hand_value",
    "host_moves",
    "legal_moves",
    "move_of",
    "new_game",
    "num_actions",
    "off_turn",
    "outcome",
    "parse_move",
    "split_pot",
    "to_act",
    "view",
    "winners",
]

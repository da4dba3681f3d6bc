"""High Card: a small game written only for the tests, registered at run time.

Every shared suite and layer (conformance, information, fuzzing, integer actions,
observation, the research adapters, the search bot, the arena, simulation,
records, the terminal) runs on it as on the four games of the package, learning
what it needs from its facts alone: a game needs only its own package.
"""

from tests.highcard import picture as picture  # draws the State and the View
from tests.highcard.actions import action_id, action_mask, move_of, num_actions
from tests.highcard.engine import (
    NAME,
    State,
    apply_move,
    host_moves,
    legal_moves,
    new_game,
    off_turn,
    outcome,
    parse_move,
    to_act,
)
from tests.highcard.facts import FACTS
from tests.highcard.rules import MOVES, Bet, Call, Check, Fold, Move, Rules, full_deck
from tests.highcard.view import View, determinize, view

__all__ = [
    "FACTS",
    "MOVES",
    "NAME",
    "Bet",
    "Call",
    "Check",
    "Fold",
    "Move",
    "Rules",
    "State",
    "View",
    "action_id",
    "action_mask",
    "apply_move",
    "determinize",
    "full_deck",
    "host_moves",
    "legal_moves",
    "move_of",
    "new_game",
    "num_actions",
    "off_turn",
    "outcome",
    "parse_move",
    "to_act",
    "view",
]

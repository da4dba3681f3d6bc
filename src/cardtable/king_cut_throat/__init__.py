"""King Cut-Throat: a teamless Euchre for three (or two) with Kings that score.

The engine follows Ruleset 1.2.1 and the Known Rules as read by rulings
KC1-KC20 (see ``docs/king_cut_throat.md``). The modules read in the order the
game is played: ``rules`` (the options), ``deck`` (the cards and the Bowers),
``moves``, ``state``, then one module per phase: ``deal``, ``discards``,
``naming``, ``tricks``, ``showdown``; ``engine`` dispatches each move to its
phase's step, and ``view`` shows a seat what it may know. ``events`` are what
each move did, as each seat is told it; ``determinize`` samples a state a seat
cannot tell from the real one.

>>> state = new_game(seed=7)
>>> to_act(state)
(1, 2, 0)
"""

# Card and Suit are here so that a move's repr, pasted back, evaluates in this
# namespace; they are the shared card types, documented in ``cardtable.cards``.
from cardtable.cards import Card as Card
from cardtable.cards import Suit as Suit
from cardtable.king_cut_throat.actions import action_id, action_mask, move_of, num_actions
from cardtable.king_cut_throat.deck import effective_suit, full_deck, playable, trick_winner
from cardtable.king_cut_throat.determinize import determinize
from cardtable.king_cut_throat.engine import apply_move, legal_moves, new_game, off_turn, outcome, to_act
from cardtable.king_cut_throat.events import (
    Discarded,
    GameOver,
    HandDealt,
    HandEnded,
    HandScored,
    KingScored,
    KittyTaken,
    LeaderChosen,
    OrderedUp,
    Passed,
    Played,
    ShowdownDealt,
    ShowdownSettled,
    TrickTaken,
    TrumpNamed,
    Turned,
    TurnedDown,
)
from cardtable.king_cut_throat.facts import FACTS
from cardtable.king_cut_throat.moves import (
    MOVES,
    ChooseLeader,
    Discard,
    Move,
    NameTrump,
    OrderUp,
    Pass,
    Play,
)
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import NAME, HandRecord, State, Trick
from cardtable.king_cut_throat.view import View, view

__all__ = [
    "FACTS",
    "MOVES",
    "NAME",
    "ChooseLeader",
    "Discard",
    "Discarded",
    "GameOver",
    "HandDealt",
    "HandEnded",
    "HandRecord",
    "HandScored",
    "KingScored",
    "KittyTaken",
    "LeaderChosen",
    "Move",
    "NameTrump",
    "OrderUp",
    "OrderedUp",
    "Pass",
    "Passed",
    "Play",
    "Played",
    "Rules",
    "ShowdownDealt",
    "ShowdownSettled",
    "State",
    "Trick",
    "TrickTaken",
    "TrumpNamed",
    "Turned",
    "TurnedDown",
    "View",
    "action_id",
    "action_mask",
    "apply_move",
    "determinize",
    "effective_suit",
    "full_deck",
    "legal_moves",
    "move_of",
    "new_game",
    "num_actions",
    "off_turn",
    "outcome",
    "playable",
    "to_act",
    "trick_winner",
    "view",
]

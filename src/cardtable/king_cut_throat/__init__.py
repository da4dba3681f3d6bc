"""King Cut-Throat: a teamless Euchre for three (or two) with Kings that score.

The engine follows Ruleset 1.2.1 and the Known Rules as read by rulings
KC1-KC20 (see ``docs/king_cut_throat.md``). The package reads the way a hand is
played: ``rules`` (the options), ``deck`` (the 33 cards, the Bowers and how a
trick is taken), ``moves``, ``state``, the ``events`` each move tells the table,
then one module per phase: ``deal``, ``discards`` (and the turned card),
``naming``, ``tricks``, ``showdown`` and ``scoring`` (the end of a hand: its
score, its record, the next deal or the game's end); the ``engine`` hands each
move to its phase, ``view`` shows a seat what it may know, and ``determinize``
samples a state a seat cannot tell from the real one. ``actions`` numbers the
moves, and ``facts`` declares the game to the layers above (its ``bots``, its
``observation`` planes, how its cards read).

``picture`` draws its table: a ``State`` or a ``View`` shows as a picture in Jupyter
(``cardtable.pictures``).

>>> state = new_game(seed=7)
>>> to_act(state)
(1, 2, 0)
"""

# Card and Suit are here so that a move's repr, pasted back, evaluates in this
# namespace; they are the shared card types, documented in ``cardtable.cards``.
from cardtable.cards import Card as Card
from cardtable.cards import Suit as Suit
from cardtable.king_cut_throat import picture as picture  # draws the State and the View
from cardtable.king_cut_throat.actions import action_id, action_mask, move_of, num_actions
from cardtable.king_cut_throat.deck import effective_suit, full_deck, playable, trick_winner
from cardtable.king_cut_throat.determinize import determinize
from cardtable.king_cut_throat.engine import (
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
from cardtable.king_cut_throat.state import HandRecord, State, Trick
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
    "host_moves",
    "legal_moves",
    "move_of",
    "new_game",
    "num_actions",
    "off_turn",
    "outcome",
    "parse_move",
    "playable",
    "to_act",
    "trick_winner",
    "view",
]

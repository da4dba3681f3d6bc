"""Open Mercy: a color-matching shedding game for 2 to 20 players, with draw stacks,
wild Roulettes, the MERCY! call and the 25-card mercy rule (seed 002, RULINGS OM1-OM22).

The package reads the way a game is played: ``rules`` (the options), ``deck`` (the cards
and what may go on what), ``moves``, ``state``, the ``events`` each move tells the table
(what the cards did among them, from ``card_events``); then ``deal`` (seven cards each
and the opening card), ``turn`` (play a matching card or tap the deck), ``effects``
(what a played card does, going out, and how the turn passes on), ``drawing`` (cards
into a hand, the reshuffle, the 25-card rule), ``choices`` (the choices cards leave),
``calls`` (MERCY! and the catch), ``clock`` (the host's moves) and ``watch`` (what every
move answers to: the catch windows, a stalled table, the end of the game); the
``engine`` that hands each move to its step, ``view`` and ``determinize`` (a table a
seat cannot tell from the real one); ``actions`` numbers the moves, and ``facts``
declares the game to the layers above (its ``bots``, its ``observation`` planes, how its
cards read).

``picture`` draws its table: a ``State`` or a ``View`` shows as a picture in Jupyter
(``cardtable.pictures``).

>>> from cardtable.open_mercy import new_game, legal_moves, apply_move, outcome, Rules
>>> state = new_game(Rules(players=3), seed=7)
>>> while outcome(state) is None:
...     state = apply_move(state, legal_moves(state)[0])
>>> outcome(state).points.count(1) >= 1
True
"""

from __future__ import annotations

from cardtable.open_mercy import picture as picture  # draws the State and the View
from cardtable.open_mercy.actions import action_id, action_mask, move_of, num_actions
from cardtable.open_mercy.bots.ladder import Ladder, daily_deal, daily_terminator
from cardtable.open_mercy.deck import Card, Color, Kind, can_play, full_deck
from cardtable.open_mercy.determinize import determinize
from cardtable.open_mercy.engine import (
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
from cardtable.open_mercy.events import (
    CalledMercy,
    CatchWindowClosed,
    Caught,
    DiscardedAll,
    Drew,
    EveryoneSkipped,
    GameOver,
    HandDealt,
    KeptHand,
    KnockedOut,
    OpeningCard,
    PickedTop,
    Played,
    PlayedDrawn,
    Reshuffled,
    Reversed,
    Rotated,
    Roulette,
    RouletteSpun,
    Skipped,
    StackGrew,
    Swapped,
    TimedOut,
    TookStack,
    WentOutUncalled,
)
from cardtable.open_mercy.facts import FACTS
from cardtable.open_mercy.moves import (
    MOVES,
    CallMercy,
    Catch,
    ChooseColor,
    CloseCatchWindow,
    Draw,
    KeepHand,
    Move,
    NameRouletteColor,
    PickTop,
    Play,
    SwapWith,
    TimeOut,
)
from cardtable.open_mercy.rules import STACKING, Rules
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State
from cardtable.open_mercy.view import View, view

__all__ = [
    "FACTS",
    "HAND_LIMIT",
    "MOVES",
    "NAME",
    "STACKING",
    "CallMercy",
    "CalledMercy",
    "Card",
    "Catch",
    "CatchWindowClosed",
    "Caught",
    "ChooseColor",
    "CloseCatchWindow",
    "Color",
    "DiscardedAll",
    "Draw",
    "Drew",
    "EveryoneSkipped",
    "GameOver",
    "HandDealt",
    "KeepHand",
    "KeptHand",
    "Kind",
    "KnockedOut",
    "Ladder",
    "Move",
    "NameRouletteColor",
    "OpeningCard",
    "Pending",
    "PickTop",
    "PickedTop",
    "Play",
    "Played",
    "PlayedDrawn",
    "Reshuffled",
    "Reversed",
    "Rotated",
    "Roulette",
    "RouletteSpun",
    "Rules",
    "Skipped",
    "StackGrew",
    "State",
    "SwapWith",
    "Swapped",
    "TimeOut",
    "TimedOut",
    "TookStack",
    "View",
    "WentOutUncalled",
    "action_id",
    "action_mask",
    "apply_move",
    "can_play",
    "daily_deal",
    "daily_terminator",
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

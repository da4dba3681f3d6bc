"""Open Mercy: a colour-matching shedding game for 2 to 20 players, with draw stacks,
wild Roulettes, the MERCY! call and the 25-card mercy rule (seed 002, RULINGS OM1-OM19).

The package holds the rules engine: its own deck (``cards``), matching and
stacking (``matching``), the moves (``moves``), the table and its state
(``table``), the deal (``deal``), a turn's play, effects and choices
(``turn``), the engine's entry points (``rules``) and the views (``view``).
Bots, the daily deal and rooms will sit beside them.

>>> from cardtable.open_mercy import new_game, legal_moves, apply_move, outcome, Rules
>>> state = new_game(Rules(players=3), seed=7)
>>> while outcome(state) is None:
...     state = apply_move(state, legal_moves(state)[0])
>>> outcome(state).points.count(1) >= 1
True
"""

from __future__ import annotations

from cardtable.open_mercy.cards import Card, Color, Kind, full_deck
from cardtable.open_mercy.deal import NAME, new_game
from cardtable.open_mercy.matching import STACKING, can_play
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
from cardtable.open_mercy.rules import apply_move, legal_moves, outcome, to_act
from cardtable.open_mercy.table import HAND_LIMIT, Pending, Rules, State
from cardtable.open_mercy.view import View, view

__all__ = [
    "HAND_LIMIT",
    "MOVES",
    "NAME",
    "STACKING",
    "CallMercy",
    "Card",
    "Catch",
    "ChooseColor",
    "CloseCatchWindow",
    "Color",
    "Draw",
    "KeepHand",
    "Kind",
    "Move",
    "NameRouletteColor",
    "Pending",
    "PickTop",
    "Play",
    "Rules",
    "State",
    "SwapWith",
    "TimeOut",
    "View",
    "apply_move",
    "can_play",
    "full_deck",
    "legal_moves",
    "new_game",
    "outcome",
    "to_act",
    "view",
]

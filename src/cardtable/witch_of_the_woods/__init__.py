"""Witch of the Woods, played with Faerunian cards (seed ``003``, RULINGS WW1-WW10).

Every hand: (with betting) buy-ins and one round of additions with its
clean-up; swaps with the face-down Mercenary Camp; the Fate of Play for the
Witch holder; the reveal, where the highest Hand Score wins. The first player
to win ``hands_to_win`` hands wins the game.

The package reads the way a hand is played: ``rules`` (``Rules``), ``deck`` (the
54 cards and how they score, the Hand Score), ``moves``, ``state``, the ``events``
each move tells the table, then one module per phase: ``deal`` (the buy-ins and
the deal), ``betting`` (the round and its clean-up), ``swaps`` (with the Camp),
``fate`` (the Fate of Play, the Witch's trade) and ``reveal`` (the hands shown,
ties broken, the pot and the hand won, then the next deal or the game's end); the
``engine`` hands each move to its phase, ``view`` shows a seat its table and
``determinize`` deals a table a seat cannot tell from the real one. ``actions``
numbers the moves, and ``facts`` declares the game to the layers above (its
``bots``, its ``observation`` planes, how its cards read).

``picture`` draws its table: a ``State`` or a ``View`` shows as a picture in Jupyter
(``cardtable.pictures``).

>>> import cardtable
>>> from cardtable import witch_of_the_woods as ww
>>> state = ww.new_game(ww.Rules(players=3), seed=7)
>>> ww.to_act(state), ww.legal_moves(state)[0]
((1,), StandPat(player=1))
>>> final = cardtable.play(ww, [cardtable.RandomAgent(seed) for seed in range(3)],
...                        ww.Rules(players=3), seed=7)
>>> max(ww.outcome(final).points)
3
"""

from cardtable.cards import Card, Rank, Suit
from cardtable.witch_of_the_woods import picture as picture  # draws the State and the View
from cardtable.witch_of_the_woods.actions import action_id, action_mask, move_of, num_actions
from cardtable.witch_of_the_woods.deck import (
    JESTER,
    WITCH,
    Score,
    card_value,
    color_of,
    faerunian_name,
    faerunian_names,
    full_deck,
    hand_score,
    parse_faerunian,
    score_breakdown,
)
from cardtable.witch_of_the_woods.determinize import determinize
from cardtable.witch_of_the_woods.engine import (
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
from cardtable.witch_of_the_woods.facts import FACTS
from cardtable.witch_of_the_woods.moves import (
    MOVES,
    Add,
    DrawFromCamp,
    Fold,
    Match,
    Move,
    ReturnToCamp,
    Stand,
    StandPat,
    WitchTrade,
)
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import PHASES, HandRecord, State
from cardtable.witch_of_the_woods.view import View, view

__all__ = [
    "FACTS",
    "JESTER",
    "MOVES",
    "NAME",
    "PHASES",
    "WITCH",
    "Add",
    "Card",
    "DrawFromCamp",
    "Fold",
    "HandRecord",
    "Match",
    "Move",
    "Rank",
    "ReturnToCamp",
    "Rules",
    "Score",
    "Stand",
    "StandPat",
    "State",
    "Suit",
    "View",
    "WitchTrade",
    "action_id",
    "action_mask",
    "apply_move",
    "card_value",
    "color_of",
    "determinize",
    "faerunian_name",
    "faerunian_names",
    "full_deck",
    "hand_score",
    "host_moves",
    "legal_moves",
    "move_of",
    "new_game",
    "num_actions",
    "off_turn",
    "outcome",
    "parse_faerunian",
    "parse_move",
    "score_breakdown",
    "to_act",
    "view",
]

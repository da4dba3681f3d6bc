"""The machinery every game is built from, so that a game's own code holds only its rules.

- ``moves``: ``SeatMove``, the base of every move class, and ``card_set`` for
  moves that name several cards.
- ``seats``: seat order from the dealer, one seat's entry replaced, a pot split
  with odd units (KM11, WW8).
- ``rules``: validators for ``Rules`` fields, and the check of a caller's deck.
- ``events``: ``Event``, the base of every game's events, the ``EventLog`` of a
  hand, and ``told``, the events as one seat is told them.
- ``change``: ``Change``, what one move did, as a game's step says it.
- ``state``: ``GameState`` and ``game_state``, the base and the decorator of every
  game's state; ``derived``, the one place a next state is built; ``evolve``.
- ``rulebook``: ``Rulebook``, which makes the checks every game makes (C8, C9),
  hands each move to the game's step for that move in that phase, and derives the
  next state from the step's change.
- ``notation``, ``card_names``, ``parse``, ``move_fields``: how moves are written and read
  as text (the grammar every game reads its moves by, the spellings of cards,
  ``parse_move``, and what a move holds as the grammar sees it).
- ``determinize``, ``facts``, ``planes``, ``actions``: a seat's sampled world, what a
  game declares to the layers above, observation planes, integer actions.
- ``layout``, ``picture``, ``svg`` and ``svg_parts``: a table as a picture: the layout a
  game describes its table with, the registry through which a state or a view draws
  itself (``Pictured``, ``draws``, ``to_svg``, ``save``), and the SVG drawing.
"""

from cardtable.core.away import Away
from cardtable.core.card_names import card_reader, french_names
from cardtable.core.change import Change
from cardtable.core.events import Event, EventLog, told
from cardtable.core.facts import Bot, BotLadder, Facts, Planes, Search
from cardtable.core.moves import SeatMove, Shared, card_set
from cardtable.core.notation import Notation
from cardtable.core.rulebook import OVER, Rulebook
from cardtable.core.rules import check_deck, flag, one_of, optional_ranged, ranged
from cardtable.core.seats import clockwise_from, most, replace_at, split_pot
from cardtable.core.state import GameState, evolve, game_state

__all__ = [
    "OVER",
    "Away",
    "Bot",
    "BotLadder",
    "Change",
    "Event",
    "EventLog",
    "Facts",
    "GameState",
    "Notation",
    "Planes",
    "Rulebook",
    "Search",
    "SeatMove",
    "Shared",
    "card_reader",
    "card_set",
    "check_deck",
    "clockwise_from",
    "evolve",
    "flag",
    "french_names",
    "game_state",
    "most",
    "one_of",
    "optional_ranged",
    "ranged",
    "replace_at",
    "split_pot",
    "told",
]

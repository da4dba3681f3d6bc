"""Open Mercy's own settings of the table service, in one place: everything of the game
``cardtable.open_mercy`` that the service reads directly rather than through ``GAMES``.

The service runs every game of ``cardtable.GAMES`` alike through the game's module and its
``FACTS`` (``rooms.games``). Open Mercy came first and keeps settings no other game has:
its name is the default game of a message that names none; its rooms seat up to 20 and
take a stacking mode (OM5, OM25); quick matches count down (OM26); the catch window
(OM14) and its 20-second disconnect rule (OM18, the host moves ``CloseCatchWindow`` and
``TimeOut``); the ladder of bots and today's deal (OM23). Every other module of
``cardtable.online`` takes these from here.

>>> OPEN_MERCY, MOST_SEATS, STACKING
('open-mercy', 20, ('official', 'house', 'casual'))
"""

from __future__ import annotations

from cardtable.open_mercy.bots.ladder import (
    LADDER,
    LADDER_RULES,
    Ladder,
    daily_deal,
    daily_seed,
    daily_terminator,
)
from cardtable.open_mercy.engine import NAME as OPEN_MERCY
from cardtable.open_mercy.engine import new_game, to_act
from cardtable.open_mercy.moves import CloseCatchWindow, TimeOut
from cardtable.open_mercy.rules import MAX_PLAYERS as MOST_SEATS
from cardtable.open_mercy.rules import STACKING
from cardtable.open_mercy.state import State

__all__ = [
    "LADDER",
    "LADDER_RULES",
    "MOST_SEATS",
    "OPEN_MERCY",
    "STACKING",
    "CloseCatchWindow",
    "Ladder",
    "State",
    "TimeOut",
    "daily_deal",
    "daily_seed",
    "daily_terminator",
    "new_game",
    "to_act",
]

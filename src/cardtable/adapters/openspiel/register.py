"""The four games registered with OpenSpiel under their short names.

Importing ``cardtable.adapters.openspiel`` registers them (as importing one of
OpenSpiel's own Python games does), after which ``pyspiel.load_game`` knows
them by name, with any of their parameters (``spec``).

>>> import pyspiel
>>> from cardtable.adapters.openspiel import SHORT_NAMES
>>> SHORT_NAMES["open-mercy"]
'cardtable_open_mercy'
>>> pyspiel.load_game("cardtable_open_mercy", {"players": 3}).num_players()
3
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.adapters.openspiel.extra import spiel
from cardtable.adapters.openspiel.game import Game, game_type
from cardtable.adapters.openspiel.spec import SPECS

SHORT_NAMES: Mapping[str, str] = {name: spec.short_name for name, spec in SPECS.items()}
"""Each cardtable game's OpenSpiel short name."""


# One class per game, at module level: OpenSpiel keeps each registered maker until the
# interpreter has shut down, and freeing a closure that late crashes it.
class KingsMercy(Game):
    """King's Mercy as an OpenSpiel game."""

    spec = SPECS["kings-mercy"]


class KingCutThroat(Game):
    """King Cut-Throat as an OpenSpiel game."""

    spec = SPECS["king-cut-throat"]


class OpenMercy(Game):
    """Open Mercy as an OpenSpiel game."""

    spec = SPECS["open-mercy"]


class WitchOfTheWoods(Game):
    """Witch of the Woods as an OpenSpiel game."""

    spec = SPECS["witch-of-the-woods"]


GAME_CLASSES: tuple[type[Game], ...] = (KingsMercy, KingCutThroat, OpenMercy, WitchOfTheWoods)
"""The registered classes, one per game."""


def register() -> None:
    """Register every game not yet registered (registering twice is harmless)."""
    known = {kind.short_name for kind in spiel.registered_games()}
    for kind in GAME_CLASSES:
        if kind.spec.short_name not in known:
            spiel.register_game(game_type(kind.spec), kind)


def load(game: str, **params: Any) -> Game:
    """A game by its cardtable name, with parameters (see ``spec``).

    >>> load("witch-of-the-woods", players=2).num_distinct_actions() > 0
    True
    >>> load("chess")
    Traceback (most recent call last):
    ...
    ValueError: no game called 'chess'; the games are king-cut-throat, kings-mercy, open-mercy, ...
    """
    if game not in SPECS:
        names = ", ".join(sorted(SPECS))
        raise ValueError(f"no game called {game!r}; the games are {names}")
    register()
    loaded: Game = spiel.load_game(SPECS[game].short_name, params)
    return loaded


register()

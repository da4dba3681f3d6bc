"""The four games by name: ``GAMES``, and ``resolve`` for a game given as itself or by name.

This module holds the registry so that the rest of the package can find a game
without importing the package top (``cardtable/__init__.py`` only re-exports).

>>> sorted(GAMES)
['king-cut-throat', 'kings-mercy', 'open-mercy', 'witch-of-the-woods']
>>> resolve("open-mercy") is GAMES["open-mercy"]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from cardtable import king_cut_throat, kings_mercy, open_mercy, witch_of_the_woods
from cardtable.game import Game

GAMES: Mapping[str, Game] = MappingProxyType(
    {
        kings_mercy.NAME: kings_mercy,
        open_mercy.NAME: open_mercy,
        witch_of_the_woods.NAME: witch_of_the_woods,
        king_cut_throat.NAME: king_cut_throat,
    }
)
"""Each game's name mapped to its module; read-only."""


def resolve(game: Game | str) -> Game:
    """A game module from itself or its name in ``GAMES``; ``ValueError`` for an unknown name.

    >>> resolve(kings_mercy) is kings_mercy
    True
    >>> resolve("chess")
    Traceback (most recent call last):
    ...
    ValueError: no game called 'chess'; the games are king-cut-throat, kings-mercy, ...
    """
    if isinstance(game, str):
        try:
            return GAMES[game]
        except KeyError:
            names = ", ".join(sorted(GAMES))
            raise ValueError(f"no game called {game!r}; the games are {names}") from None
    return game

"""The games by name: ``GAMES``, ``resolve`` for a game given as itself or by name, and
``register`` for a game of a program's own.

This module holds the registry so that the rest of the package can find a game
without importing the package top (``cardtable/__init__.py`` only re-exports).
Every layer above the rules (bots, adapters, the terminal, the arena) finds its
games here and learns what it needs of each from the game's own facts
(``game.FACTS``), so a game registered at run time is played like the four.

>>> sorted(GAMES)
['king-cut-throat', 'kings-mercy', 'open-mercy', 'witch-of-the-woods']
>>> resolve("open-mercy") is GAMES["open-mercy"]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from cardtable import king_cut_throat, kings_mercy, open_mercy, witch_of_the_woods
from cardtable.game import Game

_GAMES: dict[str, Game] = {
    kings_mercy.NAME: kings_mercy,
    open_mercy.NAME: open_mercy,
    witch_of_the_woods.NAME: witch_of_the_woods,
    king_cut_throat.NAME: king_cut_throat,
}
GAMES: Mapping[str, Game] = MappingProxyType(_GAMES)
"""Each game's name mapped to its module; read-only (``register`` adds one)."""
_OWN = frozenset(_GAMES)
"""The games of this package, which cannot be taken back."""
_NEEDED = (
    "NAME", "MOVES", "FACTS", "Rules", "full_deck", "new_game", "legal_moves", "host_moves", "apply_move",
    "to_act",
    "view", "outcome", "determinize", "off_turn", "num_actions", "action_id", "move_of", "action_mask",
)  # fmt: skip


def register(game: Any) -> None:
    """Add ``game`` (a module, or any object, meeting the ``Game`` protocol) to ``GAMES``
    under its ``NAME``: every layer above the rules then plays it as it plays the four.

    >>> register(kings_mercy)
    Traceback (most recent call last):
    ...
    ValueError: a game called 'kings-mercy' is already registered
    >>> register(object())
    Traceback (most recent call last):
    ...
    ValueError: not a game: it has no NAME, MOVES, FACTS, Rules, ...
    """
    missing = [name for name in _NEEDED if not hasattr(game, name)]
    if missing:
        raise ValueError(f"not a game: it has no {', '.join(missing)}")
    name = game.NAME
    if not isinstance(name, str) or not name:
        raise ValueError(f"a game's NAME is a non-empty string, not {name!r}")
    if name in _GAMES:
        raise ValueError(f"a game called {name!r} is already registered")
    if game.FACTS.name != name:
        raise ValueError(f"the game {name!r} declares facts for {game.FACTS.name!r}")
    _GAMES[name] = game


def unregister(name: str) -> None:
    """Take the game ``name`` that a program registered out of ``GAMES``.

    >>> unregister("kings-mercy")
    Traceback (most recent call last):
    ...
    ValueError: kings-mercy is one of this package's games and stays registered
    """
    if name in _OWN:
        raise ValueError(f"{name} is one of this package's games and stays registered")
    if name not in _GAMES:
        raise ValueError(f"no game called {name!r} is registered")
    del _GAMES[name]


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

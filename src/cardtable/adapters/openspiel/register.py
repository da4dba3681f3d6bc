"""Every game of ``cardtable.GAMES`` registered with OpenSpiel under its short name.

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
from cardtable.adapters.openspiel.spec import spec_of
from cardtable.games import GAMES

__all__ = ["SHORT_NAMES", "game_class", "load", "register"]


class _Names(Mapping[str, str]):
    """Each game in ``GAMES`` by its OpenSpiel short name, a game registered later included."""

    def __getitem__(self, name: str) -> str:
        return spec_of(GAMES[name]).short_name

    def __iter__(self) -> Any:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


SHORT_NAMES: Mapping[str, str] = _Names()
"""Each cardtable game's OpenSpiel short name."""

# One class per game, made once and kept here for good: OpenSpiel keeps each registered
# maker until the interpreter has shut down, and freeing a class that late crashes it.
_CLASSES: dict[str, type[Game]] = {}


def game_class(name: str) -> type[Game]:
    """The OpenSpiel game class of the game ``name``, made the first time it is asked for."""
    kind = _CLASSES.get(name)
    if kind is None:
        spec = spec_of(GAMES[name])
        title = "".join(word.capitalize() for word in name.split("-"))
        doc = f"{spec.game.FACTS.title} as an OpenSpiel game."
        kind = _CLASSES[name] = type(title, (Game,), {"spec": spec, "__doc__": doc, "__module__": __name__})
    return kind


def register() -> None:
    """Register every game of ``GAMES`` not yet registered (registering twice is harmless)."""
    known = {kind.short_name for kind in spiel.registered_games()}
    for name in GAMES:
        kind = game_class(name)
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
    if game not in GAMES:
        names = ", ".join(sorted(GAMES))
        raise ValueError(f"no game called {game!r}; the games are {names}")
    register()
    loaded: Game = spiel.load_game(spec_of(GAMES[game]).short_name, params)
    return loaded


register()

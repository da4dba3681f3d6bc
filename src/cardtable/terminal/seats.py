"""Who sits where: the bots named by ``--bots`` at the seats other than the person's.

``--bots NAME`` seats that bot at every other seat; ``--bots NAME,NAME,...``
names one bot per other seat, in seat order. Each bot is made from the
registry (``cardtable.bots``), seeded ``seed * 1000 + its seat`` as the
random agents always were.

>>> from cardtable import kings_mercy as km
>>> names = bot_names(km, "heuristic", others=2)
>>> names
('heuristic', 'heuristic')
>>> len(opponents(km, names, seat=0, seed=1))
2
>>> try:
...     bot_names(km, "heuristic,champion", others=2)
... except SeatError as error:
...     print(error)
--bots: kings-mercy has no bot called 'champion'; its bots are random, search, heuristic...
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable import bots
from cardtable.agents import Agent, Searcher
from cardtable.game import Game

__all__ = ["SeatError", "bot_names", "describe", "opponents"]


class SeatError(ValueError):
    """A ``--bots`` setting that cannot be seated; the message is one line for the person."""


def bot_names(game: Game, text: str, *, others: int) -> tuple[str, ...]:
    """The bot at each other seat, in seat order, read from ``--bots`` text."""
    names = tuple(name.strip() for name in text.split(","))
    known = bots.names(game)
    for name in names:
        if name not in known:
            listed = ", ".join(known)
            raise SeatError(f"--bots: {game.NAME} has no bot called {name!r}; its bots are {listed}")
    if len(names) == 1:
        return names * others
    if len(names) != others:
        raise SeatError(
            f"--bots: name one bot for all the other seats or one for each of the {others}, not {len(names)}"
        )
    return names


def opponents(game: Game, names: Sequence[str], *, seat: int, seed: int) -> list[Agent | Searcher]:
    """The agents at the seats other than ``seat``, in seat order, made from the registry."""
    others = [other for other in range(len(names) + 1) if other != seat]
    seated = zip(others, names, strict=True)
    return [bots.make(game, name, seed=seed * 1000 + other) for other, name in seated]


def describe(names: Sequence[str], *, seat: int) -> str:
    """Who the other seats are, for the table's opening line.

    >>> describe(("heuristic", "heuristic"), seat=0)
    'the other seats are played by the heuristic bot'
    >>> describe(("search", "random"), seat=1)
    'seat 0 is played by the search bot, seat 2 by the random bot'
    """
    if len(set(names)) == 1:
        return f"the other seats are played by the {names[0]} bot"
    others = [other for other in range(len(names) + 1) if other != seat]
    parts = [f"seat {other} by the {name} bot" for other, name in zip(others, names, strict=True)]
    return parts[0].replace(" by ", " is played by ", 1) + "".join(f", {part}" for part in parts[1:])

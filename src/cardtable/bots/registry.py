r"""The named bots of each game: ``register`` them, list their ``names``, ``make`` one.

A bot is a factory called as ``factory(seed=seed, **options)`` that returns an
agent (``cardtable.agents``): seeded, deterministic given its seed, deciding
from its seat's view alone (and determinized samples, for a searcher). Every
game has ``random`` and ``search``; then come the bots the game declares in its
facts (``game.FACTS.bots``), in its order; then any bot a program ``register``\s.

>>> names("kings-mercy")[0]
'random'
>>> agent = make("open-mercy", "random", seed=3)
>>> make("chess", "random")
Traceback (most recent call last):
...
ValueError: no game called 'chess'; the games are king-cut-throat, kings-mercy, ...
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable
from typing import Any

import attrs

from cardtable.agents.random_agent import RandomAgent
from cardtable.bots.search import SUMMARY as SEARCH
from cardtable.bots.search import SearchBot
from cardtable.game import Agent, Game, Searcher
from cardtable.games import GAMES, resolve

__all__ = ["Bot", "Factory", "best", "bots", "catalogue", "find", "make", "names", "register"]

Factory = Callable[..., Agent | Searcher]
"""Makes a bot: ``factory(seed=seed, **options)`` returns an agent, or a searcher (an agent that
also wants determinized samples, ``cardtable.agents.Searcher``)."""

_NAME = re.compile(r"[a-z][a-z0-9-]*")
_REGISTERED: dict[str, dict[str, Bot]] = {}
"""The bots programs added with ``register``, by game."""
_RANDOM = (inspect.getdoc(RandomAgent) or "").split("\n", 1)[0]


@attrs.frozen(slots=True)
class Bot:
    """A named bot: its game, its name, how to make it, and a sentence on how it plays."""

    game: str
    name: str
    factory: Factory = attrs.field(repr=False)
    summary: str

    def make(self, seed: int = 0, **options: Any) -> Agent | Searcher:
        """A new agent of this bot, seeded with ``seed``; ``options`` go to its factory.

        >>> from cardtable import kings_mercy as km
        >>> state = km.new_game(km.Rules(players=3), seed=2)
        >>> bots("kings-mercy")[0].make(seed=1)(km.view(state, 1), (km.Check(1),))
        Check(player=1)
        """
        return self.factory(seed=seed, **options)


def register(game: Game | str, name: str, factory: Factory, summary: str | None = None) -> None:
    """Register ``factory`` as the bot ``name`` of ``game`` (a name in ``GAMES``, or the module).

    ``summary`` says in a sentence how the bot plays; by default the first line
    of the factory's docstring. A name is lower-case (``"random"``,
    ``"terminator"``) and registered once per game.

    >>> register("kings-mercy", "Random", make)
    Traceback (most recent call last):
    ...
    ValueError: a bot name is lower-case letters, digits and '-', starting with a letter: not 'Random'
    """
    module = resolve(game)
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ValueError(
            f"a bot name is lower-case letters, digits and '-', starting with a letter: not {name!r}"
        )
    if not callable(factory):
        raise ValueError(f"the factory of bot {name!r} is not callable: {factory!r}")
    if any(bot.name == name for bot in bots(module)):
        raise ValueError(f"{module.NAME} already has a bot called {name!r}")
    if summary is None:
        summary = (inspect.getdoc(factory) or "").strip().split("\n", 1)[0]
    added = _REGISTERED.setdefault(module.NAME, {})
    added[name] = Bot(module.NAME, name, factory, " ".join(summary.split()))


def bots(game: Game | str) -> tuple[Bot, ...]:
    """Every bot of ``game``: ``random``, ``search``, the game's own, then those registered.

    >>> [bot.name for bot in bots("witch-of-the-woods")][:3]
    ['random', 'search', 'heuristic']
    """
    module = resolve(game)
    own = (
        Bot(module.NAME, "random", RandomAgent, _RANDOM),
        Bot(module.NAME, "search", functools.partial(SearchBot, module), SEARCH),
        *(Bot(module.NAME, bot.name, bot.factory, bot.summary) for bot in module.FACTS.bots),
    )
    return (*own, *_REGISTERED.get(module.NAME, {}).values())


def best(game: Game | str) -> str:
    """The name of ``game``'s strongest bot (its facts' ``best``): the opponent a person meets by default.

    >>> best("king-cut-throat") in names("king-cut-throat")
    True
    """
    return resolve(game).FACTS.best


def names(game: Game | str) -> tuple[str, ...]:
    """The names of ``game``'s bots, in the order they were registered.

    >>> "random" in names("king-cut-throat")
    True
    """
    return tuple(bot.name for bot in bots(game))


def make(game: Game | str, name: str, seed: int = 0, **options: Any) -> Agent | Searcher:
    """A new agent of ``game``'s bot ``name``, seeded with ``seed``; ``options`` go to its factory.

    >>> make("kings-mercy", "champion")
    Traceback (most recent call last):
    ...
    ValueError: kings-mercy has no bot called 'champion'; its bots are random...
    """
    return find(game, name).make(seed, **options)


def find(game: Game | str, name: str) -> Bot:
    """The registered bot ``name`` of ``game``; ``ValueError`` listing its bots if there is none.

    >>> find("open-mercy", "random").summary
    'Picks uniformly among the legal moves, from its own seeded stream.'
    """
    module = resolve(game)
    every = bots(module)
    for bot in every:
        if bot.name == name:
            return bot
    known = ", ".join(bot.name for bot in every)
    raise ValueError(f"{module.NAME} has no bot called {name!r}; its bots are {known}")


def catalogue() -> str:
    """Every registered bot, a Markdown list item each: its name, its games, its summary.

    A name with the same summary in every game that has it is one item; the
    list is the "The bots" section of the manual's bots page (docs/bots.md).

    >>> print(catalogue().splitlines()[0])
    - `random` (every game): Picks uniformly among the legal moves, from its own seeded stream.
    """
    told: dict[tuple[str, str], list[str]] = {}
    for game in sorted(GAMES):
        for bot in bots(game):
            told.setdefault((bot.name, bot.summary), []).append(game)
    lines = []
    for (name, summary), games in told.items():
        where = "every game" if len(games) == len(GAMES) else ", ".join(games)
        lines.append(f"- `{name}` ({where}): {summary}")
    return "\n".join(lines)

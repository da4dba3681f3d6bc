"""Named bots for every game: ``names(game)`` lists them, ``make(game, name, seed)`` seats one.

Every bot is an agent (``cardtable.agents``): seeded and deterministic given its
seed, it decides from its seat's view alone (a searcher also from determinized
samples), and remembers nothing between calls but what the view's history
holds. ``registry`` keeps the names; each bot module registers its own bots.

>>> from cardtable import bots
>>> bots.names("open-mercy")[0]
'random'
>>> import cardtable
>>> seats = [bots.make("kings-mercy", "random", seed=seat) for seat in range(3)]
>>> final = cardtable.play("kings-mercy", seats, cardtable.GAMES["kings-mercy"].Rules(players=3, max_hands=3))
>>> cardtable.GAMES["kings-mercy"].outcome(final) is not None
True
"""

from cardtable.bots.registry import Bot, Factory, best, bots, catalogue, find, make, names, register

__all__ = ["Bot", "Factory", "best", "bots", "catalogue", "find", "make", "names", "register"]

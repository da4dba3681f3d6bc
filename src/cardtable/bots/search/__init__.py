"""The search bot of every game: information-set Monte Carlo tree search over ``determinize``.

``SearchBot(game, seed)`` is a ``Searcher``: handed its seat's view, its legal
moves and ``sample(seed)`` (a full state the seat cannot tell from the real one),
it searches one tree over many samples and plays the move it tried most.
Every game has it as ``"search"`` (``cardtable.bots``).

- ``model``: who decides next in a simulation, and how a table is scored.
- ``tree``: the search (single-observer ISMCTS with availability counts).
- ``rollout``: playing on from a node, cut at the end of the hand.
- ``policy``: the rollout policies: a cheap heuristic per game, or uniform.
- ``bot``: ``SearchBot``.

>>> from cardtable import bots
>>> "search" in bots.names("king-cut-throat")
True
"""

from cardtable.bots.search.bot import SearchBot

__all__ = ["SUMMARY", "SearchBot"]

SUMMARY = (
    "Information-set Monte Carlo tree search over determinized deals, its rollouts played to the end "
    "of the hand by a cheap version of the game's heuristic (where the game gives the heuristic bot a "
    "prior, it also leans towards that bot's move); under 50 ms a decision."
)

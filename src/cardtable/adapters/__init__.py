"""The games in other frameworks' shapes. Each adapter is its own module and imports its
framework only when imported, so ``import cardtable`` never needs an extra.

- ``observation``: a seat's view as a float32 vector of documented planes, and as an
  information-state string (``cardtable[rl]``);
- ``pettingzoo``: every game as a PettingZoo AEC environment (``cardtable[rl]``);
- ``parallel``: every game as a PettingZoo parallel environment, the seats that move at
  once acting in one step (``cardtable[rl]``);
- ``gymnasium``: one seat against named bots as a Gymnasium environment, registered as
  ``cardtable/<Title>-v0`` for ``gymnasium.make`` (``cardtable[rl]``);
- ``episode``: what one episode is in every adapter: one hand, or the whole game;
- ``turns``: a game stepped one decision at a time in ``cardtable.agents.play``'s order;
- ``openspiel``: the games as OpenSpiel Python games (``cardtable[openspiel]``).

What a step costs next to the bare engine: ``python -m cardtable.bench pettingzoo``
and ``python -m cardtable.bench openspiel``.
"""

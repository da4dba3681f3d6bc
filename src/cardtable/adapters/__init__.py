"""The games in other frameworks' shapes: observation tensors, PettingZoo and Gymnasium
environments (``cardtable[rl]``) and OpenSpiel games (``cardtable[openspiel]``).

Each adapter is its own module and imports its framework only when imported, so
``import cardtable`` never needs an extra.
"""

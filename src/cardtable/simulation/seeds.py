"""The seeds of a run: every game and every seat's agent seeded from the run's seed alone.

Game ``n`` (from 0) of a run with seed ``S`` is dealt from ``game_seed(S, n)`` and
the agent at seat ``s`` is made with ``agent_seed(S, n, s)``. Neither depends on
how the games are split into chunks or on which worker plays them, so a run
gives the same games on one process, on a pool or on a cluster. Each seed is
hashed from its parts (``derive``), so the runs of seeds 0 and 1 share no game.

>>> game_seed(0, 1) == game_seed(0, 1) != game_seed(1, 0)
True
>>> agent_seed(0, 1, 0) != agent_seed(0, 1, 1)
True
"""

from __future__ import annotations

from cardtable.chance import Chance

__all__ = ["agent_seed", "derive", "game_seed"]

_MASK = (1 << 64) - 1
_PRIME = 0x100000001B3  # FNV-1a's 64-bit prime: folds each part into the running value


def derive(*parts: int) -> int:
    """A non-negative 63-bit seed hashed from ``parts``, in order (any integers).

    Each part is folded into the value so far and mixed through a ``Chance``
    draw, so seeds that differ in any part are unrelated.

    >>> derive(1, 2) == derive(1, 2) != derive(2, 1)
    True
    >>> 0 <= derive(-5) < 2**63
    True
    """
    value = 0
    for part in parts:
        value, _ = Chance.from_seed((value * _PRIME + part) & _MASK).next64()
    return value >> 1


def game_seed(seed: int, game: int) -> int:
    """The seed game ``game`` (from 0) of a run with ``seed`` is dealt from.

    >>> game_seed(7, 0) == game_seed(7, 0) != game_seed(7, 1)
    True
    """
    return derive(seed, game)


def agent_seed(seed: int, game: int, seat: int) -> int:
    """The seed of the agent at ``seat`` in game ``game`` of a run with ``seed``.

    >>> agent_seed(7, 0, 0) != game_seed(7, 0)
    True
    """
    return derive(seed, game, seat)

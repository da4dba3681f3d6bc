"""The frame of every game's ``determinize``: reading its seat and seed, and marking what it deals.

A game's ``determinize(state, player, seed)`` deals again every card hidden from
``player``, consistently with all it has seen; that part is the game's own. The
rest is the same in every game and lives here: the seat is read as ``view``
reads it (C8), the seed must be an integer, and the result carries no trace of
where the hidden cards really were: its ``origin`` is marked ``determinized``
with the given seed and no deck, its log is empty (the real moves would tell),
its random stream is the one the new deal left, and every event is kept in the
form the seat was told it.
"""

from __future__ import annotations

from typing import Any, TypeVar

from cardtable.chance import Chance
from cardtable.core.events import EventLog, told
from cardtable.core.state import GameState, evolve
from cardtable.game import MoveLog, seat_argument

__all__ = ["determinized", "seat_and_seed"]

G = TypeVar("G", bound=GameState)


def seat_and_seed(state: GameState, player: object, seed: object) -> tuple[int | None, int]:
    """The seat (``None``: a spectator) and the seed of a ``determinize`` call, read strictly.

    >>> from cardtable.kings_mercy import new_game
    >>> seat_and_seed(new_game(), 2, 9)
    (2, 9)
    >>> seat_and_seed(new_game(), 2, True)
    Traceback (most recent call last):
    ...
    ValueError: seed must be an integer, not a bool
    """
    seat = None if player is None else seat_argument(player, state.rules.players)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, not a {type(seed).__name__}")
    return seat, int.__int__(seed)


def determinized(state: G, player: int | None, seed: int, chance: Chance, **dealt: Any) -> G:
    """``state`` with the places of its hidden cards ``dealt`` again for ``player`` from ``seed``,
    ``chance`` being the stream after that deal; no trace is left of the real deal.
    """
    return evolve(
        state,
        origin=evolve(state.origin, seed=seed, deck=None, determinized=True),
        log=MoveLog(),
        chance=chance,
        events=told(state.events, player),
        history=EventLog().extend(told(state.history, player)),
        **dealt,
    )

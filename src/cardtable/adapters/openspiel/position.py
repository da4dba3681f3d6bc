"""Where an OpenSpiel game of ours stands: its ``Setup`` (the configuration) and ``Position``
(the chance drawn, the engine's state once dealt, the moves made), which both the game and
its observers read.
"""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.adapters.openspiel.chance import Deal, Dealer
from cardtable.adapters.openspiel.extra import spiel
from cardtable.games import GAMES
from cardtable.records.host import dumps, loads

__all__ = ["CHANCE", "TERMINAL", "Position", "Setup", "hands_over"]

CHANCE: int = int(spiel.PlayerId.CHANCE)
TERMINAL: int = int(spiel.PlayerId.TERMINAL)


@attrs.frozen
class Setup:
    """A game's configuration: its rules, its chance nodes and its move cap."""

    name: str
    rules: Any
    dealer: Dealer
    max_moves: int

    @property
    def module(self) -> Any:
        """The cardtable game module (``cardtable.GAMES[name]``)."""
        return GAMES[self.name]

    @property
    def actions(self) -> Any:
        """The game's integer actions (``num_actions``, ``action_id``, ``move_of``,
        ``action_mask``): the game module's own, as the ``Game`` protocol names them."""
        return self.module


@attrs.frozen
class Position:
    """Where a game stands: the chance drawn, the engine state once dealt, the moves made,
    whether the game was cut at ``max_moves``, and every event of the hands already over
    (``earlier``: a state's ``history`` is its hand's alone), which the information state
    needs to recall them."""

    setup: Setup
    deal: Deal
    engine: Any = None
    moves: int = 0
    cut: bool = False
    earlier: tuple[Any, ...] = ()
    seen: dict[Any, Any] = attrs.field(init=False, factory=dict, eq=False, repr=False)
    """What observers worked out from this position (a seat's view, its tensor), kept so
    that each is worked out once: OpenSpiel asks for strings and tensors of every seat,
    often several times a step. At most two entries a seat, and it goes with the position."""
    seat: int = attrs.field(init=False)
    """Who moves: a seat, or OpenSpiel's chance or terminal player (worked out once, as
    OpenSpiel asks for it several times a step)."""

    @seat.default
    def _seat(self) -> int:
        if self.engine is None:
            return CHANCE
        module = self.setup.module
        if self.cut or module.outcome(self.engine) is not None:
            return TERMINAL
        seat: int = module.to_act(self.engine)[0]
        return seat

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return self  # immutable: a clone shares it

    def __reduce__(self) -> tuple[Any, ...]:
        text = None if self.engine is None else dumps(self.engine)
        return (_restore, (self.setup, self.deal, text, self.moves, self.cut, self.earlier))

    @property
    def over(self) -> bool:
        """Whether the game has an outcome or was cut at ``max_moves``."""
        return self.seat == TERMINAL


def _restore(
    setup: Setup, deal: Deal, text: str | None, moves: int, cut: bool, earlier: tuple[Any, ...]
) -> Position:
    engine = None if text is None else loads(text)
    return Position(setup, deal, engine, moves, cut, earlier)


def hands_over(earlier: tuple[Any, ...], before: Any, after: Any) -> tuple[Any, ...]:
    """``earlier`` with the hand ``before`` was in, if the move to ``after`` ended it.

    A move adds its events to its hand's history; the move that ends a hand starts the
    next one (C7, a redeal too), whose history is then only the last of the move's events.
    """
    history, events = after.history, after.events
    if len(history) == len(before.history) + len(events):
        return earlier
    return (*earlier, *before.history, *events[: len(events) - len(history)])

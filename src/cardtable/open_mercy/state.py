"""The state of a game of Open Mercy, and the choice it may be waiting for."""

from __future__ import annotations

from typing import Literal

import attrs

from cardtable.core import GameState, game_state
from cardtable.open_mercy.deck import Card, Color
from cardtable.open_mercy.rules import Rules

HAND_LIMIT = 25
"""A hand that reaches this many cards is out of the game (OM16, ``drawing.py``)."""
HAND_SIZE = 7
"""Cards dealt to each player (OM1, ``deal.py``)."""

Choice = Literal["color", "swap", "pick", "roulette"]


@attrs.frozen(slots=True)
class Pending:
    """A choice the game waits for, and whose it is.

    ``color``: a wild found by drawing waits for its color (``cards`` holds the
    wild; only its owner sees it). ``swap``: after a 7, swap or keep.
    ``pick``: after a Discard All, which candidate goes on top (``cards`` holds
    the candidates in the order they were held; they are public). ``roulette``:
    the victim names a color. Cards set aside for a choice are in no hand (OM20).
    """

    choice: Choice
    player: int
    cards: tuple[Card, ...] = ()


@game_state
class State(GameState):
    """Everything about a game of Open Mercy, the host's whole picture; immutable.

    ``deck`` has its top card first; ``pile`` (the discard pile) has its top
    card last. ``turn`` is the seat whose turn it is (a pending choice may
    belong to another seat, e.g. a Roulette's victim). ``run`` is the hand size
    the turn's player held when their current run of plays began (0 before
    their first play), for OM15. ``idle`` holds the seats that have had an idle
    turn (nothing to play from hand, no card into or out of the hands) in the
    current run of such turns, ``idle_turns`` their number and
    ``idle_shuffles`` the reshuffles during it: a stalled table ends the game
    (OM17, ``watch.py``). ``events`` are the events of the last move (the deal's,
    in a new game), whole, hidden parts included; ``history`` every event of the
    game so far, oldest first (``events.py``): Open Mercy is one hand long.
    ``to_act`` and ``phase`` follow from ``turn``, ``pending`` and ``winners``
    (``engine.to_act``, ``engine.phase``): every move sets them anew when it
    changes those (``watch.after_move``), and the engine reads them as they are.
    """

    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    pile: tuple[Card, ...]
    color: Color
    direction: int
    turn: int
    stack: int
    pending: Pending | None
    called: tuple[bool, ...]
    catchable: tuple[int, ...]
    eliminated: tuple[bool, ...]
    run: int
    idle: tuple[int, ...]
    idle_turns: int
    idle_shuffles: int
    winners: tuple[int, ...]
    to_act: tuple[int, ...]
    phase: str

    @property
    def rules(self) -> Rules:
        """The options this game is played under."""
        rules: Rules = self.origin.rules
        return rules

    def __repr__(self) -> str:
        if self.winners:
            where = "won by " + ", ".join(f"seat {seat}" for seat in self.winners)
        elif self.pending is not None:
            where = f"seat {self.pending.player} to choose ({self.pending.choice})"
        else:
            where = f"seat {self.turn} to play"
        return (
            f"<open-mercy {len(self.hands)} players, {where}, top {self.pile[-1]} "
            f"({self.color}), move {len(self.log)}>"
        )

    def __str__(self) -> str:
        arrow = "clockwise" if self.direction == 1 else "counter-clockwise"
        lines = [
            f"Open Mercy, {len(self.hands)} players, {self.rules.stacking} stacking",
            f"top: {self.pile[-1]}  color: {self.color}  direction: {arrow}"
            + (f"  stack: {self.stack}" if self.stack else ""),
            f"deck: {len(self.deck)} cards  pile: {len(self.pile)} cards",
        ]
        for seat, hand in enumerate(self.hands):
            marks = []
            if seat == self.turn and not self.winners:
                marks.append("to play")
            if self.called[seat]:
                marks.append("called MERCY!")
            if seat in self.catchable:
                marks.append("catchable")
            if self.eliminated[seat]:
                marks.append("out")
            if seat in self.winners:
                marks.append("WINNER")
            shown = ", ".join(str(card) for card in hand) or "-"
            note = f"  [{'; '.join(marks)}]" if marks else ""
            lines.append(f"seat {seat} ({len(hand)}/{HAND_LIMIT}): {shown}{note}")
        if self.pending is not None:
            pending = self.pending
            cards = ", ".join(str(card) for card in pending.cards)
            lines.append(
                f"waiting on seat {pending.player} to choose: {pending.choice}"
                + (f" ({cards})" if cards else "")
            )
        lines.extend(f"  {event}" for event in self.events)
        return "\n".join(lines)

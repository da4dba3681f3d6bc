"""What the person at the table is told after every move, and once they are out.

Every move is told through its events as the person's seat sees them
(``view(state, seat).events``, each event's ``str``): the cards another seat
drew (how many), the card its draw played, the trick taken, the pot won, the
knock-out, the next hand dealt. A game whose states do not carry events yet
is told through ``announce(move)`` and the record of each finished hand.

Once the person is out (knocked out, or broke and sitting out), the rest of
the game is summarised rather than scrolled past: knock-outs as they happen,
then the last few hands' results and the end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TextIO

from cardtable.core import Event
from cardtable.game import Game, announce
from cardtable.terminal.paint import Paint

SUMMARY_HANDS = 3
"""How many of the last hands a summary shows in full."""

NEW_HAND = "HandDealt"
"""The class name every game gives the event that opens a hand."""

_LOUD_EVENTS = ("Knock", "Broke", "Eliminat", "GameOver", "GameEnd", "Ended")
"""Words in the class names of the events a summary still tells as they happen."""


def tells_events(game: Game, state: Any) -> bool:
    """Whether this game's states carry events to narrate (``events`` and ``history``)."""
    return hasattr(state, "history") and hasattr(game.view(state, None), "history")


def is_out(view: Any, seat: int) -> bool:
    """Whether ``seat`` has no more part in the game: knocked out, or broke and sitting out.

    >>> from cardtable import kings_mercy as km
    >>> is_out(km.view(km.new_game(km.Rules(players=3)), 0), 0)
    False
    """
    eliminated = getattr(view, "eliminated", None)
    if eliminated is not None and eliminated[seat]:
        return True
    units = getattr(view, "units", None)
    sitting_out = getattr(view, "sitting_out", None)
    return units is not None and sitting_out is not None and units[seat] == 0 and bool(sitting_out[seat])


def hand_number(view: Any) -> int | None:
    """The hand being played, in the games that play hands."""
    for name in ("number", "hand_number"):
        number = getattr(view, name, None)
        if isinstance(number, int):
            return number
    return None


class Narrator:
    """Tells one seat what happens at the table, line by line, through ``say``."""

    def __init__(self, game: Game, rules: Any, seat: int, paint: Paint, out: TextIO) -> None:
        self.game = game
        self.rules = rules
        self.seat = seat
        self.paint = paint
        self.stream = out
        self.out = False
        self.held: list[str] = []
        self.hands_held = 0

    def say(self, text: str = "", indent: str = "") -> None:
        """Print ``text``, line by line, painted for this reader."""
        for line in text.split("\n"):
            print(self.paint.seat(self.paint.line(indent + line), self.seat), file=self.stream)

    def tell(self, events: Sequence[Any]) -> None:
        """One line per event, each new hand set apart by an empty line."""
        before = ""
        for event in events:
            kind = type(event).__name__
            if kind == NEW_HAND and before != NEW_HAND:
                self.say()
            self.say(self.paint.bold(str(event)) if kind == NEW_HAND else str(event), "  ")
            before = kind

    def opening(self, state: Any) -> None:
        """What the seat is told as the game starts: the deal's events."""
        view = self.game.view(state, self.seat)
        if tells_events(self.game, state):
            self.tell(view.events)
        else:
            number = hand_number(view)
            self.say(self.paint.bold(f"hand {number}") if number is not None else "the cards are dealt", "  ")

    def move(self, before: Any, move: Any, after: Any) -> None:
        """Tell what ``move`` did, or add it to the summary once the seat is out."""
        old, new = self.game.view(before, self.seat), self.game.view(after, self.seat)
        if tells_events(self.game, after):
            loud = [str(event) for event in new.events if _loud(event)]
            if not self.out:
                self.tell(new.events)
        else:
            lines, loud = self._without_events(old, move, new)
            if not self.out:
                for line in lines:
                    self.say(line, "  ")
        if self.out:
            self._summarise(old, new, loud)
            return
        if is_out(new, self.seat) and self.game.outcome(after) is None:
            self.out = True
            self.say(
                self.paint.bold("You are out.")
                + " The rest of the game is summarised: knock-outs, the last hands, the end."
            )

    def _without_events(self, old: Any, move: Any, new: Any) -> tuple[list[str], list[str]]:
        """How a move is told in a game without events yet: the move as the table saw it,
        the scores it changed (King Cut-Throat), knock-outs, and each finished hand."""
        lines = [str(move) if getattr(move, "player", None) == self.seat else announce(move)]
        lines.extend(str(event) for event in getattr(new, "events", ()) if not isinstance(event, Event))
        loud = []
        eliminated = getattr(new, "eliminated", None)
        if eliminated is not None:
            for seat, gone in enumerate(eliminated):
                if gone and not old.eliminated[seat]:
                    loud.append(f"seat {seat} is out of the game")
        lines.extend(loud)
        if getattr(new, "last_hand", None) is not None and new.last_hand != getattr(old, "last_hand", None):
            lines.append(self._hand_result(new.last_hand))
        number = hand_number(new)
        if number is not None and number != hand_number(old):
            lines.append(self.paint.bold(f"hand {number}"))
        return lines, loud

    def _hand_result(self, record: Any) -> str:
        describe: Callable[[Any], str] | None = getattr(record, "describe", None)
        return describe(self.rules) if describe is not None else str(record)

    def _summarise(self, old: Any, new: Any, loud: list[str]) -> None:
        for line in loud:
            self.say(line, "  ")
        record = getattr(new, "last_hand", None)
        if record is not None and record != getattr(old, "last_hand", None):
            self.hands_held += 1
            self.held = [*self.held, self._hand_result(record)][-SUMMARY_HANDS:]

    def summary(self) -> None:
        """Once the seat is out: how many hands went by, and the last few in full."""
        if self.out and self.hands_held:
            hidden = self.hands_held - len(self.held)
            if hidden:
                self.say(f"({hidden} more hands were played; the last {len(self.held)}:)", "  ")
            for text in self.held:
                self.say(text, "  ")

    def result(self, state: Any) -> None:
        """The winners and each seat's points, once the game is over."""
        result = self.game.outcome(state)
        if result is None:
            return
        winners = ", ".join(f"seat {seat}" for seat in result.winners)
        self.say(self.paint.bold("Game over.") + f" Winners: {winners}. Points: {list(result.points)}")
        self.say("You win!" if self.seat in result.winners else "You did not win this time.")


def _loud(event: object) -> bool:
    name = type(event).__name__
    return isinstance(event, Event) and any(word in name for word in _LOUD_EVENTS)

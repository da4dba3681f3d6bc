"""What the person at the table is told after every move, and once they are out.

Every move is told through its events as the person's seat sees them
(``view(state, seat).events``, one line per event, ``event.describe(rules)``:
its words under the table's rules, so that a display option such as King's
Mercy's ``fool_display`` shows): the cards another seat drew (how many), the
card its draw played, the trick taken, the pot won, the knock-out, the next
hand dealt. Nothing else is narrated, so the person learns exactly what their
seat is told.

The events say why as well as what: the hands' categories at a showdown, each
Hand Score broken down at a reveal, whose own King scored, who was skipped and
that play reversed. Every line is wrapped between words to the reader's width
(``wrap``), a further piece indented under the first's words.

Once the person is out (knocked out, or broke and sitting out), the rest of
the game is summarised rather than scrolled past: knock-outs as they happen,
then how each of the last few hands ended, and the end.
"""

from __future__ import annotations

import re
import shutil
import textwrap
from collections.abc import Sequence
from typing import Any, TextIO

from cardtable.core import Event
from cardtable.game import Game
from cardtable.terminal.paint import KEEP, Paint, keep_whole

SUMMARY_HANDS = 3
"""How many of the last hands a summary shows."""

NEW_HAND = "HandDealt"
"""The class name every game gives the event that deals a hand."""

OPENING = (NEW_HAND, "BoughtIn", "Anted")
"""The events that open a hand around its deal (buy-ins before it, antes after it)."""

GAME_OVER = "GameOver"
"""The class name every game gives the event that ends the game."""

_LOUD_EVENTS = ("Knock", "Broke", "Eliminat")
"""Words in the class names of the events a summary still tells as they happen."""


def is_terminal(stream: TextIO) -> bool:
    """Whether ``stream`` is a terminal a person reads.

    >>> import io
    >>> is_terminal(io.StringIO())
    False
    """
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


_NUMBERED = re.compile(r" *\d+\) ")
"""A menu line's start: its number."""
_COLUMNS = re.compile(r" *\S+(?: \S+)* {2,}(?=\S)")
"""A line laid out in columns (a help line): its first column and the gap after it."""


def wrap(line: str, width: int | None) -> list[str]:
    """``line`` broken to fit ``width`` columns (``None``: left whole): between its clauses
    (at ``"; "``) where a whole clause does not fit, and within a clause between words.
    Each further piece is indented under the first's words: past a menu line's number, at
    a help line's second column, or two spaces in. A word longer than the width is kept
    whole, and so is a card named in words (``wild draw10``, ``Queen of Shields``), a seat,
    and a short aside in brackets.

    >>> wrap("  seat 0 plays wild draw10 naming blue", 24)
    ['  seat 0 plays', '    wild draw10 naming', '    blue']
    >>> wrap("  12) play wild reverse-draw4, naming red/blue/green/yellow", 30)
    ['  12) play wild reverse-draw4,', '      naming', '      red/blue/green/yellow']
    >>> wrap("  draw 2   Swaps: say how many and draw them", 30)
    ['  draw 2   Swaps: say how many', '           and draw them']
    >>> wrap("  the reveal: seat 0 shows 1 of Coins (1: 1, no bonuses); seat 1 shows the Witch", 40)
    ['  the reveal: seat 0 shows 1 of Coins', '    (1: 1, no bonuses);', '    seat 1 shows the Witch']
    """
    if width is None or len(line) <= width:
        return [line]
    lead = len(line) - len(line.lstrip(" "))
    hang = lead + 2
    for layout in (_NUMBERED, _COLUMNS):
        found = layout.match(line)
        if found and found.end() <= width // 2:
            hang = found.end()
            break
    whole = _aside(keep_whole(line), width * 2 // 3)
    clauses = whole.split("; ")
    clauses = [clause + ";" for clause in clauses[:-1]] + clauses[-1:]
    packed = [clauses[0]]  # whole clauses together on a line while they fit
    for clause in clauses[1:]:
        if len(packed[-1]) + 1 + len(clause) <= width:
            packed[-1] += " " + clause
        else:
            packed.append(" " * hang + clause)
    pieces = [
        piece
        for text in packed
        for piece in textwrap.wrap(
            text, width, subsequent_indent=" " * hang, break_long_words=False, break_on_hyphens=False
        )
    ]
    return [piece.replace(KEEP, " ") for piece in pieces] or [line]


_BRACKETS = re.compile(r"\([^()]*\)")


def _aside(text: str, longest: int) -> str:
    """``text`` with each aside in brackets no longer than ``longest`` kept whole."""
    return _BRACKETS.sub(
        lambda found: found.group(0).replace(" ", KEEP) if len(found.group(0)) <= longest else found.group(0),
        text,
    )


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


def deals(events: Sequence[Event]) -> int:
    """How many hands ``events`` deal (a deal told seat by seat is one).

    >>> deals(())
    0
    """
    count = 0
    before = ""
    for event in events:
        kind = type(event).__name__
        count += kind == NEW_HAND and before != NEW_HAND
        before = kind
    return count


class Narrator:
    """Tells one seat what happens at the table, line by line, through ``say``."""

    def __init__(
        self, game: Game, rules: Any, seat: int, paint: Paint, out: TextIO, *, width: int | None = None
    ) -> None:
        self.game = game
        self.rules = rules
        """The table's options: events are told under them (``Event.describe``)."""
        self.seat = seat
        self.paint = paint
        self.stream = out
        self.out = False
        self.hands = 0
        """Hands dealt so far."""
        self.held: list[str] = []
        """How the last hands ended, once the seat is out."""
        self.hands_held = 0
        self.over: list[str] = []
        """The end of the game, once the seat is out."""
        self.width = width
        """The columns lines are wrapped to; ``None``: the terminal's, when ``out`` is one."""

    def columns(self) -> int | None:
        """The width lines are wrapped to now (a terminal's is read each time: it may be resized)."""
        if self.width is not None:
            return self.width
        return shutil.get_terminal_size().columns if is_terminal(self.stream) else None

    def say(self, text: str = "", indent: str = "") -> None:
        """Print ``text``, line by line, wrapped to the reader's width and painted for them."""
        width = self.columns()
        for line in text.split("\n"):
            for piece in wrap(indent + line, width):
                print(self.paint.seat(self.paint.line(piece), self.seat), file=self.stream)

    def tell(self, events: Sequence[Event]) -> None:
        """One line per event, each new hand set apart by an empty line."""
        before = ""
        for event in events:
            kind = type(event).__name__
            if kind in OPENING and before not in OPENING:
                self.say()
            text = event.describe(self.rules)
            self.say(self.paint.bold(text) if kind == NEW_HAND else text, "  ")
            before = kind
        self.hands += deals(events)

    def opening(self, state: Any) -> None:
        """What the seat is told as the game starts: the deal's events."""
        self.tell(self.game.view(state, self.seat).events)

    def move(self, after: Any) -> None:
        """Tell what the move that reached ``after`` did, or sum it up once the seat is out."""
        view = self.game.view(after, self.seat)
        if self.out:
            self._summarise(view.events)
            return
        self.tell(view.events)
        if is_out(view, self.seat) and self.game.outcome(after) is None:
            self.out = True
            self.say(
                self.paint.bold("You are out.")
                + " The rest of the game is summarised: knock-outs, the last hands, the end."
            )

    def _summarise(self, events: Sequence[Event]) -> None:
        """Knock-outs now; how a hand ended (its last move's events before the next hand opens
        or the game ends) and the end of the game, kept for the summary."""
        kinds = [type(event).__name__ for event in events]
        for event in events:
            if _loud(event):
                self.say(event.describe(self.rules), "  ")
        ends = [at for at, kind in enumerate(kinds) if kind in (*OPENING, GAME_OVER)]
        ending = (
            [event.describe(self.rules) for event in events[: ends[0]] if not _loud(event)] if ends else []
        )
        if ending and self.hands:
            self.hands_held += 1
            label = f"hand {self.hands}:" if self.hands > 1 else "the last move:"  # one deal: no hands
            self.held = [*self.held, "\n".join([label, *ending])][-SUMMARY_HANDS:]
        self.over += [
            event.describe(self.rules) for event, kind in zip(events, kinds, strict=True) if kind == GAME_OVER
        ]
        self.hands += deals(events)

    def summary(self) -> None:
        """Once the seat is out: how many hands went by, and the last few in full."""
        if self.hands_held:
            hidden = self.hands_held - len(self.held)
            if hidden:
                self.say(f"({hidden} more hands were played; the last {len(self.held)}:)", "  ")
            for text in self.held:
                self.say(text.replace("\n", "\n  "), "  ")
        for text in self.over:
            self.say(text, "  ")

    def result(self, state: Any) -> None:
        """The winners and each seat's points, once the game is over."""
        result = self.game.outcome(state)
        if result is None:
            return
        winners = ", ".join(f"seat {seat}" for seat in result.winners)
        self.say(self.paint.bold("Game over.") + f" Winners: {winners}. Points: {list(result.points)}")
        self.say("You win!" if self.seat in result.winners else "You did not win this time.")


def _loud(event: Event) -> bool:
    name = type(event).__name__
    return any(word in name for word in _LOUD_EVENTS)

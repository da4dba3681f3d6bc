"""Color and suits for the terminal: plain ANSI when writing to a terminal, plain text otherwise.

A ``Paint`` is applied to every line the table prints. On a terminal (and
``NO_COLOR`` unset) cards are colored the way they look (red hearts and
diamonds; Open Mercy's four colors; Witch of the Woods' gold and silver
suits) and the suits are the unicode pips. When the output is piped or written
to a file, the text is plain: no escape codes, and the pips spelled as letters
(``K♦`` reads ``KD``), so any encoding can take it.

>>> Paint.plain().line("seat 1 plays K♦, trump ♠")
'seat 1 plays KD, trump S'
>>> Paint(color=True, unicode=True).line("seat 1 plays K♦")
'seat 1 plays \\x1b[31mK♦\\x1b[0m'
>>> Paint(color=False, unicode=True).line("seat 1 plays K♦")
'seat 1 plays K♦'
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import TextIO

import attrs

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
DIM = "\x1b[2m"
RED = "\x1b[31m"
GREEN = "\x1b[32m"
YELLOW = "\x1b[33m"
BLUE = "\x1b[34m"
MAGENTA = "\x1b[35m"
CYAN = "\x1b[36m"

_LETTERS = str.maketrans({"♣": "C", "♦": "D", "♥": "H", "♠": "S"})

# A French card (10♦, K♠) or a pip standing alone; a colored Open Mercy card;
# a Faerunian card; the words a table shouts.
_FRENCH = re.compile(r"(?<![\w])((?:10|[2-9AKQJ])?)([♣♦♥♠])")
_MERCY = re.compile(
    r"\b(red|blue|green|yellow)\b( (?:[0-9]|skip-everyone|skip|reverse|draw2|draw4|discard-all)\b)?"
)
_WILD = re.compile(r"\bwild(?: (?:reverse-draw4|draw6|draw10|roulette)\b)?")
_FAERUN = re.compile(r"\b(?:\w+ of (Crowns|Coins|Swords|Shields)|the (Witch|Jester))\b")
_LOUD = re.compile(r"\b(MERCY!|CAUGHT!|Game over|You are out|you are out|YOUR TURN)")
_MERCY_COLORS: Mapping[str, str] = {"red": RED, "blue": BLUE, "green": GREEN, "yellow": YELLOW}
_FAERUN_COLORS: Mapping[str, str] = {
    "Crowns": YELLOW,
    "Coins": YELLOW,
    "Swords": CYAN,
    "Shields": CYAN,
    "Witch": MAGENTA,
    "Jester": MAGENTA,
}


_WHOLE = re.compile(rf"{_MERCY.pattern}|{_WILD.pattern}|{_FAERUN.pattern}|\b(?:seat|hand|trick) \d+\b")
"""The names a line is never broken inside: a card named in words, a seat, a hand, a trick."""
KEEP = "\N{NO-BREAK SPACE}"
"""The space inside a name a line is never broken at (``textwrap`` breaks only at others)."""


def keep_whole(text: str) -> str:
    """``text`` with the spaces inside card names, seats, hands and tricks made ``KEEP``.

    >>> keep_whole("seat 1 plays wild draw10 naming blue, then Queen of Shields").split(" ")
    ['seat\xa01', 'plays', 'wild\xa0draw10', 'naming', 'blue,', 'then', 'Queen\xa0of\xa0Shields']
    """
    return _WHOLE.sub(lambda match: match.group(0).replace(" ", KEEP), text)


@attrs.frozen
class Paint:
    """How text reaches the reader: ``color`` adds ANSI colors, ``unicode`` keeps the pips."""

    color: bool
    unicode: bool

    @classmethod
    def plain(cls) -> Paint:
        """Plain text: no color, suits as letters."""
        return cls(color=False, unicode=False)

    @classmethod
    def for_stream(cls, stream: TextIO, environ: Mapping[str, str] | None = None) -> Paint:
        """Color and pips on a terminal (color only while ``NO_COLOR`` is unset or empty); plain
        text when piped.

        >>> import io
        >>> Paint.for_stream(io.StringIO())
        Paint(color=False, unicode=False)
        """
        environ = os.environ if environ is None else environ
        try:
            terminal = stream.isatty()
        except (AttributeError, ValueError):
            terminal = False
        if not terminal:
            return cls.plain()
        return cls(color=not environ.get("NO_COLOR"), unicode=True)

    def line(self, text: str) -> str:
        """``text`` as this reader sees it."""
        if not self.color:
            return text if self.unicode else text.translate(_LETTERS)
        text = _FRENCH.sub(_french, text)
        text = _MERCY.sub(lambda m: _MERCY_COLORS[m.group(1)] + m.group(0) + RESET, text)
        text = _WILD.sub(lambda m: MAGENTA + m.group(0) + RESET, text)
        text = _FAERUN.sub(lambda m: _FAERUN_COLORS[m.group(1) or m.group(2)] + m.group(0) + RESET, text)
        text = _LOUD.sub(lambda m: BOLD + m.group(0) + RESET, text)
        return text if self.unicode else text.translate(_LETTERS)

    def seat(self, text: str, seat: int) -> str:
        """``text`` with the reader's own seat in bold, on a terminal that shows color.

        >>> Paint(color=True, unicode=True).seat("seat 1 passes to seat 10", 1)
        '\\x1b[1mseat 1\\x1b[0m passes to seat 10'
        """
        if not self.color:
            return text
        return re.sub(rf"\bseat {seat}(?!\d)", lambda m: BOLD + m.group(0) + RESET, text)

    def bold(self, text: str) -> str:
        """``text`` in bold, on a terminal that shows color.

        >>> Paint.plain().bold("hand 2")
        'hand 2'
        """
        return BOLD + text + RESET if self.color else text

    def dim(self, text: str) -> str:
        """``text`` dimmed (a hint), on a terminal that shows color."""
        return DIM + text + RESET if self.color else text


def _french(match: re.Match[str]) -> str:
    color = RED if match.group(2) in "♦♥" else BOLD
    return color + match.group(0) + RESET

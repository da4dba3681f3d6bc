"""The ladder and Today's deal at the terminal, and the ladder progress file (OM23, OM24).

``play_ladder`` plays one ladder game against the first bot not yet beaten;
``play_daily`` plays a day's deal against that day's Terminator.

The file is ``~/.local/share/cardtable/ladder.json``; with ``XDG_DATA_HOME`` set,
the same file name in that directory's ``cardtable``; with ``CARDTABLE_HOME``
set, the same file name directly in that directory (``FILE``). It holds
``Ladder.to_dict()`` (``{"beaten": ["scrap", ...]}``); a missing file is a
fresh ladder, a damaged one a ``ProgressError`` whose message is one line.

>>> import tempfile
>>> home = tempfile.mkdtemp()
>>> path = ladder_path({"CARDTABLE_HOME": home})
>>> load(path).opponent
'scrap'
>>> save(path, record(load(path), winners=(0,)))
>>> load(path).opponent
'pilot'
"""

from __future__ import annotations

import datetime
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TextIO

from cardtable import bots
from cardtable import open_mercy as om
from cardtable.open_mercy.bots.ladder import (
    LADDER,
    LADDER_RULES,
    Ladder,
    daily_deal,
    daily_seed,
    daily_terminator,
)
from cardtable.terminal.paint import Paint
from cardtable.terminal.table import InputLine, play_at_table

__all__ = [
    "ProgressError", "data_directory", "ladder_path", "load", "play_daily", "play_ladder", "record", "save",
]  # fmt: skip

FILE = "ladder.json"
"""The name of the progress file in the data directory."""


class ProgressError(ValueError):
    """The progress file cannot be read; the message says which file and what to do, in one line."""


def data_directory(environ: Mapping[str, str] | None = None) -> Path:
    """Where cardtable keeps its files: ``CARDTABLE_HOME``, else the XDG data directory's ``cardtable``."""
    env = os.environ if environ is None else environ
    if env.get("CARDTABLE_HOME"):
        return Path(env["CARDTABLE_HOME"])
    if env.get("XDG_DATA_HOME"):
        return Path(env["XDG_DATA_HOME"]) / "cardtable"
    return Path.home() / ".local" / "share" / "cardtable"


def ladder_path(environ: Mapping[str, str] | None = None) -> Path:
    """The ladder progress file."""
    return data_directory(environ) / FILE


def load(path: Path) -> Ladder:
    """The progress kept in ``path`` (a fresh ladder if there is no file); ``ProgressError`` if damaged."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Ladder()
    except (OSError, UnicodeDecodeError) as error:
        raise ProgressError(f"cannot read the ladder progress in {path}: {_reason(error)}") from None
    try:
        return Ladder.from_dict(json.loads(text))
    except ValueError as error:
        raise ProgressError(
            f"the ladder progress in {path} is damaged ({_reason(error)});"
            " remove the file to start the ladder again"
        ) from None


def save(path: Path, ladder: Ladder) -> None:
    """Write the progress to ``path``, creating its directory; replaces the file whole."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.name + ".new")
        partial.write_text(json.dumps(ladder.to_dict()) + "\n", encoding="utf-8")
        partial.replace(path)
    except OSError as error:
        raise ProgressError(f"cannot write the ladder progress to {path}: {_reason(error)}") from None


def record(ladder: Ladder, winners: Sequence[int] | None, seat: int = 0) -> Ladder:
    """The progress after a ladder game: a win is ``seat`` the sole winner; ``None`` (left) is no win.

    >>> record(Ladder(), winners=(1,)).opponent, record(Ladder(), winners=None).opponent
    ('scrap', 'scrap')
    """
    return ladder.record(won=winners is not None and tuple(winners) == (seat,))


def _reason(error: Exception) -> str:
    return " ".join(str(error).split())[:160]


def play_ladder(
    seed: int, *, input_line: InputLine, out: TextIO, paint: Paint, environ: Mapping[str, str] | None = None
) -> int:
    """One ladder game (OM23) against the current opponent, the progress read and written back.

    Returns the exit status: 0 when the game ends or the person leaves, 1 (with
    one line on standard error) when the progress file is damaged or cannot be written.
    """
    path = ladder_path(environ)
    try:
        ladder = load(path)
        save(path, ladder)
        name = ladder.opponent
        rung = LADDER.index(name) + 1
        opponent = bots.make(om, name, seed=seed * 1000 + 1)
        who = f"ladder rung {rung} of {len(LADDER)}: seat 1 is {name.title()} (deal {seed})"
        final = play_at_table(
            om, LADDER_RULES, seed, input_line=input_line, out=out, paint=paint, opponents=[opponent], who=who
        )
        result = None if final is None else om.outcome(final)
        after = record(ladder, None if result is None else result.winners)
        save(path, after)
    except ProgressError as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 1
    if after != ladder:
        nxt = "the ladder is complete" if after.complete else f"next on the ladder: {after.opponent.title()}"
        print(paint.bold(f"You beat {name.title()}: {nxt}."), file=out)
    else:
        print(f"The ladder stands where it was: {name.title()} is still to beat.", file=out)
    return 0


def play_daily(day: datetime.date | str, *, input_line: InputLine, out: TextIO, paint: Paint) -> int:
    """Today's deal (OM24) for ``day``: the day's deal at seat 0 against the day's Terminator."""
    start = daily_deal(day)
    who = f"today's deal for {day}: seat 1 is Terminator"
    play_at_table(
        om, LADDER_RULES, daily_seed(day), input_line=input_line, out=out, paint=paint,
        opponents=[daily_terminator(day)], who=who, start=start,
    )  # fmt: skip
    return 0

"""A game's ladder of bots and its deal of the day at the terminal, and the progress file
(for Open Mercy: OM23, OM24). A game has them when its facts name a ladder
(``Facts.ladder``, a ``cardtable.core.BotLadder``).

``play_ladder`` plays one ladder game against the first bot not yet beaten;
``play_daily`` plays a day's deal against that day's bot.

The file is named for the game, ``~/.local/share/cardtable/open-mercy-ladder.json`` for
Open Mercy; with ``XDG_DATA_HOME`` set, the same file name in that directory's
``cardtable``; with ``CARDTABLE_HOME`` set, the same file name directly in that directory.
It holds the climb's ``to_dict()`` (``{"beaten": ["scrap", ...]}``); a missing file is
a fresh ladder, a damaged one a ``ProgressError`` whose message is one line.

>>> import tempfile
>>> from cardtable import open_mercy
>>> home = tempfile.mkdtemp()
>>> path = ladder_path(open_mercy, {"CARDTABLE_HOME": home})
>>> path.stem, load(open_mercy, path).opponent
('open-mercy-ladder', 'scrap')
>>> save(path, record(load(open_mercy, path), winners=(0,)))
>>> load(open_mercy, path).opponent
'pilot'
"""

from __future__ import annotations

import datetime
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from cardtable import bots
from cardtable.core import BotLadder
from cardtable.game import Game
from cardtable.home import data_directory
from cardtable.terminal.paint import Paint
from cardtable.terminal.table import InputLine, play_at_table

__all__ = [
    "ProgressError", "data_directory", "ladder_of", "ladder_path", "load", "play_daily", "play_ladder",
    "record", "save",
]  # fmt: skip


class ProgressError(ValueError):
    """The progress file cannot be read; the message says which file and what to do, in one line."""


def ladder_of(game: Game) -> BotLadder:
    """The game's ladder; ``ValueError`` for a game whose facts name none.

    >>> from cardtable import kings_mercy
    >>> ladder_of(kings_mercy)
    Traceback (most recent call last):
    ...
    ValueError: kings-mercy has no ladder of bots nor a deal of the day
    """
    ladder = game.FACTS.ladder
    if ladder is None:
        raise ValueError(f"{game.NAME} has no ladder of bots nor a deal of the day")
    return ladder


def ladder_path(game: Game, environ: Mapping[str, str] | None = None) -> Path:
    """The game's ladder progress file."""
    return data_directory(environ) / f"{game.NAME}-ladder.json"


def load(game: Game, path: Path) -> Any:
    """The progress kept in ``path`` (a fresh ladder if there is no file); ``ProgressError`` if damaged."""
    ladder = ladder_of(game)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return ladder.progress()
    except (OSError, UnicodeDecodeError) as error:
        raise ProgressError(f"cannot read the ladder progress in {path}: {_reason(error)}") from None
    try:
        climb = ladder.progress()
        return type(climb).from_dict(json.loads(text))
    except ValueError as error:
        raise ProgressError(
            f"the ladder progress in {path} is damaged ({_reason(error)});"
            " remove the file to start the ladder again"
        ) from None


def save(path: Path, ladder: Any) -> None:
    """Write the progress to ``path``, creating its directory; replaces the file whole."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.name + ".new")
        partial.write_text(json.dumps(ladder.to_dict()) + "\n", encoding="utf-8")
        partial.replace(path)
    except OSError as error:
        raise ProgressError(f"cannot write the ladder progress to {path}: {_reason(error)}") from None


def record(ladder: Any, winners: Sequence[int] | None, seat: int = 0) -> Any:
    """The progress after a ladder game: a win is ``seat`` the sole winner; ``None`` (left) is no win.

    >>> from cardtable.open_mercy import Ladder
    >>> record(Ladder(), winners=(1,)).opponent, record(Ladder(), winners=None).opponent
    ('scrap', 'scrap')
    """
    return ladder.record(won=winners is not None and tuple(winners) == (seat,))


def _reason(error: Exception) -> str:
    return " ".join(str(error).split())[:160]


def play_ladder(
    game: Game,
    seed: int,
    *,
    input_line: InputLine,
    out: TextIO,
    paint: Paint,
    environ: Mapping[str, str] | None = None,
    **table: Any,
) -> int:
    """One ladder game (Open Mercy: OM23) against the current opponent, the progress read and
    written back; ``table`` holds ``play_at_table``'s options (``replay``, ``save``, ``pause``).

    Returns the exit status: 0 when the game ends or the person leaves, 1 (with
    one line on standard error) when the progress file is damaged or cannot be written.
    """
    rules, rungs = ladder_of(game).rules, ladder_of(game).rungs
    path = ladder_path(game, environ)
    try:
        ladder = load(game, path)
        save(path, ladder)
        name = ladder.opponent
        opponent = bots.make(game, name, seed=seed * 1000 + 1)
        who = f"ladder rung {rungs.index(name) + 1} of {len(rungs)}: seat 1 is {name.title()} (deal {seed})"
        final = play_at_table(
            game, rules, seed, input_line=input_line, out=out, paint=paint, opponents=[opponent], who=who,
            **table,
        )  # fmt: skip
        result = None if final is None else game.outcome(final)
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


def play_daily(
    game: Game, day: datetime.date | str, *, input_line: InputLine, out: TextIO, paint: Paint, **table: Any
) -> int:
    """The deal of ``day`` (Open Mercy: OM24) at seat 0 against the day's bot; ``table`` holds
    ``play_at_table``'s options (``replay``, ``save``, ``pause``)."""
    ladder = ladder_of(game)
    who = f"today's deal for {day}: seat 1 is {ladder.rungs[-1].title()}"
    play_at_table(
        game, ladder.rules, ladder.daily_seed(day), input_line=input_line, out=out, paint=paint,
        opponents=[ladder.daily_opponent(day)], who=who, start=ladder.daily_deal(day), **table,
    )  # fmt: skip
    return 0

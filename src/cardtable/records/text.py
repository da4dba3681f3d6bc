"""The host's record as readable text, the way a chess game is kept in PGN: tag lines,
then the moves in the game's own notation, a paragraph a hand.

``to_text(state)`` writes the tags, one a line: ``Format`` (1), ``Game``, ``Rules``
(every field, as the JSON record writes them), ``Seed``, ``Seats``, ``Deck`` (only
if the first hand was dealt from a given order) and ``Result`` (only once the game
is over: the winners and each seat's points). Each value is written as JSON. A blank
line follows, then each move as its ``str`` (``seat 1 bets 1``, ``host times out
seat 2``), one a line, with a blank line after each move that dealt a new hand.

``from_text(text)`` reads it back as strictly as ``loads`` reads JSON (C10): it
accepts exactly what ``to_text`` writes, reading each move line with the game's
``parse_move`` and replaying it, and refuses anything else with the same
``RecordError``, naming the tag or the line. Like the JSON record it holds the
seed and every move, so it is for the host: there is no text record for a seat
(``dumps(state, seat=p)`` writes that one).

>>> from cardtable.games import GAMES
>>> km = GAMES["kings-mercy"]
>>> state = km.new_game(km.Rules(players=3, max_hands=2), seed=7)
>>> for move in (km.Bet(1), km.Call(2), km.Fold(0), km.Check(1), km.Check(2), km.InvokeMercy(1),
...              km.Bet(2), km.Fold(0)):
...     state = km.apply_move(state, move)
>>> text = to_text(state)
>>> print(text, end="")
[Format 1]
[Game "kings-mercy"]
[Rules {"players": 3, "starting_units": 20, "max_hands": 2, "fool_display": "joker"}]
[Seed 7]
[Seats 3]
<BLANKLINE>
seat 1 bets 1
seat 2 calls
seat 0 folds
seat 1 checks
seat 2 checks
seat 1 invokes King's Mercy
<BLANKLINE>
seat 2 bets 1
seat 0 folds
>>> from_text(text) == state
True
>>> from_text(text.replace("seat 2 calls", "seat 2 checks"))
Traceback (most recent call last):
...
cardtable.records.RecordError: record: line 8 ('seat 2 checks'): seat 2 cannot check: facing a bet, ...
>>> from_text(text.replace("[Seats 3]", "[Seats 4]"))
Traceback (most recent call last):
...
cardtable.records.RecordError: record: Seats: expected 3, the rules' players, found 4
"""

from __future__ import annotations

import json
import re
from typing import Any

from cardtable.game import IllegalMove
from cardtable.games import GAMES
from cardtable.records.client import NO_RECORD
from cardtable.records.convert import encode
from cardtable.records.strict import FORMAT, RecordError, bad, decode, decode_attrs, parse, shown

__all__ = ["from_text", "to_text"]

_TAG = re.compile(r"\[([A-Za-z]+) (.*)\]")
_TAG_DEPTH = 3  # the deepest a tag's value nests: Result's lists in its object


def to_text(state: Any) -> str:
    """The host's record of the game so far as text (see the module). A determinized state
    has none (``RecordError``)."""
    if state.origin.determinized:
        raise RecordError(NO_RECORD)
    origin = state.origin
    game = GAMES[origin.game]
    lines = _tags(origin, game.outcome(state))
    if not state.log:
        return "\n".join(lines) + "\n"
    lines.append("")
    step = game.new_game(origin.rules, seed=origin.seed, deck=origin.deck)
    moves = list(state.log)
    for number, move in enumerate(moves):
        after = game.apply_move(step, move)
        lines.append(str(move))
        if number + 1 < len(moves) and _dealt(step, after):
            lines.append("")
        step = after
    return "\n".join(lines) + "\n"


def _tags(origin: Any, outcome: Any) -> list[str]:
    """The tag lines of a game started from ``origin`` that ended so (``None``: not over)."""
    tags: list[tuple[str, Any]] = [
        ("Format", FORMAT),
        ("Game", origin.game),
        ("Rules", encode(origin.rules)),
        ("Seed", origin.seed),
        ("Seats", origin.rules.players),
    ]
    if origin.deck is not None:
        tags.append(("Deck", encode(origin.deck)))
    if outcome is not None:
        tags.append(("Result", {"winners": list(outcome.winners), "points": list(outcome.points)}))
    return [_tag(name, value) for name, value in tags]


def _tag(name: str, value: Any) -> str:
    return f"[{name} {json.dumps(value, ensure_ascii=False)}]"


def _dealt(before: Any, after: Any) -> bool:
    """Whether the move from ``before`` to ``after`` dealt a new hand: its history then starts
    again (``core.state.derived``) instead of growing by the move's events."""
    return len(after.history) != len(before.history) + len(after.events)


def from_text(text: str) -> Any:
    """The state a text record reaches, replayed move by move; ``RecordError`` names the
    first bad tag or line (see the module).

    >>> from_text('[Format 1]\\n[Game "chess"]\\n')
    Traceback (most recent call last):
    ...
    cardtable.records.RecordError: record: Game: no game called 'chess', found 'chess'
    """
    if not isinstance(text, str):
        raise RecordError(f"record: expected text (a str), not {type(text).__name__}")
    if not text.endswith("\n"):
        raise RecordError("record: the last line does not end with a newline")
    lines = text[:-1].split("\n")
    reader = _Reader(lines)
    state = reader.start()
    game = GAMES[state.origin.game]
    if reader.at < len(lines):
        reader.blank("a blank line after the tags")
        if reader.at == len(lines):
            raise RecordError(f"record: line {reader.at}: no move after the blank line")
    while reader.at < len(lines):
        before = state
        state = reader.move(game, state)
        if reader.at < len(lines) and _dealt(before, state):
            reader.blank("a blank line: the move before it dealt a new hand")
            if reader.at == len(lines):
                raise RecordError(f"record: line {reader.at}: no move after the blank line")
    reader.result(game, state)
    return state


class _Reader:
    """The lines of a text record, read in order; ``at`` is the index of the next one."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.at = 0
        self.tags: dict[str, tuple[int, Any]] = {}

    def start(self) -> Any:
        """The game the tags describe, dealt (``Result`` is read last, against the end)."""
        self.tag("Format", required=True)
        if not _same(self.tags["Format"][1], FORMAT):
            raise bad("Format", f"expected the number {FORMAT}", self.tags["Format"][1])
        name = self.tag("Game", required=True)
        if type(name) is not str:
            raise bad("Game", "expected a game's name", name)
        if name not in GAMES:
            raise bad("Game", f"no game called {name!r}", name)
        game = GAMES[name]
        rules = decode_attrs(game.Rules, self.tag("Rules", required=True), "Rules")  # type: ignore[arg-type]
        seed = decode(int, self.tag("Seed", required=True), "Seed")
        seats = decode(int, self.tag("Seats", required=True), "Seats")
        if seats != rules.players:
            raise bad("Seats", f"expected {rules.players}, the rules' players", seats)
        card_type = type(game.full_deck()[0])
        deck = self.tag("Deck", required=False)
        order = None if deck is None else decode(tuple[card_type, ...], deck, "Deck")  # type: ignore[valid-type]
        self.tag("Result", required=False)
        try:
            state = game.new_game(rules, seed=seed, deck=order)
        except ValueError as error:
            raise RecordError(f"record: {'Rules' if order is None else 'Deck'}: {error}") from None
        lines = [line for tag, (line, _) in self.tags.items() if tag != "Result"]
        for line, expected in zip(lines, _tags(state.origin, None), strict=True):
            if self.lines[line] != expected:
                raise _at(line, f"expected {shown(expected)}, as to_text writes it")
        return state

    def tag(self, name: str, *, required: bool) -> Any:
        """The value of tag ``name`` on the next line (``None`` if it is optional and absent)."""
        line = self.lines[self.at] if self.at < len(self.lines) else ""
        found = _TAG.fullmatch(line)
        if found is None or found.group(1) != name:
            if not required:
                return None
            if found is None:
                raise _at(self.at, f"expected the tag [{name} ...], found {shown(line)}")
            raise _at(self.at, f"expected the tag {name}, found {found.group(1)!r}")
        try:
            value = parse(found.group(2), _TAG_DEPTH)
        except RecordError as error:
            raise RecordError(f"record: {name}: {str(error).removeprefix('record: ')}") from None
        self.tags[name] = (self.at, value)
        self.at += 1
        return value

    def blank(self, expected: str) -> None:
        if self.lines[self.at] != "":
            raise _at(self.at, f"expected {expected}, found {shown(self.lines[self.at])}")
        self.at += 1

    def move(self, game: Any, state: Any) -> Any:
        """The state after the move on the next line, which must be that move's own text."""
        line = self.lines[self.at]
        if line == "":
            raise _at(self.at, "a blank line, but the move before it dealt no new hand")
        try:
            move = game.parse_move(state, line)
            after = game.apply_move(state, move)
        except IllegalMove as error:
            raise RecordError(f"record: line {self.at + 1} ({shown(line)}): {error}") from None
        if str(move) != line:
            raise _at(self.at, f"expected {shown(str(move))}, the move's own text, found {shown(line)}")
        self.at += 1
        return after

    def result(self, game: Any, state: Any) -> None:
        """The ``Result`` tag must be there exactly when the game is over, and say how it ended."""
        outcome = game.outcome(state)
        written = self.tags.get("Result")
        if outcome is None and written is not None:
            raise RecordError(f"record: Result: the game is not over after its {len(state.log)} moves")
        if outcome is None:
            return
        if written is None:
            raise RecordError(
                f"record: Result: missing, but the game is over after its {len(state.log)} moves"
            )
        line, _ = written
        expected = _tags(state.origin, outcome)[-1]
        if self.lines[line] != expected:
            raise _at(line, f"expected {shown(expected)}, how the game ended")


def _at(index: int, why: str) -> RecordError:
    """A refusal naming the line at ``index`` (lines count from 1)."""
    return RecordError(f"record: line {index + 1}: {why}")


def _same(written: Any, expected: Any) -> bool:
    return type(written) is type(expected) and bool(written == expected)

"""A person at the keyboard: the real ``cardtable`` console script driven through a pseudo-terminal.

``Person`` spawns the command with pexpect and plays as someone reading the
screen would: it reads the numbered menu the table prints before each prompt
and answers with a number, or with the move typed out in words and cards
(``kd``, ``7c 9c kd``, ``red 5``, ``wild draw6 blue``, ``draw 2``). It relies on
the parts of the screen the terminal package controls (the menu lines, the
prompts, "Game over."), never on the wording of the games' events.
"""

from __future__ import annotations

import os
import random
import re
import signal
import sys
from pathlib import Path

import attrs
import pexpect  # type: ignore[import-untyped]

SCRIPT = str(Path(sys.executable).with_name("cardtable"))
TIMEOUT = 20
"""Seconds to wait for any one screen; a whole game takes a second or two."""

MOVE_PROMPT = r"your move \((\d+)-(\d+) or type it; help; q\): "
PICK_PROMPT = r"pick (\d+) more: "
GAME_OVER = r"Game over\. Winners: "
OFF_TURN_PROMPT = r"\? \(y/N\) |number, or Enter to pass: "
"""An off-turn offer (a catch, a MERCY call): answered y or n, or a number or Enter."""
_CHOICE = re.compile(r"^\s*(\d+)\) (.+?)\s*$", re.MULTILINE)
_GRID = re.compile(r"(\d+)\) (\S+)")
_SUITS = str.maketrans({"♣": "c", "♦": "d", "♥": "h", "♠": "s"})


def environment(*, color: bool = False) -> dict[str, str]:
    """The environment of a terminal session: UTF-8, and ``NO_COLOR`` unless color is wanted."""
    # COLUMNS and LINES (set by some test runners' workers) would override the terminal's size.
    env = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "COLUMNS", "LINES")}
    env.update(LC_ALL="C.UTF-8", LANG="C.UTF-8", TERM="xterm", PYTHONIOENCODING="utf-8")
    if not color:
        env["NO_COLOR"] = "1"
    return env


def spawn(*args: str, color: bool = False, paced: bool = False, columns: int = 200) -> pexpect.spawn:
    """``cardtable ARGS`` in a pseudo-terminal ``columns`` wide, read as text. A ``play``
    command gets ``--fast`` (no pause after the moves the person did not choose) unless
    ``paced``."""
    fast = ["--fast"] if args[:1] == ("play",) and not paced else []
    return pexpect.spawn(
        SCRIPT,
        [*args, *fast],
        env=environment(color=color),
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(50, columns),
        preexec_fn=_hear_ctrl_c,
    )


def _hear_ctrl_c() -> None:
    """A person's terminal delivers Ctrl-C; a test run in the background of a script inherits
    SIGINT ignored, and Python then never raises KeyboardInterrupt: so set it back."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def typed_card(text: str) -> str:
    """A card as printed (``K♦``, ``red 5``, ``Queen of Shields``) as a person types it."""
    return text.translate(_SUITS).lower()


@attrs.define
class Person:
    """Plays one game through the terminal, choosing at random from a seeded stream."""

    child: pexpect.spawn
    chance: random.Random
    by_text: int = 0
    by_number: int = 0
    prompts: int = 0
    off_turn: int = 0
    """Off-turn offers answered (Open Mercy's catches and MERCY calls)."""
    transcript: list[str] = attrs.Factory(list)
    grid: list[tuple[str, str]] = attrs.Factory(list)
    """The numbered cards of the last picking menu, and the numbers picked from it so far."""
    picked: list[str] = attrs.Factory(list)

    def play(self, limit: int = 2000) -> str:
        """Answer every prompt until the game is over; returns everything the screen showed."""
        for _ in range(limit):
            seen: int = self.child.expect([MOVE_PROMPT, PICK_PROMPT, GAME_OVER, OFF_TURN_PROMPT])
            screen = str(self.child.before) + str(self.child.after)
            self.transcript.append(screen)
            if seen == 3:
                self.off_turn += 1
                self.child.sendline(self.chance.choice(["y", "", "n"]) if "y/N" in screen else "")
                continue
            if seen == 2:
                self.child.expect(pexpect.EOF)
                self.transcript.append(str(self.child.before))
                return "".join(self.transcript)
            self.prompts += 1
            self.child.sendline(self.answer(seen, screen))
        raise AssertionError(f"the game was not over after {limit} prompts")

    def answer(self, seen: int, screen: str) -> str:
        """A number, or the move typed out, for the menu on the screen."""
        if seen == 1:  # picking cards one by one: a number shown in the grid and not yet picked
            left = [number for number, _ in self.grid if number not in self.picked]
            self.picked.append(self.chance.choice(left))
            self.by_number += 1
            return self.picked[-1]
        self.picked = []
        menu = screen.rsplit("\n", 1)[0]
        low, high = (int(n) for n in re.findall(MOVE_PROMPT, screen)[-1])
        if "cards: type their numbers" in menu:
            self.grid = _GRID.findall(menu.split("cards: type their numbers")[-1].split("\n", 1)[1])
            count = int(menu.split(" cards: type their numbers")[0].split()[-1])
            cards = self.chance.sample([card for _, card in self.grid], count)
            if self.chance.random() < 0.5:
                self.by_text += 1
                return " ".join(typed_card(card) for card in cards)
            self.by_number += 1
            self.picked = [self.chance.choice(self.grid)[0]]
            return self.picked[0]
        choices = {
            int(number): label for number, label in _CHOICE.findall(menu) if low <= int(number) <= high
        }
        number = self.chance.randint(low, high)
        label = choices.get(number, "")
        words = self._words(label)
        if words and self.chance.random() < 0.6:
            self.by_text += 1
            return words
        self.by_number += 1
        return str(number)

    def _words(self, label: str) -> str:
        """The move of a menu line typed out, where a person would type it."""
        if label.startswith("play ") and ", naming " in label:  # a wild: say the color too
            card, colors = label[5:].split(", naming ")
            return f"{typed_card(card)} {self.chance.choice(colors.split('/'))}"
        if label.startswith("play "):
            return typed_card(label[5:])
        if re.fullmatch(r"draw \d+ cards? from the Camp", label):
            return f"draw {label.split()[1]}"
        if re.fullmatch(r"add \d+", label) or label in ("fold", "call", "check", "stand pat", "draw"):
            return label
        return ""


def told(screen: str) -> list[str]:
    """The lines the table told, in order and without their indent, up to ``You are out.``
    (then the rest is summarised): not the table shown at each turn (from the empty line
    before its title to the prompt) nor at the end (to "Game over."), nor the menus."""
    lines = screen.replace("\r\n", "\n").split("You are out.")[0].splitlines()
    kept = []
    showing = False
    for at, line in enumerate(lines):
        if not line and at + 1 < len(lines) and lines[at + 1][:1] not in ("", " "):
            showing = True
        elif line.startswith(("your move (", "pick ", "Game over.")):
            showing = False
        elif not showing and line.startswith("  ") and not _CHOICE.match(line):
            kept.append(line.strip())
    return kept

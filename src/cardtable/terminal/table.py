"""The play loop: one person at a seat, agents (random by default, or named bots) at the others.

``play_in_terminal`` takes its input and output as arguments, so that tests
and other programs can drive it. The game is driven by ``play_from``, so every
seat, the person's too, is offered the moves it may make off its turn (Open
Mercy's MERCY call and catch) in the fair order ``cardtable.agents`` states.
On the person's turn the table is shown from their seat, their hand sorted,
and the moves offered (``menu``); a turn with one legal move is played without
asking. Off their turn the person is asked briefly: ``catch seat 2? (y/N)``,
or the moves listed with Enter to pass. After every move the person is told
what it did (``narrate``), and after a move they did not choose (another
seat's, or their own forced one) the table waits a moment (``PAUSE``) so that
the play can be followed. The seed is told as the game starts and as it ends,
so the deal can be played again, and the game's record can be saved however
the game ends.

>>> import io
>>> from cardtable import kings_mercy as km
>>> out = io.StringIO()
>>> typed = iter(["2", "q"])
>>> play_in_terminal(km, km.Rules(players=3), 7, input_line=lambda prompt: next(typed), out=out)
0
>>> print(out.getvalue())
King's Mercy: you are seat 0 of 3, the other seats play at random.
Seed 7. This deal again: --seed 7
...
You left the table.
Seed 7. This deal again: --seed 7
"""

from __future__ import annotations

import functools
import os
import time
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, ParamSpec, TextIO

import attrs

from cardtable import records
from cardtable.agents import Agent, RandomAgent, Searcher, play_from
from cardtable.game import Game, Sample
from cardtable.terminal.menu import Chosen, Menu, Narrowed, imperative, sorted_hand
from cardtable.terminal.narrate import Narrator, is_terminal
from cardtable.terminal.paint import Paint

InputLine = Callable[[str], "str | None"]
P = ParamSpec("P")
_LEAVE = ("q", "quit", "exit", "leave")
_HELP = ("help", "h", "?")
_YES = ("y", "yes")
OFF_TURN_PROMPT = "(y/N) "
"""How the prompt for a single off-turn move ends: ``catch seat 2? (y/N) ``."""
PASS_PROMPT = "number, or Enter to pass: "
"""The prompt when several off-turn moves are open at once."""


PAUSE = 0.6
"""Seconds the table waits after each move it tells that the person did not choose at the
keyboard (another seat's move, or their own forced one), so that the play can be followed."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C at the table, once the person has been told they left (and the game's end
    written down): a command exits with the status of an interrupt."""


def play_at_table(
    game: Game,
    rules: Any,
    seed: int,
    *,
    input_line: InputLine,
    out: TextIO,
    seat: int = 0,
    paint: Paint | None = None,
    opponents: Sequence[Agent | Searcher] | None = None,
    who: str = "the other seats play at random",
    start: Any = None,
    replay: str | None = None,
    save: str | os.PathLike[str] | None = None,
    pause: float | None = None,
    sleep: Callable[[float], object] = time.sleep,
    width: int | None = None,
) -> Any:
    """Play one game with a person at ``seat``; ``input_line`` returns ``None`` at end of input.

    ``opponents`` play the other seats, in seat order (default: random
    agents); ``who`` says who they are in the opening line; ``start`` is the
    state to play from (default: a new game of ``rules`` dealt from ``seed``).
    ``replay`` says how to deal this game again (default ``--seed N``), told with
    the seed as the game starts and again as it ends. ``save`` names a file the
    game's record (``records.dumps``) is written to as the game ends, however it
    ends: over, left with ``q`` or Ctrl-D, or Ctrl-C.

    ``pause`` is how many seconds to wait after each move the person did not
    choose (default: ``PAUSE`` when ``out`` is a terminal, else none), waited with
    ``sleep``; ``width`` is the columns lines are wrapped to, between words
    (default: the terminal's, when ``out`` is one, else none).

    Returns the final state, or ``None`` if the person left; Ctrl-C raises
    ``Interrupted`` once the person has been told. ``play_in_terminal`` takes the
    same arguments and returns the exit status instead.
    """
    paint = Paint.plain() if paint is None else paint
    if opponents is None:
        opponents = [RandomAgent(seed * 1000 + other) for other in range(rules.players) if other != seat]
    if len(opponents) != rules.players - 1:
        raise ValueError(f"{len(opponents)} opponents for the {rules.players - 1} other seats")
    narrator = Narrator(game, rules, seat, paint, out, width=width)
    state = game.new_game(rules, seed=seed) if start is None else start
    person = _Person(game, seat, input_line, narrator)
    agents: list[Agent | Searcher] = list(opponents)
    agents.insert(seat, person)
    wait = (PAUSE if is_terminal(out) else 0.0) if pause is None else pause
    again = f"Seed {seed}. This deal again: {f'--seed {seed}' if replay is None else replay}"
    title = game.FACTS.title
    narrator.say(paint.bold(f"{title}: you are seat {seat} of {rules.players}, {who}."))
    narrator.say(again)
    narrator.say("On your turn type a move's number or the move itself; help lists them; q or Ctrl-D leaves.")
    narrator.opening(state)
    try:
        for _, after in play_from(game, agents, state):
            state = after
            narrator.move(after)
            if person.chose:
                person.chose = False
            elif wait and not narrator.out and game.outcome(after) is None:
                out.flush()
                sleep(wait)
    except _Leave:
        narrator.say("\nYou left the table.")
        _close(narrator, state, again, save)
        return None
    except KeyboardInterrupt:
        narrator.say("\nYou left the table.")
        _close(narrator, state, again, save)
        raise Interrupted from None
    narrator.summary()
    narrator.say()
    narrator.say(_table(game, game.view(state, seat)))
    narrator.result(state)
    _close(narrator, state, again, save)
    return state


def _close(narrator: Narrator, state: Any, again: str, save: str | os.PathLike[str] | None) -> None:
    """The end of the table, however it came: how to deal the game again, and its record saved."""
    narrator.say(again)
    if save is None:
        return
    try:
        with open(save, "w", encoding="utf-8") as file:
            file.write(records.dumps(state) + "\n")
    except OSError as error:
        narrator.say(f"The game's record could not be saved in {os.fspath(save)}: {error.strerror or error}.")
        return
    narrator.say(f"The game's record is saved in {os.fspath(save)}.")


def _exit_status(table: Callable[P, object]) -> Callable[P, int]:
    """``table`` as the command's play loop: the same parameters, and the exit status returned."""

    @functools.wraps(table)
    def play_in_terminal(*args: P.args, **kwargs: P.kwargs) -> int:
        table(*args, **kwargs)
        return 0

    play_in_terminal.__name__ = play_in_terminal.__qualname__ = "play_in_terminal"
    play_in_terminal.__doc__ = """``play_at_table`` for a command: the same arguments (one signature,
    so the two cannot drift apart); returns the exit status, 0 when the game ends or the person leaves."""
    return play_in_terminal


play_in_terminal = _exit_status(play_at_table)
"""Play one game with a person at a seat and return the exit status (``play_at_table``'s arguments)."""


@attrs.define
class _Person:
    """The person's seat as an agent: asks at the keyboard; raises ``_Leave`` when they leave.
    ``chose`` is set when the move returned was chosen at the keyboard (not a forced one).

    It takes samples, as a search bot does, only to refuse a typed line in the game's own
    words (``Menu``): a sample holds nothing the seat may not know.
    """

    wants_samples: ClassVar[bool] = True
    game: Game
    seat: int
    input_line: InputLine
    narrator: Narrator
    chose: bool = False

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        waiting = getattr(view, "to_act", None)
        if waiting is not None and self.seat not in waiting:
            move = _off_turn(moves, self.input_line, self.narrator)
            self.chose = move is not None
            return move
        self.chose = len(moves) > 1
        return _turn(self.game, view, moves, self.input_line, self.narrator, sample)


def _table(game: Game, view: Any) -> str:
    """The table from the seat, its hand sorted; the events were told as they happened."""
    told = {name: () for name in ("events", "history") if name in attrs.fields_dict(type(view))}
    return str(attrs.evolve(view, hand=sorted_hand(game, view), **told))


def _turn(
    game: Game,
    view: Any,
    moves: tuple[Any, ...],
    input_line: InputLine,
    narrator: Narrator,
    sample: Sample | None,
) -> Any:
    """The person's move on their turn; a forced move is made without asking."""
    if len(moves) == 1:
        narrator.say(narrator.paint.dim(f"(your only move: {imperative(str(moves[0]))})"), "  ")
        return moves[0]
    narrator.say()
    narrator.say(_table(game, view))
    return _ask(
        Menu(game, view, moves, sample=None if sample is None else lambda: sample(0)),
        input_line,
        narrator,
        top=True,
    )


def _off_turn(moves: tuple[Any, ...], input_line: InputLine, narrator: Narrator) -> Any:
    """The person's answer to an off-turn offer: one of ``moves``, or ``None`` to pass.

    One move is a yes-or-no question (``catch seat 2? (y/N)``); several are
    listed by number, Enter passing. Anything else passes too; ``q`` leaves.
    """
    if len(moves) == 1:
        answer = input_line(f"{imperative(str(moves[0]))}? {OFF_TURN_PROMPT}")
        text = _read(answer)
        return moves[0] if text in _YES else None
    for number, move in enumerate(moves, start=1):
        narrator.say(f"{number}) {imperative(str(move))}", "  ")
    text = _read(input_line(PASS_PROMPT))
    if text.isdigit() and 1 <= int(text) <= len(moves):
        return moves[int(text) - 1]
    return None


def _read(answer: str | None) -> str:
    """One off-turn answer, stripped and lower-case; ``_Leave`` at ``q`` or the end of input."""
    if answer is None or answer.strip().lower() in _LEAVE:
        raise _Leave
    return answer.strip().lower()


def _ask(menu: Menu, input_line: InputLine, narrator: Narrator, *, top: bool) -> Any:
    """Ask until the input names one move; a narrowed choice asks among its moves.

    An empty line in a narrowed choice goes back to the whole menu (``None``);
    ``q`` or the end of input raises ``_Leave`` from any depth.
    """
    for line in menu.lines():
        narrator.say(line)
    while True:
        answer = input_line(menu.prompt())
        if answer is None or answer.strip().lower() in _LEAVE:
            raise _Leave
        text = answer.strip()
        if text.lower() in _HELP:
            for line in menu.help():
                narrator.say(line)
            continue
        if not top and not text:
            return None
        taken = menu.take(text)
        if isinstance(taken, Chosen):
            return taken.move
        if isinstance(taken, Narrowed):
            narrower = Menu(menu.game, menu.view, taken.moves, group=False)
            narrator.say("which one? (an empty line goes back)")
            chosen = _ask(narrower, input_line, narrator, top=False)
            if chosen is not None:
                return chosen
            for line in menu.lines():
                narrator.say(line)
            continue
        narrator.say(taken.message, "  ")


class _Leave(Exception):
    """The person asked to leave the table."""

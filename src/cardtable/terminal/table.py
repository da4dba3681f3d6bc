"""The play loop: one person at a seat, random agents at the others.

``play_in_terminal`` takes its input and output as arguments, so that tests
and other programs can drive it. On the person's turn the table is shown
from their seat, their hand sorted, and the moves offered (``menu``); a turn
with one legal move is played without asking. After every move the person is
told what it did (``narrate``).

>>> import io
>>> from cardtable import kings_mercy as km
>>> out = io.StringIO()
>>> typed = iter(["2", "q"])
>>> play_in_terminal(km, km.Rules(players=3), 7, input_line=lambda prompt: next(typed), out=out)
0
>>> "You left the table." in out.getvalue()
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

import attrs

from cardtable.agents import RandomAgent
from cardtable.game import Game
from cardtable.terminal.menu import Chosen, Menu, Narrowed, imperative, sorted_hand
from cardtable.terminal.narrate import Narrator
from cardtable.terminal.paint import Paint

InputLine = Callable[[str], "str | None"]
TITLES = {
    "kings-mercy": "King's Mercy",
    "king-cut-throat": "King Cut-Throat",
    "open-mercy": "Open Mercy",
    "witch-of-the-woods": "Witch of the Woods",
}
"""Each game's name as its table says it."""
_LEAVE = ("q", "quit", "exit", "leave")
_HELP = ("help", "h", "?")


def play_in_terminal(
    game: Game,
    rules: Any,
    seed: int,
    *,
    input_line: InputLine,
    out: TextIO,
    seat: int = 0,
    paint: Paint | None = None,
) -> int:
    """Play one game with a person at ``seat``; ``input_line`` returns ``None`` at end of input.

    Returns the exit status: 0 when the game ends or the person leaves.
    """
    paint = Paint.plain() if paint is None else paint
    agents = [RandomAgent(seed * 1000 + other) for other in range(rules.players)]
    narrator = Narrator(game, rules, seat, paint, out)
    state = game.new_game(rules, seed=seed)
    title = TITLES.get(game.NAME, game.NAME)
    narrator.say(
        paint.bold(f"{title}: you are seat {seat} of {rules.players}, the other seats play at random.")
    )
    narrator.say("On your turn type a move's number or the move itself; help lists them; q or Ctrl-D leaves.")
    narrator.opening(state)
    while game.outcome(state) is None:
        waiting = game.to_act(state)
        if seat in waiting:
            move = _turn(game, state, seat, input_line, narrator)
            if move is None:
                narrator.say("\nYou left the table.")
                return 0
        elif waiting:
            other = waiting[0]
            move = agents[other](game.view(state, other), game.legal_moves(state, other))
        else:
            move = game.legal_moves(state)[0]  # the host's move: a clock runs out
        state = game.apply_move(state, move)
        narrator.move(state)
    narrator.summary()
    narrator.say()
    narrator.say(_table(game, state, seat))
    narrator.result(state)
    return 0


def _table(game: Game, state: Any, seat: int) -> str:
    """The table from the seat, its hand sorted; the events were told as they happened."""
    view = game.view(state, seat)
    told = {name: () for name in ("events", "history") if name in attrs.fields_dict(type(view))}
    return str(attrs.evolve(view, hand=sorted_hand(game, view), **told))


def _turn(game: Game, state: Any, seat: int, input_line: InputLine, narrator: Narrator) -> Any:
    """The person's move, or ``None`` if they leave; a forced move is made without asking."""
    moves = game.legal_moves(state, seat)
    if len(moves) == 1:
        narrator.say(narrator.paint.dim(f"(your only move: {imperative(str(moves[0]))})"), "  ")
        return moves[0]
    narrator.say()
    narrator.say(_table(game, state, seat))
    menu = Menu(game, game.view(state, seat), moves)
    try:
        return _ask(menu, input_line, narrator, top=True)
    except _Leave:
        return None


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

"""What the person is told: every move through its events as their seat sees them, and a
summary rather than a scroll once they are out."""

from __future__ import annotations

import io
import itertools
from typing import Any

import pytest

from cardtable import king_cut_throat as kc
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from cardtable import witch_of_the_woods as ww
from cardtable.core import told
from cardtable.game import Game
from cardtable.terminal.narrate import is_out
from cardtable.terminal.paint import Paint
from cardtable.terminal.table import play_in_terminal
from tests.games import TEST_GAME

TABLES: list[tuple[Game, Any, int]] = [
    (km, km.Rules(players=4, max_hands=4), 3),
    (kc, kc.Rules(max_hands=2), 5),
    (om, om.Rules(players=4), 6),
    (ww, ww.Rules(players=3, betting=True, hands_to_win=2), 1),
    (TEST_GAME, TEST_GAME.Rules(players=3), 2),
]


class Recorded:
    """A game that keeps every state its moves reach, to check the narration against."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.states: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def new_game(self, rules: Any = None, *, seed: int = 0, deck: Any = None) -> Any:
        state = self.game.new_game(rules, seed=seed, deck=deck)
        self.states.append(state)
        return state

    def apply_move(self, state: Any, move: Any) -> Any:
        after = self.game.apply_move(state, move)
        self.states.append(after)
        return after


@pytest.mark.parametrize(("game", "rules", "seed"), TABLES, ids=[game.NAME for game, _, _ in TABLES])
def test_every_move_is_told_through_the_events_the_seat_is_told(game: Game, rules: Any, seed: int) -> None:
    recorded = Recorded(game)
    out = io.StringIO()
    answers = itertools.cycle(["1", "2", "3"])  # picks three different cards, where cards are picked

    def person(prompt: str) -> str:
        out.write(prompt + "\n")  # as a terminal shows it
        return next(answers)

    play_in_terminal(recorded, rules, seed, input_line=person, out=out)
    plain = Paint.plain()
    expected: list[str] = []
    for state in recorded.states:
        expected += [plain.line(str(event)) for event in game.view(state, 0).events]
        if is_out(game.view(state, 0), 0):
            break  # the move that put the person out is told; then the summary begins
    every_form = {
        plain.line(str(event)) for state in recorded.states for seat in (None, *range(rules.players))
        for event in told(state.events, seat)
    }  # fmt: skip
    printed = _without_tables(out.getvalue().split("You are out.")[0].splitlines())
    narrated = [line[2:] for line in printed if line.startswith("  ") and line[2:] in every_form]
    assert narrated == expected
    assert len(expected) > len(recorded.states)  # more than the moves themselves: what they did
    assert any(not line.startswith("seat 0") and line.startswith("seat ") for line in narrated)


def _without_tables(lines: list[str]) -> list[str]:
    """The lines told, without the table shown at each turn (from the empty line before its
    title to the prompt) and at the end (to "Game over.")."""
    kept = []
    showing = False
    for at, line in enumerate(lines):
        if not line and at + 1 < len(lines) and lines[at + 1][:1] not in ("", " "):
            showing = True
        elif line.startswith(("your move (", "pick ", "Game over.")):
            showing = False
        elif not showing:
            kept.append(line)
    return kept


def test_once_the_person_is_broke_the_rest_of_the_game_is_summarised() -> None:
    out = io.StringIO()
    play_in_terminal(km, km.Rules(players=6, starting_units=4), 7, input_line=lambda _: "2", out=out)
    before, after = out.getvalue().split("You are out.")
    assert "broke" in before  # a stable word of the event that put the person out
    hands = int(after.split("more hands were played")[0].rsplit("(", 1)[1]) + 3
    assert hands >= 10  # many hands went by ...
    assert len(after.splitlines()) < 30  # ... told in a few lines
    assert "Game over. Winners:" in after


def test_once_the_person_is_knocked_out_the_rest_of_the_game_is_summarised() -> None:
    out = io.StringIO()
    play_in_terminal(om, om.Rules(players=4), 12, input_line=lambda _: "1", out=out)
    before, after = out.getvalue().split("You are out.")
    assert len(before.splitlines()) > 100 and len(after.splitlines()) < 25
    assert "Game over. Winners:" in after


@pytest.mark.parametrize(("paint", "fool"), [(Paint.plain(), "KS"), (Paint(color=False, unicode=True), "K♠")])
def test_km2_the_narration_shows_the_fool_as_the_display_option_says(paint: Paint, fool: str) -> None:
    out = io.StringIO()
    rules = km.Rules(players=3, max_hands=4, fool_display="king_of_spades")
    play_in_terminal(km, rules, 5, input_line=lambda _: "1", out=out, paint=paint)  # seat 0 is dealt the Fool
    told = out.getvalue().splitlines()
    assert not any("JK" in line for line in told)
    assert f"  seat 0 is dealt {paint.line('2♥ 8♦')} {fool}" in told
    assert f"  folded hands shown: seat 0 {paint.line('2♥ 8♦')} {fool}" in told

"""The table waits a moment after each move the person did not choose (another seat's, or
their own forced one), through the ``sleep`` it is given, so no test waits on a clock."""

from __future__ import annotations

import io
from typing import Any

import pytest

from cardtable import open_mercy as om
from cardtable.game import Game
from cardtable.terminal.narrate import is_out
from cardtable.terminal.table import PAUSE, play_in_terminal


class Recorded:
    """A game that keeps every state its moves reach."""

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


class Terminal(io.StringIO):
    """Output that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_the_table_waits_after_each_move_the_person_did_not_choose() -> None:
    recorded = Recorded(om)
    slept: list[tuple[int, float]] = []
    """(moves made so far, seconds) at each wait."""
    chosen: set[int] = set()
    """The moves (by number, from 1) the person chose at the keyboard."""

    def person(prompt: str) -> str:
        if prompt.startswith("your move"):
            chosen.add(len(recorded.states))  # the move about to be made
            return "1"
        return ""  # an off-turn offer: passed

    play_in_terminal(
        recorded, om.Rules(players=3), 3, input_line=person, out=io.StringIO(), pause=PAUSE,
        sleep=lambda seconds: slept.append((len(recorded.states) - 1, seconds)),
    )  # fmt: skip
    states = recorded.states
    expected = [
        made
        for made in range(1, len(states))
        if made not in chosen
        and om.outcome(states[made]) is None
        and not is_out(om.view(states[made], 0), 0)  # then the rest is summarised, unpaced
    ]
    assert [made for made, _ in slept] == expected
    assert {seconds for _, seconds in slept} == {PAUSE}
    forced = [made for made in expected if list(states[made].log)[-1].player == 0]
    others = [made for made in expected if list(states[made].log)[-1].player != 0]
    assert forced and others  # the person's forced moves are paced, as the other seats' are
    assert chosen and not chosen & {made for made, _ in slept}


@pytest.mark.parametrize(("out", "pause", "waits"), [(io.StringIO(), None, False), (Terminal(), None, True),
                                                     (Terminal(), 0.0, False)])  # fmt: skip
def test_only_a_terminal_is_paced_by_default_and_a_zero_pause_is_none(
    out: io.StringIO, pause: float | None, waits: bool
) -> None:
    slept: list[float] = []
    play_in_terminal(
        om, om.Rules(players=3), 3, input_line=lambda prompt: "1" if prompt.startswith("your") else "",
        out=out, pause=pause, sleep=slept.append, width=80,
    )  # fmt: skip
    assert bool(slept) is waits and set(slept) <= {PAUSE}

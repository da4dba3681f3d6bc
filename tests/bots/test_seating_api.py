"""The small API cleanups around seating bots: the terminal's two play loops share one
signature, and the registry makes searchers as well as agents, typed as either."""

from __future__ import annotations

import inspect
import io
from collections.abc import Callable
from typing import Any

from cardtable import bots
from cardtable import kings_mercy as km
from cardtable.agents import RandomAgent
from cardtable.bots.search import SearchBot
from cardtable.terminal import seats
from cardtable.terminal.table import play_at_table, play_in_terminal


def test_play_in_terminal_takes_exactly_play_at_tables_arguments() -> None:
    at_table = inspect.signature(play_at_table).parameters
    assert inspect.signature(play_in_terminal).parameters == at_table
    assert list(at_table)[:5] == ["game", "rules", "seed", "input_line", "out"]
    assert play_in_terminal.__name__ == "play_in_terminal" and "exit status" in (
        play_in_terminal.__doc__ or ""
    )


def test_play_in_terminal_plays_the_same_game_and_returns_the_exit_status() -> None:
    def table(run: Callable[..., Any]) -> tuple[Any, str]:
        out = io.StringIO()
        typed = iter(["1"] * 200)
        opponents = [RandomAgent(1), RandomAgent(2)]
        rules = km.Rules(players=3, max_hands=2)
        found = run(km, rules, 7, input_line=lambda _: next(typed), out=out, opponents=opponents)
        return found, out.getvalue()

    final, told = table(play_at_table)
    status, told_again = table(play_in_terminal)
    assert km.outcome(final) is not None and status == 0 and told == told_again


def test_the_registry_makes_searchers_and_the_terminal_seats_them() -> None:
    made = bots.make("witch-of-the-woods", "search", seed=1, simulations=2)
    assert isinstance(made, SearchBot) and made.wants_samples
    seated = seats.opponents(km, ("search", "heuristic"), seat=0, seed=1)
    assert isinstance(seated[0], SearchBot) and not getattr(seated[1], "wants_samples", False)

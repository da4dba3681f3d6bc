"""``cardtable play GAME --bots NAME,...``: bots at the other seats; off-turn offers to the person."""

from __future__ import annotations

import io
import random

import pexpect  # type: ignore[import-untyped]
import pytest

from cardtable import bots, cli
from cardtable import open_mercy as om
from cardtable.terminal.table import OFF_TURN_PROMPT as OFF_TURN
from cardtable.terminal.table import play_in_terminal
from tests.terminal.person import Person, spawn


@pytest.mark.parametrize("game", ["kings-mercy", "open-mercy"])
def test_a_game_against_heuristic_bots_runs_to_the_end(
    game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "_read_line", lambda prompt: "1")
    args = ["play", game, "--players", "3", "--bots", "heuristic", "--seed", "3"]
    if game == "kings-mercy":
        args += ["--rule", "max_hands=3"]
    assert cli.main(args) == 0
    out = capsys.readouterr().out
    assert "the other seats are played by the heuristic bot" in out
    assert "Game over. Winners:" in out


@pytest.mark.parametrize("game", ["king-cut-throat", "kings-mercy", "open-mercy", "witch-of-the-woods"])
def test_without_bots_the_other_seats_are_the_games_strongest_bot(game: str) -> None:
    """The real command in a terminal: no --bots, and the opening line names ``bots.best(game)``."""
    child = spawn("play", game, "--seed", "4")
    child.expect(r"Seed 4\. This deal again: cardtable play \S+ --seed 4")
    assert f"the other seats are played by the {bots.best(game)} bot" in " ".join(str(child.before).split())
    child.expect("your move|pick|\\(y/N\\)")
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_one_bot_per_other_seat_in_seat_order(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "_read_line", lambda prompt: None)
    args = ["play", "kings-mercy", "--players", "3", "--seat", "1", "--bots", "search,heuristic"]
    assert cli.main(args) == 0
    assert "seat 0 is played by the search bot, seat 2 by the heuristic bot" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("bots", "words"),
    [
        ("champion", "open-mercy has no bot called 'champion'; its bots are random, search, heuristic"),
        ("random,random,random", "one for each of the 2, not 3"),
    ],
)
def test_a_bad_bot_setting_is_one_line_with_status_2(
    bots: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["play", "open-mercy", "--players", "3", "--bots", bots])
    assert stopped.value.code == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert error.startswith("cardtable play: error: --bots: ") and words in error


def test_the_person_is_offered_an_off_turn_move_after_another_seat_moves_and_takes_it() -> None:
    """Seeded: after another seat's move the person may call MERCY off their turn, and says yes."""
    out = io.StringIO()
    prompts: list[str] = []

    def person(prompt: str) -> str:
        prompts.append(prompt)
        return "y" if prompt.endswith(OFF_TURN) else "1"

    play_in_terminal(om, om.Rules(players=3), 1, input_line=person, out=out)
    offers = [prompt for prompt in prompts if prompt.endswith(OFF_TURN)]
    assert offers
    assert all(prompt == "call MERCY!? (y/N) " or prompt.startswith("catch seat ") for prompt in offers)
    assert "  seat 0 calls MERCY!" in out.getvalue().splitlines()
    assert "Game over. Winners:" in out.getvalue()


def test_passing_an_off_turn_offer_plays_on() -> None:
    """Enter passes every offer: seat 0 never calls or catches off its turn, and the game still ends."""
    out = io.StringIO()
    offers: list[str] = []

    def person(prompt: str) -> str:
        if prompt.endswith(OFF_TURN):
            offers.append(prompt)
            return ""
        return "1"

    play_in_terminal(om, om.Rules(players=3), 1, input_line=person, out=out)
    assert offers
    assert "Game over. Winners:" in out.getvalue()
    assert "seat 0 catches" not in out.getvalue()


def test_a_person_at_the_keyboard_plays_open_mercy_against_heuristic_bots() -> None:
    child = spawn("play", "open-mercy", "--players", "3", "--bots", "heuristic", "--seed", "5")
    person = Person(child, random.Random(5))
    screen = person.play()
    child.close()
    assert child.exitstatus == 0, screen[-2000:]
    assert "the other seats are played by the heuristic bot" in screen
    assert "Traceback" not in screen

"""The command line around the table: help at the table, --rule, --version, color and plain text."""

from __future__ import annotations

import re
import subprocess

import pexpect  # type: ignore[import-untyped]
import pytest

from cardtable import cli
from tests.terminal.person import MOVE_PROMPT, SCRIPT, environment, spawn

_PIPS = "♣♦♥♠"


def _run(*args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [SCRIPT, *args], input=typed, capture_output=True, text=True, env=environment(color=True), timeout=60
    )


def test_help_at_the_table_lists_the_moves_with_a_reminder_of_their_rules_and_q_leaves() -> None:
    child = spawn("play", "king-cut-throat", "--seed", "3")
    child.expect(MOVE_PROMPT)
    child.sendline("help")
    child.expect(MOVE_PROMPT)
    shown = str(child.before)
    assert "Your moves now:" in shown
    assert re.search(r"^\s+discard \S+ \S+ \S+\s+\S", shown, re.MULTILINE)  # how to type it, then the rule
    assert "q leaves" in shown
    child.sendline("q")
    child.expect(pexpect.EOF)
    assert "You left the table." in str(child.before)
    child.close()
    assert child.exitstatus == 0


def test_a_bad_rule_is_one_line_on_standard_error_and_status_2() -> None:
    done = _run("play", "kings-mercy", "--rule", "max_hands=many")
    assert done.returncode == 2, done
    errors = [line for line in done.stderr.splitlines() if line.startswith("cardtable play: error:")]
    assert errors == ["cardtable play: error: --rule max_hands: 'many' is not an int or none"]
    assert "Traceback" not in done.stderr and not done.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["kings-mercy", "--rule", "color=red"], "no such rule; the rules are players, starting_units"),
        (["kings-mercy", "--rule", "players"], "NAME=VALUE"),
        (["kings-mercy", "--rule", "starting_units=0"], "starting_units"),
        (["kings-mercy", "--rule", "fool_display=queen"], "'joker' or 'king_of_spades'"),
        (["king-cut-throat", "--rule", "flipped_joker=purple"], "'redeal' or a Suit"),
        (["witch-of-the-woods", "--rule", "betting=maybe"], "true or false"),
        (["witch-of-the-woods", "--rule", "betting=yes", "--rule", "buy_in=30"], "buy_in"),
        (["open-mercy", "--players", "30"], "error: --players: players must be 2 to 20, not 30"),
        (["kings-mercy", "--players", "9"], "error: --players: players must be 3 to 6, not 9"),
        (["kings-mercy", "--rule", "players=9"], "error: --rule: players must be 3 to 6, not 9"),
        (["kings-mercy", "--save", "/no/such/directory/game.json"], "--save: the directory"),
        (["open-mercy", "--seat", "4"], "--seat"),
    ],
)
def test_every_bad_setting_is_refused_in_one_line(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["play", *args])
    assert stopped.value.code == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert error.startswith("cardtable play: error: ") and words in error


def test_version() -> None:
    done = _run("--version")
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"cardtable \d+\.\d+\.\d+\S*\n", done.stdout)


def test_piped_output_is_plain_text_and_rules_of_every_type_are_read() -> None:
    done = _run(
        "play", "king-cut-throat", "--seed", "3", "--seat", "1", "--rule", "flipped_joker=hearts",
        "--rule", "polite=no", "--rule", "max_hands=none", "--rule", "scoring-rank=queen",
        typed="help\n1 2 3\nq\n",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "you are seat 1 of 3" in done.stdout
    assert "\x1b[" not in done.stdout
    assert not any(pip in done.stdout for pip in _PIPS)
    assert re.search(r"your hand: (?:(?:10|[2-9AKQJ])[CDHS] |JK ){9}", done.stdout)


def test_a_terminal_shows_color_and_suits() -> None:
    """Without ``NO_COLOR``; the other terminal tests set it and see no color."""
    child = spawn("play", "king-cut-throat", "--seed", "3", color=True)
    child.expect("your move")
    shown = str(child.before)
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert any(pip in shown for pip in _PIPS)
    assert "\x1b[31m" in shown and "\x1b[0m" in shown


def test_kc11_the_help_says_only_a_trick_taken_by_your_own_king_scores() -> None:
    from cardtable import king_cut_throat as kc
    from cardtable.terminal.menu import Menu

    state = kc.new_game(seed=3)
    while not any(isinstance(move, kc.Play) for move in kc.legal_moves(state)):
        state = kc.apply_move(state, kc.legal_moves(state)[0])
    seat = kc.to_act(state)[0]
    shown = " ".join(Menu(kc, kc.view(state, seat), kc.legal_moves(state, seat)).help())
    assert "a trick your own King (the scoring rank) takes scores 1" in shown
    assert "each King" not in shown and "Kings you win" not in shown
    assert "following the suit led if you can" in shown  # KC10, the move's own reminder

"""``python -m cardtable.bench``: the help names every command with an example, each command
answers ``--help`` under its own name, and the words before a command's own are checked."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardtable.bench import main
from cardtable.bench.command import COMMANDS


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stopped:
        main([*argv, "--help"])
    assert stopped.value.code == 0
    return capsys.readouterr().out


def test_the_help_lists_every_command_with_a_line_and_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help([], capsys)
    assert text.startswith("usage: python -m cardtable.bench [COMMAND] [options]")
    listed = text.split("commands:\n")[1].split("\n\n")[0].splitlines()
    assert [line.split()[0] for line in listed] == list(COMMANDS)
    examples = text.split("Examples:\n")[1].split("\n\n")[0].splitlines()
    assert len(examples) == len(COMMANDS)
    for name, example in zip(COMMANDS, examples, strict=True):
        words = example.split()
        assert words[:3] == ["python", "-m", "cardtable.bench"]
        assert name == "play" or words[3] == name
    for option in ("--seconds", "--games", "--peers", "--json", "--views"):
        assert option in text


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_answers_help_under_its_own_name(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert _help([name], capsys).startswith(f"usage: python -m cardtable.bench {name}")


def test_a_word_that_is_no_command_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["speed"])
    assert stopped.value.code == 2
    assert "no command called 'speed'" in capsys.readouterr().err


def test_a_command_whose_extra_is_missing_names_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "cardtable.bench.pettingzoo", None)  # its import now fails
    assert main(["pettingzoo", "--games", "1"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "pip install 'cardtable[rl]'" in captured.err and "Traceback" not in captured.err


def test_memory_plays_each_game_at_its_most_seats_up_to_eight_or_as_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["memory", "2", "--game", "witch-of-the-woods"]) == 0
    assert main(["memory", "2", "--game", "open-mercy", "--players", "3"]) == 0
    eight, three = capsys.readouterr().out.splitlines()
    assert eight.split(" (")[0] == "2 random 8-seat witch-of-the-woods games"
    assert three.split(" (")[0] == "2 random 3-seat open-mercy games"


def test_the_package_runs_as_a_program() -> None:
    ran = subprocess.run(
        [sys.executable, "-m", "cardtable.bench", "--games", "kings-mercy", "--seconds", "0.01"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert ran.stdout.startswith("random play, 0.01 s per configuration")
    assert ran.stderr == ""

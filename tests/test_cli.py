"""The cardtable command and the play loop."""

from __future__ import annotations

import io
import shlex
import sys
from collections.abc import Iterator

import pytest

import cardtable
from cardtable import cli
from cardtable import kings_mercy as km
from cardtable.cli import parser as cli_parser
from cardtable.terminal.options import read_rules


def _answers(*lines: str) -> Iterator[str | None]:
    yield from lines
    while True:
        yield None


def test_play_asks_again_on_bad_input_and_ends_cleanly_at_end_of_input() -> None:
    answers = _answers("", "x", "0", "99", "2")
    out = io.StringIO()
    prompts: list[str] = []

    def person(prompt: str) -> str | None:
        prompts.append(prompt)
        return next(answers)

    status = cli.play_in_terminal(km, km.Rules(players=3), 4, input_line=person, out=out)
    text = out.getvalue()
    assert status == 0
    assert len(prompts) >= 6 and all(prompt.startswith("your move (1-") for prompt in prompts)
    assert text.count("type a number from 1 to") == 2  # 0 and 99
    assert "names no move" in text or "matches 'x'" in text
    assert "You left the table." in text
    assert "your hand:" in text


def test_play_runs_to_the_end_with_a_person_who_always_picks_the_first_move() -> None:
    out = io.StringIO()
    rules = km.Rules(players=3, max_hands=3)
    cli.play_in_terminal(km, rules, 2, input_line=lambda _: "1", out=out)
    assert "Game over. Winners:" in out.getvalue()


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_simulate_prints_a_summary_for_every_game(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", name, "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert f"{name}: 2 games" in out and "moves per second" in out and "seat 0:" in out


def test_bad_command_lines_exit_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["play", "chess"], ["play", "kings-mercy", "--players", "9"], ["simulate"]):
        with pytest.raises(SystemExit) as stopped:
            cli.main(argv)
        assert stopped.value.code == 2
    assert "players must be 3 to 6" in capsys.readouterr().err


def test_play_refuses_an_unknown_game_name() -> None:
    with pytest.raises(ValueError, match="no game called 'chess'"):
        cardtable.play("chess", [])


def test_play_tells_the_person_only_the_events_their_seat_is_told() -> None:
    from cardtable import witch_of_the_woods as ww
    from cardtable.core import Event, told

    rules = ww.Rules(players=4, hands_to_win=2)
    out = io.StringIO()
    cli.play_in_terminal(ww, rules, 5, input_line=lambda _: "1", out=out)
    printed = out.getvalue().splitlines()
    # The same game again, the person always taking the first move offered.
    agents = [cardtable.RandomAgent(5 * 1000 + seat) for seat in range(4)]
    state = ww.new_game(rules, seed=5)

    def every_form(events: tuple[Event, ...]) -> list[str]:
        return [str(event) for seat in (None, 0, 1, 2, 3) for event in told(events, seat)]

    told_to_0 = [str(event) for event in told(state.events, 0)]
    everything = every_form(state.events)
    while ww.outcome(state) is None:
        seat = ww.to_act(state)[0]
        moves = ww.legal_moves(state, seat)
        state = ww.apply_move(state, moves[0] if seat == 0 else agents[seat](ww.view(state, seat), moves))
        told_to_0 += [str(event) for event in ww.view(state, 0).events]
        everything += every_form(state.events)
    narrated = [line[2:] for line in printed if line.startswith("  ") and line[2:] in everything]
    assert narrated == told_to_0
    hidden = set(everything) - set(told_to_0)
    assert hidden and not hidden & {line[2:] for line in printed}


HELP = [["--help"], ["play", "--help"], ["simulate", "--help"], ["arena", "--help"], ["serve", "--help"]]


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    assert stopped.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("argv", HELP, ids=" ".join)
def test_help_is_plain_text_naming_every_game(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(argv, capsys)
    assert "``" not in text and ":func:" not in text and "\\" not in text
    if argv[0] in ("--help", "play", "simulate"):  # the commands that take any game
        assert all(name in text for name in cardtable.GAMES)


@pytest.mark.parametrize("argv", HELP, ids=" ".join)
def test_every_example_in_the_help_is_a_command_line_that_works(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    examples = _help(argv, capsys).split("Examples:\n", 1)[1].splitlines()
    commands = [shlex.split(line)[1:] for line in examples if line.startswith("  cardtable ")]
    assert commands
    for command in commands:
        args = cli_parser.build().parse_args(command)
        assert argv[0] == "--help" or args.command == argv[0]
        if args.command != "serve":  # the server takes no game: it runs every game's rooms
            assert read_rules(cardtable.GAMES[args.game].Rules, args.rule, players=args.players)


def test_the_top_help_says_what_each_command_does(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _help(["--help"], capsys).splitlines()
    listed = {line.split()[0]: line for line in lines if line.startswith("    ")}
    assert "seat 0" in listed["play"] and "summary" in listed["simulate"]


def test_arena_plays_named_bots_and_prints_their_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "witch-of-the-woods", "heuristic", "random", "--games", "4", "--quiet"]
    assert cli.main(argv) == 0
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()[2:]}
    assert set(rows) == {"heuristic", "random"}
    assert [rows[name][1] for name in ("heuristic", "random")] == ["4", "4"]


def test_arena_refuses_a_bot_the_game_does_not_have(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["arena", "kings-mercy", "nobody", "random", "--games", "2", "--quiet"])
    assert stopped.value.code == 2
    assert "no bot called 'nobody'" in capsys.readouterr().err


def test_every_example_in_the_arena_help_parses(capsys: pytest.CaptureFixture[str]) -> None:
    examples = _help(["arena", "--help"], capsys).split("Examples:\n", 1)[1].splitlines()
    for line in examples:
        args = cli_parser.build().parse_args(shlex.split(line)[1:])
        assert args.command == "arena" and args.game in cardtable.GAMES and len(args.bots) >= 2


def _simulated(argv: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The summary ``cardtable simulate`` prints, its speed left out (it changes from run to run)."""
    assert cli.main(["simulate", *argv]) == 0
    lines = capsys.readouterr().out.splitlines()
    first, speed = lines[0].rsplit(" moves, ", 1)
    assert speed.endswith(" moves per second") and " games and " in speed
    return [first, *lines[1:]]


def test_simulate_prints_the_same_figures_on_one_process_and_on_two(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["open-mercy", "--players", "3", "--games", "30", "--seed", "4"]
    one = _simulated([*argv, "--workers", "1"], capsys)
    assert one[0].startswith("open-mercy: 30 games, ") and len(one) == 4
    assert _simulated([*argv, "--workers", "2"], capsys) == one
    assert _simulated(argv, capsys) == one  # one process per CPU
    assert _simulated([*argv, "--seed", "5", "--workers", "1"], capsys) != one
    seats = _simulated([*argv, "--bots", "heuristic,random,random", "--workers", "1"], capsys)
    assert [line.split("(")[-1] for line in seats[1:]] == ["heuristic)", "random)", "random)"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "random,champion"], "open-mercy has no bot called 'champion'"),
        (["--bots", "random,random,random"], "3 agents for a table of 4: give one agent for all the seats"),
        (["--workers", "0"], "argument --workers: must be at least 1"),
        (["--workers", "2", "--scheduler", "tcp://127.0.0.1:8786"], "choose --workers (processes here)"),
    ],
)
def test_simulate_refuses_bad_bots_and_workers(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["simulate", "open-mercy", "--games", "2", *argv])
    assert stopped.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("command", [["simulate", "open-mercy"], ["arena", "open-mercy", "random", "random"]])
def test_a_scheduler_without_the_dask_extra_names_the_extra(
    command: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if cardtable[dask] were not installed
    with pytest.raises(SystemExit) as stopped:
        cli.main([*command, "--games", "2", "--scheduler", "tcp://127.0.0.1:8786"])
    assert stopped.value.code == 2
    assert "a Dask scheduler needs the dask extra: pip install 'cardtable[dask]'" in capsys.readouterr().err


def test_the_arena_takes_workers_and_still_reads_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "witch-of-the-woods", "heuristic", "random", "--games", "8", "--seed", "3", "--quiet"]
    assert cli.main([*argv, "--workers", "1"]) == 0
    one = capsys.readouterr().out
    assert cli.main([*argv, "--workers", "2"]) == 0
    assert capsys.readouterr().out == one
    assert cli.main([*argv, "--jobs", "2"]) == 0
    assert capsys.readouterr().out == one
    shown = _help(["arena", "--help"], capsys)
    assert "--workers N" in shown and "--scheduler ADDRESS" in shown and "--jobs" not in shown
    shown = _help(["simulate", "--help"], capsys)
    assert all(option in shown for option in ("--bots NAME,...", "--workers N", "--scheduler ADDRESS"))

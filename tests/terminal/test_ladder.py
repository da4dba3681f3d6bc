"""``cardtable play open-mercy --ladder`` and ``--daily [DATE]`` (OM23, OM24), the progress in a tmp home."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable import cli
from cardtable import open_mercy as om
from cardtable.open_mercy.bots.ladder import LADDER, Ladder
from cardtable.terminal import progress


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def _leave_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_read_line", lambda prompt: None)


def test_the_ladder_writes_its_file_and_a_loss_or_leaving_changes_nothing(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _leave_at_once(monkeypatch)
    assert cli.main(["play", "open-mercy", "--ladder", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "Open Mercy: you are seat 0 of 2, ladder rung 1 of 8: seat 1 is Scrap" in out
    assert "Scrap is still to beat" in out
    assert json.loads((home / "open-mercy-ladder.json").read_text()) == {"beaten": []}


def test_a_win_moves_the_opponent_up_and_is_kept(home: Path) -> None:
    path = progress.ladder_path(om)
    assert path == home / "open-mercy-ladder.json"
    progress.save(path, progress.record(progress.load(om, path), winners=(0,)))
    assert progress.load(om, path).opponent == "pilot"
    progress.save(path, progress.record(progress.load(om, path), winners=(1,)))
    assert progress.load(om, path) == Ladder(("scrap",))
    assert progress.record(Ladder(LADDER), winners=(0,)).opponent == "terminator"


def test_a_won_ladder_game_at_the_table_unlocks_the_next_bot(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Seeded: answering 1 to every prompt beats Scrap on deal 3."""
    monkeypatch.setattr(cli, "_read_line", lambda prompt: "1")
    assert cli.main(["play", "open-mercy", "--ladder", "--seed", "3"]) == 0
    assert "You beat Scrap: next on the ladder: Pilot." in capsys.readouterr().out
    assert json.loads((home / "open-mercy-ladder.json").read_text()) == {"beaten": ["scrap"]}
    _leave_at_once(monkeypatch)
    assert cli.main(["play", "open-mercy", "--ladder", "--seed", "3"]) == 0
    assert "ladder rung 2 of 8: seat 1 is Pilot" in capsys.readouterr().out


@pytest.mark.parametrize("text", ["garbage", '{"beaten": ["pilot"]}', '{"beaten": "scrap"}', "[]"])
def test_a_damaged_file_is_one_line_and_no_traceback(
    text: str, home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "open-mercy-ladder.json").write_text(text)
    _leave_at_once(monkeypatch)
    assert cli.main(["play", "open-mercy", "--ladder"]) == 1
    captured = capsys.readouterr()
    assert len(captured.err.splitlines()) == 1
    assert "ladder progress" in captured.err and "damaged" in captured.err and "Traceback" not in captured.err
    assert (home / "open-mercy-ladder.json").read_text() == text


def test_the_xdg_data_directory_is_used_without_cardtable_home() -> None:
    assert progress.ladder_path(om, {"XDG_DATA_HOME": "/x"}) == Path("/x/cardtable/open-mercy-ladder.json")
    assert progress.ladder_path(om, {}) == Path.home() / ".local/share/cardtable/open-mercy-ladder.json"


def test_the_daily_deal_for_a_date_is_the_same_twice(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "_read_line", lambda prompt: "q" if prompt.startswith("your move") else "")
    shown = []
    for _ in range(2):
        assert cli.main(["play", "open-mercy", "--daily", "2026-12-01"]) == 0
        shown.append(capsys.readouterr().out)
    assert shown[0] == shown[1]
    assert "today's deal for 2026-12-01: seat 1 is Terminator" in shown[0]
    assert "your hand:" in shown[0]
    assert cli.main(["play", "open-mercy", "--daily", "2026-12-02"]) == 0
    assert capsys.readouterr().out != shown[0]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["kings-mercy", "--ladder"], "the games with one: open-mercy"),
        (["open-mercy", "--ladder", "--players", "3"], "at the ladder's table"),
        (["open-mercy", "--daily", "1 Dec"], "YYYY-MM-DD"),
    ],
)
def test_bad_ladder_settings_are_refused_in_one_line(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["play", *args])
    assert stopped.value.code == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert error.startswith("cardtable play: error: --") and words in error

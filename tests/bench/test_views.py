"""``python -m cardtable.bench views``: ``view_to_dict``'s time per view, a line per game."""

from __future__ import annotations

import pytest

from cardtable import GAMES
from cardtable.bench import views


def test_the_measure_prints_a_line_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    views.main(["--games", "1", "--moves", "10"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == sorted(GAMES)
    assert all(line.endswith("us/view") for line in lines)

"""``python -m cardtable.bench`` (``play``): every configuration and every peer measured, ratios from one run.

Timings are never asserted on, only that each figure is there, finite and positive.
"""

from __future__ import annotations

import json
import math
import sys
from typing import Any

import pytest

from cardtable import bench

OURS = {
    ("kings-mercy", 3),
    ("kings-mercy", 4),
    ("king-cut-throat", 2),
    ("king-cut-throat", 3),
    ("open-mercy", 2),
    ("open-mercy", 3),
    ("open-mercy", 4),
    ("open-mercy", 20),
    ("witch-of-the-woods", 2),
    ("witch-of-the-woods", 3),
    ("witch-of-the-woods", 4),
    ("high-card", 2),
    ("high-card", 3),
    ("high-card", 4),
}
"""Every game at each of 2, 3, 4 and 20 seats its rules allow: the package's four, and High
Card, registered for the tests (``tests/conftest.py``)."""
PEERS = {
    ("openspiel:euchre", 4),
    ("openspiel:python_kuhn_poker", 2),
    ("rlcard:uno", 4),
    ("rlcard:uno-env", 4),
}
PAIRS = {
    ("open-mercy", 4, "rlcard:uno-env", 4),
    ("open-mercy", 4, "rlcard:uno", 4),
    ("king-cut-throat", 3, "openspiel:euchre", 4),
    ("kings-mercy", 4, "openspiel:python_kuhn_poker", 2),
    ("witch-of-the-woods", 4, "openspiel:python_kuhn_poker", 2),
}


def _positive(value: float) -> bool:
    return math.isfinite(value) and value > 0


def _table_rows(out: str) -> dict[tuple[str, int], tuple[float, float]]:
    lines = out.splitlines()
    assert lines[1].split() == ["game", "seats", "moves/s", "us/move"]
    rows = {}
    for line in lines[2:]:
        if not line:
            break
        name, seats, per_second, us = line.split()
        rows[name, int(seats)] = (float(per_second.replace(",", "")), float(us))
    return rows


def test_every_game_at_every_table_size_its_rules_allow(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--seconds", "0.02"]) == 0
    out = capsys.readouterr().out
    rows = _table_rows(out)
    assert set(rows) == OURS
    assert all(_positive(per_second) and _positive(us) for per_second, us in rows.values())
    assert "speed ratios" not in out


def test_games_filter_measures_only_those_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--seconds", "0.01", "--games", "open-mercy", "king-cut-throat"]) == 0
    rows = _table_rows(capsys.readouterr().out)
    assert {name for name, _ in rows} == {"open-mercy", "king-cut-throat"}


def test_peers_are_measured_in_the_same_run_with_ratios_for_every_pair(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bench.main(["--seconds", "0.02", "--peers", "--json"]) == 0
    document: dict[str, Any] = json.loads(capsys.readouterr().out)
    results = {(row["name"], row["players"]): row for row in document["results"]}
    assert set(results) == OURS | PEERS
    assert {key for key, row in results.items() if row["peer"]} == PEERS
    for row in results.values():
        assert row["moves"] > 0 and _positive(row["seconds"])
        assert _positive(row["moves_per_second"]) and _positive(row["us_per_move"])
    ratios = document["speed_ratios"]
    assert {(r["ours"], r["ours_players"], r["peer"], r["peer_players"]) for r in ratios} == PAIRS
    for r in ratios:
        ours = results[r["ours"], r["ours_players"]]["moves_per_second"]
        peer = results[r["peer"], r["peer_players"]]["moves_per_second"]
        assert _positive(r["ratio"]) and math.isclose(r["ratio"], ours / peer)


def test_peers_table_prints_a_line_per_peer_and_per_pair(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--seconds", "0.01", "--peers", "--games", "open-mercy"]) == 0
    out = capsys.readouterr().out
    rows = _table_rows(out)
    assert set(rows) == {key for key in OURS if key[0] == "open-mercy"} | PEERS
    ratio_lines = out.split("we are faster)\n")[1].splitlines()
    assert [line.split()[:5] for line in ratio_lines] == [
        ["open-mercy", "4p", "vs", "rlcard:uno-env", "4p"],
        ["open-mercy", "4p", "vs", "rlcard:uno", "4p"],
    ]
    assert all(_positive(float(line.split()[-1])) for line in ratio_lines)


def test_peers_missing_names_the_extra_and_exits_non_zero(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel now raises ImportError
    assert bench.main(["--seconds", "0.01", "--peers"]) != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "pip install 'cardtable[bench]'" in captured.err and "Traceback" not in captured.err


def test_seconds_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        bench.main(["--seconds", "0"])
    assert stopped.value.code == 2
    assert "--seconds must be a positive number" in capsys.readouterr().err


def test_memory_plays_eight_seat_games_and_reports_what_they_left(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["memory", "4", "--game", "witch-of-the-woods"]) == 0
    line = capsys.readouterr().out.strip()
    head, kept = line.split(": ")
    assert head.startswith("4 random 8-seat witch-of-the-woods games (") and head.endswith(" moves)")
    assert int(head.split("(")[1].split()[0].replace(",", "")) > 0
    assert kept.endswith(" MB kept") and abs(float(kept.split()[0])) < 0.5


def test_memory_refuses_a_count_that_is_not_positive(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench.main(["memory", "0"])
    assert "GAMES must be a positive number of games" in capsys.readouterr().err

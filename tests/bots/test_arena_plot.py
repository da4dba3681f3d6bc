"""``cardtable arena ... --plot FILE``: the win rates with their intervals, as a PNG or an SVG."""

from __future__ import annotations

import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.arena import arena, command
from cardtable.arena.plot import MISSING, check_plot_path, plot

pytest.importorskip("matplotlib", reason="the plot needs matplotlib (the plot extra)")

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def result() -> object:
    return arena("kings-mercy", ["random", "heuristic", "random"], games=6, seed=2)


def test_the_plot_is_a_png_of_a_sensible_size(result: object, tmp_path: Path) -> None:
    written = plot(result, tmp_path / "rates.png")  # type: ignore[arg-type]
    data = written.read_bytes()
    assert data.startswith(PNG) and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert 600 <= width <= 1200 and 200 <= height <= 800, (width, height)


def test_the_plot_as_an_svg_is_well_formed_and_names_every_bot(result: object, tmp_path: Path) -> None:
    written = plot(result, tmp_path / "rates.svg")  # type: ignore[arg-type]
    root = ET.parse(written).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    text = written.read_text(encoding="utf-8")
    for name in ("random", "heuristic", "random#2"):
        assert name in text


def test_the_command_draws_the_plot_after_its_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "arena.svg"
    assert command.main(["open-mercy", "random", "random", "--games", "2", "--quiet", "--workers", "1",
                         "--plot", str(target)]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "win rate" in out and f"plot written to {target}" in out
    ET.parse(target)


def test_a_plot_file_of_another_kind_is_refused_before_any_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        command.main(["open-mercy", "random", "random", "--plot", "rates.pdf"])
    assert exit.value.code == 2
    assert "name the file ...png or ...svg, not 'rates.pdf'" in capsys.readouterr().err


def test_without_matplotlib_the_error_names_the_extra(tmp_path: Path) -> None:
    """matplotlib hidden from a fresh interpreter: the check says which extra to install."""
    script = (
        "import sys; sys.modules['matplotlib'] = None\n"
        "from cardtable.arena.plot import check_plot_path\n"
        "try:\n    check_plot_path('rates.png')\nexcept ImportError as error:\n    print(error)\n"
    )
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == MISSING
    assert "pip install 'cardtable[plot]'" in MISSING
    assert check_plot_path(tmp_path / "a.PNG").suffix == ".PNG"

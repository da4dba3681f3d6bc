"""The manual's pictures (``docs/images``) are what the code draws now: after a change to a
picture, ``python docs/images/draw.py`` draws them again."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"


def _drawing() -> ModuleType:
    spec = importlib.util.spec_from_file_location("draw_docs_pictures", IMAGES / "draw.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DRAWING = _drawing()


@pytest.mark.parametrize("name", sorted(DRAWING.PICTURES))
def test_the_checked_in_picture_is_what_the_code_draws_now(name: str) -> None:
    drawn = DRAWING.PICTURES[name]()
    ET.fromstring(drawn)
    checked_in = (IMAGES / name).read_text(encoding="utf-8")
    assert checked_in == drawn, f"docs/images/{name} is out of date: run python docs/images/draw.py"


def test_every_picture_in_the_folder_is_drawn_by_the_script() -> None:
    assert sorted(path.name for path in IMAGES.glob("*.svg")) == sorted(DRAWING.PICTURES)

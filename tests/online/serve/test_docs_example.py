"""The Python client on docs/serve.md plays a whole game against a bot on a real server."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

from cardtable.online.serve.hall import Hall
from cardtable.online.serve.running import Running
from tests.online.serve.helpers import Clock

PAGE = Path(__file__).parents[3] / "docs" / "serve.md"


def test_the_documented_client_plays_a_game_to_the_end() -> None:
    (example,) = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), flags=re.DOTALL)
    assert 'URL = "ws://127.0.0.1:8000/ws"' in example
    with Running(Hall(seed=8), clock=Clock()) as running:
        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            exec(example.replace("ws://127.0.0.1:8000/ws", running.url), {"__name__": "example"})
        assert running.hall.internal_errors == 0
        assert not running.hall.tables.rooms  # the game over and its client gone, the room closed
    # Nothing refused, and a winner: Ana (seat 0) or the bot (seat 1).
    assert re.fullmatch(r"winner: seat [01]\n", said.getvalue())

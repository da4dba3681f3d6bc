"""``cardtable serve``: its help without the extra, the message naming the extra when it is
missing, and a real run serving the page and the WebSocket."""

from __future__ import annotations

import asyncio
import contextlib
import io
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.online.serve.client import Player

LAUNCH = "import sys; from cardtable.cli import main; sys.exit(main())"


def test_serve_help_names_its_options() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        main(["serve", "--help"])
    assert done.value.code == 0
    assert (
        "--host" in out.getvalue()
        and "--port" in out.getvalue()
        and "ws://127.0.0.1:8000/ws" in out.getvalue()
    )


def test_serve_without_the_extra_says_which_extra_to_install() -> None:
    blocked = "import sys; sys.modules['uvicorn'] = None; " + LAUNCH
    done = subprocess.run(
        [sys.executable, "-c", blocked, "serve"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert "the server needs the serve extra: pip install 'cardtable[serve]'" in done.stderr


def test_serve_runs_the_page_and_the_websocket_keeping_its_data_under_the_data_directory(
    tmp_path: Path,
) -> None:
    # Where the data goes is read from CARDTABLE_HOME first: only XDG_DATA_HOME may say here.
    environ = {name: value for name, value in os.environ.items() if name != "CARDTABLE_HOME"}
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-c", LAUNCH, "serve", "--port", str(port), "--seed", "4"],
        stdout=subprocess.PIPE,
        text=True,
        env={**environ, "XDG_DATA_HOME": str(tmp_path)},
    )
    try:
        assert server.stdout is not None
        assert server.stdout.readline() == f"Open Mercy at http://127.0.0.1:{port}/ (Ctrl-C stops it)\n"
        kept = tmp_path / "cardtable" / "cardtable.db"
        assert server.stdout.readline() == f"Keeping accounts and rooms in sqlite+aiosqlite:///{kept}\n"
        page = _get(f"http://127.0.0.1:{port}/")
        assert "<title>Open Mercy</title>" in page and "/static/app.js" in page
        assert "function connect()" in _get(f"http://127.0.0.1:{port}/static/app.js")

        async def create() -> str:
            player = await Player.connect(f"ws://127.0.0.1:{port}/ws")
            await player.send("create", name="Ana")
            room = await player.until("room")
            await player.close()
            return str(room["host"])

        assert asyncio.run(create()) == "Ana"
        assert kept.exists()
    finally:
        server.terminate()
        server.wait(timeout=60)


def _get(url: str) -> str:
    for _ in range(600):  # waiting for the server to listen, not measuring it
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                return str(response.read().decode("utf-8"))
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"nothing answered at {url}")


def test_serve_refuses_a_database_it_cannot_use() -> None:
    done = subprocess.run(
        [sys.executable, "-c", LAUNCH, "serve", "--database", "mysql://db/x"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "--database must be a postgresql:// or sqlite:// URL or a file's path" in done.stderr


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("1st", "begins with a letter or digit of room codes"),
        ("la", "begins with a letter or digit of room codes"),
        ("a b", "is 1 to 64 letters, digits, - or _"),
        ("a" * 65, "is 1 to 64 letters, digits, - or _"),
    ],
)
def test_serve_refuses_a_server_name_no_room_code_can_begin_with(name: str, said: str) -> None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as done:
        main(["serve", "--server-name", name])
    assert done.value.code == 2 and f"--server-name: a server's name {said}" in err.getvalue()

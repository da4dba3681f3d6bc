"""A table server in a process of its own, for the tests that kill one with SIGKILL and start
another on the same database."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request

__all__ = ["server_process"]


def server_process(script: str, database: str, *arguments: str) -> tuple[subprocess.Popen[bytes], str]:
    """``python -c script DATABASE PORT ARGUMENTS...`` on a free port, once it answers, and the
    URL of its WebSocket."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-c", script, database, str(port), *arguments])
    for _ in range(1200):  # waiting for it to listen, not measuring it
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30):
                return process, f"ws://127.0.0.1:{port}/ws"
        except OSError:
            assert process.poll() is None, "the server exited"
            time.sleep(0.05)
    raise AssertionError("the server did not start")

"""The ``cardtable serve`` command line; the server itself needs ``cardtable[serve]``."""

from __future__ import annotations

import argparse

__all__ = ["DESCRIPTION", "EXAMPLES", "add_arguments", "run"]

DESCRIPTION = """\
Run Open Mercy's rooms over WebSockets on this machine.
"""

EXAMPLES = """\
Examples:
  cardtable serve
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``cardtable serve``."""
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="the port to listen on (default 8000)")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Start the server; without the extra, say which extra to install."""
    parser.error("the server needs the serve extra: pip install 'cardtable[serve]'")

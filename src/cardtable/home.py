"""Where cardtable keeps its files: ``data_directory()``.

``CARDTABLE_HOME`` if it is set, else ``cardtable`` under the XDG data directory
(``$XDG_DATA_HOME``, by default ``~/.local/share``). The terminal keeps a ladder's
progress there, and ``cardtable serve`` its database.

>>> data_directory({"CARDTABLE_HOME": "/srv/cards"}).as_posix()
'/srv/cards'
>>> data_directory({"XDG_DATA_HOME": "/data"}).as_posix()
'/data/cardtable'
>>> data_directory({"HOME": "/home/jo"}).as_posix()
'/home/jo/.local/share/cardtable'
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

__all__ = ["data_directory"]


def data_directory(environ: Mapping[str, str] | None = None) -> Path:
    """Where cardtable keeps its files, read from ``environ`` (by default the process's)."""
    env = os.environ if environ is None else environ
    if env.get("CARDTABLE_HOME"):
        return Path(env["CARDTABLE_HOME"])
    if env.get("XDG_DATA_HOME"):
        return Path(env["XDG_DATA_HOME"]) / "cardtable"
    home = env.get("HOME")
    return (Path(home) if home else Path.home()) / ".local" / "share" / "cardtable"

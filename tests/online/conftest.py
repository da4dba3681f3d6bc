"""The table service's tests that keep data run on SQLite and on PostgreSQL (``databases.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.online.databases import BACKENDS, fresh_database


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of an empty database on each backend."""
    return fresh_database(str(request.param), tmp_path)

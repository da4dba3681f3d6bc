"""Hypothesis profiles, and High Card registered around every test.

Hypothesis: ``ci`` (the default: bounded and derandomized) and ``soak``; choose one
with ``HYPOTHESIS_PROFILE=soak pytest``.

High Card, the game written for the tests (``tests/highcard``), is registered as a
game of ``cardtable.GAMES`` for the length of each test under ``tests/`` and taken
back after it, so the shared suites play it while the manual's examples (the
doctests in ``src/`` and ``docs/``) see the package's own games only.
"""

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from cardtable.games import register, unregister
from tests.games import TEST_GAME

settings.register_profile(
    "ci",
    max_examples=150,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.register_profile(
    "soak",
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _high_card_registered() -> Iterator[None]:
    register(TEST_GAME)
    try:
        yield
    finally:
        unregister(TEST_GAME.NAME)

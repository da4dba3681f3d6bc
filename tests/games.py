"""The games the shared suites run on: every game of the package, and High Card.

High Card (``tests/highcard``) is a small game written only for the tests. It is
registered around every test (``conftest.py``), so each shared suite and layer
plays it exactly as it plays the package's own games, learning what it needs from
its facts alone: that is the proof a new game needs only its own package.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardtable import GAMES
from cardtable.game import Game
from tests import highcard

TEST_GAME: Game = highcard
"""High Card, the game written for the tests."""
MODULES: Mapping[str, Game] = {**GAMES, highcard.NAME: TEST_GAME}
"""Every game the shared suites run on, by name."""
NAMES: tuple[str, ...] = tuple(sorted(MODULES))
"""Their names, in order: the parameters of every shared suite."""

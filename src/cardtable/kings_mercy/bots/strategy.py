"""The ``cfr`` strategy as data: how often to play each move in each situation.

The strategy maps a situation's key (``abstraction``) to the chance of each of its
legal moves, in the order ``legal_moves`` lists them, as whole thousandths. It
is written as gzip-compressed JSON, byte for byte the same for the same
strategy, and ships with the package (``data/strategy.gz``), read the
first time a ``cfr`` bot needs it (``packaged``). ``tables`` records how each
seat count's table was trained (iterations and seed), so a reader can repeat it
with ``python -m cardtable.kings_mercy.bots.train``.

>>> strategy = Strategy(tables={"3": {"iterations": 1, "seed": 0}}, moves={"3000": (250, 750)})
>>> strategy.chances("3000"), strategy.chances("4000") is None
((0.25, 0.75), True)
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

__all__ = ["FORMAT", "Strategy", "average", "packaged"]

FORMAT = 1
"""The file format's version: a file of another version is refused."""
RESOURCE = "data/strategy.gz"
"""Where the trained strategy lies inside ``cardtable.kings_mercy``."""


@attrs.frozen
class Strategy:
    """Each known situation's chances of its moves in thousandths, and how each seat
    count's table was trained."""

    tables: dict[str, dict[str, int]]
    moves: dict[str, tuple[int, ...]]

    def chances(self, situation: str) -> tuple[float, ...] | None:
        """The chance of each legal move in ``situation``, or ``None`` if the training
        never (or too seldom) reached it."""
        weights = self.moves.get(situation)
        if weights is None:
            return None
        total = sum(weights)
        return tuple(weight / total for weight in weights)

    def replaced(
        self, players: str, moves: Mapping[str, tuple[int, ...]], trained: dict[str, int]
    ) -> Strategy:
        """This strategy with the table of ``players`` seats replaced by ``moves``.

        >>> Strategy({}, {"3a": (1, 1)}).replaced("3", {"3b": (2, 1)}, {"seed": 0}).moves
        {'3b': (2, 1)}
        """
        kept = {k: v for k, v in self.moves.items() if not k.startswith(players)}
        return Strategy(
            tables={**self.tables, players: trained},
            moves=dict(sorted({**kept, **moves}.items())),
        )

    def to_bytes(self) -> bytes:
        """The strategy as the file holds it: compressed JSON, the same bytes every time."""
        data = {"format": FORMAT, "tables": self.tables, "moves": {k: list(v) for k, v in self.moves.items()}}
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return gzip.compress(text.encode(), compresslevel=9, mtime=0)

    @classmethod
    def from_bytes(cls, blob: bytes) -> Strategy:
        """Read what ``to_bytes`` wrote; ``ValueError`` for anything else.

        >>> Strategy.from_bytes(Strategy({}, {"3a": (1, 2)}).to_bytes()).moves
        {'3a': (1, 2)}
        """
        try:
            data: Any = json.loads(gzip.decompress(blob))
        except (OSError, EOFError, ValueError) as error:
            raise ValueError(f"not a strategy file: {error}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a strategy file of format {FORMAT}")
        # JSON gives the weights as whole numbers already: a tuple of each list is all it takes,
        # and keeps the one-time read (26,000 situations) near 20 ms.
        moves = {key: tuple(weights) for key, weights in data["moves"].items()}
        return cls(tables=dict(data["tables"]), moves=moves)

    @classmethod
    def read(cls, path: Path) -> Strategy:
        """Read a strategy file."""
        return cls.from_bytes(path.read_bytes())

    def write(self, path: Path) -> None:
        """Write the strategy file."""
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.to_bytes())


def average(totals: Mapping[str, list[float]], *, min_visits: int = 20) -> dict[str, tuple[int, ...]]:
    """The average strategy of the training, in thousandths, for every situation visited
    at least ``min_visits`` times (each list holds the weighted sums, then the visits).

    >>> average({"3a": [3.0, 1.0, 40], "3b": [1.0, 1.0, 2]})
    {'3a': (750, 250)}
    """
    learnt = {}
    for situation, sums in totals.items():
        *weights, visits = sums
        total = sum(weights)
        if visits >= min_visits and total > 0:
            learnt[situation] = tuple(round(1000 * weight / total) for weight in weights)
    return dict(sorted(learnt.items()))


@cache
def packaged() -> Strategy:
    """The strategy shipped with the package, read on first use.

    >>> sorted(packaged().tables)
    ['3', '4', '5', '6']
    """
    blob = resources.files("cardtable.kings_mercy.bots").joinpath(RESOURCE).read_bytes()
    return Strategy.from_bytes(blob)

"""The ladder of bots and Today's deal (OM23, OM24), as pure values.

``Ladder`` is a player's progress up the eight bots, Scrap to Terminator: the
opponent is the first bot not yet beaten, a win against it unlocks the next, a
loss changes nothing, and once Terminator is beaten the ladder is complete (the
opponent stays Terminator). Ladder games are two-player, ``official`` stacking,
the human at seat 0.

``daily_deal(date)`` is the day's starting state. Its seed is a fixed function
of the date alone, the same on every machine and Python version: the SHA-256
digest of the ISO date text (``"2026-12-01"``, ASCII), its first 8 bytes read as
a big-endian unsigned integer (``daily_seed``). ``daily_terminator(date)`` is
Terminator seeded with the digest's next 8 bytes, so the whole game is a
function of the date and the human's moves.

>>> ladder = Ladder().record(won=True).record(won=False)
>>> ladder.beaten, ladder.opponent
(('scrap',), 'pilot')
>>> daily_deal("2026-12-01") == daily_deal(datetime.date(2026, 12, 1))
True
"""

from __future__ import annotations

import datetime
import hashlib
import re
from typing import Any

import attrs

from cardtable.open_mercy.bots.lookahead import Lookahead, terminator
from cardtable.open_mercy.engine import new_game
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.state import State

__all__ = ["LADDER", "Ladder", "daily_deal", "daily_seed", "daily_terminator"]

LADDER = ("scrap", "pilot", "vera", "rook", "marla", "kobra", "zenith", "terminator")
"""The bots of the ladder, weakest first (OM23), by their names in ``cardtable.bots``."""
LADDER_RULES = Rules(players=2, stacking="official")
"""The rules of a ladder game and of Today's deal: two players, ``official`` stacking."""

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def _beaten(value: object) -> tuple[str, ...]:
    if not isinstance(value, tuple | list) or not all(type(name) is str for name in value):
        raise ValueError(f"the bots beaten are a list of bot names, not {value!r}")
    beaten = tuple(value)
    if beaten != LADDER[: len(beaten)]:
        raise ValueError(
            f"the bots beaten must be the first rungs of the ladder in order ({', '.join(LADDER)}), "
            f"not {list(beaten)!r}"
        )
    return beaten


@attrs.frozen
class Ladder:
    """A player's ladder progress (OM23): the bots beaten so far, first rungs first.

    >>> Ladder().opponent, Ladder().complete
    ('scrap', False)
    >>> Ladder(("pilot",))
    Traceback (most recent call last):
    ...
    ValueError: the bots beaten must be the first rungs of the ladder in order (scrap, ...), not ['pilot']
    """

    beaten: tuple[str, ...] = attrs.field(default=(), converter=_beaten)

    @property
    def complete(self) -> bool:
        """Whether every bot, Terminator last, has been beaten.

        >>> Ladder(LADDER).complete
        True
        """
        return len(self.beaten) == len(LADDER)

    @property
    def opponent(self) -> str:
        """The bot to play next: the first not yet beaten; Terminator once the ladder is complete.

        >>> Ladder(LADDER).opponent
        'terminator'
        """
        return LADDER[-1] if self.complete else LADDER[len(self.beaten)]

    def record(self, won: bool) -> Ladder:
        """The progress after a game against ``opponent``: a win unlocks the next bot, a loss changes nothing.

        >>> Ladder().record(won=True).opponent
        'pilot'
        >>> Ladder(LADDER).record(won=True) == Ladder(LADDER)
        True
        """
        if type(won) is not bool:
            raise ValueError(f"won must be True or False, not {won!r}")
        if not won or self.complete:
            return self
        return Ladder((*self.beaten, self.opponent))

    def to_dict(self) -> dict[str, Any]:
        """The progress as JSON-ready data.

        >>> Ladder(("scrap",)).to_dict()
        {'beaten': ['scrap']}
        """
        return {"beaten": list(self.beaten)}

    @classmethod
    def from_dict(cls, data: object) -> Ladder:
        """Read ``to_dict``'s data back, strictly: ``ValueError`` on anything else.

        >>> Ladder.from_dict({"beaten": ["scrap", "pilot"]}).opponent
        'vera'
        >>> Ladder.from_dict({"beaten": ["scrap"], "extra": 1})
        Traceback (most recent call last):
        ...
        ValueError: ladder data is a mapping with exactly the key 'beaten', not {'beaten': ['scrap'], ...}
        """
        if type(data) is not dict or set(data) != {"beaten"}:
            raise ValueError(f"ladder data is a mapping with exactly the key 'beaten', not {data!r}")
        beaten = data["beaten"]
        if type(beaten) is not list:
            raise ValueError(f"the bots beaten are a list of bot names, not {beaten!r}")
        return cls(tuple(beaten))


def _day(date: object) -> str:
    """The ISO text of ``date`` (a ``datetime.date`` or ISO ``YYYY-MM-DD`` text)."""
    if type(date) is datetime.date:
        return date.isoformat()
    if isinstance(date, str) and _ISO.fullmatch(date):
        try:
            return datetime.date.fromisoformat(date).isoformat()
        except ValueError:
            pass
    raise ValueError(f"a day is a datetime.date or its ISO text YYYY-MM-DD, not {date!r}")


def _digest(date: object) -> bytes:
    return hashlib.sha256(_day(date).encode("ascii")).digest()


def daily_seed(date: datetime.date | str) -> int:
    """The seed of the day's deal: the first 8 bytes of SHA-256 of the ISO date, big-endian.

    >>> daily_seed("2026-12-01") == int.from_bytes(hashlib.sha256(b"2026-12-01").digest()[:8], "big")
    True
    """
    return int.from_bytes(_digest(date)[:8], "big")


def daily_deal(date: datetime.date | str) -> State:
    """Today's deal (OM24): the starting state for ``date``, two players, ``official`` stacking.

    The human sits at seat 0, Terminator (``daily_terminator``) at seat 1.

    >>> state = daily_deal("2026-12-01")
    >>> len(state.hands), state.origin.rules.stacking
    (2, 'official')
    >>> daily_deal("2026-12-02") != state
    True
    >>> daily_deal("1 Dec 2026")
    Traceback (most recent call last):
    ...
    ValueError: a day is a datetime.date or its ISO text YYYY-MM-DD, not '1 Dec 2026'
    """
    return new_game(LADDER_RULES, seed=daily_seed(date))


def daily_terminator(date: datetime.date | str) -> Lookahead:
    """Terminator for ``date``'s deal, seeded with bytes 8 to 16 of the date's SHA-256 (OM24).

    >>> from cardtable import open_mercy as om
    >>> state = daily_deal("2026-12-01")
    >>> play = daily_terminator("2026-12-01")
    >>> type(play).__name__
    'Lookahead'
    """
    return terminator(int.from_bytes(_digest(date)[8:16], "big"))

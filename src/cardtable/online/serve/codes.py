"""Room codes for a hall: drawn from its seed, and, with a database, held there before use.

A room's code comes from its seed (OM25), and the code is the key of the
database's ``rooms`` table, which several servers may share. So a server never
gives a room a code until the database has it as that server's: ``Codes`` keeps
a few seeds whose codes the keeper has already reserved (``Store.reserve_codes``,
a row of the server's own that a reservation refused to anyone else), and hands
them out in the order drawn. Without a database a hall draws its seeds freely.

A server with a name (``cardtable serve --server-name NAME``) makes only codes
that begin with its name's first character, upper-cased, so a proxy in front of
several servers can send a room's players to the one that holds it by the
code's first letter (docs/serve.md, "Several servers on one database").

>>> codes = Codes(Chance.from_seed(1), prefix="B")
>>> code = room_code(codes.fresh({}))
>>> code[0], len(code)
('B', 6)
"""

from __future__ import annotations

import re
from collections.abc import Container

from cardtable.chance import Chance
from cardtable.online.rooms import CODE_ALPHABET, RoomError
from cardtable.online.rooms.room import room_code

__all__ = ["LOW", "RESERVE", "Codes", "code_prefix"]

LOW = 4
"""Fewer reserved codes than this left, and the keeper reserves more before the next message."""
RESERVE = 16
"""How many codes one reservation asks the database for."""
_SEEDS = 2**62
_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


def code_prefix(server_name: str) -> str:
    """The first character of every code a server of this name makes (none for the nameless one);
    ``ValueError`` for a name that is not 1 to 64 letters, digits, ``-`` or ``_`` beginning with
    a character of room codes.

    >>> code_prefix("east-1"), code_prefix("")
    ('E', '')
    >>> code_prefix("1st")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: a server's name begins with a letter or digit of room codes (...), not '1st'
    """
    if not server_name:
        return ""
    if not _NAME.fullmatch(server_name):
        raise ValueError(f"a server's name is 1 to 64 letters, digits, - or _, not {server_name[:70]!r}")
    first = server_name[0].upper()
    if first not in CODE_ALPHABET:
        raise ValueError(
            f"a server's name begins with a letter or digit of room codes ({CODE_ALPHABET}, either"
            f" case), not {server_name!r}"
        )
    return first


class Codes:
    """The seeds a hall gives its new rooms; ``reserved`` is ``None`` without a database.

    >>> codes = Codes(Chance.from_seed(1), reserved=[])
    >>> codes.low
    True
    >>> seeds = codes.candidates(2, {})
    >>> codes.add(seeds)
    >>> codes.fresh({}) == seeds[0], codes.fresh({}) == seeds[1]
    (True, True)
    >>> codes.fresh({})
    Traceback (most recent call last):
    ...
    cardtable.online.rooms.room.RoomError: No room can be made right now: try again in a moment
    """

    def __init__(self, chance: Chance, *, prefix: str = "", reserved: list[int] | None = None) -> None:
        self.prefix = prefix
        self.reserved = reserved
        self._chance = chance

    @property
    def low(self) -> bool:
        """Whether the keeper should reserve more codes (never, without a database)."""
        return self.reserved is not None and len(self.reserved) < LOW

    def fresh(self, open_codes: Container[str]) -> int:
        """A seed for a new room whose code no open room has (a reserved one, with a database)."""
        if self.reserved is None:
            return self.draw(open_codes)
        while self.reserved:
            seed = self.reserved.pop(0)
            if room_code(seed) not in open_codes:
                return seed
        raise RoomError("No room can be made right now: try again in a moment")

    def candidates(self, count: int, open_codes: Container[str]) -> list[int]:
        """``count`` new seeds whose codes are this server's to ask the database for."""
        held = {room_code(seed) for seed in self.reserved or ()}
        seeds: list[int] = []
        while len(seeds) < count:
            seed = self.draw(open_codes)
            if room_code(seed) not in held:
                held.add(room_code(seed))
                seeds.append(seed)
        return seeds

    def add(self, seeds: list[int]) -> None:
        """Seeds whose codes the database now holds for this server, to be handed out in order."""
        if self.reserved is None:
            self.reserved = []
        self.reserved.extend(seeds)

    def draw(self, open_codes: Container[str]) -> int:
        """The next seed drawn whose code is this server's and no open room's (not reserved:
        for a room, ``fresh``)."""
        while True:
            seed, self._chance = self._chance.below(_SEEDS)
            code = room_code(seed)
            if code.startswith(self.prefix) and code not in open_codes:
                return seed

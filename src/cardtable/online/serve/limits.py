"""How much a connection may send: each message is bounded in size (``protocol.MAX_MESSAGE``,
and the WebSocket frame by ``app.WS_MAX_SIZE``) and the messages in rate (``Allowance``).

A person sends a message a click: a few a second at most, a short burst when
several buttons are pressed at once. A connection that sends more than
``BURST`` messages at once, or keeps on at more than ``PER_SECOND`` a second, is
flooding: it is sent an error (``FLOODED``) and dropped, and the message over
the limit is not read, so the room is as it was (dropped, a member of a game in
progress keeps the seat and is away, as after any disconnect). The allowance
runs on the real clock, never the server's game clock, which tests speed up.

>>> allowance = Allowance(burst=2, per_second=1.0, clock=iter([0.0, 0.0, 0.0, 0.0, 1.5]).__next__)
>>> [allowance.spend() for _ in range(4)]
[True, True, False, True]
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["BURST", "FLOODED", "PER_SECOND", "Allowance"]

BURST = 60
"""The messages a connection may send at once."""
PER_SECOND = 30.0
"""The messages a second a connection may keep on sending."""
FLOODED = f"Too many messages (more than {PER_SECOND:.0f} a second): this connection is closed"
"""The error a flooding connection is sent before it is dropped."""


class Allowance:
    """A connection's allowance of messages: ``burst`` at once, refilled at ``per_second``."""

    def __init__(
        self,
        burst: int = BURST,
        per_second: float = PER_SECOND,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.per_second = per_second
        self._clock = clock
        self._left = float(burst)
        self._when = clock()

    def spend(self) -> bool:
        """Whether one more message may be read now (and if so, it is counted)."""
        now = self._clock()
        self._left = min(float(self.burst), self._left + (now - self._when) * self.per_second)
        self._when = now
        if self._left < 1.0:
            return False
        self._left -= 1.0
        return True

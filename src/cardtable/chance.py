"""Seeded randomness carried inside states.

A ``Chance`` is an immutable position in a SplitMix64 stream. Each draw returns
the value and the next ``Chance``, so a state that holds one can be replayed
exactly: the same seed and the same moves give the same shuffles on every
machine and every Python version (only integer arithmetic is involved). Nothing
here touches the global ``random`` module or the clock.

>>> chance = Chance.from_seed(7)
>>> value, chance = chance.below(6)
>>> 0 <= value < 6
True
>>> deck, _ = Chance.from_seed(7).shuffled("ABCDE")
>>> sorted(deck) == list("ABCDE"), deck == Chance.from_seed(7).shuffled("ABCDE")[0]
(True, True)
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from typing import TypeVar

import attrs

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@attrs.frozen(slots=True)
class Chance:
    """Where a seeded random stream stands. Draws return a new ``Chance``."""

    position: int

    @classmethod
    def from_seed(cls, seed: int) -> Chance:
        """Start a stream. Any integer is a seed; equal seeds give equal streams.

        >>> Chance.from_seed(1) == Chance.from_seed(1)
        True
        """
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer, not {seed!r}")
        return cls(_mix(seed & _MASK))

    def next64(self) -> tuple[int, Chance]:
        """A uniform 64-bit integer and the stream after it."""
        position = (self.position + _GAMMA) & _MASK
        return _mix(position), _at(position)

    def below(self, n: int) -> tuple[int, Chance]:
        """A uniform integer in ``range(n)``, without modulo bias.

        >>> Chance.from_seed(3).below(1)[0]
        0
        """
        if n <= 0:
            raise ValueError(f"cannot draw below {n}")
        limit = _SPAN - _SPAN % n
        position = self.position
        while True:
            position = (position + _GAMMA) & _MASK
            value = _mix(position)
            if value < limit:
                return value % n, _at(position)

    def shuffled(self, items: Iterable[T]) -> tuple[tuple[T, ...], Chance]:
        """The items in a uniformly random order, and the stream after.

        >>> Chance.from_seed(0).shuffled([])[0]
        ()
        """
        pool = list(items)
        chance = self._permute(pool, len(pool) - 1)
        return tuple(pool), chance

    def sample(self, items: Iterable[T], count: int) -> tuple[tuple[T, ...], tuple[T, ...], Chance]:
        """``count`` items drawn uniformly at random, in the order drawn; the rest, in an
        order that is deterministic but not uniformly random; and the stream after.

        Dealing a few cards off a deck this way costs a few draws, not a shuffle.

        >>> drawn, rest, _ = Chance.from_seed(2).sample(range(10), 3)
        >>> len(drawn), sorted(drawn + rest) == list(range(10))
        (3, True)
        """
        pool = list(items)
        if not 0 <= count <= len(pool):
            raise ValueError(f"cannot draw {count} of {len(pool)} items")
        # A last step would swap the first item with itself: drawing every item takes one fewer.
        chance = self._permute(pool, count if count < len(pool) else count - 1)
        # The steps fill the pool from its end: the first item drawn is the last.
        return tuple(pool[-1 : -count - 1 : -1]), tuple(pool[: len(pool) - count]), chance

    def _permute(self, pool: list[T], steps: int) -> Chance:
        """The last ``steps`` steps of a Fisher-Yates shuffle of ``pool``, in place.

        One uniform integer below ``n (n-1) ... (n-steps+1)`` is drawn (by rejection
        from whole 64-bit words) and read in mixed radix: its digits are exactly the
        independent uniform picks of those steps, at the cost of a few big-integer
        divisions instead of one stream step per card.
        """
        if steps < 1:
            return self
        words, limit, chunks = _pick_space(len(pool), steps)
        position = self.position
        while True:
            number = 0
            for _ in range(words):
                position = (position + _GAMMA) & _MASK
                number = (number << 64) | _mix(position)
            if number < limit:
                break
        for modulus, steps_and_radices in chunks:
            number, digits = divmod(number, modulus)
            for i, radix in steps_and_radices:
                j = digits % radix
                digits //= radix
                pool[i], pool[j] = pool[j], pool[i]
        return _at(position)

    def choice(self, items: tuple[T, ...]) -> tuple[T, Chance]:
        """One of the items, uniformly.

        >>> Chance.from_seed(5).choice(("only",))[0]
        'only'
        """
        index, chance = self.below(len(items))
        return items[index], chance


_SPAN = 1 << 64
"""How many values one 64-bit draw takes."""
_set_position = Chance.__dict__["position"].__set__
_new = object.__new__


def _at(position: int) -> Chance:
    """The stream at ``position``, a number the stream itself reached (never a caller's):
    made without ``__init__``, whose frozen-class setter costs as much as a draw's arithmetic.

    >>> _at(5) == Chance(5)
    True
    """
    chance = _new(Chance)
    _set_position(chance, position)
    return chance


@functools.cache
def _pick_space(n: int, steps: int) -> tuple[int, int, tuple[tuple[int, tuple[tuple[int, int], ...]], ...]]:
    """For the Fisher-Yates steps at positions ``n-1`` down to ``n-steps``: how many
    64-bit words to draw (one spare keeps rejections rare), the largest multiple of
    the number of outcomes below that many words (a draw at or above it is redrawn),
    and the steps with their radices, grouped so that each group's radices multiply
    to a machine-sized number: one big division per group, small ones inside it."""
    total = math.perm(n, steps)
    words = total.bit_length() // 64 + 2
    chunks = []
    i, last = n - 1, n - steps
    while i >= last:
        modulus, k = 1, i
        while k >= last and modulus * (k + 1) < 1 << 62:
            modulus *= k + 1
            k -= 1
        chunks.append((modulus, tuple((step, step + 1) for step in range(i, k, -1))))
        i = k
    return words, ((1 << (64 * words)) // total) * total, tuple(chunks)

"""Sets of cards numbered in a fixed order, for the integer actions of moves that hold a set
(a discard, cards put back): sets of one card first, then of two, and so on, each size in
colexicographic order of the cards' places in the game's deck.

>>> CardSets(tuple("ABC"), 2, 2).cards(2)
('B', 'C')
"""

from __future__ import annotations

import bisect
import operator
from collections.abc import Iterable, Sequence
from math import comb
from typing import Any

__all__ = ["CardSets"]


class CardSets:
    """Every set of ``fewest`` to ``most`` cards of a deck (in ascending order, as every
    game's ``full_deck()`` is: cards compare in their canonical order), numbered: the sets of
    ``fewest`` cards first, then the next size, each size in colexicographic order
    of the cards' places in ``deck`` (a set's number is the sum of C(place, i + 1)
    over its cards in deck order, plus the sizes before it).

    >>> sets = CardSets(tuple("ABCD"), 1, 2)
    >>> sets.size, [sets.cards(number) for number in range(sets.size)]  # doctest: +NORMALIZE_WHITESPACE
    (10, [('A',), ('B',), ('C',), ('D',), ('A', 'B'), ('A', 'C'), ('B', 'C'),
          ('A', 'D'), ('B', 'D'), ('C', 'D')])
    >>> sets.number(("B", "D"))
    8
    """

    __slots__ = ("_by_card", "_deck", "_starts", "_tables", "fewest", "most", "size")

    def __init__(self, deck: Sequence[Any], fewest: int, most: int) -> None:
        if not 1 <= fewest <= most <= len(deck):
            raise ValueError(f"sets of {fewest} to {most} cards cannot be drawn from {len(deck)}")
        self._deck = tuple(deck)
        if any(map(operator.ge, self._deck, self._deck[1:])):
            raise ValueError("the deck must be in ascending order, each card once")
        places = {card: place for place, card in enumerate(self._deck)}
        self.fewest, self.most = fewest, most
        # The first number of each size, and C(place, i + 1) by place for the i-th card.
        self._starts: dict[int, int] = {}
        start = 0
        for count in range(fewest, most + 1):
            self._starts[count] = start
            start += comb(len(deck), count)
        self.size = start
        self._tables = tuple(tuple(comb(place, i + 1) for place in range(len(deck))) for i in range(most))
        # The same by card, for ``number`` and ``many``: C(place, i + 1) of the i-th card.
        self._by_card = tuple(
            {card: table[place] for card, place in places.items()} for table in self._tables
        )

    def number(self, cards: Sequence[Any]) -> int:
        """The number of the set ``cards`` (distinct cards of the deck, in deck order).

        ``ValueError`` for a set of a size not numbered, or a card not in the deck.

        >>> CardSets(tuple("ABCD"), 2, 2).number(("A", "Z"))
        Traceback (most recent call last):
        ...
        ValueError: 'Z' is not a card of this deck
        """
        start = self._starts.get(len(cards))
        if start is None:
            raise ValueError(f"a set of {len(cards)} cards has no number: {self.fewest} to {self.most} do")
        try:
            missing = [card for card in cards if card not in self._by_card[0]]
        except TypeError:  # something unhashable is no card
            raise ValueError("a set of cards holds only cards of this deck") from None
        if missing:
            raise ValueError(f"{missing[0]!r} is not a card of this deck")
        if any(map(operator.ge, cards, cards[1:])):  # the deck is in ascending order
            raise ValueError("the cards of a set must be distinct and in the deck's order")
        total: int = self._starts[len(cards)] + sum(map(dict.__getitem__, self._by_card, cards))
        return total

    def many(self, sets: Sequence[Sequence[Any]]) -> Iterable[int]:
        """``number`` for many sets known to be well formed (from legal moves), without
        checks: a run of sets of one size (the discards a hand offers) is numbered in C.

        >>> list(CardSets(tuple("ABCD"), 1, 2).many([("B", "D"), ("A", "B"), ("C",)]))
        [8, 4, 2]
        """
        sizes = set(map(len, sets))
        if len(sizes) != 1:
            return map(self.number, sets)
        (count,) = sizes
        columns = [
            map(table.__getitem__, map(operator.itemgetter(i), sets))
            for i, table in enumerate(self._by_card[:count])
        ]
        return map(self._starts[count].__add__, map(sum, zip(*columns, strict=True)))

    def cards(self, number: int) -> tuple[Any, ...]:
        """The set numbered ``number`` (``0 <= number < size``), its cards in deck order.

        >>> CardSets(tuple("ABCD"), 3, 3).cards(3)
        ('B', 'C', 'D')
        """
        count = self.fewest
        while count < self.most and number >= self._starts[count + 1]:
            count += 1
        rank = number - self._starts[count]
        places: list[int] = []
        for i in range(count - 1, -1, -1):
            table = self._tables[i]
            # The highest place whose C(place, i + 1) does not pass what is left.
            place = bisect.bisect_right(table, rank) - 1
            places.append(place)
            rank -= table[place]
        return tuple(self._deck[place] for place in reversed(places))

"""The reckoner's arithmetic: the exact worth of every hand a swap, a return or the Witch's
trade may leave (WW4-WW7).

Every choice of the ``reckoner`` bot comes down to one question: the three cards this
choice leaves in hand, how much are they worth at the reveal? A Hand Score's worth is
read from a table, ``worth``, with one entry per score (the chance of the top score,
ties counted as the table breaks them, or for a test the score itself). Then a hand is
worth its score's entry, and a choice that brings blind cards (a draw from the Camp, the
Fate of Play's Camp card, the card the Witch's trade takes) is worth the mean over every
set of cards it may bring: every card the seat has not seen is equally likely, and all of
them are counted, none sampled.

A hand holding the Witch is worth what the Fate of Play makes of it: a blind card joins
the other two, then the holder must give one of those three away for a blind card from a
rival, and gives the one whose loss costs least (``Reckoning.witch_hand``).

>>> from cardtable.cards import parse_cards
>>> reckoning = Reckoning(range(TOP + 1), range(TOP + 1), parse_cards("AC 2C 3C"))
>>> reckoning.hand(parse_cards("KC KD KH")), reckoning.hand(parse_cards("4C 5C 6C"))
(17.0, 8.0)
>>> reckoning.draw(parse_cards("4C 5C 6C"), 1)  # AC or 2C: 5 at best; 3C: 3C 4C 5C, 8
6.0
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from itertools import combinations, repeat
from operator import itemgetter, mul

from cardtable.cards import Card
from cardtable.witch_of_the_woods.deck import WITCH, breakdown, full_deck

__all__ = ["TOP", "Reckoning", "scores", "worth"]

TOP = 17
"""The highest Hand Score (three Kings: 4 + 4 + 4, +5 three of a kind)."""

_CARDS = full_deck()
_INDEX = {card: index for index, card in enumerate(_CARDS)}
_WITCH = _INDEX[WITCH]
_NO_HAND = TOP + 1  # the score of a "hand" naming a card twice: worth nothing
_ROW, _PLANE = len(_CARDS), len(_CARDS) ** 2


@cache
def scores() -> list[int]:
    """The Hand Score of every three cards, indexed ``a * 54 * 54 + b * 54 + c`` by their
    places in ``full_deck()`` in any order (``TOP + 1`` when a card comes twice). Made
    once, on first use: the bot looks a score up instead of working it out, thousands of
    times a decision.

    >>> table = scores()
    >>> len(table), table[12 * 54 * 54 + 25 * 54 + 38], table[0]  # the Kings of three suits
    (157464, 17, 18)
    """
    table = [_NO_HAND] * len(_CARDS) ** 3
    for trio in combinations(range(len(_CARDS)), 3):
        total = breakdown(tuple(sorted(_CARDS[index] for index in trio))).total
        a, b, c = trio
        for x, y, z in ((a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)):
            table[x * _PLANE + y * _ROW + z] = total
    return table


def worth(rivals: Sequence[Sequence[float]], ties: Sequence[float]) -> list[float]:
    """What each Hand Score (0 to ``TOP``) is worth against ``rivals``: each rival's chance of
    finishing on each score, and ``ties[t]`` the worth of a tie for the top score among
    ``t`` players (``ties[1]``, the top alone, is 1).

    A score ``s`` is worth the sum, over how many rivals finish level with it, of the
    chance that exactly those do and every other finishes below, times that tie's worth:
    the product over rivals of ``below + at * x``, read as a polynomial in ``x``.

    >>> even = [1 / (TOP + 1)] * (TOP + 1)  # one rival, every score as likely
    >>> [round(value, 3) for value in worth([even], [0.0, 1.0, 0.5])[:3]]
    [0.028, 0.083, 0.139]
    >>> worth([], [0.0, 1.0])[5]  # nobody left to beat
    1.0
    """
    table = []
    for score in range(TOP + 1):
        polynomial = [1.0]
        for finish in rivals:
            below, at = sum(finish[:score]), finish[score]
            polynomial = [
                (polynomial[power] * below if power < len(polynomial) else 0.0)
                + (polynomial[power - 1] * at if power else 0.0)
                for power in range(len(polynomial) + 1)
            ]
        table.append(sum(chance * ties[tied + 1] for tied, chance in enumerate(polynomial)))
    return table


class Reckoning:
    """The worth of hands at one decision: ``worth[s]`` of a Hand Score ``s`` (``witch_worth``
    when the Witch's holder has it: convention B breaks ties for them), and ``unseen``, every
    card a blind draw may bring.

    >>> from cardtable.cards import parse_cards
    >>> reckoning = Reckoning(range(TOP + 1), range(TOP + 1), parse_cards("KS 2D"))
    >>> reckoning.draw(parse_cards("KC KD 5H"), 1)  # KS for 5H: 17; 2D for 5H: 4 + 4 + 1 + 4
    15.0
    """

    __slots__ = (
        "_blind",
        "_fills",
        "_get",
        "_plain",
        "_plain_set",
        "_rows",
        "_scores",
        "_witch_blind",
        "witch_worth",
        "worth",
    )

    def __init__(self, worth: Iterable[float], witch_worth: Iterable[float], unseen: Iterable[Card]) -> None:
        self.worth = [float(value) for value in worth] + [0.0]
        self.witch_worth = [float(value) for value in witch_worth] + [0.0]
        self._scores = scores()
        self._blind = sorted(_INDEX[card] for card in set(unseen))
        self._plain = [index for index in self._blind if index != _WITCH]  # a blind card but the Witch
        self._plain_set = frozenset(self._plain)
        self._witch_blind = _WITCH in self._blind
        # The scores of a row at every plain blind card, read in C (one index would give no tuple).
        self._get: Callable[[list[int]], Iterable[int]] = (
            itemgetter(*self._plain) if len(self._plain) > 1 else lambda row: [row[i] for i in self._plain]
        )
        self._fills: dict[tuple[int, int], float] = {}
        self._rows: dict[int, list[float]] = {}

    # --- one hand --------------------------------------------------------------------

    def hand(self, cards: Sequence[Card]) -> float:
        """The worth of three cards (one may be the Witch: ``witch_hand`` of the other two).

        >>> from cardtable.cards import parse_cards
        >>> Reckoning(range(TOP + 1), range(TOP + 1), parse_cards("KS 2D")).hand(parse_cards("QH 4H 3D"))
        6.0
        """
        a, b, c = (_INDEX[card] for card in cards)
        return self._hand(a, b, c)

    def _hand(self, a: int, b: int, c: int) -> float:
        if a == _WITCH:
            return self._witch_hand(b, c)
        if b == _WITCH:
            return self._witch_hand(a, c)
        if c == _WITCH:
            return self._witch_hand(a, b)
        return self.worth[self._scores[a * _PLANE + b * _ROW + c]]

    def fill(self, first: Card, second: Card) -> float:
        """The worth of ``first`` and ``second`` with a blind third card (never the Witch,
        who is the holder's): the Fate of Play's Camp card, or the card the trade takes.

        >>> from cardtable.cards import parse_cards
        >>> Reckoning(range(TOP + 1), range(TOP + 1), parse_cards("KS 2D")).fill(*parse_cards("KC KD"))
        15.0
        """
        return self._fill(_INDEX[first], _INDEX[second])

    def _fill(self, a: int, b: int) -> float:
        key = (a, b) if a < b else (b, a)
        found = self._fills.get(key)
        if found is None:
            start = a * _PLANE + b * _ROW
            total = sum(map(self.witch_worth.__getitem__, self._get(self._scores[start : start + _ROW])))
            count = len(self._plain) - (a in self._plain_set) - (b in self._plain_set)
            found = self._fills[key] = total / count if count else 0.0
        return found

    def witch_hand(self, first: Card, second: Card) -> float:
        """The worth of the Witch with ``first`` and ``second`` after the Fate of Play: the
        blind Camp card joins them, then the holder gives the one of the three whose loss
        costs least for a blind card. (That last card is reckoned over every card not seen
        but the two kept, so the Camp card just taken may seem to come back: a small
        overcount, the price of reckoning each pair once.)

        >>> from cardtable.cards import parse_cards
        >>> reckoning = Reckoning(range(TOP + 1), range(TOP + 1), parse_cards("KS 2D QC"))
        >>> reckoning.witch_hand(*parse_cards("KC KD"))  # keep the Kings whatever comes: (17 + 13 + 15) / 3
        15.0
        """
        return self._witch_hand(_INDEX[first], _INDEX[second])

    def _witch_hand(self, a: int, b: int) -> float:
        both = self._fill(a, b)
        count = len(self._plain) - (a in self._plain_set) - (b in self._plain_set)
        if count <= 0:
            return both
        # Over every Camp card f: the best of keeping (a, b), (a, f) or (b, f). The rows hold
        # -1 where f is a or b; there the best is (a, b): taken off again below.
        total = sum(map(max, repeat(both), self._row(a), self._row(b)))
        total -= both * (len(self._plain) - count)
        return total / count

    def _row(self, a: int) -> list[float]:
        """``_fill(a, f)`` for every blind card ``f`` but the Witch (-1 for ``f == a``)."""
        row = self._rows.get(a)
        if row is None:
            row = self._rows[a] = [-1.0 if f == a else self._fill(a, f) for f in self._plain]
        return row

    # --- the choices -------------------------------------------------------------------

    def draw(self, held: Sequence[Card], count: int, camp: Mapping[Card, float] | None = None) -> float:
        """The worth of drawing ``count`` blind cards to ``held`` (three cards) and then
        putting back the ``count`` of ``held`` whose loss costs least (``count`` 0: standing
        pat), averaged over every set of cards the draw may bring.

        ``camp`` weighs how likely each blind card is to be in the Camp (cards put back by
        the players who swapped before are poorer than most: see ``rivals.camp_weights``);
        a set of cards is as likely as the product of its cards' weights. Without it, every
        blind card is as likely.

        >>> from cardtable.cards import parse_cards
        >>> reckoning = Reckoning(range(TOP + 1), range(TOP + 1), parse_cards("KS 2D QC"))
        >>> reckoning.draw(parse_cards("KC KD 5H"), 0), reckoning.draw(parse_cards("KC KD 5H"), 3)
        (13.0, 8.0)
        >>> reckoning.draw(parse_cards("KC KD 5H"), 1)  # KS: 17; 2D: 4 + 4 + 1 + 4; QC: 4 + 4 + 3 + 4
        15.0
        >>> weights = dict(zip(parse_cards("KS 2D QC"), (1.0, 2.0, 1.0)))  # 2D twice as likely
        >>> reckoning.draw(parse_cards("KC KD 5H"), 1, weights)  # (17 + 2 x 13 + 15) / 4
        14.5
        """
        mine = [_INDEX[card] for card in held]
        if count == 0:
            return self._hand(*mine)
        blind = self._blind
        weight = [1.0] * len(_CARDS)
        if camp is not None:
            for card, found in camp.items():
                weight[_INDEX[card]] = found
        if count == 1:
            kept = list(combinations(mine, 2))
            total = sum(weight[c] * max(self._hand(a, b, c) for a, b in kept) for c in blind)
            return total / sum(weight[c] for c in blind)
        if count == 2:
            total = norm = 0.0
            for c, d in combinations(blind, 2):
                both = weight[c] * weight[d]
                total += both * max(self._hand(a, c, d) for a in mine)
                norm += both
            return total / norm
        return self._three(weight)

    def _three(self, weight: list[float]) -> float:
        """The mean worth of three blind cards (a draw of three keeps all three), each set of
        three as likely as the product of its cards' ``weight``."""
        scores, worth, get = self._scores, self.worth, self._get
        plain = [weight[index] for index in self._plain]
        witch = weight[_WITCH] if self._witch_blind else 0.0
        total = 0.0
        for a, b in combinations(self._plain, 2):
            start = a * _PLANE + b * _ROW
            # Each three plain cards is met once for each of its pairs: three times.
            third = sum(map(mul, plain, map(worth.__getitem__, get(scores[start : start + _ROW])))) / 3
            if witch:
                third += witch * self._witch_hand(a, b)
            total += weight[a] * weight[b] * third
        # The sum, over every three blind cards, of the product of their weights.
        ones = sum(weight[index] for index in self._blind)
        twos = sum(weight[index] ** 2 for index in self._blind)
        threes = sum(weight[index] ** 3 for index in self._blind)
        return total / ((ones**3 - 3 * ones * twos + 2 * threes) / 6)

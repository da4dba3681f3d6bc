"""The parts every game's observation is made of: a layout of named planes over one flat
vector of numbers, a sheet that fills it, and a fixed-size summary of what a seat was told.

A game declares its planes in its facts (``Facts.planes``); the observation adapter
(``cardtable.adapters.observation``, with numpy) turns a filled sheet into a
``float32`` vector. Nothing here needs numpy.

A *plane* is a named run of the vector (``Layout``). One-hot planes hold a single 1,
flag planes a 0 or 1 per seat, count planes whole numbers (units, scores, cards of a
kind), all non-negative. Every plane also states the most it holds (``Layout.highs``),
which the game derives from its rules: the units at the table, a deck's copies of a
card, the target score. Where the rules set no bound on a count (the hand's number
without a hand limit, the events of a game whose history has no end), it saturates at
``CAP``: so every vector lies between 0 and its layout's ``highs``. Each game module
lists its planes in order; the shared ``HISTORY`` planes close every layout:

- ``told_events``: for each kind of event of the game and each seat (then one more
  column for events of the table, with no seat), how many such events the seat was
  told this hand (``view.history``).
- ``told_cards``: for each card of the game's deck (distinct cards, in
  ``full_deck()`` order), how many times it was named in those events: the seat's own
  deal, cards played, drawn, shown, turned up.
- ``recent``: the last ``RECENT`` events told, the latest first, each as its kind
  one-hot then its seat one-hot (the table's column for an event with no seat); zeros
  where the hand has had fewer events.

>>> layout = Layout((("seat", 3), ("hand", 4, 2)))
>>> layout.size, layout.start("hand"), layout.highs
(7, 3, (1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0))
>>> sheet = Sheet(layout)
>>> sheet.one_hot("seat", 1)
>>> sheet.counts("hand", (0, 3, 3))
>>> sheet.values()
[0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 2.0]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from contextlib import suppress
from numbers import Real
from typing import Any

import attrs

from cardtable.core.events import Event

__all__ = [
    "CAP",
    "RECENT",
    "CardIndex",
    "Layout",
    "Plane",
    "Sheet",
    "card_index",
    "history_planes",
    "summarise_history",
]

RECENT = 8
"""How many of the latest events the ``recent`` plane spells out."""
CAP = 10_000
"""Where a count has no bound in the rules, the most a plane holds of it: the count
saturates there (the hand's number in a game without a hand limit, the events told over
a game whose history runs from the deal and may run on). Far above what a game reaches."""

High = float | Sequence[float]
Plane = tuple[str, int] | tuple[str, int, High]
"""A plane of a ``Layout``: ``(name, size)`` for a plane of 0s and 1s (one-hot, flags), or
``(name, size, high)`` for counts, ``high`` being the most each entry holds: one number
for the whole plane or one number an entry."""


def _highs(name: str, size: int, high: object) -> tuple[float, ...]:
    """One highest value per entry of a plane, checked: every one at least 1."""
    if isinstance(high, Real):
        highs = (float(high),) * size
    elif isinstance(high, Sequence) and all(isinstance(value, Real) for value in high):
        highs = tuple(float(value) for value in high)
    else:
        raise ValueError(f"the plane {name!r} has no highest value: {high!r}")
    if len(highs) != size:
        raise ValueError(f"the plane {name!r} has {size} entries but {len(highs)} highest values")
    if any(not 1 <= value < math.inf for value in highs):
        raise ValueError(f"the most the plane {name!r} holds must be finite and at least 1, not {high!r}")
    return highs


class Layout:
    """Named planes of a flat vector, in order (see ``Plane``); ``segments`` lists them as
    ``(name, size)`` pairs and ``highs`` holds the most each entry of the vector holds.

    >>> layout = Layout((("a", 2), ("b", 3, 20), ("c", 2, (3, 5))))
    >>> layout.segments, layout.highs
    ((('a', 2), ('b', 3), ('c', 2)), (1.0, 1.0, 20.0, 20.0, 20.0, 3.0, 5.0))
    >>> Layout((("a", 2), ("a", 1)))
    Traceback (most recent call last):
    ...
    ValueError: the plane 'a' is named twice
    >>> Layout((("units", 2, 0),))
    Traceback (most recent call last):
    ...
    ValueError: the most the plane 'units' holds must be finite and at least 1, not 0
    """

    __slots__ = ("_starts", "highs", "segments", "size")

    def __init__(self, planes: Iterable[Plane]) -> None:
        self._starts: dict[str, int] = {}
        segments: list[tuple[str, int]] = []
        highs: list[float] = []
        for name, length, *high in planes:
            if name in self._starts:
                raise ValueError(f"the plane {name!r} is named twice")
            self._starts[name] = len(highs)
            segments.append((name, length))
            highs.extend(_highs(name, length, high[0] if high else 1))
        self.segments = tuple(segments)
        self.highs = tuple(highs)
        self.size = len(highs)

    def start(self, name: str) -> int:
        """Where the plane ``name`` begins in the vector.

        >>> Layout((("a", 2), ("b", 5))).start("b")
        2
        """
        return self._starts[name]

    def plane(self, vector: Any, name: str) -> Any:
        """The part of ``vector`` that is the plane ``name`` (for a numpy vector, a view).

        >>> layout = Layout((("a", 2), ("b", 3)))
        >>> layout.plane([0.0, 1.0, 2.0, 3.0, 4.0], "b")
        [2.0, 3.0, 4.0]
        """
        start = self._starts[name]
        return vector[start : start + dict(self.segments)[name]]

    def __repr__(self) -> str:
        return f"Layout({self.segments!r})"


class Sheet:
    """What a game writes into a vector laid out by a ``Layout``, plane by plane; ``values()``
    then makes the vector. Every write adds to zero, so a plane written once holds what
    was written. The writes are kept as lists of indices (``ones``: add 1 there; ``at``
    with ``weights``: add each weight there), so that the observation adapter sums them
    with numpy in one call, which costs far less than setting numpy elements one by one.

    >>> sheet = Sheet(Layout((("units", 2, 40), ("folded", 2))))
    >>> sheet.counts_by_seat("units", (20, 7)); sheet.flags("folded", (False, True))
    >>> sheet.values()
    [20.0, 7.0, 0.0, 1.0]
    """

    __slots__ = ("at", "layout", "ones", "weights")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.ones: list[int] = []
        self.at: list[int] = []
        self.weights: list[float] = []

    def one_hot(self, name: str, index: int | None) -> None:
        """A 1 at ``index`` of the plane (nothing for ``None``).

        >>> sheet = Sheet(Layout((("dealer", 3),)))
        >>> sheet.one_hot("dealer", 2); sheet.one_hot("dealer", None); sheet.values()
        [0.0, 0.0, 1.0]
        """
        if index is not None:
            self.ones.append(self.layout.start(name) + index)

    def flags(self, name: str, values: Iterable[object]) -> None:
        """A 1 for each true value, in order.

        >>> sheet = Sheet(Layout((("folded", 3),)))
        >>> sheet.flags("folded", (True, False, True)); sheet.values()
        [1.0, 0.0, 1.0]
        """
        start = self.layout.start(name)
        self.ones.extend(start + offset for offset, value in enumerate(values) if value)

    def counts_by_seat(self, name: str, values: Iterable[int | None]) -> None:
        """Each value in order (``None`` as 0).

        >>> sheet = Sheet(Layout((("units", 3, 40),)))
        >>> sheet.counts_by_seat("units", (20, None, 3)); sheet.values()
        [20.0, 0.0, 3.0]
        """
        start = self.layout.start(name)
        for offset, value in enumerate(values):
            if value:
                self.at.append(start + offset)
                self.weights.append(value)

    def counts(self, name: str, indices: Iterable[int]) -> None:
        """One more at each index given (a card index, a seat): a count per index.

        >>> sheet = Sheet(Layout((("hand", 3, 2),)))
        >>> sheet.counts("hand", (2, 0, 2)); sheet.values()
        [1.0, 0.0, 2.0]
        """
        start = self.layout.start(name)
        self.ones.extend(start + index for index in indices)

    def check(self) -> None:
        """``ValueError`` unless every index written lies in the vector.

        >>> sheet = Sheet(Layout((("seat", 2),)))
        >>> sheet.one_hot("seat", 2); sheet.check()
        Traceback (most recent call last):
        ...
        ValueError: an index lies outside the vector
        """
        size = self.layout.size
        for indices in (self.ones, self.at):
            if indices and (min(indices) < 0 or max(indices) >= size):
                raise ValueError("an index lies outside the vector")

    def values(self) -> list[float]:
        """The vector as a list: every plane as written, zeros elsewhere, each entry at most
        its plane's highest value (a count past it saturates).

        >>> sheet = Sheet(Layout((("units", 2, 40), ("hand", 2, 3))))
        >>> sheet.counts_by_seat("units", (3, 0)); sheet.counts("hand", (1, 1)); sheet.values()
        [3.0, 0.0, 0.0, 2.0]
        >>> sheet.counts("hand", (1, 1)); sheet.values()[3]
        3.0
        """
        return [min(value, high) for value, high in zip(self.raw(), self.layout.highs, strict=True)]

    def raw(self) -> list[float]:
        """The vector as written, before any count saturates at its plane's highest value:
        where a test sees whether the highest values the rules give are ever passed.

        >>> sheet = Sheet(Layout((("hand", 2, 1),)))
        >>> sheet.counts("hand", (1, 1)); sheet.raw(), sheet.values()
        ([0.0, 2.0], [0.0, 1.0])
        """
        self.check()
        values = [0.0] * self.layout.size
        for index in self.ones:
            values[index] += 1.0
        for index, weight in zip(self.at, self.weights, strict=True):
            values[index] += weight
        return values


@attrs.frozen(slots=True)
class CardIndex:
    """Where each card of a game sits in a card plane: the game's distinct cards in deck order.

    ``card_type`` is the game's card class; a card of another game is not indexed.
    ``copies`` is how many of each the deck holds, in plane order: the most a plane
    counting cards of one hand or one place can hold.

    >>> from cardtable import king_cut_throat as kct
    >>> index = card_index(kct.full_deck())
    >>> index.size, index.of(kct.full_deck()[0]), index.of(kct.full_deck()[-1]), set(index.copies)
    (33, 0, 32, {1})
    """

    card_type: type
    positions: tuple[int, ...]
    size: int
    copies: tuple[int, ...]

    def of(self, card: int) -> int:
        """The plane index of ``card`` (``ValueError`` for a card not in this deck).

        >>> from cardtable.cards import Card
        >>> from cardtable import king_cut_throat as kct
        >>> card_index(kct.full_deck()).of(Card.parse("2C"))
        Traceback (most recent call last):
        ...
        ValueError: Card.parse('2♣') is not a card of this deck
        """
        position = self.positions[card] if 0 <= card < len(self.positions) else -1
        if position < 0:
            raise ValueError(f"{card!r} is not a card of this deck")
        return position

    def all_of(self, cards: Iterable[int]) -> Iterator[int]:
        """The plane index of each card, in order.

        >>> from cardtable import king_cut_throat as kct
        >>> list(card_index(kct.full_deck()).all_of(kct.full_deck()[:3]))
        [0, 1, 2]
        """
        return map(self.of, cards)


def card_index(deck: Sequence[int]) -> CardIndex:
    """The ``CardIndex`` of a game's ``full_deck()`` (cards are ints; duplicates share a place).

    >>> from cardtable import open_mercy as om
    >>> index = card_index(om.full_deck())
    >>> index.size, max(index.copies), sum(index.copies)
    (69, 4, 168)
    """
    distinct = sorted(set(deck), key=list(deck).index)
    positions = [-1] * (max(distinct) + 1)
    for place, card in enumerate(distinct):
        positions[card] = place
    copies = tuple(list(deck).count(card) for card in distinct)
    return CardIndex(type(deck[0]), tuple(positions), len(distinct), copies)


def history_planes(
    kinds: Sequence[type[Event]], players: int, cards: CardIndex, *, told: float, named: float
) -> tuple[Plane, ...]:
    """The three history planes for a game with these kinds of event, seats and cards:
    ``told`` is the most events of one kind about one seat (or the table) a seat can be
    told in one history, ``named`` the most times one card can be named in it.

    >>> from cardtable import kings_mercy as km
    >>> history_planes((Event,), 3, card_index(km.full_deck()), told=6, named=3)
    (('told_events', 4, 6), ('told_cards', 37, 3), ('recent', 40))
    """
    return (
        ("told_events", len(kinds) * (players + 1), told),
        ("told_cards", cards.size, named),
        ("recent", RECENT * (len(kinds) + players + 1)),
    )


def summarise_history(
    sheet: Sheet, history: Sequence[Event], kinds: dict[type, int], players: int, cards: CardIndex
) -> None:
    """Write the history planes (module docstring) for the events a seat was told.

    ``kinds`` numbers the game's event classes; an event of another class still
    has its cards counted, but no kind (a game that adds an event updates its list,
    which its test checks). Indices are gathered in lists and counted in one go at the
    end: this runs over the whole history at every observation.
    """
    width = len(kinds) + players + 1
    told: list[int] = []
    named: list[int] = []
    recent: list[int] = []
    latest = len(history) - RECENT
    for number, event in enumerate(history):
        cell, kind, seat, places = _features(event, kinds, players, cards)
        if cell >= 0:
            told.append(cell)
        named.extend(places)
        if number >= latest:
            slot = (len(history) - 1 - number) * width
            if kind >= 0:
                recent.append(slot + kind)
            recent.append(slot + len(kinds) + seat)
    if -1 in named:
        raise ValueError("an event names a card that is not in this game's deck")
    sheet.counts("told_events", told)
    sheet.counts("told_cards", named)
    sheet.counts("recent", recent)


Features = tuple[int, int, int, tuple[int, ...]]
"""What the history planes take from one event: its ``told_events`` cell (-1 for an event
of no listed kind), its kind (-1 likewise), its seat column, and the places of the cards
it names (-1 for a card not in the deck)."""

_MEMO_SIZE = 1 << 14
_memo: dict[Event, tuple[object, int, Features]] = {}
"""The features of recently seen events, by value: a view's history holds the same events
move after move (a hidden one made anew, but equal), so each is read once. Each entry
notes the kinds and seats it was read for; the oldest go first once ``_MEMO_SIZE`` are held."""


def _features(event: Event, kinds: dict[type, int], players: int, cards: CardIndex) -> Features:
    """An event's ``Features`` for a game with these kinds of event, seats and cards."""
    try:
        entry = _memo.get(event)
    except TypeError:  # an event holding something unhashable: read it every time
        return _read(event, kinds, players, cards)
    if entry is not None and entry[0] is kinds and entry[1] == players:
        return entry[2]
    features = _read(event, kinds, players, cards)
    if len(_memo) >= _MEMO_SIZE:
        # Another thread changing it meanwhile does no harm: the oldest goes next time.
        with suppress(RuntimeError, StopIteration):
            _memo.pop(next(iter(_memo)), None)
    _memo[event] = (kinds, players, features)
    return features


def _read(event: Event, kinds: dict[type, int], players: int, cards: CardIndex) -> Features:
    kind = kinds.get(type(event), -1)
    seat = _seat_of(event, players)
    positions = cards.positions
    places = tuple(
        positions[card] if card < len(positions) else -1 for card in _cards_in(event, cards.card_type)
    )
    return (kind * (players + 1) + seat if kind >= 0 else -1, kind, seat, places)


def _seat_of(event: Event, players: int) -> int:
    """The seat an event is about (its ``player``), or ``players`` for the table's."""
    seat = getattr(event, "player", None)
    if type(seat) is int and 0 <= seat < players:
        return seat
    return players


_NO_CARDS = frozenset({int, bool, str, float, type(None)})


def _field_values(value: object) -> Iterator[object]:
    """The values of an attrs instance's fields (none for any other value)."""
    for field in getattr(type(value), "__attrs_attrs__", ()):
        yield getattr(value, field.name)


def _cards_in(event: object, card_type: type) -> list[int]:
    """Every card of ``card_type`` in an event: in its fields, their tuples and attrs values."""
    found: list[int] = []
    stack = list(_field_values(event))
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is card_type:
            found.append(value)  # type: ignore[arg-type]  # a card is an int subclass
        elif kind is tuple:
            stack.extend(value)  # type: ignore[arg-type]  # it is a tuple
        elif kind not in _NO_CARDS:
            stack.extend(_field_values(value))
    return found

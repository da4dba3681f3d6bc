"""The history planes that close every game's observation: a fixed-size summary of what a
seat was told, over the game's cards indexed in deck order (``CardIndex``).

The three planes:

- ``told_events``: for each kind of event of the game and each seat (then one more
  column for events of the table, with no seat), how many such events the seat was
  told this hand (``view.history``).
- ``told_cards``: for each card of the game's deck (distinct cards, in
  ``full_deck()`` order), how many times it was named in those events: the seat's own
  deal, cards played, drawn, shown, turned up.
- ``recent``: the last ``RECENT`` events told, the latest first, each as its kind
  one-hot then its seat one-hot (the table's column for an event with no seat); zeros
  where the hand has had fewer events.

>>> from cardtable import kings_mercy as km
>>> [plane[0] for plane in history_planes((Event,), 3, card_index(km.full_deck()), told=6, named=3)]
['told_events', 'told_cards', 'recent']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import suppress

import attrs

from cardtable.core.events import Event
from cardtable.core.planes import Plane, Sheet

__all__ = ["RECENT", "CardIndex", "card_index", "history_planes", "summarise_history"]

RECENT = 8
"""How many of the latest events the ``recent`` plane spells out."""


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

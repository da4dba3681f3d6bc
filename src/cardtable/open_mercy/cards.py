"""Open Mercy's own deck: four colours of numbers and actions, and five kinds of wild (OM2).

Every card exists once: ``Card(color, kind)`` hands back the same interned
object each time, so cards compare by identity, hash by their fixed index and
cost nothing to copy. A card reads and prints the way the table says it:

>>> Card.parse("red 5") is Card(Color.RED, Kind.FIVE)
True
>>> str(Card.parse("Wild  Draw10")), Card.parse("blue skip-everyone")
('wild draw10', Card.parse('blue skip-everyone'))
>>> len(full_deck())
168
"""

from __future__ import annotations

import enum
from typing import ClassVar


class Color(enum.Enum):
    """The four colours, in the order decks are built and ties are broken (OM18)."""

    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    YELLOW = "yellow"

    index: int
    """0 to 3 in the order above: a key for tables that avoids hashing the member."""

    @classmethod
    def parse(cls, text: str) -> Color:
        """Read a colour by its name, in any case.

        >>> Color.parse(" Green ")
        Color.GREEN
        """
        if isinstance(text, str):
            key = text.strip().lower()
            for color in cls:
                if key == color.value:
                    return color
        raise ValueError(f"not a colour: {text!r} (use red, blue, green or yellow)")

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        # Pasteable, so that a move's repr evaluates back to the move.
        return f"Color.{self.name}"


for _index, _color in enumerate(Color):
    _color.index = _index


class Kind(enum.Enum):
    """What a card is, apart from its colour: a number, an action or a wild."""

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "skip"
    REVERSE = "reverse"
    DRAW2 = "draw2"
    DRAW4 = "draw4"
    SKIP_EVERYONE = "skip-everyone"
    DISCARD_ALL = "discard-all"
    WILD = "wild"
    WILD_REVERSE_DRAW4 = "reverse-draw4"
    WILD_DRAW6 = "draw6"
    WILD_DRAW10 = "draw10"
    ROULETTE = "roulette"

    @property
    def is_wild(self) -> bool:
        return self in _WILD_KINDS

    @property
    def draw(self) -> int:
        """The draw value (OM5): what the card adds to a stack; 0 for a card that is not a draw card.

        >>> Kind.WILD_DRAW10.draw, Kind.ROULETTE.draw
        (10, 0)
        """
        return _DRAW_VALUES.get(self, 0)

    def __repr__(self) -> str:
        return f"Kind.{self.name}"


NUMBERS = (
    Kind.ZERO, Kind.ONE, Kind.TWO, Kind.THREE, Kind.FOUR,
    Kind.FIVE, Kind.SIX, Kind.SEVEN, Kind.EIGHT, Kind.NINE,
)
ACTIONS = (Kind.SKIP, Kind.REVERSE, Kind.DRAW2, Kind.DRAW4, Kind.SKIP_EVERYONE, Kind.DISCARD_ALL)
WILDS = (Kind.WILD, Kind.WILD_REVERSE_DRAW4, Kind.WILD_DRAW6, Kind.WILD_DRAW10, Kind.ROULETTE)
_WILD_KINDS = frozenset(WILDS)
_DRAW_VALUES = {
    Kind.DRAW2: 2,
    Kind.DRAW4: 4,
    Kind.WILD_REVERSE_DRAW4: 4,
    Kind.WILD_DRAW6: 6,
    Kind.WILD_DRAW10: 10,
}


class Card:
    """One Open Mercy card: a coloured number or action, or a wild (no colour).

    Cards order by ``index`` (colour, then kind, wilds last), the canonical
    order of ``full_deck()``. ``draw`` is the draw value (OM5), ``is_wild``
    says whether it matches anything.

    >>> card = Card.parse("wild reverse-draw4")
    >>> card.color is None, card.is_wild, card.draw
    (True, True, 4)
    >>> sorted([Card.parse("wild"), Card.parse("blue 0"), Card.parse("red 9")])
    [Card.parse('red 9'), Card.parse('blue 0'), Card.parse('wild')]
    """

    __slots__ = ("color", "draw", "index", "is_wild", "kind", "text")
    _interned: ClassVar[dict[tuple[Color | None, Kind], Card]] = {}

    color: Color | None
    kind: Kind
    index: int
    draw: int
    is_wild: bool
    text: str

    def __new__(cls, color: Color | None, kind: Kind) -> Card:
        try:
            return cls._interned[color, kind]
        except (KeyError, TypeError):
            raise ValueError(f"no such card: colour {color!r}, kind {kind!r}") from None

    @classmethod
    def _make(cls, color: Color | None, kind: Kind, index: int) -> Card:
        card = object.__new__(cls)
        text = kind.value if kind is Kind.WILD else f"{color or 'wild'} {kind.value}"
        for name, value in (
            ("color", color),
            ("kind", kind),
            ("index", index),
            ("draw", kind.draw),
            ("is_wild", kind.is_wild),
            ("text", text),
        ):
            object.__setattr__(card, name, value)
        cls._interned[color, kind] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Color | None, Kind]]:
        return (Card, (self.color, self.kind))

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"red 5"``, ``"blue skip"``, ``"green discard-all"``, ``"wild"``, ``"wild draw6"``...

        >>> Card.parse("YELLOW draw4") is Card(Color.YELLOW, Kind.DRAW4)
        True
        >>> Card.parse("red wild")
        Traceback (most recent call last):
        ...
        ValueError: not an Open Mercy card: 'red wild' (e.g. 'red 5', 'blue skip', 'wild draw6')
        """
        card = _BY_TEXT.get(" ".join(text.lower().split())) if isinstance(text, str) else None
        if card is None:
            raise ValueError(
                f"not an Open Mercy card: {text!r} (e.g. 'red 5', 'blue skip', 'wild draw6')"
            )
        return card

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r})"


def _intern_all() -> None:
    index = 0
    for color in Color:
        for kind in (*NUMBERS, *ACTIONS):
            Card._make(color, kind, index)
            index += 1
    for kind in WILDS:
        Card._make(None, kind, index)
        index += 1


_intern_all()
ALL_CARDS: tuple[Card, ...] = tuple(sorted(Card._interned.values()))
_BY_TEXT = {card.text: card for card in ALL_CARDS}


def _copies(kind: Kind) -> int:
    if kind is Kind.ZERO:
        return 1
    if kind in NUMBERS:
        return 2
    if kind.is_wild:
        return 4
    return 3


_FULL_DECK: tuple[Card, ...] = tuple(card for card in ALL_CARDS for _ in range(_copies(card.kind)))


def full_deck() -> tuple[Card, ...]:
    """The 168 cards in canonical order (OM2): per colour one 0, two of each 1-9,
    three of each action; then four of each wild.

    >>> deck = full_deck()
    >>> len(deck), deck[0], deck[-1], deck.count(Card.parse("green skip"))
    (168, Card.parse('red 0'), Card.parse('wild roulette'), 3)
    """
    return _FULL_DECK

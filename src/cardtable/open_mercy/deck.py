"""Open Mercy's own deck (OM2): four colors of numbers and actions, five kinds of wild;
and what may go on what (OM4, OM5).

A card is an ``int``, its place in ``ALL_CARDS``, and exists once: ``Card(color,
kind)`` hands back the same interned card each time. So cards compare, hash and
sort at C speed and index tables directly. A card reads and prints the way the
table says it:

>>> Card.parse("red 5") is Card(Color.RED, Kind.FIVE)
True
>>> str(Card.parse("Wild  Draw10")), Card.parse("blue skip-everyone")
('wild draw10', Card.parse('blue skip-everyone'))
>>> len(full_deck()), len(ALL_CARDS)
(168, 69)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from cardtable.core import Notation, card_reader
from cardtable.open_mercy.rules import STACKING


class Color(enum.Enum):
    """The four colors, in the order decks are built and ties are broken (OM18)."""

    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    YELLOW = "yellow"

    index: int
    """0 to 3 in the order above: a key for tables indexed by color."""

    # A color is one object and equal only to itself, so it hashes by identity, in C:
    # Enum's own hash calls Python for every lookup keyed by color (as ``cards.Suit``).
    __hash__ = object.__hash__

    @classmethod
    def parse(cls, text: str) -> Color:
        """Read a color by its name, in any case.

        >>> Color.parse(" Green ")
        Color.GREEN
        """
        if isinstance(text, str):
            key = text.strip().lower()
            for color in cls:
                if key == color.value:
                    return color
        raise ValueError(f"not a color: {text!r} (use red, blue, green or yellow)")

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        # Pasteable, so that a move's repr evaluates back to the move.
        return f"Color.{self.name}"


for _index, _color in enumerate(Color):
    _color.index = _index


class Kind(enum.Enum):
    """What a card is, apart from its color: a number, an action or a wild."""

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

    # As a color: one object, equal only to itself, hashed by identity in C.
    __hash__ = object.__hash__

    @property
    def is_wild(self) -> bool:
        """Wilds have no color and match anything (OM4)."""
        return self in WILDS

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
_DRAW_VALUES = {
    Kind.DRAW2: 2,
    Kind.DRAW4: 4,
    Kind.WILD_REVERSE_DRAW4: 4,
    Kind.WILD_DRAW6: 6,
    Kind.WILD_DRAW10: 10,
}


class Card(int):
    """One Open Mercy card: a colored number or action, or a wild (no color).

    A card is an ``int``, its place in the canonical order of ``full_deck()``
    (color, then kind, wilds last). ``draw`` is the draw value (OM5),
    ``is_wild`` says whether it matches anything, ``names_color`` whether its
    player names the next color (every wild but the Roulette). Every card is
    true (the red 0 is card 0, but never a missing card), and a card equals its
    own number, so the engine checks that a card is of this type wherever a
    caller hands one in.

    >>> card = Card.parse("wild reverse-draw4")
    >>> card.color is None, card.is_wild, card.draw, card.names_color
    (True, True, 4, True)
    >>> sorted([Card.parse("wild"), Card.parse("blue 0"), Card.parse("red 9")])
    [Card.parse('red 9'), Card.parse('blue 0'), Card.parse('wild')]
    >>> int(Card.parse("red 0")), bool(Card.parse("red 0")), f"{Card.parse('red 0')}"
    (0, True, 'red 0')
    """

    # No __slots__: an int subclass may not have non-empty ones. Each of the 69
    # cards has its attributes set once, at import, and refuses any change after.
    color: Color | None
    kind: Kind
    draw: int
    is_wild: bool
    names_color: bool
    text: str

    def __new__(cls, color: Color | None, kind: Kind) -> Card:
        try:
            return _INTERNED[color, kind]
        except (KeyError, TypeError):
            raise ValueError(f"no such card: color {color!r}, kind {kind!r}") from None

    @classmethod
    def _make(cls, color: Color | None, kind: Kind, index: int) -> Card:
        card = int.__new__(cls, index)
        text = kind.value if kind is Kind.WILD else f"{color or 'wild'} {kind.value}"
        for name, value in (
            ("color", color),
            ("kind", kind),
            ("draw", kind.draw),
            ("is_wild", kind.is_wild),
            ("names_color", kind.is_wild and kind is not Kind.ROULETTE),
            ("text", text),
        ):
            object.__setattr__(card, name, value)
        _INTERNED[color, kind] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Color | None, Kind]]:
        return (Card, (self.color, self.kind))

    def __bool__(self) -> bool:
        return True

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

    __format__ = object.__format__  # f"{card}" reads "red 5", not the number


_INTERNED: dict[tuple[Color | None, Kind], Card] = {}


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
ALL_CARDS: tuple[Card, ...] = tuple(sorted(_INTERNED.values()))
"""The 69 distinct cards, in canonical order: ``ALL_CARDS[n]`` is the card numbered ``n``."""
_BY_TEXT = {card.text: card for card in ALL_CARDS}


# -- how the cards are written ------------------------------------------------------

_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_KIND_WORDS: dict[Kind, tuple[str, ...]] = {
    **{kind: (kind.value, _NUMBER_WORDS[int(kind.value)]) for kind in NUMBERS},
    Kind.SKIP: ("skip",),
    Kind.REVERSE: ("reverse",),
    Kind.DRAW2: ("draw2", "draw 2", "+2"),
    Kind.DRAW4: ("draw4", "draw 4", "+4"),
    Kind.SKIP_EVERYONE: ("skip-everyone", "skip everyone"),
    Kind.DISCARD_ALL: ("discard-all", "discard all"),
    Kind.WILD_REVERSE_DRAW4: ("reverse-draw4", "reverse draw4", "reverse draw 4", "reverse +4"),
    Kind.WILD_DRAW6: ("draw6", "draw 6", "+6"),
    Kind.WILD_DRAW10: ("draw10", "draw 10", "+10"),
    Kind.ROULETTE: ("roulette", "color roulette", "colour roulette"),
}


def _names() -> dict[str, Card]:
    """Every spelling of every card: ``red 5``, ``r5``, ``r 5``, ``red five``, ``red draw 2``,
    ``red +2``, ``blue skip everyone``, ``wild draw 10``, ``wild +10``, ``wild color roulette``."""
    names = {card.text: card for card in ALL_CARDS}
    for card in ALL_CARDS:
        if card.color is None:
            for word in _KIND_WORDS.get(card.kind, ()):
                names[f"wild {word}"] = card
            continue
        for color in (card.color.value, card.color.value[0]):
            for word in _KIND_WORDS[card.kind]:
                names[f"{color} {word}"] = card
                if len(color) == 1 and (word.isdigit() or word.startswith("+")):
                    names[color + word] = card
    names["color roulette"] = names["colour roulette"] = Card(None, Kind.ROULETTE)
    return names


NOTATION = Notation(
    read_card=card_reader(_names, "an Open Mercy card", ("red 5", "r5", "blue skip", "wild draw10")),
    card_text=lambda card: card.text,
)
"""How the cards are read (``red 5``, ``r5``, ``green draw 2``, ``wild +10``) and typed (``core.notation``).

>>> NOTATION.read_card("R5"), NOTATION.read_card("wild draw 10"), NOTATION.read_card("blue skip everyone")
(Card.parse('red 5'), Card.parse('wild draw10'), Card.parse('blue skip-everyone'))
"""


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
    """The 168 cards in canonical order (OM2): per color one 0, two of each 1-9,
    three of each action; then four of each wild.

    >>> deck = full_deck()
    >>> len(deck), deck[0], deck[-1], deck.count(Card.parse("green skip"))
    (168, Card.parse('red 0'), Card.parse('wild roulette'), 3)
    """
    return _FULL_DECK


def cards_of(color: Color) -> frozenset[Card]:
    """The cards of one color; wilds have none (OM10, OM12).

    >>> Card.parse("red 5") in cards_of(Color.RED), Card.parse("wild") in cards_of(Color.RED)
    (True, False)
    """
    return _OF_COLOR[color.index]


_OF_COLOR = tuple(frozenset(card for card in ALL_CARDS if card.color is color) for color in Color)


# -- what may go on what ------------------------------------------------------------


def can_play(card: Card, top: Card, color: Color, stack: int = 0, mode: str = "official") -> bool:
    """Whether ``card`` may be played on ``top`` when the current color is ``color``
    and ``stack`` cards are live in a draw stack, under stacking ``mode``.

    With no live stack a card matches the current color, or the top card's
    number or action; wilds match anything (OM4). A wild on top shares no
    action with a colored card:

    >>> top = Card.parse("blue 5")
    >>> [can_play(Card.parse(t), top, Color.BLUE) for t in ("blue 2", "green 5", "yellow skip", "wild")]
    [True, True, False, True]

    While a stack is live only draw cards go on, as the mode allows, whatever
    their color (OM5): ``official`` asks for a draw value at least the top
    card's (not the running total); ``house`` lets wild draw cards go on any
    draw card; ``casual`` lets any draw card go on any.

    >>> draw4 = Card.parse("red draw4")
    >>> can_play(Card.parse("red draw2"), draw4, Color.RED, 6)
    False
    >>> can_play(Card.parse("wild draw6"), draw4, Color.RED, 6)
    True
    >>> can_play(Card.parse("green draw4"), draw4, Color.RED, 6)
    True
    >>> can_play(Card.parse("red draw2"), draw4, Color.RED, 6, "casual")
    True
    >>> can_play(Card.parse("wild reverse-draw4"), Card.parse("wild draw10"), Color.RED, 14, "house")
    True
    >>> can_play(Card.parse("wild roulette"), draw4, Color.RED, 4)
    False
    """
    if stack > 0:
        if not card.draw:
            return False
        if mode == "casual" or (mode == "house" and card.is_wild):
            return True
        return card.draw >= top.draw
    return card.color is None or card.color is color or (
        top.color is not None and card.kind is top.kind
    )


def _playable_sets(color: Color, stack: int, mode: str) -> tuple[frozenset[Card], ...]:
    return tuple(
        frozenset(card for card in ALL_CARDS if can_play(card, top, color, stack, mode))
        for top in ALL_CARDS
    )


# ``can_play`` for every card at once, one set per situation, built at import:
# with no live stack by color and top card (4 x 69 sets; the mode does not
# matter), on a live stack by mode and top card (3 x 69; the color does not
# matter). Listing the moves of a hand is then one set lookup per card.
_MATCHING = tuple(_playable_sets(color, 0, "official") for color in Color)
_ON_STACK: dict[str, tuple[frozenset[Card], ...]] = {
    mode: _playable_sets(Color.RED, 1, mode) for mode in STACKING
}


def playable(top: Card, color: Color, stack: int, mode: str) -> frozenset[Card]:
    """Every card that ``can_play`` on ``top`` now, as a set.

    >>> cards = playable(Card.parse("blue 5"), Color.BLUE, 0, "house")
    >>> Card.parse("green 5") in cards, Card.parse("green 6") in cards
    (True, False)
    """
    if stack > 0:
        return _ON_STACK[mode][top]
    return _MATCHING[color.index][top]


def holds_play(hand: Iterable[Card], top: Card, color: Color, stack: int, mode: str) -> bool:
    """Whether ``hand`` holds a card that may be played now (OM4, OM5).

    >>> hand = (Card.parse("red 1"), Card.parse("green 2"))
    >>> holds_play(hand, Card.parse("blue 2"), Color.BLUE, 0, "official")
    True
    """
    return not playable(top, color, stack, mode).isdisjoint(hand)

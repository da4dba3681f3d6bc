"""French-suited cards and jokers, shared by King's Mercy, King Cut-Throat and
Witch of the Woods.

Every card exists once: ``Card(rank, suit)`` hands back the same interned
object each time. A card is an ``int`` (its place in the canonical order), so
cards compare, hash and sort at C speed and index tables directly.

>>> Card.parse("10H") is Card(Rank.TEN, Suit.HEARTS)
True
>>> str(Card.parse("9s")), Card.parse("QC")
('9♠', Card.parse('Q♣'))
>>> parse_cards("9S 7S 2H JK")
(Card.parse('9♠'), Card.parse('7♠'), Card.parse('2♥'), Card.parse('JK'))
"""

from __future__ import annotations

import enum
from collections.abc import Iterable


class Suit(enum.Enum):
    """The four French suits, in the order decks are built."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    # A suit is one object and equal only to itself, so it hashes by identity, in C:
    # Enum's own hash calls Python for every lookup of a table keyed by suit.
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        """The printed pip: ``Suit.SPADES.symbol == '♠'``."""
        return _SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Diamonds and hearts are red; clubs and spades are black."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def partner(self) -> Suit:
        """The other suit of the same color (clubs and spades, diamonds and hearts).

        >>> Suit.CLUBS.partner
        Suit.SPADES
        """
        return _PARTNERS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its letter, symbol or name.

        >>> Suit.parse("h"), Suit.parse("♠"), Suit.parse("clubs")
        (Suit.HEARTS, Suit.SPADES, Suit.CLUBS)
        """
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.value, suit.symbol, suit.name):
                return suit
        raise ValueError(f"not a suit: {text!r} (use C, D, H, S or ♣ ♦ ♥ ♠)")

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        """``Suit.SPADES``, which pastes back (the enum's default does not)."""
        return f"Suit.{self.name}"


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_PARTNERS = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}


class Rank(enum.IntEnum):
    """Ranks by their face value; the three jokers sit above the King.

    The integer value is only the card's face number (Ace = 1, Jack = 11);
    each game ranks cards by its own table.
    """

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    JOKER = 14
    BLACK_JOKER = 15
    RED_JOKER = 16

    @property
    def is_joker(self) -> bool:
        """The three jokers rank above the King and have no suit."""
        return self >= Rank.JOKER

    @property
    def label(self) -> str:
        """The short printed rank: ``A``, ``2`` .. ``10``, ``J``, ``Q``, ``K``, ``JK``."""
        return _RANK_LABELS[self]


_RANK_LABELS = {
    Rank.ACE: "A",
    **{Rank(n): str(n) for n in range(2, 11)},
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.JOKER: "JK",
    Rank.BLACK_JOKER: "BJ",
    Rank.RED_JOKER: "RJ",
}
_LABEL_RANKS = {label: rank for rank, label in _RANK_LABELS.items()}
_LABEL_RANKS["1"] = Rank.ACE
_LABEL_RANKS["T"] = Rank.TEN


class Card(int):
    """One playing card: a rank and a suit, or one of the three jokers (no suit).

    A card is an ``int``, its place in the canonical order (suit, then rank,
    jokers last), the way python-chess makes squares ints: comparing, hashing,
    sorting and ``card in hand`` all run at C speed, and a card indexes a table
    directly. Cards are interned: build them with ``Card(rank, suit)`` or
    ``Card.parse(text)`` and compare them with ``==`` or ``is`` alike. Every
    card is true (the Ace of Clubs is card 0, but never a missing card), and a
    card equals its own number, so a game checks that a card is of its own
    type wherever a caller hands one in.

    >>> Card(Rank.ACE, Suit.SPADES) == 39, int(Card.parse("RJ"))
    (True, 54)
    >>> sorted(parse_cards("2H AC JK"))
    [Card.parse('A♣'), Card.parse('2♥'), Card.parse('JK')]
    >>> bool(Card.parse("AC"))
    True
    """

    # No __slots__: an int subclass may not have non-empty ones. Each of the 55
    # cards keeps its rank and suit in its own __dict__, set once at import.
    rank: Rank
    suit: Suit | None
    is_red: bool
    """Red suits and the red joker."""

    def __new__(cls, rank: Rank, suit: Suit | None = None) -> Card:
        try:
            return _INTERNED[rank, suit]
        except (KeyError, TypeError):
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}") from None

    @classmethod
    def _make(cls, rank: Rank, suit: Suit | None, index: int) -> Card:
        card = int.__new__(cls, index)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        red = rank is Rank.RED_JOKER if suit is None else suit.is_red
        object.__setattr__(card, "is_red", red)
        _INTERNED[rank, suit] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit | None]]:
        return (Card, (self.rank, self.suit))

    def __bool__(self) -> bool:
        return True

    @property
    def index(self) -> int:
        """The card's place in the canonical order: the card as a plain ``int``."""
        return int(self)

    @property
    def is_joker(self) -> bool:
        """A joker has no suit."""
        return self.suit is None

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"AS"``, ``"10H"``, ``"9d"``, ``"QC"``, ``"9♠"``, ``"JK"``, ``"BJ"``, ``"RJ"``.

        >>> Card.parse(" 10♦ ") is Card.parse("td")
        True
        >>> Card.parse("1X")
        Traceback (most recent call last):
        ...
        ValueError: not a card: '1X' (write rank then suit, e.g. 'AS', '10H', '9♠', or 'JK')
        """
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r} (expected text such as 'AS')")
        key = text.strip().upper()
        if key in ("JK", "BJ", "RJ"):
            return cls(_LABEL_RANKS[key])
        rank = _LABEL_RANKS.get(key[:-1])
        try:
            suit = Suit.parse(key[-1:]) if key else None
        except ValueError:
            suit = None
        if rank is None or suit is None or rank.is_joker:
            raise ValueError(
                f"not a card: {text!r} (write rank then suit, e.g. 'AS', '10H', '9♠', or 'JK')"
            )
        return cls(rank, suit)

    def __str__(self) -> str:
        if self.suit is None:
            return self.rank.label
        return self.rank.label + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    __format__ = object.__format__  # f"{card}" reads "9♠", not the number


_INTERNED: dict[tuple[Rank, Suit | None], Card] = {}


def _intern_all() -> None:
    index = 0
    for suit in Suit:
        for rank in Rank:
            if not rank.is_joker:
                Card._make(rank, suit, index)
                index += 1
    for rank in (Rank.JOKER, Rank.BLACK_JOKER, Rank.RED_JOKER):
        Card._make(rank, None, index)
        index += 1


_intern_all()

JOKER = Card(Rank.JOKER)
BLACK_JOKER = Card(Rank.BLACK_JOKER)
RED_JOKER = Card(Rank.RED_JOKER)
ALL_CARDS: tuple[Card, ...] = tuple(sorted(_INTERNED.values()))
"""Every card, in canonical order: ``ALL_CARDS[n]`` is the card numbered ``n``."""


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards separated by spaces or commas, or from an iterable of texts.

    >>> parse_cards("AS, 10h")
    (Card.parse('A♠'), Card.parse('10♥'))
    """
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(part) for part in parts)


def build_deck(ranks: Iterable[Rank], jokers: Iterable[Card] = ()) -> tuple[Card, ...]:
    """A deck of the given ranks in every suit plus the given jokers, in canonical order.

    >>> deck = build_deck([Rank.ACE, Rank.KING], [JOKER])
    >>> len(deck), deck[0], deck[-1]
    (9, Card.parse('A♣'), Card.parse('JK'))
    """
    wanted = set(ranks)
    cards = [Card(rank, suit) for suit in Suit for rank in Rank if rank in wanted]
    return tuple(sorted((*cards, *jokers)))


def format_cards(cards: Iterable[Card]) -> str:
    """Cards joined by spaces, as a player would read them.

    >>> format_cards(parse_cards("9S 7S 2H"))
    '9♠ 7♠ 2♥'
    """
    return " ".join(str(card) for card in cards)

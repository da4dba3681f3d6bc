"""Card names as people write them: the spellings a game's ``Notation`` reads its cards by.

A game's cards are read from a table of every spelling of every card (a few
thousand short strings, built the first time a card is read), so that reading
a line of text is a dictionary lookup per group of words, never a guess. The
French-suited cards of three games read:

- rank then suit, joined: ``js``, ``J♠``, ``10h``, ``th``, ``1s`` (the Ace);
- rank ``of`` suit, in words, letters or symbols: ``jack of spades``, ``j of spades``,
  ``ten of hearts``, ``10 of ♥``, ``ace of club``;
- the jokers by the names the game gives them (``the Fool``, ``the Witch``).

Case and spacing do not matter, nor an emoji's variation selector (``J♠️``).

>>> from cardtable.cards import JOKER, build_deck, Rank
>>> deck = build_deck([rank for rank in Rank if not rank.is_joker], [JOKER])
>>> read = card_reader(french_names(deck, jokers={"joker": JOKER}), "a card")
>>> read("Jack of Spades"), read("j of ♠"), read("10H"), read("ten of hearts"), read("joker")
(Card.parse('J♠'), Card.parse('J♠'), Card.parse('10♥'), Card.parse('10♥'), Card.parse('JK'))
>>> read("knight of cups")
Traceback (most recent call last):
...
ValueError: not a card: 'knight of cups' (e.g. 'js', 'J♠', 'jack of spades', '10h', 'ten of hearts')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from cardtable.cards import Card, Rank, Suit

__all__ = [
    "FRENCH_EXAMPLES",
    "RANK_WORDS",
    "SUIT_WORDS",
    "CardReader",
    "card_reader",
    "french_names",
    "normalized",
]

RANK_WORDS: dict[Rank, tuple[str, ...]] = {
    Rank.ACE: ("a", "1", "ace", "one"),
    Rank.TWO: ("2", "two"),
    Rank.THREE: ("3", "three"),
    Rank.FOUR: ("4", "four"),
    Rank.FIVE: ("5", "five"),
    Rank.SIX: ("6", "six"),
    Rank.SEVEN: ("7", "seven"),
    Rank.EIGHT: ("8", "eight"),
    Rank.NINE: ("9", "nine"),
    Rank.TEN: ("10", "t", "ten"),
    Rank.JACK: ("j", "jack"),
    Rank.QUEEN: ("q", "queen"),
    Rank.KING: ("k", "king"),
}
"""How a French rank is written: its label (joined to a suit, ``js``) and its words (``jack of``)."""

SUIT_WORDS: dict[Suit, tuple[str, ...]] = {
    Suit.CLUBS: ("c", "♣", "♧", "clubs", "club"),
    Suit.DIAMONDS: ("d", "♦", "♢", "diamonds", "diamond"),
    Suit.HEARTS: ("h", "♥", "♡", "hearts", "heart"),
    Suit.SPADES: ("s", "♠", "♤", "spades", "spade"),
}
"""How a French suit is written: its letter and symbols (joined to a rank) and its names."""

FRENCH_EXAMPLES = ("js", "J♠", "jack of spades", "10h", "ten of hearts")
"""Spellings a refusal offers as examples of French cards."""


def normalized(text: str) -> str:
    """Text as the spelling tables hold it: lower case, single spaces, no variation selector.

    >>> normalized("  Queen  of SHIELDS "), normalized("J\\u2660\\ufe0f")
    ('queen of shields', 'j♠')
    """
    return " ".join(text.replace("\ufe0f", "").lower().split())


def _short(word: str) -> bool:
    """A rank label or suit letter or symbol, written joined to the other part (``js``, ``10♥``)."""
    return len(word) <= 2


def french_names(
    deck: Iterable[Card],
    *,
    jokers: Mapping[str, Card] | None = None,
    ranks: Mapping[Rank, tuple[str, ...]] | None = None,
    suits: Mapping[Suit, tuple[str, ...]] | None = None,
) -> dict[str, Card]:
    """Every spelling of every card of ``deck``, normalized: rank and suit joined (``js``,
    ``10♥``), rank ``of`` suit (``jack of spades``, ``j of ♠``), each card's own text
    (``J♠``), and the jokers by the names given (``jokers``, keyed by name). ``ranks``
    and ``suits`` add words to the French ones (Witch of the Woods' ``prince``, ``shields``).

    >>> from cardtable.cards import build_deck, Rank
    >>> names = french_names(build_deck([Rank.JACK]))
    >>> names["j of spades"] is names["js"] is names["j♠"] is Card.parse("JS")
    True
    """
    rank_words = {rank: (*RANK_WORDS[rank], *(ranks or {}).get(rank, ())) for rank in RANK_WORDS}
    suit_words = {suit: (*SUIT_WORDS[suit], *(suits or {}).get(suit, ())) for suit in Suit}
    names: dict[str, Card] = {}
    for card in deck:
        names[normalized(str(card))] = card
        if card.suit is None:
            continue
        for rank in rank_words[card.rank]:
            for suit in suit_words[card.suit]:
                if _short(rank) and _short(suit):
                    names[rank + suit] = card
                if len(suit) > 1 or not suit.isalpha():
                    names[f"{rank} of {suit}"] = card
    for name, card in (jokers or {}).items():
        names[normalized(name)] = card
    return names


class CardReader:
    """A game's ``read_card``: one card from any of its spellings, or ``ValueError``
    (made by ``card_reader``). ``known(key)`` looks up text already ``normalized``,
    answering ``None`` rather than raising: a line of text is read by trying every
    group of up to four words as a card, and most groups are none."""

    __slots__ = ("_names", "_table", "examples", "what")

    def __init__(
        self, names: Mapping[str, Any] | Callable[[], Mapping[str, Any]], what: str, examples: tuple[str, ...]
    ) -> None:
        self._names = names
        self._table: Mapping[str, Any] | None = None if callable(names) else names
        self.what = what
        self.examples = examples

    def known(self, key: str) -> Any:
        """The card spelt ``key`` (normalized text), or ``None``."""
        table = self._table
        if table is None:
            table = self._table = self._names() if callable(self._names) else self._names
        return table.get(key)

    def __call__(self, text: str) -> Any:
        card = self.known(normalized(text)) if isinstance(text, str) else None
        if card is None:
            shown = ", ".join(repr(example) for example in self.examples)
            raise ValueError(f"not {self.what}: {text!r} (e.g. {shown})")
        return card


def card_reader(
    names: Mapping[str, Any] | Callable[[], Mapping[str, Any]],
    what: str,
    examples: tuple[str, ...] = FRENCH_EXAMPLES,
) -> CardReader:
    """A game's ``read_card``: one card from any of its spellings, or ``ValueError``.

    ``names`` maps every normalized spelling to its card; given as a function, it is
    called the first time a card is read (building the table costs a few milliseconds
    that ``import cardtable`` need not pay). ``what`` and ``examples`` make the refusal.

    >>> read = card_reader(lambda: {"the witch": "Witch"}, "a Witch of the Woods card", ("the witch",))
    >>> read(" The  WITCH "), read.known("the witch"), read.known("The Witch")
    ('Witch', 'Witch', None)
    >>> read(7)
    Traceback (most recent call last):
    ...
    ValueError: not a Witch of the Woods card: 7 (e.g. 'the witch')
    """
    return CardReader(names, what, examples)

"""How a game's moves are written and read as text: ``9c 7c kd``, ``red 5``, ``wild draw10 blue``, ``bet``.

Every game reads its moves by one grammar. A line of text is read into what it
names (``read``, ``readings``): the cards (by the game's spellings, its
``Notation.read_card``, longest names first), colors or suits, numbers and
words, and the seat it begins with (``seat 2 catch``) or the host (``host times
out seat 1``). A move answers to a line (``matches``) when it holds every card
named (a move naming several cards, exactly those, in any order), every color
or suit, every number, and has a word beginning with each word typed: the words
of its class name, of its ``verb``, ``action`` and ``words``, and those of its
own ``str``. So ``str(move)`` always reads back as the move, and so do the
shorter forms people type (``spoken``).

>>> from cardtable import open_mercy as om
>>> moves = (om.Play(0, om.Card.parse("red 5")), om.Draw(0),
...          *(om.Play(0, om.Card.parse("wild draw10"), color) for color in om.Color))
>>> notation = om.FACTS.notation
>>> [str(move) for move in find(notation, moves, "wild draw10 blue")]
['seat 0 plays wild draw10 naming blue']
>>> [str(move) for move in find(notation, moves, "draw")], len(find(notation, moves, "wild draw10"))
(['seat 0 draws'], 4)
>>> find(notation, moves, "seat 0 plays red 5") == (moves[0],)
True

A game's ``parse_move(state, text)`` (``core.parse``) reads a line this way
against the moves open now.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cardtable.core.move_fields import Parts, enum_types, field_hints, is_card, layout, parts

__all__ = [
    "MAX_CARD_WORDS",
    "Notation",
    "Parts",
    "Typed",
    "enum_types",
    "field_hints",
    "find",
    "is_card",
    "matches",
    "parts",
    "read",
    "readings",
    "spoken",
    "vocabulary",
]

View = Any

STOP = frozenset({"a", "an", "the", "to", "of", "with", "for", "naming", "seat", "card", "cards", "and"})
"""Words a line may hold that name nothing: ``seat 0 plays wild naming red``."""
MAX_CARD_WORDS = 4
"""The most words a card's name takes: ``wild reverse draw 4``."""
_SPELLED = {"colour": "color", "colours": "colors"}  # one spelling, the rules texts' ("color")
_PUNCTUATION = "!.?;:\"'()"


def _sorted_hand(cards: tuple[Any, ...], view: View) -> tuple[Any, ...]:
    return tuple(sorted(cards))


def _card_str(card: Any) -> str:
    return str(card)


def _typed_card(card: Any) -> str:
    """A French card as it is quickest to type: ``kd``, ``10h``, ``jk``."""
    suit = getattr(card, "suit", None)
    if suit is None:
        return str(card).lower()
    return f"{card.rank.label}{suit.value}".lower()


@attrs.frozen(kw_only=True)
class Notation:
    """How a game's cards are read, typed and shown (its ``FACTS.notation``).

    - ``read_card(text)``: one card from any of its spellings, or ``ValueError``
      (``core.card_names`` builds such readers).
    - ``card_text(card)``: a card as it is quickest to type (``kd``, ``red 5``).
    - ``card_name(card)``: a card as the table shows it (Witch of the Woods: its
      Faerunian name).
    - ``sort_hand(cards, view)``: a hand in the order a player holds it.
    """

    read_card: Callable[[str], Any]
    card_text: Callable[[Any], str] = _typed_card
    card_name: Callable[[Any], str] = _card_str
    sort_hand: Callable[[tuple[Any, ...], View], tuple[Any, ...]] = _sorted_hand


@attrs.frozen
class Typed:
    """What a line of text names: cards, enum members (colors, suits), numbers and words,
    the seat it begins with (``seat 2 ...``; ``None``: none), and whether it begins with
    ``host`` (a host move, one that stands for a clock)."""

    cards: tuple[Any, ...] = ()
    enums: tuple[enum.Enum, ...] = ()
    numbers: tuple[int, ...] = ()
    words: tuple[str, ...] = ()
    seat: int | None = None
    host: bool = False

    @property
    def empty(self) -> bool:
        """Whether it names nothing beyond a seat or the host."""
        return not (self.cards or self.enums or self.numbers or self.words)


def _tokens(text: str) -> list[str]:
    """The words of a line, lower case, without punctuation around them (``normalized``)."""
    tokens = []
    for token in re.split(r"[\s,]+", text.replace("\ufe0f", "").lower()):
        token = token.strip(_PUNCTUATION)
        if token:
            tokens.append(_SPELLED.get(token, token))
    return tokens


def _number(token: str) -> int | None:
    return int(token) if token.isascii() and token.isdigit() and len(token) <= 9 else None


def _speaker(tokens: list[str]) -> tuple[int | None, bool, list[str]]:
    """The seat a line begins with (``seat 2 ...``) or whether it begins with ``host``, and the rest."""
    if tokens[:1] == ["host"]:
        return None, True, tokens[1:]
    if len(tokens) >= 2 and tokens[0] == "seat" and _number(tokens[1]) is not None:
        return _number(tokens[1]), False, tokens[2:]
    return None, False, tokens


def readings(notation: Notation, text: str, enum_types: Sequence[type[enum.Enum]] = ()) -> tuple[Typed, ...]:
    """Every way to read ``text``: first the one that takes the longest card names, then, where
    a single word read as a card is a word too (``witch``, ``joker``), the readings with such
    words taken as words.

    >>> from cardtable import witch_of_the_woods as ww
    >>> [typed.cards for typed in readings(ww.FACTS.notation, "witch trade qh 2")]
    [(Card.parse('RJ'), Card.parse('Q♥')), (Card.parse('Q♥'),)]
    """
    seat, host, tokens = _speaker(_tokens(text))
    found = [_read(notation, tokens, enum_types, frozenset(), seat, host)]
    soft = [at for at, length in found[0][1] if length == 1 and tokens[at].isalpha() and len(tokens[at]) > 2]
    for count in range(1, 1 << min(len(soft), 3)):
        as_words = frozenset(at for bit, at in enumerate(soft) if count >> bit & 1)
        found.append(_read(notation, tokens, enum_types, as_words, seat, host))
    return tuple(typed for typed, _ in found)


def read(notation: Notation, text: str, enum_types: Sequence[type[enum.Enum]] = ()) -> Typed:
    """Read a line into cards, enum members, numbers and words, longest card names first.

    >>> from cardtable import king_cut_throat as kc
    >>> typed = read(kc.FACTS.notation, "discard 7c, 9c KD")
    >>> typed.cards, typed.words
    ((Card.parse('7♣'), Card.parse('9♣'), Card.parse('K♦')), ('discard',))
    >>> read(kc.FACTS.notation, "seat 2 plays jack of spades").seat
    2
    """
    return readings(notation, text, enum_types)[0]


def _read(
    notation: Notation,
    tokens: list[str],
    enum_types: Sequence[type[enum.Enum]],
    as_words: frozenset[int],
    seat: int | None,
    host: bool,
) -> tuple[Typed, list[tuple[int, int]]]:
    """One reading of ``tokens``, and where each card was read (its first token, its length)."""
    parse = notation.read_card
    # A reader from ``card_names`` looks a group of words up without raising for each miss.
    known: Callable[[str], Any] | None = getattr(parse, "known", None)
    cards: list[Any] = []
    placed: list[tuple[int, int]] = []
    enums: list[enum.Enum] = []
    numbers: list[int] = []
    words: list[str] = []
    at = 0
    while at < len(tokens):
        for length in range(min(MAX_CARD_WORDS, len(tokens) - at), 0, -1):
            if length == 1 and at in as_words:
                continue
            group = " ".join(tokens[at : at + length])
            card = known(group) if known is not None else _parsed(parse, group)
            if card is None:
                continue
            cards.append(card)
            placed.append((at, length))
            at += length
            break
        else:
            token = tokens[at]
            member = _enum_member(enum_types, token)
            if member is not None:
                enums.append(member)
            elif _number(token) is not None:
                numbers.append(int(token))
            elif token not in STOP:
                words.append(token)
            at += 1
    typed = Typed(tuple(cards), tuple(enums), tuple(numbers), tuple(words), seat, host)
    return typed, placed


def _parsed(parse: Callable[[str], Any], group: str) -> Any:
    try:
        return parse(group)
    except ValueError:
        return None


def _enum_member(kinds: Sequence[type[enum.Enum]], token: str) -> enum.Enum | None:
    for kind in kinds:
        parse = getattr(kind, "parse", None)
        if callable(parse):
            try:
                member: enum.Enum = parse(token)
            except ValueError:
                continue
            return member
    return None


def vocabulary(kind: type) -> tuple[str, ...]:
    """The words a move of this class answers to beyond those of its ``str``: its class
    name, ``verb``, ``action``, ``words`` and ``typed_as``.

    >>> from cardtable.witch_of_the_woods import WitchTrade
    >>> vocabulary(WitchTrade)
    ('witch', 'trade', 'trades', 'make', "witch's", 'give')
    """
    text = " ".join(
        (
            re.sub(r"(?<!^)(?=[A-Z])", " ", kind.__name__),
            str(getattr(kind, "verb", "")),
            str(getattr(kind, "action", "")),
            str(getattr(kind, "words", "")),
            str(getattr(kind, "typed_as", "")),
        )
    )
    words = [_SPELLED.get(word, word) for word in _tokens(text)]
    return tuple(dict.fromkeys(word for word in words if word not in STOP and _number(word) is None))


def matches(notation: Notation, move: Any, typed: Typed) -> bool:
    """Whether ``move`` is one the typed line may mean.

    >>> from cardtable import kings_mercy as km
    >>> typed = read(km.FACTS.notation, "seat 1 bets 1")
    >>> matches(km.FACTS.notation, km.Bet(1), typed), matches(km.FACTS.notation, km.Bet(2), typed)
    (True, False)
    """
    if typed.seat is not None and typed.seat != move.player:
        return False
    if typed.empty or typed.host != bool(getattr(move, "by_host", False)):
        return False
    if typed.cards and not _holds_cards(move, typed.cards):
        return False
    have = parts(move)
    if typed.cards:
        if have.several:
            if sorted(typed.cards) != sorted(have.cards):
                return False
        elif list(typed.cards) != list(have.cards):
            return False
    if not set(typed.enums) <= have.enums:
        return False
    if not (typed.numbers or typed.words):
        return True
    said = said_in(notation, move)
    if Counter(typed.numbers) - Counter(said.numbers):
        return False
    known = vocabulary(type(move)) + said.words
    return all(any(word.startswith(typed_word) for word in known) for typed_word in typed.words)


def said_in(notation: Notation, move: Any) -> Typed:
    """What a move's own ``str`` names, read the first way (its words and numbers are the
    ones a line may use for it).

    >>> from cardtable import kings_mercy as km
    >>> said_in(km.FACTS.notation, km.Bet(2))
    Typed(cards=(), enums=(), numbers=(1,), words=('bets',), seat=2, host=False)
    """
    seat, host, tokens = _speaker(_tokens(str(move)))
    return _read(notation, tokens, (), frozenset(), seat, host)[0]


def _holds_cards(move: Any, cards: tuple[Any, ...]) -> bool:
    """Whether a card field of ``move`` holds the first card typed: a quick test before the
    whole one, as a seat may have 120 discards to look through."""
    first = cards[0]
    for name, kind in layout(type(move)):
        value = getattr(move, name)
        if (kind == "card" and value == first) or (kind == "cards" and first in value):
            return True
    return False


def find(notation: Notation, moves: Sequence[Any], text: str) -> tuple[Any, ...]:
    """The moves among ``moves`` that ``text`` may mean, in their order (under any of its
    ``readings``, colors and suits read as the moves hold them)."""
    kinds = enum_types(moves)
    found: dict[Any, None] = {}
    for typed in readings(notation, text, kinds):
        for move in moves:
            if move not in found and matches(notation, move, typed):
                found[move] = None
    return tuple(found)


def spoken(notation: Notation, move: Any) -> str:
    """How a person could type ``move``: a word, then its cards, color or suit, numbers
    (a host move begins with ``host``).

    >>> from cardtable import king_cut_throat as kc, open_mercy as om
    >>> notation = kc.FACTS.notation
    >>> spoken(notation, kc.Discard(0, "7c 9c kd")), spoken(notation, kc.NameTrump(1, kc.Suit.HEARTS))
    ('discard 7c 9c kd', 'name hearts')
    >>> spoken(om.FACTS.notation, om.Play(0, om.Card.parse("wild draw10"), om.Color.BLUE))
    'play wild draw10 blue'
    >>> spoken(om.FACTS.notation, om.TimeOut(2))
    'host time 2'
    """
    kind = type(move)
    first = getattr(kind, "typed_as", "") or re.sub(r"(?<!^)(?=[A-Z])", " ", kind.__name__).split()[0].lower()
    words = ["host", first, str(move.player)] if getattr(kind, "by_host", False) else [first]
    for field in attrs.fields(kind)[1:]:
        value = getattr(move, field.name)
        for item in value if isinstance(value, tuple) else (value,):
            if item is None:
                continue
            if isinstance(item, enum.Enum):
                words.append(item.name.lower())
            elif is_card(item):
                words.append(notation.card_text(item))
            else:
                words.append(str(item))
    return " ".join(words)

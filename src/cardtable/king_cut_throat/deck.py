"""The 33-card deck and how its cards rank once a trump suit is named (KC2, KC9).

>>> len(full_deck()), full_deck()[-1]
(33, Card.parse('JK'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardtable.cards import ALL_CARDS, JOKER, Card, Rank, Suit, build_deck
from cardtable.core import Notation, card_reader, french_names
from cardtable.king_cut_throat.rules import Rules

RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
_DECK: tuple[Card, ...] = build_deck(RANKS, [JOKER])
DECK_SET = frozenset(_DECK)

# Plain-suit order, lowest first; 1.2.1's Queen option puts Queens above Kings everywhere.
_PLAIN = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
_PLAIN_QUEEN_HIGH = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.KING, Rank.QUEEN, Rank.ACE)
TRUMP_BASE = 100
_BEST, _RIGHT, _LEFT = 120, 119, 118


def full_deck() -> tuple[Card, ...]:
    """The 33 cards: A K Q J 10 9 8 7 of each suit and one Joker, in canonical order.

    >>> from cardtable.cards import format_cards
    >>> format_cards(full_deck()[:8])
    'A♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣'
    """
    return _DECK


# The ranks of the Bowers and the rest, as tables indexed by the card itself (a card is
# its number): one list per trump suit, or per trump and Queen option, built
# once here, 55 entries each (every card number, those outside this deck unused).


def _effective(trump: Suit) -> list[Suit]:
    table = [trump] * len(ALL_CARDS)
    for card in _DECK:
        if card != JOKER and not (card.rank is Rank.JACK and card.suit is trump.partner):
            assert card.suit is not None
            table[card] = card.suit
    return table


def _strengths(trump: Suit, queen_high: bool) -> list[int]:
    order = _PLAIN_QUEEN_HIGH if queen_high else _PLAIN
    table = [-1] * len(ALL_CARDS)
    for card in _DECK:
        if card == JOKER:
            value = _BEST
        elif card.rank is Rank.JACK and card.suit is trump:
            value = _RIGHT
        elif card.rank is Rank.JACK and card.suit is trump.partner:
            value = _LEFT
        elif card.suit is trump:
            value = TRUMP_BASE + order.index(card.rank)
        else:
            value = order.index(card.rank)
        table[card] = value
    return table


EFFECTIVE: dict[Suit, list[Suit]] = {trump: _effective(trump) for trump in Suit}
"""By trump: each card's suit for following and winning."""
STRENGTH: dict[tuple[Suit, bool], list[int]] = {
    (trump, queen_high): _strengths(trump, queen_high) for trump in Suit for queen_high in (False, True)
}
"""By trump and Queens ranking high: each card's strength, trumps from ``TRUMP_BASE`` up."""


def _trick_ranks(trump: Suit, queen_high: bool) -> list[list[int]]:
    """By the lead: each card's rank in that trick, -1 for a card of another plain
    suit, which cannot take it."""
    effective = EFFECTIVE[trump]
    strength = STRENGTH[trump, queen_high]
    by_suit_led = {
        led: [
            value if value >= TRUMP_BASE or effective[card] is led else -1
            for card, value in enumerate(strength)
        ]
        for led in Suit
    }
    return [by_suit_led[suit] for suit in effective]


TRICK_RANKS: dict[tuple[Suit, bool], list[list[int]]] = {
    (trump, queen_high): _trick_ranks(trump, queen_high) for trump in Suit for queen_high in (False, True)
}
"""By trump and Queens ranking high, then by the lead: the ranks a trick is taken by."""


def _check_trump(trump: object) -> Suit:
    if not isinstance(trump, Suit):
        raise ValueError(f"trump must be a Suit, not {trump!r}")
    return trump


def _check_card(card: object) -> Card:
    if type(card) is not Card or card not in DECK_SET:
        raise ValueError(f"{card!r} is not a card of the King Cut-Throat deck")
    return card


def effective_suit(card: Card, trump: Suit) -> Suit:
    """The suit a card belongs to for following and winning while ``trump`` is trump (KC9).

    The Joker (Best Bower) and the Jack of trump's color (Left Bower) are trumps;
    every other card keeps its printed suit.

    >>> effective_suit(Card.parse("JH"), Suit.DIAMONDS)
    Suit.DIAMONDS
    >>> effective_suit(Card.parse("JK"), Suit.CLUBS), effective_suit(Card.parse("JC"), Suit.HEARTS)
    (Suit.CLUBS, Suit.CLUBS)
    """
    return EFFECTIVE[_check_trump(trump)][_check_card(card)]


def trick_winner(cards: Sequence[Card], trump: Suit, rules: Rules | None = None) -> int:
    """The index in ``cards`` (the lead first) of the card that takes the trick.

    The highest trump wins; with no trump in the trick, the highest card of the
    led suit (its effective suit: a led Left Bower leads trumps). ``rules`` only
    matters for ``scoring_rank="queen"``, where Queens rank above Kings.

    >>> from cardtable.cards import parse_cards
    >>> trick_winner(parse_cards("8S KH 8D"), Suit.CLUBS)  # 1.2.1, example 4
    0
    >>> trick_winner(parse_cards("JH QD JK"), Suit.DIAMONDS)  # example 2: the Joker wins
    2
    >>> from cardtable.king_cut_throat.rules import Rules
    >>> trick_winner(parse_cards("KS QS"), Suit.HEARTS, Rules(scoring_rank="queen"))
    1
    """
    queen_high = rules is not None and rules.scoring_rank == "queen"
    trump = _check_trump(trump)
    played = [_check_card(card) for card in cards]
    if not played:
        raise ValueError("a trick needs at least one card")
    if len(set(played)) != len(played):
        raise ValueError("a trick cannot hold the same card twice")
    return winning_index(played, trump, queen_high)


def winning_index(cards: Sequence[Card], trump: Suit, queen_high: bool) -> int:
    """``trick_winner`` without the argument checks, for the engine's own tricks."""
    ranks = TRICK_RANKS[trump, queen_high][cards[0]]
    values = [ranks[card] for card in cards]
    return values.index(max(values))


def playable(hand: Iterable[Card], lead: Card | None, trump: Suit) -> tuple[Card, ...]:
    """The cards of ``hand`` that may go on a trick led by ``lead`` (``None``: leading).

    A player who holds a card of the led suit (effective suit) must play one;
    otherwise any card will do.

    >>> from cardtable.cards import parse_cards, format_cards
    >>> format_cards(playable(parse_cards("QH QD"), Card.parse("JH"), Suit.DIAMONDS))
    'Q♦'
    >>> format_cards(playable(parse_cards("7C JK"), Card.parse("JH"), Suit.DIAMONDS))
    'JK'
    """
    cards = tuple(hand)
    if lead is None:
        return cards
    _check_trump(trump)
    _check_card(lead)
    for card in cards:
        _check_card(card)
    return may_play(cards, lead, trump)


def may_play(hand: tuple[Card, ...], lead: Card | None, trump: Suit) -> tuple[Card, ...]:
    """``playable`` without the argument checks, for the engine's own hands."""
    if lead is None:
        return hand
    effective = EFFECTIVE[trump]
    led = effective[lead]
    return tuple([card for card in hand if effective[card] is led]) or hand


def follows(card: Card, hand: tuple[Card, ...], lead: Card, trump: Suit) -> bool:
    """Whether ``card`` of ``hand`` may go on a trick led by ``lead``: it is of the suit
    led (its effective suit), or ``hand`` holds no card of that suit. The same rule as
    ``may_play``, asked of one card, for the engine's own hands.

    >>> from cardtable.cards import parse_cards
    >>> hand = parse_cards("QH QD")
    >>> follows(Card.parse("QD"), hand, Card.parse("JH"), Suit.DIAMONDS)
    True
    >>> follows(Card.parse("QH"), hand, Card.parse("JH"), Suit.DIAMONDS)
    False
    """
    effective = EFFECTIVE[trump]
    led = effective[lead]
    return effective[card] is led or led not in [effective[held] for held in hand]


def _plain_place(card: Card) -> tuple[int, int]:
    """Suit by suit in canonical order, each highest first; the Joker last."""
    if card.suit is None:
        return len(Suit), 0
    return list(Suit).index(card.suit), -_PLAIN.index(card.rank)


def by_strength(cards: Iterable[Card], trump: Suit | None) -> tuple[Card, ...]:
    """Cards as a player holds them: trumps first, then suit by suit, highest first.

    >>> from cardtable.cards import format_cards, parse_cards
    >>> format_cards(by_strength(parse_cards("7C AC JS 10H JK AS"), Suit.CLUBS))
    'JK J♠ A♣ 7♣ 10♥ A♠'
    >>> format_cards(by_strength(parse_cards("7C AC KC JS JK"), None))
    'A♣ K♣ 7♣ J♠ JK'
    """
    if trump is None:
        return tuple(sorted(cards, key=_plain_place))
    strength = STRENGTH[trump, False]
    effective = EFFECTIVE[trump]
    suits = [trump, *(suit for suit in Suit if suit is not trump)]
    return tuple(sorted(cards, key=lambda card: (suits.index(effective[card]), -strength[card])))


def _held(cards: tuple[Card, ...], view: object) -> tuple[Card, ...]:
    """A hand as it is held: trumps first, then suit by suit, highest first."""
    return by_strength(cards, getattr(view, "trump", None))


_JOKER_NAMES = {"joker": JOKER, "the joker": JOKER, "best bower": JOKER, "the best bower": JOKER}

NOTATION = Notation(
    read_card=card_reader(
        lambda: french_names(full_deck(), jokers=_JOKER_NAMES),
        "a King Cut-Throat card",
        ("js", "J♠", "jack of spades", "10h", "ten of hearts", "joker"),
    ),
    sort_hand=_held,
)
"""How the cards are read (``js``, ``jack of spades``, ``the Joker`` or ``best bower``) and
held (``core.notation``).

>>> NOTATION.read_card("j of spades"), NOTATION.read_card("Best Bower")
(Card.parse('J♠'), Card.parse('JK'))
"""

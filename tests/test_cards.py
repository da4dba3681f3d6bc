"""The shared French-suited cards."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.cards import (
    ALL_CARDS,
    BLACK_JOKER,
    JOKER,
    RED_JOKER,
    Card,
    Rank,
    Suit,
    build_deck,
    format_cards,
    parse_cards,
)


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AS", Rank.ACE, Suit.SPADES),
        ("10H", Rank.TEN, Suit.HEARTS),
        ("9d", Rank.NINE, Suit.DIAMONDS),
        ("QC", Rank.QUEEN, Suit.CLUBS),
        ("9♠", Rank.NINE, Suit.SPADES),
        ("K♥", Rank.KING, Suit.HEARTS),
        ("jd", Rank.JACK, Suit.DIAMONDS),
    ],
)
def test_parse_reads_the_notations_of_the_contract(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) is Card(rank, suit)


def test_jokers_parse_and_print() -> None:
    assert Card.parse("JK") is JOKER and Card.parse("bj") is BLACK_JOKER and Card.parse("RJ") is RED_JOKER
    assert [str(card) for card in (JOKER, BLACK_JOKER, RED_JOKER)] == ["JK", "BJ", "RJ"]
    assert JOKER.suit is None and JOKER.is_joker and RED_JOKER.is_red and not BLACK_JOKER.is_red


@given(st.sampled_from(ALL_CARDS))
def test_str_and_repr_read_back(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert eval(repr(card), {"Card": Card}) is card


def test_cards_are_interned_immutable_and_survive_copies() -> None:
    card = Card.parse("AS")
    assert copy.deepcopy(card) is card and pickle.loads(pickle.dumps(card)) is card
    with pytest.raises(AttributeError):
        card.rank = Rank.TWO
    assert hash(card) == card.index
    assert len(ALL_CARDS) == len(set(ALL_CARDS)) == 55
    assert list(ALL_CARDS) == sorted(ALL_CARDS)


@pytest.mark.parametrize("text", ["", "1X", "11S", "AX", "JKS", "S", "10", 5, None])
def test_bad_card_text_raises_value_error(text: object) -> None:
    with pytest.raises(ValueError):
        Card.parse(text)  # type: ignore[arg-type]


def test_no_such_card_raises_value_error() -> None:
    with pytest.raises(ValueError, match="no such card"):
        Card(Rank.JOKER, Suit.SPADES)


def test_decks_and_lists() -> None:
    deck = build_deck([Rank.ACE, Rank.TWO], [JOKER])
    assert format_cards(deck) == "A♣ 2♣ A♦ 2♦ A♥ 2♥ A♠ 2♠ JK"
    assert parse_cards(["AS", "2h"]) == parse_cards("AS, 2H")
    assert Suit.parse("♦") is Suit.DIAMONDS and Suit.HEARTS.partner is Suit.DIAMONDS
    with pytest.raises(ValueError, match="not a suit"):
        Suit.parse("X")

"""The deck, the Bowers and who takes a trick (KC2, KC9, KC10), checked against a
reference written out by hand here, separately from the engine's tables."""

from __future__ import annotations

from functools import cache
from itertools import permutations

from hypothesis import given
from hypothesis import strategies as st

from cardtable.cards import JOKER, Card, Rank, Suit, parse_cards
from cardtable.king_cut_throat import (
    Rules,
    effective_suit,
    full_deck,
    playable,
    trick_winner,
)
from cardtable.king_cut_throat.deck import follows

# The reference: every trump suit's ten cards, highest first, and the plain
# suits beside it, highest first, exactly as the rules texts list them (KC9).
TRUMPS = {
    Suit.SPADES: "JK JS JC AS KS QS 10S 9S 8S 7S",
    Suit.CLUBS: "JK JC JS AC KC QC 10C 9C 8C 7C",
    Suit.HEARTS: "JK JH JD AH KH QH 10H 9H 8H 7H",
    Suit.DIAMONDS: "JK JD JH AD KD QD 10D 9D 8D 7D",
}
PLAIN = {
    Suit.SPADES: {
        Suit.CLUBS: "AC KC QC 10C 9C 8C 7C",
        Suit.DIAMONDS: "AD KD QD JD 10D 9D 8D 7D",
        Suit.HEARTS: "AH KH QH JH 10H 9H 8H 7H",
    },
    Suit.CLUBS: {
        Suit.SPADES: "AS KS QS 10S 9S 8S 7S",
        Suit.DIAMONDS: "AD KD QD JD 10D 9D 8D 7D",
        Suit.HEARTS: "AH KH QH JH 10H 9H 8H 7H",
    },
    Suit.HEARTS: {
        Suit.DIAMONDS: "AD KD QD 10D 9D 8D 7D",
        Suit.CLUBS: "AC KC QC JC 10C 9C 8C 7C",
        Suit.SPADES: "AS KS QS JS 10S 9S 8S 7S",
    },
    Suit.DIAMONDS: {
        Suit.HEARTS: "AH KH QH 10H 9H 8H 7H",
        Suit.CLUBS: "AC KC QC JC 10C 9C 8C 7C",
        Suit.SPADES: "AS KS QS JS 10S 9S 8S 7S",
    },
}


def _queen_high(order: str) -> str:
    """1.2.1's option: Queens rank directly above Kings in every suit, trump included."""
    names = order.split()
    king = next(i for i, name in enumerate(names) if name.startswith("K"))
    queen = next(i for i, name in enumerate(names) if name.startswith("Q"))
    names[king], names[queen] = names[queen], names[king]
    return " ".join(names)


@cache
def reference_tables(trump: Suit, queen_high: bool = False) -> tuple[list[Card], dict[Card, Suit]]:
    """(the trump cards highest first, the suit each card counts as)."""
    trumps = TRUMPS[trump]
    trump_cards = list(parse_cards(_queen_high(trumps) if queen_high else trumps))
    suit_of = dict.fromkeys(trump_cards, trump)
    for suit, order in PLAIN[trump].items():
        for card in parse_cards(order):
            suit_of[card] = suit
    return trump_cards, suit_of


@cache
def _place(trump: Suit, queen_high: bool) -> dict[Card, int]:
    """Each card's place in its own list (0 = highest), trump or plain."""
    trump_cards, _ = reference_tables(trump, queen_high)
    place = {card: i for i, card in enumerate(trump_cards)}
    for order in PLAIN[trump].values():
        shown = _queen_high(order) if queen_high else order
        place.update({card: i for i, card in enumerate(parse_cards(shown))})
    return place


def reference_winner(cards: tuple[Card, ...], trump: Suit, queen_high: bool = False) -> int:
    _, suit_of = reference_tables(trump, queen_high)
    place = _place(trump, queen_high)
    in_trump = [i for i, card in enumerate(cards) if suit_of[card] is trump]
    if in_trump:
        return min(in_trump, key=lambda i: place[cards[i]])
    led = suit_of[cards[0]]
    following = [i for i, card in enumerate(cards) if suit_of[card] is led]
    return min(following, key=lambda i: place[cards[i]])


def reference_may_play(card: Card, hand: tuple[Card, ...], lead: Card, trump: Suit) -> bool:
    _, suit_of = reference_tables(trump)
    led = suit_of[lead]
    return suit_of[card] is led or all(suit_of[held] is not led for held in hand)


def test_reference_tables_cover_the_deck_once() -> None:
    for trump in Suit:
        trump_cards, suit_of = reference_tables(trump)
        assert len(trump_cards) == 10
        assert sorted(suit_of) == sorted(full_deck())


def test_kc2_the_deck_is_33_cards_a_to_7_and_one_joker() -> None:
    deck = full_deck()
    assert len(deck) == len(set(deck)) == 33
    assert deck.count(JOKER) == 1
    for suit in Suit:
        ranks = sorted(card.rank for card in deck if card.suit is suit)
        assert ranks == sorted(
            [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN]
        )


def test_kc9_effective_suit_matches_the_reference_for_every_card_and_trump() -> None:
    for trump in Suit:
        _, suit_of = reference_tables(trump)
        for card in full_deck():
            assert effective_suit(card, trump) is suit_of[card], (card, trump)


def test_kc9_left_bower_is_a_trump_and_not_of_its_printed_suit() -> None:
    # 1.2.1: "if the trump suit becomes Spades, the Jack of Clubs is considered a Spade".
    assert effective_suit(Card.parse("JC"), Suit.SPADES) is Suit.SPADES
    assert effective_suit(Card.parse("JD"), Suit.HEARTS) is Suit.HEARTS
    # The Left Bower beats the Ace of trump and loses to the Right Bower and the Joker.
    assert trick_winner(parse_cards("AS JC"), Suit.SPADES) == 1
    assert trick_winner(parse_cards("JC JS"), Suit.SPADES) == 1
    assert trick_winner(parse_cards("JS JK"), Suit.SPADES) == 1
    # A led Jack of clubs leads trumps: a club does not follow it.
    assert playable(parse_cards("AC 7S"), Card.parse("JC"), Suit.SPADES) == parse_cards("7S")


def test_kc9_plain_suit_of_trumps_colour_has_no_jack() -> None:
    clubs_under_spades = [c for c in full_deck() if effective_suit(c, Suit.SPADES) is Suit.CLUBS]
    assert len(clubs_under_spades) == 7
    assert Card.parse("JC") not in clubs_under_spades


def test_kc10_trick_winner_matches_the_reference_on_every_three_card_trick() -> None:
    deck = full_deck()
    for trump in Suit:
        for trick in permutations(deck, 3):
            assert trick_winner(trick, trump) == reference_winner(trick, trump), (trick, trump)


def test_kc10_follow_suit_matches_the_reference_on_every_three_card_trick() -> None:
    """For each lead and two-card hand: exactly the cards the reference allows."""
    deck = full_deck()
    for trump in Suit:
        for lead, first, second in permutations(deck, 3):
            hand = (first, second)
            allowed = playable(hand, lead, trump)
            assert (first in allowed) == reference_may_play(first, hand, lead, trump)
            assert (second in allowed) == reference_may_play(second, hand, lead, trump)


cards_33 = st.sampled_from(full_deck())
suits = st.sampled_from(list(Suit))


@given(st.lists(cards_33, min_size=1, max_size=3, unique=True), suits, st.booleans())
def test_kc11_trick_winner_with_queens_above_kings_matches_the_reference(
    cards: list[Card], trump: Suit, queen_high: bool
) -> None:
    rules = Rules(scoring_rank="queen" if queen_high else "king")
    assert trick_winner(tuple(cards), trump, rules) == reference_winner(tuple(cards), trump, queen_high)


@given(st.lists(cards_33, min_size=2, max_size=11, unique=True), suits)
def test_kc10_playable_matches_the_reference_on_any_hand(cards: list[Card], trump: Suit) -> None:
    lead, *hand = cards
    allowed = playable(tuple(hand), lead, trump)
    assert [c for c in hand if reference_may_play(c, tuple(hand), lead, trump)] == list(allowed)
    assert playable(tuple(hand), None, trump) == tuple(hand)
    assert [c for c in hand if follows(c, tuple(hand), lead, trump)] == list(allowed)


def test_trick_winner_refuses_what_is_not_a_trick() -> None:
    import pytest

    with pytest.raises(ValueError):
        trick_winner((), Suit.SPADES)
    with pytest.raises(ValueError):
        trick_winner(parse_cards("2S AS"), Suit.SPADES)
    with pytest.raises(ValueError):
        trick_winner(parse_cards("AS AS"), Suit.SPADES)
    with pytest.raises(ValueError):
        trick_winner(parse_cards("AS KS"), "S")  # type: ignore[arg-type]

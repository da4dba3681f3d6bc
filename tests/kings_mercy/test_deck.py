"""The deck and how it prints (KM2), how hands rank (KM3, KM4, KM5), the seed's examples,
and the exhaustive checks."""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable import kings_mercy as km
from cardtable import records
from cardtable.cards import JOKER, Rank, parse_cards
from cardtable.cards import parse_cards as cards

from .tables import deck_for

ALL_HANDS = list(itertools.combinations(km.full_deck(), 3))


def test_km3_fool_ranks_below_the_ace_and_never_makes_a_group() -> None:
    assert km.hand_value(cards("JK AS AD")).strength == (1, 1, 0)  # pair of aces, Fool kicker
    assert km.hand_value(cards("JK AS 2D")).category == "high"  # no run through the Fool
    assert km.hand_value(cards("JK AS 2D")) < km.hand_value(cards("2S AC 3H"))
    assert km.hand_value(cards("AS 3C 2D")).category == "run"
    assert km.hand_value(cards("JK 9S 8D")) < km.hand_value(cards("AC 9D 8H"))


def test_km4_categories_rank_trips_run_pair_high() -> None:
    trips, run, pair, high = cards("2S 2D 2C"), cards("7S 8D 9C"), cards("9S 9D 8C"), cards("9S 8D 6C")
    assert km.hand_value(trips) > km.hand_value(run) > km.hand_value(pair) > km.hand_value(high)
    assert [km.hand_value(h).category for h in (trips, run, pair, high)] == [
        "trips", "run", "pair", "high",
    ]


def test_km4_runs_from_ace_two_three_to_seven_eight_nine_without_wrapping() -> None:
    assert km.hand_value(cards("AS 2D 3C")) < km.hand_value(cards("2S 3D 4C"))
    assert km.hand_value(cards("7S 8D 9C")) > km.hand_value(cards("6S 7D 8C"))
    assert km.hand_value(cards("8S 9D AC")).category == "high"


def test_km4_pairs_compare_the_pair_then_the_third_card_with_the_fool_lowest() -> None:
    assert km.hand_value(cards("3S 3D 2C")) > km.hand_value(cards("2S 2D 9C"))
    assert km.hand_value(cards("5S 5D 4C")) > km.hand_value(cards("5H 5C AC"))
    assert km.hand_value(cards("5H 5C AC")) > km.hand_value(cards("5S 5D JK"))


def test_km4_high_cards_compare_from_the_top_and_suits_never_matter() -> None:
    assert km.hand_value(cards("9S 7D 2C")) > km.hand_value(cards("9H 6D 5C"))
    assert km.hand_value(cards("9S 7D 3C")) > km.hand_value(cards("9H 7C 2C"))
    assert km.hand_value(cards("9S 7D 2C")) == km.hand_value(cards("9H 7H 2H"))
    assert km.winners([cards("9S 7D 2C"), cards("9H 7H 2H")]) == (0, 1)


def test_seed_example_fool_seven_seven_is_a_pair_of_sevens_with_the_lowest_third_card() -> None:
    """Seed: "Fool-7-7 is a pair of sevens with the lowest possible third card" (KM3, KM4)."""
    fool_pair = km.hand_value(cards("JK 7S 7D"))
    assert fool_pair.category == "pair"
    assert fool_pair.strength == (1, 7, 0)
    for third in "A23456 89":
        if third.strip():
            assert fool_pair < km.hand_value(cards(f"7C 7H {third}S"))
    assert fool_pair > km.hand_value(cards("6S 6D 9C"))


def test_seed_example_under_mercy_nine_seven_two_beats_fool_nine_eight() -> None:
    """Seed: both are 9-high and 7 is lower than 8 (KM5)."""
    assert km.winners([cards("9S 7D 2C"), cards("JK 9H 8C")], mercy=True) == (0,)
    assert km.winners([cards("9S 7D 2C"), cards("JK 9H 8C")]) == (1,)


def test_km5_under_mercy_a_pair_of_twos_beats_a_pair_of_nines() -> None:
    assert km.winners([cards("2S 2D 3C"), cards("9S 9D 3H")], mercy=True) == (0,)
    assert km.winners([cards("2S 2D 3C"), cards("9S 9D 3H")]) == (1,)


def test_km5_under_mercy_the_lower_category_wins() -> None:
    hands = [cards("2S 2D 2C"), cards("AS 2D 3C"), cards("9S 9D 8C"), cards("9H 8D 6C")]
    assert km.winners(hands, mercy=True) == (3,)
    assert km.winners(hands) == (0,)


def test_km4_exhaustive_category_counts_over_all_7770_hands() -> None:
    counts = Counter(km.hand_value(hand).category for hand in ALL_HANDS)
    assert len(ALL_HANDS) == 7770
    assert counts == {"trips": 36, "run": 448, "pair": 1782, "high": 5504}


@pytest.mark.parametrize(
    ("hand", "name"),
    [
        ("9S 9D 9C", "three of a kind, 9s"),
        ("AS AD AC", "three of a kind, aces"),
        ("7S 8D 9C", "run, 7-8-9"),
        ("AS 3D 2C", "run, ace-2-3"),
        ("JK 7S 7D", "pair of 7s"),  # the seed's "pair of sevens with the lowest possible third card"
        ("2S 9D 9C", "pair of 9s"),
        ("7C AC 5H", "high card, 7 high"),
        ("JK 9S 8D", "high card, 9 high"),
        ("JK AS 2D", "high card, 2 high"),  # no run through the Fool
    ],
)
def test_km4_a_hand_is_named_by_its_category_in_the_rules_words(hand: str, name: str) -> None:
    assert km.hand_name(cards(hand)) == name
    assert name.startswith(km.CATEGORY_NAMES[km.hand_value(cards(hand)).category])


def test_km4_every_hand_is_named_by_its_own_category() -> None:
    for hand in ALL_HANDS:
        category = km.hand_value(hand).category
        named = km.hand_name(hand)
        assert [key for key, words in km.CATEGORY_NAMES.items() if named.startswith(words)] == [category]


def test_km5_mercy_exactly_reverses_every_pairwise_comparison() -> None:
    """Exhaustive over all 7,770 hands.

    A comparison depends only on the hand's ranks (checked here for every hand),
    so every pair of hands is covered by every pair of rank patterns.
    """
    by_ranks: dict[tuple[int, ...], list[tuple[km.Card, ...]]] = defaultdict(list)
    for hand in ALL_HANDS:
        by_ranks[tuple(sorted(0 if c is km.FOOL else int(c.rank) for c in hand))].append(hand)
    patterns = []
    for hands in by_ranks.values():
        values = {km.hand_value(hand) for hand in hands}
        assert len(values) == 1, "suits changed a hand's value"
        patterns.append(hands[0])
    strengths = {km.hand_value(hand).strength for hand in patterns}
    assert len(strengths) == len(patterns)
    for first, second in itertools.product(patterns, repeat=2):
        normal = km.winners([first, second])
        reversed_ = km.winners([first, second], mercy=True)
        if normal == (0, 1):
            assert reversed_ == (0, 1)
        else:
            assert reversed_ == ((1,) if normal == (0,) else (0,))


@given(st.lists(st.sampled_from(ALL_HANDS), min_size=1, max_size=6))
def test_km5_mercy_picks_the_weakest_of_any_table(hands: list[tuple[km.Card, ...]]) -> None:
    values = [km.hand_value(hand) for hand in hands]
    assert km.winners(hands, mercy=True) == tuple(
        i for i, value in enumerate(values) if value == min(values)
    )
    assert km.winners(hands) == tuple(i for i, value in enumerate(values) if value == max(values))


def test_hand_value_refuses_a_hand_that_is_not_three_cards() -> None:
    with pytest.raises(ValueError, match="three cards"):
        km.hand_value(cards("9S 8S"))
    with pytest.raises(ValueError, match="is not a King's Mercy card"):
        km.hand_value(cards("9S 8S 10S"))


def test_km2_the_deck_is_ace_to_nine_in_four_suits_and_the_fool() -> None:
    deck = km.full_deck()
    assert len(deck) == len(set(deck)) == 37
    assert km.FOOL is JOKER and JOKER in deck
    assert {card.rank for card in deck if card is not JOKER} == {Rank(n) for n in range(1, 10)}


def test_km2_king_of_spades_display_changes_only_the_printing() -> None:
    rules = km.Rules(players=3, fool_display="king_of_spades")
    order = deck_for(3, {1: "JK 7S 7D"})
    state = km.new_game(rules, deck=order)
    assert state.hands[1] == (JOKER, *parse_cards("7S 7D"))
    shown = str(km.view(state, 1))
    assert "K♠ 7♠ 7♦" in shown and "JK" not in shown
    assert "JK 7♠ 7♦" in str(km.view(km.new_game(km.Rules(players=3), deck=order), 1))
    assert '"JK"' in records.dumps(state) or "JK" in records.dumps(state)

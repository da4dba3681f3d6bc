"""Hand Score (WW6): the seed's three examples, every bonus alone and combined, the
Witch holder's four cards, and a reference scorer over every hand of the deck."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from cardtable.cards import Card, parse_cards
from cardtable.witch_of_the_woods import (
    JESTER,
    WITCH,
    card_value,
    full_deck,
    hand_score,
    parse_faerunian,
    score_breakdown,
)


def faerunian(*names: str) -> tuple[Card, ...]:
    return tuple(parse_faerunian(name) for name in names)


# The seed's worked examples, written with the seed's own Faerunian names.


def test_ww6_seed_example_two_crowns_three_crowns_prince_of_shields_scores_4() -> None:
    hand = faerunian("2 of Crowns", "3 of Crowns", "Prince of Shields")
    score = score_breakdown(hand)
    assert hand_score(hand) == 4
    assert sorted(score.values) == [1, 1, 2]
    assert score.bonuses == ()


def test_ww6_seed_example_one_two_three_of_coins_scores_8() -> None:
    hand = faerunian("1 of Coins", "2 of Coins", "3 of Coins")
    score = score_breakdown(hand)
    assert hand_score(hand) == 8
    assert score.values == (1, 1, 1)
    assert score.bonuses == (("color", 1), ("suit", 1), ("run", 3))


def test_ww6_seed_example_queen_four_of_shields_three_of_swords_scores_6() -> None:
    hand = faerunian("Queen of Shields", "4 of Shields", "3 of Swords")
    score = score_breakdown(hand)
    assert hand_score(hand) == 6
    assert sorted(score.values) == [1, 1, 3]
    assert score.bonuses == (("color", 1),)


# Card values.


def test_ww6_card_values() -> None:
    values = Counter(card_value(card) for card in full_deck())
    assert values == {1: 40, 2: 4, 3: 4, 4: 4, 0: 2}
    assert card_value(JESTER) == card_value(WITCH) == 0
    assert [card_value(card) for card in parse_cards("AC 10S JD QH KC")] == [1, 1, 2, 3, 4]


# Every bonus on its own.


@pytest.mark.parametrize(
    ("text", "total", "bonuses"),
    [
        ("2C 9S KC", 1 + 1 + 4 + 1, (("color", 1),)),  # gold: Crowns and Coins
        ("2D 9H QD", 1 + 1 + 3 + 1, (("color", 1),)),  # silver: Swords and Shields
        ("4C 5D 6H", 3 + 3, (("run", 3),)),
        ("10S JD QH", 1 + 2 + 3 + 3, (("run", 3),)),  # 10, Prince, Queen run
        ("7C 7D 2H", 3 + 4, (("pair", 4),)),
        ("KC KD KH", 12 + 5, (("three of a kind", 5),)),  # +5, not also +4
        ("2C 5D 9H", 3, ()),
    ],
)
def test_ww6_each_bonus_on_its_own(text: str, total: int, bonuses: tuple[object, ...]) -> None:
    score = score_breakdown(parse_cards(text))
    assert score.total == hand_score(parse_cards(text)) == total
    assert score.bonuses == bonuses


# Bonuses in combination.


@pytest.mark.parametrize(
    ("text", "total", "bonuses"),
    [
        ("2H 9H KH", 6 + 2, (("color", 1), ("suit", 1))),  # one suit is also one colour
        ("4C 5S 6C", 3 + 1 + 3, (("color", 1), ("run", 3))),
        ("JD QD KD", 9 + 1 + 1 + 3, (("color", 1), ("suit", 1), ("run", 3))),
        ("5C 5S 8C", 3 + 1 + 4, (("color", 1), ("pair", 4))),
        ("QD QH 3D", 7 + 1 + 4, (("color", 1), ("pair", 4))),
    ],
)
def test_ww6_bonuses_in_combination(text: str, total: int, bonuses: tuple[object, ...]) -> None:
    score = score_breakdown(parse_cards(text))
    assert score.total == total
    assert score.bonuses == bonuses


def test_ww6_runs_do_not_wrap_from_king_to_1() -> None:
    assert score_breakdown(parse_cards("QC KD AH")).run == 0
    assert score_breakdown(parse_cards("KC AD 2H")).run == 0
    assert score_breakdown(parse_cards("AC 2D 3H")).run == 3


def test_ww6_jester_has_no_suit_colour_or_rank() -> None:
    assert score_breakdown(parse_cards("2C 3C BJ")).bonuses == ()  # no colour, suit or run
    assert hand_score(parse_cards("2C 3C BJ")) == 2
    assert score_breakdown(parse_cards("5C 5S BJ")).bonuses == (("pair", 4),)


def test_ww6_witch_holder_scores_four_cards_with_bonuses_on_the_three_others() -> None:
    # The Witch is worth 0 and is left out of the bonuses: the other three make a run in one suit.
    score = score_breakdown(parse_cards("RJ 9C 10C JC"))
    assert len(score.cards) == 4
    assert score.values == (1, 1, 2, 0)
    assert score.bonuses == (("color", 1), ("suit", 1), ("run", 3))
    assert score.total == 9
    assert hand_score(parse_cards("RJ KC KD KH")) == 12 + 5
    # The Jester among the three others still blocks colour, suit and run.
    assert score_breakdown(parse_cards("RJ BJ 2C 3C")).bonuses == ()


def test_ww6_hand_score_ignores_the_order_cards_are_given_in() -> None:
    hand = parse_cards("RJ 9C 10C JC")
    assert {hand_score(order) for order in itertools.permutations(hand)} == {9}


@pytest.mark.parametrize(
    "cards",
    [
        parse_cards("AC 2C"),
        parse_cards("AC 2C 3C 4C"),  # four cards without the Witch
        parse_cards("AC AC 2C"),
        parse_cards("JK 2C 3C"),  # the plain joker is not in this deck
        (None, None, None),
    ],
)
def test_ww6_hand_score_refuses_what_is_not_a_hand(cards: tuple[object, ...]) -> None:
    with pytest.raises(ValueError):
        hand_score(cards)  # type: ignore[arg-type]


def test_ww6_score_breakdown_prints_like_the_seed() -> None:
    assert str(score_breakdown(parse_cards("AS 2S 3S"))) == "1 + 1 + 1, +1 color, +1 suit, +3 run = 8"
    assert str(score_breakdown(parse_cards("2C 3C JH"))) == "1 + 1 + 2 = 4"


# An independent reference scorer, written from the rules text over the cards' printed
# form (not the engine's tables), checked on every hand of the deck.

_FACE = {"A": 1, **{str(n): n for n in range(2, 11)}, "J": 11, "Q": 12, "K": 13}
_GOLD_PIPS = "♣♠"  # Crowns (clubs) and Coins (spades)


def reference_score(hand: tuple[Card, ...]) -> int:
    labels = [str(card) for card in hand]
    total = 0
    for label in labels:
        if label in ("BJ", "RJ"):
            continue  # the Jester and the Witch are worth nothing
        rank = label[:-1]
        total += {"J": 2, "Q": 3, "K": 4}.get(rank, 1)
    judged = [label for label in labels if label != "RJ"] if len(labels) == 4 else labels
    assert len(judged) == 3
    ranked = [label for label in judged if label not in ("BJ", "RJ")]
    if len(ranked) == 3:
        pips = [label[-1] for label in ranked]
        if all(pip in _GOLD_PIPS for pip in pips) or not any(pip in _GOLD_PIPS for pip in pips):
            total += 1
            if len(set(pips)) == 1:
                total += 1
        faces = sorted(_FACE[label[:-1]] for label in ranked)
        if faces[1] == faces[0] + 1 and faces[2] == faces[1] + 1:
            total += 3
    most = max(Counter(label[:-1] for label in ranked).values(), default=0)
    if most == 3:
        total += 5
    elif most == 2:
        total += 4
    return total


def test_ww6_hand_score_matches_the_reference_on_every_three_card_hand() -> None:
    hands = list(itertools.combinations(full_deck(), 3))
    assert len(hands) == 24804
    wrong = [hand for hand in hands if hand_score(hand) != reference_score(hand)]
    assert wrong == []


def test_ww6_hand_score_matches_the_reference_on_every_witch_holders_four_cards() -> None:
    others = [card for card in full_deck() if card is not WITCH]
    hands = [(*three, WITCH) for three in itertools.combinations(others, 3)]
    assert len(hands) == 23426
    wrong = [hand for hand in hands if hand_score(hand) != reference_score(hand)]
    assert wrong == []


def test_ww6_reference_agrees_with_the_seed_examples() -> None:
    # The reference itself is held to the seed's three worked examples.
    assert reference_score(parse_cards("2C 3C JH")) == 4
    assert reference_score(parse_cards("AS 2S 3S")) == 8
    assert reference_score(parse_cards("QH 4H 3D")) == 6

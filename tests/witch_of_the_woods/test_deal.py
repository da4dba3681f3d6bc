"""The deck (WW1), the deal and the Camp (WW2), and the table conventions C1-C4."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.cards import BLACK_JOKER, RED_JOKER, Card, Rank, Suit
from cardtable.witch_of_the_woods import (
    JESTER,
    WITCH,
    DrawFromCamp,
    Rules,
    StandPat,
    apply_move,
    color_of,
    faerunian_name,
    full_deck,
    legal_moves,
    new_game,
    parse_faerunian,
    to_act,
    view,
)

from .helpers import cards, play, stacked


def test_ww1_the_deck_is_54_faerunian_cards_stored_as_french_cards() -> None:
    deck = full_deck()
    assert len(deck) == len(set(deck)) == 54
    assert all(isinstance(card, Card) for card in deck)
    assert JESTER is BLACK_JOKER and WITCH is RED_JOKER
    assert deck[-2:] == (JESTER, WITCH)
    per_suit = Counter(card.suit for card in deck if card.suit is not None)
    assert per_suit == {suit: 13 for suit in Suit}


@pytest.mark.parametrize(
    ("french", "name"),
    [
        ("AC", "1 of Crowns"),
        ("10D", "10 of Swords"),
        ("QH", "Queen of Shields"),
        ("JS", "Prince of Coins"),
        ("KC", "King of Crowns"),
        ("BJ", "the Jester"),
        ("RJ", "the Witch"),
    ],
)
def test_ww1_faerunian_names_follow_the_seeds_mapping(french: str, name: str) -> None:
    card = Card.parse(french)
    assert faerunian_name(card) == name
    assert parse_faerunian(name) is card
    assert parse_faerunian(name.upper()) is card


def test_ww1_every_card_has_a_name_that_reads_back() -> None:
    assert all(parse_faerunian(faerunian_name(card)) is card for card in full_deck())
    assert len({faerunian_name(card) for card in full_deck()}) == 54


def test_ww1_colours_gold_is_crowns_and_coins_silver_is_swords_and_shields() -> None:
    assert color_of(Card(Rank.TWO, Suit.CLUBS)) == color_of(Card(Rank.KING, Suit.SPADES)) == "gold"
    assert color_of(Card(Rank.TWO, Suit.DIAMONDS)) == color_of(Card(Rank.ACE, Suit.HEARTS)) == "silver"
    assert color_of(JESTER) is None and color_of(WITCH) is None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_ww1_two_to_eight_players(players: int) -> None:
    state = new_game(Rules(players=players), seed=players)
    assert [len(hand) for hand in state.hands] == [3] * players
    assert len(state.camp) == players
    assert len(state.deck) == 54 - 4 * players


@pytest.mark.parametrize("players", [-1, 0, 1, 9, 21, "3", None, 2.0, True])
def test_ww1_other_table_sizes_are_refused(players: object) -> None:
    with pytest.raises(ValueError, match="players"):
        Rules(players=players)  # type: ignore[arg-type]


def test_ww1_other_bad_options_are_refused_naming_the_field() -> None:
    for field, value in [
        ("betting", 1),
        ("buy_in", 0),
        ("max_add", 0),
        ("starting_units", 0),
        ("tie_convention", "D"),
        ("hands_to_win", 0),
        ("max_hands", 0),
    ]:
        with pytest.raises(ValueError, match=field):
            Rules(**{field: value})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="buy_in"):
        Rules(betting=True, buy_in=6, starting_units=5)


def test_ww2_c2_c3_deal_one_card_at_a_time_from_the_dealers_left_dealer_last_then_the_camp() -> None:
    # Seat 0 deals (C2); index 0 of the deck is the top card (C3).
    deck = full_deck()
    state = new_game(deck=deck)
    # Three rounds in the order 1, 2, 3, 0; then one card for each of the four to the Camp.
    assert state.hands[1] == (deck[0], deck[4], deck[8])
    assert state.hands[2] == (deck[1], deck[5], deck[9])
    assert state.hands[3] == (deck[2], deck[6], deck[10])
    assert state.hands[0] == (deck[3], deck[7], deck[11])
    assert set(state.camp) == set(deck[12:16])
    assert state.deck == deck[16:]


def test_ww2_helper_stacks_the_deal_as_the_engine_deals_it() -> None:
    deck = stacked({1: "AC 2C 3C", 2: "4C 5C 6C", 3: "7C 8C 9C", 0: "10C JC QC"}, "KC AD 2D 3D")
    state = new_game(deck=deck)
    assert state.hands[0] == cards("10C JC QC")
    assert state.hands[3] == cards("7C 8C 9C")
    assert state.camp == cards("KC AD 2D 3D")


def test_ww2_c1_the_deal_passes_clockwise_each_hand() -> None:
    state = new_game(Rules(players=3, hands_to_win=9, max_hands=5), seed=5)
    dealers = {state.hand_number: state.dealer}
    while legal_moves(state):
        state = apply_move(state, legal_moves(state)[0])
        dealers.setdefault(state.hand_number, state.dealer)
    assert dealers == {1: 0, 2: 1, 3: 2, 4: 0, 5: 1}


def test_c1_the_players_left_is_the_next_seat_clockwise() -> None:
    state = new_game(Rules(players=5), seed=1)
    assert state.queue == (1, 2, 3, 4, 0)
    state = play(state, StandPat(1), StandPat(2))
    assert to_act(state) == (3,)


def test_c4_same_seed_and_moves_give_the_same_game_and_a_deck_order_reproduces_a_deal() -> None:
    first = new_game(seed=42)
    assert new_game(seed=42) == first
    assert new_game(seed=43).hands != first.hands
    deck = tuple(reversed(full_deck()))
    assert new_game(seed=1, deck=deck).hands == new_game(seed=2, deck=deck).hands
    moves = [DrawFromCamp(1, 2)]
    assert play(first, *moves) == play(new_game(seed=42), *moves)


def test_ww2_deal_refuses_a_deck_that_is_not_the_54_cards() -> None:
    with pytest.raises(ValueError):
        new_game(deck=full_deck()[:-1])
    with pytest.raises(ValueError):
        new_game(deck=(full_deck()[0], *full_deck()[:-1]))


def test_ww2_each_player_sees_only_their_three_cards() -> None:
    state = new_game(seed=9)
    for seat in range(4):
        seen = view(state, seat)
        assert seen.hand == state.hands[seat]
        assert seen.camp_size == 4
        assert seen.deck_size == 38
    assert view(state, None).hand == ()

"""Tricks and the scoring card (KC10, KC11, KC15 mid-hand, KC18), and the four worked
examples of Ruleset 1.2.1."""

from __future__ import annotations

from itertools import product

import pytest

from cardtable import IllegalMove
from cardtable.cards import Card, Suit
from cardtable.core import evolve
from cardtable.king_cut_throat import (
    Rules,
    apply_move,
    legal_moves,
    outcome,
    to_act,
    view,
)
from cardtable.king_cut_throat.events import SCORING, KingScored

from .helpers import (
    SHOWDOWN_HANDS,
    SHOWDOWN_TRICKS,
    play,
    play_tricks,
    plays,
    start_play,
)

# Seat 1 (A) leads the first trick; seat 2 (B) and seat 0 (C, the dealer) follow.
A, B, C = 1, 2, 0


def test_example_1_spades_trump_c_must_follow_diamonds_and_lose() -> None:
    state = start_play(
        {A: "10D AH KH QH 7C 8C 9C", B: "9S AC KC QC 8H 9H 10H", C: "9D 10S 7H JH 7S 8S QS"},
        Suit.SPADES,
    )
    state = play(state, A, "10D")
    assert "9♠" in plays(state, B)  # no diamonds: anything goes
    state = play(state, B, "9S")
    assert plays(state, C) == ["9♦"]  # holds the 10 of trumps but must follow
    with pytest.raises(IllegalMove, match="must follow"):
        play(state, C, "10S")
    state = play(state, C, "9D")
    assert state.tricks[-1].winner == B and state.tricks_won == (0, 0, 1)
    assert to_act(state) == (B,)  # KC10: the winner leads the next trick


def test_example_2_diamonds_trump_left_bower_led_b_must_play_trump_c_must_play_joker() -> None:
    state = start_play(
        {A: "JH AS KS QS 10S 9S 8S", B: "QH QD AC KC QC 10C 9C", C: "7C JK 7S AH KH 10H 9H"},
        Suit.DIAMONDS,
    )
    state = play(state, A, "JH")
    assert plays(state, B) == ["Q♦"]  # the Jack of hearts is a diamond; the Queen of hearts is not
    state = play(state, B, "QD")
    assert plays(state, C) == ["JK"]  # the Joker is a diamond too: it must follow
    state = play(state, C, "JK")
    assert state.tricks[-1].winner == C


def test_example_3_diamonds_trump_best_and_right_bower_beat_the_left() -> None:
    hands = {A: "JH AS KS QS 10S 9S 8S", B: "KD AD AC KC QC 10C 9C", C: "JK JD 7S AH KH 10H 9H"}
    start = play(start_play(hands, Suit.DIAMONDS), A, "JH")
    assert sorted(plays(start, B)) == ["A♦", "K♦"]
    for b_card, c_card in product(("KD", "AD"), ("JK", "JD")):
        state = play(play(start, B, b_card), C, c_card)
        assert plays(start, B) and state.tricks[-1].winner == C
        assert state.scores == (0, 0, 0)  # B's King of trumps lost: no score


def test_example_4_clubs_trump_off_suit_king_does_not_score() -> None:
    state = start_play(
        {A: "8S 9S 10S QS AD 7D 9D", B: "KH AH QH 10H AC 7C 9C", C: "8D KD QD 10D JH 9H 8H"},
        Suit.CLUBS,
    )
    state = play(play(play(state, A, "8S"), B, "KH"), C, "8D")
    assert state.tricks[-1].winner == A
    assert state.scores == (0, 0, 0) and not [e for e in state.history if isinstance(e, SCORING)]
    assert [str(e) for e in state.events] == [f"seat {C} plays 8♦", f"seat {A} takes trick 1 with 8♠"]


def test_kc10_first_lead_is_left_of_the_dealer_and_winner_leads_next() -> None:
    state = start_play(SHOWDOWN_HANDS, Suit.CLUBS)
    assert state.dealer == 0 and to_act(state) == (1,)
    state = play_tricks(state, SHOWDOWN_TRICKS[:3])
    assert to_act(state) == (1,)
    state = play_tricks(state, SHOWDOWN_TRICKS[3:4])
    assert to_act(state) == (2,) and state.tricks[-1].winner == 2


def test_kc11_a_king_that_takes_a_trick_scores_at_once() -> None:
    state = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:2])
    assert state.scores == (0, 1, 0)
    assert state.events[-1] == KingScored(1, Card.parse("KH"), 2)
    assert str(state.events[-1]) == "seat 1 scores 1: their own K♥ took trick 2"
    assert view(state, None).events == state.events
    # The King of spades played under a led diamond scores nothing (trick 5).
    state = play_tricks(state, SHOWDOWN_TRICKS[2:5])
    assert state.scores == (0, 1, 1)


@pytest.mark.parametrize(
    ("rank", "expected"),
    [("king", (0, 1, 0)), ("queen", (0, 1, 0)), ("ace", (0, 1, 0))],
)
def test_kc11_option_the_scoring_rank(rank: str, expected: tuple[int, ...]) -> None:
    # Trick 1 is taken by the Ace of hearts, trick 2 by the King, trick 3 by the Queen.
    state = start_play(SHOWDOWN_HANDS, Suit.CLUBS, Rules(scoring_rank=rank))  # type: ignore[arg-type]
    number = {"ace": 1, "king": 2, "queen": 3}[rank]
    state = play_tricks(state, SHOWDOWN_TRICKS[:number])
    assert state.scores == expected
    assert state.events[-1] == KingScored(1, state.tricks[-1].plays[0].card, number)


def test_kc11_option_queens_rank_above_kings_in_every_suit() -> None:
    hands = {A: "KH AS KS QS 10S 9S 8S", B: "QH AC KC QC 10C 9C 8C", C: "7H 7S AH JH 10H 9H 8H"}
    rules = Rules(scoring_rank="queen")
    state = play(play(start_play(hands, Suit.DIAMONDS, rules), A, "KH"), B, "QH")
    state = play(state, C, "7H")
    assert state.tricks[-1].winner == B and state.scores == (0, 0, 1)
    plain = start_play(hands, Suit.DIAMONDS)
    plain = play(play(play(plain, A, "KH"), B, "QH"), C, "7H")
    assert plain.tricks[-1].winner == A and plain.scores == (0, 1, 0)


def test_kc15_a_king_wins_the_game_mid_hand() -> None:
    state = evolve(start_play(SHOWDOWN_HANDS, Suit.CLUBS), scores=(0, 9, 0))
    state = play_tricks(state, SHOWDOWN_TRICKS[:2])
    assert state.phase == "over" and outcome(state) is not None
    assert outcome(state).winners == (1,) and outcome(state).points == (0, 10, 0)  # type: ignore[union-attr]
    assert legal_moves(state) == () and to_act(state) == ()
    assert sum(len(hand) for hand in state.hands) == 15  # five tricks were never played
    assert state.last_hand is not None and state.last_hand.result == "game over"
    with pytest.raises(IllegalMove, match="over"):
        apply_move(state, legal_moves(start_play(SHOWDOWN_HANDS, Suit.CLUBS))[0])


def test_kc15_a_king_on_the_seventh_trick_ends_the_game_before_the_showdown() -> None:
    state = evolve(start_play(SHOWDOWN_HANDS, Suit.CLUBS), scores=(9, 0, 0))
    state = play_tricks(state, SHOWDOWN_TRICKS)
    assert state.phase == "over" and state.mediator is None
    assert outcome(state).winners == (0,)  # type: ignore[union-attr]
    assert state.scores == (10, 1, 1)


def test_kc18_every_trick_is_played_even_when_the_hand_is_decided() -> None:
    hands = {1: "JK JS JC AS QS 10S 9S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=1)
    for _ in range(12):  # four tricks to seat 1: most tricks is settled
        state = apply_move(state, legal_moves(state)[0])
    assert state.tricks_won == (0, 4, 0) and state.phase == "play"
    assert to_act(state) == (1,) and len(state.hands[1]) == 3

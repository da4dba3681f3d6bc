"""The end of a hand: its scoring, the Showdown's result, the next deal and the end of the game
(KC12, KC15, KC16, KC20)."""

from __future__ import annotations

from itertools import product

import pytest

from cardtable import Outcome
from cardtable.cards import Card, Suit
from cardtable.core import Change, evolve
from cardtable.king_cut_throat import (
    Rules,
    apply_move,
    legal_moves,
    outcome,
)
from cardtable.king_cut_throat.events import HandScored, KingScored, ShowdownSettled
from cardtable.king_cut_throat.scoring import seven_tricks

from .helpers import (
    play_the_showdown,
    showdown_start,
    start_play,
)


def expected_points(split: tuple[int, ...], maker: int) -> tuple[int, ...] | None:
    """The end-of-hand table of the rules texts, written out separately (KC12)."""
    if len(split) == 3 and sorted(split) == [1, 3, 3]:
        return None
    best = max(split)
    assert split.count(best) == 1
    winner = split.index(best)
    points = 1 if best < 7 else (2 if winner == maker else 3)
    return tuple(points if seat == winner else 0 for seat in range(len(split)))


@pytest.mark.parametrize("players", [3, 2])
def test_kc12_scoring_table_over_every_trick_split(players: int) -> None:
    if players == 3:
        hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}
    else:
        hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H"}
    base = start_play(hands, Suit.CLUBS, Rules(players=players), namer=0)
    splits = [s for s in product(range(8), repeat=players) if sum(s) == 7]
    assert len(splits) == (36 if players == 3 else 8)
    for split, maker in product(splits, range(players)):
        # The seventh trick taken with this split: the table as the end of the hand leaves it.
        end = evolve(base, **seven_tricks(base, Change(tricks_won=split, maker=maker)).fields)
        expected = expected_points(split, maker)
        if expected is None:
            assert end.phase == "showdown-discard" and end.mediator == split.index(1)
            assert end.scores == (0,) * players
            continue
        assert end.last_hand is not None and end.last_hand.scores == expected, (split, maker)
        assert end.scores == expected and end.last_hand.result == "scored"


def test_kc12_a_sweep_is_worth_3_to_a_player_who_did_not_name_trump() -> None:
    hands = {1: "JK JS JC AS KS QS 10S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=2)
    assert state.maker == 2
    for _trick in range(7):
        lead = legal_moves(state, 1)[0]
        state = apply_move(state, lead)
        for _ in range(2):
            state = apply_move(state, legal_moves(state)[0])
    record = state.last_hand
    assert record is not None and record.tricks_won == (0, 7, 0)
    # +1 for the King of trumps taking a trick, +3 for the sweep.
    assert record.events == (KingScored(1, Card.parse("KS"), record.events[0].number), HandScored(1, 3, 7))  # type: ignore[attr-defined]
    assert str(record.events[1]) == "seat 1 scores 3 for all 7 tricks (7)"
    assert state.scores == (0, 4, 0)


def test_kc12_a_sweep_is_worth_2_to_the_maker() -> None:
    hands = {1: "JK JS JC AS QS 10S 9S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=1)
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    assert state.last_hand is not None and state.last_hand.tricks_won == (0, 7, 0)
    assert state.scores == (0, 2, 0)


def test_kc15_the_target_option_and_end_of_hand_points_end_the_game() -> None:
    hands = {1: "JK JS JC AS QS 10S 9S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, Rules(target=2), namer=1)
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    assert state.phase == "over" and outcome(state).winners == (1,)  # type: ignore[union-attr]


def test_kc15_a_hand_limit_ends_the_game_and_ties_share() -> None:
    hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.CLUBS, Rules(max_hands=1))
    state = evolve(state, scores=(2, 0, 2))
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    result = outcome(state)
    assert state.phase == "over" and result is not None
    top = max(state.scores)
    assert result.winners == tuple(s for s in range(3) if state.scores[s] == top)
    assert result.points == state.scores


def test_kc15_winning_the_showdown_can_reach_the_target() -> None:
    state = evolve(showdown_start(), scores=(0, 9, 8))
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    # In this deal seat 2 takes a Showdown trick with the King of trumps (9) and
    # wins the Showdown 3-2 (10); seat 1 loses a point.
    record = state.last_hand
    assert record is not None and record.result == "showdown"
    assert state.phase == "over" and state.scores == (0, 8, 10)
    assert outcome(state).winners == (2,)  # type: ignore[union-attr]


def test_kc20_the_showdown_loser_loses_a_point_when_the_winners_point_ends_the_game() -> None:
    # Seat 2 takes a Showdown trick with the King of trumps (8 to 9), then wins
    # the Showdown 3-2: its point reaches the target, and seat 1's loss stands too.
    state = play_the_showdown(evolve(showdown_start(), scores=(0, 9, 8)))
    assert state.phase == "over" and state.scores == (0, 8, 10)
    record = state.last_hand
    assert record is not None and record.result == "showdown" and record.scores == (0, 8, 10)
    assert record.events[-1] == ShowdownSettled(2, 1, 3, 2, 1)
    assert str(record.events[-1]) == "seat 2 wins the Showdown 3-2 and scores 1; seat 1 loses 1"
    assert outcome(state) == Outcome(winners=(2,), points=(0, 8, 10))


def test_kc20_both_halves_settle_when_the_hand_limit_ends_the_game() -> None:
    # Seat 1 (3) loses the Showdown to seat 2 (1, then 2 with a King, then 3):
    # with only the winner's half, seats 1 and 2 would share the win.
    state = play_the_showdown(evolve(showdown_start(Rules(max_hands=1)), scores=(0, 3, 1)))
    assert state.phase == "over" and state.scores == (0, 2, 3)
    assert outcome(state) == Outcome(winners=(2,), points=(0, 2, 3))


def test_kc20_a_loser_at_zero_loses_nothing_as_the_winner_reaches_the_target() -> None:
    state = play_the_showdown(evolve(showdown_start(Rules(target=3)), scores=(0, 0, 1)))
    assert state.phase == "over" and state.scores == (0, 0, 3)
    record = state.last_hand
    assert record is not None and isinstance(record.events[-1], ShowdownSettled)
    assert (record.events[-1].winner, record.events[-1].loser, record.events[-1].points_lost) == (2, 1, 0)


def test_kc16_the_deal_passes_clockwise_after_a_played_hand() -> None:
    state = start_play(
        {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}, Suit.CLUBS
    )
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    assert state.hands_played == 1 and state.dealer == 1 and state.phase == "discard"

"""The end of the game (WW8), conservation (WW9), the hand record (WW10), and the table
conventions C5-C7."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import IllegalMove, RandomAgent, records
from cardtable import play as play_game
from cardtable.kings_mercy import Check  # a move of another game
from cardtable.witch_of_the_woods import (
    MOVES,
    Add,
    DrawFromCamp,
    Fold,
    Match,
    ReturnToCamp,
    Rules,
    Stand,
    StandPat,
    WitchTrade,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    outcome,
    to_act,
    view,
)

from .helpers import cards, game, play

WINNING = {1: "2C 5D 9H", 0: "QC KD KH"}  # seat 0: 3 + 4 + 4 + pair 4


def test_ww8_the_first_player_to_win_the_set_number_of_hands_wins() -> None:
    rules = Rules(players=2, hands_to_win=1)
    state = play(game(WINNING, "AS 2S", rules=rules), StandPat(1), StandPat(0))
    result = outcome(state)
    assert result is not None
    assert result.winners == (0,) and result.points == (1, 0)
    assert state.phase == "over" and legal_moves(state) == () and to_act(state) == ()
    assert view(state, 1).winners == (0,)


def test_ww8_default_game_is_won_at_three_hands() -> None:
    state = new_game(Rules(players=3), seed=11)
    while outcome(state) is None:
        assert max(state.hands_won) < 3
        state = apply_move(state, legal_moves(state)[0])
    result = outcome(state)
    assert result is not None
    assert result.points[result.winners[0]] == 3 and len(result.winners) == 1


def test_ww8_a_hand_limit_ends_the_game_most_hands_won_wins_ties_share() -> None:
    rules = Rules(players=2, max_hands=1, tie_convention="C")
    state = game({1: "2C 5D 9H", 0: "3C 6D 10H"}, "AS 2S", rules=rules)
    state = play(state, StandPat(1), StandPat(0))  # a drawn hand
    result = outcome(state)
    assert result is not None
    assert result.winners == (0, 1) and result.points == (0, 0)


def test_ww8_with_betting_points_are_units_and_the_most_units_win_at_the_limit() -> None:
    rules = Rules(players=2, betting=True, max_hands=1)
    state = game(WINNING, "AS 2S", rules=rules)
    state = play(state, Add(1, 4), Match(0), StandPat(1), StandPat(0))
    result = outcome(state)
    assert result is not None
    assert result.points == (25, 15) and result.winners == (0,)
    assert state.pot == 0


def test_ww9_cards_and_units_are_conserved_through_whole_games() -> None:
    for rules in (
        Rules(players=5, max_hands=6),
        Rules(players=4, betting=True, starting_units=6, max_hands=8, tie_convention="C"),
        Rules(players=8, betting=True, starting_units=3, buy_in=1, tie_convention="B"),
    ):
        for seed in range(3):
            state = new_game(rules, seed=seed)
            total = sum(state.units) + state.pot
            while legal_moves(state):
                moves = legal_moves(state)
                state = apply_move(state, moves[(seed * 7 + len(state.log)) % len(moves)])
                places = [*state.drawn, *state.camp, *state.deck, *state.table]
                places += [card for hand in state.hands for card in hand]
                assert Counter(places) == Counter(full_deck())
                assert sum(state.units) + state.pot == total
                assert min(state.units) >= 0 and state.pot >= 0


def test_ww10_the_hand_record_shows_revealed_hands_scores_winners_and_shares() -> None:
    rules = Rules(players=3, betting=True)
    state = game({1: "2C 5D 9H", 2: "QC KD KH", 0: "3C 6D 10H"}, "AS 2S 3S", rules=rules)
    state = play(state, Add(1, 2), Match(2), Fold(0), StandPat(1), StandPat(2))
    record = state.last_hand
    assert record is not None
    assert record.number == 1 and record.dealer == 0
    assert record.scores[0] is None  # a folded hand stays hidden
    assert record.scores[1] is not None and record.scores[1].cards == cards("2C 5D 9H")
    assert record.scores[2] is not None and record.scores[2].total == 3 + 4 + 4 + 4
    assert record.scores[2].bonuses == (("pair", 4),)
    assert record.winners == (2,) and record.decided_by == "score"
    assert record.shares == (0, 0, 3 + 2 + 2)
    # The record is public and the same in every view, and holds no Camp or folded cards.
    seen = [view(state, seat).last_hand for seat in (None, 0, 1, 2)]
    assert all(item == record for item in seen)
    shown = str(view(state, None))
    assert "King of Shields" in shown and "+4 pair" in shown
    assert "10 of Shields" not in shown  # seat 0's folded card
    assert "1 of Coins" not in shown  # a Camp card


def test_c7_the_move_that_ends_a_hand_settles_it_and_deals_the_next() -> None:
    rules = Rules(players=2, betting=True)
    state = game(WINNING, "AS 2S", rules=rules)
    state = play(state, Stand(1), Stand(0), StandPat(1))
    assert state.hand_number == 1 and state.last_hand is None
    state = apply_move(state, StandPat(0))
    assert state.hand_number == 2 and state.phase == "betting"
    assert state.dealer == 1 and to_act(state) == (0,)
    assert state.pot == 2 and [len(hand) for hand in state.hands] == [3, 3]
    assert state.last_hand is not None and state.last_hand.number == 1
    # The record stays until the next hand ends.
    state = play(state, Stand(0))
    assert state.last_hand is not None and state.last_hand.number == 1


def test_c5_every_move_is_a_seated_players_move() -> None:
    assert not any(move.by_host for move in MOVES)
    state = new_game(Rules(betting=True), seed=2)
    while legal_moves(state):
        assert all(not move.by_host for move in legal_moves(state))
        assert legal_moves(state) == legal_moves(state, to_act(state)[0])
        state = apply_move(state, legal_moves(state)[-1])


@pytest.mark.parametrize(
    "move",
    [
        None,
        3,
        "fold",
        object(),
        Check(player=1),
        StandPat(-1),
        StandPat("1"),  # type: ignore[arg-type]
        StandPat(True),
        StandPat(9),
        Stand(1),
        Add(1, 2),
        Match(1),
        Fold(1),
        WitchTrade(1, cards("2C")[0], 0),
        ReturnToCamp(1, cards("2C")),
        DrawFromCamp(1, None),  # type: ignore[arg-type]
        DrawFromCamp(2, 1),
    ],
)
def test_c6_illegal_moves_are_refused_with_a_reason_and_change_nothing(move: object) -> None:
    state = game(WINNING | {2: "4C 7D 8H", 3: "AD 4D 6H"}, "AS 2S 3S 4S")
    before = records.dumps(state)
    with pytest.raises(IllegalMove) as refused:
        apply_move(state, move)  # type: ignore[arg-type]
    assert str(refused.value)
    assert records.dumps(state) == before


def test_c6_messages_speak_in_table_terms() -> None:
    state = new_game(seed=1)
    with pytest.raises(IllegalMove, match="not seat 2's turn: it is the swaps, seat 1 to stand pat or draw"):
        apply_move(state, StandPat(2))
    with pytest.raises(IllegalMove, match="cannot stand now: it is the swaps"):
        apply_move(state, Stand(1))
    with pytest.raises(IllegalMove, match="no seat 9"):
        apply_move(state, StandPat(9))
    with pytest.raises(IllegalMove, match="not a move of Witch of the Woods"):
        apply_move(state, Check(player=1))  # type: ignore[arg-type]
    over = play(game(WINNING, "AS 2S", rules=Rules(players=2, hands_to_win=1)), StandPat(1), StandPat(0))
    with pytest.raises(IllegalMove, match="the game is over"):
        apply_move(over, StandPat(1))


def test_records_replay_a_whole_game() -> None:
    rules = Rules(players=4, betting=True, tie_convention="B", max_hands=6)
    state = play_game("witch-of-the-woods", [RandomAgent(seat) for seat in range(4)], rules, seed=4)
    assert outcome(state) is not None
    assert records.loads(records.dumps(state)) == state
    assert repr(state).startswith("<witch-of-the-woods state: hand ")
    assert "\n" not in repr(state)
    assert "Camp (" in str(state)

"""The swaps with the Mercenary Camp (WW4) and the Fate of Play (WW5)."""

from __future__ import annotations

from itertools import combinations

import pytest

from cardtable import IllegalMove
from cardtable.witch_of_the_woods import (
    WITCH,
    Add,
    DrawFromCamp,
    Fold,
    Match,
    ReturnToCamp,
    Rules,
    StandPat,
    WitchTrade,
    apply_move,
    legal_moves,
    to_act,
    view,
)

from .helpers import cards, game, play

HANDS = {1: "2C 5D 9H", 2: "3C 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}
CAMP = "AS 2S 3S 4S"


def test_ww4_each_player_in_swaps_once_from_the_dealers_left() -> None:
    state = game(HANDS, CAMP)
    assert state.phase == "swap" and state.queue == (1, 2, 3, 0)
    assert legal_moves(state) == (
        StandPat(1),
        DrawFromCamp(1, 1),
        DrawFromCamp(1, 2),
        DrawFromCamp(1, 3),
    )
    state = play(state, StandPat(1), StandPat(2), StandPat(3))
    assert to_act(state) == (0,)
    state = play(state, StandPat(0))
    # Everyone has swapped once: the hand was revealed and the next one dealt (C7).
    assert state.hand_number == 2
    assert state.last_hand is not None and state.last_hand.swapped == (0, 0, 0, 0)


def test_ww4_draw_k_from_the_camp_then_put_back_k_of_the_three_held_before() -> None:
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 2))
    assert state.phase == "return" and to_act(state) == (1,)
    mine = view(state, 1)
    assert len(mine.drawn) == 2 and set(mine.drawn) <= set(cards(CAMP))
    assert set(mine.hand) == set(cards("2C 5D 9H")) | set(mine.drawn)
    assert mine.camp_size == 2
    held = cards("2C 5D 9H")
    assert set(legal_moves(state)) == {ReturnToCamp(1, pair) for pair in combinations(held, 2)}
    state = play(state, ReturnToCamp(1, cards("9H 2C")))  # any order names the same move
    assert state.hands[1] == tuple(sorted((cards("5D")[0], *mine.drawn)))
    assert len(state.camp) == 4 and set(cards("2C 9H")) <= set(state.camp)
    assert view(state, 1).returned == cards("2C 9H")
    assert state.phase == "swap" and to_act(state) == (2,)


def test_ww4_a_card_just_drawn_cannot_go_straight_back() -> None:
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 1))
    drawn = state.drawn[0]
    with pytest.raises(IllegalMove, match="just drawn"):
        apply_move(state, ReturnToCamp(1, (drawn,)))
    with pytest.raises(IllegalMove, match="exactly 1"):
        apply_move(state, ReturnToCamp(1, cards("2C 5D")))
    with pytest.raises(IllegalMove, match="does not hold"):
        apply_move(state, ReturnToCamp(1, cards("KS")))
    with pytest.raises(IllegalMove):
        apply_move(state, ReturnToCamp(1, (None,)))
    with pytest.raises(IllegalMove, match="put back"):
        apply_move(state, StandPat(1))


def test_ww4_k_is_at_most_three_and_at_most_the_camps_size() -> None:
    state = game({1: "2C 5D 9H", 0: "3C 6D 10H"}, "AS 2S", rules=Rules(players=2))
    assert legal_moves(state) == (StandPat(1), DrawFromCamp(1, 1), DrawFromCamp(1, 2))
    with pytest.raises(IllegalMove, match="1 to 2"):
        apply_move(state, DrawFromCamp(1, 3))
    state = game(HANDS, CAMP)
    for bad in (0, 4, -1, True, "2"):
        with pytest.raises(IllegalMove):
            apply_move(state, DrawFromCamp(1, bad))  # type: ignore[arg-type]


def test_ww4_the_number_said_is_public_the_cards_are_not() -> None:
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 3))
    for seat in (None, 0, 2, 3):
        seen = view(state, seat)
        assert seen.swapped == (None, 3, None, None)
        assert seen.drawn == ()
        assert not set(seen.hand) & set(cards(CAMP))
        shown = str(seen)
        assert not any(name in shown for name in ("1 of Coins", "2 of Coins", "3 of Coins"))
    state = play(state, ReturnToCamp(1, cards("2C 5D 9H")))
    assert view(state, 2).returned == ()
    assert view(state, 2).swapped == (None, 3, None, None)


def test_ww4_folded_players_do_not_swap() -> None:
    state = game(HANDS, CAMP, rules=Rules(betting=True))
    state = play(state, Add(1, 1), Fold(2), Fold(3), Match(0))
    assert state.phase == "swap" and state.queue == (1, 0)
    state = play(state, StandPat(1), StandPat(0))
    record = state.last_hand
    assert record is not None and record.swapped == (0, 0, None, None)
    assert record.scores[2] is None and record.scores[3] is None  # folded hands stay hidden
    assert record.folded == (False, False, True, True)


# The Fate of Play.

WITCH_HANDS = {1: "2C 5D 9H", 2: "RJ 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}


def test_ww5_the_witch_holder_takes_a_blind_camp_card_and_shows_four() -> None:
    state = play(game(WITCH_HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    assert state.phase == "fate"
    assert to_act(state) == (2,)
    assert len(state.hands[2]) == 4 and WITCH in state.hands[2]
    assert len(state.camp) == 3
    taken = set(state.hands[2]) - set(cards("RJ 6D 10H"))
    assert len(taken) == 1 and taken <= set(cards(CAMP))
    for seat in (None, 0, 1, 3):
        assert view(state, seat).witch_holder == 2  # taking the Camp card is seen by all
        assert view(state, seat).camp_size == 3
    assert len(view(state, 2).hand) == 4


def test_ww5_the_holder_trades_a_non_witch_card_for_a_blind_card_of_another_player() -> None:
    state = play(game(WITCH_HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    holder_cards = [card for card in state.hands[2] if card is not WITCH]
    # Each non-Witch card to each other player, the targets from the holder's left.
    assert legal_moves(state) == tuple(
        WitchTrade(2, give, target) for give in holder_cards for target in (3, 0, 1)
    )
    give = cards("6D")[0]
    before = state.hands[0]
    after = play(state, WitchTrade(2, give, 0))
    record = after.last_hand
    assert record is not None
    assert record.witch == 2 and record.witch_target == 0
    holder = record.scores[2]
    target = record.scores[0]
    assert holder is not None and target is not None
    assert len(holder.cards) == 4 and WITCH in holder.cards and give not in holder.cards
    received = set(holder.cards) - set(state.hands[2])
    assert len(received) == 1 and received <= set(before)
    assert give in target.cards and len(target.cards) == 3


def test_ww5_the_witch_cannot_be_given_and_the_target_is_another_player_in() -> None:
    state = play(game(WITCH_HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    with pytest.raises(IllegalMove, match="Witch"):
        apply_move(state, WitchTrade(2, WITCH, 0))
    with pytest.raises(IllegalMove, match="another player"):
        apply_move(state, WitchTrade(2, cards("6D")[0], 2))
    with pytest.raises(IllegalMove, match="another player"):
        apply_move(state, WitchTrade(2, cards("6D")[0], 7))
    with pytest.raises(IllegalMove, match="do not hold"):
        apply_move(state, WitchTrade(2, cards("2C")[0], 0))
    with pytest.raises(IllegalMove, match="turn"):
        apply_move(state, WitchTrade(1, cards("2C")[0], 0))


def test_ww5_a_folded_player_is_no_target_and_a_folded_witch_does_nothing() -> None:
    rules = Rules(betting=True)
    state = play(game(WITCH_HANDS, CAMP, rules=rules), Add(1, 1), Match(2), Fold(3), Match(0))
    state = play(state, StandPat(1), StandPat(2), StandPat(0))
    assert state.phase == "fate"
    assert {move.target for move in legal_moves(state)} == {0, 1}  # type: ignore[union-attr]
    # The Witch in a folded hand: seat 2 folds, nobody takes the Fate of Play.
    state = play(game(WITCH_HANDS, CAMP, rules=rules), Add(1, 1), Fold(2), Match(3), Match(0))
    state = play(state, StandPat(1), StandPat(3), StandPat(0))
    assert state.hand_number == 2
    assert state.last_hand is not None and state.last_hand.witch is None
    assert state.last_hand.scores[2] is None


@pytest.mark.parametrize("where", ["camp", "deck"])
def test_ww5_a_witch_in_the_camp_or_undealt_does_nothing(where: str) -> None:
    camp = "RJ 2S 3S 4S" if where == "camp" else CAMP
    state = play(game(HANDS, camp), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    assert state.hand_number == 2  # straight to the reveal: no Fate of Play
    record = state.last_hand
    assert record is not None and record.witch is None and record.witch_target is None
    assert all(score is None or len(score.cards) == 3 for score in record.scores)


def test_ww5_a_witch_drawn_in_the_swaps_brings_the_fate_of_play() -> None:
    state = game({1: "2C 5D 9H", 0: "3C 6D 10H"}, "RJ 2S", rules=Rules(players=2))
    state = play(state, DrawFromCamp(1, 2))
    assert WITCH in state.drawn
    state = play(state, ReturnToCamp(1, cards("2C 5D")), StandPat(0))
    assert state.phase == "fate" and to_act(state) == (1,)
    assert len(state.hands[1]) == 4 and len(state.camp) == 1


def test_ww5_a_witch_put_back_in_the_camp_does_nothing() -> None:
    state = game({1: "RJ 5D 9H", 0: "3C 6D 10H"}, "AS 2S", rules=Rules(players=2))
    state = play(state, DrawFromCamp(1, 1), ReturnToCamp(1, cards("RJ")), StandPat(0))
    assert state.hand_number == 2
    assert state.last_hand is not None and state.last_hand.witch is None

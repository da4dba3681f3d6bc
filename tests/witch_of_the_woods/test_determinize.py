"""What ``determinize`` keeps fixed in Witch of the Woods: the seat's cards, the public
table, the Witch with its holder, and the cards the seat put back in the Camp."""

from __future__ import annotations

import pytest

from cardtable.cards import Card
from cardtable.core import told
from cardtable.game import MoveLog
from cardtable.witch_of_the_woods import (
    WITCH,
    Add,
    DrawFromCamp,
    Fold,
    ReturnToCamp,
    Rules,
    Stand,
    StandPat,
    State,
    WitchTrade,
    determinize,
    full_deck,
    new_game,
    view,
)

from .helpers import cards, game, play

HANDS = {1: "2C 5D 9H", 2: "3C 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}
CAMP = "AS 2S 3S 4S"
WITCH_HANDS = {1: "2C 5D 9H", 2: "RJ 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}
SEEDS = range(40)


def places(state: State) -> list[tuple[Card, ...]]:
    return [*state.hands, state.drawn, state.camp, state.deck, state.table]


def test_the_seats_cards_and_view_stay_and_the_rest_is_dealt_anew() -> None:
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 2))
    for seat in (None, 0, 1, 2, 3):
        dealt = [determinize(state, seat, seed) for seed in SEEDS]
        for one in dealt:
            assert view(one, seat) == view(state, seat)
            assert sorted(card for place in places(one) for card in place) == sorted(full_deck())
            if seat is not None:
                assert one.hands[seat] == state.hands[seat]
        other = 3 if seat != 3 else 2
        assert len({one.hands[other] for one in dealt}) > 1
        if seat != 1:
            assert len({one.drawn for one in dealt}) > 1  # seat 1's pending draw is hidden
        else:
            assert {one.drawn for one in dealt} == {state.drawn}


def test_no_trace_of_the_real_game_is_left() -> None:
    state = play(new_game(seed=11, deck=full_deck()), DrawFromCamp(1, 1))
    dealt = determinize(state, 2, 5)
    assert dealt.origin.determinized and dealt.origin.seed == 5 and dealt.origin.deck is None
    assert dealt.log == MoveLog()
    assert dealt.events == told(state.events, 2) and tuple(dealt.history) == told(state.history, 2)
    assert dealt == determinize(state, 2, 5)


def test_cards_put_back_stay_in_the_camp_until_a_draw_may_take_them() -> None:
    returned = cards("2C 9H")
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 2), ReturnToCamp(1, returned))
    for seed in SEEDS:
        dealt = determinize(state, 1, seed)
        assert set(returned) <= set(dealt.camp)
        assert view(dealt, 1).returned == returned
    # Seat 2 draws two blind cards: they may be seat 1's, now in seat 2's pending draw.
    state = play(state, DrawFromCamp(2, 2))
    seen_in_draw = set()
    for seed in SEEDS:
        dealt = determinize(state, 1, seed)
        for card in returned:
            assert card in dealt.camp or card in dealt.drawn  # never in the deck or an unmoved hand
        seen_in_draw |= set(returned) & set(dealt.drawn)
    assert seen_in_draw == set(returned)


def test_the_witch_stays_with_its_holder_during_the_fate_of_play() -> None:
    state = play(game(WITCH_HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    assert state.phase == "fate"
    for seat in (None, 0, 1, 3):
        for seed in SEEDS:
            dealt = determinize(state, seat, seed)
            assert WITCH in dealt.hands[2] and len(dealt.hands[2]) == 4
            assert view(dealt, seat) == view(state, seat)
    for seed in SEEDS:  # the holder itself keeps its four cards, the Camp card it took among them
        assert determinize(state, 2, seed).hands[2] == state.hands[2]


def test_a_witch_put_back_is_with_whoever_holds_it_at_the_fate_of_play() -> None:
    # Seat 1 puts the Witch back; seat 2 draws three and so holds it at the Fate of Play.
    hands = {1: "RJ 5D 9H", 2: "3C 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}
    state = play(game(hands, "AS 2S 3S 4S"), DrawFromCamp(1, 1), ReturnToCamp(1, cards("RJ")))
    state = play(state, StandPat(2))
    for seed in range(8):  # find a game where seat 3 draws the Witch
        after = play(state, DrawFromCamp(3, 3))
        if WITCH in after.drawn:
            break
        state = determinize(state, 1, seed)  # another deal seat 1 cannot tell apart
    else:
        pytest.skip("no draw of the Witch in these seeds")
    after = play(after, ReturnToCamp(3, after.hands[3]), StandPat(0))
    assert after.phase == "fate" and after.queue == (3,)
    for seed in SEEDS:
        dealt = determinize(after, 1, seed)
        assert WITCH in dealt.hands[3]


def test_once_the_game_is_over_the_shown_hands_and_tie_break_cards_stay() -> None:
    rules = Rules(players=2, hands_to_win=1)
    state = game({1: "2C 5D 9H", 0: "3C 6D 10H"}, "KS 2S", rules=rules)
    state = play(state, DrawFromCamp(1, 1), ReturnToCamp(1, cards("2C")), StandPat(0))
    assert state.phase == "over" and state.last_hand is not None
    for seat in (None, 0, 1):
        for seed in SEEDS:
            dealt = determinize(state, seat, seed)
            assert dealt.hands == state.hands and dealt.table == state.table
            assert view(dealt, seat) == view(state, seat)
    if cards("2C")[0] not in (*state.hands[0], *state.table):
        for seed in SEEDS:
            assert cards("2C")[0] in determinize(state, 1, seed).camp


def test_the_public_table_and_the_memory_of_past_hands_stay() -> None:
    rules = Rules(players=3, betting=True)
    state = play(new_game(rules, seed=2), Add(1, 2), Fold(2), Fold(0))  # hand 1 won by folds
    state = play(state, Stand(2))
    for seed in SEEDS:
        dealt = determinize(state, 0, seed)
        assert dealt.last_hand == state.last_hand
        assert (dealt.units, dealt.pot, dealt.hands_won, dealt.put_in) == (
            state.units,
            state.pot,
            state.hands_won,
            state.put_in,
        )
        assert dealt.hand_number == state.hand_number == 2


def test_play_goes_on_from_a_determinized_fate_of_play() -> None:
    state = play(game(WITCH_HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    dealt = determinize(state, 0, 3)
    give = next(card for card in dealt.hands[2] if card != WITCH)
    after = play(dealt, WitchTrade(2, give, 0))
    assert after.hand_number == 2


@pytest.mark.parametrize("seed", [True, 1.0, "1", None])
def test_the_seed_must_be_an_int(seed: object) -> None:
    with pytest.raises(ValueError, match="seed"):
        determinize(new_game(), 0, seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [4, -1, True, "0"])
def test_c8_the_seat_is_read_as_view_reads_it(seat: object) -> None:
    with pytest.raises(ValueError, match="seat"):
        determinize(new_game(), seat, 1)  # type: ignore[arg-type]

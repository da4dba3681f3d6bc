"""What ``determinize`` keeps fixed in Open Mercy: the seat's own hand, the pile, the cards
it knows to be in other hands (a hand it swapped away or passed on, a Roulette's flipped
cards), the Discard All candidates, and a drawn wild that stays a wild."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.core import told
from cardtable.game import MoveLog
from cardtable.open_mercy import (
    Card,
    Draw,
    NameRouletteColor,
    Play,
    State,
    SwapWith,
    apply_move,
    determinize,
    legal_moves,
    new_game,
    view,
)
from cardtable.open_mercy.deck import Color
from cardtable.open_mercy.determinize import hidden_cards, known_cards
from tests.open_mercy.helpers import JO, MARCUS, PRIYA, SAM, arrange, cards, everywhere

F = (
    "red 1, red 2, red 3",
    "red 4, red 5, red 6",
    "yellow 6, yellow 7, yellow 8",
    "green 6, green 7, green 8",
)
SEEDS = range(12)


def played_a_while(seed: int = 3, moves: int = 40) -> State:
    state = new_game(seed=seed)
    for _ in range(moves):
        state = apply_move(state, legal_moves(state)[0])
    return state


def test_the_view_own_hand_pile_and_every_card_stay() -> None:
    state = new_game(seed=9)
    for seed in SEEDS:
        dealt = determinize(state, JO, seed)
        assert view(dealt, JO) == view(state, JO)
        assert dealt.hands[JO] == state.hands[JO]
        assert dealt.pile == state.pile
        assert everywhere(dealt) == everywhere(state)
    assert len({determinize(state, JO, seed).hands for seed in SEEDS}) > 1


def test_a_hand_swapped_away_stays_with_the_seat_that_got_it_until_it_plays_from_it() -> None:
    sam_hand = "red 7, blue 1, blue 2, blue 3, blue 4, green 1"
    state = arrange(
        [F[0], "blue 1, red 5, red 6", "yellow 1, yellow 2, yellow 5", sam_hand],
        "red 2",
        turn=SAM,
        rest="deck",
    )
    state = apply_move(state, Play(SAM, Card.parse("red 7")))
    gave = state.hands[SAM]
    state = apply_move(state, SwapWith(SAM, JO))
    assert known_cards(state, SAM)[JO] == gave
    assert known_cards(state, PRIYA) == ((), (), (), ())  # the others were told no cards
    for seed in SEEDS:
        assert determinize(state, SAM, seed).hands[JO] == gave
        assert determinize(state, JO, seed).hands[SAM] == cards("yellow 1, yellow 2, yellow 5")
    # Priya and Marcus play; then Jo plays one of the cards Sam gave.
    state = apply_move(state, Play(PRIYA, Card.parse("red 1")))
    state = apply_move(state, Play(MARCUS, Card.parse("blue 1")))
    state = apply_move(state, Play(JO, Card.parse("blue 2")))
    assert known_cards(state, SAM)[JO] == cards("blue 1, blue 3, blue 4, green 1")
    for seed in SEEDS:
        assert determinize(state, SAM, seed).hands[JO] == cards("blue 1, blue 3, blue 4, green 1")


def test_a_hand_passed_on_by_a_0_stays_with_the_next_seat_and_follows_a_later_swap() -> None:
    hands = ["red 0, red 4, red 5", "blue 1, blue 2", "green 1, green 2, green 3", "yellow 1"]
    state = arrange(hands, "red 9", rest="deck")
    state = apply_move(state, Play(PRIYA, Card.parse("red 0")))
    assert known_cards(state, PRIYA)[MARCUS] == cards("red 4, red 5")
    for seed in SEEDS:
        dealt = determinize(state, PRIYA, seed)
        assert dealt.hands[MARCUS] == cards("red 4, red 5")
        assert dealt.hands[PRIYA] == cards("yellow 1")
    for seed in SEEDS:  # Marcus passed blue 1, blue 2 on to Jo
        assert determinize(state, MARCUS, seed).hands[JO] == cards("blue 1, blue 2")


def test_a_roulettes_flipped_cards_stay_in_the_victims_hand_for_everyone() -> None:
    marcus, sam = 2, 3
    state = arrange(
        [F[0], F[1], "wild roulette, blue 6", "green 2, yellow 4"],
        "green 7",
        turn=marcus,
        deck="blue 3, wild, green 8, red 1, red 5",
    )
    state = apply_move(state, Play(marcus, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(sam, Color.RED))
    flipped = cards("blue 3, wild, green 8, red 1")
    for seat in (None, PRIYA, marcus):
        assert known_cards(state, seat)[sam] == flipped
        for seed in SEEDS:
            hand = determinize(state, seat, seed).hands[sam]
            assert hand[:4] == flipped and len(hand) == 6
            assert not Counter(flipped) - Counter(hand)


def test_discard_all_candidates_stay_and_a_drawn_wild_stays_a_wild_naming_a_colour() -> None:
    jo_hand = "green discard-all, green 4, green draw2, green skip, red 8"
    state = arrange([F[0], F[1], jo_hand, F[3]], "green 9", turn=JO)
    state = apply_move(state, Play(JO, Card.parse("green discard-all")))
    for seed in SEEDS:
        assert determinize(state, PRIYA, seed).pending == state.pending
    state = arrange(["red 1, red 2", F[1], F[2], F[3]], "blue 5", deck="yellow 3, wild draw6, blue 9, wild")
    state = apply_move(state, Draw(PRIYA))
    assert state.pending is not None
    seen = set()
    for seed in range(40):
        dealt = determinize(state, MARCUS, seed)
        assert dealt.pending is not None and dealt.pending.choice == "color"
        (wild,) = dealt.pending.cards
        assert wild.names_color
        seen.add(wild)
        assert determinize(state, PRIYA, seed).pending == state.pending
    assert len(seen) > 1
    assert Card.parse("wild draw6") in hidden_cards(state, MARCUS)
    assert Card.parse("wild draw6") not in hidden_cards(state, PRIYA)


def test_the_result_keeps_no_record_and_tells_only_what_the_seat_was_told() -> None:
    state = played_a_while()
    dealt = determinize(state, 1, 5)
    assert dealt.log == MoveLog()
    assert dealt.origin.determinized and dealt.origin.seed == 5 and dealt.origin.deck is None
    assert dealt.events == told(state.events, 1)
    assert tuple(dealt.history) == told(state.history, 1)
    assert (dealt.idle, dealt.idle_turns, dealt.idle_shuffles) == ((), 0, 0)


def test_seeds_and_seats_are_read_strictly() -> None:
    state = new_game(seed=1)
    assert determinize(state, None, 2).hands != state.hands
    for seed in (True, "1", 1.5, None):
        with pytest.raises(ValueError, match="seed"):
            determinize(state, 0, seed)  # type: ignore[arg-type]
    for seat in (4, -1, True, "0"):
        with pytest.raises(ValueError, match="seat"):
            determinize(state, seat, 1)  # type: ignore[arg-type]

"""Every worked example of the Open Mercy rules text (seed 002), one test each.

Seats follow the text's order of play: Priya 0, Marcus 1, Jo 2, Sam 3.
"""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.open_mercy import (
    Card,
    Catch,
    Color,
    Draw,
    NameRouletteColor,
    PickTop,
    Play,
    SwapWith,
    apply_move,
    legal_moves,
    to_act,
    view,
)
from tests.open_mercy.helpers import JO, MARCUS, PRIYA, SAM, arrange, cards, everywhere, plays_of

F = ("red 1, red 2, red 3", "red 4, red 5, red 6", "yellow 6, yellow 7, yellow 8",
     "green 6, green 7, green 8")
"""Hands for the seats an example does not involve."""


def test_om4_priya_on_a_blue_5_blue_2_green_5_and_wild_are_legal_yellow_skip_is_not() -> None:
    state = arrange(["blue 2, green 5, yellow skip, wild", F[1], F[2], F[3]], "blue 5")
    assert plays_of(state, PRIYA) == ["blue 2", "green 5", "wild"]
    with pytest.raises(IllegalMove, match="matches neither"):
        apply_move(state, Play(PRIYA, Card.parse("yellow skip")))
    wilds = [m for m in legal_moves(state, PRIYA) if isinstance(m, Play) and m.card.is_wild]
    assert {m.color for m in wilds} == set(Color)
    after = apply_move(state, Play(PRIYA, Card.parse("green 5")))
    assert after.color is Color.GREEN
    assert after.hands[PRIYA] == cards("blue 2, yellow skip, wild")
    assert to_act(after) == (MARCUS,)


def test_om5_marcus_draw2_jo_draw4_sam_cannot_answer_and_draws_6() -> None:
    state = arrange(
        [F[0], "green draw2, blue 9, blue 8", "yellow draw4, red 9, red 8", "red draw2, green 1, green 2"],
        "green 5",
        turn=MARCUS,
        deck="blue 1, blue 2, blue 3, blue 4, blue 5, blue 6, blue 7",
    )
    state = apply_move(state, Play(MARCUS, Card.parse("green draw2")))
    assert (state.stack, to_act(state)) == (2, (JO,))
    state = apply_move(state, Play(JO, Card.parse("yellow draw4")))
    assert (state.stack, to_act(state)) == (6, (SAM,))
    assert plays_of(state, SAM) == []
    with pytest.raises(IllegalMove, match="stack of 6"):
        apply_move(state, Play(SAM, Card.parse("red draw2")))
    assert legal_moves(state, SAM) == (Draw(SAM),)
    state = apply_move(state, Draw(SAM))
    assert len(state.hands[SAM]) == 9
    assert state.hands[SAM][3:] == cards("blue 1, blue 2, blue 3, blue 4, blue 5, blue 6")
    assert (state.stack, to_act(state)) == (0, (PRIYA,))


def test_om8_jo_plays_a_wild_and_names_yellow() -> None:
    state = arrange(
        [F[0], F[1], "wild, yellow 1, yellow 2, yellow 3", "blue 4, yellow 9, green 5"],
        "red 7",
        turn=JO,
    )
    state = apply_move(state, Play(JO, Card.parse("wild"), Color.YELLOW))
    assert state.color is Color.YELLOW
    assert state.pile[-1] == Card.parse("wild")
    assert plays_of(state, SAM) == ["yellow 9"]


def test_om10_sam_names_red_draws_blue_3_wild_green_8_red_1_and_keeps_all_four() -> None:
    # Seated so that Sam plays right after Marcus: Priya 0, Jo 1, Marcus 2, Sam 3.
    marcus, sam = 2, 3
    state = arrange(
        [F[0], F[1], "wild roulette, blue 6", "green 2, yellow 4"],
        "green 7",
        turn=marcus,
        deck="blue 3, wild, green 8, red 1, red 5",
    )
    state = apply_move(state, Play(marcus, Card.parse("wild roulette")))
    assert to_act(state) == (sam,)
    assert state.pending is not None and state.pending.choice == "roulette"
    state = apply_move(state, NameRouletteColor(sam, Color.RED))
    assert state.hands[sam] == cards("green 2, yellow 4, blue 3, wild, green 8, red 1")
    assert state.color is Color.RED
    assert state.pile[-1] == Card.parse("wild roulette")
    assert to_act(state) == (PRIYA,)
    assert state.deck[0] == Card.parse("red 5")


def test_om9_priya_plays_skip_everyone_in_four_players_and_goes_again() -> None:
    state = arrange(
        ["blue skip-everyone, blue 3, green 3", F[1], F[2], F[3]], "blue 8"
    )
    state = apply_move(state, Play(PRIYA, Card.parse("blue skip-everyone")))
    assert to_act(state) == (PRIYA,)
    assert plays_of(state, PRIYA) == ["blue 3"]
    for seat in (MARCUS, JO, SAM):
        assert legal_moves(state, seat) == ()
    state = apply_move(state, Play(PRIYA, Card.parse("blue 3")))
    assert to_act(state) == (MARCUS,)


def test_om11_sam_plays_a_7_with_9_cards_left_and_swaps_with_jo_who_has_2() -> None:
    sam_hand = "red 7, blue 1, blue 2, blue 3, blue 4, blue 5, blue 6, blue 8, blue 9, green 1"
    state = arrange([F[0], F[1], "yellow 1, yellow 2", sam_hand], "red 2", turn=SAM)
    state = apply_move(state, Play(SAM, Card.parse("red 7")))
    assert state.pending is not None and state.pending.choice == "swap"
    assert SwapWith(SAM, JO) in legal_moves(state, SAM)
    state = apply_move(state, SwapWith(SAM, JO))
    assert len(state.hands[JO]) == 9
    assert state.hands[SAM] == cards("yellow 1, yellow 2")
    assert to_act(state) == (PRIYA,)


def test_om11_priya_plays_a_0_and_hands_pass_priya_to_marcus_to_jo_to_sam_to_priya() -> None:
    hands = ["red 0, red 4, red 5", "blue 1, blue 2", "green 1, green 2, green 3", "yellow 1"]
    state = arrange(hands, "red 9")
    state = apply_move(state, Play(PRIYA, Card.parse("red 0")))
    assert state.hands[MARCUS] == cards("red 4, red 5")
    assert state.hands[JO] == cards("blue 1, blue 2")
    assert state.hands[SAM] == cards("green 1, green 2, green 3")
    assert state.hands[PRIYA] == cards("yellow 1")
    assert to_act(state) == (MARCUS,)


def test_om12_jo_discards_all_green_and_puts_the_draw2_on_top() -> None:
    jo_hand = "green discard-all, green 4, green draw2, green skip, red 8"
    state = arrange([F[0], F[1], jo_hand, F[3]], "green 9", turn=JO)
    state = apply_move(state, Play(JO, Card.parse("green discard-all")))
    assert state.pending is not None and state.pending.choice == "pick"
    assert state.pending.cards == cards("green 4, green draw2, green skip")
    assert view(state, SAM).pending == state.pending
    assert state.hands[JO] == cards("red 8")
    state = apply_move(state, PickTop(JO, Card.parse("green draw2")))
    assert state.pile[-4:] == cards("green discard-all, green 4, green skip, green draw2")
    assert (state.stack, to_act(state)) == (2, (SAM,))


def test_om14_marcus_forgets_mercy_at_one_card_priya_catches_him_and_he_goes_to_11() -> None:
    state = arrange(
        [F[0], "blue 4, blue 7", F[2], F[3]],
        "blue 1",
        turn=MARCUS,
        deck=", ".join(["green 1"] * 2 + ["green 2"] * 2 + ["green 3"] * 2 + ["green 4"] * 2
                       + ["green 5"] * 2),
    )
    state = apply_move(state, Play(MARCUS, Card.parse("blue 4")))
    assert state.catchable == (MARCUS,)
    assert view(state, None).catchable == (MARCUS,)
    assert Catch(PRIYA, MARCUS) in legal_moves(state, PRIYA)
    state = apply_move(state, Catch(PRIYA, MARCUS))
    assert len(state.hands[MARCUS]) == 11
    assert state.catchable == ()
    assert to_act(state) == (JO,)


def test_om16_sam_with_15_cards_cannot_answer_a_stack_of_12_and_is_knocked_out_past_25() -> None:
    sam_hand = ", ".join(["blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 8",
                          "blue 9", "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6",
                          "blue 8"])
    state = arrange(
        [F[0], F[1], "wild draw10, green 1", sam_hand],
        "red draw2",
        turn=JO,
        stack=2,
        rest="deck",
    )
    before = everywhere(state)
    state = apply_move(state, Play(JO, Card.parse("wild draw10"), Color.GREEN))
    assert (state.stack, to_act(state)) == (12, (SAM,))
    deck_before = len(state.deck)
    state = apply_move(state, Draw(SAM))
    assert state.eliminated == (False, False, False, True)
    assert len(state.deck) == deck_before - 10  # out at 25: the last 2 are not taken
    assert state.hands[SAM] == ()
    assert state.pile[-1] == Card.parse("wild draw10")
    assert len(state.pile) == 2 + 25
    assert state.color is Color.GREEN
    assert state.stack == 0
    assert to_act(state) == (PRIYA,)
    assert everywhere(state) == before
    assert view(state, SAM).eliminated[SAM]

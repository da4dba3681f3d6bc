"""Drawing (``drawing.py``): the reshuffle (OM7), a call a card drawn cancels (OM13), and
the 25-card rule (OM16), also when it ends the game.
"""

from __future__ import annotations

from collections import Counter

from cardtable import Outcome
from cardtable.open_mercy import (
    Card,
    Color,
    Draw,
    KeepHand,
    Play,
    SwapWith,
    TimeOut,
    apply_move,
    legal_moves,
    outcome,
    to_act,
    view,
)
from tests.open_mercy.helpers import BLUES, F, arrange, cards, everywhere

# -- OM7 reshuffling -------------------------------------------------------------------


def test_om7_an_empty_deck_is_refilled_from_the_pile_except_its_top_card() -> None:
    state = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5")
    assert state.deck == ()
    under = Counter(state.pile[:-1])
    after = apply_move(state, Draw(0))
    assert after.pile[0] == Card.parse("blue 5")
    pending = after.pending.cards if after.pending is not None else ()
    drawn = [*after.hands[0][3:], *after.pile[1:], *pending]
    assert Counter([*after.deck, *drawn]) == under
    assert everywhere(after) == everywhere(state)


def test_om7_the_reshuffle_is_seeded() -> None:
    first = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5", seed=1)
    again = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5", seed=1)
    other = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5", seed=2)
    assert apply_move(first, Draw(0)) == apply_move(again, Draw(0))
    assert apply_move(first, Draw(0)).deck != apply_move(other, Draw(0)).deck


def test_om7_hands_keep_their_order_also_when_passed() -> None:
    state = arrange(["red 7, green 1, blue 2, green 1", "yellow 3, red 4", F[2], F[3]], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 7")))
    state = apply_move(state, SwapWith(0, 1))
    assert state.hands[1] == cards("green 1, blue 2, green 1")
    assert state.hands[0] == cards("yellow 3, red 4")


# -- OM13 the MERCY call ---------------------------------------------------------------


def test_om13_drawing_a_card_cancels_the_call() -> None:
    state = arrange([F[0], "blue 1, blue 2", F[2], F[3]], "red 9", turn=1, called=(1,),
                    deck="green 1, red 4")
    state = apply_move(state, Draw(1))
    assert state.called[1] is False


# -- OM16 the 25-card rule -------------------------------------------------------------


def test_om16_out_at_25_even_mid_draw_and_the_rest_of_the_draw_is_not_taken() -> None:
    hand = ", ".join(["blue 1", "blue 2", "blue 3", "blue 4"] * 2 + ["yellow 1", "yellow 2"] * 2
                     + ["blue 5", "blue 6", "blue 8", "blue 9"] * 2 + ["green 1", "green 2"])
    assert len(cards(hand)) == 22
    state = arrange([F[0], hand, F[2], F[3]], "red 7", turn=1,
                    deck="green 3, green 4, green 5, red 9, green 9")
    before = everywhere(state)
    state = apply_move(state, Draw(1))
    assert state.eliminated[1]
    assert state.deck[:2] == cards("red 9, green 9")
    assert state.pile[-1] == Card.parse("red 7") and state.color is Color.RED
    assert state.pile[-26:-1] == (*cards(hand), *cards("green 3, green 4, green 5"))
    assert to_act(state) == (2,)
    assert everywhere(state) == before


def test_om16_eliminated_players_are_skipped_are_no_swap_targets_and_keep_their_view() -> None:
    state = arrange(["red 7, red 8, red 9", [], F[2], F[3]], "red 1", eliminated=(1,),
                    rest="deck")
    after_seven = apply_move(state, Play(0, Card.parse("red 7")))
    assert SwapWith(0, 1) not in legal_moves(after_seven, 0)
    kept = apply_move(after_seven, KeepHand(0))
    assert to_act(kept) == (2,)
    seen = view(kept, 1)
    assert seen.hand == () and seen.eliminated[1] and seen.hand_sizes[1] == 0
    assert legal_moves(kept, 1) == ()


# -- knock-outs -------------------------------------------------------------------------------


def test_a_timed_out_player_on_24_cards_is_knocked_out_and_the_turn_moves_on() -> None:
    hand = ", ".join([BLUES, BLUES, "green 1, green 2"])
    state = arrange(["red 1, red 2", "red 3, red 4", hand], "yellow 9", turn=2, deck="green 5")
    state = apply_move(state, TimeOut(2))
    assert state.eliminated == (False, False, True)
    assert to_act(state) == (0,)


def test_a_game_ended_by_knock_outs_leaves_the_last_player_in_as_winner() -> None:
    big = ", ".join([BLUES, "green 1, green 2, green 3, green 4, green 5, green 6, green 8"])
    other = ", ".join(["yellow 1, yellow 2, yellow 3, yellow 4, yellow 5, yellow 6, yellow 7",
                       "yellow 8, yellow 9, yellow 1, yellow 2, yellow 3, yellow 4, yellow 5",
                       "yellow 6, yellow 7, yellow 8, yellow 9"])
    state = arrange(["wild draw10, wild draw10, red 1", big, other], "red 9", rest="deck")
    state = apply_move(state, Play(0, Card.parse("wild draw10"), Color.RED))
    state = apply_move(state, Draw(1))
    assert state.eliminated == (False, True, False) and to_act(state) == (2,)
    state = apply_move(state, TimeOut(2))  # one card: 19
    state = apply_move(state, Play(0, Card.parse("wild draw10"), Color.RED))
    assert to_act(state) == (2,)
    state = apply_move(state, Draw(2))
    assert outcome(state) == Outcome(winners=(0,), points=(1, 0, 0))

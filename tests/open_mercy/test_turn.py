"""A turn (``turn.py``): playing a matching card (OM4, OM5, OM8's color named) or tapping
the deck (OM6), and a knock-out while drawing until playable (OM21).
"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable import IllegalMove
from cardtable.core import evolve
from cardtable.open_mercy import (
    Card,
    ChooseColor,
    Color,
    Draw,
    Play,
    State,
    apply_move,
    full_deck,
    legal_moves,
    to_act,
    view,
)
from tests.open_mercy.helpers import BLUES, F, arrange, cards, crowd, everywhere, plays_of

# -- OM4 matching ----------------------------------------------------------------------


def test_om4_the_current_color_after_a_wild_is_the_named_one() -> None:
    state = arrange(["blue 9, green 5, red 3", F[1], F[2], F[3]], "wild", color=Color.GREEN)
    assert plays_of(state, 0) == ["green 5"]


def test_om4_while_a_stack_is_live_only_draw_cards_may_be_played() -> None:
    hand = "blue 9, blue skip, blue draw2, blue draw4, wild, wild roulette, wild draw6"
    state = arrange([hand, F[1], F[2], F[3]], "blue draw2", stack=2)
    assert plays_of(state, 0) == ["blue draw2", "blue draw4", "wild draw6"]


# -- OM8 wilds and reverses ------------------------------------------------------------


def test_om8_a_wild_must_name_a_color_and_other_cards_name_none() -> None:
    state = arrange(["wild, blue 3, blue 4", F[1], F[2], F[3]], "blue 5")
    with pytest.raises(IllegalMove, match="name the next color"):
        apply_move(state, Play(0, Card.parse("wild")))
    with pytest.raises(IllegalMove, match="names no color"):
        apply_move(state, Play(0, Card.parse("blue 3"), Color.RED))
    after = apply_move(state, Play(0, Card.parse("wild"), Color.RED))
    assert after.color is Color.RED


# -- OM6 the draw move -----------------------------------------------------------------


def test_om6_draw_is_always_available_on_ones_turn() -> None:
    state = arrange(["blue 1, blue 2, blue 3", F[1], F[2], F[3]], "blue 5", rest="deck")
    assert Draw(0) in legal_moves(state, 0)


def test_om6_drawing_until_a_playable_card_which_is_played_at_once() -> None:
    state = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5",
                    deck="green 1, yellow 2, blue 8, green 9")
    state = apply_move(state, Draw(0))
    assert state.hands[0] == cards("red 1, red 2, red 3, green 1, yellow 2")
    assert state.pile[-1] == Card.parse("blue 8")
    assert state.deck[0] == Card.parse("green 9")
    assert to_act(state) == (1,)


def test_om6_a_drawn_wild_asks_its_owner_for_a_color_first() -> None:
    state = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5",
                    deck="green 1, wild draw6, blue 8")
    state = apply_move(state, Draw(0))
    assert state.pending is not None and state.pending.choice == "color"
    assert legal_moves(state, 0) == tuple(ChooseColor(0, color) for color in Color)
    assert view(state, 0).pending.cards == cards("wild draw6")  # type: ignore[union-attr]
    assert view(state, 1).pending.cards == ()  # type: ignore[union-attr]
    state = apply_move(state, ChooseColor(0, Color.RED))
    assert (state.pile[-1], state.color, state.stack) == (Card.parse("wild draw6"), Color.RED, 6)
    assert state.hands[0] == cards("red 1, red 2, red 3, green 1")
    assert to_act(state) == (1,)


def test_om6_a_drawn_roulette_names_no_color_and_its_victim_chooses() -> None:
    state = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5",
                    deck="wild roulette, yellow 9")
    state = apply_move(state, Draw(0))
    assert state.pending is not None
    assert (state.pending.choice, state.pending.player) == ("roulette", 1)


def test_om6_a_drawn_7_asks_for_the_swap_and_a_drawn_discard_all_for_the_top_card() -> None:
    state = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue 5", deck="blue 7")
    state = apply_move(state, Draw(0))
    assert state.pending is not None and state.pending.choice == "swap"
    state = arrange(["red 1, blue 2, blue 3", F[1], F[2], F[3]], "blue 5",
                    deck="green 1, blue discard-all")
    assert plays_of(state, 0) == ["blue 2", "blue 3"]
    state = apply_move(state, Draw(0))
    assert state.pending is not None
    assert (state.pending.choice, state.pending.cards) == ("pick", cards("blue 2, blue 3"))


def test_om6_facing_a_stack_draw_takes_it_all_and_ends_the_turn() -> None:
    state = arrange(["red 1, red 2, red 3", F[1], F[2], F[3]], "blue draw4", stack=4,
                    rest="deck")
    state = apply_move(state, Draw(0))
    assert (len(state.hands[0]), state.stack, to_act(state)) == (7, 0, (1,))


def crowded(hand: str, top: str, *, deck: str = "", under: str = "", stack: int = 0) -> State:
    """Seat 0 holds ``hand``; every card not on the deck, under the top or in that hand
    is spread over seats 1-3, so exactly ``deck`` and ``under`` can be drawn."""
    rest = list(full_deck())
    for card in cards(f"{hand}, {top}, {deck}, {under}"):
        rest.remove(card)
    third = len(rest) // 3
    state = arrange([hand, rest[:third], rest[third:2 * third], rest[2 * third:]], top,
                    deck=deck, stack=stack)
    return evolve(state, pile=(*cards(under), Card.parse(top)))


def test_om6_with_nothing_left_to_draw_draw_is_only_for_a_player_with_no_play() -> None:
    state = crowded("blue 1, red 2", "blue 5")
    assert state.deck == () and len(state.pile) == 1
    assert Draw(0) not in legal_moves(state, 0)
    with pytest.raises(IllegalMove, match="nothing is left to draw"):
        apply_move(state, Draw(0))
    stuck = crowded("red 2, red 1", "blue 5")
    assert legal_moves(stuck, 0)[0] == Draw(0)
    after = apply_move(stuck, Draw(0))
    assert after.hands[0] == stuck.hands[0] and to_act(after) == (1,)


def test_om6_a_stack_bigger_than_what_can_be_drawn_takes_what_exists_and_clears() -> None:
    state = crowded("red 1, red 2, red 3", "blue draw4", deck="green 1, green 2",
                    under="yellow 5", stack=10)
    after = apply_move(state, Draw(0))
    assert Counter(after.hands[0]) == Counter(cards("red 1, red 2, red 3, green 1, green 2, yellow 5"))
    assert (after.stack, after.deck, after.pile, to_act(after)) == (
        0, (), cards("blue draw4"), (1,))
    assert everywhere(after) == everywhere(state)


# -- running out of cards --------------------------------------------------------------


def test_deck_exhaustion_during_draw_until_playable_takes_what_exists_and_passes() -> None:
    state = crowd({0: "red 1, red 2"}, "blue 5", 4, deck="green 1", under="yellow 2")
    before = everywhere(state)
    state = apply_move(state, Draw(0))
    assert state.hands[0] == cards("red 1, red 2, green 1, yellow 2")
    assert (state.deck, state.pile) == ((), cards("blue 5"))
    assert to_act(state) == (1,)
    assert everywhere(state) == before


# -- OM21 knocked out mid-draw: the turn passes ----------------------------------------


def test_om21_knocked_out_drawing_until_playable_passes_the_turn_to_the_next_player_in() -> None:
    hand = ", ".join([BLUES, BLUES])
    state = arrange([F[0], hand, [], F[3]], "red 7", turn=1, eliminated=(2,), rest="deck",
                    deck="yellow 1, yellow 2, yellow 3, green 1, red 9")
    assert len(state.hands[1]) == 22
    state = apply_move(state, Draw(1))
    assert state.eliminated == (False, True, True, False)
    assert state.deck[:2] == cards("green 1, red 9")
    assert state.pending is None and state.winners == ()
    assert to_act(state) == (3,)
    assert legal_moves(state, 3)

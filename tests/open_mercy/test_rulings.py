"""RULINGS OM1-OM19, one or more tests each, named by the ruling's id."""

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
    Rules,
    State,
    SwapWith,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    to_act,
    view,
)
from tests.open_mercy.helpers import arrange, cards, everywhere, plays_of

F = ("red 1, red 2, red 3", "red 4, red 5, red 6", "yellow 6, yellow 7, yellow 8",
     "green 6, green 7, green 8")


def opening(top: str, players: int = 4) -> list[Card]:
    """A deck order whose opening card (after the deal) is ``top``."""
    order = list(full_deck())
    order.remove(Card.parse(top))
    order.insert(7 * players, Card.parse(top))
    return order


# -- OM1 the deal ---------------------------------------------------------------


def test_om1_two_to_twenty_players() -> None:
    assert Rules(players=2).players == 2 and Rules(players=20).players == 20
    for players in (1, 21):
        with pytest.raises(ValueError, match="players"):
            Rules(players=players)


def test_om1_seven_cards_dealt_one_at_a_time_from_seat_0_then_the_opening_card() -> None:
    order = opening("blue 5", players=3)
    state = new_game(Rules(players=3), deck=order)
    for seat in range(3):
        assert state.hands[seat] == tuple(order[seat:21:3])
    assert state.pile == (Card.parse("blue 5"),)
    assert state.deck == tuple(order[22:])
    assert (to_act(state), state.direction, state.color) == ((0,), 1, Color.BLUE)


# -- OM2 the deck ---------------------------------------------------------------


def test_om2_the_deck_has_168_cards_in_the_stated_counts() -> None:
    counts = Counter(str(card) for card in full_deck())
    assert sum(counts.values()) == 168
    for color in ("red", "blue", "green", "yellow"):
        assert counts[f"{color} 0"] == 1
        for number in range(1, 10):
            assert counts[f"{color} {number}"] == 2
        for action in ("skip", "reverse", "draw2", "draw4", "skip-everyone", "discard-all"):
            assert counts[f"{color} {action}"] == 3
    for wild in ("wild", "wild reverse-draw4", "wild draw6", "wild draw10", "wild roulette"):
        assert counts[wild] == 4


# -- OM3 the opening card --------------------------------------------------------


def test_om3_a_wild_opening_card_goes_back_and_the_deck_is_reshuffled() -> None:
    state = new_game(deck=opening("wild draw10"))
    assert not state.pile[-1].is_wild
    assert state.color is state.pile[-1].color
    assert Card.parse("wild draw10") in state.deck
    assert everywhere(state) == Counter(full_deck())


def test_om3_opening_skip_skips_seat_0() -> None:
    assert to_act(new_game(deck=opening("green skip"))) == (1,)


def test_om3_opening_reverse_seat_0_plays_first_then_the_last_seat() -> None:
    state = new_game(deck=opening("green reverse"))
    assert (to_act(state), state.direction) == ((0,), -1)
    plain = arrange([F[0], F[1], F[2], F[3]], "red 9", direction=-1)
    assert to_act(apply_move(plain, Play(0, Card.parse("red 1")))) == (3,)


def test_om3_opening_reverse_with_two_players_skips_seat_0() -> None:
    state = new_game(Rules(players=2), deck=opening("green reverse", players=2))
    assert to_act(state) == (1,)


@pytest.mark.parametrize(("top", "stack"), [("red draw2", 2), ("blue draw4", 4)])
def test_om3_opening_draw_card_makes_a_live_stack_facing_seat_0(top: str, stack: int) -> None:
    state = new_game(deck=opening(top))
    assert (state.stack, to_act(state)) == (stack, (0,))


@pytest.mark.parametrize("top", ["red 7", "red 0", "red skip-everyone", "red discard-all"])
def test_om3_other_opening_cards_have_no_effect(top: str) -> None:
    state = new_game(deck=opening(top))
    assert (state.stack, to_act(state), state.direction, state.pending) == (0, (0,), 1, None)


# -- OM4 matching ---------------------------------------------------------------


def test_om4_colour_number_or_action_matches_and_wilds_match_anything() -> None:
    hand = "blue 9, green 5, green skip, red draw2, yellow reverse, wild draw10, wild roulette"
    state = arrange([hand, F[1], F[2], F[3]], "blue skip", color=Color.BLUE)
    assert plays_of(state, 0) == ["blue 9", "green skip", "wild draw10", "wild roulette"]


def test_om4_the_current_colour_after_a_wild_is_the_named_one() -> None:
    state = arrange(["blue 9, green 5, red 3", F[1], F[2], F[3]], "wild", color=Color.GREEN)
    assert plays_of(state, 0) == ["green 5"]


def test_om4_while_a_stack_is_live_only_draw_cards_may_be_played() -> None:
    hand = "blue 9, blue skip, blue draw2, blue draw4, wild, wild roulette, wild draw6"
    state = arrange([hand, F[1], F[2], F[3]], "blue draw2", stack=2)
    assert plays_of(state, 0) == ["blue draw2", "blue draw4", "wild draw6"]


# -- OM5 stacking: see test_stacking.py for the full tables ------------------------


def test_om5_official_compares_with_the_top_card_not_the_running_total() -> None:
    state = arrange(["red draw4, red draw2", F[1], F[2], F[3]], "green draw4", stack=10)
    assert plays_of(state, 0) == ["red draw4"]


def test_om5_a_played_draw_card_adds_its_value_to_the_stack() -> None:
    state = arrange(["wild reverse-draw4, red 1", F[1], F[2], F[3]], "green draw4", stack=6)
    state = apply_move(state, Play(0, Card.parse("wild reverse-draw4"), Color.RED))
    assert (state.stack, state.direction, to_act(state)) == (10, -1, (3,))


# -- OM6 the draw move ------------------------------------------------------------


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


def test_om6_a_drawn_wild_asks_its_owner_for_a_colour_first() -> None:
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


def test_om6_a_drawn_roulette_names_no_colour_and_its_victim_chooses() -> None:
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


# -- OM7 reshuffling -------------------------------------------------------------


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


def test_om4_a_wild_on_top_shares_no_action_with_coloured_cards() -> None:
    hand = "red reverse, red draw4, blue reverse, wild"
    state = arrange([hand, F[1], F[2], F[3]], "wild reverse-draw4", color=Color.BLUE)
    assert plays_of(state, 0) == ["blue reverse", "wild"]

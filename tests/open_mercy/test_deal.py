"""The deal (``deal.py``): seven cards each (OM1) and the opening card (OM3)."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.open_mercy import (
    Card,
    Color,
    Play,
    Rules,
    apply_move,
    full_deck,
    new_game,
    to_act,
)
from tests.open_mercy.helpers import F, arrange, everywhere


def opening(top: str, players: int = 4) -> list[Card]:
    """A deck order whose opening card (after the deal) is ``top``."""
    order = list(full_deck())
    order.remove(Card.parse(top))
    order.insert(7 * players, Card.parse(top))
    return order


# -- OM1 the players and the deal ------------------------------------------------------


def test_om1_seven_cards_dealt_one_at_a_time_from_seat_0_then_the_opening_card() -> None:
    order = opening("blue 5", players=3)
    state = new_game(Rules(players=3), deck=order)
    for seat in range(3):
        assert state.hands[seat] == tuple(order[seat:21:3])
    assert state.pile == (Card.parse("blue 5"),)
    assert state.deck == tuple(order[22:])
    assert (to_act(state), state.direction, state.color) == ((0,), 1, Color.BLUE)


# -- OM3 the opening card --------------------------------------------------------------


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


def test_the_deal_and_a_game_use_every_card_once() -> None:
    state = new_game(Rules(players=20), seed=5)
    assert everywhere(state) == Counter(full_deck())

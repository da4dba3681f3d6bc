"""Two-player specials, running out of cards, knock-outs, and the state's shape."""

from __future__ import annotations

from collections import Counter

from cardtable import Outcome
from cardtable.open_mercy import (
    Card,
    Color,
    Draw,
    NameRouletteColor,
    Play,
    Rules,
    SwapWith,
    TimeOut,
    apply_move,
    full_deck,
    legal_moves,
    new_game,
    outcome,
    to_act,
)
from tests.open_mercy.helpers import arrange, cards, crowd, everywhere

BLUES = ", ".join(f"blue {n}" for n in (1, 2, 3, 4, 5, 6, 8, 9)) + ", blue skip, blue reverse, blue draw2"
"""Eleven blue cards, none of them a card that could be played on red."""


# -- two players ------------------------------------------------------------------------


def test_two_players_skip_and_reverse_give_the_same_player_another_turn() -> None:
    for card in ("red skip", "red reverse"):
        state = arrange([f"{card}, blue 1, blue 2", "green 1, green 2, green 3"], "red 9")
        assert to_act(apply_move(state, Play(0, Card.parse(card)))) == (0,), card


def test_two_players_the_roulette_victim_is_the_opponent_and_play_returns() -> None:
    state = arrange(["wild roulette, blue 1, blue 2", "green 1, green 2, green 3"], "red 9",
                    deck="yellow 1, red 1")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    assert to_act(state) == (1,)
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert state.hands[1][-2:] == cards("yellow 1, red 1")
    assert to_act(state) == (0,)


def test_two_players_a_seven_swaps_with_the_opponent_and_a_zero_exchanges_hands() -> None:
    state = arrange(["red 7, blue 1, blue 2", "green 1"], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 7")))
    assert [m for m in legal_moves(state, 0) if isinstance(m, SwapWith)] == [SwapWith(0, 1)]
    state = arrange(["red 0, blue 1, blue 2", "green 1, green 2, green 3"], "red 9")
    state = apply_move(state, Play(0, Card.parse("red 0")))
    assert state.hands == (cards("green 1, green 2, green 3"), cards("blue 1, blue 2"))


def test_two_players_wild_reverse_draw4_goes_to_the_opponent() -> None:
    state = arrange(["wild reverse-draw4, blue 1, blue 2", "green 1, green 2, green 3"], "red 9")
    state = apply_move(state, Play(0, Card.parse("wild reverse-draw4"), Color.BLUE))
    assert (to_act(state), state.stack) == ((1,), 4)


# -- running out of cards ---------------------------------------------------------------


def test_deck_exhaustion_during_draw_until_playable_takes_what_exists_and_passes() -> None:
    state = crowd({0: "red 1, red 2"}, "blue 5", 4, deck="green 1", under="yellow 2")
    before = everywhere(state)
    state = apply_move(state, Draw(0))
    assert state.hands[0] == cards("red 1, red 2, green 1, yellow 2")
    assert (state.deck, state.pile) == ((), cards("blue 5"))
    assert to_act(state) == (1,)
    assert everywhere(state) == before


def test_deck_exhaustion_during_a_roulette_keeps_what_was_drawn_and_play_moves_on() -> None:
    state = crowd({0: "wild roulette, red 1", 1: "green 1, green 2"}, "green 9", 4,
                  deck="yellow 3", under="blue 4")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert Counter(state.hands[1]) == Counter(cards("green 1, green 2, yellow 3, blue 4, green 9"))
    assert state.color is Color.RED and state.deck == ()
    assert state.pile[-1] == Card.parse("wild roulette")
    assert to_act(state) == (2,)


# -- knock-outs -------------------------------------------------------------------------------


def test_the_roulette_victim_can_be_knocked_out_mid_draw() -> None:
    hand = ", ".join([BLUES, BLUES, "green 1, green 2"])
    assert len(cards(hand)) == 24
    state = arrange(["wild roulette, red 1, red 2", hand, "red 3, red 4", "red 5, red 6"],
                    "red 9", deck="yellow 1, yellow 2, red 7")
    state = apply_move(state, Play(0, Card.parse("wild roulette")))
    state = apply_move(state, NameRouletteColor(1, Color.RED))
    assert state.eliminated == (False, True, False, False)
    assert state.deck[0] == Card.parse("yellow 2")
    assert (state.color, to_act(state)) == (Color.RED, (2,))


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


def test_the_deal_and_a_game_use_every_card_once() -> None:
    state = new_game(Rules(players=20), seed=5)
    assert everywhere(state) == Counter(full_deck())


def test_state_fields_keep_their_names_and_order() -> None:
    """Records and callers read these fields; their order is the constructor's: what the
    core keeps for every game (``GameState``) first, then Open Mercy's own."""
    import inspect

    from cardtable.open_mercy import State

    assert list(inspect.signature(State).parameters) == [
        "origin", "log", "chance", "events", "history", "hands", "deck", "pile", "color",
        "direction", "turn", "stack", "pending", "called", "catchable", "eliminated", "run", "idle",
        "idle_turns", "idle_shuffles", "winners",
    ]

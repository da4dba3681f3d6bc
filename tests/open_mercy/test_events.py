"""The events of the worked examples of the rules text (seed 002) and of the rulings that
tell something, their text, and who is told what.

Seats follow the text's order of play: Priya 0, Marcus 1, Jo 2, Sam 3.
"""

from __future__ import annotations

import pytest

from cardtable.core import EventLog, told
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    ChooseColor,
    CloseCatchWindow,
    Color,
    Draw,
    KeepHand,
    NameRouletteColor,
    PickTop,
    Play,
    Rules,
    SwapWith,
    TimeOut,
    apply_move,
    full_deck,
    new_game,
    view,
)
from cardtable.open_mercy.events import (
    CalledMercy,
    CatchWindowClosed,
    Caught,
    DiscardedAll,
    Drew,
    GameOver,
    HandDealt,
    KeptHand,
    KnockedOut,
    OpeningCard,
    PickedTop,
    Played,
    PlayedDrawn,
    Reshuffled,
    Reversed,
    Rotated,
    Roulette,
    RouletteSpun,
    Skipped,
    StackGrew,
    Swapped,
    TimedOut,
    TookStack,
    WentOutUncalled,
)
from cardtable.open_mercy.state import State
from tests.open_mercy.helpers import JO, MARCUS, PRIYA, SAM, arrange, cards

F = (
    "red 1, red 2, red 3",
    "red 4, red 5, red 6",
    "yellow 6, yellow 7, yellow 8",
    "green 6, green 7, green 8",
)
"""Hands for the seats an example does not involve."""
SEATS = (None, PRIYA, MARCUS, JO, SAM)


def texts(state: State) -> list[str]:
    return [str(event) for event in state.events]


def test_om1_the_deal_tells_each_seat_its_own_seven_cards_and_the_opening_card_to_all() -> None:
    state = new_game(seed=4)
    dealt = state.events[:4]
    assert dealt == tuple(HandDealt(seat, 7, state.hands[seat]) for seat in range(4))
    assert state.events[4] == OpeningCard(state.pile[-1], 0)
    assert tuple(state.history) == state.events and isinstance(state.history, EventLog)
    for seat in SEATS:
        seen = view(state, seat)
        for event in seen.events[:4]:
            assert isinstance(event, HandDealt)
            assert event.cards == (state.hands[seat] if event.player == seat else None)
    assert str(dealt[0].seen_by(1)) == "seat 0 is dealt 7 cards"


def test_om3_wilds_turned_before_the_opening_card_are_counted() -> None:
    returned = [
        next(e for e in new_game(seed=seed).events if isinstance(e, OpeningCard)) for seed in range(200)
    ]
    opened = next(event for event in returned if event.returned)
    assert "went back first" in str(opened)


@pytest.mark.parametrize(
    ("players", "opening", "told"),
    [
        (4, "red skip", ["seat 0 is skipped"]),
        (4, "red reverse", ["play reverses: it now goes counter-clockwise"]),
        (2, "red reverse", ["play reverses: it now goes counter-clockwise", "seat 0 is skipped"]),
        (3, "red draw4", ["seat 0 faces a draw stack of 4"]),
        (3, "red 5", []),
    ],
)
def test_om3_the_opening_cards_effect_is_told_after_it(players: int, opening: str, told: list[str]) -> None:
    deck = list(full_deck())
    top = deck.pop(deck.index(Card.parse(opening)))
    deck.insert(7 * players, top)
    state = new_game(Rules(players=players), deck=deck)
    at = next(at for at, event in enumerate(state.events) if isinstance(event, OpeningCard))
    assert state.events[at] == OpeningCard(top, 0)
    assert [str(event) for event in state.events[at + 1 :]] == told


def test_om4_priya_plays_the_green_5() -> None:
    state = arrange(["blue 2, green 5, yellow skip, wild", F[1], F[2], F[3]], "blue 5")
    state = apply_move(state, Play(PRIYA, Card.parse("green 5")))
    assert state.events == (Played(PRIYA, Card.parse("green 5")),)
    assert texts(state) == ["seat 0 plays green 5"]
    assert tuple(state.history) == state.events


def test_om5_marcus_draw2_jo_draw4_sam_takes_the_stack_of_6() -> None:
    state = arrange(
        [F[0], "green draw2, blue 9, blue 8", "yellow draw4, red 9, red 8", "red draw2, green 1, green 2"],
        "green 5",
        turn=MARCUS,
        deck="blue 1, blue 2, blue 3, blue 4, blue 5, blue 6, blue 7",
    )
    state = apply_move(state, Play(MARCUS, Card.parse("green draw2")))
    state = apply_move(state, Play(JO, Card.parse("yellow draw4")))
    state = apply_move(state, Draw(SAM))
    taken = cards("blue 1, blue 2, blue 3, blue 4, blue 5, blue 6")
    assert state.events == (TookStack(SAM, 6, taken),)
    assert texts(state) == ["seat 3 takes the stack: 6 cards: blue 1, blue 2, blue 3, blue 4, blue 5, blue 6"]
    for seat in (None, PRIYA, MARCUS, JO):
        assert view(state, seat).events == (TookStack(SAM, 6, None),)
        assert str(view(state, seat).events[0]) == "seat 3 takes the stack: 6 cards"
    assert view(state, SAM).events == state.events
    assert [str(event) for event in view(state, PRIYA).history[-5:]] == [
        "seat 1 plays green draw2",
        "seat 2 faces a draw stack of 2",
        "seat 2 plays yellow draw4",
        "seat 3 faces a draw stack of 6",
        "seat 3 takes the stack: 6 cards",
    ]


def test_om8_jo_plays_a_wild_naming_yellow() -> None:
    state = arrange([F[0], F[1], "wild, yellow 1, yellow 2, yellow 3", F[3]], "red 7", turn=JO)
    state = apply_move(state, Play(JO, Card.parse("wild"), Color.YELLOW))
    assert state.events == (Played(JO, Card.parse("wild"), Color.YELLOW),)
    assert texts(state) == ["seat 2 plays wild naming yellow"]


def test_om6_a_draw_tells_the_count_to_all_the_cards_to_the_drawer_and_the_card_played_to_all() -> None:
    state = arrange(["red 1, red 2", F[1], F[2], F[3]], "blue 5", deck="yellow 3, green 4, blue 9, red 7")
    state = apply_move(state, Draw(PRIYA))
    assert state.events == (
        Drew(PRIYA, 3, cards("yellow 3, green 4, blue 9")),
        PlayedDrawn(PRIYA, Card.parse("blue 9")),
    )
    assert texts(state) == [
        "seat 0 draws 3 cards: yellow 3, green 4, blue 9",
        "seat 0 plays the card drawn, blue 9",
    ]
    assert [str(event) for event in view(state, MARCUS).events] == [
        "seat 0 draws 3 cards",
        "seat 0 plays the card drawn, blue 9",
    ]


def test_om6_a_drawn_wild_is_told_only_to_its_owner_until_its_color_is_named() -> None:
    state = arrange(["red 1, red 2", F[1], F[2], F[3]], "blue 5", deck="yellow 3, wild draw6")
    state = apply_move(state, Draw(PRIYA))
    assert state.events == (Drew(PRIYA, 2, cards("yellow 3, wild draw6")),)
    assert view(state, JO).events == (Drew(PRIYA, 2, None),)
    state = apply_move(state, ChooseColor(PRIYA, Color.RED))
    assert state.events == (PlayedDrawn(PRIYA, Card.parse("wild draw6"), Color.RED), StackGrew(MARCUS, 6))
    assert texts(state)[0] == "seat 0 plays the card drawn, wild draw6 naming red"


def test_om7_a_reshuffle_is_told_before_the_draw_it_fed() -> None:
    state = arrange(["red 1, red 2", F[1], F[2], F[3]], "blue 5", rest="pile")
    state = apply_move(state, Draw(PRIYA))
    shuffled, drew = state.events[:2]
    assert isinstance(shuffled, Reshuffled) and isinstance(drew, Drew)
    assert shuffled.count == len(state.deck) + drew.count
    assert str(state.events[0]).startswith("the pile is shuffled into a new deck of ")


def test_om10_sam_names_red_and_flips_blue_3_wild_green_8_red_1_for_all_to_see() -> None:
    marcus, sam = 2, 3
    state = arrange(
        [F[0], F[1], "wild roulette, blue 6", "green 2, yellow 4"],
        "green 7",
        turn=marcus,
        deck="blue 3, wild, green 8, red 1, red 5",
    )
    state = apply_move(state, Play(marcus, Card.parse("wild roulette")))
    assert state.events == (Played(marcus, Card.parse("wild roulette")), RouletteSpun(sam))
    assert texts(state)[1] == "seat 3 is the roulette's victim: they name a color and draw until it comes"
    state = apply_move(state, NameRouletteColor(sam, Color.RED))
    flipped = Roulette(sam, 4, cards("blue 3, wild, green 8, red 1"), Color.RED)
    assert state.events == (flipped,)
    assert texts(state) == [
        "seat 3 names red for the roulette and flips 4 cards: blue 3, wild, green 8, red 1"
    ]
    for seat in SEATS:
        assert view(state, seat).events == (flipped,)


def test_om9_skip_everyone_is_a_play_like_any_other() -> None:
    state = arrange(["blue skip-everyone, blue 3, green 3", F[1], F[2], F[3]], "blue 8")
    state = apply_move(state, Play(PRIYA, Card.parse("blue skip-everyone")))
    assert texts(state) == [
        "seat 0 plays blue skip-everyone",
        "every other seat is skipped: seat 0 plays again",
    ]


def test_om9_a_skip_tells_who_loses_the_turn() -> None:
    state = arrange(["blue skip, blue 3", F[1], F[2], F[3]], "blue 8")
    state = apply_move(state, Play(PRIYA, Card.parse("blue skip")))
    assert state.events == (Played(PRIYA, Card.parse("blue skip")), Skipped(MARCUS))
    assert texts(state)[1] == "seat 1 is skipped" and state.turn == JO


def test_om8_a_reverse_tells_the_new_direction_and_between_two_players_the_skip() -> None:
    state = arrange(["blue reverse, blue 3", F[1], F[2], F[3]], "blue 8")
    state = apply_move(state, Play(PRIYA, Card.parse("blue reverse")))
    assert state.events == (Played(PRIYA, Card.parse("blue reverse")), Reversed(-1))
    assert texts(state)[1] == "play reverses: it now goes counter-clockwise" and state.turn == SAM
    state = arrange(["blue reverse, blue 3", "red 1, red 2"], "blue 8")
    state = apply_move(state, Play(PRIYA, Card.parse("blue reverse")))
    assert state.events[1:] == (Reversed(-1), Skipped(MARCUS)) and state.turn == PRIYA


def test_om8_a_wild_reverse_draw4_tells_the_reverse_and_who_faces_the_stack() -> None:
    state = arrange(["wild reverse-draw4, blue 3", F[1], F[2], F[3]], "blue 8")
    state = apply_move(state, Play(PRIYA, Card.parse("wild reverse-draw4"), Color.RED))
    assert state.events[1:] == (Reversed(-1), StackGrew(SAM, 4)) and state.turn == SAM


def test_om15_a_last_card_going_out_tells_no_effect() -> None:
    state = arrange(["blue skip", F[1], F[2], F[3]], "blue 8")
    state = apply_move(state, Play(PRIYA, Card.parse("blue skip")))
    assert not any(isinstance(event, Skipped) for event in state.events)


def test_om11_sam_swaps_with_jo_and_only_the_two_of_them_are_told_the_hands() -> None:
    sam_hand = "red 7, blue 1, blue 2, blue 3, blue 4, blue 5, blue 6, blue 8, blue 9, green 1"
    state = arrange([F[0], F[1], "yellow 1, yellow 2", sam_hand], "red 2", turn=SAM)
    state = apply_move(state, Play(SAM, Card.parse("red 7")))
    gave = state.hands[SAM]
    state = apply_move(state, SwapWith(SAM, JO))
    swapped = Swapped(SAM, JO, gave, cards("yellow 1, yellow 2"))
    assert state.events == (swapped,)
    assert texts(state) == [
        "seat 3 swaps hands with seat 2, giving blue 1, blue 2, blue 3, blue 4, blue 5, blue 6, blue 8, "
        "blue 9, green 1 for yellow 1, yellow 2"
    ]
    assert view(state, SAM).events == view(state, JO).events == (swapped,)
    for seat in (None, PRIYA, MARCUS):
        assert view(state, seat).events == (Swapped(SAM, JO, None, None),)
        assert str(view(state, seat).events[0]) == "seat 3 swaps hands with seat 2"


def test_om11_a_7_kept_is_told() -> None:
    state = arrange(["red 7, blue 1", F[1], F[2], F[3]], "red 2")
    state = apply_move(apply_move(state, Play(PRIYA, Card.parse("red 7"))), KeepHand(PRIYA))
    assert state.events == (KeptHand(PRIYA),)
    assert texts(state) == ["seat 0 keeps their hand"]


def test_om11_priya_plays_a_0_and_each_seat_is_told_the_hand_it_gave_and_got() -> None:
    hands = ["red 0, red 4, red 5", "blue 1, blue 2", "green 1, green 2, green 3", "yellow 1"]
    state = arrange(hands, "red 9")
    state = apply_move(state, Play(PRIYA, Card.parse("red 0")))
    old = (
        cards("red 4, red 5"),
        cards("blue 1, blue 2"),
        cards("green 1, green 2, green 3"),
        cards("yellow 1"),
    )
    assert state.events == (Played(PRIYA, Card.parse("red 0")), Rotated(1, (0, 1, 2, 3), old))
    assert str(state.events[1].seen_by(None)) == "every hand passes one seat clockwise"
    assert view(state, MARCUS).events[1] == Rotated(1, (0, 1, 2, 3), (old[0], old[1], None, None))
    assert str(view(state, MARCUS).events[1]) == (
        "every hand passes one seat clockwise: seat 0 gives red 4, red 5, seat 1 gives blue 1, blue 2"
    )
    assert view(state, PRIYA).events[1] == Rotated(1, (0, 1, 2, 3), (old[0], None, None, old[3]))


def test_om12_jo_discards_all_green_and_puts_the_draw2_on_top() -> None:
    jo_hand = "green discard-all, green 4, green draw2, green skip, red 8"
    state = arrange([F[0], F[1], jo_hand, F[3]], "green 9", turn=JO)
    state = apply_move(state, Play(JO, Card.parse("green discard-all")))
    assert state.events == (
        Played(JO, Card.parse("green discard-all")),
        DiscardedAll(JO, Color.GREEN, cards("green 4, green draw2, green skip")),
    )
    assert texts(state)[1] == "seat 2 discards all their green: green 4, green draw2, green skip"
    state = apply_move(state, PickTop(JO, Card.parse("green draw2")))
    assert state.events == (PickedTop(JO, Card.parse("green draw2")), StackGrew(SAM, 2))
    assert texts(state)[0] == "seat 2 puts green draw2 on top"


def test_om12_a_discard_all_that_empties_the_hand_wins() -> None:
    state = arrange(["green discard-all, green 4", F[1], F[2], F[3]], "green 9")
    state = apply_move(state, Play(PRIYA, Card.parse("green discard-all")))
    assert state.events[1:] == (DiscardedAll(PRIYA, Color.GREEN, cards("green 4")), GameOver((PRIYA,), "out"))
    assert texts(state)[-1] == "seat 0 goes out and wins"


def test_om13_a_mercy_call_is_told() -> None:
    state = arrange(["blue 1, blue 2", F[1], F[2], F[3]], "blue 5", turn=MARCUS)
    state = apply_move(state, CallMercy(PRIYA))
    assert state.events == (CalledMercy(PRIYA),)
    assert texts(state) == ["seat 0 calls MERCY!"]


def test_om14_priya_catches_marcus_who_draws_10() -> None:
    state = arrange(
        [F[0], "blue 4, blue 7", F[2], F[3]],
        "blue 1",
        turn=MARCUS,
        deck=", ".join(["green 1", "green 2", "green 3", "green 4", "green 5"] * 2),
    )
    state = apply_move(state, Play(MARCUS, Card.parse("blue 4")))
    state = apply_move(state, Catch(PRIYA, MARCUS))
    assert state.events[0] == Caught(PRIYA, MARCUS)
    assert state.events[1] == Drew(MARCUS, 10, state.hands[MARCUS][1:])
    assert texts(state)[0] == "seat 0 catches seat 1 without MERCY!"
    assert [str(event) for event in view(state, JO).events] == [
        "seat 0 catches seat 1 without MERCY!",
        "seat 1 draws 10 cards",
    ]


def test_om14_the_host_closing_a_catch_window_is_told() -> None:
    state = arrange([F[0], "blue 4, blue 7", F[2], F[3]], "blue 1", turn=MARCUS, rest="deck")
    state = apply_move(state, Play(MARCUS, Card.parse("blue 4")))
    state = apply_move(state, CloseCatchWindow(MARCUS))
    assert state.events == (CatchWindowClosed(MARCUS),)
    assert texts(state) == ["the window to catch seat 1 closes"]


def test_om15_going_out_uncalled_tells_the_penalty() -> None:
    # Priya began her run on two cards and plays her last without having called.
    state = arrange(["blue 2", F[1], F[2], F[3]], "blue 5", deck="green 1, green 2", run=2)
    state = apply_move(state, Play(PRIYA, Card.parse("blue 2")))
    assert state.events == (
        Played(PRIYA, Card.parse("blue 2")),
        WentOutUncalled(PRIYA),
        Drew(PRIYA, 2, cards("green 1, green 2")),
    )
    assert texts(state)[1] == "seat 0 went out without calling MERCY! and draws 2"


def test_om15_going_out_wins_and_ends_the_game() -> None:
    state = arrange(["blue 2", F[1], F[2], F[3]], "blue 5", called=(PRIYA,))
    state = apply_move(state, Play(PRIYA, Card.parse("blue 2")))
    assert state.events == (Played(PRIYA, Card.parse("blue 2")), GameOver((PRIYA,), "out"))


def test_om16_sam_takes_10_of_the_stack_of_12_and_is_knocked_out_for_all_to_see() -> None:
    sam_hand = ", ".join(["blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 8", "blue 9"] * 2)
    state = arrange(
        [F[0], F[1], "wild draw10, green 1", sam_hand.rsplit(",", 1)[0]],
        "red draw2",
        turn=JO,
        stack=2,
        rest="deck",
    )
    state = apply_move(state, Play(JO, Card.parse("wild draw10"), Color.GREEN))
    held = state.hands[SAM]
    state = apply_move(state, Draw(SAM))
    taken, out = state.events
    assert isinstance(taken, TookStack) and taken.count == 10 and taken.cards is not None
    assert out == KnockedOut(SAM, held + taken.cards)
    assert str(out) == "seat 3 reaches 25 cards and is out"
    assert view(state, PRIYA).events == (TookStack(SAM, 10, None), out)


def test_om17_the_last_player_left_in_wins() -> None:
    hand = ", ".join(
        ["blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6"] * 2 + ["yellow 1", "yellow 2"] * 2
    )
    state = arrange(
        ["red 4, red 5", hand, [], []], "red draw2", stack=10, turn=1, eliminated=(2, 3), rest="deck"
    )
    state = apply_move(state, Draw(1))
    assert state.events[-1] == GameOver((0,), "last")
    assert str(state.events[-1]) == "seat 0 is the last player in and wins"


def test_om17_a_stalled_table_is_told() -> None:
    assert str(GameOver((0, 2), "stalled")) == "the table has stalled: seats 0, 2 win with the fewest cards"
    assert str(GameOver((1,), "stalled")) == "the table has stalled: seat 1 wins with the fewest cards"


def test_om18_a_time_out_is_told_then_what_the_clock_did() -> None:
    state = arrange(["red 1, red 2", F[1], F[2], F[3]], "blue 5", deck="yellow 3, green 4")
    state = apply_move(state, TimeOut(PRIYA))
    assert state.events == (TimedOut(PRIYA), Drew(PRIYA, 1, cards("yellow 3")))
    assert texts(state) == ["the clock runs out on seat 0", "seat 0 draws 1 card: yellow 3"]
    seven = apply_move(
        arrange(["red 7, blue 1", F[1], F[2], F[3]], "red 2"), Play(PRIYA, Card.parse("red 7"))
    )
    assert apply_move(seven, TimeOut(PRIYA)).events == (TimedOut(PRIYA), KeptHand(PRIYA))


def test_hidden_parts_are_told_to_their_owner_only() -> None:
    red, blue = cards("red 1, red 2"), cards("blue 3")
    private = [
        (HandDealt(1, 2, red), 1, HandDealt(1, 2, None)),
        (Drew(1, 2, red), 1, Drew(1, 2, None)),
        (TookStack(1, 2, red), 1, TookStack(1, 2, None)),
    ]
    for event, owner, public in private:
        assert event.seen_by(owner) == event
        for seat in (None, 0, 2, 3):
            assert event.seen_by(seat) == public
            assert "red" not in str(public)
    swap = Swapped(1, 2, red, blue)
    assert swap.seen_by(1) == swap.seen_by(2) == swap
    for seat in (None, 0, 3):
        assert swap.seen_by(seat) == Swapped(1, 2, None, None)
        assert "red" not in str(swap.seen_by(seat)) and "blue" not in str(swap.seen_by(seat))
    turn = Rotated(-1, (0, 1, 3), (red, blue, ()))
    assert turn.seen_by(1) == Rotated(-1, (0, 1, 3), (None, blue, ()))  # gave blue, got seat 3's nothing
    assert turn.seen_by(0) == Rotated(-1, (0, 1, 3), (red, blue, None))
    assert turn.seen_by(2) == turn.seen_by(None) == Rotated(-1, (0, 1, 3), (None, None, None))


def test_told_forms_are_told_again_unchanged() -> None:
    events = (
        HandDealt(1, 2, cards("red 1, red 2")),
        Swapped(1, 2, cards("red 1"), cards("blue 3")),
        Rotated(1, (0, 1, 2), (cards("red 1"), cards("blue 3"), cards("green 4"))),
    )
    for seat in (None, 0, 1, 2):
        once = told(events, seat)
        assert told(once, seat) == once

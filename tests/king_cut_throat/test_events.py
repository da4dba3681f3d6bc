"""What each move tells each seat: the events of the rules' examples and rulings."""

from __future__ import annotations

from cardtable.cards import JOKER, Card, Suit
from cardtable.core import evolve, told
from cardtable.king_cut_throat import (
    ChooseLeader,
    Discard,
    Discarded,
    GameOver,
    HandDealt,
    HandEnded,
    HandScored,
    KingScored,
    KittyTaken,
    LeaderChosen,
    NameTrump,
    OrderedUp,
    OrderUp,
    Pass,
    Passed,
    Play,
    Rules,
    ShowdownDealt,
    ShowdownSettled,
    State,
    TrickTaken,
    TrumpNamed,
    Turned,
    TurnedDown,
    apply_move,
    legal_moves,
    new_game,
    view,
)

from .helpers import (
    SHOWDOWN_HANDS,
    SHOWDOWN_TRICKS,
    apply_all,
    cards,
    deck_for,
    play_tricks,
    showdown_start,
    start_play,
)

A, B, C = 1, 2, 0  # the examples' players: A leads (left of dealer 0)


def texts(state: State, seat: int | None = None) -> list[str]:
    return [str(event) for event in told(state.events, seat)]


def discard_first(state: State) -> State:
    for seat in (1, 2, 0):
        state = apply_move(state, legal_moves(state, seat)[0])
    return state


def test_kc3_a_new_game_tells_each_seat_its_own_ten_cards() -> None:
    state = new_game(seed=5)
    dealt = state.events[0]
    assert isinstance(dealt, HandDealt) and state.events == tuple(state.history)
    assert dealt.hands == state.hands and dealt.kitty == state.kitty and dealt.phantom is None
    for seat in range(3):
        seen = view(state, seat).events
        assert seen == (HandDealt(1, 0, tuple(state.hands[s] if s == seat else None for s in range(3))),)
        assert str(seen[0]).startswith("hand 1: seat 0 deals; you hold ")
    assert view(state, None).events == (HandDealt(1, 0, (None, None, None)),)
    assert str(view(state, None).events[0]) == "hand 1: seat 0 deals"


def test_kc1_a_two_player_deal_keeps_the_phantom_from_both() -> None:
    state = new_game(Rules(players=2), seed=5)
    dealt = state.events[0]
    assert isinstance(dealt, HandDealt) and dealt.phantom == state.phantom
    for seat in (None, 0, 1):
        assert told(state.events, seat)[0] == HandDealt(
            1, 0, tuple(state.hands[s] if s == seat else None for s in range(2))
        )


def test_kc4_discards_are_told_only_to_the_discarder() -> None:
    state = new_game(seed=5)
    move = legal_moves(state, 2)[3]
    assert isinstance(move, Discard)
    state = apply_move(state, move)
    assert state.events == (Discarded(2, 3, "outside", move.cards),)
    assert texts(state, 2) == [f"seat 2 discards {' '.join(map(str, move.cards))} outside"]
    for seat in (None, 0, 1):
        assert told(state.events, seat) == (Discarded(2, 3, "outside"),)
        assert texts(state, seat) == ["seat 2 discards 3 cards outside"]


def test_kc5_the_last_discard_turns_the_kitty_card() -> None:
    state = discard_first(new_game(deck=deck_for({}, "QH 8D 9D")))
    assert state.events[-1] == Turned(0, Card.parse("QH"))
    assert texts(state, None)[-1] == "seat 0 turns up Q♥"


def test_kc5_a_turned_joker_ends_the_hand_and_the_same_dealer_deals_hand_1_again() -> None:
    state = discard_first(new_game(deck=deck_for({}, "JK 8D 9D"), seed=4))
    kinds = [type(event) for event in state.events]
    assert kinds == [Discarded, Turned, HandEnded, HandDealt]
    assert state.events[1] == Turned(0, JOKER)
    assert state.events[2] == HandEnded(1, "joker redeal", (0, 0, 0))
    assert str(state.events[2]) == "hand 1 ends (joker redeal): scores 0-0-0"
    dealt = state.events[3]
    assert isinstance(dealt, HandDealt) and (dealt.number, dealt.dealer) == (1, 0)
    # The new hand's history starts with its deal.
    assert tuple(state.history) == (dealt,)


def test_kc6_ordering_up_tells_everyone_the_turned_card_goes_left_of_the_maker() -> None:
    state = discard_first(new_game(deck=deck_for({}, "QH 8D 9D")))
    state = apply_move(state, Pass(1))
    assert state.events == (Passed(1, 1),) and texts(state) == ["seat 1 passes"]
    state = apply_move(state, OrderUp(2))
    expected = (OrderedUp(2, Suit.HEARTS), KittyTaken(0, 1, cards("QH"), True))
    assert state.events == expected
    for seat in (None, 0, 1, 2):  # the turned card was face up: all see where it goes
        assert told(state.events, seat) == expected
    assert texts(state) == ["seat 2 orders up ♥", "seat 0 takes Q♥ from the kitty"]
    receiver_discard = apply_move(state, Discard(0, cards("QH")))
    assert receiver_discard.events == (Discarded(0, 1, "kitty", cards("QH")),)
    assert told(receiver_discard.events, 1) == (Discarded(0, 1, "kitty"),)
    assert texts(receiver_discard, 2) == ["seat 0 discards 1 card outside"]


def test_kc7_round_two_the_unseen_kitty_cards_are_told_to_the_receiver_only() -> None:
    state = discard_first(new_game(deck=deck_for({}, "QH 8D 9D")))
    state = apply_all(state, Pass(1), Pass(2), Pass(0))
    assert state.events == (Passed(0, 1), TurnedDown(Suit.HEARTS))
    assert texts(state) == ["seat 0 passes", "all pass: ♥ is turned down"]
    state = apply_all(state, Pass(1), NameTrump(2, Suit.SPADES))
    assert state.events == (TrumpNamed(2, Suit.SPADES), KittyTaken(0, 2, cards("8D 9D"), False))
    assert texts(state, 0) == ["seat 2 names ♠ trump", "seat 0 takes 8♦ 9♦ from the kitty"]
    for seat in (None, 1, 2):
        assert texts(state, seat) == ["seat 2 names ♠ trump", "seat 0 takes 2 cards from the kitty"]


def test_kc7_all_passing_twice_ends_the_hand_and_deals_the_next() -> None:
    state = discard_first(new_game(seed=9))
    state = apply_all(state, *(Pass(seat) for seat in (1, 2, 0, 1, 2)))
    state = apply_move(state, Pass(0))
    assert [type(event) for event in state.events] == [Passed, HandEnded, HandDealt]
    assert state.events[1] == HandEnded(1, "passed out", (0, 0, 0))
    assert texts(state, None)[1:] == ["hand 1 ends (passed out): scores 0-0-0", "hand 2: seat 1 deals"]
    assert len(state.history) == 1  # kc16: hand 2, dealt by seat 1, begins afresh


def test_example_1_the_trick_goes_to_the_nine_of_trumps() -> None:
    state = start_play(
        {A: "10D AH KH QH 7C 8C 9C", B: "9S AC KC QC 8H 9H 10H", C: "9D 10S 7H JH 7S 8S QS"},
        Suit.SPADES,
    )
    state = apply_all(state, Play(A, Card.parse("10D")), Play(B, Card.parse("9S")))
    assert texts(state) == ["seat 2 plays 9♠"]
    state = apply_move(state, Play(C, Card.parse("9D")))
    plays = ((A, Card.parse("10D")), (B, Card.parse("9S")), (C, Card.parse("9D")))
    assert state.events[-1] == TrickTaken(B, 1, plays, Card.parse("9S"))
    assert texts(state) == ["seat 0 plays 9♦", "seat 2 takes trick 1 with 9♠"]


def test_example_2_the_joker_takes_the_left_bower() -> None:
    state = start_play(
        {A: "JH AS KS QS 10S 9S 8S", B: "QH QD AC KC QC 10C 9C", C: "7C JK 7S AH KH 10H 9H"},
        Suit.DIAMONDS,
    )
    state = play_tricks(state, [("JH", "QD", "JK")])
    assert texts(state) == ["seat 0 plays JK", "seat 0 takes trick 1 with JK"]


def test_example_3_the_right_bower_takes_it_and_a_beaten_king_scores_nothing() -> None:
    hands = {A: "JH AS KS QS 10S 9S 8S", B: "KD AD AC KC QC 10C 9C", C: "JK JD 7S AH KH 10H 9H"}
    state = play_tricks(start_play(hands, Suit.DIAMONDS), [("JH", "KD", "JD")])
    assert texts(state) == ["seat 0 plays J♦", "seat 0 takes trick 1 with J♦"]


def test_example_4_a_king_that_does_not_take_the_trick_tells_no_score() -> None:
    hands = {A: "8S 9S 10S QS AD 7D 9D", B: "KH AH QH 10H AC 7C 9C", C: "8D KD QD 10D JH 9H 8H"}
    state = play_tricks(start_play(hands, Suit.CLUBS), [("8S", "KH", "8D")])
    assert texts(state) == ["seat 0 plays 8♦", "seat 1 takes trick 1 with 8♠"]


def test_kc11_a_king_taking_a_trick_is_told_with_its_point() -> None:
    state = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:2])
    assert state.events[-1] == KingScored(1, Card.parse("KH"), 2)
    assert texts(state, None) == [
        "seat 0 plays 8♥",
        "seat 1 takes trick 2 with K♥",
        "seat 1 scores 1: their own K♥ took trick 2",
    ]


def test_kc12_the_most_tricks_scores_and_the_next_hand_is_dealt() -> None:
    hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.CLUBS)
    while state.hands_played == 0:
        state = apply_move(state, legal_moves(state)[0])
    scored = [event for event in state.events if isinstance(event, HandScored)]
    assert len(scored) == 1 and str(scored[0]).startswith(f"seat {scored[0].player} scores 1 for the most")
    kinds = [type(event) for event in state.events]
    assert kinds[-3:] == [HandScored, HandEnded, HandDealt]
    assert state.last_hand is not None and scored[0] in state.last_hand.events


def test_kc12_a_sweep_by_a_non_maker_is_told_as_3() -> None:
    hands = {1: "JK JS JC AS KS QS 10S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=2)
    while state.hands_played == 0:
        state = apply_move(state, legal_moves(state)[0])
    assert HandScored(1, 3, 7) in state.events
    assert str(HandScored(1, 3, 7)) == "seat 1 scores 3 for all 7 tricks (7)"


def test_kc13_the_showdown_deal_tells_each_player_its_own_six() -> None:
    state = showdown_start()
    dealt = state.events[-1]
    assert isinstance(dealt, ShowdownDealt) and dealt.hands == state.hands and dealt.mediator == 0
    assert told((dealt,), 1) == (ShowdownDealt(0, (None, state.hands[1], None)),)
    assert told((dealt,), 0) == (ShowdownDealt(0, ((), None, None)),)  # the mediator holds none
    assert told((dealt,), None) == (ShowdownDealt(0, (None, None, None)),)
    line = (
        "tricks split 3-3-1, so the Showdown: seat 0, with one trick, mediates"
        " and deals 6 cards to each of the other two"
    )
    assert str(told((dealt,), 0)[0]) == line
    assert str(told((dealt,), 2)[0]) == f"{line}; you get {' '.join(map(str, state.hands[2]))}"
    state = apply_move(state, Discard(2, state.hands[2][:1]))
    assert told(state.events, 0) == (Discarded(2, 1, "showdown"),)
    assert texts(state, 1) == ["seat 2 discards 1 card for the Showdown"]


def test_kc13_option_the_mediators_choice_is_told() -> None:
    state = showdown_start(Rules(mediator_chooses_leader=True))
    state = apply_all(state, legal_moves(state, 1)[0], legal_moves(state, 2)[0], ChooseLeader(0, 1))
    assert state.events == (LeaderChosen(0, 1),)
    assert texts(state) == ["seat 0 has seat 1 lead the Showdown"]


def test_kc14_a_king_scores_in_the_showdown_trick_numbered_after_the_seven() -> None:
    state = showdown_start()
    state = apply_all(state, Discard(2, cards("9S")), Discard(1, cards("JK")))
    state = play_tricks(state, [("KC", "7C")])
    assert state.events[-2:] == (
        TrickTaken(2, 8, ((2, Card.parse("KC")), (1, Card.parse("7C"))), Card.parse("KC")),
        KingScored(2, Card.parse("KC"), 8),
    )
    assert texts(state)[-2:] == [
        "seat 2 takes Showdown trick 1 with K♣",
        "seat 2 scores 1: their own K♣ took Showdown trick 1",
    ]


def test_kc15_a_king_reaching_the_target_ends_the_game_at_once() -> None:
    state = evolve(start_play(SHOWDOWN_HANDS, Suit.CLUBS), scores=(0, 9, 0))
    state = play_tricks(state, SHOWDOWN_TRICKS[:2])
    assert state.events[-3:] == (
        KingScored(1, Card.parse("KH"), 2),
        HandEnded(1, "game over", (0, 10, 0)),
        GameOver((1,), (0, 10, 0)),
    )
    assert texts(state)[-1] == "game over: seat 1 wins (0-10-0)"
    assert list(state.history)[-1] == GameOver((1,), (0, 10, 0))


def test_kc20_the_showdown_result_is_one_event() -> None:
    state = evolve(showdown_start(), scores=(0, 9, 8))
    state = apply_all(state, legal_moves(state, 1)[0], legal_moves(state, 2)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    assert ShowdownSettled(2, 1, 3, 2, 1) in state.events
    assert state.events[-1] == GameOver((2,), (0, 8, 10))
    assert str(ShowdownSettled(2, 1, 3, 2, 0)) == (
        "seat 2 wins the Showdown 3-2 and scores 1; seat 1 has no point to lose"
    )


def test_every_move_tells_something_and_the_history_is_the_hand_so_far() -> None:
    state = new_game(seed=11)
    hand = list(state.history)
    for _ in range(60):
        state = apply_move(state, legal_moves(state)[0])
        assert state.events
        if isinstance(state.events[-1], HandDealt):
            hand = [state.events[-1]]
        else:
            hand += state.events
        assert list(state.history) == hand
        for seat in (None, 0, 1, 2):
            assert view(state, seat).history == told(state.history, seat)

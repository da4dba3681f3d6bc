"""Tricks, the scoring card, end-of-hand scoring, the Showdown and the end of the game
(KC10-KC15, KC18), and the four worked examples of Ruleset 1.2.1."""

from __future__ import annotations

from itertools import product

import pytest

from cardtable import IllegalMove, Outcome
from cardtable.cards import Card, Suit
from cardtable.core import Change, evolve
from cardtable.king_cut_throat import (
    ChooseLeader,
    Discard,
    Play,
    Rules,
    State,
    apply_move,
    legal_moves,
    outcome,
    to_act,
    view,
)
from cardtable.king_cut_throat.events import SCORING, HandScored, KingScored, ShowdownSettled
from cardtable.king_cut_throat.scoring import seven_tricks

from .helpers import SHOWDOWN_HANDS, SHOWDOWN_TRICKS, play_tricks, showdown_start, start_play

# Seat 1 (A) leads the first trick; seat 2 (B) and seat 0 (C, the dealer) follow.
A, B, C = 1, 2, 0


def plays(state: State, seat: int) -> list[str]:
    return [str(move.card) for move in legal_moves(state, seat) if isinstance(move, Play)]


def play(state: State, seat: int, card: str) -> State:
    return apply_move(state, Play(seat, Card.parse(card)))


def test_example_1_spades_trump_c_must_follow_diamonds_and_lose() -> None:
    state = start_play(
        {A: "10D AH KH QH 7C 8C 9C", B: "9S AC KC QC 8H 9H 10H", C: "9D 10S 7H JH 7S 8S QS"},
        Suit.SPADES,
    )
    state = play(state, A, "10D")
    assert "9♠" in plays(state, B)  # no diamonds: anything goes
    state = play(state, B, "9S")
    assert plays(state, C) == ["9♦"]  # holds the 10 of trumps but must follow
    with pytest.raises(IllegalMove, match="must follow"):
        play(state, C, "10S")
    state = play(state, C, "9D")
    assert state.tricks[-1].winner == B and state.tricks_won == (0, 0, 1)
    assert to_act(state) == (B,)  # KC10: the winner leads the next trick


def test_example_2_diamonds_trump_left_bower_led_b_must_play_trump_c_must_play_joker() -> None:
    state = start_play(
        {A: "JH AS KS QS 10S 9S 8S", B: "QH QD AC KC QC 10C 9C", C: "7C JK 7S AH KH 10H 9H"},
        Suit.DIAMONDS,
    )
    state = play(state, A, "JH")
    assert plays(state, B) == ["Q♦"]  # the Jack of hearts is a diamond; the Queen of hearts is not
    state = play(state, B, "QD")
    assert plays(state, C) == ["JK"]  # the Joker is a diamond too: it must follow
    state = play(state, C, "JK")
    assert state.tricks[-1].winner == C


def test_example_3_diamonds_trump_best_and_right_bower_beat_the_left() -> None:
    hands = {A: "JH AS KS QS 10S 9S 8S", B: "KD AD AC KC QC 10C 9C", C: "JK JD 7S AH KH 10H 9H"}
    start = play(start_play(hands, Suit.DIAMONDS), A, "JH")
    assert sorted(plays(start, B)) == ["A♦", "K♦"]
    for b_card, c_card in product(("KD", "AD"), ("JK", "JD")):
        state = play(play(start, B, b_card), C, c_card)
        assert plays(start, B) and state.tricks[-1].winner == C
        assert state.scores == (0, 0, 0)  # B's King of trumps lost: no score


def test_example_4_clubs_trump_off_suit_king_does_not_score() -> None:
    state = start_play(
        {A: "8S 9S 10S QS AD 7D 9D", B: "KH AH QH 10H AC 7C 9C", C: "8D KD QD 10D JH 9H 8H"},
        Suit.CLUBS,
    )
    state = play(play(play(state, A, "8S"), B, "KH"), C, "8D")
    assert state.tricks[-1].winner == A
    assert state.scores == (0, 0, 0) and not [e for e in state.history if isinstance(e, SCORING)]
    assert [str(e) for e in state.events] == [f"seat {C} plays 8♦", f"seat {A} takes trick 1 with 8♠"]


def test_kc10_first_lead_is_left_of_the_dealer_and_winner_leads_next() -> None:
    state = start_play(SHOWDOWN_HANDS, Suit.CLUBS)
    assert state.dealer == 0 and to_act(state) == (1,)
    state = play_tricks(state, SHOWDOWN_TRICKS[:3])
    assert to_act(state) == (1,)
    state = play_tricks(state, SHOWDOWN_TRICKS[3:4])
    assert to_act(state) == (2,) and state.tricks[-1].winner == 2


def test_kc11_a_king_that_takes_a_trick_scores_at_once() -> None:
    state = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:2])
    assert state.scores == (0, 1, 0)
    assert state.events[-1] == KingScored(1, Card.parse("KH"), 2)
    assert str(state.events[-1]) == "seat 1 scores 1: K♥ took trick 2"
    assert view(state, None).events == state.events
    # The King of spades played under a led diamond scores nothing (trick 5).
    state = play_tricks(state, SHOWDOWN_TRICKS[2:5])
    assert state.scores == (0, 1, 1)


@pytest.mark.parametrize(
    ("rank", "expected"),
    [("king", (0, 1, 0)), ("queen", (0, 1, 0)), ("ace", (0, 1, 0))],
)
def test_kc11_option_the_scoring_rank(rank: str, expected: tuple[int, ...]) -> None:
    # Trick 1 is taken by the Ace of hearts, trick 2 by the King, trick 3 by the Queen.
    state = start_play(SHOWDOWN_HANDS, Suit.CLUBS, Rules(scoring_rank=rank))  # type: ignore[arg-type]
    number = {"ace": 1, "king": 2, "queen": 3}[rank]
    state = play_tricks(state, SHOWDOWN_TRICKS[:number])
    assert state.scores == expected
    assert state.events[-1] == KingScored(1, state.tricks[-1].plays[0].card, number)


def test_kc11_option_queens_rank_above_kings_in_every_suit() -> None:
    hands = {A: "KH AS KS QS 10S 9S 8S", B: "QH AC KC QC 10C 9C 8C", C: "7H 7S AH JH 10H 9H 8H"}
    rules = Rules(scoring_rank="queen")
    state = play(play(start_play(hands, Suit.DIAMONDS, rules), A, "KH"), B, "QH")
    state = play(state, C, "7H")
    assert state.tricks[-1].winner == B and state.scores == (0, 0, 1)
    plain = start_play(hands, Suit.DIAMONDS)
    plain = play(play(play(plain, A, "KH"), B, "QH"), C, "7H")
    assert plain.tricks[-1].winner == A and plain.scores == (0, 1, 0)


def expected_points(split: tuple[int, ...], maker: int) -> tuple[int, ...] | None:
    """The end-of-hand table of the rules texts, written out separately (KC12)."""
    if len(split) == 3 and sorted(split) == [1, 3, 3]:
        return None
    best = max(split)
    assert split.count(best) == 1
    winner = split.index(best)
    points = 1 if best < 7 else (2 if winner == maker else 3)
    return tuple(points if seat == winner else 0 for seat in range(len(split)))


@pytest.mark.parametrize("players", [3, 2])
def test_kc12_scoring_table_over_every_trick_split(players: int) -> None:
    if players == 3:
        hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}
    else:
        hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H"}
    base = start_play(hands, Suit.CLUBS, Rules(players=players), namer=0)
    splits = [s for s in product(range(8), repeat=players) if sum(s) == 7]
    assert len(splits) == (36 if players == 3 else 8)
    for split, maker in product(splits, range(players)):
        # The seventh trick taken with this split: the table as the end of the hand leaves it.
        end = evolve(base, **seven_tricks(base, Change(tricks_won=split, maker=maker)).fields)
        expected = expected_points(split, maker)
        if expected is None:
            assert end.phase == "showdown-discard" and end.mediator == split.index(1)
            assert end.scores == (0,) * players
            continue
        assert end.last_hand is not None and end.last_hand.scores == expected, (split, maker)
        assert end.scores == expected and end.last_hand.result == "scored"


def test_kc12_a_sweep_is_worth_3_to_a_player_who_did_not_name_trump() -> None:
    hands = {1: "JK JS JC AS KS QS 10S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=2)
    assert state.maker == 2
    for _trick in range(7):
        lead = legal_moves(state, 1)[0]
        state = apply_move(state, lead)
        for _ in range(2):
            state = apply_move(state, legal_moves(state)[0])
    record = state.last_hand
    assert record is not None and record.tricks_won == (0, 7, 0)
    # +1 for the King of trumps taking a trick, +3 for the sweep.
    assert record.events == (KingScored(1, Card.parse("KS"), record.events[0].number), HandScored(1, 3, 7))  # type: ignore[attr-defined]
    assert str(record.events[1]) == "seat 1 scores 3 for all 7 tricks (7)"
    assert state.scores == (0, 4, 0)


def test_kc12_a_sweep_is_worth_2_to_the_maker() -> None:
    hands = {1: "JK JS JC AS QS 10S 9S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=1)
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    assert state.last_hand is not None and state.last_hand.tricks_won == (0, 7, 0)
    assert state.scores == (0, 2, 0)


def test_kc13_the_showdown_played_through() -> None:
    before = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:6])
    state = play_tricks(before, SHOWDOWN_TRICKS[6:])
    assert state.tricks_won == (1, 3, 3) and state.scores == (1, 1, 1)
    assert state.phase == "showdown-discard" and state.mediator == 0
    assert state.trump is Suit.CLUBS  # trump carries over
    # The 12 outside cards, shuffled (seeded), dealt one at a time from the mediator's left.
    pile, _ = before.chance.shuffled(before.outside)
    assert state.hands == ((), tuple(sorted(pile[0::2])), tuple(sorted(pile[1::2])))
    assert state.outside == () and to_act(state) == (1, 2)
    assert legal_moves(state, 0) == ()
    with pytest.raises(IllegalMove, match="not seat 0's turn: the Showdown waits for discards from seats 1"):
        apply_move(state, Discard(0, ()))
    # Simultaneous one-card discards, hidden from the others.
    other = apply_move(state, Discard(2, state.hands[2][1:2]))
    state = apply_move(state, Discard(2, state.hands[2][:1]))
    assert to_act(state) == (1,)
    for seat in (None, 0, 1):  # which card seat 2 put down shows nowhere
        assert view(state, seat) == view(other, seat)
    state = apply_move(state, Discard(1, state.hands[1][:1]))
    # Seat 2 won a trick last (the sixth): it leads.
    assert state.phase == "showdown-play" and to_act(state) == (2,)
    tricks = 0
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
        tricks += 1
    assert tricks == 10  # all five tricks are played
    record = state.last_hand
    assert record is not None and record.result == "showdown"
    assert record.showdown_tricks is not None and sum(record.showdown_tricks) == 5
    assert record.mediator == 0 and record.showdown_tricks[0] == 0
    winner = 1 if record.showdown_tricks[1] > record.showdown_tricks[2] else 2
    loser = 3 - winner
    kings = {
        seat: sum(1 for e in record.events if isinstance(e, KingScored) and e.number > 7 and e.player == seat)
        for seat in (1, 2)
    }
    assert record.scores[winner] == 1 + kings[winner] + 1
    assert record.scores[loser] == max(0, 1 + kings[loser] - 1)
    assert record.scores[0] == 1  # the mediator scores nothing at the end
    assert state.dealer == 1 and state.phase == "discard"


def test_kc13_the_showdown_loser_never_drops_below_zero() -> None:
    state = showdown_start()
    state = evolve(state, scores=(0, 0, 0))
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    record = state.last_hand
    assert record is not None and min(record.scores) == 0
    assert all(score >= 0 for score in state.scores)
    lost = [e for e in record.events if isinstance(e, ShowdownSettled)]
    assert len(lost) == 1 and lost[0].points_lost in (0, 1)
    loser = lost[0].loser
    loser_kings = sum(
        1 for e in record.events if isinstance(e, KingScored) and e.number > 7 and e.player == loser
    )
    # In this deal the loser took no King in the Showdown: at 0, it stays at 0.
    assert loser_kings == 0 and lost[0].points_lost == 0 and record.scores[loser] == 0


def test_kc13_option_the_mediator_chooses_the_leader() -> None:
    state = showdown_start(Rules(mediator_chooses_leader=True))
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    assert state.phase == "showdown-lead" and to_act(state) == (0,)
    assert legal_moves(state) == (ChooseLeader(0, 1), ChooseLeader(0, 2))
    for bad in (ChooseLeader(0, 0), ChooseLeader(0, 3), ChooseLeader(1, 1)):
        with pytest.raises(IllegalMove):
            apply_move(state, bad)
    state = apply_move(state, ChooseLeader(0, 1))
    assert state.phase == "showdown-play" and to_act(state) == (1,)


def test_kc14_kings_score_during_the_showdown() -> None:
    state = showdown_start()
    # Seat 2 holds the King of trumps; keep it, and let seat 1 throw its Joker away.
    assert Card.parse("KC") in state.hands[2] and Card.parse("JK") in state.hands[1]
    state = apply_move(state, Discard(2, (Card.parse("9S"),)))
    state = apply_move(state, Discard(1, (Card.parse("JK"),)))
    state = play(state, 2, "KC")  # seat 2 leads
    state = play(state, 1, "7C")  # seat 1 must follow trumps; the 7 loses
    assert state.tricks[-1].winner == 2 and state.showdown_tricks == (0, 0, 1)
    assert state.scores == (1, 1, 2) and state.events[-1] == KingScored(2, Card.parse("KC"), 8)
    assert str(state.events[-1]) == "seat 2 scores 1: K♣ took Showdown trick 1"


def test_kc15_a_king_wins_the_game_mid_hand() -> None:
    state = evolve(start_play(SHOWDOWN_HANDS, Suit.CLUBS), scores=(0, 9, 0))
    state = play_tricks(state, SHOWDOWN_TRICKS[:2])
    assert state.phase == "over" and outcome(state) is not None
    assert outcome(state).winners == (1,) and outcome(state).points == (0, 10, 0)  # type: ignore[union-attr]
    assert legal_moves(state) == () and to_act(state) == ()
    assert sum(len(hand) for hand in state.hands) == 15  # five tricks were never played
    assert state.last_hand is not None and state.last_hand.result == "game over"
    with pytest.raises(IllegalMove, match="over"):
        apply_move(state, legal_moves(start_play(SHOWDOWN_HANDS, Suit.CLUBS))[0])


def test_kc15_a_king_on_the_seventh_trick_ends_the_game_before_the_showdown() -> None:
    state = evolve(start_play(SHOWDOWN_HANDS, Suit.CLUBS), scores=(9, 0, 0))
    state = play_tricks(state, SHOWDOWN_TRICKS)
    assert state.phase == "over" and state.mediator is None
    assert outcome(state).winners == (0,)  # type: ignore[union-attr]
    assert state.scores == (10, 1, 1)


def test_kc15_the_target_option_and_end_of_hand_points_end_the_game() -> None:
    hands = {1: "JK JS JC AS QS 10S 9S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, Rules(target=2), namer=1)
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    assert state.phase == "over" and outcome(state).winners == (1,)  # type: ignore[union-attr]


def test_kc15_a_hand_limit_ends_the_game_and_ties_share() -> None:
    hands = {0: "AS KS QS JS 10S 9S 8S", 1: "AH KH QH JH 10H 9H 8H", 2: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.CLUBS, Rules(max_hands=1))
    state = evolve(state, scores=(2, 0, 2))
    for _ in range(21):
        state = apply_move(state, legal_moves(state)[0])
    result = outcome(state)
    assert state.phase == "over" and result is not None
    top = max(state.scores)
    assert result.winners == tuple(s for s in range(3) if state.scores[s] == top)
    assert result.points == state.scores


def test_kc18_every_trick_is_played_even_when_the_hand_is_decided() -> None:
    hands = {1: "JK JS JC AS QS 10S 9S", 2: "AH KH QH JH 10H 9H 8H", 0: "AD KD QD JD 10D 9D 8D"}
    state = start_play(hands, Suit.SPADES, namer=1)
    for _ in range(12):  # four tricks to seat 1: most tricks is settled
        state = apply_move(state, legal_moves(state)[0])
    assert state.tricks_won == (0, 4, 0) and state.phase == "play"
    assert to_act(state) == (1,) and len(state.hands[1]) == 3


def test_kc15_winning_the_showdown_can_reach_the_target() -> None:
    state = evolve(showdown_start(), scores=(0, 9, 8))
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    # In this deal seat 2 takes a Showdown trick with the King of trumps (9) and
    # wins the Showdown 3-2 (10); seat 1 loses a point.
    record = state.last_hand
    assert record is not None and record.result == "showdown"
    assert state.phase == "over" and state.scores == (0, 8, 10)
    assert outcome(state).winners == (2,)  # type: ignore[union-attr]


def _play_the_showdown(state: State) -> State:
    """Both Showdown discards and all five tricks, each seat taking its first legal move."""
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    return state


def test_kc20_the_showdown_loser_loses_a_point_when_the_winners_point_ends_the_game() -> None:
    # Seat 2 takes a Showdown trick with the King of trumps (8 to 9), then wins
    # the Showdown 3-2: its point reaches the target, and seat 1's loss stands too.
    state = _play_the_showdown(evolve(showdown_start(), scores=(0, 9, 8)))
    assert state.phase == "over" and state.scores == (0, 8, 10)
    record = state.last_hand
    assert record is not None and record.result == "showdown" and record.scores == (0, 8, 10)
    assert record.events[-1] == ShowdownSettled(2, 1, 3, 2, 1)
    assert str(record.events[-1]) == "seat 2 wins the Showdown 3-2 and scores 1; seat 1 loses 1"
    assert outcome(state) == Outcome(winners=(2,), points=(0, 8, 10))


def test_kc20_both_halves_settle_when_the_hand_limit_ends_the_game() -> None:
    # Seat 1 (3) loses the Showdown to seat 2 (1, then 2 with a King, then 3):
    # with only the winner's half, seats 1 and 2 would share the win.
    state = _play_the_showdown(evolve(showdown_start(Rules(max_hands=1)), scores=(0, 3, 1)))
    assert state.phase == "over" and state.scores == (0, 2, 3)
    assert outcome(state) == Outcome(winners=(2,), points=(0, 2, 3))


def test_kc20_a_loser_at_zero_loses_nothing_as_the_winner_reaches_the_target() -> None:
    state = _play_the_showdown(evolve(showdown_start(Rules(target=3)), scores=(0, 0, 1)))
    assert state.phase == "over" and state.scores == (0, 0, 3)
    record = state.last_hand
    assert record is not None and isinstance(record.events[-1], ShowdownSettled)
    assert (record.events[-1].winner, record.events[-1].loser, record.events[-1].points_lost) == (2, 1, 0)

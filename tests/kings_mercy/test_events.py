"""What each move tells the table: the seed's worked examples and the rulings, by id."""

from __future__ import annotations

from cardtable import kings_mercy as km
from cardtable.cards import parse_cards
from cardtable.core import Event, told
from cardtable.kings_mercy.deck import FoolDisplay
from cardtable.kings_mercy.events import (
    Anted,
    BetPlaced,
    Broke,
    Called,
    Checked,
    Dealt,
    Folded,
    FoldedShown,
    FoolTurnedUp,
    GameOver,
    HandDealt,
    MercyDeclined,
    MercyInvoked,
    MercyOffered,
    PotWon,
    Raised,
    RoundOpened,
    SatOut,
    Showdown,
)

from .tables import check_down, check_round, deck_for
from .tables import play as moves

TONY, HAMON = 1, 2
TONYS_TABLE = {TONY: "JK 7S 7D", HAMON: "9H 4C 2S", 0: "3C 5D 8H"}


def texts(events: tuple[Event, ...]) -> list[str]:
    return [str(event) for event in events]


def tonys_mistake_at_the_mercy_decision() -> km.State:
    state = km.new_game(km.Rules(players=3), deck=deck_for(3, TONYS_TABLE))
    state = moves(state, km.Bet(TONY), km.Call(HAMON), km.Fold(0))
    return check_round(state)


def deal_of(state: km.State) -> tuple[Event, ...]:
    """The new hand's events at the end of the move that dealt it."""
    return tuple(state.history)


# --- The deal ----------------------------------------------------------------------


def test_km6_km7_a_new_game_tells_the_antes_and_the_deal() -> None:
    state = km.new_game(km.Rules(players=3), deck=deck_for(3, TONYS_TABLE))
    hands = {seat: parse_cards(text) for seat, text in TONYS_TABLE.items()}
    assert state.events == (
        HandDealt(1, 0),
        Anted((1, 2, 0)),
        Dealt(1, hands[1]),
        Dealt(2, hands[2]),
        Dealt(0, hands[0]),
        RoundOpened(1, 1),
    )
    assert tuple(state.history) == state.events
    assert texts(km.view(state, TONY).events) == [
        "hand 1: seat 0 deals",
        "seats 1, 2 and 0 ante 1 each",
        "seat 1 is dealt JK 7♠ 7♦",
        "seat 2 is dealt 3 cards",
        "seat 0 is dealt 3 cards",
        "betting round 1: seat 1 acts first",
    ]


def test_km7_each_seat_is_told_only_its_own_cards() -> None:
    state = km.new_game(km.Rules(players=4), seed=3)
    for seat in (None, 0, 1, 2, 3):
        for event in km.view(state, seat).events:
            if isinstance(event, Dealt):
                assert (event.cards is not None) == (event.player == seat)
                assert event.cards in (None, state.hands[event.player])
    dealt = Dealt(2, state.hands[2])
    assert dealt.seen_by(2) == dealt and str(dealt.seen_by(2)).endswith(km.Rules().show_cards(state.hands[2]))
    for other in (None, 0, 1, 3):
        assert dealt.seen_by(other) == Dealt(2, None)
        assert str(dealt.seen_by(other)) == "seat 2 is dealt 3 cards"
        assert all(str(card) not in str(dealt.seen_by(other)) for card in state.hands[2])


def test_km6_km13_a_broke_seat_sits_out_the_next_deal() -> None:
    # Seats 1 and 3 tie and split the pot; seats 0 and 2 are left broke.
    order = deck_for(4, {1: "9S 7S 2H", 3: "9D 7D 2C", 2: "6S 4D 2S", 0: "5C 3C AH"})
    state = check_down(km.new_game(km.Rules(players=4, starting_units=1), deck=order))
    assert [event for event in state.events if isinstance(event, Broke)] == [Broke(0), Broke(2)]
    assert str(Broke(0)) == "seat 0 is broke and out of the game"
    dealt = deal_of(state)
    assert dealt[:4] == (HandDealt(2, 1), Anted((3, 1)), SatOut(0), SatOut(2))
    assert texts(dealt[:4]) == [
        "hand 2: seat 1 deals",
        "seats 3 and 1 ante 1 each",
        "seat 0 sits out with no units",
        "seat 2 sits out with no units",
    ]
    assert [event.player for event in dealt if isinstance(event, Dealt)] == [3, 1]
    assert dealt[-1] == RoundOpened(1, 3)


# --- The betting ---------------------------------------------------------------------


def test_km8_every_bet_is_told_with_its_amount() -> None:
    state = km.new_game(km.Rules(players=4), seed=3)
    state = moves(state, km.Check(1), km.Bet(2), km.Raise(3), km.Raise(0), km.Call(1))
    betting = tuple(state.history)[-5:]
    assert betting == (Checked(1), BetPlaced(2, 1), Raised(3, 2, 2), Raised(0, 3, 3), Called(1, 3))
    assert texts(betting) == [
        "seat 1 checks",
        "seat 2 bets 1",
        "seat 3 raises to 2, putting in 2",
        "seat 0 raises to 3, putting in 3",
        "seat 1 calls 3",
    ]
    state = moves(state, km.Call(2), km.Fold(3))
    assert state.events == (Folded(3), RoundOpened(2, 1))
    assert texts(state.events) == ["seat 3 folds", "betting round 2: seat 1 acts first"]


def test_km8_the_history_keeps_the_first_rounds_bets_in_the_second() -> None:
    state = km.new_game(km.Rules(players=3), seed=2)
    state = moves(state, km.Check(1), km.Bet(2), km.Call(0), km.Call(1))
    assert state.round == 2 and state.bets == (0, 0, 0)
    for seat in (None, 0, 1, 2):
        history = km.view(state, seat).history
        assert history[-5:] == (Checked(1), BetPlaced(2, 1), Called(0, 1), Called(1, 1), RoundOpened(2, 1))
    checked = km.view(check_round(km.new_game(km.Rules(players=3), seed=2)), 0)
    assert checked.bets == km.view(state, 0).bets and checked.history != km.view(state, 0).history


def test_km9_a_hand_won_by_folds_tells_only_the_pot() -> None:
    state = km.new_game(km.Rules(players=3), deck=deck_for(3, TONYS_TABLE))
    state = moves(state, km.Bet(1), km.Fold(2), km.Fold(0))
    ended = state.events[: -len(state.history)]
    assert ended == (Folded(0), PotWon(4, (1,), (0, 4, 0), showdown=False))
    assert texts(ended) == ["seat 0 folds", "seat 1 takes the pot of 4: everyone else folded"]
    assert not any(isinstance(event, Showdown | FoldedShown | MercyOffered) for event in state.events)


# --- Mercy and the reckoning --------------------------------------------------------


def test_seed_example_tonys_mistake_is_told() -> None:
    """Tony holds Fool-7-7, Hamon 9-4-2: Tony's pair wins unless he invokes Mercy."""
    state = tonys_mistake_at_the_mercy_decision()
    assert state.events == (Checked(HAMON), MercyOffered(TONY))
    assert tuple(state.history)[-3:] == (Checked(TONY), Checked(HAMON), MercyOffered(TONY))
    assert str(state.events[-1]) == "seat 1 holds the Fool: Mercy or not"
    tony, hamon, folded = parse_cards("JK 7S 7D"), parse_cards("9H 4C 2S"), parse_cards("3C 5D 8H")
    invoked = km.apply_move(state, km.InvokeMercy(TONY))
    reckoning = invoked.events[: -len(invoked.history)]
    assert reckoning == (
        MercyInvoked(TONY),
        Showdown(((), tony, hamon), mercy=True),
        PotWon(5, (HAMON,), (0, 0, 5), showdown=True),
        FoldedShown((folded, (), ())),
    )
    assert texts(reckoning) == [
        "seat 1 invokes King's Mercy: the weakest hand wins",
        "showdown under Mercy (the order reversed), the weakest hand winning:"
        " seat 1 JK 7♠ 7♦ (pair of 7s), seat 2 9♥ 4♣ 2♠ (high card, 9 high)",
        "seat 2 takes the pot of 5",
        "folded hands shown: seat 0 3♣ 5♦ 8♥",
    ]
    declined = km.apply_move(state, km.DeclineMercy(TONY))
    assert declined.events[:3] == (
        MercyDeclined(TONY),
        Showdown(((), tony, hamon), mercy=False),
        PotWon(5, (TONY,), (0, 5, 0), showdown=True),
    )
    assert str(declined.events[1]).startswith("showdown, the strongest hand winning")


def test_km5_seed_example_nine_seven_two_beats_fool_nine_eight_under_mercy() -> None:
    order = deck_for(3, {1: "JK 9H 8C", 2: "9S 7D 2C", 0: "3C 5D 8H"})
    state = moves(km.new_game(km.Rules(players=3), deck=order), km.Bet(1), km.Call(2), km.Fold(0))
    state = km.apply_move(check_round(state), km.InvokeMercy(1))
    assert PotWon(5, (2,), (0, 0, 5), showdown=True) in state.events


def test_km4_seed_example_fool_seven_seven_is_a_pair_of_sevens() -> None:
    # Fool-7-7 is a pair of 7s with the lowest possible third card: it beats 9-8-6 and
    # loses to 7-7-Ace.
    order = deck_for(3, {1: "JK 7S 7D", 2: "7H 7C AS", 0: "9C 8D 6H"})
    state = km.apply_move(check_down(km.new_game(km.Rules(players=3), deck=order)), km.DeclineMercy(1))
    assert state.events[1:3] == (
        Showdown((parse_cards("9C 8D 6H"), parse_cards("JK 7S 7D"), parse_cards("7H 7C AS")), mercy=False),
        PotWon(3, (2,), (0, 0, 3), showdown=True),
    )


def test_km10_a_folded_fool_is_offered_no_mercy() -> None:
    state = km.new_game(km.Rules(players=3), deck=deck_for(3, TONYS_TABLE))
    state = moves(state, km.Bet(1), km.Call(2), km.Call(0), km.Bet(1), km.Raise(2), km.Call(0), km.Fold(1))
    assert not any(isinstance(event, MercyOffered | MercyInvoked) for event in state.events)
    assert state.events[:2] == (
        Folded(1),
        Showdown((parse_cards("3C 5D 8H"), (), parse_cards("9H 4C 2S")), mercy=False),
    )


def test_km11_odd_unit_goes_clockwise_from_the_dealers_left() -> None:
    # Five seats ante five units; seats 0 and 3 tie; from dealer 0's left seat 3 comes first.
    order = deck_for(5, {0: "9S 7S 2H", 3: "9D 7D 2C", 1: "6S 4D 2S", 2: "5C 3C AH", 4: "8C 6C 4C"})
    state = check_down(km.new_game(km.Rules(players=5), deck=order))
    won = next(event for event in state.events if isinstance(event, PotWon))
    assert won == PotWon(5, (0, 3), (2, 0, 0, 3, 0), showdown=True)
    assert str(won) == "seats 0 and 3 split the pot of 5: 2 to seat 0, 3 to seat 3"


def test_km12_the_folded_hands_and_the_fool_from_the_pack_are_shown_after_the_pot() -> None:
    order = deck_for(3, {1: "9S 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"}, pack="2D 3D JK 4H")
    state = moves(km.new_game(km.Rules(players=3), deck=order), km.Bet(1), km.Call(2), km.Fold(0))
    state = check_round(state)
    reckoning = state.events[: -len(state.history)]
    assert [type(event) for event in reckoning] == [Checked, Showdown, PotWon, FoldedShown, FoolTurnedUp]
    assert reckoning[-2:] == (
        FoldedShown((parse_cards("3C 5D 8H"), (), ())),
        FoolTurnedUp(parse_cards("2D 3D JK")),
    )
    assert str(reckoning[-1]) == "the Fool was not dealt: turned from the pack 2♦ 3♦ JK"
    for seat in (None, 0, 1, 2):  # the reckoning is public
        assert km.view(state, seat).events[: len(reckoning)] == reckoning


def test_c7_the_move_that_ends_a_hand_starts_the_next_hands_history() -> None:
    state = km.apply_move(tonys_mistake_at_the_mercy_decision(), km.DeclineMercy(TONY))
    assert state.number == 2
    history = tuple(state.history)
    assert history[0] == HandDealt(2, 1) and state.events[-len(history) :] == history
    assert all(not isinstance(event, Showdown | PotWon) for event in history)


def test_km14_the_games_end_is_told_with_the_winners() -> None:
    state = km.new_game(km.Rules(players=3, max_hands=1), seed=4)
    state = moves(state, km.Bet(1), km.Fold(2), km.Fold(0))
    assert state.events[-1] == GameOver(1, (19, 22, 19), (1,))
    assert str(state.events[-1]) == "game over after 1 hand: seat 1 wins with 22 units"
    assert tuple(state.history)[-3:] == state.events  # the game ended within the hand: no fresh history
    order = deck_for(3, {1: "9S 9D 9C", 2: "2S 4D 6C", 0: "3C 5C 7H"})
    broke = check_down(km.new_game(km.Rules(players=3, starting_units=1), deck=order))
    assert broke.events[-3:] == (Broke(0), Broke(2), GameOver(1, (0, 3, 0), (1,)))


def test_every_event_reads_on_one_line_and_is_told_to_every_seat() -> None:
    state = km.new_game(km.Rules(players=4, starting_units=2, max_hands=5), seed=11)
    while km.outcome(state) is None:
        state = km.apply_move(state, km.legal_moves(state)[-1])
        for seat in (None, 0, 1, 2, 3):
            seen = km.view(state, seat)
            assert seen.events == told(state.events, seat) and seen.events
            assert all(str(event) and "\n" not in str(event) for event in seen.events)


def test_km2_events_show_the_fool_as_the_display_option_says() -> None:
    # The Fool is the Joker card in every event; only describe(rules) prints it as the option says.
    fool_turned_up = deck_for(3, {1: "9S 7S 7D", 2: "9H 4C 2S", 0: "3C 5D 8H"}, pack="2D 3D JK 4H")
    told_as: dict[FoolDisplay, str] = {"joker": "JK", "king_of_spades": "K♠"}
    for display, fool in told_as.items():
        rules = km.Rules(players=3, fool_display=display)
        dealt = km.new_game(rules, deck=deck_for(3, TONYS_TABLE))
        assert dealt.events[2] == Dealt(TONY, parse_cards("JK 7S 7D"))
        assert dealt.events[2].describe(rules) == f"seat 1 is dealt {fool} 7♠ 7♦"
        assert str(dealt.events[2]) == "seat 1 is dealt JK 7♠ 7♦"
        assert km.view(dealt, HAMON).events[2].describe(rules) == "seat 1 is dealt 3 cards"
        shown = km.apply_move(
            check_round(moves(dealt, km.Bet(1), km.Call(2), km.Fold(0))), km.InvokeMercy(TONY)
        )
        showdown = shown.events[1]
        assert showdown == Showdown(((), parse_cards("JK 7S 7D"), parse_cards("9H 4C 2S")), mercy=True)
        mercy = "showdown under Mercy (the order reversed), the weakest hand winning:"
        assert showdown.describe(rules) == (
            f"{mercy} seat 1 {fool} 7♠ 7♦ (pair of 7s), seat 2 9♥ 4♣ 2♠ (high card, 9 high)"
        )
        assert str(showdown) == f"{mercy} seat 1 JK 7♠ 7♦ (pair of 7s), seat 2 9♥ 4♣ 2♠ (high card, 9 high)"
        turned = check_round(
            moves(km.new_game(rules, deck=fool_turned_up), km.Bet(1), km.Call(2), km.Fold(0))
        )
        up = next(event for event in turned.events if isinstance(event, FoolTurnedUp))
        assert up == FoolTurnedUp(parse_cards("2D 3D JK"))
        assert up.describe(rules) == f"the Fool was not dealt: turned from the pack 2♦ 3♦ {fool}"
        assert str(up) == "the Fool was not dealt: turned from the pack 2♦ 3♦ JK"
        everything = [event.describe(rules) for state in (dealt, shown, turned) for event in state.events]
        assert display == "joker" or not any("JK" in text for text in everything)

"""The events each move tells, named after the rulings that produce them, and who sees what."""

from __future__ import annotations

import pytest

from cardtable.core import Event, EventLog, told
from cardtable.witch_of_the_woods import (
    Add,
    DrawFromCamp,
    Fold,
    Match,
    ReturnToCamp,
    Rules,
    Stand,
    StandPat,
    WitchTrade,
    faerunian_name,
    new_game,
    view,
)
from cardtable.witch_of_the_woods.events import (
    Added,
    BoughtIn,
    Broke,
    DrewFromCamp,
    Folded,
    GameOver,
    HandDealt,
    HandDrawn,
    HandWon,
    Matched,
    ReturnedToCamp,
    Revealed,
    Stood,
    StoodPat,
    TieBroken,
    TookFromCamp,
    Traded,
)

from .helpers import cards, game, play

HANDS = {1: "2C 5D 9H", 2: "3C 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}
CAMP = "AS 2S 3S 4S"
WITCH_HANDS = {1: "2C 5D 9H", 2: "RJ 6D 10H", 3: "4C 7D QS", 0: "8C JD KH"}


def strings(events: tuple[Event, ...]) -> list[str]:
    return [str(event) for event in events]


def test_ww6_the_seeds_example_hands_are_revealed_with_their_scores() -> None:
    # The three example hands of the seed: scores 4, 8 and 6.
    state = game({1: "2C 3C JH", 2: "AS 2S 3S", 0: "QH 4H 3D"}, "5C 6C 7C", rules=Rules(players=3))
    state = play(state, StandPat(1), StandPat(2), StandPat(0))
    shown = state.events[1]
    assert shown == Revealed(
        hands=(cards("3D 4H QH"), cards("2C 3C JH"), cards("AS 2S 3S")), scores=(6, 4, 8)
    )
    assert str(shown) == (
        "the reveal: seat 0 shows 3 of Swords, 4 of Shields, Queen of Shields (6: 1 + 1 + 3, +1 color); "
        "seat 1 shows 2 of Crowns, 3 of Crowns, Prince of Shields (4: 1 + 1 + 2, no bonuses); "
        "seat 2 shows 1 of Coins, 2 of Coins, 3 of Coins (8: 1 + 1 + 1, +1 color, +1 suit, +3 run)"
    )
    assert state.events[2] == HandWon(number=1, player=2, how="score", pot=None)
    assert str(state.events[2]) == "seat 2 wins hand 1 (best Hand Score)"
    assert isinstance(state.events[-1], HandDealt) and state.events[-1].number == 2


def test_ww2_the_deal_tells_each_seat_its_own_three_cards() -> None:
    state = game(HANDS, CAMP)
    dealt = state.events[0]
    assert state.events == (dealt,) and tuple(state.history) == (dealt,)
    assert dealt == HandDealt(
        number=1, dealer=0, hands=tuple(cards(HANDS[seat]) for seat in range(4)), camp=4
    )
    mine = dealt.seen_by(1)
    assert mine == HandDealt(1, 0, (None, cards("2C 5D 9H"), None, None), 4)
    assert (
        str(mine)
        == "hand 1: seat 0 deals, 4 cards to the Camp; seat 1 holds 2 of Crowns, 5 of Swords, 9 of Shields"
    )
    public = dealt.seen_by(None)
    assert public == HandDealt(1, 0, (None, None, None, None), 4)
    assert str(public) == "hand 1: seat 0 deals, 4 cards to the Camp"
    assert view(state, 1).history == (mine,) and view(state, None).events == (public,)


def test_ww3_buy_ins_and_every_bet_with_its_amount() -> None:
    state = game(HANDS, CAMP, rules=Rules(betting=True))
    assert state.events[0] == BoughtIn(paid=(1, 1, 1, 1), pot=4)
    assert str(state.events[0]) == "seats 0, 1, 2, 3 buy in 1 each; the pot is 4"
    state = play(state, Stand(1))
    assert state.events == (Stood(1),) and str(state.events[0]) == "seat 1 stands"
    state = play(state, Add(2, 3))
    assert state.events == (Added(2, 3),) and str(state.events[0]) == "seat 2 adds 3"
    state = play(state, Match(3))
    assert state.events == (Matched(3, 3),) and str(state.events[0]) == "seat 3 matches 3"
    state = play(state, Fold(0))
    assert state.events == (Folded(0),) and str(state.events[0]) == "seat 0 folds"
    state = play(state, Match(1))  # the clean-up: seat 1 stood before the addition
    assert state.events == (Matched(1, 3),)
    assert strings(tuple(state.history))[2:] == [
        "seat 1 stands",
        "seat 2 adds 3",
        "seat 3 matches 3",
        "seat 0 folds",
        "seat 1 matches 3",
    ]


def test_ww3_ww7_a_hand_won_by_folds_pays_the_pot_and_the_next_hand_starts_a_history() -> None:
    state = play(new_game(Rules(players=2, betting=True), seed=3), Add(1, 3))
    state = play(state, Fold(0))
    assert state.events[:2] == (Folded(0), HandWon(number=1, player=1, how="folds", pot=5))
    assert str(state.events[1]) == "seat 1 wins hand 1 (everyone else folded) and takes 5"
    assert state.events[2] == BoughtIn(paid=(1, 1), pot=2)
    assert isinstance(state.events[3], HandDealt) and state.events[3].number == 2
    assert isinstance(state.history, EventLog)
    assert tuple(state.history) == state.events[2:]


def test_ww3_a_seat_that_cannot_pay_the_buy_in_is_broke() -> None:
    rules = Rules(players=3, betting=True, starting_units=2, max_add=1)
    state = game({1: "KC KD KH", 2: "2C 5D 9H", 0: "3C 6D 10H"}, "4S 7S 8D", rules=rules)
    state = play(state, Add(1, 1), Fold(2), Match(0), StandPat(1), StandPat(0))
    assert Broke(0, 0) in state.events
    assert str(Broke(0, 0)) == "seat 0 is broke (0 left): out of the game"
    assert state.events[-2] == BoughtIn(paid=(0, 1, 1), pot=2)
    assert str(state.events[-2]) == "seats 1, 2 buy in 1 each; seat 0 sits out; the pot is 2"
    assert state.events[-1] == HandDealt(2, 1, ((), state.hands[1], state.hands[2]), 2)


def test_ww4_a_swap_tells_the_count_to_all_and_the_cards_to_the_swapper() -> None:
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 2))
    drawn = state.events[0]
    assert drawn == DrewFromCamp(1, 2, state.drawn)
    assert str(drawn.seen_by(2)) == "seat 1 draws 2 cards from the Camp"
    assert view(state, 1).events == (drawn,)
    assert str(drawn).startswith("seat 1 draws 2 cards from the Camp: ")
    state = play(state, ReturnToCamp(1, cards("2C 9H")))
    back = state.events[0]
    assert back == ReturnedToCamp(1, 2, cards("2C 9H"))
    assert str(back) == "seat 1 puts back 2 cards: 2 of Crowns, 9 of Shields"
    assert str(back.seen_by(0)) == "seat 1 puts back 2 cards"
    assert view(state, 1).returned == cards("2C 9H") and view(state, 0).returned == ()
    state = play(state, StandPat(2))
    assert state.events == (StoodPat(2),) and str(state.events[0]) == "seat 2 stands pat"


def test_ww5_the_witch_holder_is_named_and_the_trade_told_to_both_seats_only() -> None:
    state = play(game(WITCH_HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3))
    state = play(state, StandPat(0))
    took = state.events[1]
    assert isinstance(took, TookFromCamp) and took.player == 2 and took.card in cards(CAMP)
    assert took.card in state.hands[2]
    assert str(took.seen_by(0)) == "seat 2 holds the Witch and takes a card from the Camp"
    assert took.card is not None
    assert str(took) == f"seat 2 holds the Witch and takes {faerunian_name(took.card)} from the Camp"
    before = state.hands[0]
    state = play(state, WitchTrade(2, cards("6D")[0], 0))
    traded = state.events[0]
    assert isinstance(traded, Traded) and traded.given == cards("6D")[0] and traded.taken in before
    # The receiver is told which card the trade gave it, and which it lost.
    assert view(state, 0).events[0] == traded and view(state, 2).events[0] == traded
    for seat in (None, 1, 3):
        assert view(state, seat).events[0] == Traded(2, 0)
    assert str(Traded(2, 0)) == "seat 2 trades a card with seat 0"


def test_ww7_tie_breaks_and_a_drawn_hand_with_the_pot_split() -> None:
    rules = Rules(players=3, betting=True, tie_convention="C")
    state = game({1: "2C 5D 9H", 2: "3C 6D 10H", 0: "BJ 7D 4C"}, "AS 2S 3S", rules=rules)
    state = play(state, Stand(1), Stand(2), Stand(0), StandPat(1), StandPat(2), StandPat(0))
    revealed, broken, drawn = state.events[1:4]
    assert isinstance(revealed, Revealed) and revealed.scores == (2, 3, 3)
    assert isinstance(broken, TieBroken)
    assert broken.deck_rounds == () and not broken.void_round and broken.totals[1] == broken.totals[2]
    assert str(broken).startswith("tie-break: seat 1 ")
    assert drawn == HandDrawn(number=1, players=(1, 2), share=1, carried=1)
    assert str(drawn) == "hand 1 is drawn between seats 1, 2; each takes 1, 1 stays in the pot"


def test_ww8_the_game_over_names_the_winners_and_their_points() -> None:
    rules = Rules(players=2, hands_to_win=1)
    state = game({1: "2C 5D 9H", 0: "QC KD 10H"}, "AS 2S", rules=rules)
    state = play(state, StandPat(1), StandPat(0))
    assert state.events[-1] == GameOver(winners=(0,), points=(1, 0))
    assert str(state.events[-1]) == "game over, won by seat 0 (seat 0 1, seat 1 0)"
    assert tuple(state.history)[-1] == state.events[-1]


PRIVATE = [
    HandDealt(1, 0, (cards("2C 5D 9H"), cards("3C 6D 10H")), 2),
    DrewFromCamp(0, 2, cards("AS 2S")),
    ReturnedToCamp(0, 1, cards("9H")),
    TookFromCamp(0, cards("AS")[0]),
    Traded(0, 1, cards("5D")[0], cards("3C")[0]),
]


@pytest.mark.parametrize("event", PRIVATE, ids=lambda event: type(event).__name__)
def test_a_hidden_part_is_told_to_its_owners_only(event: Event) -> None:
    names = ("of Crowns", "of Swords", "of Shields", "of Coins")
    owners = {0, 1} if isinstance(event, Traded) else {0}
    for seat in (None, 0, 1, 2):
        seen = event.seen_by(seat)
        assert seen is not None
        assert seen.seen_by(seat) == seen  # a told form tells the same again
        text = str(seen)
        if seat in owners:
            assert any(name in text for name in names), text
        elif isinstance(event, HandDealt) and seat == 1:
            assert "3 of Crowns" in text and "5 of Swords" not in text
        else:
            assert not any(name in text for name in names), text
    assert told((event,), None) == (event.seen_by(None),)

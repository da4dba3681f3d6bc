"""The reveal and ties (WW7): the Camp draw, conventions A, B and C, void rounds, and
pot splits with remainders carried over (WW8)."""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.witch_of_the_woods import (
    WITCH,
    Add,
    Fold,
    HandRecord,
    Rules,
    Stand,
    StandPat,
    State,
    WitchTrade,
    card_value,
    full_deck,
    new_game,
    outcome,
    view,
)

from .helpers import cards, game, play, stacked

# Two players, seat 0 dealing: seat 1 reveals first. Both hands score 3 with no bonus.
TIED = {1: "2C 5D 9H", 0: "3C 6D 10H"}


def two_player_hand(camp: str, top: str = "", convention: str = "A", *, betting: bool = False) -> State:
    rules = Rules(players=2, tie_convention=convention, betting=betting)  # type: ignore[arg-type]
    state = game(TIED, camp, top, rules=rules)
    if betting:
        state = play(state, Stand(1), Stand(0))
    return play(state, StandPat(1), StandPat(0))


def record_of(state: State) -> HandRecord:
    assert state.last_hand is not None
    return state.last_hand


def test_ww7_the_highest_hand_score_wins() -> None:
    state = game({1: "2C 5D 9H", 0: "QC KD 10H"}, "AS 2S", rules=Rules(players=2))
    state = play(state, StandPat(1), StandPat(0))
    record = record_of(state)
    assert record.decided_by == "score"
    assert record.winners == (0,)
    assert record.tied == ()
    assert record.totals == (3 + 4 + 1, 3)
    assert state.hands_won == (1, 0)


def test_ww7_tied_top_scorers_each_draw_from_the_camp_and_add_its_value() -> None:
    record = record_of(two_player_hand("KS 2S"))
    assert record.tied == (1, 0)
    assert record.decided_by == "camp"
    drawn = record.camp_draws
    assert {drawn[0], drawn[1]} == set(cards("KS 2S"))
    king_seat = drawn.index(cards("KS")[0])
    assert record.winners == (king_seat,)
    assert record.totals[king_seat] == 3 + 4
    assert record.totals[1 - king_seat] == 3 + 1


def test_ww7_only_the_tied_top_scorers_draw() -> None:
    rules = Rules(players=3)
    state = game({1: "2C 5D 9H", 2: "3C 6D 10H", 0: "BJ 7D 4C"}, "KS QS 2S", rules=rules)
    record = record_of(play(state, StandPat(1), StandPat(2), StandPat(0)))
    assert record.tied == (1, 2)
    assert record.camp_draws[0] is None
    assert record.totals[0] == 2


def test_ww7_convention_a_rounds_off_the_top_of_the_deck_until_the_tie_breaks() -> None:
    # The Camp's two cards are both worth 1: still tied. Round 1: 4S and 7S (1 each), still
    # tied; round 2: seat 1 takes 8S (1), seat 0 takes KS (4).
    state = two_player_hand("AS 2S", "4S 7S 8S KS", "A")
    record = record_of(state)
    assert record.decided_by == "deck"
    assert record.deck_rounds == (
        (cards("7S")[0], cards("4S")[0]),
        (cards("KS")[0], cards("8S")[0]),
    )
    assert record.winners == (0,)
    assert record.totals == (3 + 1 + 1 + 4, 3 + 1 + 1 + 1)
    assert state.hands_won == (1, 0)


def test_ww7_convention_a_only_those_tied_for_the_top_go_on() -> None:
    rules = Rules(players=3)
    state = game({1: "2C 5D 9H", 2: "3C 6D 10H", 0: "4C 7D 8H"}, "AS 2S 3S", "KS KD 4S 5S QD", rules=rules)
    record = record_of(play(state, StandPat(1), StandPat(2), StandPat(0)))
    assert record.tied == (1, 2, 0)
    # Round 1: seats 1, 2, 0 take KS, KD, 4S; seat 0 falls behind. Round 2: 5S and QD.
    first, second = record.deck_rounds
    assert first == (cards("4S")[0], cards("KS")[0], cards("KD")[0])
    assert second == (None, cards("5S")[0], cards("QD")[0])
    assert record.winners == (2,)


def test_ww7_convention_a_camp_empty_tied_players_draw_from_the_deck() -> None:
    # Every card in play is a Crowns number card with no run among any three of them, so
    # every hand scores 5 whatever the blind draws: 3 points, one colour, one suit. The Witch
    # holder's Camp card leaves one card in the Camp for two tied players.
    rules = Rules(players=2)
    state = game({1: "RJ AC 2C", 0: "7C 8C 10C"}, "4C 5C", "KS", rules=rules)
    state = play(state, StandPat(1), StandPat(0))
    assert state.phase == "fate" and len(state.camp) == 1
    state = play(state, WitchTrade(1, cards("AC")[0], 0))
    record = record_of(state)
    assert record.tied == (1, 0)
    assert record.camp_draws[1] in cards("4C 5C")  # seat 1 (dealer's left) takes the last one
    assert record.camp_draws[0] == cards("KS")[0]  # then the top of the deck
    assert record.winners == (0,) and record.decided_by == "camp"


def test_ww7_convention_b_a_tied_witch_holder_wins() -> None:
    rules = Rules(players=2, tie_convention="B")
    state = game({1: "RJ AC 2C", 0: "7C 8C 10C"}, "4C 5C", "3S 6S QS", rules=rules)
    state = play(state, StandPat(1), StandPat(0), WitchTrade(1, cards("AC")[0], 0))
    record = record_of(state)
    assert record.totals == (6, 6)
    assert record.decided_by == "witch"
    assert record.winners == (1,)
    assert record.deck_rounds == ()


def test_ww7_convention_a_ignores_the_witch_holder() -> None:
    rules = Rules(players=2, tie_convention="A")
    state = game({1: "RJ AC 2C", 0: "7C 8C 10C"}, "4C 5C", "3S 6S QS", rules=rules)
    state = play(state, StandPat(1), StandPat(0), WitchTrade(1, cards("AC")[0], 0))
    record = record_of(state)
    # Seat 1 takes the last Camp card, seat 0 the 3 of Coins; round 1: 6 of Coins, Queen.
    assert record.decided_by == "deck"
    assert record.deck_rounds == ((cards("QS")[0], cards("6S")[0]),)
    assert record.winners == (0,)


def test_ww7_convention_b_a_witch_drawn_from_the_camp_in_a_tie_break_counts() -> None:
    state = two_player_hand("RJ BJ", "", "B")
    record = record_of(state)
    assert record.witch is None  # a Witch in the Camp brings no Fate of Play
    assert set(record.camp_draws) == {WITCH, cards("BJ")[0]}
    assert record.totals == (3, 3)  # the Witch drawn is worth 0
    assert record.decided_by == "witch"
    assert record.winners == (record.camp_draws.index(WITCH),)


def test_ww7_convention_b_a_witch_drawn_in_a_deck_round_counts() -> None:
    record = record_of(two_player_hand("AS 2S", "RJ BJ 8S KS", "B"))
    assert record.deck_rounds == ((cards("BJ")[0], WITCH),)
    assert record.decided_by == "witch" and record.winners == (1,)
    record = record_of(two_player_hand("AS 2S", "RJ BJ 8S KS", "A"))
    assert record.decided_by == "deck" and record.winners == (0,)


def test_ww7_convention_c_without_betting_nobody_wins_the_hand() -> None:
    state = two_player_hand("AS 2S", "4S 7S", "C")
    record = record_of(state)
    assert record.decided_by == "draw"
    assert record.winners == () and record.drawn_between == (1, 0)
    assert record.deck_rounds == ()
    assert record.shares is None and record.carried is None
    assert state.hands_won == (0, 0)
    assert "nobody wins the hand" in str(record)


def _paired_rest() -> list[Card]:
    """The cards outside the hands and the Camp, in pairs of equal value, so every deck round
    of two players ties until the deck runs out."""
    used = set(cards("2C 5D 9H 3C 6D 10H AS 2S"))
    return sorted((card for card in full_deck() if card not in used), key=lambda c: (card_value(c), c.index))


def test_ww7_convention_a_a_round_the_deck_cannot_finish_is_void_and_c_applies() -> None:
    deck = stacked(TIED, "AS 2S", players=2, rest=_paired_rest())
    state = new_game(Rules(players=2), deck=deck)
    state = play(state, StandPat(1), StandPat(0))
    record = record_of(state)
    assert len(record.deck_rounds) == 23  # all 46 cards, every round tied
    assert record.void_round
    assert record.decided_by == "draw" and record.drawn_between == (1, 0)
    assert record.winners == () and state.hands_won == (0, 0)
    assert record.totals[0] == record.totals[1]


def test_ww7_a_void_round_with_betting_splits_the_pot() -> None:
    deck = stacked(TIED, "AS 2S", players=2, rest=_paired_rest())
    state = new_game(Rules(players=2, betting=True), deck=deck)
    state = play(state, Stand(1), Stand(0), StandPat(1), StandPat(0))
    record = record_of(state)
    assert record.void_round and record.shares == (1, 1) and record.carried == 0
    assert state.units == (20 - 1, 20 - 1)  # each got their buy-in back, then paid the next


THREE = {1: "2C 5D 9H", 2: "3C 6D 10H", 0: "BJ 7D 4C"}


def test_ww7_convention_c_with_betting_splits_the_pot_and_carries_the_remainder() -> None:
    rules = Rules(players=3, betting=True, tie_convention="C")
    state = game(THREE, "AS 2S 3S", rules=rules)
    state = play(state, Stand(1), Stand(2), Stand(0), StandPat(1), StandPat(2), StandPat(0))
    record = record_of(state)
    assert record.decided_by == "draw" and record.drawn_between == (1, 2)
    assert record.shares == (0, 1, 1)
    assert record.carried == 1
    # The remainder stays in the pot: the next hand's pot is it plus three buy-ins.
    assert state.hand_number == 2
    assert state.pot == 1 + 3
    assert view(state, 0).pot == 4
    assert state.units == (19 - 1, 20 - 1, 20 - 1)
    assert sum(state.units) + state.pot == 60


def test_ww7_the_carried_remainder_goes_to_the_next_hands_winner() -> None:
    rules = Rules(players=3, betting=True, tie_convention="C", max_hands=2)
    state = game(THREE, "AS 2S 3S", rules=rules)
    state = play(state, Stand(1), Stand(2), Stand(0), StandPat(1), StandPat(2), StandPat(0))
    # Hand 2 (seat 1 deals, seat 2 acts first): seat 2 adds, the others fold.
    state = play(state, Add(2, 2), Fold(0), Fold(1))
    record = record_of(state)
    assert record.decided_by == "folds" and record.shares == (0, 0, 4 + 2)
    result = outcome(state)
    assert result is not None
    assert result.points == (18, 19, 23) and result.winners == (2,)


def test_ww8_a_remainder_left_at_the_end_goes_to_the_winners_as_in_km11() -> None:
    rules = Rules(players=3, betting=True, tie_convention="C", max_hands=1)
    state = game(THREE, "AS 2S 3S", rules=rules)
    state = play(state, Stand(1), Stand(2), Stand(0), StandPat(1), StandPat(2), StandPat(0))
    result = outcome(state)
    assert result is not None
    # After the split seats 1 and 2 hold 20 each: both win; the odd unit goes to the
    # first of them clockwise from the dealer's left (seat 1).
    assert result.winners == (1, 2)
    assert result.points == (19, 21, 20)
    assert state.pot == 0

"""Views (WW1 names, WW4/WW5 what is public, WW10 the record) and their printed form."""

from __future__ import annotations

from cardtable import records
from cardtable.witch_of_the_woods import (
    DrawFromCamp,
    Rules,
    Stand,
    StandPat,
    legal_moves,
    view,
)

from .helpers import cards, game, play

HANDS = {1: "QH 4H 3D", 2: "AS 2S 3S", 3: "2C 3C JH", 0: "RJ 9C 10C"}
CAMP = "5D 6D 7D 8D"


def test_ww1_views_print_faerunian_names_and_the_score_breakdown() -> None:
    state = game(HANDS, CAMP)
    shown = str(view(state, 1))
    assert "Your hand: 3 of Swords, 4 of Shields, Queen of Shields" in shown
    assert "score 1 + 1 + 3, +1 color = 6" in shown
    assert "seat 1 (you, to act)" in shown and "seat 0 (dealer)" in shown
    assert "Camp: 4 cards face down" in shown
    assert "Coins" not in shown and "Crowns" not in shown  # nobody else's cards
    assert "1 + 1 + 1, +1 color, +1 suit, +3 run = 8" in str(view(state, 2))


def test_ww6_the_view_carries_the_seats_own_score() -> None:
    state = game(HANDS, CAMP)
    own = view(state, 3).score
    assert own is not None and own.total == 4
    assert view(state, None).score is None


def test_ww4_a_seat_putting_back_sees_what_it_drew_others_see_only_how_many() -> None:
    state = play(game(HANDS, CAMP), DrawFromCamp(1, 2))
    mine = view(state, 1)
    assert len(mine.drawn) == 2 and len(mine.hand) == 5
    assert mine.score is None
    assert "Just drawn (cannot go back)" in str(mine)
    other = view(state, 2)
    assert other.drawn == () and other.hand == cards("AS 2S 3S")
    assert other.swapped[1] == 2 and other.camp_size == 2
    assert "swapped 2" in str(other)


def test_ww5_the_witch_holders_view_shows_four_cards() -> None:
    state = play(game(HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    holder = view(state, 0)
    assert len(holder.hand) == 4 and holder.score is not None
    assert holder.phase == "fate" and holder.witch_holder == 0
    assert "holds the Witch" in str(view(state, 2))


def test_ww3_views_with_betting_show_units_pot_and_what_each_put_in() -> None:
    state = play(game(HANDS, CAMP, rules=Rules(betting=True)), Stand(1))
    seen = view(state, 2)
    assert seen.units == (19, 19, 19, 19) and seen.pot == 4 and seen.to_match == 0
    assert seen.put_in == (1, 1, 1, 1)
    assert "Pot 4; to match 0" in str(seen)


def test_views_are_json_ready_and_hold_no_seed() -> None:
    state = play(game(HANDS, CAMP), StandPat(1), StandPat(2), StandPat(3), StandPat(0))
    data = records.view_to_dict(view(state, 0))
    assert data["hand"] and data["camp_size"] == 3
    assert "seed" not in data and "deck" not in data and "chance" not in data
    after = play(state, legal_moves(state)[0])
    data = records.view_to_dict(view(after, None))
    assert data["last_hand"]["scores"][0]["total"] >= 0

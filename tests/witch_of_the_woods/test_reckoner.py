"""Witch of the Woods' reckoner: its exact reckoning on positions worked by hand, its
choices, its determinism and its strength against the heuristic."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable import witch_of_the_woods as ww
from cardtable.agents import RandomAgent
from cardtable.arena import arena, better
from cardtable.bots import make
from cardtable.witch_of_the_woods.bots.reckoner import ReckonerBot, reckon, reckoner
from cardtable.witch_of_the_woods.bots.reckoning import TOP, Reckoning, worth
from cardtable.witch_of_the_woods.bots.rivals import camp_weights, finish, ties
from tests.witch_of_the_woods.helpers import cards, game, play
from tests.witch_of_the_woods.test_bots import Checked

SCORE = range(TOP + 1)
"""A score worth itself: a reckoning's worth is then the expected Hand Score."""


def expected(unseen: str) -> Reckoning:
    """A reckoning of expected Hand Scores when the blind cards are ``unseen``."""
    return Reckoning(SCORE, SCORE, cards(unseen))


# --- the exact expectation, worked by hand --------------------------------------------


def test_a_draw_of_one_averages_the_best_keep_over_every_blind_card() -> None:
    # 4C 5C 6C (1 + 1 + 1, +1 color, +1 suit, +3 run = 8) must give one back for the card drawn:
    # AC: 5C 6C AC, 3 + 1 + 1 = 5 (no run); 2C: 5 likewise; 3C: 3C 4C 5C, the run again, 8.
    assert expected("AC 2C 3C").draw(cards("4C 5C 6C"), 1) == pytest.approx((5 + 5 + 8) / 3)
    assert expected("AC 2C 3C").draw(cards("4C 5C 6C"), 0) == 8


def test_a_draw_of_two_keeps_the_best_of_the_three() -> None:
    # KC 5D 9H draws two of KS KH 2D and keeps one of its own three:
    # KS KH: keep KC, three Kings, 4 + 4 + 4 + 5 = 17;
    # KS 2D: keep KC, 4 + 4 + 1 + 4 pair = 13 (KC and KS gold, 2D silver: no color);
    # KH 2D: keep KC, 13 again (keeping 5D instead: 1 + 4 + 1 + 1 silver = 7).
    assert expected("KS KH 2D").draw(cards("KC 5D 9H"), 2) == pytest.approx((17 + 13 + 13) / 3)


def test_a_draw_of_three_is_a_blind_hand() -> None:
    # Every three of AS 2S 3S 4D: AS 2S 3S, 3 + 1 + 1 + 3 = 8; AS 2S 4D and AS 3S 4D, 3
    # (no color: 4D is silver; no run); 2S 3S 4D, the run, 3 + 3 = 6.
    assert expected("AS 2S 3S 4D").draw(cards("KC KD KH"), 3) == pytest.approx((8 + 3 + 3 + 6) / 4)


def test_weighted_camp_cards_weigh_the_draw() -> None:
    # KC KD 5H draws one of KS (17 with KC KD), 2D (13) and QC (KC KD QC, 4 + 4 + 3 + 4 = 15),
    # 2D twice as likely as each other: (17 + 2 x 13 + 15) / 4.
    weights = dict(zip(cards("KS 2D QC"), (1.0, 2.0, 1.0), strict=True))
    assert expected("KS 2D QC").draw(cards("KC KD 5H"), 1, weights) == pytest.approx(58 / 4)


def test_the_witch_is_worth_a_camp_card_and_the_trade_of_the_worst() -> None:
    # The Witch with KC KD, the blind cards KS 2D QC. The Camp card f joins them, then the
    # holder keeps two of the three and trades for a blind card; "a pair with a blind card":
    # KC KD: (KS 17 + 2D 13 + QC 15) / 3 = 15; KC KS: (2D 13 + QC 16, all gold) / 2 = 14.5;
    # KD KS: (13 + 15) / 2 = 14; KC 2D or KD 2D: 10.5; KC QC: 12; KD QC: 11.5.
    # Whatever f is, keeping the Kings (15) is best: 15.
    reckoning = expected("KS 2D QC")
    assert reckoning.fill(*cards("KC KS")) == pytest.approx(14.5)
    assert reckoning.witch_hand(*cards("KC KD")) == pytest.approx(15)
    assert reckoning.hand(cards("KC KD RJ")) == pytest.approx(15)
    # The holder may always keep the two it held: the Witch is never worth less than they
    # are with a blind card.
    assert reckoning.witch_hand(*cards("2C 3C")) >= reckoning.fill(*cards("2C 3C"))


def test_a_score_is_worth_its_chance_against_the_rivals() -> None:
    # One rival sure to show 9: below 9 nothing, above it everything, at 9 the tie's worth.
    sure_nine = [0.0] * 9 + [1.0] + [0.0] * (TOP - 9)
    table = worth([sure_nine], [0.0, 1.0, 0.25])
    assert (table[8], table[9], table[10]) == (0.0, 0.25, 1.0)
    # Two such rivals: a three-way tie at 9.
    table = worth([sure_nine, sure_nine], [0.0, 1.0, 0.5, 0.2])
    assert (table[9], table[10]) == (0.2, 1.0)


def test_ties_follow_the_convention() -> None:
    # Heads-up, each tied player draws a blind card: the seat wins outright when its card
    # is worth more (632 of 2,916 pairs of values: see rivals.ties), and in A a tie still
    # standing is a coin flip: 1/2 by symmetry.
    assert ties(2, "A", witch=False, drawn=0.5)[2] == pytest.approx(0.5)
    assert ties(2, "C", witch=False, drawn=0.0)[2] == pytest.approx(632 / 2916)
    # With B the Witch's holder takes every tie still standing: 632 + 1,652 of 2,916.
    assert ties(2, "B", witch=True, drawn=0.5)[2] == pytest.approx((632 + 1652) / 2916)


def test_cards_put_back_make_the_camp_poorer() -> None:
    unseen = cards("KC 5C 6C 7C")
    assert camp_weights(unseen, 2, [2])[cards("KC")[0]] < camp_weights(unseen, 2, [0])[cards("KC")[0]]


def test_what_a_rival_said_moves_its_finish() -> None:
    def mean(said: int | None) -> float:
        return sum(score * chance for score, chance in enumerate(finish(2, said)))

    assert mean(0) > mean(1) > mean(None) > mean(2)


# --- its choices ----------------------------------------------------------------------


def test_the_bot_is_registered_and_made_by_name() -> None:
    assert "reckoner" in cardtable.bots.names("witch-of-the-woods")
    assert type(make("witch-of-the-woods", "reckoner", seed=3)) is ReckonerBot


def test_it_stands_pat_on_three_kings_and_draws_to_junk() -> None:
    state = game({1: "KC KD KH", 2: "2C 3D 4H", 3: "5C 6D 7H", 0: "8C 9D 10H"}, camp="AS 2S 3S 4S")
    assert reckoner()(ww.view(state, 1), ww.legal_moves(state)) == ww.StandPat(1)
    state = game({1: "2C 7H BJ", 2: "KC KD KH", 3: "5C 6D 8H", 0: "8C 9D 10H"}, camp="AS 2S 3S 4S")
    assert isinstance(reckoner()(ww.view(state, 1), ww.legal_moves(state)), ww.DrawFromCamp)


def test_after_drawing_a_king_it_keeps_its_pair() -> None:
    state = game({1: "5C 5S 2D", 2: "2C 3D 4H", 3: "6C 7D 8H", 0: "8C 9D 10H"}, camp="KD KS KH KC")
    state = play(state, ww.DrawFromCamp(1, 1))
    assert reckoner()(ww.view(state, 1), ww.legal_moves(state)) == ww.ReturnToCamp(1, cards("2D"))


def test_the_witch_gives_its_worst_card() -> None:
    hands = {1: "RJ KC KD", 2: "2C 3D 4H", 3: "QC QD QH", 0: "8C 9D 10H"}
    state = game(hands, camp="2H 3H 4S 5H")
    state = play(state, ww.StandPat(1), ww.DrawFromCamp(2, 1))
    state = play(state, ww.ReturnToCamp(2, cards("2C")), ww.StandPat(3), ww.DrawFromCamp(0, 1))
    state = play(state, ww.ReturnToCamp(0, cards("8C")))
    assert state.phase == "fate" and ww.to_act(state) == (1,)
    worst = next(card for card in ww.view(state, 1).hand if card not in cards("RJ KC KD"))
    move = reckoner()(ww.view(state, 1), ww.legal_moves(state))
    assert move.give == worst
    assert move.target == 3  # it stood pat: the strongest rival, who has most to lose


def test_a_rival_who_stood_pat_is_harder_to_beat() -> None:
    # Heads-up, seat 1 swaps first; seat 0 (the dealer) then knows what it said.
    rules = ww.Rules(players=2)
    hand = cards("9C 9D 2H")  # a pair of nines: 1 + 1 + 1 + 4 = 7
    stood = play(game({1: "KC KD KH", 0: "9C 9D 2H"}, camp="3S 4S", rules=rules), ww.StandPat(1))
    drew = play(game({1: "KC KD KH", 0: "9C 9D 2H"}, camp="3S 4S", rules=rules), ww.DrawFromCamp(1, 2))
    drew = play(drew, ww.legal_moves(drew)[0])
    assert ww.view(stood, 0).hand == hand == ww.view(drew, 0).hand
    assert reckon(ww.view(stood, 0)).hand(hand) < reckon(ww.view(drew, 0)).hand(hand)


# --- the bot as a player ----------------------------------------------------------------


def test_a_legal_move_in_every_phase() -> None:
    seen: set[str] = set()
    rules = ww.Rules(players=4, betting=True, max_hands=6)
    for number in range(4):
        agents: list[Any] = [Checked(reckoner(seed=number * 4 + seat), seen) for seat in range(3)]
        agents.append(RandomAgent(seed=number))
        cardtable.play(ww, agents, rules, seed=number)
    assert {"betting", "clean-up", "swap", "return", "fate"} <= seen
    assert {"Stand", "Add", "Match", "StandPat", "DrawFromCamp", "ReturnToCamp", "WitchTrade"} <= seen


def test_equal_seeds_play_equal_games() -> None:
    def final(seed: int) -> Any:
        agents = [reckoner(seed=seed + seat) if seat % 2 else "heuristic" for seat in range(4)]
        return cardtable.play(ww, agents, ww.Rules(players=4, max_hands=3), seed=5)

    assert final(1).log == final(1).log


def test_it_beats_random_heads_up_in_a_small_run() -> None:
    # Against the heuristic it is an even match (docs/bots/witch_of_the_woods.md): no
    # one-sided test of it here would be honest.
    result = arena("witch-of-the-woods", ["reckoner", "random"], games=40, seed=3, rules=ww.Rules(players=2))
    assert better(result, "reckoner", "random")

"""Witch of the Woods' heuristic bot: legal in every phase, deterministic, its key choices,
its strength."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable import witch_of_the_woods as ww
from cardtable.agents import RandomAgent
from cardtable.arena import arena, better
from cardtable.bots import make
from cardtable.witch_of_the_woods.bots.heuristic import HeuristicBot, beat_chance, expected_chance, heuristic
from tests.witch_of_the_woods.helpers import cards, game, play


class Checked:
    """Wraps a bot: every answer must be one of the moves offered; notes the phases seen."""

    def __init__(self, agent: Any, seen: set[str]) -> None:
        self.agent, self.seen = agent, seen

    def __call__(self, view: ww.View, moves: tuple[Any, ...], /) -> Any:
        move = self.agent(view, moves)
        assert move in moves
        self.seen.add(view.phase)
        self.seen.add(type(move).__name__)
        return move


def test_the_bot_is_registered_and_made_by_name() -> None:
    assert "heuristic" in cardtable.bots.names("witch-of-the-woods")
    assert type(make("witch-of-the-woods", "heuristic", seed=3)) is HeuristicBot


def test_a_legal_move_in_every_phase() -> None:
    seen: set[str] = set()
    rules = ww.Rules(players=4, betting=True, max_hands=6)
    for number in range(5):
        agents: list[Any] = [Checked(heuristic(seed=number * 4 + seat), seen) for seat in range(3)]
        agents.append(RandomAgent(seed=number))
        cardtable.play(ww, agents, rules, seed=number)
    assert {"betting", "clean-up", "swap", "return", "fate"} <= seen
    assert {"Stand", "Add", "Match", "StandPat", "DrawFromCamp", "ReturnToCamp", "WitchTrade"} <= seen


def test_equal_seeds_play_equal_games() -> None:
    def final(seed: int) -> Any:
        agents = [heuristic(seed=seed + seat) for seat in range(4)]
        return cardtable.play(ww, agents, ww.Rules(players=4, max_hands=3), seed=5)

    assert final(1).log == final(1).log


def test_it_stands_pat_on_three_kings_and_draws_to_junk() -> None:
    state = game({1: "KC KD KH", 2: "2C 3D 4H", 3: "5C 6D 7H", 0: "8C 9D 10H"}, camp="AS 2S 3S 4S")
    assert heuristic(seed=0)(ww.view(state, 1), ww.legal_moves(state)) == ww.StandPat(1)
    state = game({1: "2C 7H BJ", 2: "KC KD KH", 3: "5C 6D 8H", 0: "8C 9D 10H"}, camp="AS 2S 3S 4S")
    move = heuristic(seed=0)(ww.view(state, 1), ww.legal_moves(state))
    assert isinstance(move, ww.DrawFromCamp)


def test_after_drawing_a_king_it_keeps_its_pair() -> None:
    state = game({1: "5C 5S 2D", 2: "2C 3D 4H", 3: "6C 7D 8H", 0: "8C 9D 10H"}, camp="KD KS KH KC")
    state = play(state, ww.DrawFromCamp(1, 1))
    returned = heuristic(seed=0)(ww.view(state, 1), ww.legal_moves(state))
    assert returned == ww.ReturnToCamp(1, cards("2D"))


def test_the_witch_gives_its_worst_card_to_the_rival_who_stood_pat() -> None:
    hands = {1: "RJ KC KD", 2: "2C 3D 4H", 3: "QC QD QH", 0: "8C 9D 10H"}
    state = game(hands, camp="2H 3H 4S 5H")
    state = play(state, ww.StandPat(1), ww.DrawFromCamp(2, 1))
    state = play(state, ww.ReturnToCamp(2, cards("2C")), ww.StandPat(3), ww.DrawFromCamp(0, 1))
    state = play(state, ww.ReturnToCamp(0, cards("8C")))
    assert state.phase == "fate" and ww.to_act(state) == (1,)
    hand = ww.view(state, 1).hand
    worst = next(card for card in hand if card not in cards("RJ KC KD"))
    move = heuristic(seed=0)(ww.view(state, 1), ww.legal_moves(state))
    assert move == ww.WitchTrade(1, worst, 3)


def test_a_better_hand_has_a_better_chance() -> None:
    assert beat_chance(14, 3) > beat_chance(9, 3) > beat_chance(5, 3)
    assert beat_chance(9, 1) > beat_chance(9, 3)
    trips, junk = cards("KC KD KH"), cards("2C 7H BJ")
    assert expected_chance(trips, (), 3) > expected_chance(junk, (), 3)


def test_it_beats_random_in_a_small_mirrored_run() -> None:
    result = arena("witch-of-the-woods", ["heuristic", "random"], games=24, seed=11, rules=ww.Rules())
    assert result.players == 4
    assert better(result, "heuristic", "random")

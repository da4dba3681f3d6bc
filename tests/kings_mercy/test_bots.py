"""King's Mercy's heuristic bot: legal in every phase, deterministic, its key choices, its strength."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable import kings_mercy as km
from cardtable.agents import RandomAgent
from cardtable.arena import arena, better
from cardtable.bots import make
from cardtable.cards import parse_cards
from cardtable.kings_mercy.bots.heuristic import HeuristicBot, equity, heuristic, odds
from tests.kings_mercy.tables import check_down, deck_for, play


class Checked:
    """Wraps a bot: every answer must be one of the moves offered; counts the phases seen."""

    def __init__(self, agent: Any, seen: set[str]) -> None:
        self.agent, self.seen = agent, seen

    def __call__(self, view: km.View, moves: tuple[Any, ...], /) -> Any:
        move = self.agent(view, moves)
        assert move in moves
        self.seen.add(f"{view.phase} {view.round}" if view.phase == "betting" else view.phase)
        self.seen.update(type(option).__name__ for option in moves if option == move)
        return move


def test_the_bot_is_registered_and_made_by_name() -> None:
    assert "heuristic" in cardtable.bots.names("kings-mercy")
    assert type(make("kings-mercy", "heuristic", seed=3)) is HeuristicBot


def test_a_legal_move_in_every_phase() -> None:
    seen: set[str] = set()
    for game in range(6):
        agents = [Checked(heuristic(seed=game * 4 + seat), seen) for seat in range(3)]
        agents.append(Checked(RandomAgent(seed=game), set()))
        cardtable.play(km, agents, km.Rules(players=4, max_hands=12), seed=game)
    assert {"betting 1", "betting 2", "mercy"} <= seen
    assert {"Check", "Bet", "Call", "Raise", "Fold"} <= seen
    assert {"InvokeMercy", "DeclineMercy"} & seen


def test_equal_seeds_play_equal_games() -> None:
    def final(seed: int) -> Any:
        agents = [heuristic(seed=seed + seat) for seat in range(4)]
        return cardtable.play(km, agents, km.Rules(players=4, max_hands=10), seed=9)

    assert final(1).log == final(1).log


def test_a_view_gets_the_same_answer_every_time() -> None:
    state = play(km.new_game(km.Rules(players=4), seed=3), km.Bet(1))
    agent = heuristic(seed=2)
    answers = {agent(km.view(state, 2), km.legal_moves(state)) for _ in range(3)}
    assert len(answers) == 1


def test_it_invokes_mercy_holding_the_weakest_hand_and_the_fool() -> None:
    deck = deck_for(4, {1: "JK AC 2D", 2: "9S 9D 5C", 3: "8H 7C 6S", 0: "4D 4S 3H"})
    state = check_down(km.new_game(km.Rules(players=4), deck=deck))
    assert km.to_act(state) == (1,)
    moves = km.legal_moves(state)
    assert heuristic(seed=0)(km.view(state, 1), moves) == km.InvokeMercy(1)


def test_it_declines_mercy_holding_the_fool_with_a_strong_pair() -> None:
    deck = deck_for(4, {1: "JK 9C 9D", 2: "5S 4D 2C", 3: "8H 6C 3S", 0: "7D 4S AH"})
    state = check_down(km.new_game(km.Rules(players=4), deck=deck))
    moves = km.legal_moves(state)
    assert heuristic(seed=0)(km.view(state, 1), moves) == km.DeclineMercy(1)


def test_it_folds_the_worst_hand_facing_a_raise() -> None:
    deck = deck_for(4, {3: "4C 2D AH", 1: "9S 9D 9C", 2: "8S 8D 7C"})
    state = play(km.new_game(km.Rules(players=4), deck=deck), km.Bet(1), km.Raise(2))
    assert km.to_act(state) == (3,)
    assert heuristic(seed=0)(km.view(state, 3), km.legal_moves(state)) == km.Fold(3)


def test_it_raises_with_the_nuts_and_bets_them_first() -> None:
    deck = deck_for(4, {1: "9S 9D 9C", 2: "8S 8D 7C"})
    state = km.new_game(km.Rules(players=4), deck=deck)
    assert heuristic(seed=0)(km.view(state, 1), km.legal_moves(state)) == km.Bet(1)
    deck = deck_for(4, {2: "9S 9D 9C"})
    state = play(km.new_game(km.Rules(players=4), deck=deck), km.Bet(1))
    assert heuristic(seed=0)(km.view(state, 2), km.legal_moves(state)) == km.Raise(2)


def test_it_checks_a_middling_hand_and_calls_one_unit_into_a_big_pot() -> None:
    middling = "9S 8D 6C"
    deck = deck_for(4, {1: middling})
    state = km.new_game(km.Rules(players=4), deck=deck)
    assert heuristic(seed=0)(km.view(state, 1), km.legal_moves(state)) == km.Check(1)
    deck = deck_for(4, {0: middling})
    state = play(km.new_game(km.Rules(players=4), deck=deck), km.Bet(1), km.Call(2), km.Call(3))
    assert heuristic(seed=0)(km.view(state, 0), km.legal_moves(state)) == km.Call(0)


def test_the_mercy_risk_cuts_a_strong_hand_and_the_fool_lifts_a_weak_one() -> None:
    strong, weak = tuple(parse_cards("9S 9D 8C")), tuple(parse_cards("5S 3D AC"))
    normal, _ = odds(strong)
    assert equity(strong, 3) < normal**3  # a rival may hold the Fool and reverse the order
    assert equity(weak, 3) > odds(weak)[0] ** 3
    assert equity(tuple(parse_cards("JK 3D AC")), 3) > equity(weak, 3)


def test_it_beats_random_in_a_small_mirrored_run() -> None:
    result = arena("kings-mercy", ["heuristic", "random"], games=60, seed=11, rules=km.Rules(max_hands=10))
    assert result.players == 4
    assert better(result, "heuristic", "random")

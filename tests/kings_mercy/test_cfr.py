"""King's Mercy's cfr bot: its situations, its training, the strategy it ships, its play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import cardtable
from cardtable import kings_mercy as km
from cardtable.agents import RandomAgent
from cardtable.bench.units import better, units
from cardtable.bots import make
from cardtable.chance import Chance
from cardtable.kings_mercy.bots.abstraction import bucket, situation
from cardtable.kings_mercy.bots.cfr import CfrBot
from cardtable.kings_mercy.bots.heuristic import HeuristicBot
from cardtable.kings_mercy.bots.strategy import Strategy, packaged
from cardtable.kings_mercy.bots.train import main, state_key, train


def test_the_bot_is_registered_and_made_by_name() -> None:
    assert "cfr" in cardtable.bots.names("kings-mercy")
    assert type(make("kings-mercy", "cfr", seed=3)) is CfrBot


def test_the_training_reads_the_same_situation_the_bot_reads_from_its_view() -> None:
    # Random play through every stage at every table size, short stacks included.
    for players in range(3, 7):
        for game in range(12):
            rules = km.Rules(players=players, starting_units=2 + game % 5, max_hands=4)
            state = km.new_game(rules, seed=game)
            chance = Chance.from_seed(game)
            while state.phase != "over":
                seat = state.turn
                assert state_key(state, seat) == situation(km.view(state, seat))
                move, chance = chance.choice(km.legal_moves(state))
                state = km.apply_move(state, move)


def test_a_situation_keeps_the_fool_the_bucket_and_the_betting() -> None:
    state = km.new_game(km.Rules(players=4), seed=4)
    first = situation(km.view(state, state.turn))
    state = km.apply_move(state, km.Bet(state.turn))
    second = situation(km.view(state, state.turn))
    assert first[0] == second[0] == "4"  # four seats dealt in
    assert (first[1], second[1]) == ("0", "1")  # first and second from the dealer's left
    assert (first[5:], second[5:]) == ("10004", "10104")  # round 1; level 0, then 1
    dealt = next(
        km.new_game(km.Rules(players=4), seed=seed) for seed in range(50) if seed > 4 and _fool_dealt(seed)
    )
    fool = next(seat for seat, hand in enumerate(dealt.hands) if km.FOOL in hand)
    assert situation(km.view(dealt, fool))[2] == "1"
    assert situation(km.view(dealt, (fool + 1) % 4))[2] == "0"
    assert bucket(state.hands[0]) in range(12)
    with pytest.raises(ValueError, match="spectator"):
        situation(km.view(state, None))


def _fool_dealt(seed: int) -> bool:
    return km.FOOL not in km.new_game(km.Rules(players=4), seed=seed).pack


def test_the_training_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    assert train(3, iterations=30, seed=7) == train(3, iterations=30, seed=7)
    assert train(3, iterations=30, seed=7) != train(3, iterations=30, seed=8)
    one, two = tmp_path / "one.json.gz", tmp_path / "two.json.gz"
    for out in (one, two):
        assert (
            main(
                [
                    "--players",
                    "3",
                    "4",
                    "--iterations",
                    "30",
                    "--seed",
                    "7",
                    "--min-visits",
                    "1",
                    "--out",
                    str(out),
                ]
            )
            == 0
        )
    assert one.read_bytes() == two.read_bytes()
    strategy = Strategy.read(one)
    trained = {"iterations": 30, "seed": 7, "heuristic_share": 0}
    assert strategy.tables == {"3": trained, "4": trained}
    assert {situation[0] for situation in strategy.moves} == {"3", "4"}


def test_the_shipped_strategy_loads_and_covers_three_to_six_seats() -> None:
    strategy = packaged()
    assert sorted(strategy.tables) == ["3", "4", "5", "6"]
    assert {situation[0] for situation in strategy.moves} == {"3", "4", "5", "6"}
    for weights in strategy.moves.values():
        assert len(weights) in (2, 3) and abs(sum(weights) - 1000) <= 3


def test_a_strategy_file_of_another_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="not a strategy file"):
        Strategy.from_bytes(b"plain text")


def test_an_unknown_situation_is_played_as_the_heuristic_plays_it() -> None:
    empty = CfrBot(seed=5, strategy=Strategy(tables={}, moves={}))
    heuristic = HeuristicBot(seed=5)
    for game in range(4):
        state = km.new_game(km.Rules(players=4), seed=game)
        view, moves = km.view(state, state.turn), km.legal_moves(state)
        assert empty(view, moves) == heuristic(view, moves)
    assert empty.fallbacks == empty.decisions == 4


def test_the_bot_plays_legal_moves_and_is_deterministic_for_a_seed() -> None:
    def game(seed: int) -> Any:
        agents = [make("kings-mercy", "cfr", seed=seed + seat) for seat in range(2)]
        agents += [RandomAgent(seed=seed + 9), make("kings-mercy", "heuristic", seed=seed)]
        return cardtable.play("kings-mercy", agents, km.Rules(players=4, max_hands=5), seed=seed)

    first = game(11)
    assert km.outcome(first) is not None
    assert first.log == game(11).log


def test_cfr_wins_units_from_the_heuristic() -> None:
    # Two of each at four seats, ten hands, every deal from all six seatings; a one-sided
    # test that cfr's mean units a hand is above zero. The full figure is a bench command.
    duel = units("cfr", "heuristic", deals=150, seed=21)
    assert better(duel), str(duel)
    assert duel.fallbacks / duel.decisions < 0.05


def test_the_strategy_is_less_exploitable_than_uniform_play_by_openspiels_nash_conv() -> None:
    pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the openspiel extra")
    from cardtable.adapters.openspiel import load
    from cardtable.bench import nashconv

    game = load(km.NAME, players=3, starting_units=2, decks=2)
    uniform = nashconv.exploitability.nash_conv(game, nashconv.open_spiel_policy.UniformRandomPolicy(game))
    learnt = nashconv.exploitability.nash_conv(game, nashconv.bot_policy(game, nashconv.cfr_chances(0)))
    assert 0 <= learnt < uniform

"""The search bot: a legal move in every phase of every game, from its view and samples alone,
the same moves for the same seed, its budgets, its off-turn calls, and a strength check
against ``random`` in every game."""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pytest

from cardtable import GAMES, RandomAgent, bots
from cardtable.agents import Sample, play, play_from
from cardtable.arena import arena, better, measure
from cardtable.bots.search import SearchBot
from cardtable.bots.search.model import model
from cardtable.bots.search.policy import policy
from cardtable.bots.search.tree import search
from cardtable.chance import Chance
from cardtable.game import Game
from tests.games import NAMES

SMALL = {
    "kings-mercy": {"players": 4, "max_hands": 3},
    "king-cut-throat": {"players": 3, "target": 4},
    "open-mercy": {"players": 4},
    "witch-of-the-woods": {"players": 4},
    "high-card": {"players": 4},
}
"""Short games at the table sizes the speed is stated for."""

PHASES = {
    "kings-mercy": {"betting"},
    "king-cut-throat": {"discard", "order-up", "kitty-discard", "play"},
    "witch-of-the-woods": {"swap", "return"},
    "high-card": {"betting"},
}
"""Phases every short game of ``play_checked`` reaches (by the seeds below)."""


class Checked:
    """A search bot seen from outside: checks what it is handed and what it answers."""

    wants_samples = True

    def __init__(self, game: Game, bot: SearchBot, seen: list[tuple[Any, Any]]) -> None:
        self.game, self.bot, self.seen = game, bot, seen

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample) -> Any:
        handed: list[Any] = []

        def watched(seed: int) -> Any:
            state = sample(seed)
            handed.append(state)
            return state

        move = self.bot(view, moves, sample=watched)
        on_turn = view.player in view.to_act
        assert move in moves or (move is None and not on_turn)
        for state in handed[:3]:  # a sample looks to the seat exactly like its view
            assert self.game.view(state, view.player) == view
        self.seen.append((view, move))
        return move


def play_checked(name: str, seed: int, simulations: int = 3) -> tuple[Any, list[tuple[Any, Any]]]:
    game = GAMES[name]
    rules = game.Rules(**SMALL[name])
    seen: list[tuple[Any, Any]] = []
    agents: list[Any] = [
        Checked(game, SearchBot(game, seed=seed * 10 + seat, simulations=simulations), seen)
        for seat in range(rules.players)
    ]
    return play(game, agents, rules, seed=seed), seen


@pytest.mark.parametrize("name", NAMES)
def test_a_legal_move_in_every_phase_from_the_view_and_samples_alone(name: str) -> None:
    phases: set[str | None] = set()
    for seed in (1, 2):
        final, seen = play_checked(name, seed)
        assert GAMES[name].outcome(final) is not None
        phases |= {getattr(view, "phase", None) for view, move in seen if move is not None}
    assert PHASES.get(name, {None}) <= phases


def test_open_mercy_calls_and_catches_off_turn_and_passes_otherwise() -> None:
    game = GAMES["open-mercy"]
    answers: dict[str, int] = {}
    for seed in range(6):
        state, chance = game.new_game(game.Rules(players=4), seed=seed), Chance.from_seed(seed)
        while game.outcome(state) is None:
            for seat in range(4):
                moves = game.legal_moves(state, seat)
                if moves and seat not in game.to_act(state):
                    frozen, sample = state, partial(game.determinize, state, seat)
                    move = SearchBot(game, seed=seat)(game.view(frozen, seat), moves, sample=sample)
                    kind = type(move).__name__
                    assert move in moves and kind in ("CallMercy", "Catch")
                    assert kind == "Catch" or move.player == seat
                    answers[kind] = answers.get(kind, 0) + 1
            # The seat waited on plays a card when it can, and never calls nor catches.
            waited = [
                move for move in game.legal_moves(state, game.to_act(state)[0]) if move.player is not None
            ]
            plays = [move for move in waited if type(move).__name__ == "Play"]
            others = [move for move in waited if type(move).__name__ not in ("CallMercy", "Catch")]
            move, chance = chance.choice(tuple(plays or others))
            state = game.apply_move(state, move)
    assert answers.keys() == {"CallMercy", "Catch"}
    view = game.view(game.new_game(game.Rules(players=4), seed=1), 1)
    with pytest.raises(ValueError, match="seat 1 is offered no moves"):
        SearchBot(game)(view, (), sample=lambda seed: None)


@pytest.mark.parametrize("name", NAMES)
def test_the_same_seed_plays_the_same_moves(name: str) -> None:
    game = GAMES[name]
    rules = game.Rules(**SMALL[name])

    def final(seed: int) -> list[Any]:
        agents: list[Any] = [SearchBot(game, seed=seed, simulations=4)] + [
            RandomAgent(seat) for seat in range(1, rules.players)
        ]
        return list(play(game, agents, rules, seed=5, max_moves=40).log)

    assert final(7) == final(7)


def decision(name: str) -> tuple[Game, int, tuple[Any, ...], Sample]:
    """A state early in a game where the seat waited on has a choice."""
    game = GAMES[name]
    state = game.new_game(game.Rules(**SMALL[name]), seed=9)
    chance = Chance.from_seed(9)
    while True:
        seat = game.to_act(state)[0]
        moves = game.legal_moves(state, seat)
        if len(moves) > 1:
            break
        move, chance = chance.choice(game.legal_moves(state))
        state = game.apply_move(state, move)
    frozen = state
    return game, seat, moves, lambda seed: game.determinize(frozen, seat, seed)


@pytest.mark.parametrize("name", NAMES)
def test_the_budget_counts_simulations_or_milliseconds(name: str) -> None:
    game, seat, moves, sample = decision(name)
    view = game.view(sample(0), seat)
    assert SearchBot(game, simulations=1)(view, moves, sample=sample) in moves
    root = search(model(GAMES[name]), seat, moves, sample, Chance.from_seed(1), simulations=1)
    assert root.visits == 1 and sum(child.visits for child in root.children.values()) == 1
    start = time.perf_counter()
    assert SearchBot(game, milliseconds=5)(view, moves, sample=sample) in moves
    assert time.perf_counter() - start < 0.5
    with pytest.raises(ValueError, match="simulations must be at least 1"):
        SearchBot(game, simulations=0)


def test_search_is_registered_for_every_game() -> None:
    for name in GAMES:
        assert "search" in bots.names(name)
        assert isinstance(bots.make(name, "search", seed=2), SearchBot)


STRENGTH = {
    "kings-mercy": (40, {"players": 4, "max_hands": 3}, 10),
    "king-cut-throat": (40, {"players": 2, "target": 4}, 12),
    "open-mercy": (80, {"players": 2}, 12),
    "witch-of-the-woods": (40, {"players": 2}, 20),
    "high-card": (40, {"players": 2}, 10),
}
"""Per game: the games of the arena run, its rules, and the search bot's simulations."""


@pytest.mark.parametrize("name", NAMES)
def test_search_beats_random(name: str) -> None:
    games, options, simulations = STRENGTH[name]
    game = GAMES[name]
    searcher: Any = partial(SearchBot, game, simulations=simulations)
    rules = game.Rules(**options)
    result = arena(game, {"search": searcher, "random": "random"}, games=games, seed=1, rules=rules)
    assert better(result, "search", "random", by=measure(game, rules))  # units in King's Mercy


class ByPolicy:
    """A seat played by a rollout policy, handed the true state (as a rollout is handed a sample)."""

    def __init__(self, game: Game, policy: Any, seen: set[str], states: list[Any]) -> None:
        self.game, self.policy, self.seen, self.states = game, policy, seen, states

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        if view.player not in view.to_act:
            return None
        move = self.policy(self.states[-1], view.player, moves)
        assert move in moves
        self.seen.add(type(move).__name__)
        return move


ROLLOUT_MOVES = {
    "kings-mercy": {"Check", "Bet", "Call", "Fold"},
    "king-cut-throat": {"Discard", "Play"},
    "open-mercy": {"Play", "Draw"},
    "witch-of-the-woods": {"StandPat", "DrawFromCamp", "ReturnToCamp"},
    "high-card": {"Check", "Bet", "Call", "Fold"},
}
"""Moves each game's heuristic rollout makes in the games below (it must reach every phase)."""


@pytest.mark.parametrize("name", NAMES)
def test_the_heuristic_rollout_plays_legal_moves_in_every_phase(name: str) -> None:
    game = GAMES[name]
    rollout = policy(game, "heuristic")
    assert rollout is not None and policy(game, "random") is None
    seen: set[str] = set()
    for seed in (1, 2, 3):
        rules = game.Rules(**SMALL[name])
        start = game.new_game(rules, seed=seed)
        states = [start]
        agents = [ByPolicy(game, rollout, seen, states) for _ in range(rules.players)]
        for _, after in play_from(game, agents, start):
            states.append(after)
        assert game.outcome(states[-1]) is not None
    assert ROLLOUT_MOVES[name] <= seen


def test_the_rollout_and_prior_options() -> None:
    game = GAMES["kings-mercy"]
    assert SearchBot(game).rollout is not None and SearchBot(game, rollout="random").rollout is None
    assert SearchBot(game, rollout=RandomAgent(1)).rollout is not None  # an agent, asked with the view
    with pytest.raises(ValueError, match="rollout must be one of random, heuristic or an agent"):
        SearchBot(game, rollout="greedy")
    with pytest.raises(ValueError, match="prior must be at least 0 and below 1"):
        SearchBot(game, prior=1.5)
    assert SearchBot(game, prior=0.0).guide is None and SearchBot(game, prior=0.2).guide is not None
    assert model(GAMES["open-mercy"]).budget("random") >= model(GAMES["open-mercy"]).budget("heuristic")

"""King Cut-Throat's exact trick solver against the engine, and the ``pimc`` bot built on it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable import bots
from cardtable import king_cut_throat as kc
from cardtable.agents import play
from cardtable.arena import arena, better
from cardtable.cards import Card, Suit
from cardtable.core import OVER
from cardtable.king_cut_throat.bots import PimcBot
from cardtable.king_cut_throat.bots.bits import layout
from cardtable.king_cut_throat.bots.solver import SHOWDOWN, WON, Exhausted, solve
from cardtable.king_cut_throat.state import PLAY, SHOWDOWN_DISCARD, SHOWDOWN_PLAY, State

GAME = "king-cut-throat"


def _worth(start: State, end: State, seat: int) -> float:
    """What the hand's end ``end`` is worth to ``seat``, told from the engine's own state."""
    players = len(start.scores)
    if end.phase == OVER:
        outcome = kc.outcome(end)
        assert outcome is not None
        if seat not in outcome.winners:
            return -WON
        return WON if len(outcome.winners) == 1 else 0.0
    scores: list[float] = [float(score) for score in end.scores]
    if end.phase == SHOWDOWN_DISCARD and start.phase == PLAY:  # a 3-3-1 split: the Showdown to come
        for other in range(3):
            if end.showdown_tricks is not None and other != end.mediator:
                scores[other] += SHOWDOWN - (1 - SHOWDOWN) * (1 if scores[other] > 0 else 0)
    gained = [scores[other] - start.scores[other] for other in range(players)]
    return (players - 1) * gained[seat] - sum(gained[other] for other in range(players) if other != seat)


def _ended(start: State, state: State) -> bool:
    return (
        state.phase == OVER
        or state.hands_played != start.hands_played
        or (start.phase == PLAY and state.phase == SHOWDOWN_DISCARD)
    )


def _brute(start: State, state: State, seat: int) -> float:
    """Paranoid minimax through ``apply_move``: ``seat`` maximises, every other seat minimises."""
    if _ended(start, state):
        return _worth(start, state, seat)
    mover = state.to_act[0]
    worths = [_brute(start, kc.apply_move(state, move), seat) for move in kc.legal_moves(state, mover)]
    return max(worths) if mover == seat else min(worths)


def _position(players: int, seed: int, left: int, showdown: bool) -> State | None:
    """A random position with ``left`` cards to play in the seat-to-act's hand, or None."""
    chooser = random.Random(seed)
    state = kc.new_game(kc.Rules(players=players, target=chooser.choice([3, 10])), seed=seed)
    wanted = SHOWDOWN_PLAY if showdown else PLAY
    start_hand = state.hands_played
    while state.phase != OVER and state.hands_played == start_hand:
        mover = state.to_act[0]
        if state.phase == wanted and len(state.hands[mover]) == left:
            return state
        state = kc.apply_move(state, chooser.choice(kc.legal_moves(state, mover)))
    return None


def _positions(players: int, left: int, showdown: bool, count: int) -> list[State]:
    found: list[State] = []
    seed = 0
    while len(found) < count and seed < 4000:
        state = _position(players, seed, left, showdown)
        if state is not None:
            found.append(state)
        seed += 1
    return found


@pytest.mark.parametrize(("players", "left"), [(3, 2), (3, 3), (2, 3), (2, 4)])
def test_the_solver_finds_the_value_brute_force_finds_in_the_hand(players: int, left: int) -> None:
    for state in _positions(players, left, showdown=False, count=12):
        seat = state.to_act[0]
        values = solve(state, seat).values
        plays = [move for move in kc.legal_moves(state, seat) if isinstance(move, kc.Play)]
        assert set(values) == {move.card for move in plays}
        for move in plays:
            assert values[move.card] == _brute(state, kc.apply_move(state, move), seat), (str(state), move)


def test_the_solver_finds_the_value_brute_force_finds_in_the_showdown() -> None:
    positions = _positions(3, 3, showdown=True, count=8)
    assert len(positions) == 8
    for state in positions:
        seat = state.to_act[0]
        values = solve(state, seat).values
        for move in kc.legal_moves(state, seat):
            assert isinstance(move, kc.Play)
            assert values[move.card] == _brute(state, kc.apply_move(state, move), seat)


def test_the_solver_stops_at_its_node_cap() -> None:
    state = _positions(3, 7, showdown=False, count=1)[0]
    with pytest.raises(Exhausted):
        solve(state, state.to_act[0], nodes=10)
    assert solve(state, state.to_act[0]).nodes > 10


def test_the_layout_ranks_trump_as_the_rules_do() -> None:
    table = layout(Suit.HEARTS, "queen")
    hearts = [
        card for card in table.cards(table.mask(kc.full_deck())) if table.bit[card] // 10 == table.trump
    ]
    assert hearts[-3:] == [Card.parse("JD"), Card.parse("JH"), Card.parse("JK")]  # Left, Right, Best (KC9)
    assert hearts.index(Card.parse("QH")) > hearts.index(Card.parse("KH"))  # Queens rank high (KC11)
    assert len(hearts) == 10


def test_pimc_is_registered() -> None:
    assert "pimc" in bots.names(GAME)
    assert isinstance(bots.make(GAME, "pimc", seed=1), PimcBot)


def test_pimc_is_deterministic_given_its_seed() -> None:
    rules = kc.Rules(players=2, max_hands=2)

    def game(seed: int) -> State:
        final: State = play(
            GAME, [bots.make(GAME, "pimc", seed=seed), bots.make(GAME, "heuristic", seed=1)], rules, seed=5
        )
        return final

    assert game(3).log == game(3).log


def test_pimc_plays_a_legal_move_in_every_phase() -> None:
    phases: set[str] = set()

    class Watched:
        wants_samples = True

        def __init__(self, seed: int) -> None:
            self.bot: Any = bots.make(GAME, "pimc", seed=seed, samples=4)

        def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Any = None) -> Any:
            phases.add(view.phase)
            move = self.bot(view, moves, sample=sample)
            assert move in moves
            return move

    for seed in range(4):
        rules = kc.Rules(max_hands=3, mediator_chooses_leader=seed % 2 == 1)
        final = play(GAME, [Watched(seed * 3 + seat) for seat in range(3)], rules, seed=seed)
        assert kc.outcome(final) is not None
    assert {"discard", "play", "showdown-play"} <= phases


def test_pimc_beats_the_heuristic_heads_up() -> None:
    # One-hand games: many short games tell the bots apart in a fraction of the time whole
    # games take (the whole-game figures are a benchmark, docs/bots/king_cut_throat.md).
    result = arena(GAME, ["pimc", "heuristic"], games=400, seed=11, rules=kc.Rules(players=2, max_hands=1))
    assert better(result, "pimc", "heuristic")

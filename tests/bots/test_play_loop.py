"""The play loop: the order it offers moves in, samples for searchers, and illegal answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pytest

import cardtable
from cardtable import GAMES, IllegalMove, RandomAgent, open_mercy
from cardtable.agents import Sample, off_turn_seats, play, play_from
from cardtable.open_mercy import CallMercy, Catch, Draw, Play
from tests.games import NAMES
from tests.open_mercy.helpers import arrange

Policy = Callable[[Any, tuple[Any, ...]], Any]
Offer = tuple[int, bool, tuple[Any, ...]]


class Scripted:
    """An agent that plays a policy and writes every offer it gets into a shared log."""

    def __init__(self, log: list[Offer], policy: Policy) -> None:
        self.log, self.policy = log, policy

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        self.log.append((view.player, view.player in view.to_act, moves))
        return self.policy(view, moves)


def first_play(view: Any, moves: tuple[Any, ...]) -> Any:
    """On its turn the first card it can play, else a draw; never calls, never catches; off-turn passes."""
    if view.player not in view.to_act:
        return None
    return next((move for move in moves if isinstance(move, Play | Draw)), moves[0])


def catcher(view: Any, moves: tuple[Any, ...]) -> Any:
    """Catches whoever it can, on its turn or off it; otherwise plays like ``first_play``."""
    return next((move for move in moves if isinstance(move, Catch)), None) or first_play(view, moves)


def late_caller(view: Any, moves: tuple[Any, ...]) -> Any:
    """Calls MERCY only off-turn (once down to one card, too late); otherwise plays like ``first_play``."""
    if view.player in view.to_act:
        return first_play(view, moves)
    return next((move for move in moves if isinstance(move, CallMercy)), None)


def _run(state: Any, policies: list[Policy], moves: int) -> tuple[list[Offer], list[Any]]:
    log: list[Offer] = []
    agents = [Scripted(log, policy) for policy in policies]
    made = []
    for move, _ in play_from(open_mercy, agents, state):
        made.append(move)
        if len(made) == moves:
            break
    return log, made


def _two_cards_to_play(players: int, turn: int) -> Any:
    """Seat ``turn`` holds two reds on a red 3; everyone else three cards that do not follow."""
    hands = [f"blue {number}, green {number}, yellow {number}" for number in (1, 2, 4, 5)[:players]]
    hands[turn] = "red 5, red 6"
    return arrange(hands, "red 3", turn=turn)


def test_a_seat_catches_an_uncalled_player_off_turn_before_the_next_seat_moves() -> None:
    state = _two_cards_to_play(3, turn=0)
    log, made = _run(state, [first_play, first_play, catcher], moves=3)
    assert made[:2] == [Play(0, open_mercy.Card.parse("red 5")), Catch(2, 0)]
    assert made[2].player == 1
    offered = [(seat, on_turn) for seat, on_turn, _ in log]
    # Seat 1 is the seat the game waits on; seat 2 answers the play first, off-turn.
    assert offered == [(0, True), (2, False), (1, True)]
    assert Catch(2, 0) in log[1][2] and len(state.hands[0]) == 2


def test_off_turn_offers_go_clockwise_from_the_seat_after_the_mover_and_the_mover_last() -> None:
    state = _two_cards_to_play(4, turn=1)
    log, made = _run(state, [first_play] * 4, moves=2)
    offered = [(seat, on_turn) for seat, on_turn, _ in log]
    # After seat 1 plays down to one card uncalled: seat 2 waits (its turn); 3 and 0 may
    # catch, seat 1 may call; nobody answers, so seat 2 moves.
    assert offered == [(1, True), (3, False), (0, False), (1, False), (2, True)]
    assert [type(move) for move in log[3][2]] == [CallMercy]
    assert all(isinstance(move, Catch) and move.target == 1 for move in log[1][2] + log[2][2])
    assert made[1].player == 2


def test_every_move_made_opens_a_new_round_of_offers() -> None:
    state = _two_cards_to_play(4, turn=1)
    log, made = _run(state, [first_play, late_caller, first_play, first_play], moves=3)
    assert made[:2] == [Play(1, open_mercy.Card.parse("red 5")), CallMercy(1)]
    offered = [(seat, on_turn) for seat, on_turn, _ in log]
    # Seats 3 and 0 pass, seat 1 calls; the round starts over after seat 1, and with the
    # window closed nobody but seat 2 (whose turn it is) has a move.
    assert offered == [(1, True), (3, False), (0, False), (1, False), (2, True)]
    assert off_turn_seats(open_mercy, state) == ()


def test_an_agent_answering_with_a_move_not_offered_raises_illegal_move_naming_its_seat() -> None:
    rules = GAMES["kings-mercy"].Rules(players=3)
    first = GAMES["kings-mercy"].to_act(GAMES["kings-mercy"].new_game(rules, seed=5))[0]

    def cheat(view: Any, moves: tuple[Any, ...], /) -> Any:
        return "all in"

    agents: list[Any] = [RandomAgent(seat) for seat in range(3)]
    agents[first] = cheat
    with pytest.raises(
        IllegalMove, match=f"seat {first}'s agent chose 'all in', which is not one of its legal moves"
    ):
        play("kings-mercy", agents, rules, seed=5)


def test_a_move_of_another_seat_or_a_lookalike_is_refused() -> None:
    km = GAMES["kings-mercy"]
    rules = km.Rules(players=3)
    seat = km.to_act(km.new_game(rules, seed=5))[0]

    class Lookalike:
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    for answer in (
        Lookalike(),
        km.legal_moves(km.new_game(rules, seed=5), seat)[0].__class__((seat + 1) % 3),
    ):
        agents: list[Any] = [RandomAgent(other) for other in range(3)]
        agents[seat] = lambda view, moves, /, answer=answer: answer
        with pytest.raises(IllegalMove, match=f"seat {seat}'s agent chose"):
            play(km, agents, rules, seed=5)


def test_a_seat_the_game_waits_on_may_not_pass() -> None:
    agents: list[Any] = [lambda view, moves, /: None] + [RandomAgent(seat) for seat in (1, 2)]
    with pytest.raises(IllegalMove, match="seat 0's agent passed"):
        play("open-mercy", agents, open_mercy.Rules(players=3), seed=1)


class Sampler:
    """A searcher that checks every sample it draws looks to its seat exactly like its view."""

    wants_samples: ClassVar[bool] = True

    def __init__(self, game: Any, seed: int) -> None:
        self.game, self.random, self.checked, self.same = game, RandomAgent(seed), 0, True

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample) -> Any:
        for seed in (0, 1):
            dealt = sample(seed)
            self.same &= self.game.view(dealt, view.player) == view
            self.same &= self.game.legal_moves(dealt, view.player) == moves
            self.same &= self.game.view(sample(seed), view.player) == view
            self.checked += 1
        return self.random(view, moves)


@pytest.mark.parametrize("name", NAMES)
def test_a_searcher_is_handed_samples_its_seat_cannot_tell_from_the_real_state(name: str) -> None:
    game = GAMES[name]
    rules = game.Rules()
    searchers = [Sampler(game, seat) for seat in range(rules.players)]
    play(game, searchers, rules, seed=3, max_moves=40)
    assert all(searcher.same for searcher in searchers)
    assert sum(searcher.checked for searcher in searchers) >= 40


def test_a_plain_agent_is_called_without_samples() -> None:
    calls: list[tuple[Any, ...]] = []

    def plain(view: Any, moves: tuple[Any, ...], /, **keywords: Any) -> Any:
        calls.append(tuple(keywords))
        return moves[0]

    play("witch-of-the-woods", [plain] * 4, max_moves=10)
    assert calls and all(keywords == () for keywords in calls)


def test_max_moves_stops_the_game_and_random_play_is_seeded() -> None:
    rules = open_mercy.Rules(players=4)
    first = play("open-mercy", [RandomAgent(seat) for seat in range(4)], rules, seed=9)
    again = play("open-mercy", [RandomAgent(seat) for seat in range(4)], rules, seed=9)
    assert open_mercy.outcome(first) is not None
    assert list(first.log) == list(again.log)
    assert len(play("open-mercy", [RandomAgent(seat) for seat in range(4)], rules, max_moves=7).log) == 7
    assert len(play("open-mercy", [RandomAgent(seat) for seat in range(4)], rules, max_moves=0).log) == 0


def test_random_agents_call_mercy_off_turn() -> None:
    """Random agents answer about half their off-turn offers, so in random games some call MERCY."""
    calls = 0
    rules = open_mercy.Rules(players=4)
    for seed in range(20):
        final = play("open-mercy", [RandomAgent(seed * 4 + seat) for seat in range(4)], rules, seed=seed)
        calls += sum(isinstance(move, CallMercy) for move in final.log)
    assert calls >= 3


def test_one_agent_a_seat() -> None:
    with pytest.raises(ValueError, match="2 agents for a table of 3"):
        cardtable.play("kings-mercy", [RandomAgent(0), RandomAgent(1)], GAMES["kings-mercy"].Rules(players=3))

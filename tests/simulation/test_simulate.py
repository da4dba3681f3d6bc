"""cardtable.simulate: each game is the game its seeds deal, the result is the same for every
chunking and executor, the totals add up, and bad arguments are refused."""

from __future__ import annotations

import functools
import io
import pickle
import sys
import threading
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import attrs
import pytest

from cardtable import GAMES, RandomAgent, bots, play
from cardtable.simulation import (
    MOVE_CAP,
    Chunk,
    InProcess,
    Played,
    Simulation,
    agent_seed,
    executor_for,
    game_seed,
    gather,
    play_chunk,
    process_pool,
    simulate,
)
from tests.games import NAMES

OPEN_MERCY = GAMES["open-mercy"]


def stubborn(seed: int) -> RandomAgent:
    """A factory defined at the top of a module, so a process pool can pickle it."""
    return RandomAgent(seed + 1)


def broken(seed: int) -> Any:
    """A factory that fails for one seed in a few, as a buggy bot would."""
    if seed % 3 == 0:
        raise RuntimeError(f"no agent for seed {seed}")
    return RandomAgent(seed)


@pytest.mark.parametrize("name", NAMES)
def test_each_game_is_the_game_its_seeds_deal(name: str) -> None:
    module = GAMES[name]
    rules = module.Rules(players=3)
    run = simulate(name, "random", 4, seed=5, rules=rules, executor=InProcess())
    assert run.games == 4 and run.rules == rules and run.max_moves == MOVE_CAP
    for number, played in enumerate(run.played):
        agents = [RandomAgent(agent_seed(5, number, seat)) for seat in range(3)]
        final = play(module, agents, rules, seed=game_seed(5, number), max_moves=MOVE_CAP)
        outcome = module.outcome(final)
        assert outcome is not None and played.finished
        assert (played.winners, played.points, played.moves) == (
            outcome.winners,
            outcome.points,
            len(final.log),
        )
    assert run.moves == sum(played.moves for played in run.played)


def test_the_result_is_the_same_for_every_chunking_and_every_executor() -> None:
    alone = simulate(OPEN_MERCY, "random", 24, seed=9, executor=InProcess())
    runs: list[tuple[str, Executor | None, int | None]] = [
        ("default", None, None),
        ("in process, one game a chunk", InProcess(), 1),
        ("one thread", ThreadPoolExecutor(1), 5),
        ("three threads", ThreadPoolExecutor(3), 2),
        ("two processes", process_pool(2), 3),
        ("two processes, one chunk", ProcessPoolExecutor(2), 24),
    ]
    for label, executor, chunk in runs:
        found = simulate(OPEN_MERCY, "random", 24, seed=9, executor=executor, chunk=chunk)
        if executor is not None:
            executor.shutdown()
        assert found == alone, label
        assert found.played == alone.played and found.wins == alone.wins, label
    assert simulate(OPEN_MERCY, "random", 24, seed=10, executor=InProcess()) != alone


def test_agents_made_by_factories_and_named_bots_play_the_same_on_a_process_pool() -> None:
    seats: list[Any] = [stubborn, "heuristic", functools.partial(bots.make, "open-mercy", "scrap"), "random"]
    alone = simulate(OPEN_MERCY, seats, 12, seed=4, executor=InProcess())
    assert alone.agents == ("stubborn", "heuristic", "make", "random")
    with process_pool(2) as pool:
        assert simulate(OPEN_MERCY, seats, 12, seed=4, executor=pool, chunk=5) == alone
    # The agents' own seeds are part of the result: a factory shifting them changes the games.
    assert simulate(OPEN_MERCY, [RandomAgent] * 4, 12, seed=4).played != (
        simulate(OPEN_MERCY, [stubborn] * 4, 12, seed=4).played
    )


def test_random_agent_by_name_and_by_class_are_the_same_games() -> None:
    by_name = simulate("witch-of-the-woods", "random", 6, seed=2)
    by_class = simulate("witch-of-the-woods", RandomAgent, 6, seed=2)
    assert by_class.played == by_name.played and by_class.agents == ("RandomAgent",) * 4


def test_wins_are_shared_between_tied_winners_and_points_add_up() -> None:
    rules = GAMES["kings-mercy"].Rules(players=3)
    tied = Simulation(
        game="kings-mercy",
        rules=rules,
        agents=("random",) * 3,
        seed=0,
        max_moves=50,
        played=(Played((0, 1), (30, 30, 0), 40), Played((2,), (0, 0, 60), 41), Played((), (), 50, False)),
    )
    assert tied.wins == (0.5, 0.5, 1.0) and tied.points == (30, 30, 60)
    assert (tied.games, tied.unfinished, tied.moves) == (3, 1, 131)
    assert tied.rates == (0.25, 0.25, 0.5)
    run = simulate(
        "kings-mercy", "random", 30, seed=3, rules=GAMES["kings-mercy"].Rules(players=3, max_hands=4)
    )
    finished = [played for played in run.played if played.finished]
    assert sum(run.wins) == pytest.approx(len(finished))
    for seat in range(3):
        assert run.points[seat] == sum(played.points[seat] for played in finished)
        assert run.wins[seat] == pytest.approx(
            sum(1 / len(played.winners) for played in finished if seat in played.winners)
        )


def test_games_stopped_at_the_move_cap_are_unfinished() -> None:
    run = simulate("king-cut-throat", "random", 5, seed=1, max_moves=7)
    assert run.unfinished == 5 and run.moves == 35 and run.wins == (0.0, 0.0, 0.0)
    assert all(played == Played((), (), 7, False) for played in run.played)
    assert "5 games not over after 7 moves" in str(run).splitlines()[1]


def test_the_summary_reads_as_the_command_prints_it() -> None:
    run = simulate(
        "witch-of-the-woods",
        ["heuristic", "random"],
        8,
        seed=6,
        rules=GAMES["witch-of-the-woods"].Rules(players=2),
    )
    lines = str(run).splitlines()
    assert lines[0].startswith(f"witch-of-the-woods: 8 games, {run.moves} moves, ")
    assert lines[0].endswith(" moves per second") and " games and " in lines[0]
    assert lines[1:] == [
        f"  seat 0: {100 * run.rates[0]:5.1f}% of wins (heuristic)",
        f"  seat 1: {100 * run.rates[1]:5.1f}% of wins (random)",
    ]
    unmeasured = str(attrs.evolve(run, seconds=0.0)).splitlines()[0]
    assert unmeasured == f"witch-of-the-woods: 8 games, {run.moves} moves"


def test_a_run_pickles_and_equal_runs_are_equal_whatever_they_took() -> None:
    run = simulate("open-mercy", "random", 3, seed=8)
    again = pickle.loads(pickle.dumps(run))
    assert again == run and hash(again) == hash(run) and again.wins == run.wins
    assert attrs.evolve(run, seconds=run.seconds + 100) == run
    assert "played" not in repr(run) and repr(run).startswith("Simulation(game='open-mercy'")


def test_the_progress_bar_counts_chunks_and_games() -> None:
    stream = io.StringIO()
    simulate("open-mercy", "random", 10, seed=1, chunk=4, progress=stream, executor=InProcess())
    assert stream.getvalue() == "open-mercy [" + "#" * 30 + "] 3/3 chunks, 10/10 games\n"


def test_a_failing_agent_stops_the_run_with_its_own_error() -> None:
    seats: list[Any] = [broken, "random", "random", "random"]
    with ThreadPoolExecutor(2) as pool:
        with pytest.raises(RuntimeError, match="no agent for seed"):
            simulate(OPEN_MERCY, seats, 40, seed=0, executor=pool, chunk=2)
        assert pool.submit(abs, -1).result() == 1  # the pool is still usable


BAD = [
    ({"games": 0}, "games must be a whole number of at least 1, not 0"),
    ({"games": -3}, "games must be a whole number of at least 1, not -3"),
    ({"games": 2.5}, "games must be a whole number of at least 1, not 2.5"),
    ({"games": True}, "games must be a whole number of at least 1, not True"),
    ({"chunk": 0}, "chunk must be a whole number of at least 1, not 0"),
    ({"max_moves": 0}, "max_moves must be a whole number of at least 1, not 0"),
    ({"seed": "1"}, "seed must be an integer, not '1'"),
    ({"agents": "champion"}, "open-mercy has no bot called 'champion'; its bots are random, search"),
    (
        {"agents": ["random", "random"]},
        "2 agents for a table of 4: give one agent for all the seats or one for each",
    ),
    ({"agents": []}, "0 agents for a table of 4"),
    ({"agents": ["random", "random", 7, "random"]}, "an agent is a bot's name, an agent or a factory, not 7"),
    ({"agents": 7}, "agents are a bot's name, an agent, a factory, or a list of them, not 7"),
    ({"agents": lambda s: None}, "an agent is a bot's name, an agent (called as agent(view, moves))"),
    ({"rules": GAMES["kings-mercy"].Rules()}, "rules must be open-mercy's Rules"),
    ({"game": "chess"}, "no game called 'chess'"),
]


@pytest.mark.parametrize(("change", "message"), BAD, ids=[message[:40] for _, message in BAD])
def test_bad_arguments_are_refused_with_a_clear_message(change: dict[str, Any], message: str) -> None:
    arguments: dict[str, Any] = {"game": "open-mercy", "agents": "random", "games": 4, **change}
    with pytest.raises(ValueError) as refused:
        simulate(**arguments)
    assert str(refused.value).startswith(message)


def test_gather_returns_results_in_task_order_whatever_order_they_finish_in() -> None:
    released = [threading.Event() for _ in range(3)]
    released[2].set()

    def when_released(task: int) -> int:
        assert released[task].wait(60)
        return task * 10

    seen: list[int] = []

    def done(result: int) -> None:
        # Each result seen releases the task before it: they finish last first, one at a time.
        seen.append(result)
        if result:
            released[result // 10 - 1].set()

    with ThreadPoolExecutor(3) as pool:
        assert gather(pool, when_released, [0, 1, 2], done=done) == [0, 10, 20]
    assert seen == [20, 10, 0]


def test_in_process_futures_carry_results_and_errors() -> None:
    assert InProcess().submit(divmod, 7, 2).result() == (3, 1)
    failed = InProcess().submit(divmod, 1, 0)
    assert isinstance(failed.exception(), ZeroDivisionError)
    with pytest.raises(ZeroDivisionError):
        gather(InProcess(), functools.partial(divmod, 1), [1, 0])


def test_the_executor_the_command_line_asks_for(monkeypatch: pytest.MonkeyPatch) -> None:
    with executor_for() as none, executor_for(workers=1) as alone, executor_for(workers=2) as pool:
        assert none is None and isinstance(alone, InProcess) and isinstance(pool, ProcessPoolExecutor)
    both = executor_for(workers=2, scheduler="tcp://127.0.0.1:8786")
    with pytest.raises(ValueError, match=r"choose --workers \(processes here\) or --scheduler"), both:
        pass
    with pytest.raises(ValueError, match="workers must be at least 1, not 0"):
        process_pool(0)
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if the dask extra were not installed
    dask = executor_for(scheduler="tcp://127.0.0.1:8786")
    with pytest.raises(ImportError, match=r"pip install 'cardtable\[dask\]'"), dask:
        pass


def test_a_chunk_sends_back_only_numbers_never_a_state() -> None:
    rules = OPEN_MERCY.Rules(players=3)
    chunk = Chunk("open-mercy", ("random",) * 3, rules, seed=2, first=5, stop=25, max_moves=MOVE_CAP)
    lines = play_chunk(chunk)
    assert len(lines) == 20
    for moves, winners, points in lines:
        assert isinstance(moves, int) and winners is not None and points is not None
        assert all(type(value) is int for value in (*winners, *points)) and len(points) == 3
    # Equal tuples are shared, so pickle sends each once: a few bytes a game.
    assert len(pickle.dumps(lines)) < 20 * 20
    whole = simulate(OPEN_MERCY, "random", 25, seed=2, rules=rules, executor=InProcess())
    assert [(played.moves, played.winners, played.points) for played in whole.played[5:]] == list(lines)

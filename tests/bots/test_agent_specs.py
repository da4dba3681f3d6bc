"""One agent spec everywhere: ``play``, ``simulate``, ``arena``, the Gymnasium opponents and the
table service take a bot's name, an agent or a factory, and ask every agent the same way;
a bot handed a view and moves that are not one seat's own refuses them.

The first tests are the calls a newcomer makes, exactly as the issue reports them failing.
"""

from __future__ import annotations

import functools
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, ClassVar

import pytest

import cardtable
from cardtable import GAMES, RandomAgent, bots
from cardtable.agents import agent_for, ask, seat_seed, spec_kind
from cardtable.arena import arena
from cardtable.game import Sample
from cardtable.simulation import InProcess, agent_seed, game_seed
from tests.games import NAMES


def first_move(view: Any, moves: tuple[Any, ...], /) -> Any:
    """An agent defined at the top of a module (a process pool can send it)."""
    return moves[0] if view.player in view.to_act else None


def test_play_takes_bot_names() -> None:
    game = GAMES["kings-mercy"]
    final = cardtable.play(game, ["random", "heuristic", "search"], game.Rules(players=3, max_hands=2))
    assert game.outcome(final) is not None
    again = cardtable.play(game, ["random", "heuristic", "search"], game.Rules(players=3, max_hands=2))
    assert again == final
    # Each named bot is made with its seat's seed from the game's seed.
    made = [
        bots.make(game, name, seed=seat_seed(0, seat)) for seat, name in enumerate(["random", "heuristic"])
    ]
    rules = game.Rules(players=3, max_hands=2)
    assert cardtable.play(game, [*made, bots.make(game, "search", seed=seat_seed(0, 2))], rules) == final


@pytest.mark.parametrize("name", NAMES)
def test_play_takes_every_bot_of_every_game_by_name(name: str) -> None:
    game = GAMES[name]
    rules = game.FACTS.table
    for bot in bots.names(game):
        if bot in ("search", "zenith", "terminator"):
            continue  # searching a whole game is slow; their names are read below
        final = cardtable.play(game, bot, rules, seed=1, max_moves=80)
        assert len(final.log) == 80 or game.outcome(final) is not None, bot
    assert spec_kind(game, "search") == "bot"


def test_simulate_takes_agent_instances_on_the_default_process_pool() -> None:
    game = GAMES["open-mercy"]
    seats = [RandomAgent(seed=i) for i in range(4)]
    run = cardtable.simulate(game, seats, games=6, seed=3)
    assert run.games == 6 and run.agents == ("RandomAgent",) * 4
    # Each game starts from the agents as they were handed over: the same on one process.
    assert cardtable.simulate(game, seats, games=6, seed=3, executor=InProcess(), chunk=1) == run
    # So game n is played by copies of the instances themselves, whatever the seeds of the run.
    final = cardtable.play(game, [RandomAgent(seed=i) for i in range(4)], seed=game_seed(3, 2))
    outcome = game.outcome(final)
    assert outcome is not None and (run.played[2].moves, run.played[2].winners) == (
        len(final.log),
        outcome.winners,
    )
    # The instances handed over were copied, never played: they play as new.
    assert cardtable.play(game, seats, seed=5) == cardtable.play(
        game, [RandomAgent(seed=i) for i in range(4)], seed=5
    )


def test_a_lambda_on_the_default_process_pool_says_what_to_pass_instead() -> None:
    with pytest.raises(ValueError) as refused:
        cardtable.simulate("open-mercy", lambda seed: RandomAgent(seed), games=8)
    message = str(refused.value)
    assert message.startswith("seat 0's agent ") and "<lambda> cannot be sent to other processes" in message
    assert "a bot's name" in message and "top level of a module" in message
    assert "executor=cardtable.simulation.InProcess()" in message
    # As told: in this process, or on threads, the lambda plays.
    alone = cardtable.simulate("open-mercy", lambda seed: RandomAgent(seed), games=8, executor=InProcess())
    with ThreadPoolExecutor(2) as threads:
        threaded = cardtable.simulate("open-mercy", lambda seed: RandomAgent(seed), games=8, executor=threads)
    assert alone.played == threaded.played
    assert alone.played == cardtable.simulate("open-mercy", RandomAgent, games=8).played


def test_an_explicit_process_pool_refuses_a_local_agent_and_takes_a_module_level_one() -> None:
    def local(view: Any, moves: tuple[Any, ...], /) -> Any:
        return first_move(view, moves)

    with ProcessPoolExecutor(1) as pool:
        with pytest.raises(
            ValueError, match=r"seat 1's agent .*local cannot be sent to the processes of a process pool"
        ):
            cardtable.simulate(
                "witch-of-the-woods",
                ["random", local],
                games=2,
                rules=_two("witch-of-the-woods"),
                executor=pool,
            )
        with pytest.raises(ValueError, match=r"the bot 'mine' .* cannot be sent"):
            arena("witch-of-the-woods", {"random": "random", "mine": local}, games=2, executor=pool)
        pooled = arena(
            "witch-of-the-woods", {"random": "random", "first": first_move}, games=4, executor=pool
        )
    assert pooled == arena("witch-of-the-woods", {"random": "random", "first": first_move}, games=4)


def _two(name: str) -> Any:
    return GAMES[name].Rules(players=2)


def test_a_searching_bot_called_with_a_view_and_moves_plays_a_legal_move() -> None:
    game = GAMES["open-mercy"]
    state = game.new_game(game.Rules(players=2), seed=3)
    view, moves = game.view(state, 0), game.legal_moves(state, 0)
    assert bots.make("open-mercy", "terminator", seed=1)(view, moves) in moves
    for name in NAMES:
        module = GAMES[name]
        state = module.new_game(module.FACTS.table, seed=2)
        seat = module.to_act(state)[0]
        moves = module.legal_moves(state, seat)
        assert bots.make(module, "search", seed=1)(module.view(state, seat), moves) in moves, name


@pytest.mark.parametrize("name", NAMES)
def test_every_bot_refuses_a_view_and_moves_that_are_not_one_seats_own(name: str) -> None:
    game = GAMES[name]
    state = game.new_game(game.FACTS.table, seed=4)
    seat = game.to_act(state)[0]
    other = (seat + 1) % state.origin.rules.players
    moves = game.legal_moves(state, seat)
    agents = [*(bots.make(game, bot, seed=1) for bot in bots.names(game)), RandomAgent(seed=1)]
    for agent in agents:
        label = type(agent).__name__
        with pytest.raises(ValueError, match=f"seat {other}'s view came with seat {seat}'s moves"):
            agent(game.view(state, other), moves)
        with pytest.raises(ValueError, match="a spectator's view has no moves"):
            agent(game.view(state, None), moves)
        with pytest.raises(ValueError, match="offered no moves"):
            agent(game.view(state, seat), ())
        with pytest.raises(ValueError, match="an agent is handed a seat's view"):
            agent(None, moves)
        assert ask(game, agent, state, seat) in moves, label


def test_how_a_spec_is_told() -> None:
    game = GAMES["kings-mercy"]

    class Always:
        def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
            return moves[0]

    class Labelled:
        def __init__(self, label: str, seed: int) -> None:
            self.label, self.seed = label, seed

    def make(seed: int, skill: float = 0.5) -> RandomAgent:
        return RandomAgent(seed)

    assert spec_kind(game, "heuristic") == "bot"
    assert spec_kind(game, RandomAgent) == spec_kind(game, Always) == spec_kind(game, make) == "factory"
    assert spec_kind(game, lambda seed: RandomAgent(seed)) == "factory"
    assert spec_kind(game, functools.partial(bots.make, game, "heuristic")) == "factory"
    assert (
        spec_kind(game, RandomAgent(seed=1))
        == spec_kind(game, Always())
        == spec_kind(game, first_move)
        == "agent"
    )
    assert spec_kind(game, lambda view, moves: moves[0]) == "agent"
    assert type(agent_for(game, Always, seed=5)) is Always
    assert type(agent_for(game, make, seed=5)) is RandomAgent
    refused: list[tuple[Any, str]] = [
        ("champion", "kings-mercy has no bot called 'champion'"),
        (7, "an agent is a bot's name, an agent or a factory, not 7"),
        (lambda s: None, "can be called as neither"),
        (Labelled, "the class Labelled is not a factory of agents"),
    ]
    for neither, message in refused:
        with pytest.raises(ValueError, match=message):
            spec_kind(game, neither)
        with pytest.raises(ValueError, match=message):
            cardtable.play(game, ["random", "random", neither], game.Rules(players=3))
    with pytest.raises(ValueError, match="made None, which is not an agent"):
        agent_for(game, lambda seed: None)  # type: ignore[arg-type,return-value]


def test_a_factory_is_made_with_each_seats_seed_and_an_agent_plays_as_it_is() -> None:
    game = GAMES["witch-of-the-woods"]
    seen: list[int] = []

    def factory(seed: int) -> RandomAgent:
        seen.append(seed)
        return RandomAgent(seed)

    final = cardtable.play(game, factory, game.Rules(players=3), seed=9)
    assert seen == [seat_seed(9, seat) for seat in range(3)]
    given = [RandomAgent(seat_seed(9, seat)) for seat in range(3)]
    assert cardtable.play(game, given, game.Rules(players=3), seed=9) == final
    run = cardtable.simulate(
        game, factory, games=2, seed=1, executor=InProcess(), rules=game.Rules(players=3)
    )
    assert seen[3:] == [agent_seed(1, number, seat) for number in range(2) for seat in range(3)]
    assert run.agents == ("factory",) * 3


class Recorder:
    """A searcher that checks the sample it is handed against the state it stands for."""

    wants_samples: ClassVar[bool] = True

    def __init__(self) -> None:
        self.samples: list[Any] = []

    def __call__(self, view: Any, moves: tuple[Any, ...], /, *, sample: Sample | None = None) -> Any:
        assert sample is not None
        self.samples.append(sample(7))
        return moves[0] if view.player in view.to_act else None


def test_every_runner_asks_a_searcher_with_samples_of_its_seat() -> None:
    game = GAMES["kings-mercy"]
    recorder = Recorder()
    final = cardtable.play(game, [recorder, "random", "random"], game.Rules(players=3, max_hands=1))
    assert recorder.samples and game.outcome(final) is not None
    assert all(game.view(sample, 0).hand for sample in recorder.samples)
    from cardtable.adapters.gymnasium import SeatEnv

    watched = Recorder()
    env = SeatEnv("kings-mercy", game.Rules(players=3, max_hands=1), seat=1, opponents=[watched, RandomAgent])
    env.reset(seed=2)
    assert env.opponents == (watched, RandomAgent)
    assert env._agents[0] is not watched and isinstance(env._agents[0], Recorder)  # a copy each game

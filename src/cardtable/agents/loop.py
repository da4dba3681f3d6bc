"""The loop that seats agents at a game and plays it: ``play``, ``play_from``, ``off_turn_seats``.

The order of offers is the package's (``cardtable.agents``); every agent is
asked through ``ask``, and every seat given by a spec (``cardtable.agents.spec``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from cardtable.agents.asking import ask
from cardtable.agents.spec import AgentSpec, agent_for, seat_specs
from cardtable.chance import Chance
from cardtable.core import clockwise_from
from cardtable.game import Agent, Game, Searcher
from cardtable.games import resolve

__all__ = ["off_turn_seats", "play", "play_from", "seat_seed", "seated"]

_MASK = (1 << 64) - 1
_PRIME = 0x100000001B3
_SEATS = 0x5EA7  # seat seeds are drawn apart from the deal's own stream, which they never reveal


def seat_seed(seed: int, seat: int) -> int:
    """The seed ``play`` makes ``seat``'s agent with (given by a bot's name or a factory) in a
    game dealt from ``seed``: so the same call plays the same game.

    >>> seat_seed(4, 0) == seat_seed(4, 0) != seat_seed(4, 1)
    True
    """
    value, _ = Chance.from_seed(((seed * _PRIME + _SEATS) * _PRIME + seat) & _MASK).next64()
    return value >> 1


def seated(
    game: Game | str, agents: AgentSpec | Sequence[AgentSpec], seed: int, players: int
) -> list[Agent | Searcher]:
    """The agent of every seat: each spec read (``agent_for``), a bot or a factory seeded with
    ``seat_seed(seed, seat)``.

    >>> [type(agent).__name__ for agent in seated("kings-mercy", ["random", "heuristic", "random"], 1, 3)]
    ['RandomAgent', 'HeuristicBot', 'RandomAgent']
    """
    specs = seat_specs(agents, players, game)
    return [agent_for(game, spec, seat_seed(seed, seat)) for seat, spec in enumerate(specs)]


def off_turn_seats(game: Game | str, state: Any, last: int | None = None) -> tuple[int, ...]:
    """The seats not in ``to_act`` that have a legal move now, clockwise from the seat after ``last``.

    ``last`` is the seat that moved last (``None``: start from seat 0). These
    are the seats ``play`` offers optional moves after a move is made.

    >>> from cardtable import kings_mercy as km
    >>> off_turn_seats(km, km.new_game(km.Rules(players=3), seed=1))
    ()
    """
    return tuple(seat for seat, _ in _off_turn_offers(resolve(game), state, last))


def _off_turn_offers(module: Game, state: Any, last: int | None) -> Iterator[tuple[int, tuple[Any, ...]]]:
    """Each seat not in ``to_act`` with legal moves, with them, clockwise from the seat after ``last``.

    The game's ``off_turn(state)`` names the seats, so the loop lists no moves
    after a move when nobody may answer it (most moves of most games); a game
    module without ``off_turn`` has every seat not waited on asked for its moves.
    """
    players: int = state.origin.rules.players
    order = clockwise_from(players - 1 if last is None else last, players)
    off_turn: Callable[[Any], tuple[int, ...]] | None = getattr(module, "off_turn", None)
    if off_turn is not None:
        seats = off_turn(state)
        for seat in order if seats else ():
            if seat in seats:
                yield seat, module.legal_moves(state, seat)
        return
    waiting = module.to_act(state)
    for seat in order:
        if seat not in waiting:
            moves = module.legal_moves(state, seat)
            if moves:
                yield seat, moves


def play(
    game: Game | str,
    agents: AgentSpec | Sequence[AgentSpec],
    rules: Any = None,
    seed: int = 0,
    *,
    max_moves: int | None = None,
) -> Any:
    """Play a game from a fresh deal to its end and return the final state.

    ``agents`` is one spec for every seat or one for each (``cardtable.agents.spec``:
    a bot's name, an agent, or a factory); a bot or a factory is made with
    ``seat_seed(seed, seat)``, an agent plays as it is. Seats are offered moves in the
    order ``cardtable.agents`` states. ``max_moves`` stops early and returns the state
    reached.

    >>> from cardtable import open_mercy as om
    >>> final = play(om, ["random", "heuristic", "kobra"], om.Rules(players=3), seed=4)
    >>> om.outcome(final) is not None
    True
    >>> len(play(om, "random", om.Rules(players=3), max_moves=5).log)
    5
    """
    module = resolve(game)
    start = module.new_game(rules, seed=seed)
    players: int = start.origin.rules.players
    seats = seated(module, agents, seed, players)
    if max_moves is not None and max_moves <= 0:
        return start
    reached = start
    for made, (_, after) in enumerate(_moves(module, seats, start, None), start=1):
        reached = after
        if made == max_moves:
            break
    return reached


def play_from(
    game: Game | str, agents: AgentSpec | Sequence[AgentSpec], state: Any, *, last: int | None = None
) -> Iterator[tuple[Any, Any]]:
    """Play on from ``state``, yielding each move made and the state after it, until the game ends.

    ``agents`` are specs as ``play`` takes them, a bot or a factory made with
    ``seat_seed(state.origin.seed, seat)``. ``last`` is the seat that moved last
    before ``state`` (``None``: nobody has, and no round of off-turn offers comes
    before the first move). The order of offers is ``cardtable.agents``'. A terminal
    or a server can drive a game through this, one of the agents being a person.

    >>> from cardtable import kings_mercy as km
    >>> from cardtable.agents import RandomAgent
    >>> start = km.new_game(km.Rules(players=3), seed=2)
    >>> move, after = next(play_from(km, [RandomAgent(seed) for seed in range(3)], start))
    >>> move.player, len(after.log)
    (1, 1)
    """
    module = resolve(game)
    players: int = state.origin.rules.players
    seats = seated(module, agents, state.origin.seed, players)
    return _moves(module, seats, state, last)


def _moves(
    module: Game, agents: Sequence[Agent | Searcher], state: Any, last: int | None
) -> Iterator[tuple[Any, Any]]:
    """The moves made from ``state`` on and the state after each, in the order of offers."""
    moved = last is not None
    while True:
        if moved:
            answer = _off_turn_round(module, agents, state, last)
            if answer is not None:
                last, move = answer
                state = module.apply_move(state, move)
                yield move, state
                continue
        waiting = module.to_act(state)
        if waiting:
            seat = waiting[0]
            move = ask(module, agents[seat], state, seat, module.legal_moves(state, seat), optional=False)
            last = seat
        else:
            moves = module.host_moves(state) or module.legal_moves(state)
            if not moves:
                return
            move = moves[0]
        state = module.apply_move(state, move)
        moved = True
        yield move, state


def _off_turn_round(
    module: Game, agents: Sequence[Agent | Searcher], state: Any, last: int | None
) -> tuple[int, Any] | None:
    """The first off-turn seat (in the stated order) that answers, with its move; ``None``: all pass."""
    for seat, moves in _off_turn_offers(module, state, last):
        move = ask(module, agents[seat], state, seat, moves, optional=True)
        if move is not None:
            return seat, move
    return None

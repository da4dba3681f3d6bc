"""Agents, and the loop that seats them at a game.

An agent is any callable ``agent(view, moves) -> move`` that picks one of the
legal moves it is offered, seeing only its own seat's view. A *searcher* is an
agent with the class attribute ``wants_samples = True``: it is called as
``agent(view, moves, sample=sample)``, where ``sample(seed)`` deals a full state
the seat cannot tell from the real one (the game's ``determinize``). No agent is
ever handed the state itself.

The order of offers (``play``, ``play_from``). The loop goes move by move:

1. The seats the game waits on (``to_act``) come first, in ``to_act`` order:
   the first of them is offered its legal moves and must return one of them.
   When the game waits on nobody, the first of its ``host_moves`` is made (a
   clock running out), or, with no host move open, the first legal move.
2. After every move made (a seat's or the host's), each seat that is *not* in
   ``to_act`` but has a legal move now (Open Mercy's MERCY call and catch) is
   offered its moves once, clockwise from the seat after the one that moved
   last (that seat itself last; from seat 0 when no seat has moved yet). Such a
   seat may return ``None`` to pass. The first that returns a move makes it;
   that is a new move made, so the round starts over from the seat after it.
   When every such seat has passed, step 1 follows.

So every seat sees every move and may answer it before the game goes on, the
seat nearest after the mover answering first, and no seat can hold the game up:
a seat offered only optional moves passes with ``None``, while a seat the game
waits on returning ``None``, or any agent returning something that is not one of
its offered moves, raises ``IllegalMove`` naming the seat. The legal move equal
to the agent's answer is made, never the object the agent returned.

>>> import cardtable
>>> final = cardtable.play("kings-mercy", [RandomAgent(seed=s) for s in range(3)],
...                        rules=cardtable.GAMES["kings-mercy"].Rules(players=3, max_hands=5))
>>> cardtable.GAMES["kings-mercy"].outcome(final) is not None
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol, cast

from cardtable.chance import Chance
from cardtable.core import clockwise_from
from cardtable.game import Agent, Game, IllegalMove, Sample, Searcher
from cardtable.games import resolve

__all__ = ["Agent", "RandomAgent", "Sample", "Searcher", "off_turn_seats", "play", "play_from"]


class _Determinizes(Protocol):
    def determinize(self, state: Any, player: int | None, seed: int) -> Any: ...


class RandomAgent:
    """Picks uniformly among the legal moves, from its own seeded stream.

    On the seat's turn (its seat in ``view.to_act``, or a view without one) it
    always moves. Offered only optional off-turn moves (a MERCY call, a catch), it
    first draws a coin from its stream and passes (returns ``None``) on heads, so
    it answers about half the offers it gets.

    >>> agent = RandomAgent(seed=1)
    >>> agent(None, ("check", "bet")) in ("check", "bet")
    True
    """

    __slots__ = ("_chance",)

    def __init__(self, seed: int = 0) -> None:
        self._chance = Chance.from_seed(seed)

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        waiting = getattr(view, "to_act", None)
        if waiting is not None and getattr(view, "player", None) not in waiting:
            answer, self._chance = self._chance.below(2)
            if not answer:
                return None
        move, self._chance = self._chance.choice(moves)
        return move


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
    agents: Sequence[Agent | Searcher],
    rules: Any = None,
    seed: int = 0,
    *,
    max_moves: int | None = None,
) -> Any:
    """Play a game from a fresh deal to its end and return the final state.

    Seat ``i`` is played by ``agents[i]``, offered moves in the order the module
    docstring states. ``max_moves`` stops early and returns the state reached.

    >>> from cardtable import open_mercy as om
    >>> final = play(om, [RandomAgent(seed) for seed in range(3)], om.Rules(players=3), seed=4)
    >>> om.outcome(final) is not None
    True
    >>> len(play(om, [RandomAgent(seed) for seed in range(3)], om.Rules(players=3), max_moves=5).log)
    5
    """
    module = resolve(game)
    start = module.new_game(rules, seed=seed)
    if max_moves is not None and max_moves <= 0:
        return start
    reached = start
    for made, (_, after) in enumerate(play_from(module, agents, start), start=1):
        reached = after
        if made == max_moves:
            break
    return reached


def play_from(
    game: Game | str, agents: Sequence[Agent | Searcher], state: Any, *, last: int | None = None
) -> Iterator[tuple[Any, Any]]:
    """Play on from ``state``, yielding each move made and the state after it, until the game ends.

    ``last`` is the seat that moved last before ``state`` (``None``: nobody
    has, and no round of off-turn offers comes before the first move). The
    order of offers is the module docstring's. A terminal or a server can drive
    a game through this, one of the agents being a person.

    >>> from cardtable import kings_mercy as km
    >>> start = km.new_game(km.Rules(players=3), seed=2)
    >>> move, after = next(play_from(km, [RandomAgent(seed) for seed in range(3)], start))
    >>> move.player, len(after.log)
    (1, 1)
    """
    module = resolve(game)
    players: int = state.origin.rules.players
    if len(agents) != players:
        raise ValueError(f"{len(agents)} agents for a table of {players}: one agent a seat")
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
            move = _ask(module, agents[seat], state, seat, module.legal_moves(state, seat), optional=False)
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
        move = _ask(module, agents[seat], state, seat, moves, optional=True)
        if move is not None:
            return seat, move
    return None


def _ask(
    module: Game, agent: Agent | Searcher, state: Any, seat: int, moves: tuple[Any, ...], *, optional: bool
) -> Any:
    """Offer ``moves`` to ``seat``'s agent and return the legal move it chose (``None``: it passed)."""
    view = module.view(state, seat)
    if getattr(agent, "wants_samples", False):
        determinize = cast(_Determinizes, module).determinize

        def sample(seed: int) -> Any:
            return determinize(state, seat, seed)

        chosen = cast(Searcher, agent)(view, moves, sample=sample)
    else:
        chosen = cast(Agent, agent)(view, moves)
    if chosen is None:
        if optional:
            return None
        raise IllegalMove(f"seat {seat}'s agent passed, but the game waits on seat {seat} to move")
    kind = type(chosen)
    for move in moves:
        if type(move) is kind and move == chosen:
            return move
    shown = repr(chosen) if kind in module.MOVES or kind in (str, int, float) else f"a {kind.__name__}"
    raise IllegalMove(f"seat {seat}'s agent chose {shown[:120]}, which is not one of its legal moves now")

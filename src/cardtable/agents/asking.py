"""``ask``: the one way an agent is asked for a move, by every runner of the package.

``play``, ``simulate``, ``arena``, the research environments' opponents and the
table service all ask their agents through ``ask``: the seat's own view and its
own legal moves, ``sample=`` for a searcher, and only one of the moves offered
taken back.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from cardtable.game import Agent, Game, IllegalMove, Searcher
from cardtable.games import resolve

__all__ = ["ask"]


class _Determinizes(Protocol):
    def determinize(self, state: Any, player: int | None, seed: int) -> Any: ...


def ask(
    game: Game | str,
    agent: Agent | Searcher,
    state: Any,
    seat: int,
    moves: tuple[Any, ...] | None = None,
    *,
    optional: bool | None = None,
) -> Any:
    """The legal move ``seat``'s agent chooses in ``state``, or ``None`` when it passes an
    optional offer.

    The agent is handed ``view(state, seat)`` and ``moves`` (by default the seat's
    ``legal_moves(state, seat)``); a searcher (``wants_samples``) is also handed
    ``sample``, where ``sample(seed)`` is ``determinize(state, seat, seed)``, a
    state the seat cannot tell from this one. The offer is ``optional`` (by default:
    when the game does not wait on the seat) if the seat may pass with ``None``.
    The legal move equal to the answer is returned, never the object the agent
    returned; any other answer, and a pass where the game waits on the seat, raise
    ``IllegalMove`` naming the seat.

    >>> from cardtable import kings_mercy as km
    >>> from cardtable.agents import RandomAgent
    >>> state = km.new_game(km.Rules(players=3), seed=2)
    >>> ask(km, RandomAgent(seed=1), state, 1) in km.legal_moves(state, 1)
    True
    >>> ask(km, lambda view, moves: "check", state, 1)
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1's agent chose 'check', which is not one of its legal moves now
    """
    module = resolve(game)
    if moves is None:
        moves = module.legal_moves(state, seat)
    if optional is None:
        optional = seat not in module.to_act(state)
    view = module.view(state, seat)
    if getattr(agent, "wants_samples", False):
        determinize = cast(_Determinizes, module).determinize

        def sample(seed: int) -> Any:
            return determinize(state, seat, seed)

        chosen = cast(Searcher, agent)(view, moves, sample=sample)
    else:
        chosen = agent(view, moves)
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

"""cardtable agents and bots at an OpenSpiel state: what seat to act would do, as an action.

OpenSpiel's bots answer ``step(state) -> action``; a cardtable agent answers
``agent(view, moves) -> move`` from the seat's view alone (``cardtable.agents``).
``agent_action`` asks the agent at an OpenSpiel state and gives back the
move's action id, so the two kinds of player can sit at one table: the doc page
plays OpenSpiel's MCTS bot against cardtable's search bot this way.

>>> from cardtable import RandomAgent
>>> from cardtable.adapters.openspiel import load
>>> state = load("kings-mercy", players=3, decks=1).new_initial_state()
>>> state.apply_action(0)
>>> agent_action(state, RandomAgent(seed=1)) in state.legal_actions()
True
"""

from __future__ import annotations

from typing import Any

from cardtable.adapters.openspiel.game import State


def agent_action(state: State, agent: Any) -> int:
    """The action id of the move ``agent`` makes for the seat to act at ``state``.

    A searcher (``wants_samples``) also gets ``sample(seed)``, the game's
    ``determinize`` for that seat. ``ValueError`` at a chance or terminal node,
    or when the agent answers with anything but one of the moves it was offered.
    """
    position = state.position
    engine = position.engine
    if engine is None or position.over:
        raise ValueError("only a seat to act can be asked for a move: this is a chance or terminal node")
    setup = position.setup
    module = setup.module
    seat = module.to_act(engine)[0]
    moves = module.legal_moves(engine, seat)
    seen = module.view(engine, seat)
    if getattr(agent, "wants_samples", False):
        answer = agent(seen, moves, sample=lambda seed: module.determinize(engine, seat, seed))
    else:
        answer = agent(seen, moves)
    for move in moves:
        if move == answer:
            action: int = setup.actions.action_id(engine, move)
            return action
    raise ValueError(f"seat {seat}'s agent answered {answer!r}, which is not one of its legal moves")

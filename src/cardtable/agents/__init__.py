"""Agents, the one way to name them, and the loop that seats them at a game.

An agent is any callable ``agent(view, moves) -> move`` that picks one of the
legal moves it is offered, seeing only its own seat's view. A *searcher* is an
agent with the class attribute ``wants_samples = True``: it is also handed
``sample=sample``, where ``sample(seed)`` deals a full state the seat cannot
tell from the real one (the game's ``determinize``). No agent is ever handed
the state itself. Every runner of the package asks its agents through one call,
``ask``; a bot handed a view and moves that are not one seat's own raises
``ValueError`` (``cardtable.game.check_offer``).

Who plays a seat is given by an *agent spec*, the same in ``play``, ``play_from``,
``simulate``, ``arena``, the Gymnasium environment's opponents and the table
service (``spec``): a bot's name (``"random"``, ``"heuristic"``), an agent (an
instance such as ``RandomAgent(seed=3)``, or a function of the view and the
moves), or a factory (a class such as ``RandomAgent``, or a function of
``seed``) that makes one from the seat's seed. ``agent_for(game, spec, seed)``
turns a spec into an agent.

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
>>> final = cardtable.play("kings-mercy", ["random", "heuristic", RandomAgent(seed=1)],
...                        rules=cardtable.GAMES["kings-mercy"].Rules(players=3, max_hands=5))
>>> cardtable.GAMES["kings-mercy"].outcome(final) is not None
True
"""

from cardtable.agents.asking import ask
from cardtable.agents.loop import off_turn_seats, play, play_from, seat_seed, seated
from cardtable.agents.random_agent import RandomAgent
from cardtable.agents.spec import AgentSpec, SpecKind, agent_for, seat_specs, spec_kind, spec_label
from cardtable.game import Agent, Sample, Searcher, check_offer

__all__ = [
    "Agent",
    "AgentSpec",
    "RandomAgent",
    "Sample",
    "Searcher",
    "SpecKind",
    "agent_for",
    "ask",
    "check_offer",
    "off_turn_seats",
    "play",
    "play_from",
    "seat_seed",
    "seat_specs",
    "seated",
    "spec_kind",
    "spec_label",
]

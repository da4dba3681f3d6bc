"""``python -m cardtable.bench nashconv``: how exploitable King's Mercy's bots are, on a
table small enough for OpenSpiel to say exactly (the ``openspiel`` extra).

A reduced King's Mercy (``decks=k``: one hand dealt from one of ``k`` fixed deck
orders, through our OpenSpiel adapter) is small enough for OpenSpiel's best
responses. For each policy the command prints its NashConv, the sum over the seats
of what a best response would gain over it (0 at an equilibrium), in units:

- ``uniform``: every legal move alike;
- ``heuristic``: the heuristic bot's move;
- ``cfr``: the shipped strategy's chances in each seat's situation (the heuristic's
  move where it has none), the strategy the ``cfr`` bot plays;
- ``openspiel-cfr``: OpenSpiel's own CFR, run ``--iterations`` times on the reduced
  table itself, which sees every card of every deck: what the same family of
  algorithm reaches without an abstraction.

    python -m cardtable.bench nashconv --players 3 --units 3 --decks 4
"""

from __future__ import annotations

import argparse
import importlib
import time
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.adapters.openspiel import load
from cardtable.kings_mercy import NAME, legal_moves, view
from cardtable.kings_mercy.actions import action_id
from cardtable.kings_mercy.bots.cfr import CfrBot
from cardtable.kings_mercy.bots.heuristic import HeuristicBot

__all__ = ["bot_policy", "cfr_chances", "main"]

# OpenSpiel's Python modules, imported by name: they ship no type information.
open_spiel_policy: Any = importlib.import_module("open_spiel.python.policy")
open_spiel_cfr: Any = importlib.import_module("open_spiel.python.algorithms.cfr")
exploitability: Any = importlib.import_module("open_spiel.python.algorithms.exploitability")

Chances = Callable[[Any, tuple[Any, ...]], tuple[tuple[Any, float], ...]]


def bot_policy(game: Any, chances: Chances) -> Any:
    """A bot's chances of each move (read from the seat's view) as an OpenSpiel tabular
    policy over every information state of ``game``.

    >>> game = load(NAME, players=3, starting_units=2, decks=1)
    >>> policy = bot_policy(game, cfr_chances(0))
    >>> float(policy.action_probability_array.sum()) == len(policy.state_lookup)
    True
    """

    def probabilities(state: Any) -> dict[int, float]:
        engine = state.position.engine
        seat = state.current_player()
        moves = legal_moves(engine, seat)
        return {action_id(engine, move): chance for move, chance in chances(view(engine, seat), moves)}

    return open_spiel_policy.tabular_policy_from_callable(game, probabilities)


def _heuristic(seed: int) -> Chances:
    bot = HeuristicBot(seed)
    return lambda seen, moves: tuple((move, 1.0 if move == bot(seen, moves) else 0.0) for move in moves)


def cfr_chances(seed: int) -> Chances:
    """The cfr bot's chances of each move (the heuristic's move where the strategy has none).

    >>> from cardtable.kings_mercy import Rules, new_game
    >>> state = new_game(Rules(players=3), seed=4)
    >>> round(sum(chance for _, chance in cfr_chances(0)(view(state, 1), legal_moves(state))), 2)
    1.0
    """
    bot, fallback = CfrBot(seed), _heuristic(seed)

    def chances(seen: Any, moves: tuple[Any, ...]) -> tuple[tuple[Any, float], ...]:
        found = bot.chances(seen, moves)
        return fallback(seen, moves) if found is None else found

    return chances


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command (see the module docstring); the exit status."""
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench nashconv", description=__doc__)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--units", type=int, default=3, help="starting units")
    parser.add_argument("--decks", type=int, default=4, help="fixed deck orders the hand is dealt from")
    parser.add_argument("--iterations", type=int, default=50, help="OpenSpiel CFR iterations")
    args = parser.parse_args(argv)
    game = load(NAME, players=args.players, starting_units=args.units, decks=args.decks)
    print(f"{NAME}, {args.players} seats, {args.units} units, one hand from {args.decks} decks:")
    solver = open_spiel_cfr.CFRSolver(game)
    policies: list[tuple[str, Callable[[], Any]]] = [
        ("uniform", lambda: open_spiel_policy.UniformRandomPolicy(game)),
        ("heuristic", lambda: bot_policy(game, _heuristic(0))),
        ("cfr", lambda: bot_policy(game, cfr_chances(0))),
    ]
    for name, made in policies:
        start = time.process_time()
        value = exploitability.nash_conv(game, made())
        print(f"  {name:14} NashConv {value:7.3f} units  ({time.process_time() - start:.0f} s)", flush=True)
    start = time.process_time()
    for _ in range(args.iterations):
        solver.evaluate_and_update_policy()
    value = exploitability.nash_conv(game, solver.average_policy())
    name = f"openspiel-cfr x{args.iterations}"
    print(f"  {name:14} NashConv {value:7.3f} units  ({time.process_time() - start:.0f} s)", flush=True)
    return 0

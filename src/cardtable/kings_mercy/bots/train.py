"""Training the ``cfr`` strategy: external-sampling Monte Carlo CFR over the situations of
``abstraction``, every hand played by the engine's own rules.

One iteration deals a fresh hand (``new_game`` with ``max_hands=1``, so the hand's
end is the game's) for each seat in turn, the *traverser*. At the traverser's
turns every legal move is tried; at the others' turns one move is drawn from the
current strategy (external sampling). What a move is worth is the units the
traverser ends the hand with, less those it started with. Regrets are kept with
regret matching+ (never below zero) and the strategies averaged with weights
growing with the iteration (linear averaging), which settle faster than plain sums.
One hand deal in five gives every seat a short stack (2 to 6 units), so the
strategy also knows the situations where units run short.

Run it with one command; it adds (or replaces) the tables of the seat counts it
trains in the strategy file ``--out``::

    python -m cardtable.kings_mercy.bots.train --players 4 --iterations 20000 --seed 1 --out strategy.gz

>>> tables = train(3, iterations=2, seed=1)
>>> len(tables.regrets) > 0, sorted({k[0] for k in tables.regrets})
(True, ['3'])
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from cardtable.chance import Chance
from cardtable.kings_mercy.bots.abstraction import key, ordered
from cardtable.kings_mercy.bots.heuristic import HeuristicBot
from cardtable.kings_mercy.bots.strategy import Strategy, average
from cardtable.kings_mercy.engine import apply_move, legal_moves, new_game
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import State
from cardtable.kings_mercy.view import view

__all__ = ["DEEP", "SHORT_SHARE", "Tables", "main", "state_key", "train"]

DEEP = 20
"""The units every seat starts a deep training hand with: the standard stack."""
SHORT_SHARE = 5
"""One training deal in this many gives every seat a short stack instead (2 to 6 units)."""
_UNIT = 1 / (1 << 64)


@attrs.define
class Tables:
    """What the training has learnt so far: the regrets of each situation's moves, and
    the sums (weighted by iteration) of the strategies played there, with the number
    of visits last."""

    regrets: dict[str, list[float]] = attrs.field(factory=dict)
    totals: dict[str, list[float]] = attrs.field(factory=dict)


def state_key(state: State, seat: int) -> str:
    """The situation of ``seat`` in ``state``: the same key ``abstraction.situation``
    reads from that seat's view.

    >>> from cardtable.kings_mercy import view
    >>> from cardtable.kings_mercy.bots.abstraction import situation
    >>> state = new_game(Rules(players=5), seed=2)
    >>> state_key(state, state.turn) == situation(view(state, state.turn))
    True
    """
    stage = "m" if state.phase == "mercy" else str(state.round)
    return key(
        state.hands[seat],
        [bool(hand) for hand in state.hands],
        state.dealer,
        seat,
        state.units[seat],
        stage,
        state.bets,
        state.out.count(False),
        state.history,
    )


class _Traversal:
    """One training run's stream and tables, and the recursive walk of a hand."""

    def __init__(self, tables: Tables, chance: Chance) -> None:
        self.tables = tables
        self.chance = chance
        self.weight = 1.0
        self.fixed: dict[int, HeuristicBot] = {}  # the seats the heuristic plays this hand

    def uniform(self) -> float:
        value, self.chance = self.chance.next64()
        return value * _UNIT

    def walk(self, state: State, traverser: int, start: int) -> float:
        """What the hand from ``state`` is worth to the traverser under the current strategy,
        sampled at the others' turns; the traverser's regrets learn on the way."""
        if state.phase == "over":
            return float(state.units[traverser] - start)
        moves = ordered(legal_moves(state))
        if len(moves) == 1:
            return self.walk(apply_move(state, moves[0]), traverser, start)
        seat = state.to_act[0]
        fixed = self.fixed.get(seat)
        if fixed is not None:  # a seat of the model: it plays, and learns nothing
            return self.walk(apply_move(state, fixed(view(state, seat), moves)), traverser, start)
        situation = state_key(state, seat)
        regrets = self.tables.regrets.get(situation)
        if regrets is None:
            regrets = self.tables.regrets[situation] = [0.0] * len(moves)
        positive = sum(regrets)  # regret matching+: every regret is kept at zero or above
        count = len(moves)
        strategy = [r / positive for r in regrets] if positive > 0 else [1 / count] * count
        if seat == traverser:
            values = [self.walk(apply_move(state, move), traverser, start) for move in moves]
            expected = sum(p * v for p, v in zip(strategy, values, strict=True))
            for index, value in enumerate(values):
                regrets[index] = max(0.0, regrets[index] + value - expected)
            return expected
        totals = self.tables.totals.get(situation)
        if totals is None:
            totals = self.tables.totals[situation] = [0.0] * (count + 1)
        for index, p in enumerate(strategy):
            totals[index] += self.weight * p
        totals[count] += 1
        return self.walk(apply_move(state, moves[_drawn(strategy, self.uniform())]), traverser, start)


def _drawn(strategy: list[float], draw: float) -> int:
    """The index of the move a uniform ``draw`` in [0, 1) picks with the chances ``strategy``."""
    for index, chance in enumerate(strategy):
        draw -= chance
        if draw < 0:
            return index
    return len(strategy) - 1  # rounding left the draw a hair above the sum


def train(
    players: int,
    *,
    iterations: int,
    seed: int,
    tables: Tables | None = None,
    progress: float = 0.0,
    checkpoint: Callable[[Tables, int], None] | None = None,
    heuristic_share: int = 0,
) -> Tables:
    """Train the strategy of ``players`` seats dealt in for ``iterations`` iterations (one
    hand per seat each) from ``seed``; deterministic for a seed. ``progress``, if
    positive, prints a line to stderr that often (seconds of processor time), and
    calls ``checkpoint(tables, iterations done)`` then: a checkpoint after ``k``
    iterations is what a run of ``k`` iterations learns, so a long run may be stopped.

    ``heuristic_share`` (a percentage) makes this a restricted Nash response: in each
    hand, each seat other than the traverser is played by the ``heuristic`` bot with
    that chance (and learns nothing), otherwise by the strategy being learnt. The
    strategy then leans towards what beats the heuristic while staying hard to
    exploit; 0 is plain self-play.

    >>> train(3, iterations=3, seed=5) == train(3, iterations=3, seed=5)
    True
    """
    tables = Tables() if tables is None else tables
    walk = _Traversal(tables, Chance.from_seed(seed * 7 + players))
    models = [HeuristicBot(seat) for seat in range(players)]
    began = last = time.process_time()
    for iteration in range(1, iterations + 1):
        walk.weight = float(iteration)
        for traverser in range(players):
            deal, walk.chance = walk.chance.next64()
            short, walk.chance = walk.chance.below(SHORT_SHARE)
            units = DEEP
            if short == 0:
                stack, walk.chance = walk.chance.below(5)
                units = 2 + stack
            state = new_game(Rules(players=players, starting_units=units, max_hands=1), seed=deal)
            walk.fixed = {}
            for seat in range(players):
                drawn, walk.chance = walk.chance.below(100)
                if seat != traverser and drawn < heuristic_share:
                    walk.fixed[seat] = models[seat]
            walk.walk(state, traverser, units)
        if progress > 0 and time.process_time() - last >= progress:
            last = time.process_time()
            print(
                f"{players} seats: {iteration} of {iterations} iterations,"
                f" {len(tables.regrets)} situations, {last - began:.0f} s",
                file=sys.stderr,
            )
            if checkpoint is not None:
                checkpoint(tables, iteration)
    return tables


def main(argv: Sequence[str] | None = None) -> int:
    """The command: train the tables of the seat counts asked for and write them into
    ``--out`` (kept with those of other seat counts already there).

    >>> import tempfile, os
    >>> out = os.path.join(tempfile.mkdtemp(), "s.gz")
    >>> main(["--players", "3", "--iterations", "2", "--seed", "1", "--out", out])
    0
    >>> Strategy.read(Path(out)).tables
    {'3': {'heuristic_share': 0, 'iterations': 2, 'seed': 1}}
    """
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.kings_mercy.bots.train",
        description="Train the King's Mercy cfr strategy (external-sampling MCCFR) and write it.",
    )
    parser.add_argument("--players", type=int, nargs="+", default=[4], help="seats dealt in (3 to 6)")
    parser.add_argument(
        "--iterations",
        type=int,
        nargs="+",
        required=True,
        help="iterations, one for all or one per --players",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True, help="the strategy file (.gz) to write into")
    parser.add_argument(
        "--progress",
        type=float,
        default=0.0,
        help="report, and write what is learnt so far, every this many seconds",
    )
    parser.add_argument("--min-visits", type=int, default=20, help="drop situations visited fewer times")
    parser.add_argument(
        "--heuristic-share",
        type=int,
        default=0,
        help="percent of the other seats the heuristic plays (a restricted Nash response; 0: self-play)",
    )
    args = parser.parse_args(argv)
    counts = args.iterations * len(args.players) if len(args.iterations) == 1 else args.iterations
    if len(counts) != len(args.players):
        parser.error("give one --iterations for all, or one per --players")
    strategy = Strategy.read(args.out) if args.out.exists() else Strategy(tables={}, moves={})
    for players, iterations in zip(args.players, counts, strict=True):
        Rules(players=players)  # refuses a seat count the game does not have
        learnt = _Learnt(strategy, players, args)
        tables = train(
            players,
            iterations=iterations,
            seed=args.seed,
            progress=args.progress,
            checkpoint=learnt.save,
            heuristic_share=args.heuristic_share,
        )
        strategy = learnt(tables, iterations)
    strategy.write(args.out)
    return 0


class _Learnt:
    """The strategy file with one seat count's table as the training has it so far."""

    def __init__(self, before: Strategy, players: int, args: argparse.Namespace) -> None:
        self.before, self.players, self.args = before, players, args

    def __call__(self, tables: Tables, done: int) -> Strategy:
        args = self.args
        moves = average(tables.totals, min_visits=args.min_visits)
        trained = {"iterations": done, "seed": args.seed, "heuristic_share": args.heuristic_share}
        return self.before.replaced(str(self.players), moves, trained)

    def save(self, tables: Tables, done: int) -> None:
        """Write what a run of ``done`` iterations writes (a checkpoint)."""
        self(tables, done).write(self.args.out)


if __name__ == "__main__":
    raise SystemExit(main())

"""Random play of every game, moves per second, measured against the peers a user would pick.

``python -m cardtable.bench`` (``python -m cardtable.bench play``) plays random
games of each game in ``GAMES`` at 2, 3, 4 and 20 players, wherever that game's
``Rules(players=...)`` allows it, and prints moves per second and microseconds per
move. ``--peers`` runs the same loop, in the same run, on the engines a user would
otherwise pick, and prints speed ratios, ours over theirs (above 1: we are faster).
This machine is shared and noisy, so quote the ratios, not the raw figures.

A move is what a searching bot pays for one decision: ``to_act(state)``,
``legal_moves(state, seat)`` for the first seat waited on (or, when nobody is
waited on, ``host_moves(state)``, the clock's moves, falling back to
``legal_moves(state)``), a seeded random pick and ``apply_move``. When a game
ends the next one starts with the next seed; games with no natural end (King's
Mercy, King Cut-Throat, Witch of the Woods) stop after ``max_hands=20``, so
starting a game stays part of the mix.

The peers are driven the same way (``bench.peers``).

Both peers change their state in place, where ours build a new immutable state
per move; a bot searching with them would also pay for ``state.clone()`` or a
``deepcopy``, which is not charged here. Every configuration is timed in short
bursts taken in turn, so a slow spell of the machine lands on all of them alike.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import sys
import time
from collections.abc import Sequence

import attrs

from cardtable.bench.peers import EXTRA_HINT, PeersMissing, Picker, Runner, peers
from cardtable.games import GAMES

PLAYER_COUNTS = (2, 3, 4, 20)
MAX_HANDS = 20
BURST_SECONDS = 0.005


class Ours:
    """Random play of one of our games at one table size.

    >>> runner = Ours("open-mercy", 4)
    >>> runner.play(50)
    >>> runner.name, runner.players, runner.peer
    ('open-mercy', 4, False)
    """

    peer = False

    def __init__(self, name: str, players: int, seed: int = 0) -> None:
        self.name, self.players, self.seed = name, players, seed
        self.game = GAMES[name]
        endless = "max_hands" in inspect.signature(self.game.Rules).parameters
        limit = {"max_hands": MAX_HANDS} if endless else {}
        self.rules = self.game.Rules(players=players, **limit)
        self.pick = Picker(seed)
        self.state = self.game.new_game(self.rules, seed=seed)

    def play(self, moves: int) -> None:
        game, state, done = self.game, self.state, 0
        while done < moves:
            waiting = game.to_act(state)
            if waiting:
                legal = game.legal_moves(state, waiting[0])
            else:
                legal = game.host_moves(state) or game.legal_moves(state)
            if not legal:
                if game.outcome(state) is None:
                    raise RuntimeError(f"{self.name}: no legal move but the game is not over")
                self.seed += 1
                state = game.new_game(self.rules, seed=self.seed)
                continue
            state = game.apply_move(state, legal[self.pick.index(len(legal))])
            done += 1
        self.state = state


def our_configurations(names: Sequence[str] | None = None) -> list[Ours]:
    """Every game in ``names`` (default: all) at each of ``PLAYER_COUNTS`` its rules allow.

    >>> [(r.name, r.players) for r in our_configurations(["king-cut-throat"])]
    [('king-cut-throat', 2), ('king-cut-throat', 3)]
    """
    runners = []
    for name in sorted(GAMES) if names is None else names:
        for players in PLAYER_COUNTS:
            try:
                runners.append(Ours(name, players))
            except ValueError:  # Rules refuse this table size
                continue
    return runners


@attrs.frozen
class Measure:
    """Decisions played and the seconds they took, for one configuration.

    >>> Measure("kings-mercy", 4, False, moves=1000, seconds=0.01).us_per_move
    10.0
    """

    name: str
    players: int
    peer: bool
    moves: int
    seconds: float

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds

    @property
    def us_per_move(self) -> float:
        return self.seconds / self.moves * 1e6


def measure(runners: Sequence[Runner], seconds: float, burst_seconds: float = BURST_SECONDS) -> list[Measure]:
    """Play every runner for about ``seconds`` of its own time, in bursts taken in turn.

    First each runner's burst is sized to take about ``burst_seconds`` (this
    warm-up is not counted); then bursts go round the runners until every one
    has had its time.

    >>> [m.moves > 0 for m in measure([Ours("kings-mercy", 3)], 0.001)]
    [True]
    """
    burst_seconds = min(burst_seconds, seconds / 4)
    sizes = [_burst_size(runner, burst_seconds) for runner in runners]
    moves = [0] * len(runners)
    spent = [0.0] * len(runners)
    while pending := [i for i, used in enumerate(spent) if used < seconds]:
        for i in pending:
            started = time.perf_counter()
            runners[i].play(sizes[i])
            spent[i] += time.perf_counter() - started
            moves[i] += sizes[i]
    return [
        Measure(runner.name, runner.players, runner.peer, count, used)
        for runner, count, used in zip(runners, moves, spent, strict=True)
    ]


def _burst_size(runner: Runner, burst_seconds: float) -> int:
    size = 1
    while True:
        started = time.perf_counter()
        runner.play(size)
        if time.perf_counter() - started >= burst_seconds or size >= 1 << 20:
            return size
        size *= 2


def speed_ratios(results: Sequence[Measure]) -> list[tuple[Measure, Measure, float]]:
    """For each game in ``results`` at its usual table (its facts' ``table``) and each of its
    facts' ``peers`` in ``results``: ours, the peer, ours/peer moves per second.

    >>> ours = Measure("open-mercy", 4, False, moves=300, seconds=1.0)
    >>> uno = Measure("rlcard:uno", 4, True, moves=100, seconds=1.0)
    >>> [ratio for _, _, ratio in speed_ratios([ours, uno])]
    [3.0]
    """
    ours = {(m.name, m.players): m for m in results if not m.peer}
    theirs = {m.name: m for m in results if m.peer}
    ratios = []
    for name, game in GAMES.items():
        mine = ours.get((name, game.FACTS.table.players))
        for peer in game.FACTS.peers:
            if mine is not None and peer in theirs:
                other = theirs[peer]
                ratios.append((mine, other, mine.moves_per_second / other.moves_per_second))
    return ratios


def report(results: Sequence[Measure], seconds: float) -> str:
    """The table a person reads: one line per configuration, then the speed ratios."""
    lines = [
        f"random play, {seconds:g} s per configuration, in short bursts taken in turn",
        f"{'game':<30} {'seats':>5} {'moves/s':>11} {'us/move':>9}",
    ]
    for m in results:
        lines.append(f"{m.name:<30} {m.players:>5} {m.moves_per_second:>11,.0f} {m.us_per_move:>9.2f}")
    ratios = speed_ratios(results)
    if ratios:
        lines += ["", "speed ratios, ours/peer moves per second (above 1: we are faster)"]
        for ours, peer, ratio in ratios:
            pair = f"{ours.name} {ours.players}p vs {peer.name} {peer.players}p"
            lines.append(f"{pair:<56} {ratio:>7.2f}")
    return "\n".join(lines)


def as_json(results: Sequence[Measure], seconds: float) -> str:
    """The same figures for machines."""
    rows = [
        {**attrs.asdict(m), "moves_per_second": m.moves_per_second, "us_per_move": m.us_per_move}
        for m in results
    ]
    ratios = [
        {"ours": o.name, "ours_players": o.players, "peer": p.name, "peer_players": p.players, "ratio": r}
        for o, p, r in speed_ratios(results)
    ]
    document = {"seconds_per_configuration": seconds, "results": rows, "speed_ratios": ratios}
    return json.dumps(document, indent=2)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of random play: ``play``'s, and the command's when no subcommand is named."""
    parser.add_argument(
        "--seconds", type=float, default=3.0, help="time budget per configuration (default 3)"
    )
    parser.add_argument("--games", nargs="+", choices=sorted(GAMES), metavar="NAME", help="only these games")
    parser.add_argument(
        "--peers", action="store_true", help=f"also measure OpenSpiel and RLCard ({EXTRA_HINT})"
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Measure what ``args`` (read by ``parser``, which reports a bad option) asks; the exit status."""
    if not (args.seconds > 0 and math.isfinite(args.seconds)):
        parser.error("--seconds must be a positive number")
    runners: list[Runner] = list(our_configurations(args.games))
    if args.peers:
        try:
            runners += peers()
        except PeersMissing as missing:
            print(missing, file=sys.stderr)
            return 1
    results = measure(runners, args.seconds)
    print(as_json(results, args.seconds) if args.json else report(results, args.seconds))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m cardtable.bench play``, the command's default: print the figures; the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.bench play", description=__doc__.splitlines()[0]
    )
    add_arguments(parser)
    return run(parser, parser.parse_args(argv))

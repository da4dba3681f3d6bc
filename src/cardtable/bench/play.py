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

The peers, driven the same way (one "whose turn" query, the legal actions of that
player, the same seeded pick, one step):

- OpenSpiel's C++ ``euchre`` (4 players) and its Python ``python_kuhn_poker``
  (2 players), through ``pyspiel``. Chance nodes are sampled by probability with
  the same seeded picker. Only player decisions count as moves, but chance steps
  are timed with them: our engines deal inside their moves, so both sides pay for
  dealing.
- RLCard's 4-player ``uno`` twice: as its users step it (``rlcard:uno-env``:
  ``rlcard.make("uno")``, ``reset``, ``step``, which also encodes a numpy
  observation on every step), and as the bare game object underneath
  (``rlcard:uno``, ``UnoGame``: ``is_over``, ``get_legal_actions``, ``step``,
  ``init_game``), the stricter like-for-like comparison. RLCard shuffles with its
  own numpy generator, seeded once per run.

Both peers change their state in place, where ours build a new immutable state
per move; a bot searching with them would also pay for ``state.clone()`` or a
``deepcopy``, which is not charged here. Every configuration is timed in short
bursts taken in turn, so a slow spell of the machine lands on all of them alike.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import math
import sys
import time
from collections.abc import Sequence
from typing import Any, Protocol

import attrs

from cardtable.games import GAMES

PLAYER_COUNTS = (2, 3, 4, 20)
MAX_HANDS = 20
BURST_SECONDS = 0.005
EXTRA_HINT = "pip install 'cardtable[bench]'"

EUCHRE = "openspiel:euchre"
KUHN = "openspiel:python_kuhn_poker"
UNO = "rlcard:uno"
UNO_ENV = "rlcard:uno-env"

_MASK = (1 << 64) - 1


class Picker:
    """Seeded random picks (a 64-bit LCG), the same on every machine, shared by ours and the peers.

    >>> picker = Picker(seed=1)
    >>> [picker.index(6) for _ in range(8)]
    [4, 1, 0, 1, 1, 2, 3, 4]
    >>> picker.chance([(7, 0.5), (9, 0.5)]) in (7, 9)
    True
    """

    __slots__ = ("_value",)

    def __init__(self, seed: int) -> None:
        self._value = (seed ^ 0x2545F4914F6CDD1D) & _MASK

    def index(self, count: int) -> int:
        """A pick in ``range(count)``."""
        self._value = (self._value * 6364136223846793005 + 1442695040888963407) & _MASK
        return (self._value >> 33) % count

    def chance(self, outcomes: Sequence[tuple[int, float]]) -> int:
        """An outcome drawn by its probability from ``(outcome, probability)`` pairs."""
        left = self.index(1 << 30) / (1 << 30)
        for outcome, probability in outcomes:
            left -= probability
            if left < 0:
                return outcome
        return outcomes[-1][0]


class Runner(Protocol):
    """One configuration under test: it plays ``moves`` decisions, carrying its game across calls."""

    name: str
    players: int
    peer: bool

    def play(self, moves: int) -> None: ...


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


class PeersMissing(Exception):
    """The optional peers (OpenSpiel, RLCard) are not installed."""


class _OpenSpiel:
    """An OpenSpiel game: ``current_player``, ``legal_actions(player)``, a pick, ``apply_action``."""

    peer = True

    def __init__(self, pyspiel: Any, game: str, seed: int) -> None:
        self.name = f"openspiel:{game}"
        self._game: Any = pyspiel.load_game(game)
        self.players: int = self._game.num_players()
        self._chance = int(pyspiel.PlayerId.CHANCE)
        self._terminal = int(pyspiel.PlayerId.TERMINAL)
        self._state: Any = self._game.new_initial_state()
        self.pick = Picker(seed)

    def play(self, moves: int) -> None:
        state, done = self._state, 0
        while done < moves:
            player = state.current_player()
            if player >= 0:
                legal = state.legal_actions(player)
                state.apply_action(legal[self.pick.index(len(legal))])
                done += 1
            elif player == self._chance:
                state.apply_action(self.pick.chance(state.chance_outcomes()))
            elif player == self._terminal:
                state = self._game.new_initial_state()
            else:
                raise RuntimeError(f"{self.name}: unexpected player id {player}")
        self._state = state


class _RLCardUno:
    """RLCard's UNO game object: ``is_over``, ``get_legal_actions``, a pick, ``step``."""

    name = UNO
    peer = True

    def __init__(self, uno: Any, numpy: Any, players: int, seed: int) -> None:
        self.players = players
        self._game: Any = uno.UnoGame(num_players=players)
        self._game.np_random = numpy.random.RandomState(seed)
        self._game.init_game()
        self.pick = Picker(seed)

    def play(self, moves: int) -> None:
        game, done = self._game, 0
        while done < moves:
            if game.is_over():
                game.init_game()
                continue
            legal = game.get_legal_actions()
            game.step(legal[self.pick.index(len(legal))])
            done += 1


class _RLCardUnoEnv:
    """RLCard's UNO as its users step it: ``rlcard.make("uno")``, ``reset``, ``step``.

    Each step also encodes the observation RLCard hands its agents; this is the
    loop an RLCard user runs, where ``_RLCardUno`` is the bare game underneath.
    """

    name = UNO_ENV
    peer = True

    def __init__(self, rlcard: Any, players: int, seed: int) -> None:
        self.players = players
        self._env: Any = rlcard.make("uno", config={"game_num_players": players, "seed": seed})
        self._state, _ = self._env.reset()
        self.pick = Picker(seed)

    def play(self, moves: int) -> None:
        env, done = self._env, 0
        while done < moves:
            if env.is_over():
                self._state, _ = env.reset()
                continue
            legal = list(self._state["legal_actions"])
            self._state, _ = env.step(legal[self.pick.index(len(legal))])
            done += 1


def peers(seed: int = 0) -> list[Runner]:
    """OpenSpiel's euchre and python_kuhn_poker and RLCard's 4-player UNO; ``PeersMissing`` if absent."""
    try:
        pyspiel = importlib.import_module("pyspiel")
        importlib.import_module("open_spiel.python.games")  # registers python_kuhn_poker
        uno = importlib.import_module("rlcard.games.uno.game")
        rlcard = importlib.import_module("rlcard")
        numpy = importlib.import_module("numpy")
    except ImportError as error:
        raise PeersMissing(
            f"--peers needs OpenSpiel and RLCard, which are not installed ({error}).\n"
            f"Install the bench extra: {EXTRA_HINT}"
        ) from error
    return [
        _OpenSpiel(pyspiel, "euchre", seed),
        _OpenSpiel(pyspiel, "python_kuhn_poker", seed),
        _RLCardUno(uno, numpy, 4, seed),
        _RLCardUnoEnv(rlcard, 4, seed),
    ]


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
    >>> uno = Measure(UNO, 4, True, moves=100, seconds=1.0)
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

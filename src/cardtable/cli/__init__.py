"""The ``cardtable`` command: play a game in the terminal, or simulate many.

``cardtable play kings-mercy`` seats you at seat 0 against the game's strongest bots, a fresh deal
each time (``--seed`` deals one again); ``cardtable simulate kings-mercy --games 100``
plays random games and sums them up
(on one process per CPU, ``--workers N`` processes, or a Dask cluster's workers).
``main`` reads the command line; ``play_in_terminal`` (from ``cardtable.terminal``)
and ``simulate`` do the work, with their input and output passed in, so that tests
and other programs can drive them.
"""

from __future__ import annotations

import argparse
import datetime
import os
import secrets
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from cardtable.arena import command as arena_command
from cardtable.bots import best
from cardtable.cli.parser import SIMULATION_MOVE_CAP
from cardtable.cli.parser import build as _parser
from cardtable.game import Game
from cardtable.games import GAMES
from cardtable.online.serve import command as serve_command
from cardtable.simulation.executors import executor_for
from cardtable.simulation.run import simulate as simulate_games
from cardtable.terminal.options import RuleError, read_rules
from cardtable.terminal.paint import Paint
from cardtable.terminal.progress import ladder_of, play_daily, play_ladder
from cardtable.terminal.seats import SeatError, bot_names, describe, opponents
from cardtable.terminal.table import Interrupted, play_in_terminal

__all__ = ["SIMULATION_MOVE_CAP", "main", "play_in_terminal", "simulate"]

INTERRUPTED = 130
"""The exit status after Ctrl-C, as a shell reports a program stopped by SIGINT."""
SEEDS = 2**32
"""A game played without ``--seed`` is dealt from a seed drawn from the OS below this."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Ctrl-C leaves the table with status 130, without a traceback; a closed
    pipe (``cardtable play ... | head``) ends quietly.
    """
    args = _parser().parse_args(argv)
    if args.command == "arena":
        return arena_command.run(args, args.parser)
    if args.command == "serve":
        return serve_command.run(args, args.parser)
    parser: argparse.ArgumentParser = args.parser  # the command's own, for its usage line
    game = GAMES[args.game]
    try:
        rules = read_rules(game.Rules, args.rule, players=args.players)
    except RuleError as error:
        parser.error(str(error))
    try:
        if args.command == "play":
            return _play(args, parser, game, rules)
        if args.seed is None:
            args.seed = 0
        return simulate(
            game, rules, games=args.games, seed=args.seed, out=sys.stdout, progress=sys.stderr,
            bots=args.bots, workers=args.workers, scheduler=args.scheduler, parser=parser,
        )  # fmt: skip
    except Interrupted:  # the table has told the person they left
        return INTERRUPTED
    except KeyboardInterrupt:
        print("\nYou left the table.", file=sys.stdout, flush=True)
        return INTERRUPTED
    except BrokenPipeError:
        # Whoever read the output has gone; say nothing more on the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _play(args: argparse.Namespace, parser: argparse.ArgumentParser, game: Game, rules: Any) -> int:
    """``play GAME``: a person at ``--seat`` against the game's strongest bot (``bots.best``) or
    ``--bots``, dealt from ``--seed`` or a fresh seed; or the ladder, or a day's deal."""
    if args.save is not None:
        _check_save(args.save, parser)
    if args.ladder or args.daily is not None:
        return _ladder_or_daily(args, parser)
    if args.seed is None:
        args.seed = secrets.randbelow(SEEDS)
    if not 0 <= args.seat < rules.players:
        parser.error(f"--seat must be 0 to {rules.players - 1} at a table of {rules.players}")
    try:
        names = bot_names(game, best(game) if args.bots is None else args.bots, others=rules.players - 1)
    except SeatError as error:
        parser.error(str(error))
    table: dict[str, Any] = {
        "opponents": opponents(game, names, seat=args.seat, seed=args.seed),
        "who": describe(names, seat=args.seat),
    }
    return play_in_terminal(
        game, rules, args.seed, input_line=_read_line, out=sys.stdout, seat=args.seat,
        paint=Paint.for_stream(sys.stdout), replay=_replay(args), **_table_options(args), **table,
    )  # fmt: skip


def _table_options(args: argparse.Namespace) -> dict[str, Any]:
    """What ``--save`` and ``--fast`` ask of the table (a terminal's own width wraps the lines)."""
    return {"save": args.save, "pause": 0.0 if args.fast else None}


def _replay(args: argparse.Namespace, *extra: str) -> str:
    """The command line that deals this game again: the same game, table and seed.

    >>> parsed = _parser().parse_args(["play", "kings-mercy", "--players", "3", "--rule", "max_hands=2"])
    >>> parsed.seed = 7
    >>> _replay(parsed)
    'cardtable play kings-mercy --players 3 --rule max_hands=2 --seed 7'
    """
    words = ["cardtable", "play", args.game]
    if args.players is not None:
        words += ["--players", str(args.players)]
    for setting in args.rule:
        words += ["--rule", setting]
    if args.seat:
        words += ["--seat", str(args.seat)]
    if args.bots is not None:
        words += ["--bots", args.bots]
    words += [*extra] if extra else ["--seed", str(args.seed)]
    return shlex.join(words)


def _check_save(path: str, parser: argparse.ArgumentParser) -> None:
    """``--save FILE`` names a file that can be written (in a directory that exists)."""
    target = Path(path)
    if target.is_dir():
        parser.error(f"--save: {path} is a directory; name a file to write the game's record to")
    folder = target.parent
    if not folder.is_dir():
        parser.error(f"--save: the directory {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        parser.error(f"--save: {path} cannot be written")


def _ladder_or_daily(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``play GAME --ladder`` or ``--daily [DATE]``, for a game with a ladder of bots (Open Mercy):
    the ladder's rules, you at seat 0."""
    game = GAMES[args.game]
    with_ladder = sorted(name for name, module in GAMES.items() if module.FACTS.ladder is not None)
    if game.FACTS.ladder is None:
        parser.error(
            f"--ladder and --daily: {args.game} has no ladder; the games with one: {', '.join(with_ladder)}"
        )
    if args.players is not None or args.rule or args.seat != 0 or args.bots is not None:
        parser.error(
            "--ladder and --daily are played at the ladder's table, you at seat 0:"
            " no --players, --rule, --seat or --bots"
        )
    if args.ladder and args.daily is not None:
        parser.error("choose one of --ladder and --daily")
    paint = Paint.for_stream(sys.stdout)
    if args.ladder:
        seed = secrets.randbelow(SEEDS) if args.seed is None else args.seed
        return play_ladder(
            game, seed, input_line=_read_line, out=sys.stdout, paint=paint,
            replay=_replay(args, "--ladder", "--seed", str(seed)), **_table_options(args),
        )  # fmt: skip
    day = datetime.date.today().isoformat() if args.daily == "today" else args.daily
    try:
        ladder_of(game).daily_seed(day)
    except ValueError:
        parser.error(f"--daily: a date is YYYY-MM-DD, like 2026-12-01, not {args.daily!r}")
    return play_daily(
        game, day, input_line=_read_line, out=sys.stdout, paint=paint,
        replay=_replay(args, "--daily", str(day)), **_table_options(args),
    )  # fmt: skip


def _read_line(prompt: str) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        return None


def simulate(
    game: Game,
    rules: Any,
    *,
    games: int,
    seed: int,
    out: TextIO,
    progress: TextIO,
    bots: str = "random",
    workers: int | None = None,
    scheduler: str | None = None,
    parser: argparse.ArgumentParser | None = None,
) -> int:
    """Play ``games`` games and print games, moves, games and moves per second, and win shares.

    ``bots`` names one bot for every seat or one per seat, comma-separated.
    ``workers`` processes play the games (``None``: one per CPU), or the
    workers of the Dask cluster whose scheduler is at ``scheduler``. The bar
    goes to ``progress`` only when it is a terminal. A bad argument is
    ``parser.error`` (``ValueError`` without a parser); an unreachable
    scheduler is a line on standard error and status 1.

    >>> import io
    >>> from cardtable import witch_of_the_woods as ww
    >>> simulate(ww, ww.Rules(players=2), games=3, seed=1, out=sys.stdout, progress=io.StringIO(), workers=1)
    witch-of-the-woods: 3 games, ... moves, ... games and ... moves per second
      seat 0: ...% of wins
      seat 1: ...% of wins
    0
    """
    names = [name.strip() for name in bots.split(",")]
    bar = progress if progress.isatty() else None
    try:
        with executor_for(workers, scheduler) as executor:
            found = simulate_games(game, names, games, seed, rules=rules, executor=executor, progress=bar)
    except (ValueError, ImportError) as error:
        if parser is None:
            raise
        parser.error(str(error))
    except OSError as error:
        print(f"cardtable simulate: {error}", file=sys.stderr)
        return 1
    print(found, file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

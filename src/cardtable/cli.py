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
from importlib import metadata
from pathlib import Path
from typing import Any, TextIO

from cardtable.arena import command as arena_command
from cardtable.bots import best
from cardtable.game import Game
from cardtable.games import GAMES
from cardtable.online.serve import command as serve_command
from cardtable.simulation.executors import executor_for
from cardtable.simulation.run import MOVE_CAP
from cardtable.simulation.run import simulate as simulate_games
from cardtable.terminal.options import RuleError, read_rules
from cardtable.terminal.paint import Paint
from cardtable.terminal.progress import ladder_of, play_daily, play_ladder
from cardtable.terminal.seats import SeatError, bot_names, describe, opponents
from cardtable.terminal.table import Interrupted, play_in_terminal

__all__ = ["SIMULATION_MOVE_CAP", "main", "play_in_terminal", "simulate"]

SIMULATION_MOVE_CAP = MOVE_CAP
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


def _version() -> str:
    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


# The help is plain text, shown as written (argparse.RawDescriptionHelpFormatter); "{games}"
# is every game of GAMES when the help is made.
_DESCRIPTION = """\
Play a card game in the terminal against its strongest bots or named ones,
simulate many games, measure bots against each other, or run Open Mercy's rooms
as a server.

The games: {games}.
"""

_EXAMPLES = """\
Examples:
  cardtable play kings-mercy
  cardtable simulate open-mercy --players 6 --games 1000
  cardtable arena open-mercy kobra zenith --games 200
  cardtable serve --port 8000

Run "cardtable COMMAND --help" for a command's options.
"""

_PLAY_DESCRIPTION = """\
Play one game at seat 0 (or --seat) against the game's strongest bot in the
other seats, or against named bots (--bots random for random play). Each game is
a fresh deal; its seed is told as the game starts and as it ends, and --seed
deals it again. Every move is told as your seat sees it, with why it did what it
did (the hands at a showdown, a Hand Score broken down, a King's point, a skip
or a reverse); after each move you did not choose the table waits a moment
(--fast: no waiting). On your turn the table is shown from your seat, your hand
sorted, and your moves listed by number: type a number, or the move itself
(7c 9c kd, red 5, wild draw10 blue, add 3, fold); help lists your moves with a
reminder of their rules; q, Ctrl-D or Ctrl-C leaves. --save FILE writes the
game's record when it ends, however it ends. Any rule of the game can be set
with --rule NAME=VALUE.

The games: {games}.
"""

_PLAY_EXAMPLES = """\
Examples:
  cardtable play kings-mercy
  cardtable play kings-mercy --bots heuristic
  cardtable play open-mercy --players 3 --bots search,heuristic
  cardtable play open-mercy --ladder
  cardtable play open-mercy --daily
  cardtable play open-mercy --daily 2026-12-01
  cardtable play king-cut-throat --players 2 --seed 7
  cardtable play king-cut-throat --seed 7 --save game.json
  cardtable play open-mercy --rule stacking=house --seat 2 --fast
  cardtable play witch-of-the-woods --rule betting=true --rule hands_to_win=2
"""

_SIMULATE_DESCRIPTION = f"""\
Play many games, every seat a random agent (or the bots named by --bots), and
print how many games and moves were played, games and moves per second, and
each seat's share of the wins (a tie shares a win). Game n (from 0) and its
agents are seeded from S and n alone, so the figures are the same on one
process, on --workers processes (one per CPU by default) or on the workers of
the Dask cluster whose scheduler is at --scheduler (the dask extra). A game not
over after {SIMULATION_MOVE_CAP:,} moves is counted as unfinished. On a terminal,
a bar of the chunks and games done so far is kept on standard error.

The games: {{games}}.
"""

_SIMULATE_EXAMPLES = """\
Examples:
  cardtable simulate kings-mercy
  cardtable simulate witch-of-the-woods --players 3 --games 1000 --seed 42
  cardtable simulate open-mercy --games 10000 --workers 2
  cardtable simulate kings-mercy --players 3 --bots heuristic,random,random --games 500
  cardtable simulate open-mercy --games 1000000 --scheduler tcp://10.0.0.5:8786
"""


def _parser() -> argparse.ArgumentParser:
    raw = argparse.RawDescriptionHelpFormatter
    games = ", ".join(sorted(GAMES))
    parser = argparse.ArgumentParser(
        prog="cardtable", description=_DESCRIPTION.format(games=games), epilog=_EXAMPLES, formatter_class=raw
    )
    parser.add_argument("--version", action="version", version=f"cardtable {_version()}")
    commands = parser.add_subparsers(title="commands", dest="command", required=True, metavar="COMMAND")
    play = commands.add_parser(
        "play",
        help="play a game at seat 0 against the strongest bots or named ones",
        description=_PLAY_DESCRIPTION.format(games=games),
        epilog=_PLAY_EXAMPLES,
        formatter_class=raw,
    )
    simulate = commands.add_parser(
        "simulate",
        help="play many games (on every core, or a Dask cluster): a summary",
        description=_SIMULATE_DESCRIPTION.format(games=games),
        epilog=_SIMULATE_EXAMPLES,
        formatter_class=raw,
    )
    seeds = {
        play: "seed for the deal and the agents (default: a fresh one, told as the game starts and ends)",
        simulate: "seed for the deals and the agents (default 0)",
    }
    for command in (play, simulate):
        command.set_defaults(parser=command)
        command.add_argument("game", choices=sorted(GAMES), metavar="GAME", help="which game (listed above)")
        command.add_argument(
            "--players", type=int, metavar="N", help="seats at the table (default: the game's standard table)"
        )
        command.add_argument("--seed", type=int, default=None, metavar="S", help=seeds[command])
        command.add_argument(
            "--rule",
            action="append",
            default=[],
            metavar="NAME=VALUE",
            help="set a rule of the game (repeatable), e.g. max_hands=5, stacking=house, betting=true",
        )
    arena = commands.add_parser(
        "arena",
        help="play named bots against each other and print win rates and points",
        description=arena_command.DESCRIPTION,
        epilog=arena_command.EXAMPLES,
        formatter_class=raw,
    )
    arena_command.add_arguments(arena)
    arena.set_defaults(parser=arena)
    serve = commands.add_parser(
        "serve",
        help="run Open Mercy's rooms over WebSockets (needs cardtable[serve])",
        description=serve_command.DESCRIPTION,
        epilog=serve_command.EXAMPLES,
        formatter_class=raw,
    )
    serve_command.add_arguments(serve)
    serve.set_defaults(parser=serve)
    play.add_argument("--seat", type=int, default=0, metavar="N", help="your seat (default 0)")
    play.add_argument(
        "--fast",
        action="store_true",
        help="no pause after the moves you did not choose (by default the table waits a moment after"
        " each move of another seat, and each forced move of yours, so that you can follow the play)",
    )
    play.add_argument(
        "--save",
        metavar="FILE",
        help="write the game's record (JSON, as cardtable.records.dumps writes it) to FILE when the game"
        " ends, however it ends: over, q, Ctrl-D or Ctrl-C",
    )
    play.add_argument(
        "--bots",
        metavar="NAME,...",
        help="the bots at the other seats: one name for all, or one per other seat in seat order"
        " (default: the game's strongest bot, which cardtable.bots.best names)",
    )
    play.add_argument(
        "--ladder",
        action="store_true",
        help="open-mercy: play the ladder's next bot, Scrap to Terminator; a win unlocks the next"
        " (progress kept in $CARDTABLE_HOME, else $XDG_DATA_HOME/cardtable, else ~/.local/share/cardtable;"
        " dealt at random unless --seed)",
    )
    play.add_argument(
        "--daily",
        nargs="?",
        const="today",
        metavar="DATE",
        help="open-mercy: today's deal (or DATE's, YYYY-MM-DD) against Terminator, the same for everyone",
    )
    simulate.add_argument(
        "--games", type=_positive, default=100, metavar="N", help="how many games (default 100)"
    )
    simulate.add_argument(
        "--bots",
        default="random",
        metavar="NAME,...",
        help="the bots at the seats: one name for all, or one per seat in seat order (default: random)",
    )
    simulate.add_argument(
        "--workers", type=_positive, metavar="N", help="play in N processes (default: one per CPU)"
    )
    simulate.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="play on a Dask cluster, its scheduler at ADDRESS, e.g. tcp://10.0.0.5:8786"
        " (needs cardtable[dask])",
    )
    return parser


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


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

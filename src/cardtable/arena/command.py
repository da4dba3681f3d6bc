"""``cardtable arena``: play named bots against each other and print how each did.

``main(argv)`` reads the command line (without the program and command names)
and prints the arena's table; it returns the exit status.

>>> main(["witch-of-the-woods", "random", "random", "--games", "2", "--quiet"])
witch-of-the-woods, 2 players: 1 deals x 2 seatings = 2 games (seed 0)
bot        games      wins  win rate  95% interval      points  95% interval
random         2         1     50.0%  9.5% - 90.5%       +2.50  -inf - +inf
random#2       2         1     50.0%  9.5% - 90.5%       +2.50  -inf - +inf
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cardtable.arena.plot import check_plot_path, plot
from cardtable.arena.run import arena, smallest_table
from cardtable.games import GAMES, resolve
from cardtable.simulation.executors import cpus, executor_for
from cardtable.terminal.options import RuleError, read_rules

__all__ = ["DESCRIPTION", "EXAMPLES", "add_arguments", "main"]

DESCRIPTION = """\
Play named bots against each other: every deal is played from every seating
of the bots, so the luck of the deal cancels. Prints each bot's games, wins (a
shared win counts as a fraction), win rate with its 95% Wilson interval, mean
points per game (a seat's points less those it started with: units won or lost
in a betting game, the score in King Cut-Throat) with its 95% interval (Student's
t over the deals) and, for more than two bots, a Bradley-Terry ranking on the
Elo scale. The same
seed gives the same figures. A bot named twice plays against itself (named
"random" and "random#2"). The table is the smallest that seats every bot
equally, unless --players says otherwise.

The deals are played in --workers processes (one per CPU by default), or on
the workers of the Dask cluster whose scheduler is at --scheduler (the dask
extra); the figures are the same either way. --plot FILE.png (or .svg) draws the
win rates with their intervals (the plot extra, matplotlib).
"""

EXAMPLES = """\
Examples:
  cardtable arena kings-mercy random random --games 200
  cardtable arena open-mercy random random random --games 600 --seed 7 --workers 2
  cardtable arena open-mercy vera pilot --games 20000 --scheduler tcp://10.0.0.5:8786
  cardtable arena kings-mercy random heuristic --games 400 --plot rates.png
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the arena's arguments to ``parser`` (its own, or the ``cardtable`` command's subparser)."""
    parser.add_argument("game", choices=sorted(GAMES), metavar="GAME", help="which game")
    parser.add_argument("bots", nargs="+", metavar="BOT", help="two or more bot names, e.g. random")
    parser.add_argument(
        "--games", type=_positive, default=1000, metavar="N", help="at least this many games (default 1000)"
    )
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the whole run (default 0)")
    parser.add_argument(
        "--players", type=int, metavar="N", help="seats at the table (a multiple of the bots)"
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set a rule of the game (repeatable)",
    )
    parser.add_argument(
        "--workers", type=_positive, metavar="N", help="play deals in N processes (default: one per CPU)"
    )
    parser.add_argument("--jobs", type=_positive, dest="workers", help=argparse.SUPPRESS)  # the old name
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="play deals on a Dask cluster, its scheduler at ADDRESS, e.g. tcp://10.0.0.5:8786"
        " (needs cardtable[dask])",
    )
    parser.add_argument(
        "--plot",
        metavar="FILE",
        help="also draw the win rates with their 95%% intervals to FILE.png or FILE.svg"
        " (needs cardtable[plot])",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar on standard error")


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``cardtable arena`` with ``argv`` (``sys.argv[1:]`` by default); returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="cardtable arena",
        description=DESCRIPTION,
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run(args, parser)


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Play the arena ``args`` describe and print it; ``parser.error`` for a bad argument."""
    game = resolve(args.game)
    if len(args.bots) < 2:
        parser.error("name at least two bots")
    try:
        players = smallest_table(game, len(args.bots)).players if args.players is None else args.players
        rules = read_rules(game.Rules, args.rule, players=players)
        if args.plot is not None:
            check_plot_path(args.plot)  # before the games are played, not after
    except (RuleError, ValueError, ImportError) as error:
        parser.error(str(error))
    progress = not args.quiet and sys.stderr.isatty()
    workers = cpus() if args.workers is None and args.scheduler is None else args.workers
    try:
        with executor_for(workers, args.scheduler) as executor:
            result = arena(game, args.bots, args.games, args.seed, rules, progress, executor=executor)
    except (ValueError, ImportError) as error:
        parser.error(str(error))
    except OSError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return 1
    print(result)
    if args.plot is not None:
        try:
            print(f"plot written to {plot(result, args.plot)}")
        except OSError as error:
            print(f"{parser.prog}: {error}", file=sys.stderr)
            return 1
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value

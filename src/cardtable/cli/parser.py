"""The ``cardtable`` command's arguments and help: every subcommand's options, descriptions and
examples, in one ``argparse`` parser (``build()``).

>>> build().parse_args(["play", "kings-mercy", "--seed", "3"]).seed
3
"""

from __future__ import annotations

import argparse
from importlib import metadata

from cardtable.arena import command as arena_command
from cardtable.games import GAMES
from cardtable.online.serve import command as serve_command
from cardtable.simulation.run import MOVE_CAP

__all__ = ["SIMULATION_MOVE_CAP", "build"]

SIMULATION_MOVE_CAP = MOVE_CAP
"""The moves after which a simulated game is called over."""

def _version() -> str:
    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


# The help is plain text, shown as written (argparse.RawDescriptionHelpFormatter); "{games}"
# is every game of GAMES when the help is made.
_DESCRIPTION = """\
Play a card game in the terminal against its strongest bots or named ones,
simulate many games, measure bots against each other, or run the rooms of every
game as a server.

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


def build() -> argparse.ArgumentParser:
    """The ``cardtable`` command's parser, its help listing every game.

    >>> build().prog
    'cardtable'
    """
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
    for name, summary, module in (
        ("arena", "play named bots against each other and print win rates and points", arena_command),
        ("serve", "run every game's rooms over WebSockets (needs cardtable[serve])", serve_command),
    ):
        command = commands.add_parser(
            name, help=summary, description=module.DESCRIPTION, epilog=module.EXAMPLES, formatter_class=raw
        )
        module.add_arguments(command)
        command.set_defaults(parser=command)
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

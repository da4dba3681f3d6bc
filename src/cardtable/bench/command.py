"""The command line of ``python -m cardtable.bench``: one subcommand for each thing measured.

``main(argv)`` reads the command line (without the program name) and returns the
exit status. A first word naming a command (``COMMANDS``) runs that command's
module, which reads the rest of the line itself; with no command, the options are
those of ``play`` (random play of every game), and ``--views`` is short for the
``views`` command. A command's module is
imported only when it runs, so ``--help`` needs no extra, and a command whose extra
is missing says which to install.

>>> main(["memory", "2", "--game", "witch-of-the-woods"])
2 random 8-seat witch-of-the-woods games (... moves): ... MB kept
0
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

import attrs

from cardtable.bench import play

__all__ = ["COMMANDS", "DESCRIPTION", "Command", "main"]

PROG = "python -m cardtable.bench"


@attrs.frozen
class Command:
    """A subcommand: what it measures (one line), an example (the words after ``python -m
    cardtable.bench``) and the extra it needs, if any."""

    summary: str
    example: str
    extra: str | None = None


COMMANDS: dict[str, Command] = {
    "play": Command("random play of every game, moves per second (the default)", "--peers"),
    "actions": Command("action_mask, action_id and move_of next to legal_moves", "actions kings-mercy"),
    "memory": Command(
        "what random games leave in memory", "memory 10000 --game witch-of-the-woods --players 8"
    ),
    "views": Command("the microseconds records.view_to_dict takes per view", "views --games 2"),
    "pettingzoo": Command("a PettingZoo step next to the engine's", "pettingzoo --games 10", "rl"),
    "openspiel": Command("an OpenSpiel move next to the engine's", "openspiel --games 5", "openspiel"),
    "bots": Command(
        "the bots' strength, decision times, play loop and ISMCTS yardstick",
        "bots strength open-mercy --jobs 4",
    ),
    "units": Command("King's Mercy units won per hand, one bot against another", "units cfr heuristic"),
    "nashconv": Command(
        "NashConv of King's Mercy's bots on a reduced table", "nashconv --decks 4", "openspiel"
    ),
    "rooms": Command("what Open Mercy's rooms add to a move over apply_move", "rooms"),
    "serve": Command("load on a real server: rooms of clients playing", "serve --games 2", "serve"),
}
"""Every subcommand by name; the module ``cardtable.bench.<name>`` runs it (its ``main``)."""

DESCRIPTION = """\
Measure cardtable: how fast the games play, what the adapters, rooms and server
add, how strong and how quick the bots are. With no COMMAND, random play of every
game in moves per second (the play command, whose options are below); --peers
runs the same loop on OpenSpiel and RLCard in the same run and prints our speed as
a ratio to theirs. The machine may be shared and noisy: quote the ratios.
"""


def _epilog() -> str:
    width = max(map(len, COMMANDS))
    lines = ["commands:"]
    for name, command in COMMANDS.items():
        extra = f" (the {command.extra} extra)" if command.extra else ""
        lines.append(f"  {name:<{width}}  {command.summary}{extra}")
    lines += ["", "Examples:"]
    lines += [f"  {PROG} {command.example}" for command in COMMANDS.values()]
    lines += ["", f'Run "{PROG} COMMAND --help" for a command\'s options.']
    return "\n".join(lines) + "\n"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        usage="%(prog)s [COMMAND] [options]",
        description=DESCRIPTION,
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_arguments(parser)
    parser.add_argument(
        "--views", action="store_true", help="time records.view_to_dict per view instead (the views command)"
    )
    return parser


def _run(name: str, argv: list[str]) -> int:
    """Import the module of command ``name`` and run it on ``argv``; the exit status."""
    command = COMMANDS[name]
    try:
        module = importlib.import_module(f"cardtable.bench.{name}")
    except ImportError as error:
        if command.extra is None:
            raise
        print(
            f"{PROG} {name} needs the {command.extra} extra ({error}).\n"
            f"Install it: pip install 'cardtable[{command.extra}]'",
            file=sys.stderr,
        )
        return 1
    run: Callable[[list[str]], int] = module.main
    return run(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``python -m cardtable.bench`` on ``argv`` (default: ``sys.argv[1:]``); the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    if words and words[0] in COMMANDS:
        return _run(words[0], words[1:])
    parser = _parser()
    if words and not words[0].startswith("-"):
        parser.error(f"no command called {words[0]!r}; the commands are {', '.join(COMMANDS)}")
    args = parser.parse_args(words)
    if args.views:
        return _run("views", [])
    return play.run(parser, args)

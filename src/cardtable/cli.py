"""The ``cardtable`` command: play a game in the terminal, or simulate many.

``cardtable play kings-mercy`` seats you at seat 0 against random agents;
``cardtable simulate kings-mercy --games 100`` plays random games and sums them up.
``main`` reads the command line; ``play_in_terminal`` and ``simulate`` do the work,
with their input and output passed in, so that tests and other programs can drive them.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from cardtable.agents import RandomAgent, play
from cardtable.game import Game, announce
from cardtable.games import GAMES

SIMULATION_MOVE_CAP = 200_000


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    try:
        rules = game.Rules() if args.players is None else game.Rules(players=args.players)
    except ValueError as error:
        parser.error(str(error))
    if args.command == "play":
        return play_in_terminal(game, rules, args.seed, input_line=_read_line, out=sys.stdout)
    return simulate(game, rules, games=args.games, seed=args.seed, out=sys.stdout, progress=sys.stderr)


# The help is plain text, shown as written (argparse.RawDescriptionHelpFormatter).
_GAME_NAMES = ", ".join(sorted(GAMES))

_DESCRIPTION = f"""\
Play one of four card games in the terminal against random agents, or
simulate many random games and sum them up.

The games: {_GAME_NAMES}.
"""

_EXAMPLES = """\
Examples:
  cardtable play kings-mercy
  cardtable simulate open-mercy --players 6 --games 1000

Run "cardtable play --help" or "cardtable simulate --help" for a command's options.
"""

_PLAY_DESCRIPTION = f"""\
Play one game at seat 0 against random agents in the other seats. On your
turn the table is shown from your seat and your legal moves are listed by
number: type a number to make that move, or q (or Ctrl-D) to leave the table.
The other seats' moves are shown as the table sees them.

The games: {_GAME_NAMES}.
"""

_PLAY_EXAMPLES = """\
Examples:
  cardtable play kings-mercy
  cardtable play king-cut-throat --players 2 --seed 7
"""

_SIMULATE_DESCRIPTION = f"""\
Play random games, every seat a random agent, and print how many games and
moves were played, moves per second, and each seat's share of the wins (a
tie shares a win). Game n (from 0) is dealt from seed S+n; a game not over
after {SIMULATION_MOVE_CAP:,} moves is counted as unfinished. The count of games
played so far goes to standard error.

The games: {_GAME_NAMES}.
"""

_SIMULATE_EXAMPLES = """\
Examples:
  cardtable simulate kings-mercy
  cardtable simulate witch-of-the-woods --players 3 --games 1000 --seed 42
"""


def _parser() -> argparse.ArgumentParser:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(
        prog="cardtable", description=_DESCRIPTION, epilog=_EXAMPLES, formatter_class=raw
    )
    commands = parser.add_subparsers(title="commands", dest="command", required=True, metavar="COMMAND")
    play = commands.add_parser(
        "play",
        help="play a game at seat 0 against random agents",
        description=_PLAY_DESCRIPTION,
        epilog=_PLAY_EXAMPLES,
        formatter_class=raw,
    )
    simulate = commands.add_parser(
        "simulate",
        help="play random games and print a summary",
        description=_SIMULATE_DESCRIPTION,
        epilog=_SIMULATE_EXAMPLES,
        formatter_class=raw,
    )
    for command in (play, simulate):
        command.add_argument("game", choices=sorted(GAMES), metavar="GAME", help="which game (listed above)")
        command.add_argument(
            "--players", type=int, metavar="N", help="seats at the table (default: the game's standard table)"
        )
        command.add_argument(
            "--seed", type=int, default=0, metavar="S", help="seed for the deal and the agents (default 0)"
        )
    simulate.add_argument(
        "--games", type=_positive, default=100, metavar="N", help="how many games (default 100)"
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


def play_in_terminal(
    game: Game, rules: Any, seed: int, *, input_line: Callable[[str], str | None], out: TextIO
) -> int:
    """Play one game with a person at seat 0; ``input_line`` returns ``None`` at end of input."""
    you = 0
    agents = [RandomAgent(seed * 1000 + seat) for seat in range(rules.players)]
    state = game.new_game(rules, seed=seed)
    print(f"{game.NAME}: you are seat {you}. Type a move's number; q or Ctrl-D leaves.", file=out)
    while game.outcome(state) is None:
        waiting = game.to_act(state)
        if you in waiting:
            move = _ask(game, state, you, input_line, out)
            if move is None:
                print("\nYou left the table.", file=out)
                return 0
        elif waiting:
            seat = waiting[0]
            move = agents[seat](game.view(state, seat), game.legal_moves(state, seat))
            print(f"  {announce(move)}", file=out)
        else:
            move = game.legal_moves(state)[0]
            print(f"  (the host) {announce(move)}", file=out)
        state = game.apply_move(state, move)
    print(game.view(state, you), file=out)
    result = game.outcome(state)
    assert result is not None
    winners = ", ".join(f"seat {seat}" for seat in result.winners)
    print(f"Game over. Winners: {winners}. Points: {list(result.points)}", file=out)
    return 0


def _ask(game: Game, state: Any, you: int, input_line: Callable[[str], str | None], out: TextIO) -> Any:
    moves = game.legal_moves(state, you)
    print("", game.view(state, you), sep="\n", file=out)
    for number, move in enumerate(moves, 1):
        print(f"  {number}) {move}", file=out)
    while True:
        answer = input_line(f"your move [1-{len(moves)}]: ")
        if answer is None or answer.strip().lower() in ("q", "quit", "exit"):
            return None
        text = answer.strip()
        if text.isdigit() and 1 <= int(text) <= len(moves):
            return moves[int(text) - 1]
        print(f"  Please type a number from 1 to {len(moves)}, or q to leave.", file=out)


def simulate(game: Game, rules: Any, *, games: int, seed: int, out: TextIO, progress: TextIO) -> int:
    """Play ``games`` random games and print games, moves, moves per second and win shares."""
    shares = [0.0] * rules.players
    moves = unfinished = 0
    started = time.perf_counter()
    for number in range(games):
        agents = [RandomAgent((seed + number) * 1000 + seat) for seat in range(rules.players)]
        state = play(game, agents, rules, seed=seed + number, max_moves=SIMULATION_MOVE_CAP)
        moves += len(state.log)
        result = game.outcome(state)
        if result is None:
            unfinished += 1
        else:
            for seat in result.winners:
                shares[seat] += 1 / len(result.winners)
        if progress.isatty() or number + 1 == games:
            print(f"\r{number + 1}/{games} games", end="", file=progress, flush=True)
    print(file=progress)
    elapsed = max(time.perf_counter() - started, 1e-9)
    print(f"{game.NAME}: {games} games, {moves} moves, {moves / elapsed:,.0f} moves per second", file=out)
    if unfinished:
        print(f"{unfinished} games not over after {SIMULATION_MOVE_CAP} moves", file=out)
    finished = games - unfinished
    for seat, share in enumerate(shares):
        percent = 100 * share / finished if finished else 0.0
        print(f"  seat {seat}: {percent:5.1f}% of wins", file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

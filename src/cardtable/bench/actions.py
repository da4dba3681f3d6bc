"""What integer actions cost next to listing the moves: ``python -m cardtable.bench actions``.

For each game (the standard table, or ``--players N``), seeded random play gives
states; at each, the seat the game waits on (or the host) is asked for its
``legal_moves``, its ``action_mask``, the ``action_id`` of each legal move and the
``move_of`` each id. Each is timed over all the states in turn, several times, the
fastest run kept; the figures printed are microseconds per call and the ratio of
``action_mask`` to ``legal_moves``. The machine may be shared and noisy: quote the
ratios, which compare runs taken side by side.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.chance import Chance
from cardtable.games import GAMES

STATES = 300
REPEATS = 7


def sample_states(
    name: str, players: int | None = None, count: int = STATES, seed: int = 1
) -> list[tuple[Any, int | None]]:
    """``count`` states of seeded random play of ``name`` (a new game whenever one ends),
    each with a seat it waits on, or ``None`` (the host) when it waits on nobody.

    >>> [seat for _, seat in sample_states("kings-mercy", count=3)]
    [1, 2, 3]
    """
    game = GAMES[name]
    rules = game.Rules() if players is None else game.Rules(players=players)
    chance = Chance.from_seed(seed)
    state = game.new_game(rules, seed=seed)
    found: list[tuple[Any, int | None]] = []
    while len(found) < count:
        moves = game.legal_moves(state)
        if not moves:
            seed += 1
            state = game.new_game(rules, seed=seed)
            continue
        waiting = game.to_act(state)
        found.append((state, waiting[0] if waiting else None))
        pick, chance = chance.below(len(moves))
        state = game.apply_move(state, moves[pick])
    return found


def _fastest(run: Callable[[], object], calls: int, repeats: int) -> float:
    """Microseconds per call of the fastest of ``repeats`` runs of ``run`` (``calls`` calls)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best / max(calls, 1) * 1e6


def measure(name: str, players: int | None = None, repeats: int = REPEATS) -> dict[str, float]:
    """Microseconds per call of ``legal_moves``, ``action_mask``, ``action_id`` (per move)
    and ``move_of`` (per id) over the states of ``sample_states``, and the ratio
    ``mask_over_legal``.

    >>> sorted(measure("kings-mercy", repeats=1))
    ['action_id', 'action_mask', 'legal_moves', 'mask_over_legal', 'move_of']
    """
    game: Any = GAMES[name]  # the Game protocol does not name the action functions yet
    asked = sample_states(name, players)
    moves = [(state, move) for state, seat in asked for move in game.legal_moves(state, seat)]
    host = [(state, move) for state, seat in asked if seat is None for move in game.host_moves(state)]
    pairs = moves + host
    ids = [(state, game.action_id(state, move)) for state, move in pairs]

    def each(function: Callable[[Any, Any], object], items: Sequence[tuple[Any, Any]]) -> Callable[[], None]:
        def run() -> None:
            for first, second in items:
                function(first, second)

        return run

    figures = {
        "legal_moves": _fastest(each(game.legal_moves, asked), len(asked), repeats),
        "action_mask": _fastest(each(game.action_mask, asked), len(asked), repeats),
        "action_id": _fastest(each(game.action_id, pairs), len(pairs), repeats),
        "move_of": _fastest(each(game.move_of, ids), len(ids), repeats),
    }
    figures["mask_over_legal"] = figures["action_mask"] / figures["legal_moves"]
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures of every game, or of the games named.

    >>> main(["kings-mercy", "--repeats", "1"])  # doctest: +ELLIPSIS
    kings-mercy ... action_mask / legal_moves ...
    0
    """
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench actions", description=__doc__)
    parser.add_argument("games", nargs="*", default=sorted(GAMES), help="games to measure (default: all)")
    parser.add_argument("--players", type=int, default=None, help="table size (default: the game's)")
    parser.add_argument("--repeats", type=int, default=REPEATS, help="runs per figure; the fastest is kept")
    options = parser.parse_args(argv)
    for name in options.games:
        if name not in GAMES:
            parser.error(f"no game called {name!r}; the games are {', '.join(sorted(GAMES))}")
        figures = measure(name, options.players, options.repeats)
        game: Any = GAMES[name]
        rules = game.Rules() if options.players is None else game.Rules(players=options.players)
        size = game.num_actions(rules)
        print(
            f"{name} ({size} actions): legal_moves {figures['legal_moves']:.1f} us, "
            f"action_mask {figures['action_mask']:.1f} us, "
            f"action_mask / legal_moves {figures['mask_over_legal']:.1f}, "
            f"action_id {figures['action_id']:.1f} us a move, move_of {figures['move_of']:.1f} us an id"
        )
    return 0

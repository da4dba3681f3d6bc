"""Seeded play never changes: a fingerprint of hundreds of seeded random games per game.

Each game is played by a seeded picker (Python's ``random.Random``, independent of
the engine's own randomness) under every rules variant of its conformance adapter.
Every move, every list of legal moves, every seat's view and the spectator's (as
the JSON a client receives) and the outcome go into one SHA-256 per game. The
digests below were taken before the engines were rebuilt on the shared core; a
change to any rule, deal, view or move order changes them. What the table is
told (a view's ``events`` and ``history``) is left out: it came later, and
``test_information`` checks it against the state move by move. King Cut-Throat's
digest was taken again when its hand records began to hold typed events; with
those records left out too, its play hashed the same before and after. Open
Mercy's was taken again when a catch with nothing left to draw began to close
the catch window, as OM14 says it does. Recorded games and
daily deals depend on this, so a digest changes only with a ruling that changes
play, never silently.

Beside the digests, a few seeded games of each game are written out as text a
person reads (``playthrough``): every move, what each seat and a spectator were
told, and the outcome. They are kept in ``tests/<game>/playthroughs/``; a change
of play shows there as a diff. ``python -m tests.conformance.test_seeded_play
--write`` writes them again (and prints the digests) after a ruling changes play.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from cardtable import GAMES, records
from cardtable.core import EventLog, evolve
from tests.conformance.test_contract import variants
from tests.games import NAMES

GAMES_PER_VARIANT = {"kings-mercy": 60, "open-mercy": 30}
"""Games per rules variant where it is not ``DEFAULT_GAMES``."""
DEFAULT_GAMES = 40
# Twenty seats make a view of every seat after every move costly: fewer games there.
BIG_TABLE_GAMES = 4

EXPECTED = {
    "high-card": "b2b67290975d83997716e0b66f1416f5636b2d5a9c152fa964be507db98b69af",
    "king-cut-throat": "0e2a6bc0ceb8abf9919257d8a04cf8f8a8d61a9246e5732331b2a896b065c51e",
    "kings-mercy": "b6176039ee3a56a14fd17e83de0ed5e02e988feb811ef300bca0197ca5139394",
    "open-mercy": "979cb1280cc335b361e7a8d09a2b7e873ee5abaac98adeb421b472fdd33eb160",
    "witch-of-the-woods": "f436bf4a8db3de39674a0aa093c7272f288c71e818698b382f2f7b60fc1657cc",
}


def _view_text(game: Any, state: Any, seat: int | None) -> str:
    shown = records.view_to_dict(game.view(state, seat))
    del shown["events"], shown["history"]
    return json.dumps(shown, sort_keys=True, ensure_ascii=False)


def fingerprint(name: str) -> str:
    """The SHA-256 of every seeded game of ``name`` played under its adapter's rules."""
    game, digest = GAMES[name], hashlib.sha256()
    for variant, rules in enumerate(variants(name)):
        games = BIG_TABLE_GAMES if rules.players > 8 else GAMES_PER_VARIANT.get(name, DEFAULT_GAMES)
        for seed in range(games):
            picker = random.Random(f"{name}/{variant}/{seed}")
            state = game.new_game(rules, seed=seed)
            for _ in range(GAMES[name].FACTS.move_cap):
                # The seats' moves and then the clock's: the one list legal_moves gave before C11.
                moves = (*game.legal_moves(state), *game.host_moves(state))
                digest.update(repr(moves).encode())
                digest.update(repr(game.to_act(state)).encode())
                # A view tells the whole history, so at twenty seats the games run long
                # enough for that to cost more than the rest; those views leave it out.
                shown = evolve(state, history=EventLog()) if rules.players > 8 else state
                for seat in (*range(rules.players), None):
                    digest.update(_view_text(game, shown, seat).encode())
                if not moves:
                    break
                move = moves[picker.randrange(len(moves))]
                digest.update(repr(move).encode())
                state = game.apply_move(state, move)
            digest.update(repr(game.outcome(state)).encode())
    return digest.hexdigest()


PLAYTHROUGHS = 2
"""Games written out per game: one under each of its first two rules variants, seed 1."""
TESTS = Path(__file__).resolve().parent.parent


def playthrough_path(name: str, variant: int) -> Path:
    """Where the text of ``name``'s playthrough under its variant ``variant`` is kept."""
    package = str(getattr(GAMES[name], "__name__")).rsplit(".", 1)[-1]  # noqa: B009 - a module's name
    return TESTS / package / "playthroughs" / f"variant-{variant}-seed-1.txt"


def playthrough(name: str, variant: int) -> str:
    """One seeded game of ``name`` under its rules variant ``variant``, move by move, as text:
    each move, then what each seat and a spectator were told by it, seats told alike on
    one line; the outcome last."""
    game, label = GAMES[name], list(GAMES[name].FACTS.variants)[variant]
    rules = GAMES[name].FACTS.variants[label]
    picker = random.Random(f"{name}/playthrough/{variant}")
    state = game.new_game(rules, seed=1)
    lines = [f"{game.FACTS.title}, {label}: {rules!r}, seed 1", "", "the deal:", *_told(game, state)]
    for number in range(1, GAMES[name].FACTS.move_cap + 1):
        moves = (*game.legal_moves(state), *game.host_moves(state))
        if not moves:
            break
        move = moves[picker.randrange(len(moves))]
        state = game.apply_move(state, move)
        lines += ["", f"{number}. {move}", *_told(game, state)]
    lines += ["", f"outcome: {game.outcome(state)!r}", ""]
    return "\n".join(lines)


def _told(game: Any, state: Any) -> list[str]:
    """What each seat and a spectator were told by the last move, seats told alike together."""
    everyone = (*range(state.origin.rules.players), None)
    seats: dict[str, list[int | None]] = {}
    for seat in everyone:
        text = "; ".join(str(event) for event in game.view(state, seat).events) or "nothing"
        seats.setdefault(text, []).append(seat)
    if len(seats) == 1:
        return [f"  everyone: {text}" for text in seats]
    return [f"  {_who(who)}: {text}" for text, who in seats.items()]


def _who(seats: list[int | None]) -> str:
    """``seat 2``, ``seats 0 and 1``, ``seat 0 and a spectator``, ``seats 0, 1 and a spectator``."""
    numbers = [str(seat) for seat in seats if seat is not None]
    names = ([f"seat{'s' if len(numbers) > 1 else ''} {numbers[0]}", *numbers[1:]]) if numbers else []
    names += ["a spectator"] if None in seats else []
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("variant", range(PLAYTHROUGHS))
def test_the_written_playthroughs_are_what_the_game_plays(name: str, variant: int) -> None:
    path = playthrough_path(name, variant)
    assert path.exists(), f"{path} is missing: python -m tests.conformance.test_seeded_play --write"
    assert playthrough(name, variant) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", NAMES)
def test_seeded_play_is_unchanged(name: str) -> None:
    assert fingerprint(name) == EXPECTED[name]


if __name__ == "__main__":  # python -m tests.conformance.test_seeded_play [--write]
    from cardtable.games import register
    from tests.games import TEST_GAME

    register(TEST_GAME)
    for game_name in NAMES:
        print(f'    "{game_name}": "{fingerprint(game_name)}",')
        if "--write" in sys.argv:
            for number in range(PLAYTHROUGHS):
                written = playthrough_path(game_name, number)
                written.parent.mkdir(exist_ok=True)
                written.write_text(playthrough(game_name, number), encoding="utf-8")

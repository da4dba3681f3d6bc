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
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from cardtable import GAMES, records
from cardtable.core import EventLog, evolve
from tests.conformance.test_contract import variants

GAMES_PER_VARIANT = {"kings-mercy": 60, "king-cut-throat": 40, "witch-of-the-woods": 40, "open-mercy": 30}
# Twenty seats make a view of every seat after every move costly: fewer games there.
BIG_TABLE_GAMES = 4

EXPECTED = {
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
        games = BIG_TABLE_GAMES if rules.players > 8 else GAMES_PER_VARIANT[name]
        for seed in range(games):
            picker = random.Random(f"{name}/{variant}/{seed}")
            state = game.new_game(rules, seed=seed)
            for _ in range(GAMES[name].FACTS.move_cap):
                moves = game.legal_moves(state)
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


@pytest.mark.parametrize("name", sorted(GAMES))
def test_seeded_play_is_unchanged(name: str) -> None:
    assert fingerprint(name) == EXPECTED[name]


if __name__ == "__main__":  # python -m tests.conformance.test_seeded_play: print the digests
    for game_name in sorted(GAMES):
        print(f'    "{game_name}": "{fingerprint(game_name)}",')

"""``records.replay``: every step of a record, agreeing with ``loads`` at each."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable import GAMES, RecordError, records
from cardtable import kings_mercy as km
from cardtable.game import Game
from tests.games import NAMES


def random_game(game: Game, seed: int, moves: int = 80) -> Any:
    """A game of uniformly random legal moves (from its own seeded stream)."""
    pick = random.Random(seed)
    state = game.new_game(seed=seed)
    for _ in range(moves):
        legal = game.legal_moves(state)
        if not legal:
            break
        state = game.apply_move(state, pick.choice(legal))
    return state


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_replay_agrees_with_loads_at_every_step(name: str, seed: int) -> None:
    game = GAMES[name]
    state = random_game(game, seed)
    text = records.dumps(state)
    steps = list(records.replay(text))
    assert len(steps) == len(state.log) + 1
    assert steps[0] == (None, game.new_game(seed=seed))
    assert [move for move, _ in steps[1:]] == list(state.log)
    for number, (move, step) in enumerate(steps):
        assert list(step.log) == list(state.log)[:number]
        prefix = json.loads(text)
        prefix["moves"] = prefix["moves"][:number]
        assert records.loads(json.dumps(prefix, ensure_ascii=False)) == step
        if number:
            assert game.apply_move(steps[number - 1][1], move) == step
    assert steps[-1][1] == records.loads(text) == state


def test_replay_of_a_game_with_no_moves_gives_its_start() -> None:
    state = km.new_game(km.Rules(players=3), seed=4)
    assert list(records.replay(records.dumps(state))) == [(None, state)]


def test_replay_refuses_a_bad_record_before_giving_any_step() -> None:
    state = km.apply_move(km.apply_move(km.new_game(km.Rules(players=3), seed=5), km.Bet(1)), km.Call(2))
    text = records.dumps(state).replace('"player": 2', '"player": 0')
    with pytest.raises(RecordError, match=r"^record: moves\[1\]: Call\(player=0\) is illegal"):
        records.replay(text)


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ('{"format": 1, "game": "kings-mercy"}', "record: rules: missing"),
        (b"{}", "record: expected text"),
        ("[" * 50 + "]" * 50, "record: nested more than 8 deep"),
        ('{"format": 1, "format": 1}', "appears twice"),
    ],
)
def test_replay_reads_as_strictly_as_loads(text: Any, complaint: str) -> None:
    for reader in (records.replay, records.loads):
        with pytest.raises(RecordError, match=complaint.replace("(", r"\(")):
            reader(text)


def test_a_seat_record_is_not_replayed() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=5), km.Bet(1))
    with pytest.raises(RecordError, match="a seat's record holds no moves to replay"):
        records.replay(records.dumps(state, seat=1))

"""Game records: written, replayed, and refused when tampered with."""

from __future__ import annotations

import json

import pytest

import cardtable
from cardtable import kings_mercy as km
from cardtable import records


def _record(**changes: object) -> str:
    state = km.new_game(km.Rules(players=3), seed=5)
    for move in (km.Bet(1), km.Call(2), km.Fold(0)):
        state = km.apply_move(state, move)
    data = json.loads(records.dumps(state))
    data.update(changes)
    return json.dumps(data)


def test_a_record_holds_game_rules_seed_deck_and_moves() -> None:
    data = json.loads(_record())
    assert data["game"] == "kings-mercy" and data["seed"] == 5 and data["deck"] is None
    assert data["rules"] == {"players": 3, "starting_units": 20, "max_hands": None, "fool_display": "joker"}
    assert data["moves"][0] == {"move": "Bet", "player": 1}


def test_a_given_deck_is_recorded_and_replayed() -> None:
    deck = tuple(reversed(km.full_deck()))
    state = km.apply_move(km.new_game(deck=deck, seed=2), km.Check(1))
    assert records.loads(records.dumps(state)) == state
    assert json.loads(records.dumps(state))["deck"][0] == "JK"


@pytest.mark.parametrize(
    ("changes", "complaint"),
    [
        ({"game": "chess"}, "game: no game called 'chess'"),
        ({"format": 2}, "format"),
        ({"seed": "5"}, "seed: expected a whole number"),
        ({"rules": {"players": 9}}, "rules: players must be 3 to 6"),
        ({"rules": {"colour": 1}}, "unknown field 'colour'"),
        ({"deck": ["AS"]}, "deck"),
        ({"deck": ["XX"] * 37}, "deck[0]: not a card"),
        ({"moves": [{"move": "Raise", "player": 2}]}, "moves[0]: Raise(player=2) is illegal"),
        ({"moves": [{"move": "Shove", "player": 1}]}, "moves[0]: kings-mercy has no move called 'Shove'"),
        ({"moves": [{"move": "Bet", "player": "1"}]}, "moves[0].player: expected a whole number"),
        ({"moves": [{"move": "Bet", "player": 1, "host": True}]}, "host marking"),
        ({"moves": "Bet"}, "moves: expected a list"),
        ({"extra": 1}, "unexpected ['extra']"),
    ],
)
def test_a_tampered_record_names_the_bad_part(changes: dict[str, object], complaint: str) -> None:
    with pytest.raises(ValueError) as refused:
        records.loads(_record(**changes))
    assert complaint in str(refused.value)


@pytest.mark.parametrize("text", ["", "[]", "{", "null", '"x"'])
def test_text_that_is_not_a_record_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="record"):
        records.loads(text)


def test_views_become_json_ready_dicts() -> None:
    for name, game in cardtable.GAMES.items():
        state = game.new_game(seed=1)
        data = records.view_to_dict(game.view(state, 0))
        assert json.loads(json.dumps(data)) == data, name
        assert data["player"] == 0

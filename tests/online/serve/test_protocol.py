"""The protocol read strictly (no network): every bad message is a ProtocolError saying what is wrong,
and a view message carries the seat's own view, its legal moves and only the history it lacks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardtable import bots
from cardtable import open_mercy as om
from cardtable.online.serve import messages
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.protocol import FIELDS, MAX_MESSAGE, ProtocolError, read
from cardtable.online.serve.sending import history_from
from cardtable.records.convert import event_to_dict


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "not JSON"),
        ("{", "not JSON"),
        ("[]", "a message is a JSON object with a type"),
        ('"create"', "a message is a JSON object with a type"),
        ("{}", "unknown message type None"),
        ('{"type": "CREATE", "name": "Jo"}', "unknown message type 'CREATE'"),
        ('{"type": "create"}', "create: name is missing"),
        ('{"type": "create", "name": 7}', "create: name must be text, not 7"),
        ('{"type": "create", "name": "Jo", "seed": 1}', "create: no field 'seed' in this message"),
        ('{"type": "create", "name": "Jo", "name": "Bo"}', "the key 'name' appears twice"),
        ('{"type": "move", "move": "Draw"}', "move: move: expected an object"),
        ('{"type": "move", "move": {"move": "Draw"}}', "move: move.player: missing"),
        (
            '{"type": "move", "move": {"move": "Draw", "player": 0}, "after": 1.5}',
            "after must be a whole number",
        ),
        (
            '{"type": "move", "move": {"move": "CloseCatchWindow", "player": 0}}',
            "the host marking does not fit",
        ),
        ('{"type": "vs_bot", "beaten": "scrap"}', "vs_bot: beaten must be a list of names"),
        ('{"type": "record"}', "record: game is missing"),
        ('{"type": "replay", "game": 3, "step": -1}', "replay: step must be a whole number"),
        ('{"type": "daily", "day": "2026-12-02"}', "daily: no field 'day'"),
        ('{"type": "daily_results", "day": 20261202}', "daily_results: day must be text"),
        ('{"type": "start", "n": NaN}', "NaN is not a number"),
        ("[" * 40 + "]" * 40, "nested more than"),
        ("x" * (MAX_MESSAGE + 1), f"a message is at most {MAX_MESSAGE} characters"),
        (b'{"type": "start"}', "messages are JSON text, not binary"),
    ],
)
def test_a_bad_message_is_refused_saying_what_is_wrong(text: object, said: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        read(text)
    assert said in str(refused.value)


def test_every_message_type_reads_back_its_fields() -> None:
    samples: dict[str, dict[str, object]] = {
        "create": {"name": "Jo", "stacking": "house"},
        "quick_match": {"name": "Jo"},
        "join": {"code": "ABC234", "name": "Jo"},
        "rejoin": {"code": "ABC234", "name": "Jo", "token": "t"},
        "add_bot": {"bot": "kobra"},
        "vs_bot": {"beaten": ["scrap"]},
        "move": {"move": {"move": "Play", "player": 1, "card": "wild", "color": "red"}, "after": 3},
        "claim": {"handle": "Jo_88", "password": "correct horse"},
        "sign_in": {"handle": "Jo_88", "password": "correct horse"},
        "record": {"game": 7},
        "replay": {"game": 7, "step": 0},
        "daily_results": {"day": "2026-12-02"},
    }
    for kind in FIELDS:
        request = read(json.dumps({"type": kind, **samples.get(kind, {})}))
        assert request.type == kind
    assert read(json.dumps({"type": "move", **samples["move"]})).get("move") == om.Play(
        1, om.Card.parse("wild"), om.Color.RED
    )
    assert read(json.dumps({"type": "vs_bot", **samples["vs_bot"]})).get("beaten") == ("scrap",)


def test_a_bot_asked_for_without_a_name_is_the_games_strongest_and_joined_names_it() -> None:
    assert read('{"type": "add_bot"}').get("bot") is None
    strongest = bots.best("open-mercy")
    hall = Hall(seed=1)
    ana = hall.connect()
    welcome = hall.receive(ana, '{"type": "create", "name": "Ana"}', 0.0).messages[0][1]
    assert welcome["type"] == "joined" and welcome["best"] == strongest and strongest in welcome["bots"]
    hall.receive(ana, '{"type": "add_bot"}', 1.0)
    assert hall.tables.rooms[welcome["code"]].bots == ((f"{strongest.capitalize()} (bot)", strongest),)


def test_a_view_message_sends_the_history_it_is_given() -> None:
    state = om.new_game(seed=9)
    seat = om.to_act(state)[0]
    state = om.apply_move(state, om.legal_moves(state, seat)[-1])
    seen = om.view(state, 2)
    told = [event_to_dict(event) for event in seen.history]
    whole = messages.view_message("ABC234", 1, state, seen, seen.history, 0)
    rest = messages.view_message("ABC234", 1, state, seen, seen.history[5:], 5)
    assert whole["view"]["history"] == told and rest["view"]["history"] == told[5:]
    assert rest["history_from"] == 5 and rest["moves_made"] == 1
    assert whole["legal"] == [] if 2 not in om.to_act(state) else whole["legal"]
    keys = {"type", "code", "game", "moves_made", "history_from", "view", "legal", "said", "solo", "table"}
    assert {key for key in whole} == keys
    assert rest["said"] == [event.describe(state.rules) for event in seen.history[5:]]
    assert all("Event" not in line and "(" not in line for line in whole["said"])  # words, not class names


def test_history_from_skips_to_the_events_not_yet_sent() -> None:
    state = om.new_game(om.Rules(players=3), seed=2)
    while len(state.history) < 150 and om.outcome(state) is None:
        seat = (om.to_act(state) or (0,))[0]
        state = om.apply_move(state, om.legal_moves(state, seat)[-1])
    events = list(state.history)
    for start in (0, 1, 63, 64, 65, 128, len(events) - 1, len(events), len(events) + 5):
        assert list(history_from(state.history, start)) == events[start:]


def test_the_docs_list_every_message_type() -> None:
    page = (Path(__file__).parents[3] / "docs" / "serve.md").read_text(encoding="utf-8")
    client, server = page.split("### Client messages")[1].split("### Server messages")
    listed = [re.findall(r"^\| `(\w+)` \|", table, flags=re.MULTILINE) for table in (client, server)]
    assert sorted(listed[0]) == sorted(FIELDS)
    sent = {"joined", "room", "view", "account", "ladder", "stats", "record", "replay", "daily_results"}
    sent.add("games")
    assert set(listed[1]) == sent | {"left", "error"}

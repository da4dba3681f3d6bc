"""The hall (the server without its network) under random sequences of messages, disconnects,
bots and the clock: nothing escapes but the refusals it sends back, its bookkeeping stays
whole, and every view it sends is the seat's own view of the game as it stands."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from cardtable import open_mercy as om
from cardtable.online.rooms import CATCH_SECONDS, MAX_PLAYERS
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.sending import Reply
from cardtable.records.convert import move_to_dict, view_to_dict

NAMES = ["Ana", "Bo", "Cy", "Ana", "", "x" * 30, "Zed (bot)"]
KINDS = [
    "create",
    "quick_match",
    "join",
    "start",
    "leave",
    "add_bot",
    "wait_longer",
    "rematch",
    "vs_bot",
    "move",
]


def _message(data: st.DataObject, hall: Hall, client: int) -> str:
    """A message a client might send: mostly sensible, sometimes not."""
    kind = data.draw(st.sampled_from([*KINDS, "garbage"]))
    codes = [*hall.tables.rooms, "ZZZZZZ"]
    if kind == "garbage":
        return data.draw(st.sampled_from(["{", "[]", '{"type": 3}', '{"type": "move", "move": {}}']))
    if kind == "move":
        return json.dumps({"type": "move", "move": _move(data, hall, client)})
    fields: dict[str, Any] = {"type": kind}
    if kind in ("create", "quick_match", "join"):
        fields["name"] = data.draw(st.sampled_from(NAMES))
    if kind == "join":
        fields["code"] = data.draw(st.sampled_from(codes))
    if kind == "create":
        fields["stacking"] = data.draw(st.sampled_from(["official", "house", "casual", "wild"]))
    if kind == "add_bot":
        fields["bot"] = data.draw(st.sampled_from(["random", "scrap", "nobody"]))
    return json.dumps(fields)


def _move(data: st.DataObject, hall: Hall, client: int) -> dict[str, Any]:
    """A legal move of some seat of the client's game (often its own, sometimes another's)."""
    state = hall.tables.game_of(f"solo-{client}")
    where = hall.clients[client].code
    if state is None and where is not None:
        state = hall.tables.rooms[where].game
    if state is None or not om.legal_moves(state):
        return {"move": "Draw", "player": 0}
    return move_to_dict(data.draw(st.sampled_from(om.legal_moves(state))))


def _check(hall: Hall, reply: Reply) -> None:
    for client, message in reply.messages:
        if message["type"] == "view" and message["code"] is not None:
            connection = hall.clients.get(client)
            assert connection is not None and connection.code == message["code"]
            room = hall.tables.rooms[message["code"]]
            assert room.game is not None and len(room.game.log) == message["moves_made"]
            expected = view_to_dict(om.view(room.game, message["view"]["player"]))
            assert json.dumps({**message["view"], "history": None}) == json.dumps(
                {**expected, "history": None}
            )
    for code, members in hall.attached.items():
        room = hall.tables.rooms[code]
        assert len(room.members) <= MAX_PLAYERS and (room.host is None or room.host in room.members)
        for name, client in members.items():
            assert name in room.members
            assert (hall.clients[client].code, hall.clients[client].name) == (code, name)
    for code, name in hall.tokens:
        assert code in hall.tables.rooms and name in hall.tables.rooms[code].members


def _bots(hall: Hall, reply: Reply, now: float) -> None:
    """Ask the changed tables' bots for their moves, as the server does (a bounded number of rounds)."""
    waiting = set(reply.changed)
    for _ in range(50):
        if not waiting:
            return
        key = waiting.pop()
        for offer in hall.tables.offers(key):
            move = offer.ask()
            if move is not None:
                made = hall.bot_move(key, offer.game, offer.member, move, now)
                _check(hall, made)
                waiting |= made.changed
                break
        else:
            settled = hall.settle_solo(key)
            _check(hall, settled)
            waiting |= settled.changed


@given(st.data())
def test_the_hall_survives_any_sequence_and_sends_only_each_seats_own_view(data: st.DataObject) -> None:
    hall = Hall(seed=data.draw(st.integers(0, 2**32)))
    clients: list[int] = [hall.connect() for _ in range(3)]
    now = 0.0
    for _ in range(data.draw(st.integers(1, 40))):
        step = data.draw(st.sampled_from(["message"] * 6 + ["drop", "connect", "tick"]))
        if step == "tick":
            now += data.draw(st.sampled_from([0.5, CATCH_SECONDS, 21.0, 61.0]))
            reply = hall.tick(now)
        elif step == "drop" and clients:
            reply = hall.disconnect(clients.pop(data.draw(st.integers(0, len(clients) - 1))), now)
        elif step == "connect" or not clients:
            clients.append(hall.connect())
            continue
        else:
            client = data.draw(st.sampled_from(clients))
            reply = hall.receive(client, _message(data, hall, client), now)
        _check(hall, reply)
        _bots(hall, reply, now)
        now += 0.25
    assert hall.internal_errors == 0

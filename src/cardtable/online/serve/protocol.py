"""The server's JSON protocol: a client's message read strictly into a ``Request``.

Every client message is one JSON object with a ``"type"`` and exactly the
fields that type takes (``FIELDS``); anything else is a ``ProtocolError`` (a
``ValueError``) whose message the client is sent back. Reading needs nothing
of the ``serve`` extra, so it is tested and documented on its own.

>>> read('{"type": "join", "code": "ABC234", "name": "Priya"}')
Request(type='join', fields={'code': 'ABC234', 'name': 'Priya'})
>>> read('{"type": "dance"}')
Traceback (most recent call last):
...
cardtable.online.serve.protocol.ProtocolError: unknown message type 'dance' (one of: create, ...)
"""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.games import GAMES
from cardtable.online.rooms.open_mercy import OPEN_MERCY as NAME
from cardtable.records.host import move_from_dict
from cardtable.records.strict import RecordError, parse

__all__ = [
    "ACCOUNT_REQUESTS",
    "FIELDS",
    "MAX_MESSAGE",
    "STORE_REQUESTS",
    "ForeignMove",
    "ProtocolError",
    "Request",
    "read",
]

MAX_MESSAGE = 4096
"""The longest client message read, in characters: the longest real one (a move) is under 200."""

_TEXT = "text"
_MOVE = "move"
_COUNT = "count"
_NAMES = "names"
_OBJECT = "object"

FIELDS: dict[str, dict[str, tuple[str, bool]]] = {
    # type -> field -> (kind, required)
    "create": {
        "name": (_TEXT, True),
        "game": (_TEXT, False),
        "rules": (_OBJECT, False),
        "stacking": (_TEXT, False),
    },
    "games": {},
    "quick_match": {"name": (_TEXT, True)},
    "join": {"code": (_TEXT, True), "name": (_TEXT, True)},
    "rejoin": {"code": (_TEXT, True), "name": (_TEXT, True), "token": (_TEXT, True)},
    "start": {},
    "leave": {},
    "wait_longer": {},
    "add_bot": {"bot": (_TEXT, False)},  # none named: the game's strongest (bots.best)
    "rematch": {},
    "vs_bot": {"beaten": (_NAMES, False)},
    "move": {"move": (_MOVE, True), "after": (_COUNT, False)},
    "play_now": {"token": (_TEXT, False)},
    "claim": {"handle": (_TEXT, True), "password": (_TEXT, True)},
    "sign_in": {"handle": (_TEXT, True), "password": (_TEXT, True)},
    "daily": {},
    "stats": {},
    "record": {"game": (_COUNT, True)},
    "replay": {"game": (_COUNT, True), "step": (_COUNT, True)},
    "daily_results": {"day": (_TEXT, False)},  # none given: today
}
"""Each message type's fields: their kind and whether they must be there."""
ACCOUNT_REQUESTS = frozenset({"play_now", "claim", "sign_in"})
"""The messages about the connection's account, answered from the store (``serve.accounts``)."""
STORE_REQUESTS = ACCOUNT_REQUESTS | {"vs_bot", "daily", "stats", "record", "replay", "daily_results"}
"""The messages answered with what the store keeps (``serve.answers``): the account requests,
the games against a bot (whose opponent or day the store decides) and the account's records."""


class ProtocolError(ValueError):
    """A client message that is not one the protocol knows; the text is sent back to the client.

    >>> issubclass(ProtocolError, ValueError)
    True
    """


@attrs.frozen
class ForeignMove:
    """A move that is not Open Mercy's but another game's, as the client sent it (``move_to_dict``
    form): the hall reads it with its room's game (``records.host.move_from_dict``).

    >>> read('{"type": "move", "move": {"move": "Check", "player": 1}}').get("move")
    ForeignMove(data={'move': 'Check', 'player': 1})
    """

    data: dict[str, Any]


@attrs.frozen
class Request:
    """One client message, read: its type and its fields (a move already a move object, an
    Open Mercy move, or another game's as a ``ForeignMove``); ``raw`` is the message's JSON.

    >>> read('{"type": "start"}').fields
    {}
    """

    type: str
    fields: dict[str, Any]
    raw: dict[str, Any] = attrs.field(factory=dict, eq=False, repr=False)

    def get(self, name: str, default: Any = None) -> Any:
        """A field's value, or ``default`` when the message left it out.

        >>> read('{"type": "create", "name": "Jo"}').get("stacking", "official")
        'official'
        """
        return self.fields.get(name, default)


def read(text: object) -> Request:
    """A client message's text read strictly; ``ProtocolError`` says what is wrong with it.

    >>> read('{"type": "move", "move": {"move": "Draw", "player": 2}, "after": 14}').get("move")
    Draw(player=2)
    >>> read("not json")
    Traceback (most recent call last):
    ...
    cardtable.online.serve.protocol.ProtocolError: not JSON: Expecting value: line 1 column 1 (char 0)
    >>> read('{"type": "join", "code": 5, "name": "Jo"}')
    Traceback (most recent call last):
    ...
    cardtable.online.serve.protocol.ProtocolError: join: code must be text, not 5
    """
    if not isinstance(text, str):
        raise ProtocolError("messages are JSON text, not binary")
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(f"a message is at most {MAX_MESSAGE} characters, not {len(text)}")
    try:
        data = parse(text)
    except RecordError as error:
        raise ProtocolError(_plain(error)) from None
    if type(data) is not dict:
        raise ProtocolError("a message is a JSON object with a type")
    kind = data.get("type")
    if type(kind) is not str or kind not in FIELDS:
        raise ProtocolError(f"unknown message type {_short(kind)} (one of: {', '.join(FIELDS)})")
    wanted = FIELDS[kind]
    extra = sorted(set(data) - set(wanted) - {"type"})
    if extra:
        raise ProtocolError(f"{kind}: no field {_short(extra[0])} in this message")
    fields = {}
    for name, (field_kind, required) in wanted.items():
        if name in data:
            fields[name] = _field(kind, name, field_kind, data[name])
        elif required:
            raise ProtocolError(f"{kind}: {name} is missing")
    return Request(kind, fields, data)


def _field(kind: str, name: str, field_kind: str, value: Any) -> Any:
    if field_kind == _TEXT and type(value) is str:
        return value
    if field_kind == _COUNT and type(value) is int and value >= 0:
        return value
    if field_kind == _NAMES and type(value) is list and all(type(item) is str for item in value):
        return tuple(value)
    if field_kind == _OBJECT and type(value) is dict:
        return value
    if field_kind == _MOVE:
        return _move(kind, value)
    wanted = {
        _TEXT: "text",
        _COUNT: "a whole number, 0 or more",
        _NAMES: "a list of names",
        _OBJECT: "an object",
    }[field_kind]
    raise ProtocolError(f"{kind}: {name} must be {wanted}, not {_short(value)}")


def _move(kind: str, value: Any) -> Any:
    """An Open Mercy move; another game's move as a ``ForeignMove`` for the room to read; a
    move of no game refused with what Open Mercy finds wrong with it."""
    try:
        return move_from_dict(GAMES[NAME], value, "move")
    except RecordError as error:
        for name, game in GAMES.items():
            if name == NAME:
                continue
            try:
                move_from_dict(game, value, "move")
            except RecordError:
                continue
            return ForeignMove(value)
        raise ProtocolError(f"{kind}: {_plain(error)}") from None


def _plain(error: RecordError) -> str:
    """A record error's text without its ``record:`` prefix: a message is not a record."""
    return str(error).removeprefix("record: ")


def _short(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."

"""What the hall sends and to whom: a connection's bookkeeping (``Client``), a step's messages
(``Reply``), and each seat's view with only the told events its client lacks (``Sight``).

>>> reply = Reply()
>>> reply.send(3, {"type": "error", "message": "Game is full"})
>>> reply.messages
[(3, {'type': 'error', 'message': 'Game is full'})]
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import attrs

from cardtable.core.events import EventLog, told
from cardtable.games import GAMES
from cardtable.online.rooms.open_mercy import OPEN_MERCY
from cardtable.online.serve import messages

__all__ = ["Client", "Finished", "Message", "Reply", "Sight", "history_from", "message_text"]

Message = dict[str, Any]
# One encoder for every message: json.dumps with options makes a new one each call.
_encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def message_text(message: Message) -> str:
    """A message as the JSON text sent on the wire.

    >>> message_text({"type": "left", "code": "ABC234"})
    '{"type":"left","code":"ABC234"}'
    """
    return _encoder.encode(message)


@attrs.define
class Client:
    """One connection: where it sits (a room member, or a solo game) and what it was last sent.

    >>> Client(4).code is None
    True
    """

    id: int
    code: str | None = None
    name: str | None = None
    account: int | None = None
    solo: str | None = None  # the key of the game against a bot it plays (``tables.solo_key``)
    sent_room: tuple[Any, ...] | None = None
    sent_view: tuple[str, int, int, int] | None = None  # (table, game number, events seen, events told)
    sent_hand: Any = None  # the first event of the history last sent: another one begins a new hand


@attrs.frozen
class Finished:
    """A game that has just ended, to be kept: the state, its mode (a room's stacking, or
    ``"ladder"``), the account at each seat that has one, and the ladder progress it leaves
    (``Ladder.to_dict()``, for a game against a bot of the ladder), and the day of today's deal."""

    state: Any
    mode: str
    seats: dict[int, int]
    ladder: dict[str, Any] | None = None
    day: str | None = None


@attrs.define
class Reply:
    """What a step of the hall asks of the network: messages to send, tables whose bots to ask,
    account requests for the store (``asked``: client and request) and games that ended."""

    messages: list[tuple[int, Message]] = attrs.Factory(list)
    changed: set[str] = attrs.Factory(set)
    asked: list[tuple[int, Any]] = attrs.Factory(list)
    finished: list[Finished] = attrs.Factory(list)

    def send(self, client: int, message: Message) -> None:
        """Queue ``message`` for ``client``.

        >>> reply = Reply()
        >>> reply.send(1, {"type": "left", "code": None})
        >>> len(reply.messages)
        1
        """
        self.messages.append((client, message))


def history_from(log: Any, start: int) -> Iterator[Any]:
    """The events of a game's history (an ``EventLog``) from number ``start`` on, skipping whole chunks.

    >>> log = EventLog().extend(tuple(range(70)))
    >>> list(history_from(log, 65)), len(list(history_from(log, 0)))
    ([65, 66, 67, 68, 69], 70)
    """
    size = len(log.chunks[0]) if log.chunks else 0
    skipped = start // size if size else 0
    for chunk in log.chunks[skipped:]:
        yield from chunk[max(0, start - skipped * size) :]
        skipped += 1
    yield from log.tail[max(0, start - skipped * size) :]


class Sight:
    """Makes ``view`` messages: a seat's view, with the told events its client has not had yet.

    A view is made from the state with its history left out (that bare state
    made once for all the seats of one state), and only the events since the
    last view sent to that client are told (``told``, as ``view`` tells them):
    a whole history would cost a pass over every event of the game for every
    client after every move.

    >>> from cardtable import open_mercy as om
    >>> sight, client, state = Sight(), Client(1), om.new_game(seed=4)
    >>> first = sight.view(client, "ABC234", 1, state, 0)
    >>> state = om.apply_move(state, om.legal_moves(state, 0)[-1])
    >>> second = sight.view(client, "ABC234", 1, state, 0)
    >>> first["history_from"], second["history_from"] == len(first["view"]["history"])
    (0, True)
    """

    def __init__(self) -> None:
        self._of: Any = None
        self._bare: Any = None

    def view(
        self,
        client: Client,
        code: str | None,
        number: int,
        state: Any,
        seat: int | None,
        table: str | None = None,
        solo: Message | None = None,
        game: str = OPEN_MERCY,
    ) -> Message:
        """``seat``'s view of ``state`` for ``client``, at ``table`` (the room ``code`` by default);
        ``solo`` says what game against a bot it is (``messages.solo``); ``game`` is the game's name."""
        where = table if table is not None else code or ""
        sent = client.sent_view
        seen_before, told_before = sent[2:] if sent is not None and sent[:2] == (where, number) else (0, 0)
        history = state.history
        said = None
        first = history[0] if len(history) else None
        if seen_before and (len(history) < seen_before or first is not client.sent_hand):
            # A new hand: this game keeps each hand's history alone (every game but Open Mercy),
            # so the client is sent the new hand's whole history and the last move's events in words.
            seen_before = told_before = 0
            said = told(state.events, seat)
        new = told(history_from(history, seen_before), seat)
        client.sent_view, client.sent_hand = (where, number, len(history), told_before + len(new)), first
        seen = GAMES[game].view(self._bare_state(state), seat)
        return messages.view_message(code, number, state, seen, new, told_before, solo, game, said)

    def _bare_state(self, state: Any) -> Any:
        if self._of is not state:
            self._of, self._bare = state, attrs.evolve(state, history=EventLog())
        return self._bare

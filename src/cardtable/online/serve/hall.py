"""The server's memory: every room, who is connected to which seat, and solo games against a bot.

``Hall`` is the whole server without the network: a client's message goes in
(``receive``), the messages to send come out (a ``Reply``). Each room changes
only through the pure functions of ``cardtable.online.rooms``; the hall
keeps the latest value of each, hands every member a secret token at join
(only its holder may ``rejoin``), and after every change gives each connected
member the room (when it changed) and their own view. Time is an argument
(``now``), as in ``rooms``. The ``app`` module runs a hall over WebSockets.

Decisions: a client that vanishes from a waiting room leaves it (a seat must
not go to someone who is not there); from a game it keeps its seat and is
away (``rooms.disconnect``: the clock draws for the seat after 20 seconds,
OM18) until it comes back with ``rejoin`` and its token (``rooms.reconnect``).
A room with no client connected and no game in progress closes.

>>> hall = Hall(seed=7)
>>> host = hall.connect()
>>> reply = hall.receive(host, '{"type": "create", "name": "Jo"}', now=0.0)
>>> [message["type"] for _, message in reply.messages]
['joined', 'room']
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Iterator
from typing import Any

from cardtable.chance import Chance
from cardtable.online import rooms
from cardtable.online.serve import messages
from cardtable.online.serve.catalog import games_message
from cardtable.online.serve.codes import Codes
from cardtable.online.serve.every_game import created, mode, room_move
from cardtable.online.serve.protocol import STORE_REQUESTS, ProtocolError, Request, read
from cardtable.online.serve.sending import Client, Finished, Reply, Sight
from cardtable.online.serve.solo_play import SoloPlay, utc_today
from cardtable.online.serve.tables import Tables

__all__ = ["Hall", "token_digest"]

_RETRY = 0.05


class Hall(SoloPlay):
    """Rooms, members' tokens and connections, and solo games; see the module docstring.
    ``today`` gives the server's day (ISO text), the day of TODAY'S DEAL: its UTC date."""

    def __init__(self, seed: int | None = None, today: Callable[[], str] = utc_today) -> None:
        self.tables = Tables()
        self.clients: dict[int, Client] = {}
        # (room, member) -> (the SHA-256 of their rejoin token, their account if they have one)
        self.tokens: dict[tuple[str, str], tuple[str, int | None]] = {}
        self.unsaved: set[str] = set()
        self.closed: set[str] = set()
        self.attached: dict[str, dict[str, int]] = {}
        self.internal_errors = 0
        self.today, self.players, self.unsaved_solos = today, {}, set()
        self.codes = Codes(Chance.from_seed(secrets.randbits(63) if seed is None else seed))
        self._next_id = 0
        self._sight = Sight()

    # Connections -------------------------------------------------------------------------------

    def connect(self) -> int:
        """A new connection's id.

        >>> hall = Hall(seed=1)
        >>> hall.connect(), hall.connect()
        (1, 2)
        """
        self._next_id += 1
        self.clients[self._next_id] = Client(self._next_id)
        return self._next_id

    def disconnect(self, client: int, now: float) -> Reply:
        """A connection has gone: a waiting member leaves, a seated one keeps the seat (OM27).

        >>> hall = Hall(seed=1)
        >>> ana, bo = hall.connect(), hall.connect()
        >>> code = hall.receive(ana, '{"type": "create", "name": "Ana"}', 0.0).messages[0][1]["code"]
        >>> _ = hall.receive(bo, f'{{"type": "join", "code": "{code}", "name": "Bo"}}', 1.0)
        >>> [message["members"] for _, message in hall.disconnect(bo, 2.0).messages]
        [['Ana']]
        """
        reply = Reply()
        gone = self.clients.pop(client, None)
        if gone is None or gone.code is None or gone.name is None:
            if gone is not None:
                self._solo_gone(gone)
            return reply
        code, name = gone.code, gone.name
        self._detach(gone)
        room = self.tables.rooms.get(code)
        if room is not None and room.phase == "waiting":
            self._leave(code, name, now, reply)
        elif room is not None:  # away: the clock draws for their seat after 20 seconds (OM18)
            self._changed(code, rooms.disconnect(room, name, now), now, reply)
        self._settle(code, now, reply)
        return reply

    def sign_in(self, client: int, account: int) -> None:
        """The connection plays as ``account`` from now on (PLAY NOW, CLAIM ACCOUNT, SIGN IN).

        >>> hall = Hall(seed=1)
        >>> jo = hall.connect()
        >>> hall.sign_in(jo, 42)
        >>> hall.clients[jo].account
        42
        """
        known = self.clients.get(client)
        if known is not None:
            known.account = account

    def receive(self, client: int, text: object, now: float) -> Reply:
        """Handle one message from ``client``: a refusal is an ``error`` message and changes nothing.

        >>> hall = Hall(seed=1)
        >>> hall.receive(hall.connect(), '{"type": "start"}', 0.0).messages
        [(1, {'type': 'error', 'message': 'You are not in a room: create, join or quick_match first'})]
        """
        reply = Reply()
        try:
            request = read(text)
            self._handle(self.clients[client], request, now, reply)
        except ValueError as refused:  # RoomError, IllegalMove, ProtocolError: the player's words
            return self._refuse(client, str(refused))
        return reply

    # The clock ---------------------------------------------------------------------------------

    def next_deadline(self) -> float | None:
        """When ``tick`` next has something to do, over every room.

        >>> hall = Hall(seed=1)
        >>> _ = hall.receive(hall.connect(), '{"type": "quick_match", "name": "Jo"}', 5.0)
        >>> hall.next_deadline()  # the quick match's countdown: 60 seconds
        65.0
        """
        return self.tables.clock.next()

    def tick(self, now: float) -> Reply:
        """Apply every room's clock due by ``now`` (quick-match starts, catch windows, time-outs).

        >>> hall = Hall(seed=1)
        >>> ana, bo = hall.connect(), hall.connect()
        >>> _ = hall.receive(ana, '{"type": "quick_match", "name": "Ana"}', 0.0)
        >>> _ = hall.receive(bo, '{"type": "quick_match", "name": "Bo"}', 0.0)
        >>> hall.tick(30.0).messages
        []
        >>> [message["type"] for _, message in hall.tick(60.0).messages]  # time is up: the game starts
        ['room', 'view', 'room', 'view']
        """
        reply = Reply()
        for code in self.tables.clock.due(now):
            room = self.tables.rooms.get(code)
            if room is None:
                continue
            try:
                after = rooms.tick(room, now)
            except ValueError:  # rooms refuse only a time gone backwards: the room waits for its next change
                self.internal_errors += 1
                continue
            if after is not room:
                self._changed(code, after, now, reply)
                continue
            deadline = rooms.next_deadline(room)
            # A deadline that is due yet did nothing must not spin the clock: look again shortly.
            self.tables.clock.set(code, None if deadline is None else max(deadline, now + _RETRY))
        return reply

    # Bots --------------------------------------------------------------------------------------

    def bot_move(self, key: str, game: Any, member: str, move: Any, now: float) -> Reply:
        """Make a bot's move, chosen at ``game`` (the state it was asked at), unless the table moved on.

        >>> hall = Hall(seed=1)
        >>> ana = hall.connect()
        >>> code = hall.receive(ana, '{"type": "create", "name": "Ana"}', 0.0).messages[0][1]["code"]
        >>> _ = hall.receive(ana, '{"type": "add_bot", "bot": "scrap"}', 0.0)
        >>> _ = hall.receive(ana, '{"type": "start"}', 0.0)
        >>> stale = hall.bot_move(code, None, "Scrap (bot)", None, 1.0)
        >>> stale.messages, stale.changed == {code}  # asked at another state: not made, asked again
        ([], True)
        """
        reply = Reply()
        reply.changed.add(key)  # asked again, whatever happens
        if self.tables.game_of(key) is not game:
            return reply
        if key in self.tables.solos:
            self._solo_moved(key, self.tables.solos[key].moved(move), reply)
            return reply
        room = self.tables.rooms[key]
        self._changed(key, rooms.move(room, member, move, now), now, reply)
        return reply

    # Requests ----------------------------------------------------------------------------------

    def _handle(self, client: Client, request: Request, now: float, reply: Reply) -> None:
        kind = request.type
        if kind in STORE_REQUESTS:  # the store answers these first (serve.answers)
            reply.asked.append((client.id, request))
            return
        if kind == "games":
            reply.send(client.id, games_message())
            return
        if kind in ("create", "quick_match", "join", "rejoin"):
            if client.code is not None or client.solo is not None:
                raise ProtocolError("You are already at a table: leave it first")
            getattr(self, f"_{kind}")(client, request, now, reply)
            return
        solo = None if client.solo is None else self.tables.solos.get(client.solo)
        if solo is not None:
            self._solo_request(client, solo, request, reply)
            return
        if client.code is None or client.name is None:
            raise ProtocolError("You are not in a room: create, join or quick_match first")
        code, name = client.code, client.name
        room = self.tables.rooms[code]
        if kind == "leave":
            self._leave(code, name, now, reply)
            reply.send(client.id, messages.left(code))
        elif kind == "move":
            self._check_fresh(room.game, request)
            self._changed(code, rooms.move(room, name, room_move(room, request), now), now, reply)
        elif kind == "add_bot":
            self._changed(code, rooms.add_bot(room, name, request.get("bot"), now), now, reply)
        else:  # start, wait_longer, rematch: the rooms function of that name
            action = {"start": rooms.start, "wait_longer": rooms.wait_longer, "rematch": rooms.rematch}[kind]
            self._changed(code, action(room, name, now), now, reply)

    def _create(self, client: Client, request: Request, now: float, reply: Reply) -> None:
        room = created(request, seed=self._room_seed(), now=now)
        self._enter(client, room, request.get("name"), now, reply)

    def _quick_match(self, client: Client, request: Request, now: float, reply: Reply) -> None:
        name = request.get("name")
        for code in list(self.tables.public):
            room = self.tables.rooms[code]
            try:
                after = rooms.join(room, name, now)
            except rooms.RoomError:  # full, started or the name taken there: try the next
                continue
            self._enter(client, after, name, now, reply)
            return
        room = rooms.join(rooms.quick_match(seed=self._room_seed(), now=now), name, now)
        self._enter(client, room, name, now, reply)

    def _join(self, client: Client, request: Request, now: float, reply: Reply) -> None:
        room = self._room_by_code(request.get("code"))
        self._enter(client, rooms.join(room, request.get("name"), now), request.get("name"), now, reply)

    def _rejoin(self, client: Client, request: Request, now: float, reply: Reply) -> None:
        room = self._room_by_code(request.get("code"))
        name = request.get("name")
        kept = self.tokens.get((room.code, name))
        if kept is None or not secrets.compare_digest(kept[0], token_digest(request.get("token"))):
            raise ProtocolError("That name and token do not match a member of this room")
        previous = self.attached.get(room.code, {}).get(name)
        if previous is not None:  # the member's older connection is theirs no more
            self._detach(self.clients[previous])
            reply.send(previous, messages.left(room.code))
        self._attach(client, room.code, name)
        self._changed(room.code, rooms.reconnect(room, name, now), now, reply)

    # Changes -----------------------------------------------------------------------------------

    def _changed(self, code: str, after: rooms.Room | None, now: float, reply: Reply) -> None:
        """Store a room's new value and tell every connected member."""
        if after is None:
            self._close(code, reply)
            return
        before = self.tables.rooms.get(code)
        self.tables.put(after, rooms.next_deadline(after))
        self.unsaved.add(code)
        if before is not None and before.phase == "playing" and after.phase == "over" and after.game:
            reply.finished.append(Finished(after.game, mode(after), self.accounts(after)))
        reply.changed.add(code)
        for name, client in list(self.attached.get(code, {}).items()):
            if name in after.members:
                self._update(self.clients[client], after, now, reply)
            else:
                self._detach(self.clients[client])
        self._settle(code, now, reply)

    def _update(self, client: Client, room: rooms.Room, now: float, reply: Reply) -> None:
        """The room (if it changed since last sent) and the member's view (if there is a game)."""
        key = messages.room_key(room)
        if key != client.sent_room:
            client.sent_room = key
            reply.send(client.id, messages.room_message(room, client.name, now))
        if room.game is not None and client.name is not None:
            seat = rooms.seat_of(room, client.name)
            sight = self._sight.view(client, room.code, room.games, room.game, seat, game=room.table)
            reply.send(client.id, sight)

    def _settle(self, code: str, now: float, reply: Reply) -> None:
        """Close a room nobody is connected to, unless its game is in progress (the clock plays it)."""
        room = self.tables.rooms.get(code)
        if room is not None and not self.attached.get(code) and room.phase != "playing":
            self._close(code, reply)

    def _close(self, code: str, reply: Reply) -> None:
        for name, client in list(self.attached.get(code, {}).items()):
            self._detach(self.clients[client])
            reply.send(client, messages.left(code))
            self.tokens.pop((code, name), None)
        self.attached.pop(code, None)
        self.tables.remove(code)
        self.unsaved.discard(code)
        self.closed.add(code)
        self.tokens = {key: token for key, token in self.tokens.items() if key[0] != code}

    def _leave(self, code: str, name: str, now: float, reply: Reply) -> None:
        after = rooms.leave(self.tables.rooms[code], name, now)
        client = self.attached.get(code, {}).get(name)
        if client is not None:
            self._detach(self.clients[client])
        self.tokens.pop((code, name), None)
        self._changed(code, after, now, reply)

    # Plumbing ----------------------------------------------------------------------------------

    def _enter(self, client: Client, room: rooms.Room, name: str, now: float, reply: Reply) -> None:
        token = secrets.token_urlsafe(18)
        self.tokens[(room.code, name)] = (token_digest(token), client.account)
        self._attach(client, room.code, name)
        reply.send(client.id, messages.joined(room.code, name, token, room.table))
        self._changed(room.code, room, now, reply)

    def _attach(self, client: Client, code: str, name: str) -> None:
        client.code, client.name, client.sent_room, client.sent_view = code, name, None, None
        self.attached.setdefault(code, {})[name] = client.id

    def _detach(self, client: Client) -> None:
        if client.code is not None and client.name is not None:
            members = self.attached.get(client.code, {})
            if members.get(client.name) == client.id:
                del members[client.name]
        client.code = client.name = client.sent_room = client.sent_view = None

    def _room_by_code(self, code: str) -> rooms.Room:
        room = self.tables.rooms.get(code.strip().upper())
        if room is None:
            raise rooms.RoomError(f"No room with the code {code.strip()[:12]!r}")
        return room

    def _fresh_seed(self) -> int:
        """A seed whose code no open room has, for a game that is no room (against a bot): it
        needs no code held in the database."""
        return self.codes.draw(self.tables.rooms)

    def _room_seed(self) -> int:
        """A seed for a new room, whose code no other room has, here or on another server (``codes``)."""
        return self.codes.fresh(self.tables.rooms)

    @staticmethod
    def _check_fresh(state: Any, request: Request) -> None:
        after = request.get("after")
        if state is not None and after is not None and after != len(state.log):
            raise ProtocolError(f"That move is stale: the table has moved on (move {len(state.log)})")

    def _refuse(self, client: int, message: str) -> Reply:
        reply = Reply()
        reply.send(client, messages.error(message))
        return reply

    def accounts(self, room: rooms.Room) -> dict[int, int]:
        """The account of each seat of the room's game whose member came with one.

        >>> Hall(seed=1).accounts(rooms.create_room("Jo", seed=1, now=0.0))
        {}
        """
        kept = ((seat, self.tokens.get((room.code, name))) for seat, name in enumerate(room.seats))
        return {seat: member[1] for seat, member in kept if member is not None and member[1] is not None}

    def members(self, code: str) -> Iterator[tuple[str, int]]:
        """The connected members of a room and their connections.

        >>> hall = Hall(seed=1)
        >>> reply = hall.receive(hall.connect(), '{"type": "create", "name": "Ana"}', 0.0)
        >>> list(hall.members(reply.messages[0][1]["code"]))
        [('Ana', 1)]
        """
        yield from self.attached.get(code, {}).items()


def token_digest(token: str) -> str:
    """What the hall keeps of a member's rejoin token: its SHA-256 (hex).

    >>> len(token_digest("s3cret"))
    64
    """
    return hashlib.sha256(token.encode()).hexdigest()

"""Games against a bot (PLAY VS BOT INSTEAD, OM23): the part of the ``Hall`` that runs them.

A solo game is not a room: it has no code, no clock and no other member. It is
kept under ``solo_key(client)`` in the hall's tables until its player leaves, and
a finished one is kept in the store for a signed-in player (mode ``"vs_bot"``).
``SoloPlay`` is a mixin: ``Hall`` supplies the tables, the clients and the room
plumbing it names.

>>> from cardtable.online.serve.hall import Hall
>>> issubclass(Hall, SoloPlay)
True
"""

from __future__ import annotations

from typing import Any

from cardtable.online import rooms
from cardtable.online.serve import messages
from cardtable.online.serve.protocol import ProtocolError, Request
from cardtable.online.serve.sending import Client, Finished, Reply, Sight
from cardtable.online.serve.tables import SOLO_PERSON, Solo, Tables, solo_key
from cardtable.open_mercy.bots.ladder import Ladder

__all__ = ["SoloPlay"]


class SoloPlay:
    """Starting, playing and leaving games against a bot; mixed into ``Hall``."""

    tables: Tables
    clients: dict[int, Client]
    tokens: dict[tuple[str, str], tuple[str, int | None]]
    _sight: Sight

    def _detach(self, client: Client) -> None:
        raise NotImplementedError

    def _changed(self, code: str, after: rooms.Room | None, now: float, reply: Reply) -> None:
        raise NotImplementedError

    @staticmethod
    def _check_fresh(state: Any, request: Request) -> None:
        raise NotImplementedError

    def settle_solo(self, key: str) -> Reply:
        """A solo game has no clock: when it waits on nobody, its first host move is made at once.

        >>> from cardtable.online.serve.hall import Hall
        >>> Hall(seed=1).settle_solo("solo-1").messages  # no such game: nothing to do
        []
        """
        reply = Reply()
        solo = self.tables.solos.get(key)
        if solo is not None:
            host_move = solo.host_move()
            if host_move is not None:
                self._solo_moved(key, solo.moved(host_move), reply)
        return reply

    def _vs_bot(self, client: Client, room: rooms.Room, request: Request, now: float, reply: Reply) -> None:
        ladder = Ladder(request.get("beaten", ()))
        code, name = room.code, client.name
        assert name is not None
        after, state, bot = rooms.play_vs_bot_instead(room, name, ladder, now)
        self._detach(client)
        self.tokens.pop((code, name), None)
        self._changed(code, after, now, reply)
        key = solo_key(client.id)
        self.tables.solos[key] = Solo.start(state, bot, ladder)
        reply.send(client.id, messages.left(code))
        self._solo_moved(key, self.tables.solos[key], reply)

    def _solo_request(self, client: Client, solo: Solo, request: Request, reply: Reply) -> None:
        key = solo_key(client.id)
        if request.type == "leave":
            del self.tables.solos[key]
            client.sent_view = None
            reply.send(client.id, messages.left(None))
        elif request.type == "move":
            self._check_fresh(solo.state, request)
            self._solo_moved(key, solo.played(request.get("move")), reply)
        else:
            raise ProtocolError(f"{request.type}: not in a game against a bot (leave it first)")

    def _solo_moved(self, key: str, solo: Solo, reply: Reply) -> None:
        before = self.tables.solos.get(key)
        self.tables.solos[key] = solo
        client = self.clients[int(key.removeprefix("solo-"))]
        ended = solo.state.winners and (before is None or not before.state.winners)
        if ended and client.account is not None:
            reply.finished.append(Finished(solo.state, "vs_bot", {SOLO_PERSON: client.account}))
        reply.changed.add(key)
        reply.send(client.id, self._sight.view(client, None, 1, solo.state, SOLO_PERSON, table=key))

"""Games against a bot (PLAY VS BOT, TODAY'S DEAL; OM23, OM24): the part of the ``Hall`` that runs them.

A solo game is not a room: it has no code, no clock and no other member. A
person with an account has at most one, kept under the account's key
(``solo_key``) whichever connection plays it: a connection that drops leaves it
where it is, and the account's next PLAY NOW (or SIGN IN) takes it up again
(``resume_solo``). Without an account the game is the connection's and ends with
it. ``deal_ladder`` and ``deal_daily`` seat a connection at a new one, from the
lobby, from a waiting room (a ladder game: PLAY VS BOT INSTEAD) or from a
finished game against a bot (NEXT BOT, REMATCH); what opponent or day it is, the
store decides first (``serve.answers``). A finished game of an account is kept
with the ladder progress it leaves, or as the day's result; leaving today's deal
before its end counts it as lost, so its cards cannot be peeked at and dealt again.
``SoloPlay`` is a mixin: ``Hall`` supplies the tables, the clients and the room
plumbing it names.

>>> from cardtable.online.serve.hall import Hall
>>> hall = Hall(seed=1, today=lambda: "2026-12-02")
>>> jo = hall.connect()
>>> reply = hall.deal_daily(jo, hall.today(), counted=False, now=0.0)
>>> message = reply.messages[-1][1]
>>> message["type"], message["solo"]["mode"], message["solo"]["name"], message["view"]["player"]
('view', 'daily', 'Terminator', 0)
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from cardtable.online import rooms
from cardtable.online.rooms.open_mercy import LADDER_RULES, Ladder, new_game
from cardtable.online.serve import messages
from cardtable.online.serve.protocol import ProtocolError, Request
from cardtable.online.serve.sending import Client, Finished, Reply, Sight
from cardtable.online.serve.tables import SOLO_PERSON, Solo, Tables, solo_key

__all__ = ["SoloPlay", "utc_today"]


def utc_today() -> str:
    """The server's day, its UTC date as ISO text: the day of TODAY'S DEAL (OM24).

    >>> len(utc_today())
    10
    """
    return datetime.datetime.now(datetime.UTC).date().isoformat()


class SoloPlay:
    """Starting, playing, leaving and resuming games against a bot; mixed into ``Hall``."""

    tables: Tables
    clients: dict[int, Client]
    tokens: dict[tuple[str, str], tuple[str, int | None]]
    _sight: Sight
    today: Callable[[], str]
    players: dict[str, int]
    """The connection playing each solo game (a game of an account may have none for a while)."""
    unsaved_solos: set[str]
    """The solo games of accounts changed since the keeper last wrote (``serve.keeping``)."""

    def _detach(self, client: Client) -> None:
        raise NotImplementedError

    def _changed(self, code: str, after: rooms.Room | None, now: float, reply: Reply) -> None:
        raise NotImplementedError

    def _fresh_seed(self) -> int:
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

    # Dealing -----------------------------------------------------------------------------------

    def deal_ladder(self, client: int, ladder: Ladder, now: float) -> Reply:
        """Seat ``client`` at a ladder game against ``ladder.opponent`` (OM23), from the lobby, a
        waiting room or a finished game against a bot; a refusal is an ``error`` message.

        >>> from cardtable.online.serve.hall import Hall
        >>> hall = Hall(seed=1)
        >>> jo = hall.connect()
        >>> hall.deal_ladder(jo, Ladder(("scrap",)), 0.0).messages[-1][1]["solo"]["bot"]
        'pilot'
        """
        reply = Reply()
        known = self.clients.get(client)
        if known is None:
            return reply
        try:
            self._clear_finished(known, "PLAY VS BOT")  # the account's game elsewhere included
            if known.code is not None:
                state = self._vs_bot_instead(known, ladder, now, reply)
            else:
                state = new_game(LADDER_RULES, seed=self._fresh_seed())
        except ValueError as refused:
            return _refused(client, refused)
        self._seat_solo(known, Solo.start(state, ladder.opponent, ladder, known.account), reply)
        return reply

    def deal_daily(self, client: int, day: str, *, counted: bool, now: float) -> Reply:
        """Seat ``client`` at ``day``'s deal against Terminator (OM24), from the lobby or a
        finished game against a bot; ``counted``: its result is the account's for the day."""
        reply = Reply()
        known = self.clients.get(client)
        if known is None:
            return reply
        try:
            if known.code is not None:
                raise ProtocolError("TODAY'S DEAL is played from the lobby: leave the room first")
            self._clear_finished(known, "TODAY'S DEAL")
        except ValueError as refused:
            return _refused(client, refused)
        self._seat_solo(known, Solo.daily(day, counted=counted, account=known.account), reply)
        return reply

    def ladder_after(self, client: int) -> Ladder | None:
        """The ladder progress a connection's finished ladder game left, if it has one (what a
        next ``vs_bot`` plays on when neither the store nor the page says).

        >>> from cardtable.online.serve.hall import Hall
        >>> Hall(seed=1).ladder_after(1) is None
        True
        """
        known = self.clients.get(client)
        solo = None if known is None or known.solo is None else self.tables.solos.get(known.solo)
        if solo is None or solo.mode != "ladder" or not solo.over:
            return None
        return solo.ladder.record(won=solo.won)

    def resume_solo(self, client: int) -> Reply:
        """Give a signed-in connection in the lobby its account's game against a bot, if it has
        one (another connection of the account playing it gets ``left``); its whole view again."""
        reply = Reply()
        known = self.clients.get(client)
        if known is None or known.account is None or known.code is not None or known.solo is not None:
            return reply
        key = solo_key(client, known.account)
        solo = self.tables.solos.get(key)
        if solo is None or solo.over:
            return reply
        previous = self.players.get(key)
        if previous is not None and previous != client:
            self.clients[previous].solo = self.clients[previous].sent_view = None
            reply.send(previous, messages.left(None))
        self.players[key] = client
        known.solo, known.sent_view = key, None
        reply.send(client, self._solo_view(known, key, solo))
        reply.changed.add(key)  # its bot may have a move to make (after a restart, say)
        return reply

    def _vs_bot_instead(self, client: Client, ladder: Ladder, now: float, reply: Reply) -> Any:
        """PLAY VS BOT INSTEAD: ``client`` leaves its waiting room; the ladder game dealt."""
        code, name = client.code, client.name
        assert code is not None and name is not None
        room = self.tables.rooms[code]
        after, state, _ = rooms.play_vs_bot_instead(room, name, ladder, now)
        self._detach(client)
        self.tokens.pop((code, name), None)
        self._changed(code, after, now, reply)
        reply.send(client.id, messages.left(code))
        return state

    def _clear_finished(self, client: Client, what: str) -> None:
        """Make way for a new game against a bot: only a finished one may be replaced."""
        for key in (client.solo, None if client.account is None else solo_key(client.id, client.account)):
            solo = None if key is None else self.tables.solos.get(key)
            if solo is not None and not solo.over:
                raise ProtocolError(f"{what}: finish or leave the game against {solo.bot.capitalize()} first")
        self._end_solo(client)

    def _seat_solo(self, client: Client, solo: Solo, reply: Reply) -> None:
        key = solo_key(client.id, client.account)
        other = self.players.get(key)
        if other is not None and other != client.id:  # the account's last game, finished elsewhere
            self.clients[other].solo = self.clients[other].sent_view = None
            reply.send(other, messages.left(None))
        self.tables.solos[key] = solo
        self.players[key] = client.id
        client.solo, client.sent_view = key, None
        self._solo_moved(key, solo, reply)

    # Playing -----------------------------------------------------------------------------------

    def _solo_request(self, client: Client, solo: Solo, request: Request, reply: Reply) -> None:
        if request.type == "leave":
            if solo.mode == "daily" and solo.counted and not solo.over and solo.account is not None:
                # Left before its end: lost, so that its cards cannot be peeked at and played again.
                reply.finished.append(
                    Finished(solo.state, "daily", {SOLO_PERSON: solo.account}, day=solo.day)
                )
            self._end_solo(client)
            reply.send(client.id, messages.left(None))
        elif request.type == "move":
            assert client.solo is not None
            self._check_fresh(solo.state, request)
            self._solo_moved(client.solo, solo.played(request.get("move")), reply)
        else:
            raise ProtocolError(f"{request.type}: not in a game against a bot (leave it first)")

    def _solo_moved(self, key: str, solo: Solo, reply: Reply) -> None:
        before = self.tables.solos.get(key)
        self.tables.solos[key] = solo
        if solo.account is not None:
            self.unsaved_solos.add(key)
        ended = solo.over and (before is None or not before.over)
        reply.changed.add(key)
        playing = self.players.get(key)
        client = None if playing is None else self.clients.get(playing)
        if client is not None:
            reply.send(client.id, self._solo_view(client, key, solo))
        if not ended:
            return
        after = solo.ladder.record(won=solo.won)
        if solo.account is not None:
            ladder = after.to_dict() if solo.mode == "ladder" else None
            seats = {SOLO_PERSON: solo.account}
            reply.finished.append(Finished(solo.state, solo.mode, seats, ladder=ladder, day=solo.day))
        if client is not None and solo.mode == "ladder":
            reply.send(client.id, messages.ladder(after))

    def _solo_view(self, client: Client, key: str, solo: Solo) -> dict[str, Any]:
        about = messages.solo(solo.mode, solo.bot, solo.day, solo.counted)
        return self._sight.view(client, None, 1, solo.state, SOLO_PERSON, table=key, solo=about)

    def _end_solo(self, client: Client) -> None:
        """The connection is done with its game against a bot: it is forgotten."""
        key = client.solo
        client.solo = client.sent_view = None
        if key is not None:
            self.players.pop(key, None)
            if self.tables.solos.pop(key, None) is not None and key.startswith("solo-a"):
                self.unsaved_solos.add(key)  # the keeper forgets it too

    def _solo_gone(self, client: Client) -> None:
        """A connection has gone: an account's game waits for the account to come back."""
        key = client.solo
        if key is None:
            return
        solo = self.tables.solos.get(key)
        if solo is not None and solo.account is not None and not solo.over:
            if self.players.get(key) == client.id:
                del self.players[key]
            client.solo = None
            return
        if self.players.get(key) == client.id:
            self._end_solo(client)


def _refused(client: int, refused: ValueError) -> Reply:
    reply = Reply()
    reply.send(client, messages.error(str(refused)))
    return reply

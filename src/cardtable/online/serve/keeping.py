"""Nothing lost on a restart: the hall's rooms saved as they change, and loaded back at start-up.

``Keeper`` is the server's writer. Every reply's messages are held back until
the changes behind them are in the store: the keeper takes the rooms changed
since its last write (``Hall.unsaved``, ``Hall.closed``), the games that ended
and the messages held, writes them in one transaction (``Store.keep``), and only
then hands the messages to the clients. So no client is ever shown a move the
store does not have, and moves arriving while a write runs share the next one
(a group commit: one transaction per write, however many moves it holds).

At start-up ``restore`` puts every kept room back in the hall: its game replayed
from its record, its times moved onto the new process's clock (the same seconds
left on every clock), its members' rejoin tokens (as digests) and accounts. No
one is connected yet, so every person seated in a game in progress is away
(``rooms.disconnect``): the clock draws for a seat the game waits on after 20
seconds (OM18), and a member who comes back with ``rejoin`` and their token has
the seat again. An account's game against a bot is kept the same way, as it changes
(``solo_snapshots``), and comes back when the account signs in again
(``serve.answers``); a connection's game without an account is not kept.

>>> from cardtable.online.serve.hall import Hall
>>> hall = Hall(seed=5)
>>> jo = hall.connect()
>>> code = hall.receive(jo, '{"type": "create", "name": "Jo"}', 1.0).messages[0][1]["code"]
>>> kept = snapshot(hall, code, clock=1.0)
>>> again = Hall(seed=6)
>>> _ = restore(again, [kept], now=500.0)
>>> again.tables.rooms[code].members, again.tables.rooms[code].updated
(('Jo',), 500.0)
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cardtable.online import rooms
from cardtable.online.rooms.room import room_code
from cardtable.online.rooms.saved import room_from_dict, room_to_dict
from cardtable.online.serve.codes import RESERVE
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.sending import Finished, Reply, history_from, message_text
from cardtable.online.store.writes import SavedRoom, SavedSolo
from cardtable.records.convert import encode, move_to_dict
from cardtable.records.strict import FORMAT

__all__ = ["Keeper", "restore", "snapshot", "solo_snapshots"]

_RETRY_SECONDS = 1.0
_log = logging.getLogger(__name__)


def snapshot(hall: Hall, code: str, clock: float, records: Records | None = None) -> SavedRoom:
    """The room ``code`` as it is now in ``hall``, to be kept (``clock``: the server's time now);
    ``records`` writes its game's record a move at a time (by default, whole)."""
    room = hall.tables.rooms[code]
    data, game = room_to_dict(room, with_game=records is None)
    if records is not None and room.game is not None:
        game = records.record(code, room.game)
    members = tuple(
        (name, member[0], member[1])
        for name in room.members
        if (member := hall.tokens.get((code, name))) is not None
    )
    return SavedRoom(code, data, game, clock, members)


def solo_snapshots(hall: Hall, keys: set[str], records: Records) -> tuple[list[SavedSolo], list[int]]:
    """The accounts' games against a bot among ``keys`` (``tables.solo_key``) to keep as they are
    now, and the accounts whose game is to be forgotten (ended or left: a finished game is kept
    with the finished games).

    >>> from cardtable.online.rooms.open_mercy import Ladder
    >>> hall = Hall(seed=5)
    >>> jo = hall.connect()
    >>> hall.sign_in(jo, 7)
    >>> _ = hall.deal_ladder(jo, Ladder(), 0.0)
    >>> [(solo.account_id, solo.mode, solo.bot) for solo in solo_snapshots(hall, {"solo-a7"}, Records())[0]]
    [(7, 'ladder', 'scrap')]
    >>> solo_snapshots(hall, {"solo-a8"}, Records())
    ([], [8])
    """
    saved, gone = [], []
    for key in sorted(keys):
        solo = hall.tables.solos.get(key)
        if solo is not None and solo.account is not None and not solo.over:
            saved.append(SavedSolo(solo.account, solo.mode, solo.bot, records.record(key, solo.state)))
        elif key.startswith("solo-a"):
            gone.append(int(key.removeprefix("solo-a")))
            records.forget(key)
    return saved, gone


class Records:
    """Each room's game record as ``records.dumps`` writes it, grown by the moves made since
    the last one: encoding a whole game again after every move would cost a pass over it.

    >>> from cardtable import open_mercy as om
    >>> from cardtable.records import dumps
    >>> state, kept = om.new_game(seed=3), Records()
    >>> first = kept.record("ABC234", state)
    >>> state = om.apply_move(state, om.legal_moves(state)[0])
    >>> kept.record("ABC234", state) == dumps(state), first == dumps(om.new_game(seed=3))
    (True, True)
    """

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Any, int, str, list[str]]] = {}

    def record(self, code: str, state: Any) -> str:
        """The host's record of the room's game, as ``records.dumps(state)``."""
        origin = state.origin
        kept = self._kept.get(code)
        if kept is None or kept[0] is not origin or kept[1] > len(state.log):
            head = {"format": FORMAT, "game": origin.game, "rules": encode(origin.rules), "seed": origin.seed}
            head["deck"] = encode(origin.deck)
            kept = (origin, 0, json.dumps(head, ensure_ascii=False)[:-1], [])
        _, count, head_text, moves = kept
        moves.extend(
            json.dumps(move_to_dict(move), ensure_ascii=False) for move in history_from(state.log, count)
        )
        self._kept[code] = (origin, len(state.log), head_text, moves)
        return f'{head_text}, "moves": [{", ".join(moves)}]}}'

    def forget(self, code: str) -> None:
        """A closed room's record is kept no more."""
        self._kept.pop(code, None)


def restore(hall: Hall, saved: Sequence[SavedRoom], now: float) -> Reply:
    """Put the kept rooms back into ``hall`` at ``now``; the reply names them all as changed, so
    their bots are asked and their clocks run. A room that no longer replays is left out
    (and counted in ``hall.internal_errors``)."""
    reply = Reply()
    for kept in saved:
        try:
            room = room_from_dict(kept.room, kept.game, shift=now - kept.clock)
        except (ValueError, KeyError, TypeError):
            hall.internal_errors += 1
            _log.exception("room %s could not be restored", kept.code)
            continue
        if room.phase == "playing":
            for name in room.seats:
                if name in room.members and name not in dict(room.bots):
                    room = rooms.disconnect(room, name, now)
        hall.tables.put(room, rooms.next_deadline(room))
        for name, digest, account in kept.members:
            hall.tokens[(room.code, name)] = (digest, account)
        reply.changed.add(room.code)
    return reply


class Keeper:
    """Writes the hall's changes to the store and then sends the messages they held back."""

    def __init__(
        self,
        store: Any,
        hall: Hall,
        clock: Callable[[], float],
        send: Callable[[list[tuple[int, str]]], None],
        server: str = "",
    ) -> None:
        self.store = store
        self.hall = hall
        self.clock = clock
        self.send = send
        self.server = server
        self.writes = 0
        self._reserving = asyncio.Lock()
        self._reserve_again = 0.0
        if hall.codes.reserved is None:  # a kept room's code is one the store holds for this server
            hall.codes.add([])
        self._held: list[tuple[int, str]] = []
        self._finished: list[Finished] = []
        self._wake = asyncio.Event()
        self._records = Records()
        self._members: dict[str, tuple[tuple[str, str, int | None], ...]] = {}

    def hold(self, reply: Reply) -> None:
        """Hold a reply's messages (and note its finished games) until the next write is done;
        they are encoded now, so that once the write is done sending them is all that is left."""
        self._held.extend((client, message_text(message)) for client, message in reply.messages)
        self._finished.extend(reply.finished)
        self._wake.set()

    async def run(self) -> None:
        """Write, send, and wait for more, forever."""
        while True:
            await self._wake.wait()
            self._wake.clear()
            await self.write()

    async def reserve(self) -> None:
        """Hold more room codes in the store for the hall's next rooms, if it runs low
        (``codes.Codes``); a code another server holds is passed over for the next one. If
        the database is away, the hall refuses new rooms until a later reservation works."""
        async with self._reserving:
            codes = self.hall.codes
            if time.monotonic() < self._reserve_again:  # it failed a moment ago: not every message
                return
            try:
                while codes.low:
                    seeds = codes.candidates(RESERVE, self.hall.tables.rooms)
                    asked = [room_code(seed) for seed in seeds]
                    held = set(await self.store.reserve_codes(asked, server=self.server))
                    codes.add([seed for seed in seeds if room_code(seed) in held])
            except Exception:
                self.hall.internal_errors += 1
                self._reserve_again = time.monotonic() + _RETRY_SECONDS
                _log.exception("reserving room codes")

    async def write(self) -> None:
        """One write of everything changed so far; on failure, keep it all for the next try."""
        held, finished = self._held, self._finished
        changed, closed = self.hall.unsaved, self.hall.closed
        self._held, self._finished, self.hall.unsaved, self.hall.closed = [], [], set(), set()
        solos_changed, self.hall.unsaved_solos = self.hall.unsaved_solos, set()
        solos, solos_gone = solo_snapshots(self.hall, solos_changed, self._records)
        now = self.clock()
        saved = []
        for code in sorted(changed):
            if code in self.hall.tables.rooms:
                room = snapshot(self.hall, code, now, self._records)
                same = self._members.get(code) == room.members
                saved.append(attrs.evolve(room, members_changed=not same))
        gone = sorted(closed - {room.code for room in saved})
        try:
            if saved or gone or finished or solos or solos_gone:
                await self.store.keep(saved, gone, finished, solos, solos_gone, server=self.server)
                self.writes += 1
        except BaseException as error:  # all of it is written again next time
            self._members.clear()  # what was kept of the members is not known now
            self._held[:0], self._finished[:0] = held, finished
            self.hall.unsaved |= changed
            self.hall.closed |= closed
            self.hall.unsaved_solos |= solos_changed
            if not isinstance(error, Exception):  # cancelled (shutting down): the last write has it
                raise
            self.hall.internal_errors += 1  # the database is away: try again shortly
            _log.exception("saving the rooms")
            await asyncio.sleep(_RETRY_SECONDS)
            self._wake.set()
            return
        for room in saved:
            self._members[room.code] = room.members
        for code in gone:
            self._members.pop(code, None)
            self._records.forget(code)
        self.send(held)

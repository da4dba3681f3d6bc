"""The requests the store answers first: the account's, the games against a bot, the records.

The hall is the server's memory and never waits; a request that needs what
the store keeps (``protocol.STORE_REQUESTS``) is handed over in the hall's reply
(``Reply.asked``) and answered here, off the hall, in the order it came:

- ``play_now``, ``claim``, ``sign_in``: the account (``serve.accounts``), then its
  ladder progress (a ``ladder`` message), then the game against a bot it left
  unfinished, if any, taken up again (``Hall.resume_solo``), from the store after a
  restart;
- ``vs_bot``: a ladder game against the account's first bot not yet beaten, read
  from the store (OM23); a connection without an account plays on the ``beaten``
  its page sends (or on what its last ladder game left);
- ``daily``: today's deal (OM24), refused once the account has its day's result;
- ``stats``, ``record``, ``replay``, ``daily_results``: from the store
  (``serve.standing``).

A refusal is an ``error`` message and changes nothing.

>>> import asyncio
>>> from cardtable.online.serve.hall import Hall
>>> from cardtable.online.serve.protocol import read
>>> hall = Hall(seed=1)
>>> jo = hall.connect()
>>> reply = asyncio.run(answer(None, hall, jo, read('{"type": "vs_bot", "beaten": ["scrap"]}'), 0.0))
>>> [message["type"] for _, message in reply.messages], reply.messages[-1][1]["solo"]["bot"]
(['view'], 'pilot')
"""

from __future__ import annotations

import datetime
import logging

from cardtable import records
from cardtable.online.rooms.open_mercy import Ladder, daily_seed
from cardtable.online.serve import accounts, messages, standing
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.protocol import ACCOUNT_REQUESTS, Request
from cardtable.online.serve.sending import Reply
from cardtable.online.serve.tables import Solo, solo_key
from cardtable.online.store import Store

__all__ = ["DAYS_KEPT", "PLAYED_TODAY", "answer", "deal_day", "ladder_of"]

DAYS_KEPT = 7
"""How many days a kept game of today's deal may be taken up again after (the day it was dealt
is found from its shuffle among these)."""
_log = logging.getLogger(__name__)

PLAYED_TODAY = "You have played today's deal: come back tomorrow"
"""The refusal of a second TODAY'S DEAL on one day (OM24: one counted result a day)."""


async def answer(store: Store | None, hall: Hall, client: int, request: Request, now: float) -> Reply:
    """The reply to ``request`` from ``client``, with what ``store`` keeps (``None``: nothing kept)."""
    kind = request.type
    try:
        if kind in ACCOUNT_REQUESTS:
            return await _account(store, hall, client, request)
        if kind == "vs_bot":
            return hall.deal_ladder(client, await _ladder_for(store, hall, client, request), now)
        if kind == "daily":
            return await _daily(store, hall, client, now)
        return await standing.answer(store, hall, client, request)
    except ValueError as refused:  # a StoreError, a bad ladder, a game not yours: the player's words
        reply = Reply()
        reply.send(client, messages.error(str(refused)))
        return reply


async def ladder_of(store: Store, account: int) -> Ladder:
    """An account's ladder progress as the store keeps it (a new ladder before its first win)."""
    kept = await store.ladder(account)
    return Ladder() if kept is None else Ladder.from_dict(kept)


async def _account(store: Store | None, hall: Hall, client: int, request: Request) -> Reply:
    reply = await accounts.answer(store, hall, client, request)
    known = hall.clients.get(client)
    if store is None or known is None or known.account is None or not reply.messages:
        return reply
    if reply.messages[-1][1]["type"] != "account":
        return reply
    reply.send(client, messages.ladder(await ladder_of(store, known.account)))
    await _take_up_kept(store, hall, known.account)
    resumed = hall.resume_solo(client)
    reply.messages.extend(resumed.messages)
    reply.changed |= resumed.changed
    return reply


async def _take_up_kept(store: Store, hall: Hall, account: int) -> None:
    """Put the account's kept game against a bot back in the hall (after a restart), unless the
    hall has it already: replayed from its record (every move checked again)."""
    key = solo_key(0, account)
    kept = None if key in hall.tables.solos else await store.load_solo(account)
    if kept is None:
        return
    try:
        state = records.loads(kept.game)
        if kept.mode == "daily":
            day = deal_day(state.origin.seed, hall.today())
            counted = await store.daily_result(account, day) is None
            solo = Solo.daily(day, counted=counted, account=account, state=state)
        else:
            solo = Solo.start(state, kept.bot, await ladder_of(store, account), account)
    except ValueError:  # a game that no longer replays: the account starts afresh
        hall.internal_errors += 1
        _log.exception("the game against a bot of account %s could not be restored", account)
        return
    hall.tables.solos.setdefault(key, solo)


def deal_day(seed: int, today: str, *, days: int = DAYS_KEPT) -> str:
    """The day (today or one of the ``days`` before) whose deal has this seed: a kept game of
    today's deal says its day by its shuffle (OM24). ``ValueError`` if none has.

    >>> from cardtable.open_mercy.bots.ladder import daily_seed
    >>> deal_day(daily_seed("2026-12-01"), "2026-12-02")
    '2026-12-01'
    """
    first = datetime.date.fromisoformat(today)
    for back in range(days + 1):
        day = (first - datetime.timedelta(days=back)).isoformat()
        if daily_seed(day) == seed:
            return day
    raise ValueError(f"no day's deal in the {days} days to {today} has the seed {seed}")


async def _ladder_for(store: Store | None, hall: Hall, client: int, request: Request) -> Ladder:
    known = hall.clients.get(client)
    if store is not None and known is not None and known.account is not None:
        return await ladder_of(store, known.account)
    beaten = request.get("beaten")
    if beaten is not None:
        return Ladder(beaten)
    after = hall.ladder_after(client)
    return Ladder() if after is None else after


async def _daily(store: Store | None, hall: Hall, client: int, now: float) -> Reply:
    day = hall.today()
    known = hall.clients.get(client)
    account = None if known is None else known.account
    counted = False
    if store is not None and account is not None:
        if await store.daily_result(account, day) is not None:
            raise ValueError(PLAYED_TODAY)
        counted = True
    return hall.deal_daily(client, day, counted=counted, now=now)

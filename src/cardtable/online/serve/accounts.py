"""PLAY NOW, CLAIM ACCOUNT and SIGN IN: the account requests, answered from the store.

``play_now`` with no token (or one the store does not know) makes a guest with a
made-up handle and sends its long-lived token, which the page keeps in
``localStorage``; with a token the store knows, the connection is that account
again. ``claim`` gives the connection's guest a handle and password. ``sign_in``
with a claimed account's handle and password sends a new token for this
browser. Each answer is an ``account`` message (or an ``error``), and the hall
notes the connection's account (``Hall.sign_in``), which a room member keeps
from then on.

>>> import asyncio
>>> from cardtable.online.serve.hall import Hall
>>> from cardtable.online.serve.protocol import read
>>> hall = Hall(seed=1)
>>> jo = hall.connect()
>>> asyncio.run(answer(None, hall, jo, read('{"type": "play_now"}'))).messages
[(1, {'type': 'error', 'message': 'This server keeps no accounts (it runs without a database)'})]
"""

from __future__ import annotations

from cardtable.online.serve import messages
from cardtable.online.serve.hall import Hall
from cardtable.online.serve.protocol import Request
from cardtable.online.serve.sending import Reply
from cardtable.online.store import Account, Store

__all__ = ["answer"]


async def answer(store: Store | None, hall: Hall, client: int, request: Request) -> Reply:
    """The reply to one account request from ``client`` (``store`` a ``Store``, or ``None``)."""
    reply = Reply()
    if store is None:
        reply.send(client, messages.error("This server keeps no accounts (it runs without a database)"))
        return reply
    try:
        account, token = await _answer(store, hall, client, request)
    except ValueError as refused:  # StoreError, or the rules of a handle or password
        reply.send(client, messages.error(str(refused)))
        return reply
    hall.sign_in(client, account.id)
    reply.send(client, messages.account(account.handle, account.claimed, token))
    return reply


async def _answer(store: Store, hall: Hall, client: int, request: Request) -> tuple[Account, str | None]:
    kind = request.type
    if kind == "play_now":
        token = request.get("token")
        account = None if token is None else await store.account_for_token(token)
        if account is not None:
            return account, None
        return await store.create_guest()
    if kind == "sign_in":
        return await store.sign_in(request.get("handle"), request.get("password"))
    known = hall.clients.get(client)
    if known is None or known.account is None:
        raise ValueError("Press PLAY NOW first: there is no guest account to claim")
    return await store.claim(known.account, request.get("handle"), request.get("password")), None

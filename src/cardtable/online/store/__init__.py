"""What the table service keeps: accounts, tokens, stats, ladder progress, daily results,
finished games and the rooms in progress, in SQLite (the default, a file under the user's
data directory) or PostgreSQL (``--database postgresql://...``).

The modules: ``where`` (the default file and the ``--database`` URLs), ``schema``
(the tables), ``migrate`` (Alembic, run at start-up), ``passwords`` (scrypt
hashes, tokens, made-up handles), ``games`` (a finished game as a row and back),
``writes`` (the writes one transaction may hold together) and ``store`` (``Store``:
the async API the server calls).

>>> from cardtable.online.store import Store, default_url
>>> default_url({"XDG_DATA_HOME": "/srv"})
'sqlite+aiosqlite:////srv/cardtable/cardtable.db'
"""

from cardtable.online.store.games import PlayedGame
from cardtable.online.store.store import Account, Store, StoreError
from cardtable.online.store.where import async_url, default_path, default_url, shown
from cardtable.online.store.writes import FinishedGame, SavedRoom, SavedSolo

__all__ = [
    "Account",
    "FinishedGame",
    "PlayedGame",
    "SavedRoom",
    "SavedSolo",
    "Store",
    "StoreError",
    "async_url",
    "default_path",
    "default_url",
    "shown",
]

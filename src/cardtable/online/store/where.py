"""Where the table service keeps its data: the default SQLite file and the ``--database`` URLs.

With no ``--database``, everything goes to one SQLite file, ``cardtable.db``, in the
directory where cardtable keeps its files (``cardtable.home.data_directory``:
``$CARDTABLE_HOME``, else ``$XDG_DATA_HOME/cardtable``, else
``~/.local/share/cardtable``), so ``cardtable serve`` keeps its accounts and rooms
from one run to the next. A URL names the database and the
async driver is chosen for it: ``postgresql://`` runs on asyncpg, ``sqlite://``
on aiosqlite.

>>> async_url("postgresql://ana@db.example/cardtable")
'postgresql+asyncpg://ana@db.example/cardtable'
>>> async_url("/tmp/tables.db")
'sqlite+aiosqlite:////tmp/tables.db'
>>> default_path({"XDG_DATA_HOME": "/data"}).as_posix()
'/data/cardtable/cardtable.db'
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from cardtable.home import data_directory

__all__ = ["async_url", "default_path", "default_url", "shown"]

_DRIVERS = {
    "postgresql": "postgresql+asyncpg",
    "postgres": "postgresql+asyncpg",
    "postgresql+asyncpg": "postgresql+asyncpg",
    "sqlite": "sqlite+aiosqlite",
    "sqlite+aiosqlite": "sqlite+aiosqlite",
}


def default_path(environ: Mapping[str, str] | None = None) -> Path:
    """The default database file: ``cardtable.db`` where cardtable keeps its files.

    >>> default_path({"HOME": "/home/jo"}).as_posix()
    '/home/jo/.local/share/cardtable/cardtable.db'
    """
    return data_directory(environ) / "cardtable.db"


def default_url(environ: Mapping[str, str] | None = None) -> str:
    """The default database as an async URL (its folder is made when the store opens).

    >>> default_url({"XDG_DATA_HOME": "/data"})
    'sqlite+aiosqlite:////data/cardtable/cardtable.db'
    """
    return async_url(str(default_path(environ)))


def async_url(database: str) -> str:
    """The SQLAlchemy async URL for a ``--database`` value: a URL or a SQLite file's path.

    >>> async_url("sqlite:///tables.db")
    'sqlite+aiosqlite:///tables.db'
    >>> async_url("mysql://x/y")
    Traceback (most recent call last):
    ...
    ValueError: --database must be a postgresql:// or sqlite:// URL or a file's path, not 'mysql://x/y'
    """
    scheme, found, rest = database.partition("://")
    if not found:
        return f"sqlite+aiosqlite:///{Path(database).expanduser().absolute().as_posix()}"
    driver = _DRIVERS.get(scheme.lower())
    if driver is None:
        raise ValueError(
            f"--database must be a postgresql:// or sqlite:// URL or a file's path, not {shown(database)!r}"
        )
    return f"{driver}://{rest}"


def shown(url: str) -> str:
    """A URL fit to print or log: its password, if any, replaced by ``***``.

    >>> shown("postgresql://ana:s3cret@db.example:5432/cardtable")
    'postgresql://ana:***@db.example:5432/cardtable'
    """
    scheme, found, rest = url.partition("://")
    where, at, place = rest.rpartition("@")
    if not found or not at or ":" not in where:
        return url
    return f"{scheme}://{where.split(':', 1)[0]}:***@{place}"

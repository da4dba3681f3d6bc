"""The ``cardtable serve`` command line; the server itself needs ``cardtable[serve]``."""

from __future__ import annotations

import argparse
import gc

__all__ = ["DESCRIPTION", "EXAMPLES", "add_arguments", "run"]

DESCRIPTION = """\
Run the rooms of every game, and Open Mercy's page, over WebSockets on this machine.
"""

EXAMPLES = """\
Then open http://127.0.0.1:8000/ in a browser, or speak JSON to ws://127.0.0.1:8000/ws
(the protocol is in the docs, "Running a table").

Accounts, stats and every room in progress are kept in a database: by default a SQLite
file, cardtable.db, where cardtable keeps its files ($CARDTABLE_HOME, else
$XDG_DATA_HOME/cardtable, else ~/.local/share/cardtable), so a restart loses
nothing. PostgreSQL needs the postgres extra: pip install 'cardtable[serve,postgres]'.

Examples:
  cardtable serve
  cardtable serve --host 0.0.0.0 --port 8080
  cardtable serve --database ./tables.db
  cardtable serve --database postgresql://cardtable@db.example/cardtable
  cardtable serve --database postgresql://cardtable@db.example/cardtable --server-name a --port 8001

Several servers may share one PostgreSQL database, each with its own --server-name:
they share accounts, stats and the day's results, and each keeps its own rooms,
whose codes begin with its name's first letter, so a proxy can send a room's
players to it (the docs, "Several servers on one database").
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``cardtable serve``."""
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="the port to listen on (default 8000)")
    parser.add_argument(
        "--seed", type=int, default=None, help="the seed of the rooms' seeds (default: a fresh one each run)"
    )
    parser.add_argument(
        "--database",
        default=None,
        metavar="URL",
        help="where to keep accounts and rooms: a postgresql:// or sqlite:// URL, or a SQLite file's path"
        " (default: cardtable.db where cardtable keeps its files)",
    )
    parser.add_argument(
        "--server-name",
        default="",
        metavar="NAME",
        help="this server's name in a database several servers share: it keeps and loads back only"
        " its own rooms, whose codes begin with NAME's first letter (default: none, the only server)",
    )


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Start the server; without the extra, say which extra to install."""
    try:
        import uvicorn

        from cardtable.online.serve.app import make_app
        from cardtable.online.serve.codes import code_prefix
        from cardtable.online.serve.hall import Hall
        from cardtable.online.serve.running import config
        from cardtable.online.store.where import async_url, default_url, shown
    except ImportError:
        parser.error("the server needs the serve extra: pip install 'cardtable[serve]'")
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be 0 to 65535, not {args.port}")
    try:
        prefix = code_prefix(args.server_name)
    except ValueError as wrong:
        parser.error(f"--server-name: {wrong}")
    try:
        database = default_url() if args.database is None else async_url(args.database)
    except ValueError as wrong:
        parser.error(str(wrong))
    if database.startswith("postgresql"):
        try:
            import asyncpg  # noqa: F401
        except ImportError:
            parser.error("PostgreSQL needs the postgres extra: pip install 'cardtable[serve,postgres]'")
    print(f"Open Mercy at http://{args.host}:{args.port}/ (Ctrl-C stops it)", flush=True)
    print(f"Keeping accounts and rooms in {shown(database)}", flush=True)
    if args.server_name:
        print(f"Keeping the rooms of server {args.server_name!r} (codes {prefix}...)", flush=True)
    app = make_app(Hall(seed=args.seed), database=database, server_name=args.server_name)
    _collect_garbage_seldom()
    uvicorn.Server(config(app, host=args.host, port=args.port)).run()
    return 0


def _collect_garbage_seldom() -> None:
    """Game states are many small immutable objects, so a busy server allocates fast and
    Python's collector, at its defaults, runs every 700 allocations and now and then walks
    every object the process holds: on a load of 1,000 moves a second it took 4 to 8% of the
    server's time, in pauses of up to 100 ms that every room waited on. The objects made
    while starting (modules, the schema) are set aside for good, and the young ones are
    collected once per 10,000 allocations."""
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)

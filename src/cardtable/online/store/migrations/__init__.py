"""The schema's migrations (Alembic), run at start-up by ``cardtable.online.store.migrate``."""

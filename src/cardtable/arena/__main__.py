"""``python -m cardtable.arena GAME BOT BOT ...``: the same as ``cardtable arena``."""

import sys

from cardtable.arena.command import main

sys.exit(main())

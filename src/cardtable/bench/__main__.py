"""``python -m cardtable.bench``: runs ``cardtable.bench.command.main`` on the command line."""

import sys

from cardtable.bench.command import main

if __name__ == "__main__":
    sys.exit(main())

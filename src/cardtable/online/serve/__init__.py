"""``cardtable serve``: every game's rooms over WebSockets (the ``cardtable[serve]`` extra).

``command`` reads the command line and imports nothing of the extra, so that
``cardtable serve --help`` works without it.
"""

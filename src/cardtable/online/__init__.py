"""The table service: Open Mercy played online, above the games' rules.

``rooms`` holds the rooms as pure state machines (RULINGS OM25-OM27); ``serve`` puts
them on the wire (the ``cardtable serve`` command, the ``serve`` extra). The rules
package ``cardtable.open_mercy`` knows nothing of either: imports point from here down
to the games, never the other way round.

>>> from cardtable.online import rooms
>>> rooms.MIN_PLAYERS
2
"""

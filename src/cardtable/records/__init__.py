"""Game records: the host's (rules, seed, first deck and moves) and a seat's, to and from JSON.

A host's record is all it takes to rebuild a game exactly (C4): ``loads``
starts a new game from the record's rules, seed and deck and replays every
move through ``apply_move``, and ``replay`` gives every step of the way. A
seat's record, ``dumps(state, seat=p)``, holds what seat ``p`` was told at each
step and nothing more, so it may be sent to that seat; ``seat_views`` reads it
back as the seat's views. Both are read strictly (C10): a reader accepts
exactly what ``dumps`` writes and refuses anything else with ``RecordError``,
whose message starts with ``record:`` and names the first bad part, so that a
record never loads to a game other than the one it describes. Views, moves and
events become JSON-ready data for clients through one cattrs converter.

>>> from cardtable.games import GAMES
>>> km = GAMES["kings-mercy"]
>>> state = km.new_game(km.Rules(players=3), seed=11)
>>> state = km.apply_move(state, km.legal_moves(state)[0])
>>> loads(dumps(state)) == state
True
>>> loads(dumps(state).replace('"seed": 11', '"seed": true'))
Traceback (most recent call last):
...
cardtable.records.RecordError: record: seed: expected a whole number, found True

The host's record is also written as readable text, tag lines and then the moves
in the game's notation, a paragraph a hand (``to_text``), and read back from it
as strictly (``from_text``).

The modules: ``host`` (``dumps``, ``loads``, ``replay``, ``move_from_dict``),
``text`` (``to_text``, ``from_text``),
``client`` (a seat's record), ``convert`` (the cattrs converter that writes
JSON), ``reading`` (the strict cattrs converter that reads views back),
``strict`` (strict JSON parsing and reading of rules, decks and moves).
``python -m cardtable.bench views`` times ``view_to_dict``.
"""

from cardtable.records.client import SEAT_MAX_DEPTH, seat_dumps, seat_views
from cardtable.records.convert import CONVERTER, encode, event_to_dict, move_to_dict, view_to_dict
from cardtable.records.host import dumps, loads, move_from_dict, replay
from cardtable.records.strict import FORMAT, MAX_DEPTH, RecordError, decode, decode_attrs
from cardtable.records.text import from_text, to_text

__all__ = [
    "CONVERTER",
    "FORMAT",
    "MAX_DEPTH",
    "SEAT_MAX_DEPTH",
    "RecordError",
    "decode",
    "decode_attrs",
    "dumps",
    "encode",
    "event_to_dict",
    "from_text",
    "loads",
    "move_from_dict",
    "move_to_dict",
    "replay",
    "seat_dumps",
    "seat_views",
    "to_text",
    "view_to_dict",
]

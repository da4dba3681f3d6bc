"""The table in a terminal: ``cardtable play`` seats a person among random agents or named bots.

- ``table``: the play loop, ``play_in_terminal``, driven by ``play_from`` (off-turn offers too);
  the pause after the moves the person did not choose, the seed told, the record saved.
- ``seats``: ``--bots NAME,...``, the bots at the other seats.
- ``progress``: the ladder and Today's deal (``--ladder``, ``--daily``), and the ladder's progress file.
- ``narrate``: what the person is told after every move (the events as their
  seat sees them, which say why), lines wrapped to the terminal, and the summary
  once they are out of the game.
- ``menu``: the moves offered on the person's turn, by number or typed (``7c 9c kd``,
  ``wild draw10 blue``), read by the games' own grammar (``cardtable.core.notation``).
- ``paint``: color and suits on a terminal, plain text when piped.
- ``options``: ``--rule NAME=VALUE``, any field of a game's ``Rules``, and ``--players``.
"""

"""Every measuring command of cardtable, as ``python -m cardtable.bench [COMMAND]``.

Each module measures one thing and is one subcommand (``command.COMMANDS``); with
no subcommand the command measures random play:

- ``play``: random play of every game, moves per second, and with ``--peers`` the
  same loop on OpenSpiel and RLCard in the same run (the default);
- ``actions``: integer actions (``action_mask``, ``action_id``, ``move_of``) next
  to ``legal_moves``;
- ``memory``: what random play of each game leaves behind in memory;
- ``views``: ``records.view_to_dict``'s time per view (``--views``);
- ``pettingzoo``: the PettingZoo environment's step next to the bare engine's;
- ``openspiel``: the OpenSpiel adapter's move next to the bare engine's;
- ``bots``: the bots' strength in the arena, their decision times (``timing``), the
  play loop, and a bot against OpenSpiel's ISMCTS at the same time per decision
  (``ismcts``);
- ``rooms``: what Open Mercy's rooms add to a move;
- ``serve``: load on a real server (``play_room`` drives one room of clients);
- ``command``: the command line, ``main``.

Nothing outside this package imports it: it measures the rest and is used by none.

>>> from cardtable.bench import main
>>> main(["--games", "king-cut-throat", "--seconds", "0.01"])
random play, 0.01 s per configuration, in short bursts taken in turn
game                           seats     moves/s   us/move
king-cut-throat                    2 ...
king-cut-throat                    3 ...
0
"""

from cardtable.bench.command import main

__all__ = ["main"]

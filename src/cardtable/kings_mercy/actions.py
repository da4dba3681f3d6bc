"""Integer actions for King's Mercy: every move of every seat as a fixed number.

The numbering depends on the rules only (``players``): each seat has 7 ids, one
per move class in the order of ``MOVES``, seat ``s`` owning ``7 * s`` to
``7 * s + 6``:

| place | move |
|---|---|
| 0 | ``Check`` |
| 1 | ``Bet`` |
| 2 | ``Call`` |
| 3 | ``Raise`` |
| 4 | ``Fold`` |
| 5 | ``InvokeMercy`` |
| 6 | ``DeclineMercy`` |

There are no host moves: ``action_mask(state, None)`` is all zeros.
``move_of`` names the move whether or not it is legal now; ``apply_move`` then
refuses one that is not (``IllegalMove``), as OpenSpiel users expect.

>>> from cardtable.kings_mercy import Rules, new_game, legal_moves
>>> state = new_game(Rules(players=3), seed=4)
>>> [action_id(state, move) for move in legal_moves(state)]
[7, 8]
>>> move_of(state, 8), action_mask(state, 1)[7:9]
(Bet(player=1), b'\\x01\\x01')
"""

from __future__ import annotations

from cardtable.core.actions import Block, Numbering, Numberings, action_number
from cardtable.kings_mercy.engine import host_moves, legal_moves
from cardtable.kings_mercy.moves import MOVES, Move
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import State

__all__ = ["action_id", "action_mask", "move_of", "num_actions"]

_TITLE = "King's Mercy"


def _block(kind: type[Move]) -> Block:
    return Block(kind, 1, lambda move: 0, lambda seat, place: kind(seat))


def _numbering(rules: Rules) -> Numbering:
    """The numbering for ``rules`` (one per table size; bounded cache).

    >>> numbering(Rules()).per_seat
    7
    """
    return Numbering(players=rules.players, blocks=tuple(_block(kind) for kind in MOVES))


numbering: Numberings[Numbering] = Numberings(_numbering, Rules, State)
"""The numbering for given rules, or a state's rules; ``ValueError`` for anything else."""


def num_actions(rules: Rules | State) -> int:
    """How many ids the rules number (a state's rules, given a state): 7 per seat, 21 to 42.

    >>> num_actions(Rules()), num_actions(Rules(players=3)), num_actions(Rules(players=6))
    (28, 21, 42)
    """
    return int(numbering(rules).size)


def action_id(state_or_rules: State | Rules, move: Move) -> int:
    """The id of ``move`` under the rules of ``state_or_rules`` (a state or the rules alike:
    ids depend on the rules only). ``ValueError`` for anything that is not a move of this
    game at this table.

    >>> from cardtable.kings_mercy import Fold
    >>> action_id(Rules(), Fold(2))
    18
    >>> action_id(Rules(), Fold(4))
    Traceback (most recent call last):
    ...
    ValueError: there is no seat 4 at this table of 4
    """
    table = numbering(state_or_rules)
    return table.number(table.read(move, _TITLE))


def move_of(state_or_rules: State | Rules, action: int) -> Move:
    """The move ``action`` names, legal now or not; ``ValueError`` for an id out of range or
    not a whole number.

    >>> move_of(Rules(), 18)
    Fold(player=2)
    """
    table = numbering(state_or_rules)
    move: Move = table.move(action_number(action, table.size))
    return move


def action_mask(state: State, player: int | None) -> bytes:
    """``num_actions`` bytes, 1 at the id of each of ``player``'s legal moves and 0
    elsewhere; ``player=None`` is the host, who has no moves in this game.

    >>> from cardtable.kings_mercy import new_game
    >>> marks = action_mask(new_game(), 1)
    >>> [action for action, mark in enumerate(marks) if mark]
    [7, 8]
    """
    if not isinstance(state, State):
        raise ValueError(f"expected a kings_mercy State, not a {type(state).__name__}")
    return numbering(state.origin.rules).legal_mask(state, player, legal_moves, host_moves)

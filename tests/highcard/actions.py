"""High Card's integer actions: four ids a seat, one per move class (``core.actions``)."""

from __future__ import annotations

from cardtable.core.actions import Block, Numbering, Numberings, action_number
from tests.highcard.engine import State, host_moves, legal_moves
from tests.highcard.rules import MOVES, Move, Rules


def _block(kind: type[Move]) -> Block:
    return Block(kind, 1, lambda move: 0, lambda seat, place: kind(seat))


numbering: Numberings[Numbering] = Numberings(
    lambda rules: Numbering(players=rules.players, blocks=tuple(_block(kind) for kind in MOVES)),
    Rules,
    State,
)


def num_actions(rules: Rules | State) -> int:
    """Four ids a seat."""
    return int(numbering(rules).size)


def action_id(state_or_rules: State | Rules, move: Move) -> int:
    """The id of ``move``."""
    table = numbering(state_or_rules)
    return table.number(table.read(move, "High Card"))


def move_of(state_or_rules: State | Rules, action: int) -> Move:
    """The move an id names."""
    table = numbering(state_or_rules)
    move: Move = table.move(action_number(action, table.size))
    return move


def action_mask(state: State, player: int | None) -> bytes:
    """One byte per id, 1 at each of ``player``'s legal moves."""
    if not isinstance(state, State):
        raise ValueError(f"expected a High Card State, not a {type(state).__name__}")
    return numbering(state.rules).legal_mask(state, player, legal_moves, host_moves)

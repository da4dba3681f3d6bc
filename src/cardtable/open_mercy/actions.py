"""Integer actions for Open Mercy: every move of every seat, and the host's, as a fixed number.

The numbering depends on the rules only (``players``, written ``n`` below). Each
seat owns one run of ``per_seat = 154 + 2n`` ids (seat ``s`` from
``s * per_seat``), one block per move class in the order of ``MOVES``; then come
the host moves, 2 per seat (seat ``s``'s from ``n * per_seat + 2s``):

| block | size | place in the block |
|---|---|---|
| ``Play`` | 81 | the card and color named (below) |
| ``Draw`` | 1 |  |
| ``ChooseColor`` | 4 | the color |
| ``SwapWith`` | n - 1 | the target among the other seats, in seat order |
| ``KeepHand`` | 1 |  |
| ``PickTop`` | 64 | the colored card, in ``ALL_CARDS`` order |
| ``NameRouletteColor`` | 4 | the color |
| ``CallMercy`` | 1 |  |
| ``Catch`` | n - 1 | the target among the other seats, in seat order |
| ``CloseCatchWindow`` | 1 | host: the seat whose window closes |
| ``TimeOut`` | 1 | host: the seat timed out |

A play is numbered by its card in ``ALL_CARDS`` order, a wild that names a color
once per color (red, blue, green, yellow): the 64 colored cards, then Wild, Wild
Reverse Draw 4, Wild Draw 6, Wild Draw 10 (4 ids each) and the Roulette. Only
colored cards are discarded by a Discard All, so only they can be picked.

``num_actions`` is 320 for two players, 656 for four, 3,920 for twenty. The host
moves' mask is ``action_mask(state, None)``, the ids of ``host_moves(state)``; a
seat's mask holds its own moves (its MERCY calls and catches included, off-turn or
not), so the masks of the seats and of the host partition the legal moves, the
seats' and the host's (C11). ``move_of`` names the move whether or not it is legal
now; ``apply_move`` then refuses one that is not (``IllegalMove``), as OpenSpiel
users expect.

>>> from cardtable.open_mercy import Rules, host_moves, legal_moves, new_game
>>> state = new_game(Rules(players=2), seed=3)
>>> [action_id(state, move) for move in (*legal_moves(state), *host_moves(state))]
[10, 9, 81, 317]
>>> move_of(state, 317)
TimeOut(player=0)
"""

from __future__ import annotations

from cardtable.core.actions import Block, Numbering, Numberings, action_number
from cardtable.open_mercy.deck import ALL_CARDS, Color
from cardtable.open_mercy.engine import host_moves, legal_moves
from cardtable.open_mercy.moves import (
    CallMercy,
    Catch,
    ChooseColor,
    CloseCatchWindow,
    Draw,
    KeepHand,
    Move,
    NameRouletteColor,
    PickTop,
    Play,
    SwapWith,
    TimeOut,
)
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.state import State

__all__ = ["action_id", "action_mask", "move_of", "num_actions"]

_TITLE = "Open Mercy"
_COLORS = tuple(Color)
# Every play of one seat, in block order: (card, color named or None).
_PLAY_KEYS = tuple(
    (card, color) for card in ALL_CARDS for color in (_COLORS if card.names_color else (None,))
)
_PLAY_PLACES = {key: place for place, key in enumerate(_PLAY_KEYS)}
_COLORED = tuple(card for card in ALL_CARDS if card.color is not None)


def _play(move: Play) -> int:
    place = _PLAY_PLACES.get((move.card, move.color))
    if place is None:
        if move.card.names_color:
            raise ValueError(f"a play of {move.card} names a color")
        raise ValueError(f"{move.card} names no color (only wilds other than the roulette do)")
    return place


def _play_of(seat: int, place: int) -> Play:
    card, color = _PLAY_KEYS[place]
    return Play.of(seat, card, color)


def _pick(move: PickTop) -> int:
    if move.card.color is None:
        raise ValueError(f"{move.card} cannot be picked: a Discard All discards only colored cards")
    return int(move.card)  # the colored cards are the first 64 of ALL_CARDS


def _other_seat(players: int, kind: type[SwapWith | Catch]) -> Block:
    """Moves naming another seat at the table (``target``): ``players - 1`` of them."""

    def encode(move: SwapWith | Catch) -> int:
        if not 0 <= move.target < players or move.target == move.player:
            raise ValueError(f"seat {move.player} can only name another seat at the table, not {move.target}")
        return move.target - (move.target > move.player)

    def decode(seat: int, place: int) -> Move:
        return kind.of(seat, place + (place >= seat))

    return Block(kind, players - 1, encode, decode)


def _one(kind: type[Draw | KeepHand | CallMercy | CloseCatchWindow | TimeOut]) -> Block:
    return Block(kind, 1, lambda move: 0, lambda seat, place: kind.of(seat))


def _colors(kind: type[ChooseColor | NameRouletteColor]) -> Block:
    def decode(seat: int, place: int) -> Move:
        return kind.of(seat, _COLORS[place])

    return Block(kind, len(_COLORS), lambda move: move.color.index, decode)


def _numbering(rules: Rules) -> Numbering:
    """The numbering for ``rules`` (bounded cache: one per distinct rules).

    >>> numbering(Rules()).per_seat, numbering(Rules()).host_per_seat
    (162, 2)
    """
    players = rules.players
    blocks = (
        Block(Play, len(_PLAY_KEYS), _play, _play_of),
        _one(Draw),
        _colors(ChooseColor),
        _other_seat(players, SwapWith),
        _one(KeepHand),
        Block(PickTop, len(_COLORED), _pick, lambda seat, place: PickTop.of(seat, _COLORED[place])),
        _colors(NameRouletteColor),
        _one(CallMercy),
        _other_seat(players, Catch),
    )
    host = (_one(CloseCatchWindow), _one(TimeOut))
    return Numbering(players=players, blocks=blocks, host=host)


numbering: Numberings[Numbering] = Numberings(_numbering, Rules, State)
"""The numbering for given rules, or a state's rules; ``ValueError`` for anything else."""


def num_actions(rules: Rules | State) -> int:
    """How many ids the rules number (a state's rules, given a state): ``n * (156 + 2n)``
    for ``n`` players.

    >>> num_actions(Rules(players=2)), num_actions(Rules()), num_actions(Rules(players=20))
    (320, 656, 3920)
    """
    return int(numbering(rules).size)


def action_id(state_or_rules: State | Rules, move: Move) -> int:
    """The id of ``move`` under the rules of ``state_or_rules`` (a state or the rules alike:
    ids depend on the rules only). ``ValueError`` for anything that is not a move of this
    game at this table: a wild played without its color, a swap with oneself...

    >>> from cardtable.open_mercy import Card
    >>> action_id(Rules(), Play(1, Card.parse("wild draw6"), Color.GREEN))
    236
    >>> action_id(Rules(), Play(1, Card.parse("wild draw6")))
    Traceback (most recent call last):
    ...
    ValueError: a play of wild draw6 names a color
    """
    table = numbering(state_or_rules)
    return table.number(table.read(move, _TITLE))


def move_of(state_or_rules: State | Rules, action: int) -> Move:
    """The move ``action`` names, legal now or not; ``ValueError`` for an id out of range or
    not a whole number.

    >>> move_of(Rules(), 236)
    Play(player=1, card=Card.parse('wild draw6'), color=Color.GREEN)
    """
    table = numbering(state_or_rules)
    move: Move = table.move(action_number(action, table.size))
    return move


def action_mask(state: State, player: int | None) -> bytes:
    """``num_actions`` bytes, 1 at the id of each of ``player``'s legal moves and 0
    elsewhere; ``player=None`` is the host: the ids of ``host_moves(state)`` (C11).

    >>> from cardtable.open_mercy import new_game
    >>> state = new_game(seed=1)
    >>> [action for action, mark in enumerate(action_mask(state, None)) if mark]
    [649]
    """
    if not isinstance(state, State):
        raise ValueError(f"expected an open_mercy State, not a {type(state).__name__}")
    return numbering(state.origin.rules).legal_mask(state, player, legal_moves, host_moves)

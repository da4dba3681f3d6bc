"""Integer actions for Witch of the Woods: every move of every seat as a fixed number.

The numbering depends on the rules only. Each seat owns one run of
``per_seat`` ids (seat ``s`` from ``s * per_seat``), one block per move class in
the order of ``MOVES``; ``n`` is ``players``, and ``cap`` is the largest addition
any seat could make, the smaller of ``max_add`` and all the units at the table
(``n * starting_units``):

| block | size | place in the block |
|---|---|---|
| ``Stand`` | 1 | with betting only (else the four betting blocks are empty) |
| ``Add`` | cap | the amount less one |
| ``Match`` | 1 |  |
| ``Fold`` | 1 |  |
| ``StandPat`` | 1 |  |
| ``DrawFromCamp`` | 3 | the count less one |
| ``ReturnToCamp`` | 26,289 | the set of cards (below) |
| ``WitchTrade`` | 53 (n - 1) | ``(n - 1) * give + target`` (below) |

Cards put back are numbered as a set among the 54 one-card sets, then the 1,431
two-card sets, then the 24,804 three-card sets, each size in colexicographic order of
the cards' places in ``full_deck()`` (``core.card_sets.CardSets``). In a Witch's trade
``give`` is the card's place among the 53 cards other than the Witch, in deck order,
and ``target`` the target's place among the other seats, in seat order.

Without betting ``per_seat`` is ``26,240 + 53n``, so ``num_actions`` is 105,808
for the standard four players and 213,312 for eight (the largest table); betting
adds ``3 + cap`` per seat. There are no host moves: ``action_mask(state, None)`` is
all zeros. ``move_of`` names the move whether or not it is legal now;
``apply_move`` then refuses one that is not (``IllegalMove``), as OpenSpiel users
expect.

>>> from cardtable.witch_of_the_woods import legal_moves, new_game
>>> state = new_game(seed=3)
>>> [action_id(state, move) for move in legal_moves(state)]
[26452, 26453, 26454, 26455]
>>> move_of(state, 26455)
DrawFromCamp(player=1, count=3)
"""

from __future__ import annotations

from cardtable.core.actions import Block, Numbering, Numberings, action_number
from cardtable.core.card_sets import CardSets
from cardtable.witch_of_the_woods.deck import WITCH, card_name, full_deck
from cardtable.witch_of_the_woods.engine import host_moves, legal_moves
from cardtable.witch_of_the_woods.moves import (
    Add,
    DrawFromCamp,
    Fold,
    Match,
    Move,
    ReturnToCamp,
    Stand,
    StandPat,
    WitchTrade,
)
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import State

__all__ = ["action_id", "action_mask", "move_of", "num_actions"]

_TITLE = "Witch of the Woods"
_DECK = full_deck()
_RETURNS = CardSets(_DECK, 1, 3)
_GIVES = tuple(card for card in _DECK if card != WITCH)
_GIVE_PLACES = {card: place for place, card in enumerate(_GIVES)}
_MOST_DRAWN = 3  # a swap is 1 to 3 cards (WW4)


def _one(kind: type[Stand | Match | Fold | StandPat]) -> Block:
    return Block(kind, 1, lambda move: 0, lambda seat, place: kind(seat))


def _add(cap: int) -> Block:
    def encode(move: Add) -> int:
        if not 1 <= move.amount <= cap:
            raise ValueError(f"an addition is 1 to {cap} units at this table, not {move.amount}")
        return move.amount - 1

    return Block(Add, cap, encode, lambda seat, place: Add(seat, place + 1))


def _return(seat: int, place: int) -> ReturnToCamp:
    """The return numbered ``place``: its cards come out distinct and in canonical order."""
    return ReturnToCamp.of(seat, _RETURNS.cards(place))


def _draw(move: DrawFromCamp) -> int:
    if not 1 <= move.count <= _MOST_DRAWN:
        raise ValueError(f"a swap draws 1 to {_MOST_DRAWN} cards from the Camp, not {move.count}")
    return move.count - 1


def _trade(players: int) -> Block:
    others = players - 1

    def encode(move: WitchTrade) -> int:
        give = _GIVE_PLACES.get(move.give)
        if give is None:
            raise ValueError(f"{card_name(move.give)} cannot be given in the Witch's trade")
        if not 0 <= move.target < players or move.target == move.player:
            raise ValueError(f"seat {move.player} can only trade with another seat at the table")
        return give * others + move.target - (move.target > move.player)

    def decode(seat: int, place: int) -> WitchTrade:
        give, target = divmod(place, others)
        return WitchTrade(seat, _GIVES[give], target + (target >= seat))

    return Block(WitchTrade, len(_GIVES) * others, encode, decode)


def _numbering(rules: Rules) -> Numbering:
    """The numbering for ``rules`` (bounded cache: one per distinct rules).

    >>> numbering(Rules()).per_seat, numbering(Rules(betting=True)).per_seat
    (26452, 26460)
    """
    blocks: list[Block] = []
    if rules.betting:
        cap = min(rules.max_add, rules.players * rules.starting_units)
        blocks += [_one(Stand), _add(cap), _one(Match), _one(Fold)]
    blocks += [
        _one(StandPat),
        Block(DrawFromCamp, _MOST_DRAWN, _draw, lambda seat, place: DrawFromCamp(seat, place + 1)),
        Block(
            ReturnToCamp,
            _RETURNS.size,
            lambda move: _RETURNS.number(move.cards),
            _return,
            many=lambda moves: _RETURNS.many([move.cards for move in moves]),
        ),
        _trade(rules.players),
    ]
    return Numbering(players=rules.players, blocks=blocks)


numbering: Numberings[Numbering] = Numberings(_numbering, Rules, State)
"""The numbering for given rules, or a state's rules; ``ValueError`` for anything else."""


def num_actions(rules: Rules | State) -> int:
    """How many ids the rules number (a state's rules, given a state).

    >>> num_actions(Rules()), num_actions(Rules(players=8)), num_actions(Rules(players=2))
    (105808, 213312, 52692)
    >>> num_actions(Rules(betting=True))
    105840
    """
    return int(numbering(rules).size)


def action_id(state_or_rules: State | Rules, move: Move) -> int:
    """The id of ``move`` under the rules of ``state_or_rules`` (a state or the rules alike:
    ids depend on the rules only). ``ValueError`` for anything that is not a move of this
    game at this table: a betting move without betting, an addition over the cap, the
    Witch given away, a return of more than three cards...

    >>> from cardtable.cards import parse_cards
    >>> action_id(Rules(), ReturnToCamp(0, parse_cards("QH 2C")))
    725
    >>> action_id(Rules(), Stand(0))
    Traceback (most recent call last):
    ...
    ValueError: a Stand is not a move of Witch of the Woods under these rules
    """
    table = numbering(state_or_rules)
    return table.number(table.read(move, _TITLE))


def move_of(state_or_rules: State | Rules, action: int) -> Move:
    """The move ``action`` names, legal now or not; ``ValueError`` for an id out of range or
    not a whole number.

    >>> move_of(Rules(), 725)
    ReturnToCamp(player=0, cards=(Card.parse('2♣'), Card.parse('Q♥')))
    """
    table = numbering(state_or_rules)
    move: Move = table.move(action_number(action, table.size))
    return move


def action_mask(state: State, player: int | None) -> bytes:
    """``num_actions`` bytes, 1 at the id of each of ``player``'s legal moves and 0
    elsewhere; ``player=None`` is the host, who has no moves in this game.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> marks = action_mask(new_game(seed=3), 1)
    >>> len(marks), marks.count(1), marks.index(1)
    (105808, 4, 26452)
    """
    if not isinstance(state, State):
        raise ValueError(f"expected a witch_of_the_woods State, not a {type(state).__name__}")
    return numbering(state.rules).legal_mask(state, player, legal_moves, host_moves)

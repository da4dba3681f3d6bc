"""Integer actions for King Cut-Throat: every move of every seat as a fixed number.

The numbering depends on the rules only. Each seat owns one run of
``per_seat`` ids (seat ``s`` from ``s * per_seat``), made of one block per move
class in the order of ``MOVES``:

| block | size | place in the block |
|---|---|---|
| ``Discard`` | 6,017 | the set of cards (below) |
| ``OrderUp`` | 1 |  |
| ``Pass`` | 1 |  |
| ``NameTrump`` | 4 | the suit, in ``Suit`` order (clubs, diamonds, hearts, spades) |
| ``Play`` | 33 | the card's place in ``full_deck()`` |
| ``ChooseLeader`` | 2 or 0 | the leader among the other two seats, in seat order |

A discard's set of cards is numbered among the 33 one-card sets, then the 528
two-card sets, then the 5,456 three-card sets, each size in colexicographic order of
the cards' places in ``full_deck()`` (``core.card_sets.CardSets``): this covers the
first discard (3 cards), the kitty receiver's (1 or 2) and a Showdown discard (1).
``ChooseLeader`` has ids only with 3 players and ``mediator_chooses_leader``.

So ``per_seat`` is 6,056 (6,058 with the mediator's choice) and ``num_actions``
is 18,168 (18,174) for three players, 12,112 for two. There are no host moves:
``action_mask(state, None)`` is all zeros. ``move_of`` names the move whether or
not it is legal now; ``apply_move`` then refuses one that is not (``IllegalMove``),
as OpenSpiel users expect.

>>> from cardtable.king_cut_throat import legal_moves, new_game
>>> state = new_game(seed=7)
>>> move = legal_moves(state, 0)[0]
>>> move, action_id(state, move)
(Discard(player=0, cards=(Card.parse('10♣'), Card.parse('J♣'), Card.parse('A♦'))), 631)
>>> move_of(state, 631) == move, sum(action_mask(state, 0)), sum(action_mask(state, 1))
(True, 120, 120)
"""

from __future__ import annotations

from cardtable.cards import Suit
from cardtable.core.actions import Block, Numbering, Numberings, action_number
from cardtable.core.card_sets import CardSets
from cardtable.king_cut_throat.deck import full_deck
from cardtable.king_cut_throat.engine import host_moves, legal_moves
from cardtable.king_cut_throat.moves import (
    ChooseLeader,
    Discard,
    Move,
    NameTrump,
    OrderUp,
    Pass,
    Play,
)
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import State

__all__ = ["action_id", "action_mask", "move_of", "num_actions"]

_TITLE = "King Cut-Throat"
_DECK = full_deck()
_PLACES = {card: place for place, card in enumerate(_DECK)}
_DISCARDS = CardSets(_DECK, 1, 3)
_SUITS = tuple(Suit)
_SUIT_PLACES = {suit: place for place, suit in enumerate(_SUITS)}


def _discard(seat: int, place: int) -> Discard:
    return Discard(seat, _DISCARDS.cards(place))


def _card_place(move: Play) -> int:
    place = _PLACES.get(move.card)
    if place is None:
        raise ValueError(f"{move.card} is not a card of the King Cut-Throat deck")
    return place


def _leader_block(players: int) -> Block:
    def encode(move: ChooseLeader) -> int:
        if not 0 <= move.leader < players or move.leader == move.player:
            raise ValueError(f"seat {move.player} can only choose another seat at the table to lead")
        return move.leader - (move.leader > move.player)

    def decode(seat: int, place: int) -> ChooseLeader:
        return ChooseLeader(seat, place + (place >= seat))

    return Block(ChooseLeader, players - 1, encode, decode)


def _numbering(rules: Rules) -> Numbering:
    """The numbering for ``rules`` (bounded cache: one per distinct rules).

    >>> numbering(Rules()).per_seat, numbering(Rules(mediator_chooses_leader=True)).per_seat
    (6056, 6058)
    """
    blocks = [
        Block(
            Discard,
            _DISCARDS.size,
            lambda move: _DISCARDS.number(move.cards),
            _discard,
            many=lambda moves: _DISCARDS.many([move.cards for move in moves]),
        ),
        Block(OrderUp, 1, lambda move: 0, lambda seat, place: OrderUp(seat)),
        Block(Pass, 1, lambda move: 0, lambda seat, place: Pass(seat)),
        Block(
            NameTrump,
            len(_SUITS),
            lambda move: _SUIT_PLACES[move.suit],
            lambda seat, place: NameTrump(seat, _SUITS[place]),
        ),
        Block(Play, len(_DECK), _card_place, lambda seat, place: Play.of(seat, _DECK[place])),
    ]
    if rules.players == 3 and rules.mediator_chooses_leader:  # a Showdown needs three (KC12, KC13)
        blocks.append(_leader_block(rules.players))
    return Numbering(players=rules.players, blocks=blocks)


numbering: Numberings[Numbering] = Numberings(_numbering, Rules, State)
"""The numbering for given rules, or a state's rules; ``ValueError`` for anything else."""


def num_actions(rules: Rules | State) -> int:
    """How many ids the rules number (a state's rules, given a state).

    >>> num_actions(Rules()), num_actions(Rules(players=2))
    (18168, 12112)
    >>> num_actions(Rules(mediator_chooses_leader=True))
    18174
    """
    return int(numbering(rules).size)


def action_id(state_or_rules: State | Rules, move: Move) -> int:
    """The id of ``move`` under the rules of ``state_or_rules`` (a state or the rules alike:
    ids depend on the rules only). ``ValueError`` for anything that is not a move of this
    game at this table: a card not in the deck, a discard of more than three cards, a
    ``ChooseLeader`` where the rules have none.

    >>> from cardtable.cards import Card
    >>> action_id(Rules(), Play(1, Card.parse("JK")))
    12111
    >>> action_id(Rules(), Play(1, Card.parse("2S")))
    Traceback (most recent call last):
    ...
    ValueError: 2♠ is not a card of the King Cut-Throat deck
    """
    table = numbering(state_or_rules)
    return table.number(table.read(move, _TITLE))


def move_of(state_or_rules: State | Rules, action: int) -> Move:
    """The move ``action`` names, legal now or not; ``ValueError`` for an id out of range or
    not a whole number.

    >>> move_of(Rules(), 12111)
    Play(player=1, card=Card.parse('JK'))
    """
    table = numbering(state_or_rules)
    move: Move = table.move(action_number(action, table.size))
    return move


def action_mask(state: State, player: int | None) -> bytes:
    """``num_actions`` bytes, 1 at the id of each of ``player``'s legal moves and 0
    elsewhere; ``player=None`` is the host, who has no moves in this game.

    >>> from cardtable.king_cut_throat import new_game
    >>> len(action_mask(new_game(), 2)), sum(action_mask(new_game(), None))
    (18168, 0)
    """
    if not isinstance(state, State):
        raise ValueError(f"expected a king_cut_throat State, not a {type(state).__name__}")
    return numbering(state.origin.rules).legal_mask(state, player, legal_moves, host_moves)

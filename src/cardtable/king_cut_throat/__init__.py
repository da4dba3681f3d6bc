"""King Cut-Throat: a teamless Euchre for three (or two) with Kings that score.

The engine follows Ruleset 1.2.1 and the Known Rules as read by rulings
KC1-KC19 (see ``docs/king_cut_throat.md``). The modules read in the order the
game is played: ``cards`` (the deck and the Bowers), ``rules`` (the options),
``moves``, ``state`` (the table and the deal), ``naming`` (discards and naming
trump), ``play`` (tricks, scoring, the Showdown) and ``view``.

>>> state = new_game(seed=7)
>>> to_act(state)
(1, 2, 0)
>>> for seat in to_act(state):
...     state = apply_move(state, legal_moves(state, seat)[0])
>>> state.phase, to_act(state), len(state.outside)
('order-up', (1,), 9)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.cards import Card, Suit
from cardtable.game import IllegalMove, Outcome, check_seat, seat_of_move
from cardtable.king_cut_throat.cards import effective_suit, full_deck, playable, trick_winner
from cardtable.king_cut_throat.moves import (
    MOVES,
    NAMINGS,
    ORDER_UPS,
    PASSES,
    ChooseLeader,
    Discard,
    Move,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    discard_moves,
)
from cardtable.king_cut_throat.naming import (
    KEPT,
    choose_leader,
    discard,
    discarding,
    name_trump,
    order_up,
    pass_,
)
from cardtable.king_cut_throat.play import play, play_moves
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import (
    DISCARD,
    KITTY_DISCARD,
    NAME,
    NAME_TRUMP,
    ORDER_UP,
    OVER,
    PLAY,
    SHOWDOWN_DISCARD,
    SHOWDOWN_LEAD,
    SHOWDOWN_PLAY,
    Event,
    HandRecord,
    State,
    Trick,
    new_game,
)
from cardtable.king_cut_throat.view import View, view

__all__ = [
    "MOVES",
    "NAME",
    "Card",
    "ChooseLeader",
    "Discard",
    "Event",
    "HandRecord",
    "Move",
    "NameTrump",
    "OrderUp",
    "Pass",
    "Play",
    "Rules",
    "State",
    "Suit",
    "Trick",
    "View",
    "apply_move",
    "effective_suit",
    "full_deck",
    "legal_moves",
    "new_game",
    "outcome",
    "playable",
    "to_act",
    "trick_winner",
    "view",
]

_TURN_PHASES = frozenset((ORDER_UP, NAME_TRUMP, KITTY_DISCARD, PLAY, SHOWDOWN_LEAD, SHOWDOWN_PLAY))


def to_act(state: State) -> tuple[int, ...]:
    """The seats the game waits on: every seat still to discard during the discards.

    >>> to_act(new_game(Rules(players=2)))
    (1, 0)
    """
    if state.phase in _TURN_PHASES:
        return (state.turn,)
    return discarding(state)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    >>> state = new_game(seed=7)
    >>> len(legal_moves(state)), len(legal_moves(state, 0)), legal_moves(state, 0)[0]
    (360, 120, Discard(player=0, cards=(Card.parse('10♣'), Card.parse('J♣'), Card.parse('A♦'))))
    """
    if player is not None:
        check_seat(player, len(state.scores))
    phase = state.phase
    if phase in (PLAY, SHOWDOWN_PLAY):  # most moves: straight to the seat to play
        turn = state.turn
        return play_moves(state, turn) if player is None or player == turn else ()
    seats = to_act(state)
    if not seats:
        return ()
    if player is not None:
        if player not in seats:
            return ()
        seats = (player,)
    if phase in (DISCARD, SHOWDOWN_DISCARD, KITTY_DISCARD):
        hands = state.hands
        moves: tuple[Move, ...] = ()
        for seat in seats:
            moves += discard_moves(seat, hands[seat], len(hands[seat]) - KEPT[phase])
        return moves
    seat = seats[0]
    if phase == ORDER_UP:
        return (ORDER_UPS[seat], PASSES[seat])
    if phase == NAME_TRUMP:
        return (*(NAMINGS[seat, suit] for suit in Suit if suit is not state.barred), PASSES[seat])
    if phase == SHOWDOWN_LEAD:
        return tuple(ChooseLeader(seat, leader) for leader in range(3) if leader != seat)
    return ()


_HANDLERS: dict[type, Callable[[State, Any, int], State]] = {
    Discard: discard,
    OrderUp: order_up,
    Pass: pass_,
    NameTrump: name_trump,
    Play: play,
    ChooseLeader: choose_leader,
}


def apply_move(state: State, move: Move) -> State:
    """The state after ``move``; ``IllegalMove`` (saying why) if it is not legal now (C6).

    >>> state = new_game(seed=7)
    >>> apply_move(state, Play(1, Card.parse("AS")))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot play now: the table waits for discards ...
    """
    handler = _HANDLERS.get(type(move))
    if handler is None:
        raise IllegalMove(f"{move!r} is not a King Cut-Throat move")
    if state.phase == OVER:
        raise IllegalMove("the game is over")
    player = move.player
    if type(player) is not int or not 0 <= player < len(state.scores):
        player = seat_of_move(len(state.scores), move)  # refuses, saying why
    return handler(state, move, player)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the top scorers and every seat's score (KC15).

    >>> outcome(new_game()) is None
    True
    """
    if state.phase != OVER:
        return None
    top = max(state.scores)
    winners = tuple(seat for seat, score in enumerate(state.scores) if score == top)
    return Outcome(winners=winners, points=state.scores)

"""The game loop's entry points: whose turn it is, the legal moves, applying one, the outcome."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.game import IllegalMove, Outcome, check_seat, seat_of_move
from cardtable.witch_of_the_woods.betting import apply_betting, betting_moves
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
from cardtable.witch_of_the_woods.options import Rules
from cardtable.witch_of_the_woods.state import State
from cardtable.witch_of_the_woods.swaps import (
    apply_draw,
    apply_return,
    apply_stand_pat,
    apply_trade,
    return_moves,
    swap_moves,
    trade_moves,
)

_MOVES_BY_PHASE: dict[str, Callable[[State, int], tuple[Move, ...]]] = {
    "betting": betting_moves,
    "clean-up": betting_moves,
    "swap": swap_moves,
    "return": return_moves,
    "fate": trade_moves,
}

_BETTING = ("betting", "clean-up")
_HANDLERS: dict[type, tuple[tuple[str, ...], Callable[[State, Move, int], State], str]] = {
    Stand: (_BETTING, apply_betting, "stand"),
    Add: (_BETTING, apply_betting, "add"),
    Match: (_BETTING, apply_betting, "match"),
    Fold: (_BETTING, apply_betting, "fold"),
    StandPat: (("swap",), apply_stand_pat, "stand pat"),
    DrawFromCamp: (("swap",), apply_draw, "draw from the Camp"),
    ReturnToCamp: (("return",), apply_return, "put cards back in the Camp"),
    WitchTrade: (("fate",), apply_trade, "make the Witch's trade"),
}

_NOW = {
    "betting": "it is the betting round",
    "clean-up": "it is the betting clean-up",
    "swap": "it is the swaps",
    "return": "they must first put back the cards for their draw",
    "fate": "it is the Fate of Play",
}


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on (one at a time in this game), or ``()`` when it is over.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> to_act(new_game())
    (1,)
    """
    return state.queue[:1]


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> for move in legal_moves(new_game(), 1):
    ...     print(move)
    seat 1 stands pat
    seat 1 draws 1 card from the Camp
    seat 1 draws 2 cards from the Camp
    seat 1 draws 3 cards from the Camp
    >>> legal_moves(new_game(), 2)
    ()
    """
    queue = state.queue
    if player is not None:
        if type(player) is not int or not 0 <= player < len(state.hands):
            check_seat(player, len(state.hands))  # says what is wrong with the seat
        if not queue or player != queue[0]:
            return ()
    elif not queue:
        return ()
    return _MOVES_BY_PHASE[state.phase](state, queue[0])


def apply_move(state: State, move: Move) -> State:
    """The table after ``move``; ``IllegalMove`` says why a move cannot be made now.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> state = apply_move(new_game(), StandPat(1))
    >>> state.swapped, to_act(state)
    ((None, 0, None, None), (2,))
    >>> apply_move(state, StandPat(1))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot stand pat: it is seat 2's turn
    """
    entry = _HANDLERS.get(type(move))
    if entry is None:
        raise IllegalMove(f"{move!r} is not a move of Witch of the Woods")
    phases, handler, verb = entry
    seat = move.player
    if type(seat) is not int or not 0 <= seat < len(state.hands):
        seat_of_move(len(state.hands), move)  # says what is wrong with the seat
    if not state.queue:
        raise IllegalMove(f"seat {seat} cannot {verb}: the game is over")
    if seat != state.queue[0]:
        raise IllegalMove(f"seat {seat} cannot {verb}: it is seat {state.queue[0]}'s turn")
    if state.phase not in phases:
        raise IllegalMove(f"seat {seat} cannot {verb} now: {_NOW[state.phase]}")
    return handler(state, move, seat)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the winners and each seat's points: units with
    betting, hands won without (WW8)."""
    if state.phase != "over":
        return None
    rules: Rules = state.origin.rules
    return Outcome(winners=state.winners, points=state.units if rules.betting else state.hands_won)

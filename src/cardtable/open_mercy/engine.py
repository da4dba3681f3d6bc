"""The engine's entry points: whose move it is, the legal moves, applying one, the outcome.

All of it rests on one ``Rulebook``: it refuses what is not a legal move in
table terms (a stranger's object, a seat not at the table, a move after the
end, a move the game is not waiting for, a move out of turn) and hands every
other move to the step for it in this phase. The phase is ``"play"`` (the seat to
play plays or draws), the choice the game waits for (``"color"``, ``"roulette"``,
``"swap"``, ``"pick"``), or ``"over"``. A MERCY call and a catch may come from
any seat at any time; the host's moves are nobody's turn.

>>> from cardtable.open_mercy.rules import Rules
>>> state = new_game(Rules(players=2), seed=3)
>>> to_act(state), phase(state), outcome(state) is None
((0,), 'play', True)
>>> state = apply_move(state, legal_moves(state, 0)[0])
>>> len(state.log)
1
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.core import OVER
from cardtable.core import LegacyRulebook as Rulebook
from cardtable.open_mercy.calls import all_calls, call_mercy, calls_of, catch, may_call
from cardtable.open_mercy.choices import (
    choice_moves,
    choose_color,
    keep_hand,
    name_roulette_color,
    pick_top,
    swap_with,
)
from cardtable.open_mercy.clock import close_catch_window, host_moves, time_out
from cardtable.open_mercy.deal import new_game
from cardtable.open_mercy.ending import outcome
from cardtable.open_mercy.moves import (
    MOVES,
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
from cardtable.open_mercy.rules import MAX_PLAYERS
from cardtable.open_mercy.state import State
from cardtable.open_mercy.turn import draw, play, turn_moves

__all__ = ["RULEBOOK", "apply_move", "legal_moves", "new_game", "off_turn", "outcome", "phase", "to_act"]

PLAY = "play"
PHASES = (PLAY, "color", "roulette", "swap", "pick")

_WAITS_FOR = {
    "color": "name the colour of the wild they drew",
    "swap": "swap hands or keep theirs",
    "pick": "pick the top card of their Discard All",
    "roulette": "name the roulette colour",
}
_SEAT_TUPLES = tuple((seat,) for seat in range(MAX_PLAYERS))  # to_act's answers, made once


def phase(state: State) -> str:
    """``"play"``, the kind of choice the game waits for, or ``"over"``."""
    if state.winners:
        return OVER
    pending = state.pending
    return PLAY if pending is None else pending.choice


def waiting(state: State) -> str:
    """What the game waits for, in table terms."""
    pending = state.pending
    if pending is None:
        return f"the game waits for seat {state.turn} to play"
    return f"the game waits for seat {pending.player} to {_WAITS_FOR[pending.choice]}"


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on: the player to play, or the owner of a pending choice.

    MERCY calls and catches are optional and never make the game wait.
    """
    if state.winners:
        return ()
    pending = state.pending
    return _SEAT_TUPLES[state.turn if pending is None else pending.player]


def off_turn(state: State) -> tuple[int, ...]:
    """The seats the game does not wait on that have a legal move now, in seat order: a seat
    that may call its own MERCY! (one or two cards, no call yet), or catch a player sitting
    on one card without a call.

    It answers what ``legal_moves(state, seat)`` would for every such seat, without
    listing the moves: the play loop asks it after every move.

    >>> from cardtable.open_mercy.rules import Rules
    >>> off_turn(new_game(Rules(players=3), seed=1))
    ()
    """
    if state.winners:
        return ()
    catchable, hands = state.catchable, state.hands
    if not catchable and all(len(hand) > 2 for hand in hands):  # the usual case: nothing open
        return ()
    pending = state.pending
    waited = state.turn if pending is None else pending.player
    eliminated = state.eliminated
    return tuple(
        seat
        for seat in range(len(hands))
        if seat != waited
        and (may_call(state, seat) or (not eliminated[seat] and any(target != seat for target in catchable)))
    )


def _moves_of(state: State, player: int | None) -> tuple[Move, ...]:
    pending = state.pending
    waited = state.turn if pending is None else pending.player
    moves: list[Move] = []
    if player is None or player == waited:
        moves = turn_moves(state, waited) if pending is None else choice_moves(state, pending)
    if player is None:
        return tuple(moves + all_calls(state) + host_moves(state, waited))
    if state.catchable or len(state.hands[player]) <= 2:  # else no call nor catch is open
        moves += calls_of(state, player)
    return tuple(moves)


_OFF_TURN: dict[type, Callable[[State, Any], State]] = {
    CallMercy: call_mercy,
    Catch: catch,
    CloseCatchWindow: close_catch_window,
    TimeOut: time_out,
}

RULEBOOK: Rulebook[State] = Rulebook(
    title="Open Mercy",
    moves=MOVES,
    steps={
        (PLAY, Play): play,
        (PLAY, Draw): draw,
        ("color", ChooseColor): choose_color,
        ("roulette", NameRouletteColor): name_roulette_color,
        ("swap", SwapWith): swap_with,
        ("swap", KeepHand): keep_hand,
        ("pick", PickTop): pick_top,
        **{(where, cls): step for where in PHASES for cls, step in _OFF_TURN.items()},
    },
    phase=phase,
    to_act=to_act,
    waiting=waiting,
    moves_of=_moves_of,
    off_turn=frozenset({CallMercy, Catch}),
)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's own moves.

    First the moves of the seat the game waits on (its plays in hand order, then
    Draw; or the answers to its choice), then every MERCY call and catch open to
    anyone, then the host moves (closing each open catch window, timing out the
    seat waited on), which are listed only when ``player`` is None. Empty exactly
    when the game is over.

    >>> state = new_game(seed=1)
    >>> moves = legal_moves(state)
    >>> moves[-1], [str(move) for move in legal_moves(state, 1)]
    (TimeOut(player=0), [])
    """
    return RULEBOOK.legal_moves(state, player)


def apply_move(state: State, move: Move) -> State:
    """The state after ``move``; ``IllegalMove`` says why a move is not allowed now.

    >>> apply_move(new_game(seed=1), Draw(2))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: it is not seat 2's turn: the game waits for seat 0 to play
    """
    return RULEBOOK.apply_move(state, move)

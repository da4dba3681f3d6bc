"""The engine: which moves are legal now, and applying one.

``legal_moves`` lists the moves of the seat the game waits on (its plays in
hand order, then Draw; or the answers to its pending choice), then every
MERCY call and catch open to anyone, then the host moves. ``apply_move``
checks a move cheaply against the state, without listing every legal move,
then plays the move out on a working copy of the table (``turn``, ``table``).

>>> from cardtable.open_mercy.deal import new_game
>>> from cardtable.open_mercy.table import Rules
>>> state = new_game(Rules(players=2), seed=3)
>>> to_act(state), outcome(state) is None
((0,), True)
>>> state = apply_move(state, legal_moves(state, 0)[0])
>>> len(state.log)
1
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.game import IllegalMove, Outcome, check_seat
from cardtable.open_mercy.cards import ALL_CARDS, Card, Color, Kind
from cardtable.open_mercy.matching import PLAYABLE_CACHE, can_play, playable
from cardtable.open_mercy.moves import (
    CALLS,
    CATCHES,
    CHOOSE,
    CLOSES,
    DRAWS,
    KEEPS,
    MAX_SEATS,
    NAME_ROULETTE,
    PICKS,
    PLAYS,
    SWAPS,
    TIMEOUTS,
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
from cardtable.open_mercy.table import Pending, State, Table, has_play, majority_color
from cardtable.open_mercy.turn import (
    choose_color,
    draw_one_and_pass,
    draw_until_playable,
    keep_hand,
    name_roulette_color,
    pick_top,
    play_from_hand,
    swap_with,
    take_stack,
)

__all__ = ["apply_move", "can_play", "legal_moves", "outcome", "to_act"]


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on: the player to play, or the owner of a pending choice.

    MERCY calls and catches are optional and never make the game wait.
    """
    if state.winners:
        return ()
    if state.pending is not None:
        return SEAT_TUPLES[state.pending.player]
    return SEAT_TUPLES[state.turn]


SEAT_TUPLES = tuple((seat,) for seat in range(MAX_SEATS))


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the winner (OM17) with 1 point, 0 for everyone else."""
    if not state.winners:
        return None
    winners = state.winners
    return Outcome(winners, tuple(int(seat in winners) for seat in range(len(state.hands))))


# -- listing moves -------------------------------------------------------------


def _choices(state: State, pending: Pending) -> list[Any]:
    """The answers to a pending choice."""
    seat = pending.player
    choice = pending.choice
    if choice == "color":
        return list(CHOOSE[seat])
    if choice == "roulette":
        return list(NAME_ROULETTE[seat])
    if choice == "swap":
        eliminated = state.eliminated
        swaps = SWAPS[seat]
        moves: list[Any] = [
            swaps[target] for target in range(len(eliminated))
            if target != seat and not eliminated[target]
        ]
        moves.append(KEEPS[seat])
        return moves
    picks = PICKS[seat]
    return list(dict.fromkeys(picks[card.index] for card in pending.cards))


def _may_call(state: State, seat: int) -> bool:
    """OM13: a seat holding one or two cards may call MERCY!, once."""
    return 0 < len(state.hands[seat]) <= 2 and not state.called[seat]


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's own moves.

    Host moves (closing a catch window, timing out the seat to act) are listed
    only when ``player`` is None. Empty exactly when the game is over.

    >>> from cardtable.open_mercy.deal import new_game
    >>> state = new_game(seed=1)
    >>> moves = legal_moves(state)
    >>> moves[-1], [str(move) for move in legal_moves(state, 1)]
    (TimeOut(player=0), [])
    """
    hands = state.hands
    if player is not None:
        check_seat(player, len(hands))
    if state.winners:
        return ()
    pending = state.pending
    waiting = state.turn if pending is None else pending.player
    moves: list[Any] = []
    if player is not None and player != waiting:
        pass
    elif pending is not None:
        moves = _choices(state, pending)
    else:
        # The plays in hand order (twins are one move), then Draw. Inline, with
        # playable's cache read directly: the hottest path of a searching bot.
        top, stack, mode = state.pile[-1], state.stack, state.origin.rules.stacking
        matches = PLAYABLE_CACHE[mode][top.index][state.color.index * 2 + (stack > 0)]
        if matches is None:
            matches = playable(top, state.color, stack, mode)
        plays = PLAYS[waiting]
        seen: list[int] = []  # few cards match, so a list
        for card in hands[waiting]:
            if matches[card.index]:
                index = card.index
                if index not in seen:
                    seen.append(index)
                    moves += plays[index]
        if not moves or state.deck or len(state.pile) > 1:
            moves.append(DRAWS[waiting])
    if player is not None:
        if 0 < len(hands[player]) <= 2 and not state.called[player]:  # _may_call, inline
            moves.append(CALLS[player])
        if state.catchable and not state.eliminated[player]:
            for target in state.catchable:
                if target != player:
                    moves.append(CATCHES[player][target])
        return tuple(moves)
    for seat in range(len(hands)):
        if _may_call(state, seat):
            moves.append(CALLS[seat])
    eliminated = state.eliminated
    for target in state.catchable:
        for seat in range(len(hands)):
            if seat != target and not eliminated[seat]:
                moves.append(CATCHES[seat][target])
    for target in state.catchable:
        moves.append(CLOSES[target])
    moves.append(TIMEOUTS[waiting])
    return tuple(moves)


# -- applying moves ------------------------------------------------------------


def _turn_of(state: State, seat: int, doing: str) -> None:
    if state.pending is not None:
        pending = state.pending
        raise IllegalMove(
            f"seat {seat} cannot {doing}: the game waits for seat {pending.player} "
            f"to {_CHOICE_WORDS[pending.choice]}"
        )
    if state.turn != seat:
        raise IllegalMove(f"seat {seat} cannot {doing}: it is seat {state.turn}'s turn")


_CHOICE_WORDS = {
    "color": "name the colour of the wild they drew",
    "swap": "swap hands or keep theirs",
    "pick": "pick the top card of their Discard All",
    "roulette": "name the roulette colour",
}


def _pending_of(state: State, seat: int, choice: str, doing: str) -> Any:
    pending = state.pending
    if pending is None or pending.choice != choice or pending.player != seat:
        if pending is None:
            why = f"no such choice is open (it is seat {state.turn}'s turn to play)"
        else:
            why = f"the game waits for seat {pending.player} to {_CHOICE_WORDS[pending.choice]}"
        raise IllegalMove(f"seat {seat} cannot {doing}: {why}")
    return pending


def _apply_play(state: State, move: Play, seat: int) -> State:
    if state.pending is not None or state.turn != seat:
        _turn_of(state, seat, "play a card")
    card = move.card
    if type(card) is not Card:
        raise IllegalMove(f"{card!r} is not an Open Mercy card")
    at = 0
    for held in state.hands[seat]:
        # By identity: tuple.index would compare through Card's ordering, in Python.
        if held is card:
            break
        at += 1
    else:
        raise IllegalMove(f"seat {seat} holds no {card}")
    top, stack, mode = state.pile[-1], state.stack, state.origin.rules.stacking
    matches = PLAYABLE_CACHE[mode][top.index][state.color.index * 2 + (stack > 0)]
    if matches is None:
        matches = playable(top, state.color, stack, mode)
    if not matches[card.index]:
        if stack:
            raise IllegalMove(
                f"seat {seat} cannot play {card}: facing a stack of {stack} on {top}, "
                f"only a draw card the {mode} stacking allows may go on"
            )
        raise IllegalMove(
            f"seat {seat} cannot play {card}: it matches neither the colour {state.color} "
            f"nor the {top} on top"
        )
    color = move.color
    if _NAMES_COLOR[card.index]:
        if type(color) is not Color:
            raise IllegalMove(f"seat {seat} must name the next colour when playing {card}")
    elif color is not None:
        raise IllegalMove(f"{card} names no colour (only wilds other than the roulette do)")
    table = Table(state)
    play_from_hand(table, seat, at, color)
    return table.freeze(move)


_NAMES_COLOR = tuple(card.is_wild and card.kind is not Kind.ROULETTE for card in ALL_CARDS)


def _apply_draw(state: State, move: Draw, seat: int) -> State:
    if state.pending is not None or state.turn != seat:
        _turn_of(state, seat, "draw")
    if not state.deck and len(state.pile) == 1 and has_play(state, seat):
        raise IllegalMove(
            f"seat {seat} cannot draw: nothing is left to draw and they hold a card to play"
        )
    table = Table(state)
    if table.stack:
        take_stack(table, seat)
    else:
        draw_until_playable(table, seat)
    return table.freeze(move, draw_turn=True)


def _check_color(color: Any, seat: int) -> None:
    if type(color) is not Color:
        raise IllegalMove(f"seat {seat} must name red, blue, green or yellow, not {color!r}")


def _apply_choose_color(state: State, move: ChooseColor, seat: int) -> State:
    _pending_of(state, seat, "color", "name a colour")
    _check_color(move.color, seat)
    table = Table(state)
    choose_color(table, seat, move.color)
    return table.freeze(move)


def _apply_name_roulette(state: State, move: NameRouletteColor, seat: int) -> State:
    _pending_of(state, seat, "roulette", "name a roulette colour")
    _check_color(move.color, seat)
    table = Table(state)
    name_roulette_color(table, seat, move.color)
    return table.freeze(move)


def _apply_swap(state: State, move: SwapWith, seat: int) -> State:
    _pending_of(state, seat, "swap", "swap hands")
    target = move.target
    if type(target) is not int or not 0 <= target < len(state.hands) or target == seat:
        raise IllegalMove(f"seat {seat} cannot swap with {target!r}: name another seat")
    if state.eliminated[target]:
        raise IllegalMove(f"seat {seat} cannot swap with seat {target}: they are out")
    table = Table(state)
    swap_with(table, seat, target)
    return table.freeze(move)


def _apply_keep(state: State, move: KeepHand, seat: int) -> State:
    _pending_of(state, seat, "swap", "keep their hand")
    table = Table(state)
    keep_hand(table, seat)
    return table.freeze(move)


def _apply_pick(state: State, move: PickTop, seat: int) -> State:
    pending = _pending_of(state, seat, "pick", "pick the top card")
    card = move.card
    if type(card) is not Card or card not in pending.cards:
        listed = ", ".join(str(candidate) for candidate in pending.cards)
        raise IllegalMove(f"seat {seat} must put one of {listed} on top, not {card!r}")
    table = Table(state)
    pick_top(table, seat, card)
    return table.freeze(move)


def _apply_call(state: State, move: CallMercy, seat: int) -> State:
    if state.eliminated[seat]:
        raise IllegalMove(f"seat {seat} is out of the game")
    if state.called[seat]:
        raise IllegalMove(f"seat {seat} has already called MERCY!")
    size = len(state.hands[seat])
    if size > 2:
        raise IllegalMove(f"seat {seat} holds {size} cards: MERCY! needs 2 or fewer")
    table = Table(state)
    table.set_called(seat, True)
    table.catchable = tuple(other for other in table.catchable if other != seat)
    return table.freeze(move)


def _apply_catch(state: State, move: Catch, seat: int) -> State:
    target = move.target
    if state.eliminated[seat]:
        raise IllegalMove(f"seat {seat} is out of the game and cannot catch anyone")
    if type(target) is not int or target == seat or target not in state.catchable:
        raise IllegalMove(
            f"seat {seat} cannot catch {target!r}: only a player on one card without a "
            "MERCY! call, whose window is still open, can be caught"
        )
    table = Table(state)
    table.draw(target, 10)
    if table.eliminated[target] and table.turn == target:
        table.advance(target)
    return table.freeze(move)


def _apply_close(state: State, move: CloseCatchWindow, seat: int) -> State:
    if seat not in state.catchable:
        raise IllegalMove(f"there is no open catch window on seat {seat}")
    table = Table(state)
    table.catchable = tuple(other for other in table.catchable if other != seat)
    return table.freeze(move)


def _apply_timeout(state: State, move: TimeOut, seat: int) -> State:
    waiting = to_act(state)[0]
    if seat != waiting:
        raise IllegalMove(f"the clock runs only for seat {waiting}, not seat {seat}")
    table = Table(state)
    pending = state.pending
    if pending is None:
        if table.stack:
            take_stack(table, seat)
        else:
            draw_one_and_pass(table, seat)
        return table.freeze(move, draw_turn=True)
    if pending.choice == "color":
        choose_color(table, seat, majority_color(state.hands[seat]))
    elif pending.choice == "roulette":
        name_roulette_color(table, seat, majority_color(state.hands[seat]))
    elif pending.choice == "swap":
        keep_hand(table, seat)
    else:
        pick_top(table, seat, pending.cards[0])
    return table.freeze(move)


_HANDLERS: dict[type, Callable[[State, Any, int], State]] = {
    Play: _apply_play,
    Draw: _apply_draw,
    ChooseColor: _apply_choose_color,
    NameRouletteColor: _apply_name_roulette,
    SwapWith: _apply_swap,
    KeepHand: _apply_keep,
    PickTop: _apply_pick,
    CallMercy: _apply_call,
    Catch: _apply_catch,
    CloseCatchWindow: _apply_close,
    TimeOut: _apply_timeout,
}


def apply_move(state: State, move: Move) -> State:
    """The state after ``move``; ``IllegalMove`` says why a move is not allowed now.

    >>> from cardtable.open_mercy.deal import new_game
    >>> state = new_game(seed=1)
    >>> apply_move(state, Draw(2))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 2 cannot draw: it is seat 0's turn
    """
    handler = _HANDLERS.get(type(move))
    if handler is None:
        raise IllegalMove(f"{move!r} is not an Open Mercy move")
    if state.winners:
        raise IllegalMove("the game is over")
    seat = move.player
    if type(seat) is not int or not 0 <= seat < len(state.hands):
        raise IllegalMove(f"{move!r} does not name a seat at this table of {len(state.hands)}")
    return handler(state, move, seat)


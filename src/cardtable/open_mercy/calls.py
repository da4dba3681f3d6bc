"""The MERCY! call (OM13) and the catch (OM14), which any player may make off-turn.

A player holding one or two cards may call, once; drawing a card cancels the
call (``drawing.py``), and so does a hand changing owner (a 7 or a 0). A player
sitting on exactly one card without a call may be caught by any other player
still in, and draws 10; the window to catch them opens and closes with their
hand (``watch.catch_windows``), on their call, on the catch, and when the host
closes it (``clock.py``).
"""

from __future__ import annotations

from cardtable.core import Change, replace_at
from cardtable.game import IllegalMove
from cardtable.open_mercy.drawing import draw_cards
from cardtable.open_mercy.events import CalledMercy, Caught
from cardtable.open_mercy.moves import CallMercy, Catch, Move
from cardtable.open_mercy.state import State
from cardtable.open_mercy.watch import after_move


def may_call(state: State, seat: int) -> bool:
    """Whether ``seat`` may call MERCY!: one or two cards in hand, and no call yet.

    >>> from cardtable.open_mercy import new_game
    >>> may_call(new_game(), 0)
    False
    """
    return 0 < len(state.hands[seat]) <= 2 and not state.called[seat]


def calls_of(state: State, seat: int) -> list[Move]:
    """``seat``'s call, if it may make one, then its catches in seat order."""
    moves: list[Move] = [CallMercy.of(seat)] if may_call(state, seat) else []
    if state.catchable and not state.eliminated[seat]:
        moves += [Catch.of(seat, target) for target in state.catchable if target != seat]
    return moves


def all_calls(state: State) -> list[Move]:
    """Every call open to anyone, by seat; then every catch, by target and seat."""
    seats = range(len(state.hands))
    moves: list[Move] = [CallMercy.of(seat) for seat in seats if may_call(state, seat)]
    eliminated = state.eliminated
    for target in state.catchable:
        moves += [Catch.of(seat, target) for seat in seats if seat != target and not eliminated[seat]]
    return moves


def call_mercy(state: State, move: CallMercy) -> Change:
    """Call MERCY!: it closes any window to catch the caller."""
    seat = move.player
    if state.eliminated[seat]:
        raise IllegalMove(f"seat {seat} is out of the game")
    if state.called[seat]:
        raise IllegalMove(f"seat {seat} has already called MERCY!")
    size = len(state.hands[seat])
    if size > 2:
        raise IllegalMove(f"seat {seat} holds {size} cards: MERCY! needs 2 or fewer")
    if size == 0:
        raise IllegalMove(f"seat {seat} holds no cards: MERCY! is for a player on one or two")
    called = Change(
        CalledMercy.of(seat),
        called=replace_at(state.called, seat, True),
        catchable=tuple(other for other in state.catchable if other != seat),
    )
    return after_move(state, move, called)


def catch(state: State, move: Catch) -> Change:
    """CAUGHT!: the first catch makes the player draw 10 cards (what exists, if the
    deck and pile hold fewer; one card and ten can never reach 25)."""
    seat, target = move.player, move.target
    if state.eliminated[seat]:
        raise IllegalMove(f"seat {seat} is out of the game and cannot catch anyone")
    if target == seat or target not in state.catchable:
        raise IllegalMove(
            f"seat {seat} cannot catch {target!r}: only a player on one card without a "
            "MERCY! call, whose window is still open, can be caught"
        )
    drawn, _ = draw_cards(state, target, 10)
    caught = Change(Caught.of(seat, target)).then(drawn)
    if "hands" not in drawn.fields:
        # Nothing was left to draw: the catch still closes the window (OM14), or the
        # same player could be caught again and again and the game never end.
        caught = caught.then(Change(catchable=tuple(other for other in state.catchable if other != target)))
    return after_move(state, move, caught)

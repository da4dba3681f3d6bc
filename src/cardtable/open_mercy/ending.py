"""How every move ends, and how the game does.

Every step gathers the ``State`` fields it changes, and the events of the move in
a list (``changes["events"]``), and hands them to ``settle``, which logs the move,
lets the catch windows follow the hands (OM14), watches for a table that has
stalled (OM17), tells the end of the game, sets the move's ``events`` and adds them
to the ``history``, and derives the next state once. ``outcome`` reads the end of
the game (OM17).
"""

from __future__ import annotations

from cardtable.core import Event
from cardtable.game import Outcome
from cardtable.open_mercy.deck import Card, holds_play
from cardtable.open_mercy.drawing import Changes
from cardtable.open_mercy.events import GameOver, TimedOut
from cardtable.open_mercy.moves import Draw, Move, TimeOut
from cardtable.open_mercy.state import Pending, State


def lead(move: Move) -> list[Event]:
    """The first events of a step that a time-out may make: the clock's, if it is one.

    >>> lead(TimeOut(2)), lead(Draw(2))
    ([TimedOut(player=2)], [])
    """
    return [TimedOut(move.player)] if type(move) is TimeOut else []


def settle(state: State, move: Move, changes: Changes, touched: tuple[int, ...] = ()) -> State:
    """The state after ``move``: ``state`` with ``changes``, the move logged.

    ``touched`` are the seats whose hands the move took up (played from, drew
    into, swapped, passed on). A catch window (OM14) opens on each of them that
    holds exactly one card without a MERCY call, and any older window on them
    closes. Once the game is won, no window is open and no choice waits, and the
    events end with ``GameOver``.
    """
    events = changes["events"]
    won = "winners" in changes
    if not won:
        draw_turn = type(move) is Draw or (type(move) is TimeOut and state.pending is None)
        if draw_turn or state.idle_turns or changes.get("idle_shuffles", state.idle_shuffles):
            changes.update(_idle_run(state, changes, draw_turn))
    if "winners" in changes:
        changes["catchable"], changes["pending"] = (), None
        events.append(_game_over(state, changes, won))
    elif touched:
        hands = changes["hands"]
        called = changes.get("called", state.called)
        catchable = opened = changes.get("catchable", state.catchable)
        for seat in touched:
            if seat in catchable:
                catchable = tuple(other for other in catchable if other != seat)
            if len(hands[seat]) == 1 and not called[seat]:
                catchable = tuple(sorted((*catchable, seat)))
        if catchable != opened:
            changes["catchable"] = catchable
    changes["log"] = state.log.append(move)
    changes["events"] = told = tuple(events)
    changes["history"] = state.history.extend(told)
    # core.evolve's own way for a state without slots, minus its check of the names:
    # every step names only State's fields, and this runs once a move.
    after = object.__new__(State)
    object.__setattr__(after, "__dict__", {**state.__dict__, **changes})
    return after


def _game_over(state: State, changes: Changes, won: bool) -> GameOver:
    """How the game ended: a hand emptied, one player left in, or a stalled table (OM17)."""
    winners = changes["winners"]
    if not won:
        return GameOver(winners, "stalled")
    if changes.get("eliminated", state.eliminated).count(False) == 1:
        return GameOver(winners, "last")
    return GameOver(winners, "out")


def _not_in_hands(deck: tuple[Card, ...], pile: tuple[Card, ...], pending: Pending | None) -> int:
    return len(deck) + len(pile) + (0 if pending is None else len(pending.cards))


def _idle_run(state: State, changes: Changes, draw_turn: bool) -> Changes:
    """OM17 as this engine extends it: a table that can no longer move ends the game.

    A turn is idle when its player had no card to play from their hand and had
    to draw, and no card went into or out of the players' hands: they drew
    nothing, or replayed at once the one card they drew (hands that only changed
    owners, by a 7 or a 0, do not count). Any move that moves cards into or out
    of hands, or a turn-ending draw by a player who could have played, ends the
    run of idle turns.

    The table has stalled when nothing at all can be drawn or the stock has been
    drawn through twice in the run (two reshuffles), and either every player
    still in has had an idle turn in it, or play has been going round without
    them for twice as many turns as there are players still in for every card of
    the stock. The game then ends and the players holding the fewest cards win.
    """
    deck = changes.get("deck", state.deck)
    pile = changes.get("pile", state.pile)
    # Every card is in the deck, the pile, a hand or set aside (OM19): cards went
    # into or out of the hands exactly when the count of the others changed.
    before = _not_in_hands(state.deck, state.pile, state.pending)
    if _not_in_hands(deck, pile, changes.get("pending", state.pending)) != before:
        return _run_ended(state, changes)
    if not draw_turn:
        return {}
    seat = state.turn
    if holds_play(state.hands[seat], state.pile[-1], state.color, state.stack, state.origin.rules.stacking):
        return _run_ended(state, changes)
    idle = state.idle if seat in state.idle else tuple(sorted((*state.idle, seat)))
    idle_turns = state.idle_turns + 1
    ended: Changes = {"idle": idle, "idle_turns": idle_turns}
    stock = len(deck) + len(pile) - 1
    eliminated = changes.get("eliminated", state.eliminated)
    in_game = eliminated.count(False)
    shuffles = changes.get("idle_shuffles", state.idle_shuffles)
    if (stock == 0 or shuffles >= 2) and (
        len(idle) >= in_game or idle_turns >= 2 * in_game * max(stock, 1)
    ):
        hands = changes.get("hands", state.hands)
        sizes = {seat: len(hand) for seat, hand in enumerate(hands) if not eliminated[seat]}
        fewest = min(sizes.values())
        ended["winners"] = tuple(seat for seat, size in sizes.items() if size == fewest)
    return ended


def _run_ended(state: State, changes: Changes) -> Changes:
    """No run of idle turns: what to change for that (mostly nothing, there was none)."""
    ended: Changes = {}
    if state.idle_turns:
        ended.update(idle=(), idle_turns=0)
    if changes.get("idle_shuffles", state.idle_shuffles):
        ended["idle_shuffles"] = 0
    return ended


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the winner (OM17) with 1 point, 0 for everyone else.

    The game ends when a hand empties (OM12, OM15), when one player is left in
    (``drawing.knock_out``), or when the table stalls (the fewest cards win).

    >>> from cardtable.open_mercy.deal import new_game
    >>> outcome(new_game()) is None
    True
    """
    winners = state.winners
    if not winners:
        return None
    return Outcome(winners, tuple(int(seat in winners) for seat in range(len(state.hands))))

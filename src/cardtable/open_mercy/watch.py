"""What the table watches after every move, whatever the move was.

Every step ends by passing its change through ``after_move``, which applies the
rules that follow from where the cards now lie rather than from the move made:

- a table that can no longer move ends the game (OM17, ``stalled``);
- a won game is told (``GameOver``), and no window stays open nor choice waits;
- otherwise the catch windows follow the hands (OM14, ``catch_windows``);
- the seat the game waits on and the phase follow the turn and the choice.
"""

from __future__ import annotations

from cardtable.core import OVER, Change, Event
from cardtable.open_mercy.deck import holds_play
from cardtable.open_mercy.events import (
    DiscardedAll,
    Drew,
    GameOver,
    KnockedOut,
    Played,
    PlayedDrawn,
    Rotated,
    Roulette,
    Swapped,
)
from cardtable.open_mercy.moves import Draw, Move, TimeOut
from cardtable.open_mercy.state import State


def after_move(state: State, move: Move, change: Change) -> Change:
    """``change``, what ``move`` did to ``state``, with what every move answers to: a
    stalled table (OM17), the end of the game, the catch windows (OM14)."""
    fields = change.fields
    won = "winners" in fields
    if not won and (
        type(move) is Draw
        or state.idle_turns
        or state.idle_shuffles
        or "idle_shuffles" in fields
        or (type(move) is TimeOut and state.pending is None)
    ):
        idle = stalled(state, move, change)
        if idle is not None:
            change = change.then(idle)
            fields = change.fields
    if "winners" in fields:
        return change.then(game_over(state, change, won))
    hands = fields.get("hands")
    # A window can open or close only when a hand changed and a window is open or one can open.
    if hands is not None and (fields.get("catchable", state.catchable) or 1 in map(len, hands)):
        catchable = catch_windows(state, change)
        if catchable is not None:
            fields["catchable"] = catchable
    if "pending" in fields or "turn" in fields:
        # The seat the game waits on and the phase (``engine.to_act``, ``engine.phase``): the
        # seat to play, or the owner of the choice the game waits for.
        pending = fields.get("pending", state.pending)
        if pending is None:
            fields["to_act"] = (fields.get("turn", state.turn),)
            fields["phase"] = "play"
        else:
            fields["to_act"] = (pending.player,)
            fields["phase"] = pending.choice
    return change


# -- the end of the game (OM17) -----------------------------------------------------------------


def game_over(state: State, change: Change, won: bool) -> Change:
    """The game is won: the table is told how (a hand emptied, one player left in, or a
    stalled table), and no catch window stays open nor choice waits."""
    fields = change.fields
    winners = fields["winners"]
    if not won:
        how = "stalled"
    elif fields.get("eliminated", state.eliminated).count(False) == 1:
        how = "last"
    else:
        how = "out"
    return Change(GameOver(winners, how), catchable=(), pending=None, to_act=(), phase=OVER)


def stalled(state: State, move: Move, change: Change) -> Change | None:
    """OM17 as this engine extends it: a table that can no longer move ends the game.
    ``None`` when the move leaves the run of idle turns as it was.

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
    fields = change.fields
    deck_was, pile_was, pending_was = state.deck, state.pile, state.pending
    shuffles = fields.get("idle_shuffles", state.idle_shuffles)
    deck = fields.get("deck", deck_was)
    pile = fields.get("pile", pile_was)
    pending = fields.get("pending", pending_was)
    # Every card is in the deck, the pile, a hand or set aside (OM19): cards went
    # into or out of the hands exactly when the count of the others changed.
    before = len(deck_was) + len(pile_was) + (len(pending_was.cards) if pending_was else 0)
    if len(deck) + len(pile) + (len(pending.cards) if pending else 0) != before:
        return _run_ended(state, shuffles)
    if not (type(move) is Draw or (type(move) is TimeOut and pending_was is None)):
        return None
    seat = state.turn
    if holds_play(state.hands[seat], pile_was[-1], state.color, state.stack, state.origin.rules.stacking):
        return _run_ended(state, shuffles)
    idle = state.idle if seat in state.idle else tuple(sorted((*state.idle, seat)))
    idle_turns = state.idle_turns + 1
    stock = len(deck) + len(pile) - 1
    eliminated = fields.get("eliminated", state.eliminated)
    in_game = eliminated.count(False)
    if (stock == 0 or shuffles >= 2) and (len(idle) >= in_game or idle_turns >= 2 * in_game * max(stock, 1)):
        hands = fields.get("hands", state.hands)
        sizes = {seat: len(hand) for seat, hand in enumerate(hands) if not eliminated[seat]}
        fewest = min(sizes.values())
        winners = tuple(seat for seat, size in sizes.items() if size == fewest)
        return Change(idle=idle, idle_turns=idle_turns, winners=winners)
    return Change(idle=idle, idle_turns=idle_turns)


def _run_ended(state: State, shuffles: int) -> Change | None:
    """No run of idle turns: what to change for that (mostly nothing, there was none)."""
    if state.idle_turns:
        return Change(idle=(), idle_turns=0, idle_shuffles=0)
    if shuffles:
        return Change(idle_shuffles=0)
    return None


# -- the catch windows (OM14) -----------------------------------------------------------------


def catch_windows(state: State, change: Change) -> tuple[int, ...] | None:
    """OM14: a window to catch a player opens when their hand changes and holds exactly
    one card without a MERCY! call; any older window on them closes. The hands a move
    took up are those its events name: a play, a draw that took a card, a swap, a 0's
    rotation, a Discard All, a knock-out. ``None`` when no window opens or closes.
    """
    fields = change.fields
    hands = fields["hands"]
    catchable = fields.get("catchable", state.catchable)
    called = fields.get("called", state.called)
    opened = catchable
    for seat in _hands_taken_up(change.told):
        if seat in catchable:
            catchable = tuple(other for other in catchable if other != seat)
        if len(hands[seat]) == 1 and not called[seat]:
            catchable = tuple(sorted((*catchable, seat)))
    return None if catchable == opened else catchable


def _hands_taken_up(told: tuple[Event, ...]) -> list[int]:
    """The seats whose hands the events show taken up: played from, drawn into, swapped,
    passed on, discarded from, knocked out."""
    seats: list[int] = []
    for event in told:
        if isinstance(event, (Played, PlayedDrawn, DiscardedAll, KnockedOut)):
            seats.append(event.player)
        elif isinstance(event, (Drew, Roulette)):  # a TookStack is a Drew
            if event.count:
                seats.append(event.player)
        elif isinstance(event, Swapped):
            seats += (event.player, event.target)
        elif isinstance(event, Rotated):
            seats += event.seats
    return seats

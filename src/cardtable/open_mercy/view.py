"""What one seat may know: its own hand, the public table (never the deck order) and
every event of the game as that seat was told it, which makes the view the seat's
information state."""

from __future__ import annotations

import attrs

from cardtable.core import Event, told
from cardtable.core.picture import Pictured
from cardtable.game import seat_argument
from cardtable.open_mercy.deck import Card, Color
from cardtable.open_mercy.engine import to_act
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State


@attrs.frozen(slots=True)
class View(Pictured):
    """A seat's view of the table; ``player=None`` is a spectator's.

    ``hand_sizes`` with ``limit`` is the N/25 meter of every seat; ``stack`` the
    live draw stack; ``called`` who has called MERCY!; ``catchable`` the seats
    that may be caught now; ``pending`` the choice the game waits for (a drawn
    wild shows only to its owner; Discard All candidates show to all);
    ``winner`` the winning seat once the game is over (``winners`` also holds
    the theoretical shared win of OM17). ``events`` is what the last move did and
    ``history`` every event since the deal, both as this seat was told them
    (``events.py``): the cards it drew, the hands it swapped, never another
    seat's hidden cards.
    """

    player: int | None
    hand: tuple[Card, ...]
    to_act: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    top: Card
    color: Color
    direction: int
    stack: int
    called: tuple[bool, ...]
    catchable: tuple[int, ...]
    eliminated: tuple[bool, ...]
    deck_size: int
    pile_size: int
    turn: int
    pending: Pending | None
    winner: int | None
    winners: tuple[int, ...]
    events: tuple[Event, ...] = ()
    history: tuple[Event, ...] = ()
    limit: int = HAND_LIMIT

    def __str__(self) -> str:
        arrow = "CW" if self.direction == 1 else "CCW"
        who = "spectator" if self.player is None else f"seat {self.player}"
        lines = [
            f"Open Mercy, {who} of {len(self.hand_sizes)}"
            + ("  YOUR TURN" if self.player is not None and self.player in self.to_act else ""),
            f"top: {self.top}  color: {self.color}  {arrow}"
            + (f"  stack: {self.stack}" if self.stack else "")
            + f"  deck: {self.deck_size}",
        ]
        for seat, size in enumerate(self.hand_sizes):
            marks = []
            if self.eliminated[seat]:
                marks.append("out")
            if self.called[seat]:
                marks.append("MERCY!")
            if seat in self.catchable:
                marks.append("catchable")
            if seat in self.to_act:
                marks.append("to act")
            if seat in self.winners:
                marks.append("WINNER")
            you = " (you)" if seat == self.player else ""
            note = f"  {' '.join(marks)}" if marks else ""
            lines.append(f"  seat {seat}{you}: {size}/{self.limit}{note}")
        if self.player is not None:
            shown = ", ".join(str(card) for card in self.hand) or "no cards"
            lines.append(f"your hand: {shown}")
        if self.pending is not None:
            cards = ", ".join(str(card) for card in self.pending.cards)
            lines.append(
                f"waiting on seat {self.pending.player}: {self.pending.choice}"
                + (f" ({cards})" if cards else "")
            )
        lines.extend(f"  {event}" for event in self.events)
        return "\n".join(lines)


def view(state: State, player: int | None) -> View:
    """All that ``player`` may know; ``None`` is a spectator (and sees no hand). A seat
    given as an ``IntEnum`` reads as its number (C8).

    >>> from cardtable.open_mercy.engine import new_game
    >>> seen = view(new_game(seed=4), 2)
    >>> len(seen.hand), seen.hand_sizes, seen.deck_size
    (7, (7, 7, 7, 7), 139)
    >>> view(new_game(seed=4), None).hand
    ()
    >>> [str(event) for event in seen.events[1:]]
    ['seat 1 is dealt 7 cards', 'seat 2 is dealt 7 cards: ...', 'seat 3 is dealt 7 cards', ...]
    """
    if player is not None:
        player = seat_argument(player, len(state.hands))
    pending = state.pending
    if pending is not None and pending.choice == "color" and pending.player != player:
        # Others know a wild was drawn, not which one.
        pending = Pending(pending.choice, pending.player)
    winners = state.winners
    return View(
        player=player,
        hand=() if player is None else state.hands[player],
        to_act=to_act(state),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        top=state.pile[-1],
        color=state.color,
        direction=state.direction,
        stack=state.stack,
        called=state.called,
        catchable=state.catchable,
        eliminated=state.eliminated,
        deck_size=len(state.deck),
        pile_size=len(state.pile),
        turn=state.turn,
        pending=pending,
        winner=winners[0] if len(winners) == 1 else None,
        winners=winners,
        events=told(state.events, player),
        history=told(state.history, player),
    )

"""King Cut-Throat's table as a picture (``cardtable.core.layout``): the seats with their scores
and tricks, the kitty and the turned card, the outside pile, the trick on the table.

A seat's view (KC17) shows its own hand at the bottom, every other hand as backs, the
turned card where the table saw it go (on the kitty, under it, in the receiver's hand
until the receiver discards, or outside), its own discards in the outside pile, the trick
in play and the one before. The state shows every card face up.

>>> from cardtable.king_cut_throat import new_game, view
>>> table = view_table(view(new_game(seed=2), 1))
>>> [len(seat.cards) for seat in table.seats], len(table.hand), [pile.label for pile in table.middle]
([10, 0, 10], 10, ['kitty'])
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.cards import Card
from cardtable.core.layout import BACK, Drawn, Face, Pile, Seat, Table, french
from cardtable.core.picture import draws
from cardtable.king_cut_throat.deck import by_strength
from cardtable.king_cut_throat.discards import DEALT, FIRST
from cardtable.king_cut_throat.moves import Play
from cardtable.king_cut_throat.state import (
    DISCARD,
    KITTY_DISCARD,
    NAME_TRUMP,
    ORDER_UP,
    SHOWDOWN_DISCARD,
    HandRecord,
    State,
    Trick,
)
from cardtable.king_cut_throat.view import View

__all__ = ["state_table", "view_table"]

KITTY = 3
"""Cards dealt to the kitty (KC3)."""
SHOWDOWN_PLAYERS = 2
"""The seats that play the Showdown, each discarding one card (the mediator sits it out)."""
_PHASES = {
    DISCARD: "every seat discards three",
    ORDER_UP: "round one: order the turned suit up, or pass",
    NAME_TRUMP: "round two: name another suit trump, or pass",
    KITTY_DISCARD: "the kitty's receiver discards back to seven",
    "play": "the tricks",
    SHOWDOWN_DISCARD: "the Showdown: its two players discard one each",
    "showdown-lead": "the Showdown: the mediator chooses who leads",
    "showdown-play": "the Showdown's tricks",
    "over": "the game is over",
}


def _faces(cards: Iterable[Card], note: str = "") -> tuple[Face, ...]:
    return tuple(french(card, note=note) for card in cards)


def _played(plays: Iterable[Play]) -> tuple[Face, ...]:
    return tuple(french(play.card, note=f"seat {play.player}") for play in plays)


def _status(hand: int, phase: str, target: int, trump: object, maker: int | None) -> tuple[str, ...]:
    lines = [f"hand {hand}: {_PHASES.get(phase, phase)}; first to {target} points wins"]
    if trump is not None:
        lines.append(f"trump {trump}, made by seat {maker}")
    return tuple(lines)


def _seat_facts(seat: int, scores: tuple[int, ...], target: int, tricks_won: tuple[int, ...],
                showdown: tuple[int, ...] | None, trump: object) -> tuple[str, ...]:  # fmt: skip
    lines = [f"score {scores[seat]} of {target}"]
    if trump is not None:
        lines.append(f"tricks {tricks_won[seat]}")
    if showdown is not None:
        lines.append(f"Showdown tricks {showdown[seat]}")
    return tuple(lines)


def _badges(seat: int, maker: int | None, receiver: int | None, mediator: int | None) -> tuple[str, ...]:
    marks = (("maker", maker), ("kitty", receiver), ("mediator", mediator))
    return tuple(word for word, holder in marks if holder == seat)


def _tricks(trick: tuple[Play, ...], last: Trick | None) -> tuple[Pile, ...]:
    """The trick in play, or else the one just taken."""
    if trick:
        return (Pile(label="the trick", cards=_played(trick)),)
    if last is not None:
        return (Pile(label=f"last trick, to seat {last.winner}", cards=_played(last.plays)),)
    return ()


@draws(View)
def view_table(view: View) -> Table:
    """What one seat sees (KC17)."""
    turned, trump = view.turned, view.trump
    showdown = view.mediator is not None
    # Ordered up: the turned card sits in the receiver's hand, face up to all, until the
    # receiver discards (KC6); named in round two (a suit was barred), it lies outside.
    ordered_up = trump is not None and view.barred_suit is None and turned is not None
    in_hand = turned if ordered_up and view.phase == KITTY_DISCARD else None
    seats = []
    for seat, size in enumerate(view.hand_sizes):
        cards: tuple[Drawn, ...] = ()
        if seat != view.player:
            cards = (BACK,) * size
            if seat == view.receiver and in_hand is not None:
                cards = (french(in_hand, note="turned"), *cards[1:])
        seats.append(
            Seat(
                number=seat,
                name=f"seat {seat}" + (" (you)" if seat == view.player else ""),
                lines=_seat_facts(
                    seat, view.scores, view.target, view.tricks_won, view.showdown_tricks, trump
                ),
                badges=_badges(seat, view.maker, view.receiver, view.mediator),
                cards=cards,
                to_act=seat in view.to_act,
                dealer=seat == view.dealer,
                out=seat == view.mediator,
            )
        )
    middle: list[Pile] = []
    if trump is None and view.phase in (DISCARD, ORDER_UP, NAME_TRUMP):
        shown = _faces([turned], "turned") if turned is not None else ()
        label = "kitty" if view.barred_suit is None else f"kitty, {view.barred_suit} turned down"
        middle.append(Pile(label=label, cards=shown, count=KITTY - len(shown)))
    if len(view.hand_sizes) == 2:
        middle.append(Pile(label="phantom hand", count=DEALT))
    if view.outside_count:
        known = () if showdown else _faces(view.discards, "yours")
        if not showdown and trump is not None and view.barred_suit is not None and turned is not None:
            known = (*known, french(turned, note="turned"))
        middle.append(Pile(label="outside", cards=known, count=view.outside_count - len(known)))
    if showdown:
        received = len(view.received) if view.player == view.receiver else 0
        own = view.discards[-1:] if len(view.discards) > FIRST + received else ()
        made = SHOWDOWN_PLAYERS - (len(view.to_act) if view.phase == SHOWDOWN_DISCARD else 0)
        if made:
            middle.append(Pile(label="Showdown discards", cards=_faces(own, "yours"), count=made - len(own)))
    middle += _tricks(view.trick, view.last_trick)
    received_here = set(view.received)
    hand = tuple(
        french(card, note="kitty" if card in received_here else "") for card in by_strength(view.hand, trump)
    )
    who = f", seen by seat {view.player}" if view.player is not None else ", seen by a spectator"
    return Table(
        title="King Cut-Throat" + who,
        status=_status(view.hand_number, view.phase, view.target, trump, view.maker),
        seats=tuple(seats),
        middle=tuple(middle),
        viewer=view.player,
        hand=hand,
        hand_label="your hand" if hand else "",
        notes=_notes(view.last_hand),
    )


def _notes(record: HandRecord | None) -> tuple[str, ...]:
    if record is None:
        return ()
    return (f"hand {record.number}: {record.result}; scores {'-'.join(map(str, record.scores))}",)


@draws(State)
def state_table(state: State) -> Table:
    """The whole table, every card face up."""
    trump = state.trump
    seats = tuple(
        Seat(
            number=seat,
            name=f"seat {seat}",
            lines=_seat_facts(
                seat, state.scores, state.rules.target, state.tricks_won, state.showdown_tricks, trump
            ),
            badges=_badges(seat, state.maker, state.receiver, state.mediator),
            cards=_faces(by_strength(hand, trump)),
            to_act=seat in state.to_act,
            dealer=seat == state.dealer,
            out=seat == state.mediator,
        )
        for seat, hand in enumerate(state.hands)
    )
    places = (
        ("kitty", state.kitty),
        ("phantom hand", state.phantom),
        ("outside", state.outside),
        ("Showdown discards", state.showdown_discards),
    )
    middle = [Pile(label=label, cards=_faces(cards)) for label, cards in places if cards]
    middle += _tricks(state.trick, state.tricks[-1] if state.tricks else None)
    hand_number = state.hands_played + 1 if state.phase != "over" else state.hands_played
    return Table(
        title="King Cut-Throat, the whole table",
        status=_status(hand_number, state.phase, state.rules.target, trump, state.maker),
        seats=seats,
        middle=tuple(middle),
        viewer=None,
        notes=_notes(state.last_hand),
    )

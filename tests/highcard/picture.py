"""High Card's table as a picture: each seat's down card as a back to the others, its two up
cards face up to all; the pot and the undealt deck in the middle."""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.cards import Card
from cardtable.core.layout import BACK, Drawn, Face, Pile, Seat, Table, french
from cardtable.core.picture import draws
from tests.highcard.engine import State
from tests.highcard.rules import DECK
from tests.highcard.view import View


def _faces(cards: Iterable[Card]) -> tuple[Face, ...]:
    return tuple(french(card) for card in cards)


def _seat(seat: int, view: View | State, cards: tuple[Drawn, ...], you: bool) -> Seat:
    status = "folded" if view.folded[seat] else f"{view.units[seat]} units"
    return Seat(
        number=seat,
        name=f"seat {seat}" + (" (you)" if you else ""),
        lines=(status,),
        cards=cards,
        to_act=seat in (view.to_act if isinstance(view, View) else view.queue[:1]),
        dealer=seat == view.dealer,
        out=view.folded[seat],
    )


@draws(View)
def view_table(view: View) -> Table:
    """One seat's picture: the others' down cards face down, once the game is over the hands shown."""
    shown = view.last_hand.shown if view.phase == "over" and view.last_hand is not None else ()
    seats = []
    for seat, up in enumerate(view.up):
        cards: tuple[Drawn, ...] = ()
        if seat != view.player:
            cards = _faces(shown[seat]) if shown and shown[seat] else ((BACK, *_faces(up)) if up else ())
        seats.append(_seat(seat, view, cards, seat == view.player))
    dealt = sum(1 for up in view.up if up)
    return Table(
        title="High Card",
        status=(f"hand {view.number}, {view.phase}",),
        seats=tuple(seats),
        middle=(Pile(label=f"pot {view.pot}"), Pile(label="deck", count=len(DECK) - 3 * dealt)),
        viewer=view.player,
        hand=_faces(view.hand),
        hand_label="your hand" if view.hand else "",
    )


@draws(State)
def state_table(state: State) -> Table:
    """The whole table, every card face up."""
    seats = tuple(_seat(seat, state, _faces(hand), False) for seat, hand in enumerate(state.hands))
    return Table(
        title="High Card, the whole table",
        status=(f"hand {state.number}, {state.phase}",),
        seats=seats,
        middle=(Pile(label=f"pot {state.pot}"), Pile(label="deck", count=len(state.deck))),
        viewer=None,
    )

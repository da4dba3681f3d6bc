"""King's Mercy's table as a picture (``cardtable.core.layout``): the seats with their units and
bets, the pot and the undealt pack in the middle, the Fool as the table prints it.

A seat's view shows its own three cards at the bottom and every other hand dealt as three
backs; the Fool face up in its holder's hand while the holder decides on Mercy (KM10);
after a showdown that ends the game, every hand shown and the cards turned from the pack
until the Fool (KM12). The state shows every hand face up.

>>> from cardtable.kings_mercy import Rules, new_game, view
>>> table = view_table(view(new_game(Rules(players=3), seed=7), 2))
>>> [len(seat.cards) for seat in table.seats], [face.card for face in table.hand]
([3, 3, 0], ['9♦', '5♥', '4♠'])
"""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.core.layout import BACK, Drawn, Face, Pile, Seat, Table, french
from cardtable.core.picture import draws
from cardtable.kings_mercy.deck import DECK, FOOL, FoolDisplay, card_text
from cardtable.kings_mercy.state import HandRecord, State
from cardtable.kings_mercy.view import View

__all__ = ["face", "state_table", "view_table"]

FOOL_INK = "#5b2a86"
HAND = 3
"""Cards in every hand dealt (KM2)."""


def face(card: Card, fool_display: FoolDisplay) -> Face:
    """A card drawn as the table prints it: the Fool as ``JK`` or standing in as ``K♠`` (KM2).

    >>> face(FOOL, "king_of_spades").corner, face(FOOL, "joker").name
    ('K♠', 'Fool')
    """
    if card == FOOL:
        ink = "#111111" if fool_display == "king_of_spades" else FOOL_INK
        return french(card, corner=card_text(card, fool_display), name="Fool", ink=ink)
    return french(card)


def _status(phase: str, number: int, round_: int, raises: int, to_act: tuple[int, ...]) -> tuple[str, ...]:
    if phase == "betting":
        return (f"hand {number}: betting round {round_}, {raises} of 2 raises used; seat {to_act[0]} to act",)
    if phase == "mercy":
        return (f"hand {number}: seat {to_act[0]} holds the Fool and decides on Mercy",)
    return (f"hand {number}: the game is over",)


def _lines(units: int, bet: int, folded: bool, sitting_out: bool) -> tuple[str, ...]:
    status = "sits out" if sitting_out else "folded" if folded else f"in for {bet}"
    return (f"{units} units", status)


def _shown(record: HandRecord | None, phase: str) -> HandRecord | None:
    """The record of the last hand when its showdown ended the game: then every hand is shown."""
    return record if phase == "over" and record is not None and record.showdown else None


def _notes(record: HandRecord | None, number: int) -> tuple[str, ...]:
    """The last hand in a line, without its cards (they are shuffled into this hand's deal)."""
    if record is None:
        return ()
    won = " and ".join(f"seat {seat}" for seat in record.winners)
    how = f"Mercy {record.mercy}" if record.showdown else "everyone else folded"
    which = "the last hand" if record.number == number else f"hand {record.number}"
    return (f"{which}: the pot of {record.pot} to {won} ({how})",)


def _pack(dealt: int, record: HandRecord | None, display: FoolDisplay) -> tuple[Pile, ...]:
    """The undealt pack; after a game-ending showdown, the cards turned until the Fool lie face up."""
    left = len(DECK) - HAND * dealt
    if record is None or not record.fool_reveal:
        return (Pile(label="undealt pack", count=left),)
    turned = tuple(face(card, display) for card in record.fool_reveal)
    return (Pile(label="turned until the Fool", cards=turned, count=left - len(turned)),)


@draws(View)
def view_table(view: View) -> Table:
    """What one seat sees: its own hand below, every other hand dealt in as backs."""
    display, record = view.fool_display, _shown(view.last_hand, view.phase)
    holder = view.to_act[0] if view.phase == "mercy" else None
    seats = []
    for seat, units in enumerate(view.units):
        if seat == view.player or view.sitting_out[seat]:
            cards: tuple[Drawn, ...] = ()
        elif record is not None:
            cards = tuple(face(card, display) for card in record.hands[seat])
        elif seat == holder:
            cards = (face(FOOL, display), BACK, BACK)  # the table knows who holds the Fool (KM10)
        else:
            cards = (BACK,) * HAND
        seats.append(
            Seat(
                number=seat,
                name=f"seat {seat}" + (" (you)" if seat == view.player else ""),
                lines=_lines(units, view.bets[seat], view.folded[seat], view.sitting_out[seat]),
                cards=cards,
                to_act=seat in view.to_act,
                dealer=seat == view.dealer,
                out=view.folded[seat] or view.sitting_out[seat],
            )
        )
    dealt = view.sitting_out.count(False)
    mine = tuple(face(card, display) for card in view.hand)
    return Table(
        title="King's Mercy, "
        + (f"seen by seat {view.player}" if view.player is not None else "seen by a spectator"),
        status=_status(view.phase, view.number, view.round, view.raises, view.to_act),
        seats=tuple(seats),
        middle=(Pile(label=f"pot {view.pot}"), *_pack(dealt, record, display)),
        viewer=view.player,
        hand=mine,
        hand_label="your hand" if mine else "",
        notes=_notes(view.last_hand, view.number),
    )


@draws(State)
def state_table(state: State) -> Table:
    """The whole table, every hand face up and the undealt pack face down."""
    display, record = state.rules.fool_display, _shown(state.last_hand, state.phase)
    folded, sitting_out = state.folded, state.sitting_out
    seats = tuple(
        Seat(
            number=seat,
            name=f"seat {seat}",
            lines=_lines(units, state.bets[seat], folded[seat], sitting_out[seat]),
            cards=tuple(face(card, display) for card in state.hands[seat]),
            to_act=seat in state.to_act,
            dealer=seat == state.dealer,
            out=folded[seat] or sitting_out[seat],
        )
        for seat, units in enumerate(state.units)
    )
    pack: tuple[Pile, ...] = (Pile(label="undealt pack", count=len(state.pack)),)
    if record is not None and record.fool_reveal:
        turned = tuple(face(card, display) for card in record.fool_reveal)
        pack = (Pile(label="turned until the Fool", cards=turned, count=len(state.pack) - len(turned)),)
    return Table(
        title="King's Mercy, the whole table",
        status=_status(state.phase, state.number, state.round, state.raises, state.to_act),
        seats=seats,
        middle=(Pile(label=f"pot {state.pot}"), *pack),
        viewer=None,
        notes=_notes(state.last_hand, state.number),
    )

"""Open Mercy's table as a picture (``cardtable.core.layout``): every seat with its N/25 meter
and its calls, the deck and the top of the discard pile with the color to play, the draw
stack and the choice the game waits for; cards in their colors, wilds black.

A seat's view shows its own hand at the bottom and every other hand as backs; a wild
another seat drew and has not named a color for lies face down in the middle, its owner
sees it. The state shows every hand face up.

>>> from cardtable.open_mercy import Card, new_game, view
>>> face(Card.parse("yellow draw2")).corner, face(Card.parse("wild draw10")).paper
('+2', '#1b1b1b')
>>> table = view_table(view(new_game(seed=4), 2))
>>> [len(seat.cards) for seat in table.seats], len(table.hand)
([7, 7, 0, 7], 7)
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.core.layout import BACK, Drawn, Face, Pile, Seat, Table
from cardtable.core.picture import draws
from cardtable.open_mercy.deck import NUMBERS, Card, Color, Kind
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State
from cardtable.open_mercy.view import View

__all__ = ["face", "state_table", "view_table"]

PAPER = {Color.RED: "#d62828", Color.BLUE: "#1d5fd1", Color.GREEN: "#1f8a3b", Color.YELLOW: "#f2c318"}
WILD_PAPER = "#1b1b1b"
CORNERS = {
    Kind.SKIP: "S",
    Kind.REVERSE: "R",
    Kind.DRAW2: "+2",
    Kind.DRAW4: "+4",
    Kind.SKIP_EVERYONE: "SE",
    Kind.DISCARD_ALL: "DA",
    Kind.WILD: "W",
    Kind.WILD_REVERSE_DRAW4: "R+4",
    Kind.WILD_DRAW6: "+6",
    Kind.WILD_DRAW10: "+10",
    Kind.ROULETTE: "RR",
}
"""The short mark in an action card's or a wild's corners."""


def face(card: Card, note: str = "") -> Face:
    """A card in its color (a wild on black), its number or action in the corners."""
    paper = WILD_PAPER if card.color is None else PAPER[card.color]
    ink = "#1b1b1b" if card.color is Color.YELLOW else "#ffffff"
    if card.kind in NUMBERS:
        return Face(
            card=str(card), corner=card.kind.value, pip=card.kind.value, ink=ink, paper=paper, note=note
        )
    name = card.kind.value.replace("-", " ").replace("draw", "draw ").replace("  ", " ").strip()
    return Face(card=str(card), corner=CORNERS[card.kind], name=name, ink=ink, paper=paper, note=note)


def _faces(cards: Iterable[Card]) -> tuple[Face, ...]:
    return tuple(face(card) for card in cards)


def _badges(seat: int, called: tuple[bool, ...], catchable: tuple[int, ...], eliminated: tuple[bool, ...],
            winners: tuple[int, ...], pending: Pending | None) -> tuple[str, ...]:  # fmt: skip
    marks = (
        ("MERCY!", called[seat]),
        ("catchable", seat in catchable),
        ("out", eliminated[seat]),
        ("winner", seat in winners),
        ("to choose", pending is not None and pending.player == seat),
    )
    return tuple(word for word, on in marks if on)


def _status(turn: int, direction: int, winners: tuple[int, ...], pending: Pending | None) -> tuple[str, ...]:
    if winners:
        return ("the game is over, won by " + " and ".join(f"seat {seat}" for seat in winners),)
    way = "clockwise" if direction == 1 else "counter-clockwise"
    waiting = f"seat {turn} to play" if pending is None else f"seat {pending.player} to choose"
    return (f"{waiting}; play goes {way}",)


def _pending(pending: Pending | None, wild: tuple[Drawn, ...]) -> tuple[Pile, ...]:
    """The choice the game waits for; ``wild`` is a drawn wild as this picture shows it."""
    if pending is None:
        return ()
    seat = pending.player
    if pending.choice == "color":
        return (Pile(label=f"seat {seat} drew a wild and names its color", cards=wild),)
    if pending.choice == "pick":
        return (Pile(label=f"Discard All: seat {seat} picks the top card", cards=_faces(pending.cards)),)
    if pending.choice == "swap":
        return (Pile(label=f"seat {seat} may swap hands after a 7"),)
    return (Pile(label=f"Roulette: seat {seat} names a color"),)


def _middle(
    deck: int, top: Card, color: Color, pile: int, stack: int, waiting: tuple[Pile, ...]
) -> tuple[Pile, ...]:
    piles = [
        Pile(label="deck" if deck else "deck: empty", count=deck),
        Pile(label=f"discard pile ({pile}), {color} to play", cards=(face(top),)),
    ]
    if stack:
        piles.append(Pile(label=f"draw stack +{stack}"))
    return (*piles, *waiting)


@draws(View)
def view_table(view: View) -> Table:
    """What one seat sees: its hand, and how many cards every other seat holds."""
    seats = tuple(
        Seat(
            number=seat,
            name=f"seat {seat}" + (" (you)" if seat == view.player else ""),
            lines=(f"{size} of {view.limit} cards",),
            badges=_badges(seat, view.called, view.catchable, view.eliminated, view.winners, view.pending),
            cards=() if seat == view.player else (BACK,) * size,
            to_act=seat in view.to_act,
            out=view.eliminated[seat],
        )
        for seat, size in enumerate(view.hand_sizes)
    )
    pending = view.pending
    # A wild drawn for a color shows to its owner only (the view keeps it for the owner alone).
    wild: tuple[Drawn, ...] = _faces(pending.cards) if pending is not None and pending.cards else (BACK,)
    who = f", seen by seat {view.player}" if view.player is not None else ", seen by a spectator"
    hand = _faces(view.hand)
    return Table(
        title="Open Mercy" + who,
        status=_status(view.turn, view.direction, view.winners, pending),
        seats=seats,
        middle=_middle(
            view.deck_size, view.top, view.color, view.pile_size, view.stack, _pending(pending, wild)
        ),
        viewer=view.player,
        hand=hand,
        hand_label=f"your hand: {len(hand)} of {view.limit}" if view.player is not None else "",
    )


@draws(State)
def state_table(state: State) -> Table:
    """The whole table, every hand face up."""
    seats = tuple(
        Seat(
            number=seat,
            name=f"seat {seat}",
            lines=(f"{len(hand)} of {HAND_LIMIT} cards",),
            badges=_badges(
                seat, state.called, state.catchable, state.eliminated, state.winners, state.pending
            ),
            cards=_faces(hand),
            to_act=seat in state.to_act,
            out=state.eliminated[seat],
        )
        for seat, hand in enumerate(state.hands)
    )
    pending = state.pending
    wild = _faces(pending.cards) if pending is not None else ()
    middle = _middle(len(state.deck), state.pile[-1], state.color, len(state.pile), state.stack,
                     _pending(pending, wild))  # fmt: skip
    return Table(
        title="Open Mercy, the whole table",
        status=_status(state.turn, state.direction, state.winners, pending),
        seats=seats,
        middle=middle,
        viewer=None,
    )

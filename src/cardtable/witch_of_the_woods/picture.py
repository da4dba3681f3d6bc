"""Witch of the Woods' table as a picture (``cardtable.core.layout``): the seats with the hands
they won (and their units when betting), the Camp and the deck in the middle, the cards by
their Faerunian names (WW1), gold or silver.

A seat's view shows its own hand at the bottom (with the cards just drawn marked, and its
Hand Score), every other hand as backs: three, or as many more as a seat just drew, and
four with the Witch face up for its holder in the Fate of Play (WW5); once the game is
over, the hands shown at the last reveal and the tie-break cards. The state shows every
hand face up.

>>> from cardtable.cards import Card
>>> face(Card.parse("QH")).name, face(Card.parse("RJ")).name
('Queen of Shields', 'the Witch')
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.cards import Card, Rank
from cardtable.core import OVER
from cardtable.core.layout import BACK, Drawn, Face, Pile, Seat, Table
from cardtable.core.picture import draws
from cardtable.witch_of_the_woods.deck import WITCH, color_of, faerunian_name
from cardtable.witch_of_the_woods.state import FATE, RETURN, HandRecord, State
from cardtable.witch_of_the_woods.view import View

__all__ = ["face", "state_table", "view_table"]

INK = {"gold": "#9a6a00", "silver": "#4f5d70", None: "#6b1f8a"}
HAND = 3
"""Cards in a hand (WW2); the Witch's holder holds four in the Fate of Play (WW5)."""
_CORNERS = {Rank.JACK: "P", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "1"}


def face(card: Card, note: str = "") -> Face:
    """A card by its Faerunian name, in gold (Crowns, Coins) or silver (Swords, Shields)."""
    name = faerunian_name(card)
    if card.suit is None:
        ink = INK[None] if card == WITCH else "#1b6b5a"
        mark = "✶" if card == WITCH else "☺"
        return Face(card=str(card), corner=mark, pip=mark, name=name, ink=ink, note=note)
    corner = _CORNERS.get(card.rank, str(int(card.rank)))
    return Face(card=str(card), corner=corner, name=name, ink=INK[color_of(card)], note=note)


def _faces(cards: Iterable[Card]) -> tuple[Face, ...]:
    return tuple(face(card) for card in cards)


def _lines(seat: int, view: View | State) -> tuple[str, ...]:
    rules = view.rules
    lines = [f"hands won {view.hands_won[seat]} of {rules.hands_to_win}"]
    if rules.betting and view.units is not None and view.put_in is not None:
        lines.append(f"{view.units[seat]} units, {view.put_in[seat]} in the pot")
    said = view.swapped[seat]
    if said is not None:
        lines.append("stood pat" if said == 0 else f"swapped {said}")
    return tuple(lines)


def _status(hand: int, phase: str, to_act: tuple[int, ...], winners: tuple[int, ...]) -> tuple[str, ...]:
    if phase == OVER:
        return ("the game is over, won by " + " and ".join(f"seat {seat}" for seat in winners),)
    words = {"betting": "betting", "clean-up": "the clean-up", "swap": "the swaps",
             "return": "putting back", "fate": "the Fate of Play"}  # fmt: skip
    return (f"hand {hand}: {words.get(phase, phase)}; seat {to_act[0]} to act",)


def _tie_break(record: HandRecord | None, phase: str) -> tuple[Pile, ...]:
    """The last hand's tie-break cards, on the table once the game is over (WW7)."""
    if phase != OVER or record is None:
        return ()
    drawn = [card for card in record.camp_draws if card is not None]
    drawn += [card for cards in record.deck_rounds for card in cards if card is not None]
    return (Pile(label="tie-break cards", cards=_faces(drawn)),) if drawn else ()


def _pot(pot: int | None, to_match: int | None) -> tuple[Pile, ...]:
    return () if pot is None else (Pile(label=f"pot {pot}, {to_match} to match"),)


def _notes(record: HandRecord | None) -> tuple[str, ...]:
    # The record's last line says who won the hand and how; its cards are shuffled away since.
    return () if record is None else (f"hand {record.number}: {str(record).splitlines()[-1].strip()}",)


def _held(view: View, seat: int, shown: tuple[Card, ...] | None) -> tuple[Drawn, ...]:
    """Another seat's cards as ``view`` may see them."""
    if shown is not None:
        return _faces(shown)
    if view.sitting_out[seat]:
        return ()
    if seat == view.witch_holder:  # the Witch and the blind card it took from the Camp (WW5)
        return (face(WITCH), *(BACK,) * HAND)
    drew = view.swapped[seat] if view.phase == RETURN and seat in view.to_act else None
    return (BACK,) * (HAND + (drew or 0))


@draws(View)
def view_table(view: View) -> Table:
    """What one seat sees: its own hand, the others' as backs."""
    record = view.last_hand
    reveal = record.scores if view.phase == OVER and record is not None else ()
    seats = []
    for seat in range(len(view.folded)):
        score = reveal[seat] if seat < len(reveal) else None
        shown = score.cards if score is not None else None
        badges = ("holds the Witch",) if seat == view.witch_holder else ()
        seats.append(
            Seat(
                number=seat,
                name=f"seat {seat}" + (" (you)" if seat == view.player else ""),
                lines=_lines(seat, view),
                badges=badges + (("winner",) if seat in view.winners else ()),
                cards=() if seat == view.player else _held(view, seat, shown),
                to_act=seat in view.to_act,
                dealer=seat == view.dealer,
                out=view.folded[seat] or view.sitting_out[seat],
            )
        )
    drawn = set(view.drawn)
    hand = tuple(face(card, "drawn" if card in drawn else "") for card in view.hand)
    label = ""
    if view.player is not None and hand:
        label = "your hand" + (f", Hand Score {view.score}" if view.score is not None else "")
    who = f", seen by seat {view.player}" if view.player is not None else ", seen by a spectator"
    middle = (*_pot(view.pot, view.to_match), Pile(label="the Camp", count=view.camp_size),
              Pile(label="deck", count=view.deck_size), *_tie_break(record, view.phase))  # fmt: skip
    return Table(
        title="Witch of the Woods" + who,
        status=_status(view.hand_number, view.phase, view.to_act, view.winners),
        seats=tuple(seats),
        middle=middle,
        viewer=view.player,
        hand=hand,
        hand_label=label,
        notes=_notes(record),
    )


@draws(State)
def state_table(state: State) -> Table:
    """The whole table, every hand face up (with the cards just drawn), the Camp too."""
    acting = state.queue[0] if state.queue else None
    seats = []
    for seat, held in enumerate(state.hands):
        cards = _faces(held)
        if seat == acting and state.drawn:
            cards += tuple(face(card, "drawn") for card in state.drawn)
        seats.append(
            Seat(
                number=seat,
                name=f"seat {seat}",
                lines=_lines(seat, state),
                badges=(("holds the Witch",) if state.phase == FATE and seat == acting else ())
                + (("winner",) if seat in state.winners else ()),
                cards=cards,
                to_act=seat == acting,
                dealer=seat == state.dealer,
                out=state.folded[seat] or not state.taking_part[seat],
            )
        )
    betting = state.rules.betting
    middle = (
        *_pot(state.pot if betting else None, state.to_match),
        Pile(label="the Camp", cards=_faces(state.camp)),
        Pile(label="deck", count=len(state.deck)),
        *((Pile(label="tie-break cards", cards=_faces(state.table)),) if state.table else ()),
    )
    return Table(
        title="Witch of the Woods, the whole table",
        status=_status(state.hand_number, state.phase, state.queue, state.winners),
        seats=tuple(seats),
        middle=middle,
        viewer=None,
        notes=_notes(state.last_hand),
    )

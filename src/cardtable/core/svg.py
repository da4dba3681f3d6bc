"""Draw a ``Table`` (``cardtable.core.layout``) as an SVG document, with the standard library only.

The seats sit around an oval table, clockwise on the screen from the one at the bottom
(the seat looking on, or seat 0); the piles lie in the middle; the hand of the seat
looking on is drawn large below. Every card face carries its card in ``data-card``
(``data-card="K♦"``) and every face-down card ``data-card="back"``, each with the seat
it lies in front of (``data-seat``); a face-down stack carries its size in
``data-count`` instead, so a program reading the picture counts the cards it shows.

>>> from cardtable.core.layout import BACK, Face, Pile, Seat, Table
>>> table = Table(title="Two seats", viewer=0,
...     seats=(Seat(number=0, name="seat 0"), Seat(number=1, name="seat 1", cards=(BACK,))),
...     middle=(Pile(label="deck", count=40),), hand=(Face(card="K♦", corner="K♦"),))
>>> picture = draw(table)
>>> picture.count('data-card="K♦"'), picture.count('data-card="back"'), 'data-count="40"' in picture
(1, 1, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from cardtable.core.layout import Pile, Seat, Table
from cardtable.core.svg_parts import (
    LARGE,
    MIDDLE,
    SMALL,
    arrange,
    draw_cards,
    draw_stack,
    quoteattr,
    text,
    text_width,
    wrap,
)  # fmt: skip

__all__ = ["draw"]

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
PAGE, FELT, RIM = "#1a4d33", "#23704a", "#17502f"
PANEL, PANEL_EDGE, TURN = "#fbf7ec", "#6b5d3f", "#ffc72c"
SEAT_WIDTH = 206
NARROW_SEAT = 164
"""The width of a seat's panel, and at a table of more than eight seats."""
MARGIN = 24
GAP = 14


# Seats ------------------------------------------------------------------------------------


class Box(NamedTuple):
    """A seat or the middle as drawn: its parts relative to its top left, and its size."""

    parts: tuple[str, ...]
    width: float
    height: float


def _badges(badges: Sequence[str], top: float, across: float) -> tuple[list[str], float]:
    """Badges as pills flowing in rows across the seat; the parts, and the height taken."""
    out: list[str] = []
    x, y = 10.0, top
    for badge in badges:
        width = text_width(badge, 10) + 12
        if x + width > across - 10 and x > 10:
            x, y = 10.0, y + 19
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="16" rx="8" fill="#8a1c1c"/>')
        out.append(
            text(x + width / 2, y + 11.5, badge, 10, "#ffffff", text_anchor="middle", font_weight="bold")
        )
        x += width + 5
    return out, (y - top + 21 if badges else 0)


def seat_box(seat: Seat, across: float = SEAT_WIDTH) -> Box:
    """One seat's panel, ``across`` wide: its name (and the dealer's button), badges, lines, and cards."""
    parts = [text(10, 21, seat.name, 15, "#1b1b1b", font_weight="bold")]
    if seat.dealer:
        parts.append(f'<circle cx="{across - 18}" cy="16" r="10" fill="#ffffff" stroke="#1b1b1b"/>')
        parts.append(text(across - 18, 20.5, "D", 12, "#1b1b1b", text_anchor="middle", font_weight="bold"))
    y = 30.0
    pills, taken = _badges(seat.badges, y, across)
    parts += pills
    y += taken
    for line in seat.lines:
        for piece in wrap(line, across - 20, 12):
            y += 15
            parts.append(text(10, y, piece, 12, "#2b2b2b"))
    row = arrange(seat.cards, SMALL, across - 20, SMALL.width + 4)
    if seat.cards:
        y += 8 + (12 if any(card.note for card in seat.cards) else 0)
        parts += draw_cards(seat.cards, row, 10, y, SMALL, seat.number, "#2b2b2b")
        y += row.height
    height = y + 10
    edge = f'stroke="{TURN}" stroke-width="4"' if seat.to_act else f'stroke="{PANEL_EDGE}" stroke-width="1.2"'
    panel = f'<rect width="{across}" height="{height:.1f}" rx="10" fill="{PANEL}" {edge}/>'
    return Box((panel, *parts), across, height)


# The middle -------------------------------------------------------------------------------


def _pile_box(pile: Pile, limit: float) -> Box:
    """One pile: its label over its face-up cards and its face-down stack."""
    cards_limit = limit - (MIDDLE.width + 16 if pile.count else 0)
    row = arrange(pile.cards, MIDDLE, max(cards_limit, MIDDLE.width), MIDDLE.width + 6)
    noted = any(card.note for card in pile.cards)
    body_width = row.width + (MIDDLE.width + 16 if pile.count else 0) - (16 if not pile.cards else 0)
    width = max(body_width, min(text_width(pile.label, 13), limit), 40)
    labels = wrap(pile.label, width, 13)
    parts = [
        text(0, 14 + 16 * number, line, 13, "#ffffff", font_weight="bold")
        for number, line in enumerate(labels)
    ]
    y = 16 * len(labels) + (8 if pile.cards or pile.count else 0) + (12 if noted else 0)
    parts += draw_cards(pile.cards, row, 0, y, MIDDLE, None, "#e8f5ec")
    if pile.count:
        parts += draw_stack(pile, row.width + (16 if pile.cards else 4), y + 4, MIDDLE)
    height = y + max(row.height, MIDDLE.height + 4 if pile.count else 0)
    return Box(tuple(parts), width, height)


def middle_box(piles: Sequence[Pile], limit: float) -> Box:
    """The piles in rows, left to right, no row wider than ``limit``."""
    boxes = [_pile_box(pile, limit) for pile in piles]
    parts: list[str] = []
    x = y = row_height = width = 0.0
    for box in boxes:
        if x and x + box.width > limit:
            x, y, row_height = 0.0, y + row_height + GAP, 0.0
        parts.append(f'<g transform="translate({x:.1f} {y:.1f})">')
        parts += box.parts
        parts.append("</g>")
        width = max(width, x + box.width)
        row_height = max(row_height, box.height)
        x += box.width + 2 * GAP
    return Box(tuple(parts), width, y + row_height)


# The whole table --------------------------------------------------------------------------


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] + GAP and b[0] < a[2] + GAP and a[1] < b[3] + GAP and b[1] < a[3] + GAP


def ring(boxes: Sequence[Box], middle: Box) -> tuple[list[tuple[float, float]], float, float]:
    """Where each seat's box goes (its top left, around the centre ``(0, 0)``), the first at
    the bottom and the rest clockwise on the screen; and the oval's two radii. The oval
    grows until no box overlaps another or the middle."""
    count = len(boxes)
    tallest = max((box.height for box in boxes), default=0)
    widest = max((box.width for box in boxes), default=0)
    rx = max(middle.width / 2 + widest / 2 + 2 * GAP, 150.0)
    ry = max(middle.height / 2 + tallest / 2 + 2 * GAP, 110.0, rx / 1.6)
    centre = (-middle.width / 2, -middle.height / 2, middle.width / 2, middle.height / 2)
    for _ in range(200):
        places = []
        for index, box in enumerate(boxes):
            angle = math.pi / 2 + 2 * math.pi * index / count
            places.append((rx * math.cos(angle) - box.width / 2, ry * math.sin(angle) - box.height / 2))
        rects = [(x, y, x + box.width, y + box.height) for (x, y), box in zip(places, boxes, strict=True)]
        crowded = any(_overlap(rects[i], rects[j]) for i in range(count) for j in range(i))
        if not crowded and not any(_overlap(rect, centre) for rect in rects):
            return places, rx, ry
        rx, ry = rx * 1.06, ry * 1.06
    raise AssertionError("the seats found no room around the table")  # the oval grows without bound


class Ring(NamedTuple):
    """The seats placed around the oval: in seating order from the bottom one, their boxes,
    their places (top left, around the centre ``(0, 0)``), the oval's radii, and the
    bounds of all that (the middle included) around the centre."""

    seats: tuple[Seat, ...]
    boxes: tuple[Box, ...]
    places: tuple[tuple[float, float], ...]
    radii: tuple[float, float]
    bounds: tuple[float, float, float, float]


def seated(table: Table, middle: Box) -> Ring:
    """The seats of ``table`` around ``middle``, the seat looking on (or seat 0) at the bottom."""
    seats = list(table.seats)
    bottom = next((index for index, seat in enumerate(seats) if seat.number == table.viewer), 0)
    order = tuple(seats[bottom:] + seats[:bottom])
    boxes = tuple(seat_box(seat, SEAT_WIDTH if len(seats) <= 8 else NARROW_SEAT) for seat in order)
    places, rx, ry = ring(boxes, middle) if boxes else ([], 150.0, 110.0)
    rects = [(x, y, x + box.width, y + box.height) for (x, y), box in zip(places, boxes, strict=True)]
    half_width, half_height = middle.width / 2, middle.height / 2
    rects += [(-rx - 20, -ry - 20, rx + 20, ry + 20), (-half_width, -half_height, half_width, half_height)]
    bounds = (
        min(r[0] for r in rects),
        min(r[1] for r in rects),
        max(r[2] for r in rects),
        max(r[3] for r in rects),
    )
    return Ring(order, boxes, tuple(places), (rx, ry), bounds)


def _table_parts(ring: Ring, middle: Box, cx: float, cy: float) -> list[str]:
    """The oval, the middle and the seats, the oval centred at ``(cx, cy)``."""
    rx, ry = ring.radii
    parts = [
        f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="{FELT}" stroke="{RIM}"'
        ' stroke-width="10"/>',
        f'<g transform="translate({cx - middle.width / 2:.1f} {cy - middle.height / 2:.1f})">',
        *middle.parts,
        "</g>",
    ]
    for seat, box, (x, top) in zip(ring.seats, ring.boxes, ring.places, strict=True):
        at = f"{cx + x:.1f} {cy + top:.1f}"
        fade = ' opacity="0.55"' if seat.out else ""
        if seat.out:  # faded on a solid ground, so the table does not show through
            ground = f'width="{box.width}" height="{box.height:.1f}" rx="10" fill="{PAGE}"'
            parts.append(f'<rect transform="translate({at})" {ground}/>')
        parts += [f'<g data-seat-box="{seat.number}" transform="translate({at})"{fade}>', *box.parts, "</g>"]
    return parts


def _hand_parts(table: Table, width: float, limit: float, y: float) -> tuple[list[str], float]:
    """The hand of the seat looking on, centred under its label from ``y``; and where it ends."""
    parts = []
    for piece in wrap(table.hand_label, limit, 14) if table.hand_label else ():
        y += 20
        parts.append(text(width / 2, y, piece, 14, "#ffffff", font_weight="bold", text_anchor="middle"))
    y += 10 + (12 if any(card.note for card in table.hand) else 0)
    row = arrange(table.hand, LARGE, limit, LARGE.width + 8)
    parts += draw_cards(table.hand, row, (width - row.width) / 2, y, LARGE, table.viewer, "#ffffff")
    return parts, y + row.height


def draw(table: Table) -> str:
    """``table`` as a standalone SVG document."""
    middle = middle_box(table.middle, max(420.0, 220.0 * len(table.seats) ** 0.5))
    seats = seated(table, middle)
    left, top, right, bottom = seats.bounds
    limit = max(right - left, 640.0)
    header = [(table.title, 21.0)] + [(line, 14.0) for line in table.status]
    hand_width = arrange(table.hand, LARGE, limit, LARGE.width + 8).width
    width = 2 * MARGIN + max(
        right - left, hand_width, *(text_width(line, size) for line, size in header), 300.0
    )
    parts: list[str] = []
    y = MARGIN + 4.0
    for number, (line, size) in enumerate(header):
        y += size + 6
        parts.append(
            text(MARGIN, y, line, size, "#ffffff", **({"font_weight": "bold"} if number == 0 else {}))
        )
    cx = width / 2 - (left + right) / 2
    cy = y + 18 - top
    parts += _table_parts(seats, middle, cx, cy)
    y = cy + bottom + 10
    if table.hand or table.hand_label:
        hand, y = _hand_parts(table, width, limit, y)
        parts += hand
    y += 6 if table.notes else 0
    for line in (piece for note in table.notes for piece in wrap(note, limit, 13)):
        y += 19
        parts.append(text(MARGIN, y, line, 13, "#dfeee4"))
    height = y + MARGIN
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}"'
        f' viewBox="0 0 {width:.0f} {height:.0f}" font-family={quoteattr(FONT)} role="img">'
    )
    title = f"<title>{quoteattr(table.title)[1:-1]}</title>"
    return (
        "\n".join([head, title, f'<rect width="100%" height="100%" fill="{PAGE}"/>', *parts, "</svg>"]) + "\n"
    )

"""The pieces of a table's picture in SVG: text, a card face or back, a face-down stack, and
cards laid out in overlapping rows (``svg`` puts them together).

>>> from cardtable.core.layout import BACK
>>> row = arrange([BACK] * 30, SMALL, 186, 40)
>>> len(row.places), row.width <= 186, any(row.covered)
(30, True, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from cardtable.core.layout import Back, Drawn, Face, Pile

__all__ = [
    "LARGE",
    "MIDDLE",
    "SMALL",
    "Row",
    "Size",
    "arrange",
    "draw_card",
    "draw_cards",
    "draw_stack",
    "escape",
    "quoteattr",
    "text",
    "text_width",
    "wrap",
]

BACK_FILL, BACK_EDGE = "#2b4c9b", "#c9d6f5"


class Size(NamedTuple):
    """A card size: width, height, the corner's font size, and the least step between
    overlapping cards that still shows a face's corner (and a back's edge)."""

    width: int
    height: int
    font: int
    face_step: int
    back_step: int


SMALL = Size(36, 52, 13, 26, 6)
MIDDLE = Size(44, 64, 13, 28, 8)
LARGE = Size(60, 86, 17, 36, 10)


def text_width(text: str, size: float) -> float:
    """A generous estimate of ``text``'s width at font ``size`` (no font metrics here)."""
    return len(text) * size * 0.62


def wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` (a long word stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines or [""]


# Written out rather than taken from xml.sax.saxutils, which loads urllib.request,
# http.client and ssl, or html, which loads its table of entities: every game imports
# this module, and ``import cardtable`` stays light.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"})


def escape(words: str) -> str:
    """``words`` as XML text or an attribute's value: ``& < > " '`` written as entities.

    >>> escape('<b class="x">&</b>')
    '&lt;b class=&quot;x&quot;&gt;&amp;&lt;/b&gt;'
    """
    return words.translate(_ESCAPES)


def quoteattr(value: str) -> str:
    """``value`` as an attribute value in double quotes, every special character escaped."""
    return f'"{escape(value)}"'


def text(x: float, y: float, words: str, size: float, fill: str, **extra: str) -> str:
    """A ``<text>`` element; ``extra`` attributes are written with dashes (``font_weight``)."""
    more = "".join(f" {name.replace('_', '-')}={quoteattr(value)}" for name, value in extra.items())
    shown = escape(words)
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" fill="{fill}"{more}>{shown}</text>'


def _seat_attr(seat: int | None) -> str:
    return "" if seat is None else f' data-seat="{seat}"'


def draw_card(card: Drawn, x: float, y: float, size: Size, seat: int | None, note_fill: str,
          covered: bool = False) -> list[str]:  # fmt: skip
    """One card at ``(x, y)``: a face with its corner marks, pip and name (only the top corner
    when another card covers the rest), or a back."""
    w, h = size.width, size.height
    if isinstance(card, Back):
        out = [f'<g data-card="back"{_seat_attr(seat)} transform="translate({x:.1f} {y:.1f})">']
        out.append(f'<rect width="{w}" height="{h}" rx="4" fill="{BACK_FILL}" stroke="#0d1f4d"/>')
        out.append(
            f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="2" fill="none" stroke="{BACK_EDGE}"'
            ' stroke-width="1.2"/>'
        )
        out.append(f'<path d="M{w / 2} 9 L{w - 8} {h / 2} L{w / 2} {h - 9} L8 {h / 2} Z" fill="{BACK_EDGE}"'
                   ' opacity="0.45"/>')  # fmt: skip
    else:
        out = [
            f'<g data-card={quoteattr(card.card)}{_seat_attr(seat)} transform="translate({x:.1f} {y:.1f})">'
        ]
        out.append(
            f'<rect width="{w}" height="{h}" rx="4" fill="{card.paper}" stroke="#333" stroke-width="0.8"/>'
        )
        corner = (
            size.font if text_width(card.corner, size.font) <= w - 4 else (w - 4) / len(card.corner) / 0.62
        )
        out.append(text(2.5, corner + 1, card.corner, corner, card.ink, font_weight="bold"))
        if size is not SMALL and not covered:
            out.append(text(w - 2.5, h - 4, card.corner, corner, card.ink, font_weight="bold",
                             text_anchor="end"))  # fmt: skip
        if card.pip and not covered:
            pip = min(h * (0.3 if card.name else 0.42), (w - 6) / max(1, len(card.pip)) / 0.62)
            low = (h * 0.42 if card.name else h / 2 + 2) + pip * 0.36
            out.append(text(w / 2, low, card.pip, pip, card.ink, text_anchor="middle"))
        if card.name and not covered:
            out += _name(card, w, h, size)
    note = card.note
    if note:
        out.append(text(w / 2, -4, note, 9, note_fill, text_anchor="middle"))
    out.append("</g>")
    return out


def _name(card: Face, w: int, h: int, size: Size) -> list[str]:
    """A face's longer name across its middle (below its pip, if it has one), on as many
    lines as it needs."""
    font = max(6.0, size.font * 0.62)
    lines = wrap(card.name, w - 4, font)
    while font > 5 and max(text_width(line, font) for line in lines) > w - 3:
        font -= 0.5
        lines = wrap(card.name, w - 4, font)
    middle = h * 0.72 if card.pip else h / 2 + (3 if size is SMALL else 0)
    top = max(middle - (len(lines) - 1) * font * 0.6 + font * 0.35, size.font + 3 + font)  # below the corner
    return [
        text(w / 2, top + number * font * 1.2, line, font, card.ink, text_anchor="middle")
        for number, line in enumerate(lines)
    ]


def draw_stack(pile: Pile, x: float, y: float, size: Size) -> list[str]:
    """A face-down stack of ``pile.count`` cards: two backs offset, and the number."""
    w, h = size.width, size.height
    at = f"translate({x:.1f} {y:.1f})"
    out = [f'<g data-pile={quoteattr(pile.label)} data-count="{pile.count}" transform="{at}">']
    for shift in (4, 2, 0):
        out.append(f'<rect x="{shift}" y="{-shift}" width="{w}" height="{h}" rx="4" fill="{BACK_FILL}"'
                   ' stroke="#0d1f4d"/>')  # fmt: skip
    out.append(f'<circle cx="{w / 2}" cy="{h / 2}" r="13" fill="#0d1f4d" stroke="{BACK_EDGE}"/>')
    number = str(pile.count)
    font = 12 if len(number) < 3 else 10
    out.append(
        text(w / 2, h / 2 + font * 0.36, number, font, "#ffffff", text_anchor="middle", font_weight="bold")
    )
    out.append("</g>")
    return out


class Row(NamedTuple):
    """Cards laid out in rows no wider than a limit: where each card goes, and the size taken."""

    places: tuple[tuple[float, float], ...]
    width: float
    height: float
    covered: tuple[bool, ...] = ()
    """Whether another card lies over part of each one (only its corner is drawn then)."""


def arrange(cards: Sequence[Drawn], size: Size, limit: float, spread: float) -> Row:
    """Lay ``cards`` left to right, ``spread`` apart, overlapping (but never past a face's
    corner) to stay within ``limit``, then in further rows, each showing the corners above."""
    count = len(cards)
    if not count:
        return Row((), 0, 0)
    corners = [text_width(card.corner, size.font) + 6 for card in cards if isinstance(card, Face)]
    least = min(size.width, max(size.face_step, *corners)) if corners else size.back_step
    step = spread if count == 1 else min(spread, (limit - size.width) / (count - 1))
    per_row = count
    if step < least:
        step = least
        per_row = max(1, int((limit - size.width) // least) + 1)
    rows = math.ceil(count / per_row)
    down = size.font + 10 if corners else size.height * 0.3
    places = tuple(((index % per_row) * step, (index // per_row) * down) for index in range(count))
    width = (min(count, per_row) - 1) * step + size.width
    covered = tuple(
        (step < size.width and index % per_row != per_row - 1 and index != count - 1)
        or index + per_row < count
        for index in range(count)
    )
    return Row(places, width, (rows - 1) * down + size.height, covered)


def draw_cards(shown: Sequence[Drawn], row: Row, x: float, y: float, size: Size, seat: int | None,
               note_fill: str) -> list[str]:  # fmt: skip
    """``shown`` laid out as ``row`` from ``(x, y)``, each marked as lying before ``seat``."""
    out: list[str] = []
    for card, (dx, dy), covered in zip(shown, row.places, row.covered, strict=True):
        out += draw_card(card, x + dx, y + dy, size, seat, note_fill, covered)
    return out

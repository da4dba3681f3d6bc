"""The layout of a table's picture: what a game says about its table, for ``svg`` to draw.

A ``Table`` holds the seats around it (``Seat``: its name, a few lines of facts, and its
cards, a ``Face`` for a card the picture may show and ``BACK`` for one it may not), the
piles in the middle (``Pile``), and the hand of the seat looking on, drawn large at the
bottom. Each game describes its own table with these types in ``<game>/picture.py``.
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card

__all__ = ["BACK", "RED", "Back", "Drawn", "Face", "Pile", "Seat", "Table", "french"]

RED, BLACK = "#c8102e", "#111111"


@attrs.frozen(kw_only=True)
class Face:
    """A card drawn face up.

    - ``card``: the card as the game writes it (``str(card)``: ``"K♦"``, ``"red 5"``), kept
      in the picture as ``data-card`` so a program can read which cards it shows.
    - ``corner``: the short mark in its corners (``"K♦"``, ``"+4"``, ``"Q"``).
    - ``pip``: a large mark in its middle (a suit, a number), or none.
    - ``name``: a longer name across its middle (``"Fool"``, ``"Queen of Shields"``), or none.
    - ``ink`` and ``paper``: the colors of its marks and of the card itself.
    - ``note``: a word written over it (``"drawn"``, ``"seat 2"``), or none.
    """

    card: str
    corner: str
    pip: str = ""
    name: str = ""
    ink: str = "#111111"
    paper: str = "#ffffff"
    note: str = ""


@attrs.frozen
class Back:
    """A card drawn face down: there is a card here, and the picture does not say which."""

    note: str = ""


BACK = Back()
"""A card face down, with no note."""

Drawn = Face | Back
"""A card as a picture holds it: face up or face down."""


def french(card: Card, *, name: str = "", corner: str = "", note: str = "", ink: str = "") -> Face:
    """A French-suited card or joker as it is usually drawn: rank and suit in the corners and
    the suit in the middle, red or black; a joker by its name (``name``, or ``"Joker"``).

    >>> french(Card.parse("KD"))
    Face(card='K♦', corner='K♦', pip='♦', name='', ink='#c8102e', paper='#ffffff', note='')
    >>> french(Card.parse("JK"), name="Fool").corner
    'JK'
    """
    text = str(card)
    color = ink or (RED if card.is_red else BLACK)
    if card.suit is None:
        return Face(card=text, corner=corner or text, name=name or "Joker", ink=color, note=note)
    return Face(card=text, corner=corner or text, pip=card.suit.symbol, name=name, ink=color, note=note)


@attrs.frozen(kw_only=True)
class Seat:
    """One seat at the table.

    ``lines`` are short facts (``"19 units"``, ``"in for 2"``); ``badges`` short marks
    (``"dealer"``, ``"MERCY!"``). ``cards`` are what lies in front of it (its hand as the
    picture may show it); ``to_act`` lights the seat up; ``out`` greys it (folded, out of
    the game). The seat looking on is drawn at the bottom, its hand below it.
    """

    number: int
    name: str
    lines: tuple[str, ...] = ()
    badges: tuple[str, ...] = ()
    cards: tuple[Drawn, ...] = ()
    to_act: bool = False
    dealer: bool = False
    out: bool = False


@attrs.frozen(kw_only=True)
class Pile:
    """Something in the middle of the table: a label (``"pot 5"``), the cards face up
    (a trick, the top of the discard pile), and ``count`` more face down in a stack (the
    deck: 87), drawn as one back with its number."""

    label: str
    cards: tuple[Drawn, ...] = ()
    count: int = 0


@attrs.frozen(kw_only=True)
class Table:
    """A whole table to draw.

    ``title`` and ``status`` head the picture (the game, the hand, whose turn and why).
    ``viewer`` is the seat the picture is seen from, drawn at the bottom (``None``: seat 0
    at the bottom, for a spectator or the whole state); ``hand`` is its hand, drawn large
    below the table under ``hand_label``. ``notes`` close the picture (the last hand).
    """

    title: str
    status: tuple[str, ...] = ()
    seats: tuple[Seat, ...]
    middle: tuple[Pile, ...] = ()
    viewer: int | None
    hand: tuple[Drawn, ...] = ()
    hand_label: str = ""
    notes: tuple[str, ...] = ()

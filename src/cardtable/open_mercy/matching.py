"""What may go on what: matching (OM4) and the three stacking modes (OM5)."""

from __future__ import annotations

from typing import Literal

from cardtable.open_mercy.cards import ALL_CARDS, Card, Color

Stacking = Literal["official", "house", "casual"]
STACKING: tuple[Stacking, ...] = ("official", "house", "casual")


def can_play(card: Card, top: Card, color: Color, stack: int = 0, mode: str = "official") -> bool:
    """Whether ``card`` may be played on ``top`` when the current colour is ``color``
    and ``stack`` cards are live in a draw stack, under stacking ``mode``.

    With no live stack a card matches the current colour, or the top card's
    number or action; wilds match anything (OM4):

    >>> top = Card.parse("blue 5")
    >>> [can_play(Card.parse(t), top, Color.BLUE) for t in ("blue 2", "green 5", "yellow skip", "wild")]
    [True, True, False, True]

    While a stack is live only draw cards go on, as the mode allows (OM5):

    >>> draw4 = Card.parse("red draw4")
    >>> can_play(Card.parse("red draw2"), draw4, Color.RED, 6)
    False
    >>> can_play(Card.parse("wild draw6"), draw4, Color.RED, 6)
    True
    >>> can_play(Card.parse("green draw4"), draw4, Color.RED, 6)
    True
    >>> can_play(Card.parse("red draw2"), draw4, Color.RED, 6, "casual")
    True
    >>> can_play(Card.parse("wild reverse-draw4"), Card.parse("wild draw10"), Color.RED, 14, "house")
    True
    >>> can_play(Card.parse("wild roulette"), draw4, Color.RED, 4)
    False
    """
    if stack > 0:
        if not card.draw:
            return False
        if mode == "casual" or (mode == "house" and card.is_wild):
            return True
        return card.draw >= top.draw
    return card.color is None or card.color is color or (
        top.color is not None and card.kind is top.kind
    )


PLAYABLE_CACHE: dict[str, list[list[tuple[bool, ...] | None]]] = {
    mode: [[None] * 8 for _ in ALL_CARDS] for mode in STACKING
}
"""``playable`` tables, filled as needed: ``PLAYABLE_CACHE[mode][top.index][colour
index * 2 + stack live]``. The hottest paths read it directly, which saves a call and
builds no key."""


def playable(top: Card, color: Color, stack: int, mode: str) -> tuple[bool, ...]:
    """``can_play`` for every card at once, indexed by ``Card.index`` (cached).

    >>> table = playable(Card.parse("blue 5"), Color.BLUE, 0, "house")
    >>> table[Card.parse("green 5").index], table[Card.parse("green 6").index]
    (True, False)
    """
    row = PLAYABLE_CACHE[mode][top.index]
    slot = color.index * 2 + (stack > 0)
    table = row[slot]
    if table is None:
        table = tuple(can_play(card, top, color, stack, mode) for card in ALL_CARDS)
        row[slot] = table
    return table

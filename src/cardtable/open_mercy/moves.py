"""The moves of Open Mercy.

Every move names the seat it belongs to first. The two host moves
(``CloseCatchWindow``, ``TimeOut``) stand for a clock running out (OM18):
their ``player`` is the seat the clock acts on.

>>> move = Play(2, Card.parse("wild draw6"), Color.GREEN)
>>> str(move), move
('seat 2 plays wild draw6 naming green', Play(player=2, card=Card.parse('wild draw6'), color=Color.GREEN))
>>> TimeOut(1).by_host, Draw(1).by_host, str(TimeOut(1))
(True, False, 'host times out seat 1')
"""

from __future__ import annotations

import attrs

from cardtable.core import SeatMove, Shared
from cardtable.open_mercy.deck import Card, Color


@attrs.frozen(slots=True)
class Play(SeatMove):
    """Play a card matching the top card's color, number or action (a wild matches anything;
    facing a draw stack, only a draw card the stacking mode allows); a wild other than the
    Roulette names the next color (OM4, OM5, OM8)."""

    card: Card
    color: Color | None = None
    action = "play a card"

    def __str__(self) -> str:
        if self.color is None:
            return f"seat {self.player} plays {self.card}"
        return f"seat {self.player} plays {self.card} naming {self.color}"


@attrs.frozen(slots=True)
class Draw(SeatMove):
    """Tap the deck: take the live stack, or draw until a playable card comes, which is
    played at once (OM6)."""

    verb = "draws"
    action = "draw"


@attrs.frozen(slots=True)
class ChooseColor(SeatMove):
    """Name the color for a wild found by drawing (OM6)."""

    color: Color
    action = "name a color"

    def __str__(self) -> str:
        return f"seat {self.player} names {self.color}"


@attrs.frozen(slots=True)
class SwapWith(SeatMove):
    """After a 7: trade whole hands with another player still in the game (OM11)."""

    target: int
    action = "swap hands"
    words = "trade"

    def __str__(self) -> str:
        return f"seat {self.player} swaps hands with seat {self.target}"


@attrs.frozen(slots=True)
class KeepHand(SeatMove):
    """After a 7: keep one's own hand (OM11)."""

    verb = "keeps their hand"
    action = "keep their hand"


@attrs.frozen(slots=True)
class PickTop(SeatMove):
    """After a Discard All: which of the discarded cards ends on top and fires (OM12)."""

    card: Card
    action = "pick the top card"

    def __str__(self) -> str:
        return f"seat {self.player} puts {self.card} on top"


@attrs.frozen(slots=True)
class NameRouletteColor(SeatMove):
    """The Roulette's victim names a color, then draws until a card of it comes (wilds never
    count), keeps every card drawn and loses the turn (OM10)."""

    color: Color
    action = "name a roulette color"
    words = "roulette"

    def __str__(self) -> str:
        return f"seat {self.player} names {self.color} for the roulette"


@attrs.frozen(slots=True)
class CallMercy(SeatMove):
    """Call MERCY! while holding one or two cards, on one's turn or not (OM13)."""

    verb = "calls MERCY!"
    action = "call MERCY!"
    words = "mercy"
    typed_as = "mercy"


@attrs.frozen(slots=True)
class Catch(SeatMove):
    """CAUGHT!: catch a player sitting on one card without a call (OM14)."""

    target: int
    action = "catch"

    def __str__(self) -> str:
        return f"seat {self.player} catches seat {self.target}"


@attrs.frozen(slots=True)
class CloseCatchWindow(SeatMove):
    """Host: the catch window on ``player`` has timed out (OM14, OM18)."""

    by_host = True
    action = "have their catch window closed"

    def __str__(self) -> str:
        return f"host closes the catch window on seat {self.player}"


@attrs.frozen(slots=True)
class TimeOut(SeatMove):
    """Host: the seat the game waits on has run out of time (OM18)."""

    by_host = True
    action = "be timed out"

    def __str__(self) -> str:
        return f"host times out seat {self.player}"


Move = (
    Play
    | Draw
    | ChooseColor
    | SwapWith
    | KeepHand
    | PickTop
    | NameRouletteColor
    | CallMercy
    | Catch
    | CloseCatchWindow
    | TimeOut
)
"""Any move of Open Mercy."""
MOVES: tuple[type[SeatMove], ...] = (
    Play,
    Draw,
    ChooseColor,
    SwapWith,
    KeepHand,
    PickTop,
    NameRouletteColor,
    CallMercy,
    Catch,
    CloseCatchWindow,
    TimeOut,
)
"""The move classes of Open Mercy (``Move`` is their union)."""


def plays(seat: int, card: Card) -> tuple[Play, ...]:
    """Every play of ``card`` by ``seat``: one, or one per color for a wild that names
    one (OM8), in color order.

    >>> plays(1, Card.parse("red 5")), len(plays(1, Card.parse("wild")))
    ((Play(player=1, card=Card.parse('red 5'), color=None),), 4)
    """
    if card.names_color:
        return tuple([PLAY[seat, card, color] for color in Color])
    return (PLAY[seat, card, None],)


PLAY: Shared[Play] = Shared(Play)
"""``PLAY[seat, card, color]``: the one shared ``Play``, which ``apply_move`` knows as the
engine's own and takes without reading its fields again."""
PLAYS: Shared[tuple[Play, ...]] = Shared(plays)
"""``PLAYS[seat, card]``: the plays of that card by that seat (``plays``), one shared
tuple per seat and card, made when first asked for: listing a turn's plays is most of
what ``legal_moves`` does, and a lookup costs a tenth of making the moves.

>>> PLAYS[1, Card.parse("red 5")] is PLAYS[1, Card.parse("red 5")]
True
"""
DRAWS: Shared[Draw] = Shared(Draw)
"""``DRAWS[seat]``: that seat's one shared ``Draw``.

>>> DRAWS[2] is DRAWS[2] == Draw(2)
True
"""


def color_choices(seat: int) -> tuple[ChooseColor, ...]:
    """``seat``'s four ways to name the color of the wild it drew, in color order."""
    return tuple(ChooseColor(seat, color) for color in Color)


def roulette_choices(seat: int) -> tuple[NameRouletteColor, ...]:
    """The Roulette victim ``seat``'s four ways to name its color, in color order."""
    return tuple(NameRouletteColor(seat, color) for color in Color)


COLOR_CHOICES: Shared[tuple[ChooseColor, ...]] = Shared(color_choices)
"""``COLOR_CHOICES[seat]``: ``color_choices``, one shared tuple per seat.

>>> [str(move) for move in COLOR_CHOICES[1]][:2]
['seat 1 names red', 'seat 1 names blue']
"""
ROULETTE_CHOICES: Shared[tuple[NameRouletteColor, ...]] = Shared(roulette_choices)
"""``ROULETTE_CHOICES[seat]``: ``roulette_choices``, one shared tuple per seat."""

"""The moves of Open Mercy, and tables of ready-made moves for the engine's hot paths.

Every move names the seat it belongs to first. The two host moves
(``CloseCatchWindow``, ``TimeOut``) stand for a clock running out (OM18):
their ``player`` is the seat the clock acts on.

>>> from cardtable.open_mercy.cards import Card, Color
>>> move = Play(2, Card.parse("wild draw6"), Color.GREEN)
>>> str(move), move
('seat 2 plays wild draw6 naming green', Play(player=2, card=Card.parse('wild draw6'), color=Color.GREEN))
>>> TimeOut(1).by_host, Draw(1).by_host
(True, False)
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from cardtable.open_mercy.cards import ALL_CARDS, Card, Color, Kind

MAX_SEATS = 20


@attrs.frozen(slots=True)
class Play:
    """Play a card from the hand; a wild other than the Roulette names the next colour."""

    player: int
    card: Card
    color: Color | None = None
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        if self.color is None:
            return f"seat {self.player} plays {self.card}"
        return f"seat {self.player} plays {self.card} naming {self.color}"


@attrs.frozen(slots=True)
class Draw:
    """Tap the deck: take the live stack, or draw until a playable card comes (OM6)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} draws"


@attrs.frozen(slots=True)
class ChooseColor:
    """Name the colour for a wild found by drawing (OM6)."""

    player: int
    color: Color
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} names {self.color}"


@attrs.frozen(slots=True)
class SwapWith:
    """After a 7: trade whole hands with another player still in the game (OM11)."""

    player: int
    target: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} swaps hands with seat {self.target}"


@attrs.frozen(slots=True)
class KeepHand:
    """After a 7: keep one's own hand (OM11)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} keeps their hand"


@attrs.frozen(slots=True)
class PickTop:
    """After a Discard All: which of the discarded cards ends on top and fires (OM12)."""

    player: int
    card: Card
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} puts {self.card} on top"


@attrs.frozen(slots=True)
class NameRouletteColor:
    """The Roulette's victim names the colour they will draw until (OM10)."""

    player: int
    color: Color
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} names {self.color} for the roulette"


@attrs.frozen(slots=True)
class CallMercy:
    """Call MERCY! while holding one or two cards, on one's turn or not (OM13)."""

    player: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} calls MERCY!"


@attrs.frozen(slots=True)
class Catch:
    """CAUGHT!: catch a player sitting on one card without a call (OM14)."""

    player: int
    target: int
    by_host: ClassVar[bool] = False

    def __str__(self) -> str:
        return f"seat {self.player} catches seat {self.target}"


@attrs.frozen(slots=True)
class CloseCatchWindow:
    """Host: the catch window on ``player`` has timed out (OM14, OM18)."""

    player: int
    by_host: ClassVar[bool] = True

    def __str__(self) -> str:
        return f"host closes the catch window on seat {self.player}"


@attrs.frozen(slots=True)
class TimeOut:
    """Host: the seat the game waits on has run out of time (OM18)."""

    player: int
    by_host: ClassVar[bool] = True

    def __str__(self) -> str:
        return f"host times out seat {self.player}"


Move = (
    Play | Draw | ChooseColor | SwapWith | KeepHand | PickTop | NameRouletteColor
    | CallMercy | Catch | CloseCatchWindow | TimeOut
)
MOVES: tuple[type, ...] = (
    Play, Draw, ChooseColor, SwapWith, KeepHand, PickTop, NameRouletteColor,
    CallMercy, Catch, CloseCatchWindow, TimeOut,
)

# Ready-made moves, so that listing legal moves builds no objects: a hand of
# two dozen cards with wilds would otherwise cost a hundred constructions per call.
_SEATS = range(MAX_SEATS)
PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(
        tuple(Play(seat, card, color) for color in Color)
        if card.is_wild and card.kind is not Kind.ROULETTE
        else (Play(seat, card),)
        for card in ALL_CARDS
    )
    for seat in _SEATS
)
DRAWS = tuple(Draw(seat) for seat in _SEATS)
CHOOSE = tuple(tuple(ChooseColor(seat, color) for color in Color) for seat in _SEATS)
NAME_ROULETTE = tuple(tuple(NameRouletteColor(seat, color) for color in Color) for seat in _SEATS)
SWAPS = tuple(tuple(SwapWith(seat, target) for target in _SEATS) for seat in _SEATS)
KEEPS = tuple(KeepHand(seat) for seat in _SEATS)
PICKS = tuple(tuple(PickTop(seat, card) for card in ALL_CARDS) for seat in _SEATS)
CALLS = tuple(CallMercy(seat) for seat in _SEATS)
CATCHES = tuple(tuple(Catch(seat, target) for target in _SEATS) for seat in _SEATS)
CLOSES = tuple(CloseCatchWindow(seat) for seat in _SEATS)
TIMEOUTS = tuple(TimeOut(seat) for seat in _SEATS)

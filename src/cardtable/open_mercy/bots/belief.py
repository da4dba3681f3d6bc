"""What an opponent's draws and discards say about the cards it still holds, and deals that agree.

The game's ``determinize`` keeps everything a seat was shown and deals the rest
at random; on purpose it leaves out what a seat could infer (see that module).
A searcher can do better by reading its own view's history:

- a player who taps the deck with no stack live held no card that went: no
  wild, nothing of the current color, number or action; and every card the
  draw brought before the one played did not go either;
- a player who takes a draw stack held no draw card that could go on it;
- a player who plays a Discard All keeps no card of its color.

Each such moment is a ``Void``: a test a card fails if the player could not have
held it then, and the number of cards the player has taken in since (``gained``),
which the void says nothing about. A card the player plays later that the void
rules out must be one of those new cards; any other card may have been either,
so the cards the void covers are counted low: never more than the hand holds
less what came in since. Swaps and rotations carry a hand's voids to its new
holder; a knock-out clears them.

``agreeing(sample, me, voids)`` then moves the cards a sample dealt against
these voids to the bottom of the deck, in exchange for deck cards that fit, so
the searcher plays out worlds that match what it has seen, the way a good player
reads the table ("they drew on red: they have no red").

These inferences trust the opponent to play a card rather than draw when it
has one, and to answer a stack when it can: good players (the heuristic, the
searchers) do; a random player's draw may say less than it seems.

>>> from cardtable import open_mercy as om
>>> state = om.new_game(om.Rules(players=2), seed=3)
>>> read_voids(om.view(state, 0)) == [[], []]
True
"""

from __future__ import annotations

from typing import Any

from cardtable.core import evolve
from cardtable.open_mercy.deck import Card, Color, can_play
from cardtable.open_mercy.events import (
    Caught,
    DiscardedAll,
    Drew,
    KnockedOut,
    OpeningCard,
    PickedTop,
    Played,
    PlayedDrawn,
    Reshuffled,
    Rotated,
    Roulette,
    Swapped,
    TimedOut,
    TookStack,
    WentOutUncalled,
)
from cardtable.open_mercy.state import State

__all__ = ["Void", "agreeing", "read_voids"]

_PENALTIES = (Caught, TimedOut, WentOutUncalled)
"""Events after which a ``Drew`` is a penalty or the clock's, not a player's choice to draw."""


class Void:
    """Cards a player could not have held at one moment: those that would have gone on
    ``top`` in ``color`` (with a live stack when ``stack``), or, with ``only`` set, the
    cards of that color; ``gained`` counts the cards taken in since, which it does not cover.

    >>> top = Card.parse("red 5")
    >>> void = Void(top, Color.RED, stack=False, mode="official")
    >>> [void.rules_out(Card.parse(text)) for text in ("red 9", "blue 9", "wild")]
    [True, False, True]
    """

    __slots__ = ("color", "gained", "mode", "only", "stack", "top")

    def __init__(
        self,
        top: Card | None,
        color: Color,
        *,
        stack: bool = False,
        mode: str = "official",
        only: bool = False,
    ) -> None:
        self.top = top
        self.color = color
        self.stack = stack
        self.mode = mode
        self.only = only
        self.gained = 0

    def rules_out(self, card: Card) -> bool:
        """Whether the player could not have held ``card`` at this void's moment."""
        if self.only or self.top is None:
            return card.color is self.color
        return can_play(card, self.top, self.color, 1 if self.stack else 0, self.mode)


def read_voids(view: Any, mode: str = "official") -> list[list[Void]]:
    """Each seat's voids, read from ``view.history`` (``[]`` for the viewer's own seat,
    and for every seat when the history's picture of the table does not match the view's).

    ``mode`` is the table's stacking (what could have gone on a stack).

    >>> from cardtable import open_mercy as om
    >>> from cardtable.open_mercy.moves import Draw
    >>> state = om.new_game(om.Rules(players=2), seed=3)
    >>> state = om.apply_move(state, Draw(0))
    >>> [len(voids) for voids in read_voids(om.view(state, 1))]
    [1, 0]
    """
    me = view.player
    players = len(view.hand_sizes)
    voids: list[list[Void]] = [[] for _ in range(players)]
    top: Card | None = None
    color: Color | None = None
    before: Any = None
    for event in view.history:
        kind = type(event)
        if kind is Reshuffled:
            continue  # it comes between a draw and what the draw answers; it says nothing here
        if kind is OpeningCard:
            top, color = event.card, event.card.color
        elif kind is Played or kind is PlayedDrawn:
            card = event.card
            for void in voids[event.player]:
                # The card played was drawn just now (PlayedDrawn), or could not have been held then.
                if kind is PlayedDrawn or void.rules_out(card):
                    void.gained = max(0, void.gained - 1)
            top = card
            if card.color is not None:
                color = card.color
            elif event.color is not None:
                color = event.color
        elif kind is Drew or kind is TookStack:
            seat = event.player
            for void in voids[seat]:
                void.gained += event.count
            if seat != me and color is not None and type(before) not in _PENALTIES:
                void = Void(top, color, stack=kind is TookStack, mode=mode)
                if kind is TookStack:
                    void.gained = event.count  # the stack's cards came after the moment it tells of
                voids[seat].append(void)
        elif kind is Roulette:
            for void in voids[event.player]:
                void.gained += event.count
            color = event.color
        elif kind is DiscardedAll:
            for void in voids[event.player]:
                void.gained = max(0, void.gained - sum(1 for card in event.cards if void.rules_out(card)))
            if len(event.cards) == 1:
                top = event.cards[0]
            color = event.color
            if event.player != me:
                voids[event.player].append(Void(None, event.color, only=True))
        elif kind is PickedTop:
            top = event.card
        elif kind is Swapped:
            voids[event.player], voids[event.target] = voids[event.target], voids[event.player]
        elif kind is Rotated:
            seats, direction = event.seats, event.direction
            passed = list(voids)
            for at, seat in enumerate(seats):
                passed[seats[(at + direction) % len(seats)]] = voids[seat]
            voids = passed
        elif kind is KnockedOut:
            voids[event.player] = []
        before = event
    if top != view.top or color is not view.color:
        return [[] for _ in range(players)]
    voids[me] = []
    # A void that no longer covers a card of the hand says nothing more.
    return [
        [void for void in seat_voids if void.gained < size]
        for seat_voids, size in zip(voids, view.hand_sizes, strict=True)
    ]


def agreeing(sample: State, me: int, voids: list[list[Void]], known: tuple[tuple[Card, ...], ...]) -> State:
    """``sample`` with each other hand's unknown cards made to fit its voids, as far as the
    deck allows: a card a void rules out is exchanged for the lowest deck card that fits.

    ``known`` gives the cards of each hand ``me`` knows (``determinize.known_cards``), which
    stay. The hands keep their sizes and every card stays in the game (OM19).

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(om.Rules(players=2), seed=3)
    >>> red = Void(Card.parse("red 5"), Color.RED)
    >>> fitted = agreeing(state, 0, [[], [red]], ((), ()))
    >>> any(red.rules_out(card) for card in fitted.hands[1])
    False
    >>> sorted(fitted.deck + fitted.hands[1]) == sorted(state.deck + state.hands[1])
    True
    """
    hands = list(sample.hands)
    deck = list(sample.deck)
    changed = False
    for seat, seat_voids in enumerate(voids):
        if seat == me or not seat_voids or sample.eliminated[seat]:
            continue
        hand = list(hands[seat])
        first = len(known[seat])
        unknown = len(hand) - first
        reach = [min(unknown, max(0, len(hand) - void.gained)) for void in seat_voids]
        for place in range(unknown):
            tests = [void for void, covered in zip(seat_voids, reach, strict=True) if place < covered]
            card = hand[first + place]
            if not tests or not any(void.rules_out(card) for void in tests):
                continue
            for at in range(len(deck) - 1, -1, -1):  # from the bottom: the next draws stay as dealt
                spare = deck[at]
                if not any(void.rules_out(spare) for void in tests):
                    hand[first + place], deck[at] = spare, card
                    changed = True
                    break
        hands[seat] = tuple(hand)
    if not changed:
        return sample
    return evolve(sample, hands=tuple(hands), deck=tuple(deck))

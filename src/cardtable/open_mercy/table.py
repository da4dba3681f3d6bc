"""The table: rules options, the state of a game, and the working copy moves are made on.

A ``State`` is immutable. A move is applied to a ``Table``, a short-lived
mutable copy of the state that knows the table's mechanics (drawing with the
reshuffle of OM7, the 25-card mercy rule of OM16, passing the turn over
eliminated seats), and is then frozen into the next ``State``.
"""

from __future__ import annotations

from typing import Any, Literal

import attrs

from cardtable.chance import Chance
from cardtable.game import MoveLog, Origin, one_of, ranged
from cardtable.open_mercy.cards import Card, Color
from cardtable.open_mercy.matching import STACKING, playable

HAND_LIMIT = 25
"""A hand that reaches this many cards is out of the game (OM16)."""


@attrs.frozen(kw_only=True)
class Rules:
    """Open Mercy's options: 2 to 20 players (OM1) and the stacking mode (OM5).

    >>> Rules()
    Rules(players=4, stacking='official')
    >>> Rules(players=21)
    Traceback (most recent call last):
    ...
    ValueError: players must be 2 to 20, not 21
    """

    players: int = ranged(4, 2, 20)
    stacking: Literal["official", "house", "casual"] = one_of("official", STACKING)


Choice = Literal["color", "swap", "pick", "roulette"]


@attrs.frozen(slots=True)
class Pending:
    """A choice the game waits for, and whose it is.

    ``color``: a wild found by drawing waits for its colour (``cards`` holds the
    wild; only its owner sees it). ``swap``: after a 7, swap or keep.
    ``pick``: after a Discard All, which candidate goes on top (``cards`` holds
    the candidates in the order they were held; they are public). ``roulette``:
    the victim names a colour.
    """

    choice: Choice
    player: int
    cards: tuple[Card, ...] = ()


@attrs.frozen(slots=True)
class State:
    """Everything about a game of Open Mercy, the host's whole picture.

    ``deck`` has its top card first; ``pile`` (the discard pile) has its top
    card last. ``turn`` is the seat whose turn it is (a pending choice may
    belong to another seat, e.g. a Roulette's victim). ``run`` is the hand size
    the turn's player held when their current run of plays began (0 before
    their first play), for OM15. ``idle`` holds the seats that have had an idle
    turn (nothing to play from hand, no card into or out of the hands) in the
    current run of such turns, ``idle_turns`` their number and
    ``idle_shuffles`` the reshuffles during it (the stalled table of
    OM17, see ``Table.count_idle``).
    """

    origin: Origin
    log: MoveLog
    chance: Chance
    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    pile: tuple[Card, ...]
    color: Color
    direction: int
    turn: int
    stack: int
    pending: Pending | None
    called: tuple[bool, ...]
    catchable: tuple[int, ...]
    eliminated: tuple[bool, ...]
    run: int
    idle: tuple[int, ...]
    idle_turns: int
    idle_shuffles: int
    winners: tuple[int, ...]

    def __repr__(self) -> str:
        if self.winners:
            where = "won by " + ", ".join(f"seat {seat}" for seat in self.winners)
        elif self.pending is not None:
            where = f"seat {self.pending.player} to choose ({self.pending.choice})"
        else:
            where = f"seat {self.turn} to play"
        return (
            f"<open-mercy {len(self.hands)} players, {where}, top {self.pile[-1]} "
            f"({self.color}), move {len(self.log)}>"
        )

    def __str__(self) -> str:
        arrow = "clockwise" if self.direction == 1 else "counter-clockwise"
        lines = [
            f"Open Mercy, {len(self.hands)} players, {self.origin.rules.stacking} stacking",
            f"top: {self.pile[-1]}  colour: {self.color}  direction: {arrow}"
            + (f"  stack: {self.stack}" if self.stack else ""),
            f"deck: {len(self.deck)} cards  pile: {len(self.pile)} cards",
        ]
        for seat, hand in enumerate(self.hands):
            marks = []
            if seat == self.turn and not self.winners:
                marks.append("to play")
            if self.called[seat]:
                marks.append("called MERCY!")
            if seat in self.catchable:
                marks.append("catchable")
            if self.eliminated[seat]:
                marks.append("out")
            if seat in self.winners:
                marks.append("WINNER")
            shown = ", ".join(str(card) for card in hand) or "-"
            note = f"  [{'; '.join(marks)}]" if marks else ""
            lines.append(f"seat {seat} ({len(hand)}/{HAND_LIMIT}): {shown}{note}")
        if self.pending is not None:
            pending = self.pending
            cards = ", ".join(str(card) for card in pending.cards)
            lines.append(
                f"waiting on seat {pending.player} to choose: {pending.choice}"
                + (f" ({cards})" if cards else "")
            )
        return "\n".join(lines)


class Table:
    """A mutable working copy of a state, for the length of one move.

    Hands change only through ``set_hand``, which notes the seat: ``freeze``
    brings the catch windows (OM14) and the count of idle turns (OM17) up to
    date from the seats noted.
    """

    __slots__ = (
        "called", "catchable", "chance", "changed", "color", "deck", "direction", "eliminated",
        "hands", "idle", "idle_shuffles", "idle_turns", "pending", "pile", "run", "stack",
        "state", "turn", "winners",
    )

    def __init__(self, state: State) -> None:
        self.state = state
        self.chance = state.chance
        self.hands = list(state.hands)
        self.deck = state.deck
        self.pile = state.pile
        self.color = state.color
        self.direction = state.direction
        self.turn = state.turn
        self.stack = state.stack
        self.pending = state.pending
        self.called = state.called
        self.catchable = state.catchable
        self.eliminated = state.eliminated
        self.run = state.run
        self.idle = state.idle
        self.idle_turns = state.idle_turns
        self.idle_shuffles = state.idle_shuffles
        self.winners = state.winners
        self.changed: tuple[int, ...] = ()

    def freeze(self, move: Any, *, draw_turn: bool = False) -> State:
        """The next state, with the stall count (OM17) and the catch windows (OM14)
        brought up to date. ``draw_turn``: the move was the turn's draw (a Draw, or a
        time-out with nothing pending)."""
        if not self.winners and (draw_turn or self.idle_turns or self.idle_shuffles):
            self.count_idle(draw_turn)
        catchable, pending = self.catchable, self.pending
        if self.winners:
            catchable, pending = (), None
        else:
            # A window opens whenever a seat comes to hold exactly one card
            # without a call, and any change of that seat's hand closes the old one.
            hands, called = self.hands, self.called
            for seat in self.changed:
                if seat in catchable:
                    catchable = tuple(other for other in catchable if other != seat)
                if len(hands[seat]) == 1 and not called[seat]:
                    catchable = tuple(sorted((*catchable, seat)))
        state = self.state
        return State(  # positionally: quicker on the hot path (field order: State)
            state.origin,  # origin
            state.log.append(move),  # log
            self.chance,  # chance
            tuple(self.hands) if self.changed else state.hands,  # hands
            self.deck,  # deck
            self.pile,  # pile
            self.color,  # color
            self.direction,  # direction
            self.turn,  # turn
            self.stack,  # stack
            pending,  # pending
            self.called,  # called
            catchable,  # catchable
            self.eliminated,  # eliminated
            self.run,  # run
            self.idle,  # idle
            self.idle_turns,  # idle_turns
            self.idle_shuffles,  # idle_shuffles
            self.winners,  # winners
        )

    def count_idle(self, draw_turn: bool) -> None:
        """OM17 and its extension: end a game that can no longer move.

        A turn is idle when its player had no card to play from their hand
        and had to draw, and no card went into or out of the players' hands:
        they drew nothing, or replayed at once the one card they drew (hands
        that only changed owners, by a 7 or a 0, do not count as a change). Any
        move that moves cards into or out of hands, or a turn-ending draw by a
        player who could have played, ends the run of idle turns.

        The table has stalled when nothing at all can be drawn or the stock has
        been drawn through twice in the run (two reshuffles), and either every
        player still in has had an idle turn in it, or play has been going
        round without them for twice as many turns as there are players still
        in for every card of the stock. The game then ends and the players
        holding the fewest cards win.
        """
        hands, before = self.hands, self.state.hands
        moved = 0
        for seat in self.changed:
            moved += len(hands[seat]) - len(before[seat])
        if moved:
            self.idle, self.idle_turns, self.idle_shuffles = (), 0, 0
            return
        if not draw_turn:
            return
        seat = self.state.turn
        if has_play(self.state, seat):
            self.idle, self.idle_turns, self.idle_shuffles = (), 0, 0
            return
        if seat not in self.idle:
            self.idle = tuple(sorted((*self.idle, seat)))
        self.idle_turns += 1
        stock = len(self.deck) + len(self.pile) - 1
        in_game = self.in_game()
        if (stock == 0 or self.idle_shuffles >= 2) and (
            len(self.idle) >= in_game or self.idle_turns >= 2 * in_game * max(stock, 1)
        ):
            sizes = {
                seat: len(hand)
                for seat, hand in enumerate(hands)
                if not self.eliminated[seat]
            }
            fewest = min(sizes.values())
            self.winners = tuple(seat for seat, size in sizes.items() if size == fewest)

    # -- seats and turns ---------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The next seat still in the game from ``seat`` in the direction of play."""
        eliminated, players, step = self.eliminated, len(self.eliminated), self.direction
        nxt = (seat + step) % players
        while eliminated[nxt] and nxt != seat:
            nxt = (nxt + step) % players
        return nxt

    def in_game(self) -> int:
        return self.eliminated.count(False)

    def advance(self, seat: int, steps: int = 1) -> None:
        """Pass the turn ``steps`` seats on from ``seat``, over eliminated seats."""
        if self.winners:
            return
        while steps:
            seat, steps = self.next_seat(seat), steps - 1
        if seat != self.turn:
            self.run = 0
        self.turn = seat

    # -- hands -------------------------------------------------------------

    def set_hand(self, seat: int, hand: tuple[Card, ...]) -> None:
        self.hands[seat] = hand
        if seat not in self.changed:
            self.changed += (seat,)

    def set_called(self, seat: int, value: bool) -> None:
        if self.called[seat] is not value:
            called = list(self.called)
            called[seat] = value
            self.called = tuple(called)

    # -- drawing -----------------------------------------------------------

    def reshuffle(self) -> None:
        """OM7: the discard pile but its top card becomes the new deck, shuffled (seeded)."""
        deck, self.chance = self.chance.shuffled(self.pile[:-1])
        self.deck = deck
        self.idle_shuffles += 1
        self.pile = self.pile[-1:]

    def draw(self, seat: int, count: int, until: tuple[bool, ...] | None = None) -> Card | None:
        """Up to ``count`` cards into ``seat``'s hand, one at a time; with ``until`` (by
        card index), stop at the first card it marks, and return it.

        Drawing also stops when nothing is left to draw, the deck refilled from the
        pile first (OM7), and when the hand reaches the limit: the seat is out at
        once (OM16). Drawing a card cancels a MERCY call (OM13).
        """
        hand = self.hands[seat]
        want = min(count, HAND_LIMIT - len(hand))
        drawn: tuple[Card, ...] = ()
        found = None
        while len(drawn) < want:
            if not self.deck:
                self.reshuffle()
                if not self.deck:
                    break
            deck = self.deck
            stop = min(len(deck), want - len(drawn))
            if until is not None:
                end = 0
                while end < stop and not until[deck[end].index]:
                    end += 1
                if end < stop:
                    found = deck[end]
                    stop = end + 1
            drawn += deck[:stop]
            self.deck = deck[stop:]
            if found is not None:
                break
        if drawn:
            hand += drawn
            self.set_hand(seat, hand)
            if self.called[seat]:
                self.set_called(seat, False)
            if len(hand) >= HAND_LIMIT:
                self.eliminate(seat)
        return found

    def eliminate(self, seat: int) -> None:
        """OM16: out of the game; the hand goes under the top card of the pile."""
        held = self.hands[seat]
        if self.pending is not None and self.pending.player == seat:
            # Cards set aside for the seat's own choice leave with the hand.
            held = (*held, *self.pending.cards)
            self.pending = None
        self.pile = (*self.pile[:-1], *held, self.pile[-1])
        self.set_hand(seat, ())
        eliminated = list(self.eliminated)
        eliminated[seat] = True
        self.eliminated = tuple(eliminated)
        self.set_called(seat, False)
        if self.in_game() == 1:
            self.winners = (eliminated.index(False),)


def has_play(state: State, seat: int) -> bool:
    """Whether ``seat`` holds a card it may play now."""
    matches = playable(state.pile[-1], state.color, state.stack, state.origin.rules.stacking)
    return any(matches[card.index] for card in state.hands[seat])


def majority_color(hand: tuple[Card, ...]) -> Color:
    """The colour a hand holds most of, ties in the order red, blue, green, yellow (OM18).

    >>> from cardtable.open_mercy.cards import Card
    >>> majority_color((Card.parse("green 1"), Card.parse("blue 2"), Card.parse("wild")))
    Color.BLUE
    """
    counts = dict.fromkeys(Color, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] += 1
    return max(Color, key=counts.__getitem__)

"""Shortcuts for the commonest moves, built straight into the next state.

Most moves are an ordinary play (a card that only passes the turn, skips,
reverses or stacks), taking a stack, or drawing until a playable ordinary card
comes without reshuffling or reaching the hand limit. These functions give
exactly the state the general path (``turn`` on a ``Table``) gives, without
the working copy, and return ``None`` when the move is not such a simple
case. The tests check both paths agree.
"""

from __future__ import annotations

from cardtable.open_mercy.cards import ALL_CARDS, Card, Color, Kind
from cardtable.open_mercy.matching import playable
from cardtable.open_mercy.table import HAND_LIMIT, State

_ORDINARY = frozenset(
    (
        Kind.ONE, Kind.TWO, Kind.THREE, Kind.FOUR, Kind.FIVE, Kind.SIX, Kind.EIGHT, Kind.NINE,
        Kind.SKIP, Kind.REVERSE, Kind.DRAW2, Kind.DRAW4,
        Kind.WILD, Kind.WILD_REVERSE_DRAW4, Kind.WILD_DRAW6, Kind.WILD_DRAW10,
    )
)
ORDINARY_CARDS = tuple(card.kind in _ORDINARY for card in ALL_CARDS)
"""By card index: whether playing it with cards left in hand is an ordinary play."""
_ORDINARY_DRAWN = tuple(
    ordinary and card.color is not None for ordinary, card in zip(ORDINARY_CARDS, ALL_CARDS, strict=True)
)


def _next_seat(seat: int, direction: int, eliminated: tuple[bool, ...]) -> int:
    players = len(eliminated)
    seat = (seat + direction) % players
    while eliminated[seat]:
        seat = (seat + direction) % players
    return seat


def ordinary_play(
    state: State,
    move: object,
    seat: int,
    held: tuple[Card, ...],
    at: int,
    color: Color | None,
    deck: tuple[Card, ...],
    called: tuple[bool, ...],
) -> State:
    """The state after ``seat`` plays ``held[at]``, an ordinary card, from the hand ``held``
    (two cards or more), with ``deck`` and ``called`` as they stand after any drawing.
    The same rules as ``turn.play_from_hand`` and ``turn.fire``."""
    card = held[at]
    rest = held[:at] + held[at + 1 :]
    kind = card.kind
    direction, stack, eliminated = state.direction, state.stack, state.eliminated
    turn = _next_seat(seat, direction, eliminated)
    if kind is Kind.SKIP:
        turn = _next_seat(turn, direction, eliminated)
    elif kind is Kind.REVERSE:
        direction = -direction
        turn = seat if eliminated.count(False) == 2 else _next_seat(seat, direction, eliminated)
    elif card.draw:
        stack += card.draw
        if kind is Kind.WILD_REVERSE_DRAW4:
            direction = -direction
            turn = _next_seat(seat, direction, eliminated)
    run = 0 if turn != seat else (state.run or len(held))
    catchable = state.catchable
    if seat in catchable:
        catchable = tuple(other for other in catchable if other != seat)
    if len(rest) == 1 and not called[seat]:
        catchable = tuple(sorted((*catchable, seat)))
    hands = state.hands
    return State(
        origin=state.origin,
        log=state.log.append(move),
        chance=state.chance,
        hands=(*hands[:seat], rest, *hands[seat + 1 :]),
        deck=deck,
        pile=(*state.pile, card),
        color=card.color or color,  # type: ignore[arg-type]
        direction=direction,
        turn=turn,
        stack=stack,
        pending=None,
        called=called,
        catchable=catchable,
        eliminated=eliminated,
        run=run,
        idle=(),
        idle_turns=0,
        idle_shuffles=0,
        winners=(),
    )


def _uncalled(called: tuple[bool, ...], seat: int) -> tuple[bool, ...]:
    if not called[seat]:
        return called
    return (*called[:seat], False, *called[seat + 1 :])


def take_stack(state: State, move: object, seat: int) -> State | None:
    """Taking a live stack the deck covers, without reaching the hand limit (OM6)."""
    count, hand, deck = state.stack, state.hands[seat], state.deck
    if count > len(deck) or len(hand) + count >= HAND_LIMIT:
        return None
    eliminated = state.eliminated
    turn = _next_seat(seat, state.direction, eliminated)
    catchable = state.catchable
    if seat in catchable:
        catchable = tuple(other for other in catchable if other != seat)
    hands = state.hands
    return State(
        origin=state.origin,
        log=state.log.append(move),
        chance=state.chance,
        hands=(*hands[:seat], hand + deck[:count], *hands[seat + 1 :]),
        deck=deck[count:],
        pile=state.pile,
        color=state.color,
        direction=state.direction,
        turn=turn,
        stack=0,
        pending=None,
        called=_uncalled(state.called, seat),
        catchable=catchable,
        eliminated=eliminated,
        run=0 if turn != seat else state.run,
        idle=(),
        idle_turns=0,
        idle_shuffles=0,
        winners=(),
    )


def draw_until_playable(state: State, move: object, seat: int, forced: bool) -> State | None:
    """Drawing until a playable coloured ordinary card, found in the deck before the
    hand limit (OM6), and playing it. A forced draw of a single card is left to the
    general path, which counts idle turns (OM17)."""
    matches = playable(state.pile[-1], state.color, 0, state.origin.rules.stacking)
    hand, deck = state.hands[seat], state.deck
    last = min(len(deck), HAND_LIMIT - 1 - len(hand))
    for at in range(last):
        card = deck[at]
        if matches[card.index]:
            break
    else:
        return None
    if not _ORDINARY_DRAWN[card.index] or (forced and at == 0):
        return None
    held = hand + deck[: at + 1]
    called = _uncalled(state.called, seat)
    return ordinary_play(state, move, seat, held, len(held) - 1, None, deck[at + 1 :], called)

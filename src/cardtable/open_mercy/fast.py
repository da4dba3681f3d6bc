"""Shortcuts for the commonest moves, built straight into the next state.

Most moves are an ordinary play (any card but a 0 or a Discard All, played with
cards left in hand), taking a stack, drawing until a playable card comes (or
all there is), or naming the colour of a drawn wild, short of the hand limit.
These functions give exactly the state the general path (``turn`` on a
``Table``) gives, without the working copy, and return ``None`` when the move
is not such a simple case. The tests check both paths agree move by move.
"""

from __future__ import annotations

from typing import TypeVar

from cardtable.chance import Chance
from cardtable.open_mercy.cards import ALL_CARDS, NUMBERS, Card, Color, Kind
from cardtable.open_mercy.matching import PLAYABLE_CACHE, playable
from cardtable.open_mercy.table import HAND_LIMIT, Pending, State
from cardtable.open_mercy.turn import ROULETTE_PENDING, SWAP_PENDING

# Members read through an Enum class go through its metaclass, several times slower
# than a global: the hot paths compare with these.
_REVERSE = Kind.REVERSE
_ROULETTE = Kind.ROULETTE
_SEVEN = Kind.SEVEN
_SKIP = Kind.SKIP
_SKIP_EVERYONE = Kind.SKIP_EVERYONE
_WILD_REVERSE_DRAW4 = Kind.WILD_REVERSE_DRAW4

T = TypeVar("T")

_ORDINARY = frozenset(
    (
        Kind.ONE, Kind.TWO, Kind.THREE, Kind.FOUR, Kind.FIVE, Kind.SIX, Kind.EIGHT, Kind.NINE,
        Kind.SEVEN, Kind.SKIP, Kind.REVERSE, Kind.DRAW2, Kind.DRAW4, Kind.SKIP_EVERYONE,
        Kind.WILD, Kind.WILD_REVERSE_DRAW4, Kind.WILD_DRAW6, Kind.WILD_DRAW10, Kind.ROULETTE,
    )
)
ORDINARY_CARDS = tuple(card.kind in _ORDINARY for card in ALL_CARDS)
"""By card index: whether playing it with cards left in hand is an ordinary play
(every card but the 0 and the Discard All)."""
_PLAIN = tuple(
    card.kind in (*NUMBERS, Kind.WILD) and card.kind not in (Kind.SEVEN, Kind.ZERO)
    for card in ALL_CARDS
)
"""By card index: cards whose only effect is to pass the turn on."""
_ORDINARY_DRAWN = tuple(
    ordinary and card.color is not None
    for ordinary, card in zip(ORDINARY_CARDS, ALL_CARDS, strict=True)
)
"""By card index: ordinary cards that a draw plays at once (a wild first waits for its
colour)."""


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
    pile: tuple[Card, ...],
    chance: Chance,
    called: tuple[bool, ...],
) -> State:
    """The state after ``seat`` plays ``held[at]``, an ordinary card (one that passes
    the turn on, skips, reverses, stacks, or asks for a swap or a roulette colour),
    from the hand ``held`` (two cards or more), with ``deck``, ``pile``, ``chance``
    and ``called`` as they stand after any drawing. The same rules as
    ``turn.play_from_hand`` and ``turn.fire``."""
    card = held[at]
    rest = held[:-1] if at == len(held) - 1 else held[:at] + held[at + 1 :]
    kind = card.kind
    direction, stack, eliminated = state.direction, state.stack, state.eliminated
    players = len(eliminated)
    turn = (seat + direction) % players
    while eliminated[turn]:
        turn = (turn + direction) % players
    pending = None
    if _PLAIN[card.index]:
        pass
    elif kind is _SEVEN:
        pending, turn = SWAP_PENDING[seat], seat
    elif kind is _ROULETTE:
        pending, turn = ROULETTE_PENDING[turn], seat
    elif kind is _SKIP_EVERYONE:
        turn = seat
    elif kind is _SKIP:
        turn = _next_seat(turn, direction, eliminated)
    elif kind is _REVERSE:
        direction = -direction
        turn = seat if eliminated.count(False) == 2 else _next_seat(seat, direction, eliminated)
    elif card.draw:
        stack += card.draw
        if kind is _WILD_REVERSE_DRAW4:
            direction = -direction
            turn = _next_seat(seat, direction, eliminated)
    run = 0 if turn != seat else (state.run or len(held))
    catchable = state.catchable
    if catchable and seat in catchable:
        catchable = tuple(other for other in catchable if other != seat)
    if len(rest) == 1 and not called[seat]:
        catchable = tuple(sorted((*catchable, seat)))
    hands = list(state.hands)
    hands[seat] = rest
    return State(  # positionally: quicker on the hot path (field order: State)
        state.origin,  # origin
        state.log.append(move),  # log
        chance,  # chance
        tuple(hands),  # hands
        deck,  # deck
        pile + (card,),  # pile  # noqa: RUF005 - concatenating copies faster than unpacking
        card.color or color or state.color,  # color: a wild names one, a Roulette none
        direction,  # direction
        turn,  # turn
        stack,  # stack
        pending,  # pending
        called,  # called
        catchable,  # catchable
        eliminated,  # eliminated
        run,  # run
        (),  # idle
        0,  # idle_turns
        0,  # idle_shuffles
        (),  # winners
    )


def _replaced(items: tuple[T, ...], at: int, value: T) -> tuple[T, ...]:
    """``items`` with ``items[at]`` replaced (a list round trip is the quickest copy)."""
    copy = list(items)
    copy[at] = value
    return tuple(copy)


def _uncalled(called: tuple[bool, ...], seat: int) -> tuple[bool, ...]:
    if not called[seat]:
        return called
    return _replaced(called, seat, False)


def _restock(state: State, deck: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], Chance]:
    """The deck with the reshuffled pile (all but its top card) beneath it (OM7): what
    drawing past the end of ``deck`` goes on to draw, and the pile and chance after."""
    pile = state.pile
    if len(pile) < 2:
        return deck, pile, state.chance
    refill, chance = state.chance.shuffled(pile[:-1])
    return deck + refill, pile[-1:], chance


def _after_draw(
    state: State,
    move: object,
    seat: int,
    hand: tuple[Card, ...],
    deck: tuple[Card, ...],
    pile: tuple[Card, ...],
    chance: Chance,
    *,
    turn: int,
    pending: Pending | None = None,
) -> State:
    """The state after ``seat`` drew and now holds ``hand``, with nothing played: the
    stack is gone, the call cancelled, the catch window brought up to date."""
    called = _uncalled(state.called, seat)
    catchable = state.catchable
    if seat in catchable:
        catchable = tuple(other for other in catchable if other != seat)
    if len(hand) == 1 and not called[seat]:
        catchable = tuple(sorted((*catchable, seat)))
    hands = state.hands
    return State(  # positionally: quicker on the hot path (field order: State)
        state.origin,  # origin
        state.log.append(move),  # log
        chance,  # chance
        _replaced(hands, seat, hand),  # hands
        deck,  # deck
        pile,  # pile
        state.color,  # color
        state.direction,  # direction
        turn,  # turn
        0,  # stack
        pending,  # pending
        called,  # called
        catchable,  # catchable
        state.eliminated,  # eliminated
        0 if turn != seat else state.run,  # run
        (),  # idle
        0,  # idle_turns
        0,  # idle_shuffles
        (),  # winners
    )


def take_stack(state: State, move: object, seat: int) -> State | None:
    """Taking a live stack, or what exists of it, without reaching the hand limit (OM6)."""
    count, hand, deck = state.stack, state.hands[seat], state.deck
    pile, chance = state.pile, state.chance
    if count > len(deck):
        deck, pile, chance = _restock(state, deck)
        count = min(count, len(deck))
    if not count or len(hand) + count >= HAND_LIMIT:
        return None
    turn = _next_seat(seat, state.direction, state.eliminated)
    return _after_draw(
        state, move, seat, hand + deck[:count], deck[count:], pile, chance, turn=turn
    )


def draw_until_playable(state: State, move: object, seat: int) -> State | None:
    """Drawing until a playable card comes before the hand limit (OM6): a coloured
    ordinary card is played, a wild waits for its colour; or drawing all there is
    when nothing playable comes. A forced draw that leaves the hands' total as it was
    (one card drawn and replayed by a player with nothing to play from hand) is left
    to the general path, which counts idle turns (OM17)."""
    top, mode = state.pile[-1], state.origin.rules.stacking
    matches = PLAYABLE_CACHE[mode][top.index][state.color.index * 2]
    if matches is None:
        matches = playable(top, state.color, 0, mode)
    hand, deck, pile, chance = state.hands[seat], state.deck, state.pile, state.chance
    room = HAND_LIMIT - 1 - len(hand)
    at, stop = 0, min(len(deck), room)
    while at < stop and not matches[deck[at].index]:
        at += 1
    if at == stop:
        at = -1
    restocked = False
    if at < 0 and len(deck) < room:
        start = len(deck)
        deck, pile, chance = _restock(state, deck)
        restocked = True
        at = _first(matches, deck, start, min(len(deck), room))
    if at < 0:
        # Nothing playable comes: only when all there is fits in the hand is it simple.
        if not restocked or not deck or len(deck) > room:
            return None
        turn = _next_seat(seat, state.direction, state.eliminated)
        return _after_draw(state, move, seat, hand + deck, (), pile, chance, turn=turn)
    if at == 0 and _first(matches, hand, 0, len(hand)) < 0:
        return None  # forced to draw, and the one card drawn is replayed
    card = deck[at]
    if _ORDINARY_DRAWN[card.index]:
        held = hand + deck[: at + 1]
        called = _uncalled(state.called, seat)
        return ordinary_play(
            state, move, seat, held, len(held) - 1, None, deck[at + 1 :], pile, chance, called
        )
    if card.is_wild and card.kind is not _ROULETTE:
        return _after_draw(
            state, move, seat, hand + deck[:at], deck[at + 1 :], pile, chance,
            turn=state.turn, pending=Pending("color", seat, (card,)),
        )
    return None


def choose_color(state: State, move: object, seat: int, color: Color) -> State | None:
    """Playing the wild found by drawing in the named colour, outside a run of idle turns."""
    if state.idle_turns or state.idle_shuffles or state.pending is None:
        return None
    hand = state.hands[seat] + state.pending.cards
    return ordinary_play(
        state, move, seat, hand, len(hand) - 1, color,
        state.deck, state.pile, state.chance, state.called,
    )


def _first(matches: tuple[bool, ...], deck: tuple[Card, ...], start: int, stop: int) -> int:
    """The index of the first playable card of ``deck[start:stop]``, or -1."""
    for at in range(start, stop):
        if matches[deck[at].index]:
            return at
    return -1

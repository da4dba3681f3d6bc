"""A turn: playing a card and what it does, drawing, and the choices cards ask for.

These work on a ``Table`` (the mutable working copy of a state) and are called
by ``rules.apply_move`` once a move has been found legal. They follow the
rules in the order a turn unfolds: the play (OM4, OM15), the card's effect
(OM8-OM12), the draw move (OM6, OM7), and the follow-up choices.
"""

from __future__ import annotations

from cardtable.open_mercy.cards import ALL_CARDS, NUMBERS, Card, Color, Kind
from cardtable.open_mercy.matching import playable
from cardtable.open_mercy.moves import MAX_SEATS
from cardtable.open_mercy.table import HAND_LIMIT, Pending, Table

# -- playing a card ----------------------------------------------------------

# Members read through an Enum class go through its metaclass, several times slower
# than a global: the hot paths compare with these.
_DISCARD_ALL = Kind.DISCARD_ALL
_REVERSE = Kind.REVERSE
_ROULETTE = Kind.ROULETTE
_SEVEN = Kind.SEVEN
_SKIP = Kind.SKIP
_SKIP_EVERYONE = Kind.SKIP_EVERYONE
_WILD_REVERSE_DRAW4 = Kind.WILD_REVERSE_DRAW4
_ZERO = Kind.ZERO

_PLAIN = tuple(
    card.kind is Kind.WILD or (card.kind in NUMBERS and card.kind not in (_SEVEN, _ZERO))
    for card in ALL_CARDS
)
"""By card index: cards whose only effect is to pass the turn on (1-6, 8, 9 and the plain Wild)."""
SWAP_PENDING = tuple(Pending("swap", seat) for seat in range(MAX_SEATS))
ROULETTE_PENDING = tuple(Pending("roulette", seat) for seat in range(MAX_SEATS))


def play_from_hand(table: Table, seat: int, at: int, color: Color | None) -> None:
    """Put the card at ``at`` in ``seat``'s hand on the pile, then go out or fire its effect.

    A card just drawn is the last of the hand: it is played from there, so the
    hand keeps its order (OM7) even when it holds a twin of the card.
    """
    hand = table.hands[seat]
    card = hand[at]
    if table.run == 0:
        table.run = len(hand)
    rest = hand[:-1] if at == len(hand) - 1 else hand[:at] + hand[at + 1 :]
    table.set_hand(seat, rest)
    table.pile = table.pile + (card,)  # noqa: RUF005 - concatenating copies faster
    if card.kind is _DISCARD_ALL:
        discard_all(table, seat, card)
    elif not rest:
        go_out(table, seat, card, color)
    else:
        fire(table, seat, card, color)


def go_out(table: Table, seat: int, card: Card, color: Color | None) -> None:
    """OM15: an empty hand wins at once, unless the seat went out uncalled."""
    if card.is_wild:
        if color is not None:
            table.color = color
    else:
        table.color = card.color  # type: ignore[assignment]
    if table.run >= 2 and not table.called[seat]:
        # The card lies but does nothing; a live stack it answered stays live
        # for the next player, since nobody has taken it.
        table.draw(seat, 2)
        table.advance(seat)
    else:
        table.winners = (seat,)


def fire(table: Table, seat: int, card: Card, color: Color | None) -> None:
    """The effect of ``card``, just played by ``seat`` with cards left in hand."""
    if card.color is not None:
        table.color = card.color
    elif color is not None:
        table.color = color
    if _PLAIN[card.index]:
        table.advance(seat)
        return
    kind = card.kind
    if kind is _SEVEN:
        table.pending = SWAP_PENDING[seat]
    elif kind is _ZERO:
        rotate(table)
        table.advance(seat)
    elif kind is _SKIP:
        table.advance(seat, 2)
    elif kind is _REVERSE:
        table.direction = -table.direction
        table.advance(seat, 2 if table.in_game() == 2 else 1)
    elif kind is _SKIP_EVERYONE:
        table.advance(seat, 0)
    elif kind is _WILD_REVERSE_DRAW4:
        table.direction = -table.direction
        table.stack += 4
        table.advance(seat)
    elif card.draw:
        table.stack += card.draw
        table.advance(seat)
    elif kind is _ROULETTE:
        table.pending = ROULETTE_PENDING[table.next_seat(seat)]
    else:  # a Discard All: one that follows another, or a picked one (OM12)
        discard_all(table, seat, card)


def discard_all(table: Table, seat: int, card: Card) -> None:
    """OM12: every other card of the Discard All's colour follows it onto the pile."""
    color = card.color
    table.color = color  # type: ignore[assignment]
    hand = table.hands[seat]
    same = tuple(held for held in hand if held.color is color)
    rest = tuple(held for held in hand if held.color is not color)
    if not rest:
        table.set_hand(seat, ())
        table.pile = table.pile + same
        table.winners = (seat,)
    elif not same:
        table.advance(seat)
    else:
        table.set_hand(seat, rest)
        if len(same) == 1:
            table.pile = table.pile + same
            fire(table, seat, same[0], None)
        else:
            table.pending = Pending("pick", seat, same)


def rotate(table: Table) -> None:
    """OM11: every hand still in the game moves one seat on in the direction of play."""
    seats = [seat for seat, out in enumerate(table.eliminated) if not out]
    before = [table.hands[seat] for seat in seats]
    count = len(seats)
    for at, hand in enumerate(before):
        table.set_hand(seats[(at + table.direction) % count], hand)
    table.called = (False,) * len(table.called)


# -- the draw move -------------------------------------------------------------


def take_stack(table: Table, seat: int) -> None:
    """OM6: facing a stack, take all of it (or what exists) and end the turn."""
    count, table.stack = table.stack, 0
    table.draw(seat, count)
    table.advance(seat)


def draw_until_playable(table: Table, seat: int) -> None:
    """OM6: draw one card at a time until a playable one comes, and play it at once.

    Drawing cancels a call (OM13); the 25th card puts the seat out before it
    could be played (OM16); an empty deck is refilled from the pile (OM7).
    """
    state = table.state
    matches = playable(state.pile[-1], state.color, 0, state.origin.rules.stacking)
    found = table.draw(seat, HAND_LIMIT, matches)
    if found is None or table.eliminated[seat]:
        table.advance(seat)
    elif found.is_wild and found.kind is not _ROULETTE:
        # Set aside until its owner names the colour.
        table.set_hand(seat, table.hands[seat][:-1])
        table.pending = Pending("color", seat, (found,))
    else:
        play_from_hand(table, seat, len(table.hands[seat]) - 1, None)


def draw_one_and_pass(table: Table, seat: int) -> None:
    """OM18: a timed-out player draws exactly one card and the turn passes."""
    table.draw(seat, 1)
    table.advance(seat)


# -- choices -----------------------------------------------------------------


def choose_color(table: Table, seat: int, color: Color) -> None:
    """The wild found by drawing is played with the colour its owner named."""
    assert table.pending is not None
    (wild,) = table.pending.cards
    table.pending = None
    hand = table.hands[seat] + (wild,)
    table.set_hand(seat, hand)
    play_from_hand(table, seat, len(hand) - 1, color)


def swap_with(table: Table, seat: int, target: int) -> None:
    """OM11: trade whole hands; both calls are cancelled (OM13)."""
    table.pending = None
    mine, theirs = table.hands[seat], table.hands[target]
    table.set_hand(seat, theirs)
    table.set_hand(target, mine)
    table.set_called(seat, False)
    table.set_called(target, False)
    table.advance(seat)


def keep_hand(table: Table, seat: int) -> None:
    table.pending = None
    table.advance(seat)


def pick_top(table: Table, seat: int, card: Card) -> None:
    """OM12: the other candidates go on the pile, then ``card`` on top, and it fires."""
    assert table.pending is not None
    candidates = list(table.pending.cards)
    table.pending = None
    candidates.remove(card)
    table.pile = (*table.pile, *candidates, card)
    fire(table, seat, card, None)


_OF_COLOR = tuple(tuple(card.color is color for card in ALL_CARDS) for color in Color)
"""By colour index, then card index: whether the card is of that colour (wilds never are)."""


def name_roulette_color(table: Table, victim: int, color: Color) -> None:
    """OM10: the victim draws until a card of the named colour, keeps all, loses the turn."""
    table.pending = None
    table.color = color
    table.draw(victim, HAND_LIMIT, _OF_COLOR[color.index])
    table.advance(victim)

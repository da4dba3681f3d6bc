"""A turn: playing a card and what it does, drawing, and the choices cards ask for.

These work on a ``Table`` (the mutable working copy of a state) and are called
by ``rules.apply_move`` once a move has been found legal. They follow the
rules in the order a turn unfolds: the play (OM4, OM15), the card's effect
(OM8-OM12), the draw move (OM6, OM7), and the follow-up choices.
"""

from __future__ import annotations

from cardtable.open_mercy.cards import Card, Color, Kind
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

SWAP_PENDING = tuple(Pending("swap", seat) for seat in range(MAX_SEATS))
ROULETTE_PENDING = tuple(Pending("roulette", seat) for seat in range(MAX_SEATS))


def play_from_hand(
    table: Table, seat: int, card: Card, color: Color | None, *, last: bool = False
) -> None:
    """Put ``card`` from ``seat``'s hand on the pile, then go out or fire its effect.

    ``last``: the card is the one just drawn, at the end of the hand (so the
    hand keeps its order, OM7, even when it holds a twin of the card).
    """
    hand = table.hands[seat]
    if table.run == 0:
        table.run = len(hand)
    if last:
        rest = hand[:-1]
    else:
        at = hand.index(card)
        rest = hand[:at] + hand[at + 1 :]
    table.hands[seat] = rest
    table.touch(seat)
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
        table.draw_cards(seat, 2)
        table.advance(seat)
    else:
        table.winners = (seat,)


def fire(table: Table, seat: int, card: Card, color: Color | None) -> None:
    """The effect of ``card``, just played by ``seat`` with cards left in hand."""
    kind = card.kind
    if card.color is not None:
        table.color = card.color
    elif color is not None:
        table.color = color
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
    elif kind is _DISCARD_ALL:
        discard_all(table, seat, card)
    else:
        table.advance(seat)


def discard_all(table: Table, seat: int, card: Card) -> None:
    """OM12: every other card of the Discard All's colour follows it onto the pile."""
    color = card.color
    table.color = color  # type: ignore[assignment]
    hand = table.hands[seat]
    same = tuple(held for held in hand if held.color is color)
    rest = tuple(held for held in hand if held.color is not color)
    if not rest:
        table.hands[seat] = ()
        table.pile = table.pile + same
        table.winners = (seat,)
    elif not same:
        table.advance(seat)
    else:
        table.hands[seat] = rest
        if len(same) == 1:
            table.pile = table.pile + same[:1]
            fire(table, seat, same[0], None)
        else:
            table.pending = Pending("pick", seat, same)


def rotate(table: Table) -> None:
    """OM11: every hand still in the game moves one seat on in the direction of play."""
    seats = [seat for seat in range(table.players) if not table.eliminated[seat]]
    before = [table.hands[seat] for seat in seats]
    count = len(seats)
    for at, seat in enumerate(seats):
        table.hands[seats[(at + table.direction) % count]] = before[at]
        table.touch(seat)
    table.called = (False,) * table.players


# -- the draw move -------------------------------------------------------------


def take_stack(table: Table, seat: int) -> None:
    """OM6: facing a stack, take all of it (or what exists) and end the turn."""
    count, table.stack = table.stack, 0
    table.draw_cards(seat, count)
    table.advance(seat)


def draw_until_playable(table: Table, seat: int) -> None:
    """OM6: draw one card at a time until a playable one comes, and play it at once.

    Drawing cancels a call (OM13); the 25th card puts the seat out before it
    could be played (OM16); an empty deck is refilled from the pile (OM7).
    """
    matches = playable(table.pile[-1], table.color, 0, table.mode)
    hand = table.hands[seat]
    room = HAND_LIMIT - len(hand)
    drawn: list[Card] = []
    found = None
    deck, at = table.deck, table.pos
    while len(drawn) < room:
        if at >= len(deck):
            table.pos = at
            table.reshuffle()
            deck, at = table.deck, table.pos
            if not deck:
                break
        card = deck[at]
        at += 1
        drawn.append(card)
        if matches[card.index]:
            found = card
            break
    table.pos = at
    if drawn:
        table.hands[seat] = hand + tuple(drawn)
        table.touch(seat)
        if table.called[seat]:
            table.set_called(seat, False)
        if len(drawn) >= room:
            table.eliminate(seat)
            found = None
    if found is None:
        table.advance(seat)
    elif found.is_wild and found.kind is not _ROULETTE:
        # Set aside until its owner names the colour.
        table.hands[seat] = table.hands[seat][:-1]
        table.pending = Pending("color", seat, (found,))
    else:
        play_from_hand(table, seat, found, None, last=True)


def draw_one_and_pass(table: Table, seat: int) -> None:
    """OM18: a timed-out player draws exactly one card and the turn passes."""
    table.draw_cards(seat, 1)
    table.advance(seat)


# -- choices -----------------------------------------------------------------


def choose_color(table: Table, seat: int, color: Color) -> None:
    """The wild found by drawing is played with the colour its owner named."""
    assert table.pending is not None
    (wild,) = table.pending.cards
    table.pending = None
    table.hands[seat] = table.hands[seat] + (wild,)
    play_from_hand(table, seat, wild, color, last=True)


def swap_with(table: Table, seat: int, target: int) -> None:
    """OM11: trade whole hands; both calls are cancelled (OM13)."""
    table.pending = None
    table.hands[seat], table.hands[target] = table.hands[target], table.hands[seat]
    table.touch(seat)
    table.touch(target)
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


def name_roulette_color(table: Table, victim: int, color: Color) -> None:
    """OM10: the victim draws until a card of the named colour, keeps all, loses the turn."""
    table.pending = None
    table.color = color
    while True:
        card = table.draw_one(victim)
        if card is None or table.eliminated[victim] or card.color is color:
            break
    table.advance(victim)

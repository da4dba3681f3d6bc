"""A card played: it leaves the hand for the pile, then goes out (OM15) or fires its
effect (OM8-OM12); and how the turn passes on (C1, OM16).

Each effect is a function of the table as the card left it (the card on the pile,
its color current, the hand without it) and returns what the effect changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.core import Change, Event, evolve, replace_at
from cardtable.open_mercy.deck import ALL_CARDS, Card, Color, Kind, cards_of
from cardtable.open_mercy.drawing import draw_cards
from cardtable.open_mercy.events import (
    DiscardedAll,
    EveryoneSkipped,
    Reversed,
    Rotated,
    RouletteSpun,
    Skipped,
    StackGrew,
    WentOutUncalled,
)
from cardtable.open_mercy.state import Pending, State

# -- whose turn -------------------------------------------------------------------------------


def next_seat(eliminated: tuple[bool, ...], direction: int, seat: int) -> int:
    """The next seat still in the game from ``seat`` in the direction of play:
    players who are out are skipped (C1, OM16).

    >>> next_seat((False, True, False), 1, 0), next_seat((False, True, False), -1, 0)
    (2, 2)
    """
    players = len(eliminated)
    following = (seat + direction) % players
    while eliminated[following] and following != seat:
        following = (following + direction) % players
    return following


def pass_turn(table: State, seat: int, steps: int = 1, **fields: Any) -> Change:
    """The turn passes ``steps`` seats on from ``seat`` (0: ``seat`` plays again), in the
    direction of play, with ``fields`` changed too (a ``direction`` turns play round
    first); a new player starts a new run of plays (OM15). Nothing passes once the
    game is won.

    >>> from cardtable.open_mercy import new_game
    >>> pass_turn(new_game(), 0, stack=2).fields
    {'turn': 1, 'run': 0, 'stack': 2}
    """
    if table.winners:
        return Change(**fields)
    eliminated, direction = table.eliminated, fields.get("direction", table.direction)
    following = next_seat(eliminated, direction, seat) if steps else seat
    if steps == 2:
        following = next_seat(eliminated, direction, following)
    if following == table.turn:
        return Change(**fields)
    return Change(turn=following, run=0, **fields)


# -- the card played ----------------------------------------------------------------------------

Hands = tuple[tuple[Card, ...], ...]
Pile = tuple[Card, ...]


def play_card(
    state: State, seat: int, card: Card, color: Color | None, rest: tuple[Card, ...], told: Event
) -> Change:
    """``card``, ``told`` as the table sees it, leaves ``seat``'s hand, which keeps
    ``rest``, for the pile, and its color (a wild's named one) becomes current. A
    Discard All takes its color with it (OM12), a last card goes out (OM15), any
    other card fires. While the turn stays with ``seat``, its run of plays goes on:
    ``run`` is the hand size it began with (OM15).
    """
    hands = replace_at(state.hands, seat, rest)
    pile = state.pile + (card,)  # noqa: RUF005  # one copy of the pile; (*pile, card) makes two
    run = state.run or len(rest) + 1
    played = Change(told, hands=hands, pile=pile, color=card.color or color or state.color, run=run)
    if card.kind is Kind.DISCARD_ALL:
        return played.then(discard_all(state, seat, card, hands, pile))
    if not rest:
        return played.then(go_out(evolve(state, **played.fields), seat))
    return played.then(fire(state, seat, card, hands, pile))


def go_out(table: State, seat: int) -> Change:
    """OM15: an empty hand wins at once and the card does nothing more. But a player who
    held two or more cards when this run of their own plays began, and never called,
    draws 2 and the turn passes: the card lies and sets the color, nothing else (a
    live stack it answered stays live for the next player, since nobody took it)."""
    if table.run < 2 or table.called[seat]:
        return Change(winners=(seat,))
    drawn, _ = draw_cards(table, seat, 2)
    # Two cards into an empty hand cannot put the seat out: the table is otherwise as it was.
    return Change(WentOutUncalled.of(seat)).then(drawn).then(pass_turn(table, seat))


# -- what cards do (OM8-OM12) ---------------------------------------------------------------------

Effect = Callable[[State, int, Card, Hands, Pile], Change]
"""What a card does when it fires: from the table it was played on, its player, the card,
and every hand and the pile as it left them (the only parts of the table that playing it
changed that an effect reads)."""


def fire(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """The effect of ``card``, just played from ``table`` by ``seat``, who holds more cards
    (``EFFECTS``); a card with no effect of its own (1-6, 8, 9, the plain Wild) passes the
    turn on."""
    return _FIRES[card](table, seat, card, hands, pile)


def passes_on(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """The turn passes to the next player."""
    return pass_turn(table, seat)


def skips(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """A Skip: the next player loses their turn (OM9)."""
    skipped = Skipped.of(next_seat(table.eliminated, table.direction, seat))
    return Change(skipped).then(pass_turn(table, seat, 2))


def skips_everyone(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """Skip Everyone: every other player is skipped and ``seat`` plays again at once (OM9)."""
    return Change(EveryoneSkipped.of(seat)).then(pass_turn(table, seat, 0))


def reverses(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """A Reverse turns play round; with two players still in it acts as a Skip (OM8)."""
    direction = -table.direction
    if table.eliminated.count(False) == 2:
        skipped = Skipped.of(next_seat(table.eliminated, direction, seat))
        return Change(Reversed.of(direction), skipped).then(pass_turn(table, seat, 2, direction=direction))
    return Change(Reversed.of(direction)).then(pass_turn(table, seat, direction=direction))


def reverses_and_draws(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """Wild Reverse Draw 4: play turns round, then the next player in the new direction
    faces the stack (with two players, the opponent) (OM8)."""
    direction, stack = -table.direction, table.stack + card.draw
    facing = next_seat(table.eliminated, direction, seat)
    told = Change(Reversed.of(direction), StackGrew.of(facing, stack))
    return told.then(pass_turn(table, seat, direction=direction, stack=stack))


def adds_to_stack(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """A draw card adds its value to the stack, which the next player faces (OM5)."""
    stack = table.stack + card.draw
    facing = StackGrew.of(next_seat(table.eliminated, table.direction, seat), stack)
    return Change(facing).then(pass_turn(table, seat, stack=stack))


def asks_for_swap(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """A 7: its player swaps hands or keeps theirs (OM11, ``choices.py``)."""
    return Change(pending=Pending("swap", seat))


def spins_roulette(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """Color Roulette: the next player is its victim and names a color (OM10, ``choices.py``)."""
    victim = next_seat(table.eliminated, table.direction, seat)
    return Change(RouletteSpun.of(victim), pending=Pending("roulette", victim))


def rotates(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """A 0: every hand still in the game passes to the next player still in, along the
    direction of play, keeping its order (OM7, OM11); every call is cancelled (OM13).
    Then the turn passes on."""
    direction = table.direction
    seats = tuple(seat for seat, out in enumerate(table.eliminated) if not out)
    passed = list(hands)
    for at, giver in enumerate(seats):
        passed[seats[(at + direction) % len(seats)]] = hands[giver]
    rotated = Change(
        Rotated(direction, seats, tuple(hands[giver] for giver in seats)),
        hands=tuple(passed),
        called=(False,) * len(hands),
    )
    return rotated.then(pass_turn(table, seat))


def discard_all(table: State, seat: int, card: Card, hands: Hands, pile: Pile) -> Change:
    """OM12: every other card of the Discard All's color leaves the hand after it. With
    two or more, the player picks the one to end on top (``choices.py``); with one, it
    lies on top and fires; with none, the play was an ordinary one. A hand emptied so
    wins at once, no call needed and nothing fired (the cards go on in the order held).
    """
    color = card.color
    assert color is not None
    of_color = cards_of(color)
    hand = hands[seat]
    same = tuple(held for held in hand if held in of_color)
    rest = tuple(held for held in hand if held not in of_color)
    if not same:
        if not rest:
            return Change(winners=(seat,))
        return pass_turn(table, seat)
    told = DiscardedAll(seat, color, same)
    hands = replace_at(hands, seat, rest)
    if not rest:
        return Change(told, hands=hands, pile=pile + same, winners=(seat,))
    if len(same) > 1:
        return Change(told, hands=hands, pending=Pending("pick", seat, same))
    pile += same
    return Change(told, hands=hands, pile=pile).then(fire(table, seat, same[0], hands, pile))


EFFECTS: dict[Kind, Effect] = {
    Kind.SKIP: skips,
    Kind.SKIP_EVERYONE: skips_everyone,
    Kind.REVERSE: reverses,
    Kind.WILD_REVERSE_DRAW4: reverses_and_draws,
    Kind.DRAW2: adds_to_stack,
    Kind.DRAW4: adds_to_stack,
    Kind.WILD_DRAW6: adds_to_stack,
    Kind.WILD_DRAW10: adds_to_stack,
    Kind.SEVEN: asks_for_swap,
    Kind.ZERO: rotates,
    Kind.ROULETTE: spins_roulette,
    Kind.DISCARD_ALL: discard_all,
}
"""What each kind of card does when it fires; the others pass the turn on."""
_FIRES: tuple[Effect, ...] = tuple(EFFECTS.get(card.kind, passes_on) for card in ALL_CARDS)
"""``EFFECTS`` by card: ``_FIRES[card]`` is what that card does when it fires."""

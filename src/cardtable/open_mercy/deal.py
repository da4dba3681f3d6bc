"""The deal: seven cards each and the opening card (OM1, OM3).

Open Mercy is one hand long: this is the only deal of a game, and it sets every
field of the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.chance import Chance
from cardtable.core import Change, Event
from cardtable.open_mercy.deck import Card, Kind, full_deck
from cardtable.open_mercy.events import HandDealt, OpeningCard, Reversed, Skipped, StackGrew
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.state import HAND_SIZE


def first_deal(rules: Rules, chance: Chance, order: Sequence[Card] | None) -> Change:
    """The deal (OM1): seven cards each, one at a time round the table from seat 0; the
    next card is the opening card, the rest is the deck. Seat 0 plays first, clockwise.

    ``order``, if given, is the order to deal from (index 0 on top); otherwise the
    deck is shuffled (seeded).

    >>> change = first_deal(Rules(players=3), Chance.from_seed(0), full_deck())
    >>> [len(hand) for hand in change.fields["hands"]], len(change.fields["deck"])
    ([7, 7, 7], 146)
    >>> change.fields["hands"][0][:3]
    (Card.parse('red 0'), Card.parse('red 2'), Card.parse('red 3'))

    The opening card (OM3) must be colored: a wild goes back and the deck is
    reshuffled (seeded) until a colored card turns; its color is current. A Skip
    skips seat 0; a Reverse turns play counter-clockwise, seat 0 still first (with
    two players, seat 0 is skipped); a Draw 2 or Draw 4 makes a live stack facing
    seat 0; other cards do nothing.

    >>> change.fields["pile"], change.fields["turn"]
    ((Card.parse('red skip'),), 1)
    """
    if order is None:
        order, chance = chance.shuffled(full_deck())
    players = rules.players
    dealt = HAND_SIZE * players
    hands = tuple(tuple(order[seat:dealt:players]) for seat in range(players))
    rest = tuple(order[dealt:])
    returned = 0
    while rest[0].is_wild:
        rest, chance = chance.shuffled(rest)
        returned += 1
    top = rest[0]
    assert top.color is not None
    direction, turn, stack = 1, 0, 0
    effect: tuple[Event, ...] = ()
    if top.kind is Kind.SKIP:
        turn = 1
        effect = (Skipped(0),)
    elif top.kind is Kind.REVERSE:
        direction = -1
        turn = 1 if players == 2 else 0
        effect = (Reversed(direction), Skipped(0)) if players == 2 else (Reversed(direction),)
    elif top.draw:
        stack = top.draw
        effect = (StackGrew(0, stack),)
    return Change.dealt(
        *[HandDealt(seat, HAND_SIZE, hand) for seat, hand in enumerate(hands)],
        OpeningCard(top, returned),
        *effect,
        chance=chance,
        hands=hands,
        deck=rest[1:],
        pile=(top,),
        color=top.color,
        direction=direction,
        turn=turn,
        stack=stack,
        pending=None,
        called=(False,) * players,
        catchable=(),
        eliminated=(False,) * players,
        run=0,
        idle=(),
        idle_turns=0,
        idle_shuffles=0,
        winners=(),
        to_act=(turn,),
        phase="play",
    )

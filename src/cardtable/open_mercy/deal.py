"""Starting a game: the deal and the opening card (OM1, OM3)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.chance import Chance
from cardtable.core import EventLog, check_deck
from cardtable.game import MoveLog, Origin
from cardtable.open_mercy.deck import Card, Kind, full_deck
from cardtable.open_mercy.events import HandDealt, OpeningCard
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.state import State

HAND_SIZE = 7
"""Cards dealt to each player (OM1)."""
NAME = "open-mercy"
"""The game's name in ``cardtable.GAMES`` and in its records."""


def new_game(
    rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None
) -> State:
    """A new game (OM1): seven cards each, dealt one at a time from seat 0; the next
    card is the opening card, the rest is the deck. Seat 0 plays first, clockwise.

    ``deck``, if given, is the order to deal from (index 0 on top).

    >>> state = new_game(Rules(players=3), deck=full_deck())
    >>> [len(hand) for hand in state.hands], len(state.deck)
    ([7, 7, 7], 146)
    >>> state.hands[0][:3]
    (Card.parse('red 0'), Card.parse('red 2'), Card.parse('red 3'))

    The opening card (OM3) must be coloured: a wild goes back and the deck is
    reshuffled (seeded) until a coloured card turns; its colour is current. A Skip
    skips seat 0; a Reverse turns play counter-clockwise, seat 0 still first (with
    two players, seat 0 is skipped); a Draw 2 or Draw 4 makes a live stack facing
    seat 0; other cards do nothing.

    >>> state.pile[-1], state.turn
    (Card.parse('red skip'), 1)
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be open_mercy.Rules, not {rules!r}")
    first = check_deck(deck, full_deck())
    chance = Chance.from_seed(seed)
    if first is None:
        order, chance = chance.shuffled(full_deck())
    else:
        order = first
    players = rules.players
    dealt = HAND_SIZE * players
    hands = tuple(order[seat:dealt:players] for seat in range(players))
    rest = order[dealt:]
    returned = 0
    while rest[0].is_wild:
        rest, chance = chance.shuffled(rest)
        returned += 1
    top = rest[0]
    direction, turn, stack = 1, 0, 0
    if top.kind is Kind.SKIP:
        turn = 1
    elif top.kind is Kind.REVERSE:
        direction = -1
        turn = 1 if players == 2 else 0
    elif top.draw:
        stack = top.draw
    assert top.color is not None
    events = (
        *(HandDealt(seat, HAND_SIZE, hand) for seat, hand in enumerate(hands)),
        OpeningCard(top, returned),
    )
    return State(
        origin=Origin(NAME, rules, seed, first),
        log=MoveLog(),
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
        events=events,
        history=EventLog().extend(events),
    )

"""A new game, and the start of every hand: the buy-ins (WW3) and the deal (WW2)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import OVER, check_deck, clockwise_from
from cardtable.core.events import Event, EventLog
from cardtable.game import MoveLog, Origin
from cardtable.witch_of_the_woods.deck import full_deck
from cardtable.witch_of_the_woods.events import BoughtIn, HandDealt
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import BETTING, SWAP, HandRecord, State

NAME = "witch-of-the-woods"
"""The game's name in ``cardtable.GAMES`` and in its records."""


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand (C2) from ``deck`` (index 0 on top)
    or from a deck shuffled by ``seed`` (C3, C4).

    >>> state = new_game(seed=3)
    >>> state.phase, state.dealer, state.queue, [len(hand) for hand in state.hands], len(state.camp)
    ('swap', 0, (1, 2, 3, 0), [3, 3, 3, 3], 4)
    >>> new_game(Rules(players=2, betting=True), seed=3).pot
    2
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be witch_of_the_woods.Rules, not {rules!r}")
    order = check_deck(deck, full_deck())
    players = rules.players
    # The table before its first hand: stacks and scores, no cards yet.
    before = State(
        origin=Origin(game=NAME, rules=rules, seed=seed, deck=order),
        log=MoveLog(),
        chance=Chance.from_seed(seed),
        hand_number=0,
        dealer=0,
        phase=OVER,
        queue=(),
        adder=None,
        taking_part=(False,) * players,
        folded=(False,) * players,
        hands=((),) * players,
        drawn=(),
        camp=(),
        deck=(),
        table=(),
        units=(rules.starting_units if rules.betting else 0,) * players,
        pot=0,
        put_in=(0,) * players,
        to_match=0,
        swapped=(None,) * players,
        hands_won=(0,) * players,
        last_hand=None,
        winners=(),
        events=(),
        history=EventLog(),
    )
    return deal_hand(before, dealer=0, units=before.units, pot=0, hands_won=before.hands_won, last_hand=None)


def deal_hand(
    state: State,
    *,
    dealer: int,
    units: tuple[int, ...],
    pot: int,
    hands_won: tuple[int, ...],
    last_hand: HandRecord | None,
    ending: tuple[Event, ...] = (),
) -> State:
    """The hand after ``state``'s, dealt by ``dealer``, the table carrying over the stacks
    (``units``), the ``pot`` (a drawn hand may leave a remainder in it), the hands won and
    the last hand's record (C7). The deal's events (``BoughtIn`` with betting, then
    ``HandDealt``) follow those of the move that ended the last hand in ``events`` (its
    ``ending`` last) and start the new hand's ``history``. First the buy-ins (WW3), then
    three rounds of one card to each player taking part from the dealer's left, the dealer
    last, then one card per player to the Camp (WW2).

    A player who cannot pay the buy-in sits the hand out and is dealt nothing (WW3).

    >>> state = new_game(Rules(players=3, betting=True), seed=5)
    >>> after = deal_hand(state, dealer=1, units=(19, 19, 19), pot=4, hands_won=(0, 0, 0), last_hand=None)
    >>> after.hand_number, after.units, after.pot, after.queue
    (2, (18, 18, 18), 7, (2, 0, 1))
    """
    rules: Rules = state.origin.rules
    players = rules.players
    dealt_events: tuple[Event, ...]
    if rules.betting:
        taking_part = tuple(stack >= rules.buy_in for stack in units)
        put_in = tuple(rules.buy_in if taking else 0 for taking in taking_part)
        units = tuple(stack - paid for stack, paid in zip(units, put_in, strict=True))
        pot += sum(put_in)
        order = clockwise_from(dealer, players, taking_part)
        dealt_events = (BoughtIn(put_in, pot),)
    else:
        taking_part = (True,) * players
        put_in = (0,) * players
        order = clockwise_from(dealer, players)
        dealt_events = ()
    dealt = len(order)
    hand_number = state.hand_number + 1
    given = state.origin.deck if hand_number == 1 else None
    chance = state.chance
    if given is None:
        # Only the dealt cards need an order: they are drawn at random, and the rest of
        # the deck stays unordered until a tie-break draws from it (at random too).
        taken, rest, chance = chance.sample(full_deck(), 4 * dealt)
    else:
        taken, rest = given[: 4 * dealt], given[4 * dealt :]
    hands: list[tuple[Card, ...]] = [()] * players
    for place, seat in enumerate(order):
        hands[seat] = tuple(sorted(taken[place : 3 * dealt : dealt]))
    camp = tuple(sorted(taken[3 * dealt :]))
    dealt_events = (*dealt_events, HandDealt(hand_number, dealer, tuple(hands), len(camp)))
    return State(
        origin=state.origin,
        log=state.log,
        chance=chance,
        hand_number=hand_number,
        dealer=dealer,
        phase=BETTING if rules.betting else SWAP,
        queue=order,
        adder=None,
        taking_part=taking_part,
        folded=(False,) * players,
        hands=tuple(hands),
        drawn=(),
        camp=camp,
        deck=rest,
        table=(),
        units=units,
        pot=pot,
        put_in=put_in,
        to_match=0,
        swapped=(None,) * players,
        hands_won=hands_won,
        last_hand=last_hand,
        winners=(),
        events=(*state.events, *ending, *dealt_events),
        history=EventLog().extend(dealt_events),
    )


def deck_in_order(state: State) -> bool:
    """Whether ``state.deck`` is a known order, top first: only in the first hand of a game
    started from a given deck. Otherwise the deck is unordered and a card taken "off the
    top" is drawn at random from it, as from a shuffled deck (C3, C4).

    >>> deck_in_order(new_game(seed=1)), deck_in_order(new_game(deck=full_deck()))
    (False, True)
    """
    return state.hand_number == 1 and state.origin.deck is not None

"""The start of every hand: the buy-ins (WW3) and the deal (WW2).

The first hand is dealt by ``first_deal`` when a game starts; every later one by
the move that ended the hand before (C7), from the end of the reveal. A fresh hand
sets every field of the table: only the stacks, the pot (a drawn hand may leave a
remainder in it), the hands won, the random stream and the last hand's public
record carry over.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import Change, Event, clockwise_from
from cardtable.witch_of_the_woods.deck import full_deck
from cardtable.witch_of_the_woods.events import BoughtIn, HandDealt
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import BETTING, SWAP, HandRecord


def first_deal(rules: Rules, chance: Chance, order: Sequence[Card] | None) -> Change:
    """The first hand: seat 0 deals (C2) from ``order`` (index 0 on top) if one is given
    (C3), every player holding the starting units with betting.

    >>> change = first_deal(Rules(players=2, betting=True), Chance.from_seed(3), None)
    >>> change.fields["pot"], change.fields["queue"], [len(hand) for hand in change.fields["hands"]]
    (2, (1, 0), [3, 3])
    """
    players = rules.players
    units = (rules.starting_units if rules.betting else 0,) * players
    return deal(
        rules,
        chance,
        hand_number=1,
        dealer=0,
        units=units,
        pot=0,
        hands_won=(0,) * players,
        last_hand=None,
        order=order,
    )


def deal(
    rules: Rules,
    chance: Chance,
    *,
    hand_number: int,
    dealer: int,
    units: tuple[int, ...],
    pot: int,
    hands_won: tuple[int, ...],
    last_hand: HandRecord | None,
    order: Sequence[Card] | None = None,
) -> Change:
    """Hand ``hand_number``, dealt by ``dealer``: the buy-ins, then the cards.

    With betting every player buys in; a player who cannot pay the buy-in sits the hand
    out and is dealt nothing (WW3). The dealer deals three rounds of one card to each
    player taking part, starting left of the dealer (dealer last), then one card per
    player taking part face down to the Mercenary Camp; the rest is the deck (WW2).
    ``order`` fixes the deck (index 0 on top); otherwise the dealt cards are drawn from
    the random stream and the rest of the deck stays unordered until a tie-break draws
    from it (at random too). The betting round, or without betting the swaps, opens
    left of the dealer.

    >>> change = deal(Rules(players=3, betting=True), Chance.from_seed(5), hand_number=2,
    ...               dealer=1, units=(19, 19, 19), pot=4, hands_won=(0, 0, 0), last_hand=None)
    >>> change.fields["units"], change.fields["pot"], change.fields["queue"]
    ((18, 18, 18), 7, (2, 0, 1))
    """
    players = rules.players
    told: list[Event] = []
    if rules.betting:
        taking_part = tuple([stack >= rules.buy_in for stack in units])
        put_in = tuple([rules.buy_in if taking else 0 for taking in taking_part])
        units = tuple([stack - paid for stack, paid in zip(units, put_in, strict=True)])
        pot += sum(put_in)
        told.append(BoughtIn(put_in, pot))
        dealt_to = clockwise_from(dealer, players, taking_part)
    else:
        taking_part = (True,) * players
        put_in = (0,) * players
        dealt_to = clockwise_from(dealer, players)
    count = len(dealt_to)
    if order is None:
        # Only the dealt cards need an order; the rest of the deck is drawn from only at a tie.
        dealt, deck, chance = chance.sample(full_deck(), 4 * count)
    else:
        dealt, deck = tuple(order[: 4 * count]), tuple(order[4 * count :])
    hands: list[tuple[Card, ...]] = [()] * players
    for place, seat in enumerate(dealt_to):
        hands[seat] = tuple(sorted(dealt[place : 3 * count : count]))
    camp = tuple(sorted(dealt[3 * count :]))
    told.append(HandDealt(hand_number, dealer, tuple(hands), len(camp)))
    return Change.dealt(
        *told,
        chance=chance,
        hand_number=hand_number,
        dealer=dealer,
        phase=BETTING if rules.betting else SWAP,
        queue=dealt_to,
        adder=None,
        taking_part=taking_part,
        folded=(False,) * players,
        hands=tuple(hands),
        drawn=(),
        camp=camp,
        deck=deck,
        table=(),
        units=units,
        pot=pot,
        put_in=put_in,
        to_match=0,
        swapped=(None,) * players,
        hands_won=hands_won,
        last_hand=last_hand,
        winners=(),
    )


def next_dealer(dealer: int, players: int, can_pay: Sequence[bool] | None) -> int:
    """The deal passes clockwise to the next seat still in the game (WW2): without
    betting every seat is; with betting, a seat that can pay the buy-in (``can_pay``).

    >>> next_dealer(3, 4, None), next_dealer(0, 4, (True, False, False, True))
    (0, 3)
    """
    if can_pay is None:
        return (dealer + 1) % players
    return clockwise_from(dealer, players, can_pay)[0]

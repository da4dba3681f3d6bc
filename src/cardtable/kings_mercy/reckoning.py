"""The reckoning: the pot is awarded, the hand recorded, and the next hand dealt.

A hand ends either at the showdown, after the Mercy decision, or when all but
one player have folded. The move that ends it also settles it and, unless
the game is over, deals the next hand (C7).
"""

from __future__ import annotations

import operator

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import Change, Event, most, replace_at, split_pot
from cardtable.kings_mercy.deal import deal, next_dealer
from cardtable.kings_mercy.deck import FOOL, winners
from cardtable.kings_mercy.events import Broke, FoldedShown, FoolTurnedUp, GameOver, PotWon, Showdown
from cardtable.kings_mercy.state import HandRecord, MercyChoice, State


def showdown(state: State, mercy: MercyChoice) -> Change:
    """The hands still in are compared, the weakest winning under Mercy; equal best
    hands share the pot, the leftover units going one each to the tied players
    clockwise from the dealer's left (KM11).

    The hand's public record shows every dealt hand, folded ones too, the Mercy
    decision, the winners and payouts, and, where the Fool was undealt, the
    cards turned from the undealt pack until it appeared (KM12).
    """
    active = [seat for seat, out in enumerate(state.out) if not out]
    best = winners([state.hands[seat] for seat in active], mercy=mercy == "invoked")
    tied = [active[index] for index in best]
    fool_reveal, chance = _turn_up_the_fool(state)
    record = HandRecord(
        number=state.number,
        dealer=state.dealer,
        pot=state.pot,
        winners=tuple(tied),
        payouts=split_pot(state.pot, tied, state.dealer, len(state.units)),
        showdown=True,
        hands=state.hands,
        folded=state.folded,
        mercy=mercy,
        fool_reveal=fool_reveal,
    )
    return _pay_out(state, record, chance)


def win_by_folds(state: State, winner: int) -> Change:
    """The last player in takes the pot; the record shows nobody's cards (KM12)."""
    record = HandRecord(
        number=state.number,
        dealer=state.dealer,
        pot=state.pot,
        winners=(winner,),
        payouts=replace_at((0,) * len(state.units), winner, state.pot),
        showdown=False,
        hands=(),
        folded=state.folded,
        mercy=None,
        fool_reveal=(),
    )
    return _pay_out(state, record, state.chance)


def _turn_up_the_fool(state: State) -> tuple[tuple[Card, ...], Chance]:
    """The cards turned from the undealt pack until the Fool appears, if it was not dealt."""
    pack = state.pack
    if FOOL not in pack:
        return (), state.chance
    if state.pack_ordered:
        return pack[: pack.index(FOOL) + 1], state.chance
    # In a uniformly shuffled pack the Fool's depth is uniform and the cards above it
    # are a random ordered sample of the rest: draw just those, not the whole order.
    depth, chance = state.chance.below(len(pack))
    rest = list(pack)
    rest.remove(FOOL)
    turned, _, chance = chance.sample(rest, depth)
    return (*turned, FOOL), chance


def _pay_out(state: State, record: HandRecord, chance: Chance) -> Change:
    """The pot is paid out whole, so units in stacks plus the pot never change (KM15).

    The game ends when fewer than two players can ante the next hand, or once
    the hand limit is reached (KM14); otherwise the next hand is dealt.
    """
    units = tuple(map(operator.add, state.units, record.payouts))
    told = (*_reckoning_told(record), *[Broke(seat) for seat in _gone_broke(state, units)])
    limit = state.rules.max_hands
    if len(units) - units.count(0) < 2 or (limit is not None and state.number >= limit):
        return Change(
            *told,
            GameOver(state.number, units, most(units)),
            chance=chance,
            units=units,
            pot=0,
            last_hand=record,
            phase="over",
            to_act=(),
            bets=(0,) * len(units),
        )
    dealer = next_dealer(state.dealer, units)
    return Change(*told).then(
        deal(chance, number=state.number + 1, dealer=dealer, units=units, last_hand=record)
    )


def _reckoning_told(record: HandRecord) -> tuple[Event, ...]:
    """The reckoning as the table sees it: the active hands turned up together,
    the pot paid, then the folded hands and the cards turned until the Fool (KM12).
    A hand won by folds tells only the pot (KM9)."""
    if not record.showdown:
        return (PotWon(record.pot, record.winners, record.payouts, showdown=False),)
    active = tuple(
        [() if folded else cards for cards, folded in zip(record.hands, record.folded, strict=True)]
    )
    told: list[Event] = [
        Showdown(active, mercy=record.mercy == "invoked"),
        PotWon(record.pot, record.winners, record.payouts, showdown=True),
    ]
    if any(record.folded):
        shown = tuple(
            [cards if folded else () for cards, folded in zip(record.hands, record.folded, strict=True)]
        )
        told.append(FoldedShown(shown))
    if record.fool_reveal:
        told.append(FoolTurnedUp(record.fool_reveal))
    return tuple(told)


def _gone_broke(state: State, units: tuple[int, ...]) -> list[int]:
    """The seats dealt into this hand that end it with no units (KM6)."""
    return [seat for seat, left in enumerate(units) if not left and state.hands[seat]]

"""The deal: the antes, three cards each, and who deals next (KM6, KM7, KM13).

Every hand starts here, the first from ``new_game`` and each later one from
the reckoning of the hand before (C7). A fresh hand is a fresh ``State``:
nothing of the last hand's betting carries over, only the units, the
random stream, the moves so far and the public record of the hand just ended.
"""

from __future__ import annotations

import operator

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import Event, EventLog, clockwise_from
from cardtable.game import MoveLog, Origin
from cardtable.kings_mercy.deck import DECK
from cardtable.kings_mercy.events import Anted, Dealt, HandDealt, RoundOpened, SatOut
from cardtable.kings_mercy.state import HandRecord, State


def deal(
    origin: Origin,
    log: MoveLog,
    chance: Chance,
    *,
    number: int,
    dealer: int,
    units: tuple[int, ...],
    last_hand: HandRecord | None,
    order: tuple[Card, ...] | None = None,
    told: tuple[Event, ...] = (),
) -> State:
    """Hand ``number``: the antes, the deal, and the first betting round open.

    Every player with a unit antes one; a player with none sits the hand out
    and is dealt nothing (KM6). Cards go one at a time clockwise from the
    dealer's left until each player in has three; the rest is the undealt pack
    (KM7). ``order`` fixes the pack (index 0 on top); otherwise the dealt cards
    are drawn from the state's own random stream, and the pack's order is drawn
    only if the reckoning has to turn it. The player dealt the first card, the
    first one in left of the dealer, opens the betting.

    The hand's history starts here with the deal's events; ``told`` are the
    events of the move that ended the hand before, which come first in the
    state's ``events``.

    >>> from cardtable.kings_mercy import Rules, full_deck
    >>> origin = Origin("kings-mercy", Rules(players=3), 0, None)
    >>> state = deal(origin, MoveLog(), Chance.from_seed(0), number=1, dealer=2,
    ...              units=(4, 0, 4), last_hand=None, order=full_deck())
    >>> [" ".join(map(str, cards)) for cards in state.hands]
    ['A♣ 3♣ 5♣', '', '2♣ 4♣ 6♣']
    >>> state.units, state.pot, state.turn
    ((3, 0, 3), 2, 0)
    """
    seats = len(units)
    dealt_to = clockwise_from(dealer, seats, among=[left > 0 for left in units])
    count = len(dealt_to)
    if order is None:
        # Only the dealt cards need a random order now; the pack's is drawn if it is ever turned.
        dealt, pack, chance = chance.sample(DECK, 3 * count)
    else:
        dealt, pack = order[: 3 * count], order[3 * count :]
    hands: list[tuple[Card, ...]] = [()] * seats
    for position, seat in enumerate(dealt_to):
        hands[seat] = dealt[position::count]
    events = (
        HandDealt(number, dealer),
        Anted(dealt_to),
        *[SatOut(seat) for seat, left in enumerate(units) if not left],
        *[Dealt(seat, hands[seat]) for seat in dealt_to],
        RoundOpened(1, dealt_to[0]),
    )
    return State(
        origin=origin,
        log=log,
        chance=chance,
        number=number,
        dealer=dealer,
        units=tuple(left - 1 if left else 0 for left in units),
        pot=count,
        hands=tuple(hands),
        pack=pack,
        phase="betting",
        round=1,
        bets=(0,) * seats,
        raises=0,
        acted=(False,) * seats,
        out=tuple(map(operator.not_, units)),
        turn=dealt_to[0],
        last_hand=last_hand,
        events=(*told, *events),
        history=EventLog().extend(events),
    )


def next_dealer(dealer: int, units: tuple[int, ...]) -> int:
    """The deal passes to the next seat clockwise that still holds units (KM13).

    >>> next_dealer(0, (5, 0, 3, 2))
    2
    """
    return clockwise_from(dealer, len(units), among=[left > 0 for left in units])[0]

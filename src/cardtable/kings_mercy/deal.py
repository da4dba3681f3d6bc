"""The deal: the antes, three cards each, and who deals next (KM6, KM7, KM13).

Every hand starts here, the first from ``new_game`` and each later one from
the reckoning of the hand before (C7). A fresh hand sets every field of the
table: nothing of the last hand's betting carries over, only the units, the
random stream and the public record of the hand just ended.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import Change, clockwise_from
from cardtable.kings_mercy.deck import DECK
from cardtable.kings_mercy.events import Anted, Dealt, HandDealt, RoundOpened, SatOut
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import HandRecord


def first_deal(rules: Rules, chance: Chance, order: Sequence[Card] | None) -> Change:
    """The first hand: seat 0 deals (C2), every player holding the starting units (KM1).

    >>> from cardtable.kings_mercy.deck import full_deck
    >>> change = first_deal(Rules(players=3), Chance.from_seed(1), full_deck())
    >>> change.fields["hands"][1], change.fields["pot"]
    ((Card.parse('A♣'), Card.parse('4♣'), Card.parse('7♣')), 3)
    """
    units = (rules.starting_units,) * rules.players
    return deal(chance, number=1, dealer=0, units=units, last_hand=None, order=order)


def deal(
    chance: Chance,
    *,
    number: int,
    dealer: int,
    units: tuple[int, ...],
    last_hand: HandRecord | None,
    order: Sequence[Card] | None = None,
) -> Change:
    """Hand ``number``: the antes, the deal, and the first betting round open.

    Every player with a unit antes one; a player with none sits the hand out
    and is dealt nothing (KM6). Cards go one at a time clockwise from the
    dealer's left until each player in has three; the rest is the undealt pack
    (KM7). ``order`` fixes the pack (index 0 on top); otherwise the dealt cards
    are drawn from the random stream, and the pack's order is drawn only if the
    reckoning has to turn it. The player dealt the first card, the first one in
    left of the dealer, opens the betting.

    >>> from cardtable.kings_mercy.deck import full_deck
    >>> change = deal(Chance.from_seed(0), number=1, dealer=2, units=(4, 0, 4), last_hand=None,
    ...               order=full_deck())
    >>> [" ".join(map(str, cards)) for cards in change.fields["hands"]]
    ['A♣ 3♣ 5♣', '', '2♣ 4♣ 6♣']
    >>> change.fields["units"], change.fields["pot"], change.fields["to_act"]
    ((3, 0, 3), 2, (0,))
    """
    seats = len(units)
    dealt_to = clockwise_from(dealer, seats, among=units)  # the seats holding units
    count = len(dealt_to)
    if order is None:
        # Only the dealt cards need a random order now; the pack's is drawn if it is ever turned.
        dealt, pack, chance = chance.sample(DECK, 3 * count)
    else:
        dealt, pack = tuple(order[: 3 * count]), tuple(order[3 * count :])
    hands: list[tuple[Card, ...]] = [()] * seats
    for position, seat in enumerate(dealt_to):
        hands[seat] = dealt[position::count]
    return Change.dealt(
        HandDealt(number, dealer),
        Anted(dealt_to),
        *[SatOut(seat) for seat, left in enumerate(units) if not left],
        *[Dealt(seat, hands[seat]) for seat in dealt_to],
        RoundOpened(1, dealt_to[0]),
        chance=chance,
        number=number,
        dealer=dealer,
        units=tuple([left - 1 if left else 0 for left in units]),
        pot=count,
        hands=tuple(hands),
        pack=pack,
        phase="betting",
        round=1,
        bets=(0,) * seats,
        raises=0,
        acted=(False,) * seats,
        out=tuple([not left for left in units]),
        to_act=dealt_to[:1],
        last_hand=last_hand,
    )


def next_dealer(dealer: int, units: tuple[int, ...]) -> int:
    """The deal passes to the next seat clockwise that still holds units (KM13).

    >>> next_dealer(0, (5, 0, 3, 2))
    2
    """
    return clockwise_from(dealer, len(units), among=units)[0]

"""The deal: ten cards to each hand and three to the kitty, in batches (KC1, KC3).

Every hand starts here, the first from ``new_game`` (seat 0 deals, C2) and each
later one from the end of the hand before (C7, KC16). A fresh hand sets every
field of the table: only the scores, the count of hands played, the random
stream and the public record of the hand just ended carry over.

>>> change = first_deal(Rules(), Chance.from_seed(1), None)
>>> change.fields["phase"], [len(hand) for hand in change.fields["hands"]], len(change.fields["kitty"])
('discard', [10, 10, 10], 3)
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import Change, clockwise_from
from cardtable.king_cut_throat.deck import full_deck
from cardtable.king_cut_throat.events import HandDealt
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import DISCARD, HandRecord

BATCHES = (("hands", 3), ("kitty", 3), ("hands", 4), ("hands", 3))
"""The batches of the deal, in order: to every hand, or to the kitty (KC3)."""
PHANTOM = 2
"""Where the phantom hand of a two-player game is dealt: after the dealer (KC1)."""


def left_of(seat: int, players: int) -> int:
    """The next seat clockwise (C1); with two players, the other one: the phantom is no seat (KC1).

    >>> left_of(2, 3), left_of(1, 2)
    (0, 0)
    """
    return (seat + 1) % players


def deal(
    players: int, dealer: int, order: Sequence[Card]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """Deal ``order`` (index 0 on top) in batches: 3 each, 3 to the kitty, 4 each, 3 each (KC3).

    Hands are served clockwise from the dealer's left, the dealer last; with two
    players the phantom hand comes after the dealer. A batch is that many cards
    straight off the top. Returns the players' hands (canonical order), the
    phantom hand (empty with three players) and the kitty in deck order, its
    top card (the one turned) first.

    >>> from cardtable.cards import format_cards
    >>> hands, phantom, kitty = deal(3, 0, full_deck())
    >>> format_cards(kitty), format_cards(hands[1][:3])
    ('7♦ 8♦ 9♦', 'A♣ 7♣ 8♣')
    """
    places = clockwise_from(dealer, players)
    if players == 2:
        places = (*places, PHANTOM)
    held: list[list[Card]] = [[] for _ in range(3)]  # by place: the seats, or two seats and the phantom
    kitty: Sequence[Card] = ()
    top = 0
    for to, batch in BATCHES:
        if to == "kitty":
            kitty = order[top : top + batch]
            top += batch
            continue
        for place in places:
            held[place] += order[top : top + batch]
            top += batch
    hands = tuple([tuple(sorted(held[seat])) for seat in range(players)])
    phantom = tuple(sorted(held[PHANTOM])) if players == 2 else ()
    return hands, phantom, tuple(kitty)


def first_deal(rules: Rules, chance: Chance, order: Sequence[Card] | None) -> Change:
    """The first hand: seat 0 deals (C2), from ``order`` if the caller gave one (C3, C4),
    every score at 0.

    >>> change = first_deal(Rules(players=2), Chance.from_seed(3), None)
    >>> [len(hand) for hand in change.fields["hands"]], len(change.fields["phantom"]), change.fields["dealer"]
    ([10, 10], 10, 0)
    """
    return deal_hand(
        chance, dealer=0, hands_played=0, scores=(0,) * rules.players, last_hand=None, order=order
    )


def deal_hand(
    chance: Chance,
    *,
    dealer: int,
    hands_played: int,
    scores: tuple[int, ...],
    last_hand: HandRecord | None,
    order: Sequence[Card] | None = None,
) -> Change:
    """A new hand dealt by ``dealer``, shuffled (seeded) unless ``order`` is given: every
    real player then discards, all at once (KC4). Its events begin the hand's history.
    """
    if order is None:
        order, chance = chance.shuffled(full_deck())
    players = len(scores)
    hands, phantom, kitty = deal(players, dealer, order)
    return Change.dealt(
        HandDealt(hands_played + 1, dealer, hands, phantom if players == 2 else None, kitty),
        chance=chance,
        phase=DISCARD,
        dealer=dealer,
        hands_played=hands_played,
        scores=scores,
        hands=hands,
        phantom=phantom,
        kitty=kitty,
        turned=None,
        barred=None,
        outside=(),
        discards=((),) * players,
        to_act=clockwise_from(dealer, players),
        passes=0,
        trump=None,
        maker=None,
        receiver=None,
        received=(),
        trick=(),
        tricks=(),
        tricks_won=(0,) * players,
        mediator=None,
        showdown_tricks=None,
        showdown_discards=(),
        last_hand=last_hand,
    )

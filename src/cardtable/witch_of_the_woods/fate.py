"""The Fate of Play (WW5), when the swaps are over.

A player still in who holds the Witch takes one blind card from the Camp (no
choice in it, so no move), then trades one of their non-Witch cards for a blind
card from another player still in, of their choice (``WitchTrade``). Who was
targeted is public; the cards traded are known only to the two players. The
holder so shows four cards at the reveal. A Witch in the Camp, undealt or in a
folded hand does nothing.

>>> from cardtable.cards import parse_cards
>>> from cardtable.witch_of_the_woods import Rules, StandPat, apply_move, full_deck, new_game
>>> top = parse_cards("RJ 3C 5D 6D 9H 10H AS 2S")  # seat 1: the Witch, 5D, 9H
>>> state = new_game(Rules(players=2), deck=top + tuple(c for c in full_deck() if c not in top))
>>> state = apply_move(apply_move(state, StandPat(1)), StandPat(0))
>>> state.phase, state.queue, len(state.hands[1]), len(state.camp)
('fate', (1,), 4, 1)
>>> trade_moves(state, 1)[0]
WitchTrade(player=1, give=Card.parse('5♦'), target=0)
>>> after = apply_move(state, trade_moves(state, 1)[0])
>>> after.last_hand.witch, after.last_hand.witch_target, len(after.last_hand.scores[1].cards)
(1, 0, 4)
"""

from __future__ import annotations

from cardtable.core import Change, Shared, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.witch_of_the_woods.deck import WITCH, card_name
from cardtable.witch_of_the_woods.events import TookFromCamp, Traded
from cardtable.witch_of_the_woods.moves import WitchTrade
from cardtable.witch_of_the_woods.reveal import reveal
from cardtable.witch_of_the_woods.state import FATE, State, players_in

# Each trade, made once (``core.Shared``): the few a holder is offered come up hand after hand.
TRADES = Shared(WitchTrade)


def after_swaps(state: State) -> Change:
    """The swaps are over (``state`` is the table as they left it): the Witch holder takes
    a blind card from the Camp and the Fate of Play waits on their trade; with no Witch in
    a hand still in, straight to the reveal."""
    holder = witch_holder(state)
    if holder is None:
        return reveal(state)
    camp = state.camp
    index, chance = state.chance.below(len(camp))
    taken = camp[index]
    return Change(
        TookFromCamp(holder, taken),
        chance=chance,
        phase=FATE,
        queue=(holder,),
        hands=replace_at(state.hands, holder, tuple(sorted((*state.hands[holder], taken)))),
        camp=camp[:index] + camp[index + 1 :],
    )


def witch_holder(state: State) -> int | None:
    """The player still in who holds the Witch, if any (a seat sitting out holds no cards)."""
    for seat, hand in enumerate(state.hands):
        if WITCH in hand and not state.folded[seat]:
            return seat
    return None


def trade_moves(state: State, seat: int) -> tuple[WitchTrade, ...]:
    """Each non-Witch card to give, to each other player still in, from the holder's left."""
    others = _others_in(state, seat)
    gives = state.hands[seat][:3]  # the Witch sorts last: the other three cards
    return tuple([TRADES[seat, give, target] for give in gives for target in others])


def trade(state: State, move: WitchTrade) -> Change:
    """The holder gives ``move.give`` to ``move.target`` and takes a card at random from
    the target's hand; then the reveal."""
    seat, give, target = move.player, move.give, move.target
    hand = state.hands[seat]
    if give not in hand:
        raise IllegalMove(f"seat {seat} cannot give {card_name(give)}: they do not hold it")
    if give == WITCH:
        raise IllegalMove(f"seat {seat} cannot give the Witch: the trade is of a non-Witch card")
    still_in = 0 <= target < len(state.hands) and state.taking_part[target] and not state.folded[target]
    if target == seat or not still_in:
        listed = ", ".join(f"seat {other}" for other in _others_in(state, seat))
        raise IllegalMove(
            f"seat {seat} cannot trade with {target}: the target is another player still in the hand "
            f"({listed})"
        )
    theirs = state.hands[target]
    index, chance = state.chance.below(len(theirs))
    taken = theirs[index]
    hands = replace_at(state.hands, seat, tuple(sorted([*(card for card in hand if card != give), taken])))
    hands = replace_at(hands, target, tuple(sorted([*(card for card in theirs if card != taken), give])))
    traded = Change(Traded(seat, target, give, taken), chance=chance, queue=(), hands=hands)
    return traded.then(reveal(evolve(state, **traded.fields), trade=move))


def _others_in(state: State, seat: int) -> tuple[int, ...]:
    """The other players still in, clockwise from ``seat``'s left (``seat`` itself comes last)."""
    return players_in(state, left_of=seat)[:-1]

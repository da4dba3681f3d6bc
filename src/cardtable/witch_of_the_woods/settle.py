"""The end of a hand and of the game (WW8): the pot and the hand won, then the end of
the game or the next deal (C7). Every hand ends here, whether at the reveal or by folds."""

from __future__ import annotations

from operator import add

from cardtable.core import OVER, clockwise_from, evolve, most, replace_at, split_pot
from cardtable.core.events import Event
from cardtable.witch_of_the_woods.deal import deal_hand
from cardtable.witch_of_the_woods.events import Broke, GameOver, HandDrawn, HandWon
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import HandRecord, State


def settle(state: State, record: HandRecord, shown: tuple[Event, ...] = ()) -> State:
    """Pay out and count the hand ``record`` describes, keep the record as ``last_hand``
    (WW10), then end the game or deal the next hand (C7).

    ``state`` is the table as the hand's last move left it. A hand won by a player,
    at the reveal or because everyone else folded, counts as a hand won and, with
    betting, takes the whole pot. A drawn hand (WW7, convention C or a void round) is
    won by nobody: with betting the pot is split evenly among the players still tied
    and the remainder stays in the pot for the next hand. With betting, ``shares`` and
    ``carried`` are filled in here.

    ``shown`` are the reveal's events (``Revealed``, ``TieBroken``), told after those
    already in ``state.events`` and before the hand's result (``HandWon`` or ``HandDrawn``).
    """
    rules: Rules = state.origin.rules
    players = len(state.hands)
    hands_won, units, pot = state.hands_won, state.units, state.pot
    if record.winners:
        winner = record.winners[0]
        hands_won = replace_at(hands_won, winner, hands_won[winner] + 1)
        shares = replace_at((0,) * players, winner, pot)
    else:
        tied = record.drawn_between
        share = pot // len(tied)
        shares = tuple(share if seat in tied else 0 for seat in range(players))
    if rules.betting:
        units = tuple(map(add, units, shares))
        pot -= sum(shares)
        record = evolve(record, shares=shares, carried=pot)
    paid = record.shares
    result: Event
    if record.winners:
        result = HandWon(
            record.number, record.winners[0], record.decided_by, None if paid is None else paid[winner]
        )
    else:
        tied = record.drawn_between
        result = HandDrawn(record.number, tied, None if paid is None else paid[tied[0]], record.carried)
    return _next_hand(state, record, (*shown, result), units=units, pot=pot, hands_won=hands_won)


def _next_hand(
    state: State,
    record: HandRecord,
    ending: tuple[Event, ...],
    *,
    units: tuple[int, ...],
    pot: int,
    hands_won: tuple[int, ...],
) -> State:
    """The game ends (WW8), or the deal passes clockwise to the next seat still in the
    game and the next hand is dealt (WW2, C7), with the stacks, pot and hands won the
    settled hand left.

    The game ends when a player has won ``hands_to_win`` hands (they win), after
    ``max_hands`` hands, or, with betting, when fewer than two players can pay the
    buy-in; then the players with the most units (betting) or most hands won win.
    A remainder still in the pot goes to the winners, split as KM11.
    """
    rules: Rules = state.origin.rules
    players = rules.players
    reached = tuple(seat for seat in range(players) if hands_won[seat] >= rules.hands_to_win)
    last = rules.max_hands is not None and state.hand_number >= rules.max_hands
    # Without betting everyone stays in the game.
    can_pay = [stack >= rules.buy_in for stack in units] if rules.betting else None
    if can_pay is not None:
        broke = [
            Broke(seat, units[seat])
            for seat in range(players)
            if state.taking_part[seat] and not can_pay[seat]
        ]
        ending = (*ending, *broke)
    if not reached and not last and (can_pay is None or sum(can_pay) >= 2):
        dealer = clockwise_from(state.dealer, players, can_pay)[0]
        return deal_hand(
            state, dealer=dealer, units=units, pot=pot, hands_won=hands_won, last_hand=record, ending=ending
        )
    winners = reached or most(units if rules.betting else hands_won)
    if pot:  # only ever with betting
        units = tuple(map(add, units, split_pot(pot, winners, state.dealer, players)))
    points = units if rules.betting else hands_won
    return evolve(
        state,
        events=(*state.events, *ending, GameOver(winners, points)),
        phase=OVER,
        queue=(),
        adder=None,
        drawn=(),
        units=units,
        pot=0,
        hands_won=hands_won,
        last_hand=record,
        winners=winners,
    )

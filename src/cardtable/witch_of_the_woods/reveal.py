"""The Reveal, and the end of every hand (WW7, WW8, WW10, C7).

Starting left of the dealer, every player still in shows their hand and its Hand
Score (``deck.breakdown``, WW6), and the hand's public record is made
(``HandRecord``, WW10). The highest score wins. Tied top scorers, in seat order
from the dealer's left, each draw one blind card from the Camp (from the top of
the deck once the Camp is empty) and add its value. If still tied, the table's
``tie_convention`` decides:

- ``A``: the tied players take cards off the top of the deck in full rounds
  from the dealer's left, adding values; after each round only those tied for
  the top go on. If the deck cannot finish a round, that round is void (no card
  is taken) and C applies among those still tied.
- ``B``: a tied Witch holder wins (a Witch drawn in a tie-break counts, with
  value 0 and no Fate of Play); otherwise as A, the check repeated after each
  round.
- ``C``: the hand is drawn. With betting the pot is split evenly among the
  tied players and the remainder stays in the pot for the next hand; without
  betting nobody wins the hand.

A hand ends here whether it reached the reveal or everyone else folded (a hand
won by folds shows no cards). The winner takes the pot and counts a hand won;
then the game ends (WW8) or the deal passes on and the next hand is dealt, in
the same move (C7).
"""

from __future__ import annotations

from operator import add

from cardtable.cards import Card
from cardtable.core import OVER, Change, Event, clockwise_from, evolve, most, replace_at, split_pot
from cardtable.witch_of_the_woods.deal import deal, next_dealer
from cardtable.witch_of_the_woods.deck import VALUE, WITCH, Score, breakdown
from cardtable.witch_of_the_woods.events import Broke, GameOver, HandDrawn, HandWon, Revealed, TieBroken
from cardtable.witch_of_the_woods.moves import WitchTrade
from cardtable.witch_of_the_woods.state import HandRecord, State


def reveal(state: State, trade: WitchTrade | None = None) -> Change:
    """Show the hands of the players still in and score them (WW6); the best total wins,
    and ties are broken as WW7 says. The hand's public record (WW10) shows the hands
    revealed with their scores, who made the Witch's trade with whom, the tie-break
    cards, the winners and the pot shares.

    ``state`` is the table as the swaps or the Fate of Play left it; ``trade`` is the
    Witch's trade, if there was one.
    """
    players = len(state.hands)
    taking_part, folded = state.taking_part, state.folded
    scores: list[Score | None] = [None] * players
    totals: list[int | None] = [None] * players
    shown_hands: list[tuple[Card, ...] | None] = [None] * players
    for seat, hand in enumerate(state.hands):
        if taking_part[seat] and not folded[seat]:
            score = scores[seat] = breakdown(hand)
            totals[seat] = score.total
            shown_hands[seat] = hand
    best = max([total for total in totals if total is not None])
    tied = [seat for seat in clockwise_from(state.dealer, players) if totals[seat] == best]
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=folded,
        swapped=state.swapped,
        witch=None if trade is None else trade.player,
        witch_target=None if trade is None else trade.target,
        scores=tuple(scores),
        tied=(),
        camp_draws=(None,) * players,
        deck_rounds=(),
        void_round=False,
        totals=tuple(totals),
        decided_by="score",
        winners=(tied[0],),
        drawn_between=(),
        shares=None,
        carried=None,
    )
    shown = Revealed(tuple(shown_hands), record.totals)
    if len(tied) == 1:
        return _pay_out(state, record, shown)
    tie, record = _break_tie(state, record, tied)
    return Change(shown).then(tie).then(_pay_out(evolve(state, **tie.fields), record))


def won_by_folds(state: State, winner: int) -> Change:
    """Everyone else folded: the last player takes the pot and wins the hand, and no
    hand is shown (WW3, WW7)."""
    players = len(state.hands)
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=state.folded,
        swapped=state.swapped,
        witch=None,
        witch_target=None,
        scores=(None,) * players,
        tied=(),
        camp_draws=(None,) * players,
        deck_rounds=(),
        void_round=False,
        totals=(None,) * players,
        decided_by="folds",
        winners=(winner,),
        drawn_between=(),
        shares=None,
        carried=None,
    )
    return _pay_out(state, record)


# --- Ties ---------------------------------------------------------------------------


def _break_tie(state: State, record: HandRecord, tied: list[int]) -> tuple[Change, HandRecord]:
    """The Camp draw, then the table's convention (WW7).

    Returns the tie-break as the table sees it, with the cards drawn taken from the Camp
    and the deck (and kept apart in ``table``), and the record with the tie-break cards,
    the totals, how the hand was decided and by whom (one winner, or the players of a
    drawn hand).
    """
    convention = state.rules.tie_convention
    players = len(state.hands)
    totals = {seat: total for seat, total in enumerate(record.totals) if total is not None}
    chance = state.chance
    camp = list(state.camp)
    deck = list(state.deck)
    from_the_top = state.deck_in_order
    table: list[Card] = []
    witch = next((seat for seat in tied if WITCH in state.hands[seat]), None)

    def draw_for(seat: int, *, from_camp: bool) -> Card:
        """A tie-break card for ``seat``: from the Camp while it lasts (the first draw), else
        off the deck. Its value counts, and a Witch drawn counts as held (convention B)."""
        nonlocal chance, witch
        if from_camp and camp:
            index, chance = chance.below(len(camp))
            card = camp.pop(index)
        elif from_the_top:
            card = deck.pop(0)
        else:
            index, chance = chance.below(len(deck))
            card = deck.pop(index)
        table.append(card)
        totals[seat] += VALUE[card]
        if card == WITCH:
            witch = seat
        return card

    camp_draws: list[Card | None] = [None] * players
    for seat in tied:
        camp_draws[seat] = draw_for(seat, from_camp=True)
    still = _leaders(tied, totals)
    decided_by = "camp"
    deck_rounds: list[tuple[Card | None, ...]] = []
    void_round = False
    while len(still) > 1:
        if convention == "B" and witch in still:
            still = [witch]
            decided_by = "witch"
            break
        if convention == "C":
            decided_by = "draw"
            break
        if len(deck) < len(still):
            void_round = True
            decided_by = "draw"
            break
        taken: list[Card | None] = [None] * players
        for seat in still:
            taken[seat] = draw_for(seat, from_camp=False)
        deck_rounds.append(tuple(taken))
        still = _leaders(still, totals)
        decided_by = "deck"
    drawn = decided_by == "draw"
    record = evolve(
        record,
        tied=tuple(tied),
        camp_draws=tuple(camp_draws),
        deck_rounds=tuple(deck_rounds),
        void_round=void_round,
        totals=tuple([totals.get(seat) for seat in range(players)]),
        decided_by=decided_by,
        winners=() if drawn else (still[0],),
        drawn_between=tuple(still) if drawn else (),
    )
    broken = TieBroken(record.camp_draws, record.deck_rounds, record.void_round, record.totals)
    return Change(broken, chance=chance, camp=tuple(camp), deck=tuple(deck), table=tuple(table)), record


def _leaders(seats: list[int], totals: dict[int, int]) -> list[int]:
    """Those of ``seats`` tied for the best total, in the same order."""
    best = max(totals[seat] for seat in seats)
    return [seat for seat in seats if totals[seat] == best]


# --- The pot, the hand won, and what comes next ------------------------------------


def _pay_out(state: State, record: HandRecord, *shown: Event) -> Change:
    """Pay out and count the hand ``record`` describes, keep the record as ``last_hand``
    (WW10), then end the game or deal the next hand (C7); the reveal's events ``shown``
    are told first.

    ``state`` is the table as the hand's last move (and any tie-break) left it. A hand
    won by a player, at the reveal or because everyone else folded, counts as a hand won
    and, with betting, takes the whole pot. A drawn hand (WW7, convention C or a void
    round) is won by nobody: with betting the pot is split evenly among the players
    still tied and the remainder stays in the pot for the next hand. With betting, the
    record's ``shares`` and ``carried`` are filled in here.
    """
    players = len(state.hands)
    hands_won, units, pot = state.hands_won, state.units, state.pot
    winners = record.winners
    if winners:
        hands_won = replace_at(hands_won, winners[0], hands_won[winners[0]] + 1)
    if state.rules.betting:
        if winners:
            shares = replace_at((0,) * players, winners[0], pot)
        else:
            tied = record.drawn_between
            share = pot // len(tied)
            shares = tuple([share if seat in tied else 0 for seat in range(players)])
        units = tuple(map(add, units, shares))
        pot -= sum(shares)
        record = evolve(record, shares=shares, carried=pot)
    told = [*shown, _result(record)]
    return _next_hand(state, record, told, units=units, pot=pot, hands_won=hands_won)


def _result(record: HandRecord) -> Event:
    """The hand's result as the table is told it: who won it and how, or who it was drawn
    between, with the units taken from the pot (``None`` without betting)."""
    shares = record.shares
    if record.winners:
        winner = record.winners[0]
        return HandWon(record.number, winner, record.decided_by, None if shares is None else shares[winner])
    tied = record.drawn_between
    return HandDrawn(record.number, tied, None if shares is None else shares[tied[0]], record.carried)


def _next_hand(
    state: State,
    record: HandRecord,
    told: list[Event],
    *,
    units: tuple[int, ...],
    pot: int,
    hands_won: tuple[int, ...],
) -> Change:
    """The game ends (WW8), or the deal passes clockwise to the next seat still in the
    game and the next hand is dealt (WW2, C7), with the stacks, pot and hands won the
    hand just ended left.

    The game ends when a player has won ``hands_to_win`` hands (they win), after
    ``max_hands`` hands, or, with betting, when fewer than two players can pay the
    buy-in; then the players with the most units (betting) or most hands won win.
    A remainder still in the pot goes to the winners, split as KM11.
    """
    rules = state.rules
    players = len(units)
    can_pay = None  # without betting everyone stays in the game
    if rules.betting:
        can_pay = [stack >= rules.buy_in for stack in units]
        told += [
            Broke(seat, units[seat])
            for seat in range(players)
            if state.taking_part[seat] and not can_pay[seat]
        ]
    reached = max(hands_won) >= rules.hands_to_win
    last = rules.max_hands is not None and state.hand_number >= rules.max_hands
    if not reached and not last and (can_pay is None or sum(can_pay) >= 2):
        next_deal = deal(
            rules,
            state.chance,
            hand_number=state.hand_number + 1,
            dealer=next_dealer(state.dealer, players, can_pay),
            units=units,
            pot=pot,
            hands_won=hands_won,
            last_hand=record,
        )
        return Change(*told).then(next_deal)
    if reached:
        winners = tuple([seat for seat, won in enumerate(hands_won) if won >= rules.hands_to_win])
    else:
        winners = most(units if rules.betting else hands_won)
    if pot:  # only ever with betting
        units = tuple(map(add, units, split_pot(pot, winners, state.dealer, players)))
    points = units if rules.betting else hands_won
    return Change(
        *told,
        GameOver(winners, points),
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

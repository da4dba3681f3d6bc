"""The reveal, ties and the settlement of a hand (WW6, WW7, WW10).

Every player still in shows their hand and its Hand Score. The highest score
wins. Tied top scorers, in seat order from the dealer's left, each draw one
blind card from the Camp (from the top of the deck once the Camp is empty) and
add its value. If still tied, the table's ``tie_convention`` decides:

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
"""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.witch_of_the_woods.deal import end_hand, still_in
from cardtable.witch_of_the_woods.deck import WITCH
from cardtable.witch_of_the_woods.options import Rules
from cardtable.witch_of_the_woods.scoring import VALUES, Score, breakdown_sorted
from cardtable.witch_of_the_woods.state import HandRecord, State, replaced


def _leaders(seats: list[int], totals: list[int]) -> list[int]:
    best = max(totals[seat] for seat in seats)
    return [seat for seat in seats if totals[seat] == best]


def reveal(state: State, *, witch: int | None, witch_target: int | None) -> State:
    """Reveal, break ties, settle the pot and the hand, then end the game or deal on.

    ``state`` is the table just after the last swap or the Fate of Play trade;
    ``witch`` and ``witch_target`` name the Fate of Play's two seats, if any.
    """
    rules: Rules = state.origin.rules
    players = len(state.hands)
    order = still_in(state.dealer, state.taking_part, state.folded)
    scores: list[Score | None] = [None] * players
    totals = [0] * players
    for seat in order:
        score = breakdown_sorted(state.hands[seat])
        scores[seat] = score
        totals[seat] = score.total
    tied = _leaders(list(order), totals)
    went_to_tie = tuple(tied) if len(tied) > 1 else ()
    chance = state.chance
    camp = list(state.camp)
    deck = state.deck
    top = 0
    table: list[Card] = []
    camp_draws: list[Card | None] = [None] * players
    deck_rounds: list[tuple[Card | None, ...]] = []
    void_round = False
    decided_by = "score"
    if len(tied) > 1:
        witch_seat = next((seat for seat in order if WITCH in state.hands[seat]), None)
        for seat in tied:
            if camp:
                index, chance = chance.below(len(camp))
                card = camp.pop(index)
            else:
                card = deck[top]
                top += 1
            camp_draws[seat] = card
            table.append(card)
            totals[seat] += VALUES[card]
            if card is WITCH:
                witch_seat = seat
        tied = _leaders(tied, totals)
        decided_by = "camp"
        convention = rules.tie_convention
        while len(tied) > 1:
            if convention == "B" and witch_seat in tied:
                tied = [witch_seat]
                decided_by = "witch"
                break
            if convention == "C":
                decided_by = "draw"
                break
            if len(deck) - top < len(tied):
                void_round = True
                decided_by = "draw"
                break
            taken: list[Card | None] = [None] * players
            for seat in tied:
                card = deck[top]
                top += 1
                taken[seat] = card
                table.append(card)
                totals[seat] += VALUES[card]
                if card is WITCH:
                    witch_seat = seat
            deck_rounds.append(tuple(taken))
            tied = _leaders(tied, totals)
            decided_by = "deck"
    units = list(state.units)
    pot = state.pot
    hands_won = state.hands_won
    shares: tuple[int, ...] | None = None
    carried: int | None = None
    if decided_by == "draw":
        winners: tuple[int, ...] = ()
        drawn_between = tuple(tied)
        if rules.betting:
            share = pot // len(tied)
            for seat in tied:
                units[seat] += share
            shares = tuple(share if seat in tied else 0 for seat in range(players))
            pot -= share * len(tied)
            carried = pot
    else:
        winner = tied[0]
        winners = (winner,)
        drawn_between = ()
        hands_won = replaced(hands_won, winner, hands_won[winner] + 1)
        if rules.betting:
            units[winner] += pot
            shares = tuple(pot if seat == winner else 0 for seat in range(players))
            pot = 0
            carried = 0
    shown = set(order)
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=state.folded,
        swapped=state.swapped,
        witch=witch,
        witch_target=witch_target,
        scores=tuple(scores),
        tied=went_to_tie,
        camp_draws=tuple(camp_draws),
        deck_rounds=tuple(deck_rounds),
        void_round=void_round,
        totals=tuple(totals[seat] if seat in shown else None for seat in range(players)),
        decided_by=decided_by,
        winners=winners,
        drawn_between=drawn_between,
        shares=shares,
        carried=carried,
    )
    return end_hand(
        state,
        chance=chance,
        camp=tuple(camp),
        deck=deck[top:],
        table=tuple(table),
        units=tuple(units),
        pot=pot,
        hands_won=hands_won,
        record=record,
    )

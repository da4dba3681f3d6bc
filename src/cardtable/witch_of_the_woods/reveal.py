"""The reveal and its ties (WW7).

Every player still in shows their hand and its Hand Score (``scoring``, WW6),
and the hand's public record is made (``HandRecord``, WW10). The highest score
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
from cardtable.core import evolve
from cardtable.witch_of_the_woods.deal import deck_in_order
from cardtable.witch_of_the_woods.deck import WITCH
from cardtable.witch_of_the_woods.events import Revealed, TieBroken
from cardtable.witch_of_the_woods.moves import WitchTrade
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.scoring import VALUE, Score, breakdown
from cardtable.witch_of_the_woods.settle import settle
from cardtable.witch_of_the_woods.state import HandRecord, State, players_in


def reveal(state: State, trade: WitchTrade | None = None) -> State:
    """Show the hands of the players still in and score them (WW6); the best total wins,
    ties are broken as WW7 says; the hand's public record (WW10) goes to ``settle``.

    ``state`` is the table as the swaps or the Fate of Play left it; ``trade`` is the
    Witch's trade, if there was one (who made it and with whom is public).
    """
    players = len(state.hands)
    scores: list[Score | None] = [None] * players
    totals = [-1] * players
    for seat, hand in enumerate(state.hands):
        if state.taking_part[seat] and not state.folded[seat]:
            score = scores[seat] = breakdown(hand)
            totals[seat] = score.total
    best = max(totals)
    if totals.count(best) == 1:  # most hands: one best score, no tie to order
        tied = [totals.index(best)]
    else:
        tied = [seat for seat in players_in(state) if totals[seat] == best]  # from the dealer's left
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=state.folded,
        swapped=state.swapped,
        witch=None if trade is None else trade.player,
        witch_target=None if trade is None else trade.target,
        scores=tuple(scores),
        tied=(),
        camp_draws=(None,) * players,
        deck_rounds=(),
        void_round=False,
        totals=tuple([None if score is None else score.total for score in scores]),
        decided_by="score",
        winners=(tied[0],),
        drawn_between=(),
        shares=None,
        carried=None,
    )
    shown = Revealed(tuple([None if score is None else score.cards for score in scores]), record.totals)
    if len(tied) > 1:
        state, record = _break_tie(state, record, tied, totals)
        broken = TieBroken(record.camp_draws, record.deck_rounds, record.void_round, record.totals)
        return settle(state, record, (shown, broken))
    return settle(state, record, (shown,))


def _break_tie(
    state: State, record: HandRecord, tied: list[int], totals: list[int]
) -> tuple[State, HandRecord]:
    """The Camp draw, then the table's convention (WW7).

    Returns the table with the cards drawn taken from the Camp and the deck (and kept
    apart in ``table``), and the record with the tie-break cards, the totals, how the
    hand was decided and by whom (one winner, or the players of a drawn hand).
    """
    rules: Rules = state.origin.rules
    players = len(state.hands)
    chance = state.chance
    camp = list(state.camp)
    deck = list(state.deck)
    from_the_top = deck_in_order(state)
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
        if rules.tie_convention == "B" and witch in still:
            still = [witch]
            decided_by = "witch"
            break
        if rules.tie_convention == "C":
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
        totals=tuple([None if score is None else totals[seat] for seat, score in enumerate(record.scores)]),
        decided_by=decided_by,
        winners=() if drawn else (still[0],),
        drawn_between=tuple(still) if drawn else (),
    )
    return evolve(state, chance=chance, camp=tuple(camp), deck=tuple(deck), table=tuple(table)), record


def _leaders(seats: list[int], totals: list[int]) -> list[int]:
    """Those of ``seats`` tied for the best total, in the same order."""
    best = max(totals[seat] for seat in seats)
    return [seat for seat in seats if totals[seat] == best]

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
from cardtable.chance import Chance
from cardtable.game import MoveLog
from cardtable.witch_of_the_woods.deal import deck_in_order, end_hand, still_in
from cardtable.witch_of_the_woods.deck import WITCH
from cardtable.witch_of_the_woods.options import Rules
from cardtable.witch_of_the_woods.scoring import VALUES, Score, breakdown_sorted
from cardtable.witch_of_the_woods.state import HandRecord, State, replaced, witch_holder


def _leaders(seats: list[int], totals: list[int]) -> list[int]:
    best = max(totals[seat] for seat in seats)
    return [seat for seat in seats if totals[seat] == best]


def reveal(
    state: State,
    *,
    log: MoveLog,
    chance: Chance,
    hands: tuple[tuple[Card, ...], ...],
    camp: tuple[Card, ...],
    swapped: tuple[int | None, ...],
    returned: tuple[tuple[Card, ...], ...],
    witch: int | None,
    witch_target: int | None,
) -> State:
    """Reveal, break ties, settle the pot and the hand, then end the game or deal on.

    ``state`` is the table before the move that ended the swaps or the Fate of
    Play; the keywords are what that move changed. ``witch`` and ``witch_target``
    name the Fate of Play's two seats, if any.
    """
    rules: Rules = state.origin.rules
    players = len(hands)
    order = still_in(state.dealer, state.taking_part, state.folded)
    scores: list[Score | None] = [None] * players
    totals: list[int] = [0] * players
    best = -1
    tied: list[int] = []  # the top scorers so far, from the dealer's left
    for seat in order:
        score = breakdown_sorted(hands[seat])
        scores[seat] = score
        total = totals[seat] = score.total
        if total > best:
            best = total
            tied = [seat]
        elif total == best:
            tied.append(seat)
    deck = state.deck
    table: tuple[Card, ...] = ()
    camp_draws: tuple[Card | None, ...] = (None,) * players
    deck_rounds: tuple[tuple[Card | None, ...], ...] = ()
    void_round = False
    went_to_tie: tuple[int, ...] = ()
    decided_by = "score"
    if len(tied) > 1:
        went_to_tie = tuple(tied)
        tie = _break_tie(state, rules, order, tied, totals, hands, camp, chance)
        tied, chance, camp, deck, table, camp_draws, deck_rounds, void_round, decided_by = tie
    pot = state.pot
    hands_won = state.hands_won
    units = state.units
    shares: tuple[int, ...] | None = None
    carried: int | None = None
    if decided_by == "draw":
        winners: tuple[int, ...] = ()
        drawn_between = tuple(tied)
        if rules.betting:
            share = pot // len(tied)
            stacks = list(units)
            for seat in tied:
                stacks[seat] += share
            units = tuple(stacks)
            shares = tuple(share if seat in tied else 0 for seat in range(players))
            pot -= share * len(tied)
            carried = pot
    else:
        winner = tied[0]
        winners = (winner,)
        drawn_between = ()
        hands_won = replaced(hands_won, winner, hands_won[winner] + 1)
        if rules.betting:
            units = replaced(units, winner, units[winner] + pot)
            shares = replaced((0,) * players, winner, pot)
            pot = 0
            carried = 0
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        folded=state.folded,
        swapped=swapped,
        witch=witch,
        witch_target=witch_target,
        scores=tuple(scores),
        tied=went_to_tie,
        camp_draws=camp_draws,
        deck_rounds=deck_rounds,
        void_round=void_round,
        # A list made first: tuple() over a generator is slower.
        totals=tuple([totals[seat] if score is not None else None for seat, score in enumerate(scores)]),
        decided_by=decided_by,
        winners=winners,
        drawn_between=drawn_between,
        shares=shares,
        carried=carried,
    )
    return end_hand(
        state,
        log=log,
        hands=hands,
        folded=state.folded,
        put_in=state.put_in,
        swapped=swapped,
        returned=returned,
        chance=chance,
        camp=camp,
        deck=deck,
        table=table,
        units=units,
        pot=pot,
        hands_won=hands_won,
        record=record,
    )


_Tie = tuple[
    list[int],
    Chance,
    tuple[Card, ...],
    tuple[Card, ...],
    tuple[Card, ...],
    tuple[Card | None, ...],
    tuple[tuple[Card | None, ...], ...],
    bool,
    str,
]


def _break_tie(
    state: State,
    rules: Rules,
    order: tuple[int, ...],
    tied: list[int],
    totals: list[int],
    hands: tuple[tuple[Card, ...], ...],
    camp_now: tuple[Card, ...],
    chance: Chance,
) -> _Tie:
    """The Camp draw, then the table's convention (WW7). ``totals`` gains the cards drawn.

    Returns who is still ahead (one winner, or the players of a drawn hand), the
    stream, the Camp, the deck and the tie-break cards after, and how it was decided.
    """
    players = len(hands)
    camp = list(camp_now)
    deck = list(state.deck)
    in_order = deck_in_order(state)
    table: list[Card] = []
    camp_draws: list[Card | None] = [None] * players
    deck_rounds: list[tuple[Card | None, ...]] = []
    void_round = False

    witch_seat = witch_holder(hands, order)

    def draw_for(seat: int, *, from_camp: bool) -> Card:
        """A tie-break card for ``seat``: from the Camp while it lasts (the first draw), else
        off the deck. Its value counts, and a Witch drawn counts as held (convention B)."""
        nonlocal chance, witch_seat
        if from_camp and camp:
            index, chance = chance.below(len(camp))
            card = camp.pop(index)
        elif in_order:
            card = deck.pop(0)
        else:
            index, chance = chance.below(len(deck))
            card = deck.pop(index)
        table.append(card)
        totals[seat] += VALUES[card]
        if card is WITCH:
            witch_seat = seat
        return card

    for seat in tied:
        camp_draws[seat] = draw_for(seat, from_camp=True)
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
        if len(deck) < len(tied):
            void_round = True
            decided_by = "draw"
            break
        taken: list[Card | None] = [None] * players
        for seat in tied:
            taken[seat] = draw_for(seat, from_camp=False)
        deck_rounds.append(tuple(taken))
        tied = _leaders(tied, totals)
        decided_by = "deck"
    return (
        tied,
        chance,
        tuple(camp),
        tuple(deck),
        tuple(table),
        tuple(camp_draws),
        tuple(deck_rounds),
        void_round,
        decided_by,
    )

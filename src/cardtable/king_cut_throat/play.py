"""The play: tricks, the scoring card, the end of the hand and the Showdown (KC10-KC15)."""

from __future__ import annotations

from cardtable.cards import Card, Rank
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.cards import effective_suit, may_play, winning_index
from cardtable.king_cut_throat.moves import PLAYS, Play
from cardtable.king_cut_throat.naming import waiting_for
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import (
    BY_INDEX,
    EVENTS_AT,
    HANDS_AT,
    LOG_AT,
    PLAY,
    SCORES_AT,
    SHOWDOWN_DISCARD,
    SHOWDOWN_PLAY,
    SHOWDOWN_TRICKS_AT,
    TRICK_AT,
    TRICKS_AT,
    TRICKS_WON_AT,
    TURN_AT,
    Event,
    State,
    Trick,
    end_hand,
    fields_of,
    replace,
)

TRICKS = 7
SHOWDOWN_TRICKS = 5
SCORING_RANK = {"king": Rank.KING, "queen": Rank.QUEEN, "ace": Rank.ACE}


def play_moves(state: State, player: int) -> tuple[Play, ...]:
    """The seat's legal plays, following suit (KC10)."""
    plays = PLAYS[player]
    trick = state.trick
    trump = state.trump
    assert trump is not None
    cards = may_play(state.hands[player], trick[0].card if trick else None, trump)
    return tuple([plays[card.index] for card in cards])


def play(state: State, move: Play, player: int) -> State:
    """A card to the trick; the last card of a trick settles it at once (KC10, KC11, KC15)."""
    phase = state.phase
    if (phase != PLAY and phase != SHOWDOWN_PLAY) or player != state.turn:
        raise IllegalMove(f"seat {player} cannot play now: {waiting_for(state)}")
    card = move.card
    hand = state.hands[player]
    # By identity: cards are interned, and == between two cards costs a method lookup.
    kept = tuple([held for held in hand if held is not card])
    if len(kept) == len(hand):
        if not isinstance(card, Card):
            raise IllegalMove(f"seat {player} must play a card, not {card!r}")
        raise IllegalMove(f"seat {player} does not hold {card}")
    trick = state.trick
    trump = state.trump
    assert trump is not None
    if trick and card not in may_play(hand, trick[0].card, trump):
        lead = trick[0].card
        raise IllegalMove(
            f"seat {player} must follow the suit led ({lead} leads {effective_suit(lead, trump)})"
            " and holds one"
        )
    trick = (*trick, PLAYS[player][card.index])
    showdown = phase == SHOWDOWN_PLAY
    # Built by place, not by keyword: see field_places.
    fields = list(fields_of(state))
    fields[LOG_AT] = state.log.append(move)
    fields[HANDS_AT] = (*state.hands[:player], kept, *state.hands[player + 1 :])
    players = len(state.scores)
    if len(trick) < (2 if showdown else players):
        # In the Showdown the other player of the two (seats sum to 3) plays next.
        fields[TURN_AT] = (
            3 - state.mediator - player  # type: ignore[operator]
            if showdown
            else (player + 1 if player + 1 < players else 0)
        )
        fields[TRICK_AT] = trick
        return State(*fields)
    turn, scores, events, tricks, tricks_won, showdown_tricks = _take_trick(state, trick, showdown)
    fields[TURN_AT], fields[TRICK_AT] = turn, ()
    fields[SCORES_AT], fields[EVENTS_AT], fields[TRICKS_AT] = scores, events, tricks
    fields[TRICKS_WON_AT], fields[SHOWDOWN_TRICKS_AT] = tricks_won, showdown_tricks
    after = State(*fields)
    if scores[turn] >= state.rules.target:
        return end_hand(after, "game over")  # KC15: at once, even mid-hand
    if showdown:
        return _settle_showdown(after) if len(tricks) == TRICKS + SHOWDOWN_TRICKS else after
    return _settle_hand(after) if len(tricks) == TRICKS else after


def _take_trick(
    state: State, trick: tuple[Play, ...], showdown: bool
) -> tuple[
    int, tuple[int, ...], tuple[Event, ...], tuple[Trick, ...], tuple[int, ...],
    tuple[int, ...] | None,
]:
    """Who takes the full ``trick`` (KC10), and the counts and scores after: the taker,
    scores, events, tricks, tricks won and Showdown tricks won.

    The scoring card (a King) scores for the taker only when it took the trick
    itself: it is then the taker's own (KC11, KC14).
    """
    rules: Rules = state.origin.rules
    trump = state.trump
    assert trump is not None
    taking = trick[winning_index([made.card for made in trick], trump, rules.scoring_rank == "queen")]
    winner = taking.player
    tricks = (*state.tricks, Trick(trick, winner))
    tricks_won = state.tricks_won
    showdown_tricks = state.showdown_tricks
    if showdown:
        assert showdown_tricks is not None
        showdown_tricks = _plus_one(showdown_tricks, winner)
    else:
        tricks_won = _plus_one(tricks_won, winner)
    scores = state.scores
    events = state.events
    card = taking.card
    if card.rank is SCORING_RANK[rules.scoring_rank]:
        scores = _plus_one(scores, winner)
        where = f"Showdown trick {len(tricks) - TRICKS}" if showdown else f"trick {len(tricks)}"
        events = (*events, Event(winner, 1, f"took {where} with {card}", card))
    return winner, scores, events, tricks, tricks_won, showdown_tricks


def _plus_one(counts: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return (*counts[:seat], counts[seat] + 1, *counts[seat + 1 :])


def _settle_hand(state: State) -> State:
    """End-of-hand scoring, or the Showdown on a 3-3-1 split (KC12, KC13)."""
    won = state.tricks_won
    if sorted(won) == [1, 3, 3]:
        return _start_showdown(state)
    best = max(won)
    winner = won.index(best)
    if best < TRICKS:
        points, reason = 1, f"took the most tricks ({best})"
    elif winner == state.maker:
        points, reason = 2, "took all 7 tricks having named trump"
    else:
        points, reason = 3, "took all 7 tricks without naming trump"
    scores = (*state.scores[:winner], state.scores[winner] + points, *state.scores[winner + 1 :])
    events = (*state.events, Event(winner, points, reason))
    return end_hand(state, "scored", scores, events)


def _start_showdown(state: State) -> State:
    """The single-trick player mediates; the outside pile is shuffled and dealt 6-6 (KC13)."""
    mediator = state.tricks_won.index(1)
    first = (mediator + 1) % 3
    second = (mediator + 2) % 3
    pile, chance = state.chance.shuffled(state.outside)
    dealt = [(), (), ()]  # type: list[tuple[Card, ...]]
    dealt[first] = tuple(sorted(pile[0::2], key=BY_INDEX))
    dealt[second] = tuple(sorted(pile[1::2], key=BY_INDEX))
    return replace(
        state, chance=chance, hands=tuple(dealt), outside=(), mediator=mediator,
        showdown_tricks=(0, 0, 0), phase=SHOWDOWN_DISCARD, turn=-1,
    )


def _settle_showdown(state: State) -> State:
    """Five tricks played: +1 to the winner, -1 to the loser but never below 0 (KC13)."""
    assert state.showdown_tricks is not None and state.mediator is not None
    counts = state.showdown_tricks
    first, second = (seat for seat in range(3) if seat != state.mediator)
    winner, loser = (first, second) if counts[first] > counts[second] else (second, first)
    scores = list(state.scores)
    scores[winner] += 1
    lost = 1 if scores[loser] > 0 else 0
    scores[loser] -= lost
    events = (
        *state.events,
        Event(winner, 1, f"won the Showdown {counts[winner]}-{counts[loser]}"),
        Event(loser, -lost, f"lost the Showdown {counts[loser]}-{counts[winner]}"),
    )
    return end_hand(state, "showdown", tuple(scores), events)

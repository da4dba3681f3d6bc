"""The play: tricks, the scoring card, the end of the hand and the Showdown (KC10-KC15)."""

from __future__ import annotations

from cardtable.cards import Card, Rank
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.cards import EFFECTIVE, STRENGTH, TRUMP_BASE
from cardtable.king_cut_throat.moves import PLAYS, Play
from cardtable.king_cut_throat.naming import waiting_for
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import (
    BY_INDEX,
    PLAY,
    SHOWDOWN_DISCARD,
    SHOWDOWN_PLAY,
    Event,
    State,
    Trick,
    end_hand,
    replace,
)

TRICKS = 7
SHOWDOWN_TRICKS = 5
SCORING_RANK = {"king": Rank.KING, "queen": Rank.QUEEN, "ace": Rank.ACE}


def play_moves(state: State, player: int) -> tuple[Play, ...]:
    """The seat's legal plays, following suit (KC10)."""
    plays = PLAYS[player]
    hand = state.hands[player]
    trick = state.trick
    if trick:
        effective = EFFECTIVE[state.trump]  # type: ignore[index]
        led = effective[trick[0].card.index]
        following = [plays[card.index] for card in hand if effective[card.index] is led]
        if following:
            return tuple(following)
    return tuple([plays[card.index] for card in hand])


def play(state: State, move: Play, player: int) -> State:
    """A card to the trick; the last card of a trick settles it at once (KC10, KC11)."""
    phase = state.phase
    if (phase != PLAY and phase != SHOWDOWN_PLAY) or player != state.turn:
        raise IllegalMove(f"seat {player} cannot play now: {waiting_for(state)}")
    card = move.card
    hand = state.hands[player]
    try:
        place = hand.index(card)
    except ValueError:
        if not isinstance(card, Card):
            raise IllegalMove(f"seat {player} must play a card, not {card!r}") from None
        raise IllegalMove(f"seat {player} does not hold {card}") from None
    trick = state.trick
    if trick:
        effective = EFFECTIVE[state.trump]  # type: ignore[index]
        led = effective[trick[0].card.index]
        if effective[card.index] is not led and any(effective[c.index] is led for c in hand):
            raise IllegalMove(
                f"seat {player} must follow the suit led ({trick[0].card} leads {led})"
                " and holds one"
            )
    kept = hand[:place] + hand[place + 1 :]
    hands = (*state.hands[:player], kept, *state.hands[player + 1 :])
    trick = (*trick, PLAYS[player][card.index])
    showdown = phase == SHOWDOWN_PLAY
    players = len(state.scores)
    if len(trick) < (2 if showdown else players):
        # In the Showdown the other player of the two (seats sum to 3) plays next.
        turn = (
            3 - state.mediator - player  # type: ignore[operator]
            if showdown
            else (player + 1 if player + 1 < players else 0)
        )
        return State(
            origin=state.origin,
            log=state.log.append(move),
            chance=state.chance,
            phase=phase,
            dealer=state.dealer,
            hands_played=state.hands_played,
            scores=state.scores,
            hands=hands,
            phantom=state.phantom,
            kitty=state.kitty,
            turned=state.turned,
            barred=state.barred,
            outside=state.outside,
            discards=state.discards,
            turn=turn,
            passes=state.passes,
            trump=state.trump,
            maker=state.maker,
            receiver=state.receiver,
            received=state.received,
            trick=trick,
            tricks=state.tricks,
            tricks_won=state.tricks_won,
            mediator=state.mediator,
            showdown_tricks=state.showdown_tricks,
            showdown_discards=state.showdown_discards,
            events=state.events,
            last_hand=state.last_hand,
        )
    return _take_trick(state, move, hands, trick, showdown)


def _take_trick(
    state: State, move: Play, hands: tuple[tuple[Card, ...], ...], trick: tuple[Play, ...],
    showdown: bool,
) -> State:
    rules: Rules = state.origin.rules
    trump = state.trump
    assert trump is not None
    # KC10, as in cards.winning_index: the highest trump, else the highest of the suit led.
    strength = STRENGTH[trump, rules.scoring_rank == "queen"]
    effective = EFFECTIVE[trump]
    led = effective[trick[0].card.index]
    best = index = -1
    for place, made in enumerate(trick):
        value = strength[made.card.index]
        if value > best and (value >= TRUMP_BASE or effective[made.card.index] is led):
            best, index = value, place
    winner = trick[index].player
    taken = Trick(trick, winner)
    tricks = (*state.tricks, taken)
    scores = state.scores
    events = state.events
    tricks_won = state.tricks_won
    showdown_tricks = state.showdown_tricks
    if showdown:
        assert showdown_tricks is not None
        showdown_tricks = _plus_one(showdown_tricks, winner)
    else:
        tricks_won = _plus_one(tricks_won, winner)
    card = trick[index].card
    if card.rank is SCORING_RANK[rules.scoring_rank]:
        # The scoring card took the trick, so it is the winner's own (KC11, KC14).
        scores = _plus_one(scores, winner)
        number = len(tricks) - TRICKS if showdown else len(tricks)
        where = f"Showdown trick {number}" if showdown else f"trick {number}"
        events = (*events, Event(winner, 1, f"took {where} with {card}", card))
    after = State(
        origin=state.origin,
        log=state.log.append(move),
        chance=state.chance,
        phase=state.phase,
        dealer=state.dealer,
        hands_played=state.hands_played,
        scores=scores,
        hands=hands,
        phantom=state.phantom,
        kitty=state.kitty,
        turned=state.turned,
        barred=state.barred,
        outside=state.outside,
        discards=state.discards,
        turn=winner,
        passes=state.passes,
        trump=state.trump,
        maker=state.maker,
        receiver=state.receiver,
        received=state.received,
        trick=(),
        tricks=tricks,
        tricks_won=tricks_won,
        mediator=state.mediator,
        showdown_tricks=showdown_tricks,
        showdown_discards=state.showdown_discards,
        events=events,
        last_hand=state.last_hand,
    )
    if scores[winner] >= rules.target:
        return end_hand(after, "game over")  # KC15: at once, even mid-hand
    if showdown:
        if len(tricks) == TRICKS + SHOWDOWN_TRICKS:
            return _settle_showdown(after)
        return after
    if len(tricks) == TRICKS:
        return _settle_hand(after)
    return after


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
    return end_hand(replace(state, scores=scores, events=events), "scored")


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
    return end_hand(replace(state, scores=tuple(scores), events=events), "showdown")

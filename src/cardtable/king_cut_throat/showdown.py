"""The Showdown: on a 3-3-1 split the two three-trick players take it outside
(KC13, KC20). Its tricks are played by the steps of ``tricks``, and Kings still
score in them.

>>> SHOWDOWN_DEALT, SHOWDOWN_TRICKS
(6, 5)
"""

from __future__ import annotations

from cardtable.core import clockwise_from, replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.deal import end_hand
from cardtable.king_cut_throat.discards import holding, kept_after
from cardtable.king_cut_throat.events import Discarded, LeaderChosen, ShowdownDealt, ShowdownSettled
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, discard_moves
from cardtable.king_cut_throat.state import SHOWDOWN_DISCARD, SHOWDOWN_LEAD, SHOWDOWN_PLAY, State, record

SHOWDOWN_DEALT = 6
SHOWDOWN_TRICKS = 5


def _mediator(state: State) -> int:
    assert state.mediator is not None, "the Showdown has a mediator"
    return state.mediator


def start_showdown(state: State) -> State:
    """The single-trick player mediates; the outside pile is shuffled (seeded) and
    dealt one at a time, 6 to each of the other two, starting clockwise after the
    mediator. Trump carries over (KC13)."""
    mediator = state.tricks_won.index(1)
    first, second, _ = clockwise_from(mediator, 3)
    pile, chance = state.chance.shuffled(state.outside)
    dealt = {mediator: (), first: tuple(sorted(pile[0::2])), second: tuple(sorted(pile[1::2]))}
    hands = tuple(dealt[seat] for seat in range(3))
    return record(
        state,
        (ShowdownDealt(mediator, hands),),
        chance=chance,
        hands=hands,
        outside=(),
        mediator=mediator,
        showdown_tricks=(0, 0, 0),
        phase=SHOWDOWN_DISCARD,
        turn=-1,
    )


def discarding(state: State) -> tuple[int, ...]:
    """The Showdown players still to discard: both discard one, at the same time,
    face down; the mediator holds no Showdown hand."""
    return holding(state, SHOWDOWN_DEALT)


def discard_moves_of(state: State, seat: int) -> tuple[Discard, ...]:
    """Every card the seat may put down."""
    return discard_moves(seat, state.hands[seat], 1)


def discard(state: State, move: Discard) -> State:
    """A Showdown discard. With both in, the one of the two who won a trick most
    recently leads, or (option) the mediator chooses the leader."""
    player, cards = move.player, move.cards
    kept = kept_after(move, state.hands[player], 1)
    after = record(
        state,
        (Discarded(player, 1, "showdown", cards),),
        move,
        hands=replace_at(state.hands, player, kept),
        showdown_discards=state.showdown_discards + cards,
        discards=replace_at(state.discards, player, state.discards[player] + cards),
    )
    if SHOWDOWN_DEALT in map(len, after.hands):
        return after
    if state.rules.mediator_chooses_leader:
        return record(after, (), phase=SHOWDOWN_LEAD, turn=_mediator(state))
    return record(after, (), phase=SHOWDOWN_PLAY, turn=last_to_win(state))


def last_to_win(state: State) -> int:
    """Of the two Showdown players, the one who won a trick most recently."""
    mediator = _mediator(state)
    return next(trick.winner for trick in reversed(state.tricks) if trick.winner != mediator)


def leader_moves(state: State, seat: int) -> tuple[ChooseLeader, ...]:
    """The mediator's choice: either Showdown player."""
    return tuple(ChooseLeader(seat, leader) for leader in range(3) if leader != seat)


def choose_leader(state: State, move: ChooseLeader) -> State:
    """The mediator names who leads the Showdown's first trick."""
    leader = move.leader
    if not 0 <= leader < 3 or leader == state.mediator:
        raise IllegalMove(f"seat {move.player} can only choose one of the two Showdown players to lead")
    return record(state, (LeaderChosen(move.player, leader),), move, phase=SHOWDOWN_PLAY, turn=leader)


def settle_showdown(state: State) -> State:
    """All five tricks played: the one with more tricks scores 1 and the other loses
    1, never below 0; the mediator scores nothing (KC13). The two halves are one
    result, settled together, also when the winner's point reaches the target and
    ends the game (KC20)."""
    counts = state.showdown_tricks
    assert counts is not None
    first, second = (seat for seat in range(3) if seat != state.mediator)
    winner, loser = (first, second) if counts[first] > counts[second] else (second, first)
    lost = 1 if state.scores[loser] > 0 else 0
    scores = replace_at(state.scores, winner, state.scores[winner] + 1)
    scores = replace_at(scores, loser, scores[loser] - lost)
    settled = ShowdownSettled(winner, loser, counts[winner], counts[loser], lost)
    return end_hand(record(state, (settled,), scores=scores), "showdown")

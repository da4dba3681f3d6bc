"""The Showdown: on a 3-3-1 split the two three-trick players take it outside (KC13).
The single-trick player mediates and deals them the outside pile; each discards one,
and five tricks follow, played by the steps of ``tricks``, in which Kings still
score (KC14). Its result is scored with the hand's (``scoring``, KC20).

>>> SHOWDOWN_DEALT, SHOWDOWN_TRICKS
(6, 5)
"""

from __future__ import annotations

from cardtable.core import Change, clockwise_from, replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.events import Discarded, LeaderChosen, ShowdownDealt
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, discard_moves, kept_after
from cardtable.king_cut_throat.state import SHOWDOWN_DISCARD, SHOWDOWN_LEAD, SHOWDOWN_PLAY, State

SHOWDOWN_DEALT = 6
"""The cards each Showdown player is dealt from the outside pile."""
SHOWDOWN_TRICKS = 5
"""The Showdown's tricks: all are played, since Kings still score (KC14)."""


def _mediator(state: State) -> int:
    assert state.mediator is not None, "the Showdown has a mediator"
    return state.mediator


def begin(table: State) -> Change:
    """The hand's seven tricks split 3-3-1 (``table`` as the seventh left it): the
    single-trick player mediates; the outside pile is shuffled (seeded) and dealt one
    at a time, 6 to each of the other two, starting clockwise after the mediator.
    Trump carries over (KC13)."""
    mediator = table.tricks_won.index(1)
    first, second, _ = clockwise_from(mediator, 3)
    pile, chance = table.chance.shuffled(table.outside)
    assert len(pile) == 2 * SHOWDOWN_DEALT, "the outside pile holds 12 cards (KC8)"
    dealt = {mediator: (), first: tuple(sorted(pile[0::2])), second: tuple(sorted(pile[1::2]))}
    hands = tuple(dealt[seat] for seat in range(3))
    return Change(
        ShowdownDealt(mediator, hands),
        chance=chance,
        hands=hands,
        outside=(),
        mediator=mediator,
        showdown_tricks=(0, 0, 0),
        phase=SHOWDOWN_DISCARD,
        to_act=tuple([seat for seat in clockwise_from(table.dealer, 3) if seat != mediator]),
    )


def discard_moves_of(state: State, seat: int) -> tuple[Discard, ...]:
    """Every card the seat may put down."""
    return discard_moves(seat, state.hands[seat], 1)


def discard(state: State, move: Discard) -> Change:
    """A Showdown discard. With both in, the one of the two who won a trick most
    recently leads, or (option) the mediator chooses the leader."""
    player, cards = move.player, move.cards
    kept = kept_after(move, state.hands[player], 1)
    waiting = tuple([seat for seat in state.to_act if seat != player])
    discarded = Change(
        Discarded(player, 1, "showdown", cards),
        hands=replace_at(state.hands, player, kept),
        showdown_discards=state.showdown_discards + cards,
        discards=replace_at(state.discards, player, state.discards[player] + cards),
        to_act=waiting,
    )
    if waiting:  # the other Showdown player is still to discard
        return discarded
    if state.rules.mediator_chooses_leader:
        return discarded.then(Change(phase=SHOWDOWN_LEAD, to_act=(_mediator(state),)))
    return discarded.then(Change(phase=SHOWDOWN_PLAY, to_act=(last_to_win(state),)))


def last_to_win(state: State) -> int:
    """Of the two Showdown players, the one who won a trick most recently."""
    mediator = _mediator(state)
    return next(trick.winner for trick in reversed(state.tricks) if trick.winner != mediator)


def leader_moves(state: State, seat: int) -> tuple[ChooseLeader, ...]:
    """The mediator's choice: either Showdown player."""
    return tuple([ChooseLeader.of(seat, leader) for leader in range(3) if leader != seat])


def choose_leader(state: State, move: ChooseLeader) -> Change:
    """The mediator names who leads the Showdown's first trick."""
    leader = move.leader
    if not 0 <= leader < 3 or leader == state.mediator:
        raise IllegalMove(f"seat {move.player} can only choose one of the two Showdown players to lead")
    return Change(LeaderChosen(move.player, leader), phase=SHOWDOWN_PLAY, to_act=(leader,))

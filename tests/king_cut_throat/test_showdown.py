"""The Showdown: the mediator's deal, the discards, the leader, Kings scoring in it (KC13, KC14)."""

from __future__ import annotations

import pytest

from cardtable import IllegalMove
from cardtable.cards import Card, Suit
from cardtable.core import evolve
from cardtable.king_cut_throat import (
    ChooseLeader,
    Discard,
    Rules,
    apply_move,
    legal_moves,
    to_act,
    view,
)
from cardtable.king_cut_throat.events import KingScored, ShowdownSettled

from .helpers import (
    SHOWDOWN_HANDS,
    SHOWDOWN_TRICKS,
    play,
    play_tricks,
    showdown_start,
    start_play,
)


def test_kc13_the_showdown_played_through() -> None:
    before = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:6])
    state = play_tricks(before, SHOWDOWN_TRICKS[6:])
    assert state.tricks_won == (1, 3, 3) and state.scores == (1, 1, 1)
    assert state.phase == "showdown-discard" and state.mediator == 0
    assert state.trump is Suit.CLUBS  # trump carries over
    # The 12 outside cards, shuffled (seeded), dealt one at a time from the mediator's left.
    pile, _ = before.chance.shuffled(before.outside)
    assert state.hands == ((), tuple(sorted(pile[0::2])), tuple(sorted(pile[1::2])))
    assert state.outside == () and to_act(state) == (1, 2)
    assert legal_moves(state, 0) == ()
    with pytest.raises(IllegalMove, match="not seat 0's turn: the Showdown waits for discards from seats 1"):
        apply_move(state, Discard(0, ()))
    # Simultaneous one-card discards, hidden from the others.
    other = apply_move(state, Discard(2, state.hands[2][1:2]))
    state = apply_move(state, Discard(2, state.hands[2][:1]))
    assert to_act(state) == (1,)
    for seat in (None, 0, 1):  # which card seat 2 put down shows nowhere
        assert view(state, seat) == view(other, seat)
    state = apply_move(state, Discard(1, state.hands[1][:1]))
    # Seat 2 won a trick last (the sixth): it leads.
    assert state.phase == "showdown-play" and to_act(state) == (2,)
    tricks = 0
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
        tricks += 1
    assert tricks == 10  # all five tricks are played
    record = state.last_hand
    assert record is not None and record.result == "showdown"
    assert record.showdown_tricks is not None and sum(record.showdown_tricks) == 5
    assert record.mediator == 0 and record.showdown_tricks[0] == 0
    winner = 1 if record.showdown_tricks[1] > record.showdown_tricks[2] else 2
    loser = 3 - winner
    kings = {
        seat: sum(1 for e in record.events if isinstance(e, KingScored) and e.number > 7 and e.player == seat)
        for seat in (1, 2)
    }
    assert record.scores[winner] == 1 + kings[winner] + 1
    assert record.scores[loser] == max(0, 1 + kings[loser] - 1)
    assert record.scores[0] == 1  # the mediator scores nothing at the end
    assert state.dealer == 1 and state.phase == "discard"


def test_kc13_the_showdown_loser_never_drops_below_zero() -> None:
    state = showdown_start()
    state = evolve(state, scores=(0, 0, 0))
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    while state.phase == "showdown-play":
        state = apply_move(state, legal_moves(state)[0])
    record = state.last_hand
    assert record is not None and min(record.scores) == 0
    assert all(score >= 0 for score in state.scores)
    lost = [e for e in record.events if isinstance(e, ShowdownSettled)]
    assert len(lost) == 1 and lost[0].points_lost in (0, 1)
    loser = lost[0].loser
    loser_kings = sum(
        1 for e in record.events if isinstance(e, KingScored) and e.number > 7 and e.player == loser
    )
    # In this deal the loser took no King in the Showdown: at 0, it stays at 0.
    assert loser_kings == 0 and lost[0].points_lost == 0 and record.scores[loser] == 0


def test_kc13_option_the_mediator_chooses_the_leader() -> None:
    state = showdown_start(Rules(mediator_chooses_leader=True))
    for seat in (1, 2):
        state = apply_move(state, legal_moves(state, seat)[0])
    assert state.phase == "showdown-lead" and to_act(state) == (0,)
    assert legal_moves(state) == (ChooseLeader(0, 1), ChooseLeader(0, 2))
    for bad in (ChooseLeader(0, 0), ChooseLeader(0, 3), ChooseLeader(1, 1)):
        with pytest.raises(IllegalMove):
            apply_move(state, bad)
    state = apply_move(state, ChooseLeader(0, 1))
    assert state.phase == "showdown-play" and to_act(state) == (1,)


def test_kc14_kings_score_during_the_showdown() -> None:
    state = showdown_start()
    # Seat 2 holds the King of trumps; keep it, and let seat 1 throw its Joker away.
    assert Card.parse("KC") in state.hands[2] and Card.parse("JK") in state.hands[1]
    state = apply_move(state, Discard(2, (Card.parse("9S"),)))
    state = apply_move(state, Discard(1, (Card.parse("JK"),)))
    state = play(state, 2, "KC")  # seat 2 leads
    state = play(state, 1, "7C")  # seat 1 must follow trumps; the 7 loses
    assert state.tricks[-1].winner == 2 and state.showdown_tricks == (0, 0, 1)
    assert state.scores == (1, 1, 2) and state.events[-1] == KingScored(2, Card.parse("KC"), 8)
    assert str(state.events[-1]) == "seat 2 scores 1: their own K♣ took Showdown trick 1"

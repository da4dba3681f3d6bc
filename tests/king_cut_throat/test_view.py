"""What each seat sees (KC17), what a record keeps, and how the table prints."""

from __future__ import annotations

from cardtable import records
from cardtable.cards import Card, Suit
from cardtable.king_cut_throat import (
    KingScored,
    NameTrump,
    Played,
    Rules,
    apply_move,
    legal_moves,
    new_game,
    view,
)

from .helpers import SHOWDOWN_HANDS, SHOWDOWN_TRICKS, play_tricks, showdown_start, start_play


def test_kc17_polite_views_show_every_earlier_trick() -> None:
    state = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS), SHOWDOWN_TRICKS[:3])
    for seat in (None, 0, 1, 2):
        seen = view(state, seat)
        assert seen.tricks == state.tricks and len(seen.tricks) == 3
        assert seen.last_trick == state.tricks[-1]
        assert seen.tricks_won == (0, 3, 0)


def test_kc17_impolite_views_show_only_the_current_and_last_trick() -> None:
    rules = Rules(polite=False)
    state = play_tricks(start_play(SHOWDOWN_HANDS, Suit.CLUBS, rules), SHOWDOWN_TRICKS[:3])
    state = apply_move(state, legal_moves(state)[0])
    for seat in (None, 0, 1, 2):
        seen = view(state, seat)
        assert seen.tricks is None
        assert seen.last_trick == state.tricks[-1]
        assert len(seen.trick) == 1 and seen.trick == state.trick
        assert seen.tricks_won == (0, 3, 0)
        # The King that scored in trick 2 stays public as a scoring event, and
        # every card played was seen as it was played (KC17: the seat remembers).
        assert [event for event in seen.history if isinstance(event, KingScored)] == [
            KingScored(1, Card.parse("KH"), 2)
        ]
        played = [event.card for event in seen.history if isinstance(event, Played)]
        assert played == [p.card for trick in state.tricks for p in trick.plays] + [state.trick[0].card]


def test_kc17_always_public_turned_card_barred_suit_maker_receiver_mediator() -> None:
    state = showdown_start(Rules(polite=False))
    for seat in (None, 0, 1, 2):
        seen = view(state, seat)
        assert seen.turned == state.turned and seen.barred_suit is state.barred is not None
        assert (seen.maker, seen.receiver, seen.mediator) == (1, 2, 0)
        assert seen.showdown_tricks == (0, 0, 0) and seen.trump is Suit.CLUBS
        assert seen.phase == "showdown-discard" and seen.to_act == (1, 2)


def test_kc17_a_hand_record_is_public_and_keeps_tricks_only_when_polite() -> None:
    for polite in (True, False):
        state = showdown_start(Rules(polite=polite))
        for seat in (1, 2):
            state = apply_move(state, legal_moves(state, seat)[0])
        while state.phase == "showdown-play":
            state = apply_move(state, legal_moves(state)[0])
        record = state.last_hand
        assert record is not None and view(state, None).last_hand == record
        assert (record.tricks is not None) is polite
        if polite:
            assert record.tricks is not None and len(record.tricks) == 12
        assert record.last_trick is not None and len(record.last_trick.plays) == 2


def test_kc17_only_the_receiver_sees_the_unseen_kitty_cards() -> None:
    state = start_play(SHOWDOWN_HANDS, Suit.CLUBS)
    kitty_cards = set(state.discards[2][-2:])  # seat 2 took the two unseen cards and put them out
    assert view(state, 2).discards[-2:] == state.discards[2][-2:]
    assert set(view(state, 2).received) == kitty_cards and view(state, 2).receiver == 2
    for seat in (None, 0, 1):
        seen = view(state, seat)
        assert seen.received == () and seen.receiver == 2
        assert not kitty_cards & set(seen.hand + seen.discards)


def test_views_of_a_spectator_hold_no_cards_of_anyone() -> None:
    state = new_game(seed=4)
    seen = view(state, None)
    assert seen.hand == () and seen.discards == () and seen.player is None
    assert seen.hand_sizes == (10, 10, 10) and seen.to_act == (1, 2, 0)


def test_records_round_trip_with_every_option() -> None:
    rules = Rules(
        players=3,
        target=4,
        max_hands=2,
        flipped_joker=Suit.HEARTS,
        scoring_rank="queen",
        mediator_chooses_leader=True,
        polite=False,
    )
    state = new_game(rules, seed=12)
    for step in range(60):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply_move(state, moves[step * 7 % len(moves)])
    assert len(state.log) > 30
    text = records.dumps(state)
    assert records.loads(text) == state
    assert records.view_to_dict(view(state, 1))["player"] == 1


def test_moves_and_states_print_for_the_table() -> None:
    state = new_game(seed=4)
    assert repr(state).startswith("<king-cut-throat State hand 1, discard")
    assert "seat 0:" in str(state) and "kitty:" in str(state)
    shown = str(view(state, 2))
    assert "your hand:" in shown and "to act: seat 1, seat 2, seat 0" in shown
    assert str(NameTrump(1, Suit.SPADES)) == "seat 1 names ♠ trump"
    assert repr(NameTrump(1, Suit.SPADES)) == "NameTrump(player=1, suit=Suit.SPADES)"
    for move in legal_moves(state)[:3]:
        assert str(move).startswith("seat 1 discards ")

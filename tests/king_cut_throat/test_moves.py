"""How a move is read (C8, C9): a seat is its number, and nothing built around a
move's constructor gets past ``apply_move``."""

from __future__ import annotations

import enum
import pickle
from collections.abc import Callable
from typing import Any

import pytest

from cardtable import IllegalMove, records
from cardtable.cards import Card, Suit
from cardtable.core import evolve
from cardtable.king_cut_throat import (
    ChooseLeader,
    Discard,
    NameTrump,
    Pass,
    Rules,
    State,
    apply_move,
    legal_moves,
    new_game,
    to_act,
    view,
)

from .helpers import (
    SHOWDOWN_HANDS,
    SHOWDOWN_TRICKS,
    apply_all,
    deck_for,
    play_tricks,
    showdown_start,
    start_play,
)

Seat = enum.IntEnum("Seat", "SOUTH WEST NORTH", start=0)


def built_around_the_constructor(player: int, cards: tuple[Card, ...]) -> Discard:
    """A ``Discard`` made with ``object.__new__``: its cards skip the converter and
    keep the order given."""
    move = object.__new__(Discard)
    object.__setattr__(move, "player", player)
    object.__setattr__(move, "cards", cards)
    return move


def unpickled(player: int, cards: tuple[Card, ...]) -> Discard:
    """A ``Discard`` read from a pickle that holds its cards in the order given."""

    class Forged:
        def __reduce__(self) -> tuple[Any, ...]:
            # What pickle writes for a Discard, with the cards as given.
            return object.__new__, (Discard,), {"player": player, "cards": cards}

    move: Discard = pickle.loads(pickle.dumps(Forged()))
    return move


def first_discards() -> State:
    return new_game(seed=3)


def kitty_discard() -> State:
    """Seat 2 holds nine cards after seat 1 named spades, and must discard two (KC7)."""
    state = new_game(deck=deck_for({}, "QH 8D 9D"))
    for seat in to_act(state):
        state = apply_move(state, legal_moves(state, seat)[0])
    return apply_all(state, Pass(1), Pass(2), Pass(0), NameTrump(1, Suit.SPADES))


@pytest.mark.parametrize("build", [built_around_the_constructor, unpickled])
@pytest.mark.parametrize("phase", [first_discards, kitty_discard])
def test_c9_a_discard_with_cards_out_of_canonical_order_is_refused(
    build: Callable[[int, tuple[Card, ...]], Discard], phase: Callable[[], State]
) -> None:
    state = phase()
    snapshot = evolve(state)
    seat = to_act(state)[0]
    legal = legal_moves(state, seat)[-1]
    assert isinstance(legal, Discard)
    backwards = tuple(reversed(legal.cards))
    move = build(seat, backwards)
    assert type(move) is Discard and move.cards == backwards != legal.cards
    assert move not in legal_moves(state)
    with pytest.raises(IllegalMove, match="distinct cards in canonical order"):
        apply_move(state, move)
    assert state == snapshot and len(state.log) == len(snapshot.log)
    assert records.loads(records.dumps(state)) == state
    # The same cards in canonical order are the legal move, and the record holds.
    after = apply_move(state, build(seat, legal.cards))
    assert after == apply_move(state, legal)
    assert records.loads(records.dumps(after)) == after


def test_c9_a_showdown_discard_naming_one_card_twice_is_refused() -> None:
    state = showdown_start()
    card = state.hands[1][0]
    for build in (built_around_the_constructor, unpickled):
        with pytest.raises(IllegalMove, match="distinct cards"):
            apply_move(state, build(1, (card, card)))


def test_c8_an_int_enum_seat_reads_as_its_number() -> None:
    state = new_game(seed=3)
    cards = state.hands[1][:3]
    after = apply_move(state, Discard(Seat.WEST, cards))
    assert after == apply_move(state, Discard(1, cards))
    assert type(list(after.log)[-1].player) is int
    assert records.loads(records.dumps(after)) == after
    assert legal_moves(state, Seat.WEST) == legal_moves(state, 1)
    seen = view(state, Seat.WEST)
    assert seen == view(state, 1) and type(seen.player) is int
    # A seat named inside a move is read the same way.
    showdown = showdown_start(Rules(mediator_chooses_leader=True))
    for seat in (1, 2):
        showdown = apply_move(showdown, legal_moves(showdown, seat)[0])
    chosen = apply_move(showdown, ChooseLeader(Seat.SOUTH, Seat.NORTH))
    assert chosen == apply_move(showdown, ChooseLeader(0, 2)) and to_act(chosen) == (2,)


def test_c8_a_bool_is_not_a_seat() -> None:
    state = new_game(seed=3)
    with pytest.raises(IllegalMove, match="whole number"):
        apply_move(state, Discard(True, state.hands[1][:3]))
    with pytest.raises(ValueError, match="no seat True"):
        legal_moves(state, True)
    with pytest.raises(ValueError, match="no seat True"):
        view(state, True)
    showdown = showdown_start(Rules(mediator_chooses_leader=True))
    for seat in (1, 2):
        showdown = apply_move(showdown, legal_moves(showdown, seat)[0])
    with pytest.raises(IllegalMove, match="whole number"):
        apply_move(showdown, ChooseLeader(0, True))


def test_c8_a_game_that_is_over_still_refuses_a_seat_not_at_the_table() -> None:
    state = evolve(start_play(SHOWDOWN_HANDS, Suit.CLUBS), scores=(0, 9, 0))
    state = play_tricks(state, SHOWDOWN_TRICKS[:2])
    assert state.phase == "over" and legal_moves(state, 1) == ()
    with pytest.raises(ValueError, match="no seat 3"):
        legal_moves(state, 3)
    with pytest.raises(ValueError, match="no seat 3"):
        view(state, 3)
    with pytest.raises(IllegalMove, match="no seat 3"):
        apply_move(state, Pass(3))
    with pytest.raises(IllegalMove, match="the game is over"):
        apply_move(state, Pass(Seat.WEST))

"""``parse_move``: the one legal move a line names, the rules' own refusal for a move that is not
legal now, and what may be typed for a line that names none (``cardtable.core.parse``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cardtable import IllegalMove
from cardtable import king_cut_throat as kc
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from cardtable import witch_of_the_woods as ww
from cardtable.cards import Card

OM = om.Card.parse


def _reached(game: Any, rules: Any, seed: int, wanted: Callable[[Any], bool]) -> Any:
    """The first state of a seeded random game (seats' moves only) where ``wanted`` holds."""
    rng = random.Random(seed)
    state = game.new_game(rules, seed=seed)
    while not wanted(state):
        moves = [move for move in game.legal_moves(state) if not move.by_host]
        state = game.apply_move(state, rng.choice(moves))
    return state


def _refusal(game: Any, state: Any, text: str, player: int | None = None) -> str:
    with pytest.raises(IllegalMove) as refused:
        game.parse_move(state, text, player)
    assert type(refused.value) is IllegalMove
    return str(refused.value)


def test_a_move_that_is_not_legal_now_is_refused_in_exactly_the_words_of_apply_move() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=2), km.Bet(1))
    with pytest.raises(IllegalMove) as applied:
        km.apply_move(state, km.Check(2))
    assert (
        _refusal(km, state, "check")
        == str(applied.value)
        == ("seat 2 cannot check: facing a bet, fold, call or raise")
    )
    assert (
        _refusal(km, state, "seat 0 folds") == "it is not seat 0's turn: seat 2 is to act in betting round 1"
    )
    assert _refusal(km, state, "invoke mercy").startswith("seat 2 cannot invoke Mercy")


def test_a_card_named_that_is_not_held_is_refused_by_the_rules() -> None:
    state = om.new_game(seed=1)
    assert _refusal(om, state, "wild draw10 blue") == "seat 0 holds no wild draw10"
    assert _refusal(om, state, "seat 0 plays red 5") == "seat 0 holds no red 5"


def test_the_seats_waited_on_come_first_and_a_line_may_name_its_seat() -> None:
    state = _reached(
        om, om.Rules(players=4), 1, lambda state: len(state.catchable) == 1 and state.to_act == (0,)
    )
    (target,) = state.catchable
    assert om.parse_move(state, "mercy") == om.CallMercy(0)  # the seat waited on
    assert om.parse_move(state, "seat 2 catch") == om.Catch(2, target)
    assert om.parse_move(state, f"seat 3 catches seat {target}") == om.Catch(3, target)
    message = _refusal(om, state, "catch")
    assert message == "'catch' fits moves of seats 1, 2 and 3: begin with the seat, e.g. 'seat 1 catch'"
    assert om.parse_move(state, "catch", player=2) == om.Catch(2, target)


def test_a_host_move_begins_with_host_and_no_seat_makes_one() -> None:
    state = _reached(om, om.Rules(players=4), 1, lambda state: len(state.catchable) == 1)
    (target,) = state.catchable
    assert om.parse_move(state, f"host closes the catch window on seat {target}") == om.CloseCatchWindow(
        target
    )
    assert om.parse_move(state, f"host close {target}") == om.CloseCatchWindow(target)
    assert om.parse_move(state, f"host times out seat {state.to_act[0]}") == om.TimeOut(state.to_act[0])
    assert _refusal(om, state, "host times out seat 9") == "there is no seat 9 at this table of 4"
    assert _refusal(om, state, "host time out", player=1) == "seat 1 cannot make the host's moves"


def test_a_seat_reading_its_own_text_reads_only_its_own_moves() -> None:
    state = kc.new_game(seed=7)
    assert _refusal(kc, state, "seat 1 discards 7c qc kd", player=2) == "seat 2 cannot move for seat 1"
    assert kc.parse_move(state, "7c qc kd", player=1) == kc.Discard(1, "7C QC KD")
    message = _refusal(kc, state, "7c qc kd", player=2)
    assert message.startswith("seat 2 does not hold"), message
    assert _refusal(kc, state, "seat 7 passes") == "there is no seat 7 at this table of 3"


def test_several_moves_answering_are_listed_to_choose_from() -> None:
    state = _reached(om, om.Rules(players=2), 3, lambda state: _holds_a_playable_wild(state))
    seat = state.to_act[0]
    wild = next(card for card in state.hands[seat] if card.names_color and om.Play(seat, card, om.Color.RED)
                in om.legal_moves(state))  # fmt: skip
    message = _refusal(om, state, str(wild))
    assert message == (
        f"'{wild}' could be play {wild} red, play {wild} blue, play {wild} green"
        f" or play {wild} yellow: say which"
    )
    assert om.parse_move(state, f"{wild} green") == om.Play(seat, wild, om.Color.GREEN)


def _holds_a_playable_wild(state: Any) -> bool:
    return any(type(move) is om.Play and move.color is not None for move in om.legal_moves(state))


def test_a_line_naming_no_move_is_answered_with_what_may_be_typed() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=2), km.Bet(1))
    assert (
        _refusal(km, state, "chek")
        == "'chek' names no move of King's Mercy: seat 2 may type fold, call or raise"
    )
    assert _refusal(km, state, "") == "'' names no move: seat 2 may type fold, call or raise"
    assert _refusal(km, state, "seat 2") == "'seat 2' names no move: seat 2 may type fold, call or raise"


def test_what_may_be_typed_names_no_card_when_several_seats_may_move() -> None:
    state = kc.new_game(seed=7)
    assert _refusal(kc, state, "hello") == (
        "'hello' names no move of King Cut-Throat: seat 0 may type discard <3 cards>;"
        " seat 1 may type discard <3 cards>; seat 2 may type discard <3 cards>"
    )
    state = _reached(
        om, om.Rules(players=4), 1, lambda state: len(state.catchable) == 1 and state.to_act == (0,)
    )
    message = _refusal(om, state, "hello")
    (target,) = state.catchable
    assert message.startswith("'hello' names no move of Open Mercy: seat 0 may type ")
    assert message.endswith(
        f"seat 1 may type catch {target}; seat 2 may type catch {target}; seat 3 may type catch {target}"
    )
    assert all(str(card) not in message for hand in state.hands for card in hand)


def test_a_seat_is_told_its_own_moves_by_their_cards() -> None:
    state = _reached(kc, kc.Rules(), 2, lambda state: state.phase == "play")
    seat = state.to_act[0]
    message = _refusal(kc, state, "hello", player=seat)
    cards = [move.card for move in kc.legal_moves(state, seat) if isinstance(move, kc.Play)]
    plays = [f"play {kc.FACTS.notation.card_text(card)}" for card in cards]
    assert message == f"'hello' names no move of King Cut-Throat: seat {seat} may type " + (
        f"{', '.join(plays[:-1])} or {plays[-1]}" if len(plays) > 1 else plays[0]
    )


def test_the_witch_s_trade_reads_by_faerunian_or_french_names() -> None:
    state = _reached(ww, ww.Rules(players=3), 0, lambda state: state.phase == "fate")
    seat = ww.to_act(state)[0]
    card = next(card for card in state.hands[seat] if card != ww.WITCH)
    target = next(other for other in range(3) if other != seat)
    trade = ww.WitchTrade(seat, card, target)
    name = ww.faerunian_name(card)
    assert ww.parse_move(state, f"give {name} to seat {target}") == trade
    assert ww.parse_move(state, f"witch trade {ww.FACTS.notation.card_text(card)} {target}") == trade
    assert (
        ww.parse_move(state, f"give {card.rank.label}{card.suit.symbol if card.suit else ''} {target}")
        == trade
    )
    assert ww.parse_move(state, str(trade)) == trade


def test_a_joker_reads_by_the_name_its_game_gives_it() -> None:
    joker = Card.parse("JK")
    state = _reached(
        kc, kc.Rules(), 0, lambda state: any(kc.Play(s, joker) in kc.legal_moves(state) for s in state.to_act)
    )
    seat = state.to_act[0]
    for text in ("play jk", "play the joker", "best bower", f"seat {seat} plays JK"):
        assert kc.parse_move(state, text) == kc.Play(seat, Card.parse("JK")), text

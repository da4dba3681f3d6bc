"""The menu that offers moves, by number or typed, and the rules read from --rule (the grammar
of typed moves is the games' own: ``tests/core/test_notation.py``)."""

from __future__ import annotations

import io
from typing import Any

import pytest

from cardtable import king_cut_throat as kc
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from cardtable import witch_of_the_woods as ww
from cardtable.cards import Suit, parse_cards
from cardtable.terminal.menu import Chosen, Menu, Narrowed, Picked, Refused, sorted_hand
from cardtable.terminal.options import RuleError, read_rule, read_rules
from cardtable.terminal.paint import Paint
from cardtable.terminal.table import play_in_terminal

OM = om.Card.parse


def test_120_discards_are_never_listed_the_cards_are_picked_one_by_one() -> None:
    state = kc.new_game(seed=7)
    menu = Menu(kc, kc.view(state, 0), kc.legal_moves(state, 0))
    assert len(kc.legal_moves(state, 0)) == 120
    assert menu.picking and len(menu.lines()) <= 4
    first, second, third = menu.pickable[:3]
    assert isinstance(menu.take("1"), Picked)
    assert isinstance(menu.take("2"), Picked)
    assert isinstance(menu.take("2"), Picked)  # put back
    menu.take("clear")
    assert menu.take("1 2 3") == Chosen(kc.Discard(0, (first, second, third)))
    assert isinstance(menu.take("11"), Refused)


def test_a_wild_is_one_line_and_picking_it_asks_for_the_colour() -> None:
    state = om.new_game(om.Rules(players=3), seed=3)
    moves = (om.Play(0, OM("red 5")), *(om.Play(0, OM("wild draw6"), colour) for colour in om.Color))
    menu = Menu(om, om.view(state, 0), moves)
    assert len(menu.choices) == 2
    wild = [number for number, choice in enumerate(menu.choices, 1) if len(choice.moves) == 4]
    assert wild and "naming red/blue/green/yellow" in menu.choices[wild[0] - 1].label
    assert menu.take(str(wild[0])) == Narrowed(moves[1:])


def test_the_hand_is_sorted_the_way_each_game_is_held() -> None:
    assert [str(c) for c in sorted_hand(km, _Seen(parse_cards("3S JK 9H 5D")))] == ["9♥", "5♦", "3♠", "JK"]
    held = _Seen(parse_cards("7C AC JS 10H JK AS"), trump=Suit.CLUBS)
    assert [str(c) for c in sorted_hand(kc, held)] == ["JK", "J♠", "A♣", "7♣", "10♥", "A♠"]
    hand = (OM("wild"), OM("yellow 1"), OM("red 9"), OM("red 2"))
    assert [str(c) for c in sorted_hand(om, _Seen(hand))] == ["red 2", "red 9", "yellow 1", "wild"]


class _Seen:
    def __init__(self, hand: tuple[Any, ...], trump: Suit | None = None) -> None:
        self.hand = hand
        self.trump = trump


def test_a_forced_move_is_made_without_asking() -> None:
    out = io.StringIO()
    prompts: list[str] = []

    def person(prompt: str) -> str:
        prompts.append(prompt)
        return "1"

    play_in_terminal(om, om.Rules(players=2), 4, input_line=person, out=out)
    forced = out.getvalue().count("(your only move: ")
    assert forced >= 1
    assert all(prompt.startswith(("your move (1-", "pick ")) for prompt in prompts)


def test_rules_of_every_type_are_read() -> None:
    assert read_rule(kc.Rules, "max_hands=none") == ("max_hands", None)
    assert read_rule(kc.Rules, "max-hands=4") == ("max_hands", 4)
    assert read_rule(kc.Rules, "flipped_joker=redeal") == ("flipped_joker", "redeal")
    assert read_rule(kc.Rules, "flipped_joker=♠") == ("flipped_joker", Suit.SPADES)
    assert read_rule(kc.Rules, "mediator_chooses_leader=on") == ("mediator_chooses_leader", True)
    assert read_rule(om.Rules, "stacking=HOUSE") == ("stacking", "house")
    assert read_rule(ww.Rules, "tie_convention=b") == ("tie_convention", "B")
    assert read_rules(ww.Rules, ["betting=1", "buy_in=2"], players=3) == ww.Rules(
        players=3, betting=True, buy_in=2
    )
    with pytest.raises(
        RuleError, match=r"^--rule stacking: 'loose' is not 'official' or 'house' or 'casual'$"
    ):
        read_rule(om.Rules, "stacking=loose")
    with pytest.raises(RuleError, match=r"^--rule: players must be 2 to 20, not 1$"):
        read_rules(om.Rules, ["players=1"])


def test_plain_text_spells_the_pips_and_a_terminal_colours_them() -> None:
    assert Paint.plain().line("seat 1 plays 10♥ on K♠") == "seat 1 plays 10H on KS"
    coloured = Paint(color=True, unicode=True).line("seat 1 plays red 5, then Queen of Shields, 10♥")
    assert "\x1b[31mred 5\x1b[0m" in coloured and "\x1b[31m10♥\x1b[0m" in coloured
    assert "\x1b[36mQueen of Shields\x1b[0m" in coloured
    assert Paint.for_stream(io.StringIO()) == Paint.plain()


def test_part_of_a_move_narrows_the_list_and_the_narrower_list_is_not_grouped_again() -> None:
    state = om.new_game(om.Rules(players=3), seed=3)
    wilds = tuple(om.Play(0, OM("wild draw6"), colour) for colour in om.Color)
    menu = Menu(om, om.view(state, 0), (om.Play(0, OM("red 5")), *wilds, om.Draw(0)))
    assert menu.take("wild draw6") == Narrowed(wilds)
    narrower = Menu(om, om.view(state, 0), wilds, group=False)
    assert [line.strip() for line in narrower.lines()] == [
        "1) play wild draw6 naming red",
        "2) play wild draw6 naming blue",
        "3) play wild draw6 naming green",
        "4) play wild draw6 naming yellow",
    ]
    assert narrower.take("green") == Chosen(wilds[2])
    assert isinstance(menu.take("blue 7"), Refused)


def test_a_typed_move_that_is_not_legal_is_refused_in_the_library_s_own_words() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3), seed=2), km.Bet(1))
    menu = Menu(km, km.view(state, 2), km.legal_moves(state, 2), sample=lambda: km.determinize(state, 2, 0))
    assert menu.take("check") == Refused("seat 2 cannot check: facing a bet, fold, call or raise")
    listed = "'chek' names no move of King's Mercy: seat 2 may type fold, call or raise"
    assert menu.take("chek") == Refused(listed)
    assert menu.take("call") == Chosen(km.Call(2))


def test_the_terminal_reads_a_card_by_any_of_its_spellings() -> None:
    state = kc.new_game(seed=7)
    menu = Menu(kc, kc.view(state, 1), kc.legal_moves(state, 1))
    assert menu.take("jack of spades, 9♠ and ace of spades") == Chosen(kc.Discard(1, "JS 9S AS"))
    assert menu.take("j of spades") == Picked("picked 1: J♠; pick 2 more (a number again puts it back)")


def test_the_table_refuses_a_typed_move_with_the_rules_reason() -> None:
    out = io.StringIO()
    answers = iter(["check", "q"])
    play_in_terminal(km, km.Rules(players=3), 7, input_line=lambda prompt: next(answers), out=out)
    assert "seat 0 cannot check: facing a bet, fold, call or raise" in out.getvalue()

"""Moves typed as cards and words, the menu that offers them, and the rules read from --rule."""

from __future__ import annotations

import io
from typing import Any

import pytest

from cardtable import king_cut_throat as kc
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from cardtable import witch_of_the_woods as ww
from cardtable.cards import Card, Suit, parse_cards
from cardtable.king_cut_throat.moves import discard_moves
from cardtable.terminal.menu import Chosen, Menu, Narrowed, Picked, Refused, sorted_hand
from cardtable.terminal.options import RuleError, read_rule, read_rules
from cardtable.terminal.paint import Paint
from cardtable.terminal.table import play_in_terminal
from cardtable.terminal.typed import find, spoken

OM = om.Card.parse


def test_a_discard_is_typed_as_its_cards_in_any_order_and_case() -> None:
    moves = discard_moves(0, tuple(sorted(parse_cards("7C 9C KD AH 10S"))), 3)
    assert find(kc, moves, "7c 9c kd") == (kc.Discard(0, "7C 9C KD"),)
    assert find(kc, moves, "KD, 7♣ 9c") == (kc.Discard(0, "7C 9C KD"),)
    assert find(kc, moves, "discard kd 10s ah") == (kc.Discard(0, "KD 10S AH"),)
    assert find(kc, moves, "7c 9c") == ()  # a discard names every card


def test_open_mercy_cards_and_colours_are_typed_as_printed() -> None:
    wilds = tuple(om.Play(0, OM("wild draw10"), colour) for colour in om.Color)
    moves = (om.Play(0, OM("red 5")), om.Play(0, OM("red skip")), *wilds, om.Draw(0))
    assert find(om, moves, "red 5") == (om.Play(0, OM("red 5")),)
    assert find(om, moves, "wild draw10 blue") == (om.Play(0, OM("wild draw10"), om.Color.BLUE),)
    assert find(om, moves, "play wild draw10 naming green") == (
        om.Play(0, OM("wild draw10"), om.Color.GREEN),
    )
    assert find(om, moves, "draw") == (om.Draw(0),)
    assert find(om, moves, "wild draw10") == wilds
    assert find(om, moves, "red") == (moves[0], moves[1], wilds[0])
    assert find(om, (om.SwapWith(0, 1), om.SwapWith(0, 2), om.KeepHand(0)), "swap 2") == (om.SwapWith(0, 2),)
    assert find(om, (om.ChooseColor(0, om.Color.RED), om.ChooseColor(0, om.Color.BLUE)), "blue") == (
        om.ChooseColor(0, om.Color.BLUE),
    )


def test_the_other_games_moves_are_typed_in_words() -> None:
    assert find(km, (km.Fold(1), km.Call(1), km.Raise(1)), "raise") == (km.Raise(1),)
    assert find(km, (km.InvokeMercy(1), km.DeclineMercy(1)), "decline") == (km.DeclineMercy(1),)
    namings = (*(kc.NameTrump(0, suit) for suit in Suit), kc.Pass(0))
    assert find(kc, namings, "hearts") == (kc.NameTrump(0, Suit.HEARTS),)
    assert find(kc, namings, "pass") == (kc.Pass(0),)
    assert find(kc, (kc.Play(0, Card.parse("KD")), kc.Play(0, Card.parse("JK"))), "jk") == (
        kc.Play(0, Card.parse("JK")),
    )
    adds = (*(ww.Add(2, amount) for amount in range(1, 6)), ww.Stand(2))
    assert find(ww, adds, "add 3") == (ww.Add(2, 3),)
    draws = (ww.StandPat(0), *(ww.DrawFromCamp(0, count) for count in (1, 2, 3)))
    assert find(ww, draws, "draw 2") == (ww.DrawFromCamp(0, 2),)
    assert find(ww, draws, "pat") == (ww.StandPat(0),)
    trades = tuple(ww.WitchTrade(0, card, target) for card in parse_cards("QH 2C") for target in (1, 2))
    assert find(ww, trades, "give queen of shields to seat 2") == (ww.WitchTrade(0, Card.parse("QH"), 2),)
    assert find(ww, trades, "give qh 2") == (ww.WitchTrade(0, Card.parse("QH"), 2),)
    returns = (ww.ReturnToCamp(0, parse_cards("QH")), ww.ReturnToCamp(0, parse_cards("2C")))
    assert find(ww, returns, "2 of crowns") == (returns[1],)


@pytest.mark.parametrize(
    "move",
    [
        kc.Discard(0, "7C 9C KD"),
        kc.NameTrump(1, Suit.SPADES),
        kc.Play(2, Card.parse("10H")),
        om.Play(0, OM("wild draw6"), om.Color.YELLOW),
        om.Catch(1, 3),
        ww.WitchTrade(0, Card.parse("QH"), 2),
        ww.Add(1, 4),
        km.InvokeMercy(0),
    ],
    ids=str,
)
def test_what_help_shows_as_the_way_to_type_a_move_reads_back_as_that_move(move: Any) -> None:
    game = {kc.Discard: kc, kc.NameTrump: kc, kc.Play: kc, om.Play: om, om.Catch: om}.get(type(move))
    game = game or (ww if type(move) in ww.MOVES else km)
    others = tuple(
        m for m in (kc.Pass(0), om.Draw(0), ww.Stand(0), km.DeclineMercy(0)) if type(m) in game.MOVES
    )
    assert find(game, (move, *others), spoken(game, move)) == (move,)


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

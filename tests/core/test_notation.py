"""The grammar every game reads its moves by (``cardtable.core.notation``), the spellings of
cards (``core.card_names``) and each game's ``parse_move`` (``core.parse``)."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable import king_cut_throat as kc
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from cardtable import witch_of_the_woods as ww
from cardtable.cards import Card, Suit, parse_cards
from cardtable.core.notation import Typed, find, read, readings, spoken
from cardtable.king_cut_throat.moves import discard_moves

OM = om.Card.parse


def found(game: Any, moves: Any, text: str) -> tuple[Any, ...]:
    """The moves among ``moves`` that ``text`` names, read in ``game``'s notation."""
    return find(game.FACTS.notation, moves, text)


def test_a_discard_is_typed_as_its_cards_in_any_order_and_case() -> None:
    moves = discard_moves(0, tuple(sorted(parse_cards("7C 9C KD AH 10S"))), 3)
    assert found(kc, moves, "7c 9c kd") == (kc.Discard(0, "7C 9C KD"),)
    assert found(kc, moves, "KD, 7♣ 9c") == (kc.Discard(0, "7C 9C KD"),)
    assert found(kc, moves, "discard kd 10s ah") == (kc.Discard(0, "KD 10S AH"),)
    assert found(kc, moves, "7c 9c") == ()  # a discard names every card


def test_open_mercy_cards_and_colours_are_typed_as_printed() -> None:
    wilds = tuple(om.Play(0, OM("wild draw10"), colour) for colour in om.Color)
    moves = (om.Play(0, OM("red 5")), om.Play(0, OM("red skip")), *wilds, om.Draw(0))
    assert found(om, moves, "red 5") == (om.Play(0, OM("red 5")),)
    assert found(om, moves, "wild draw10 blue") == (om.Play(0, OM("wild draw10"), om.Color.BLUE),)
    assert found(om, moves, "play wild draw10 naming green") == (
        om.Play(0, OM("wild draw10"), om.Color.GREEN),
    )
    assert found(om, moves, "draw") == (om.Draw(0),)
    assert found(om, moves, "wild draw10") == wilds
    assert found(om, moves, "red") == (moves[0], moves[1], wilds[0])
    assert found(om, (om.SwapWith(0, 1), om.SwapWith(0, 2), om.KeepHand(0)), "swap 2") == (om.SwapWith(0, 2),)
    assert found(om, (om.ChooseColor(0, om.Color.RED), om.ChooseColor(0, om.Color.BLUE)), "blue") == (
        om.ChooseColor(0, om.Color.BLUE),
    )


def test_the_other_games_moves_are_typed_in_words() -> None:
    assert found(km, (km.Fold(1), km.Call(1), km.Raise(1)), "raise") == (km.Raise(1),)
    assert found(km, (km.InvokeMercy(1), km.DeclineMercy(1)), "decline") == (km.DeclineMercy(1),)
    namings = (*(kc.NameTrump(0, suit) for suit in Suit), kc.Pass(0))
    assert found(kc, namings, "hearts") == (kc.NameTrump(0, Suit.HEARTS),)
    assert found(kc, namings, "pass") == (kc.Pass(0),)
    assert found(kc, (kc.Play(0, Card.parse("KD")), kc.Play(0, Card.parse("JK"))), "jk") == (
        kc.Play(0, Card.parse("JK")),
    )
    adds = (*(ww.Add(2, amount) for amount in range(1, 6)), ww.Stand(2))
    assert found(ww, adds, "add 3") == (ww.Add(2, 3),)
    draws = (ww.StandPat(0), *(ww.DrawFromCamp(0, count) for count in (1, 2, 3)))
    assert found(ww, draws, "draw 2") == (ww.DrawFromCamp(0, 2),)
    assert found(ww, draws, "pat") == (ww.StandPat(0),)
    trades = tuple(ww.WitchTrade(0, card, target) for card in parse_cards("QH 2C") for target in (1, 2))
    assert found(ww, trades, "give queen of shields to seat 2") == (ww.WitchTrade(0, Card.parse("QH"), 2),)
    assert found(ww, trades, "give qh 2") == (ww.WitchTrade(0, Card.parse("QH"), 2),)
    returns = (ww.ReturnToCamp(0, parse_cards("QH")), ww.ReturnToCamp(0, parse_cards("2C")))
    assert found(ww, returns, "2 of crowns") == (returns[1],)


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
    assert found(game, (move, *others), spoken(game.FACTS.notation, move)) == (move,)


@pytest.mark.parametrize(
    ("game", "spellings", "card"),
    [
        (kc, ("js", "J♠", "jack of spades", "j of spades", "Jack Of Spades", "j of ♠", "J♠\ufe0f"), "JS"),
        (kc, ("10h", "th", "10♥", "10 of hearts", "ten of hearts", "ten of heart", "t of hearts"), "10H"),
        (kc, ("as", "1s", "ace of spades", "a♠", "one of spades"), "AS"),
        (kc, ("jk", "joker", "the joker", "best bower", "JK"), "JK"),
        (km, ("jk", "joker", "fool", "the Fool"), "JK"),
        (km, ("9s", "nine of spades", "9 of ♠"), "9S"),
        (ww, ("queen of shields", "Queen of Shields", "queen of hearts", "qh", "Q♥", "q of shields"), "QH"),
        (ww, ("prince of coins", "jack of spades", "js", "prince of coin"), "JS"),
        (ww, ("1 of crowns", "ace of crowns", "one of crowns", "ac", "ace of clubs"), "AC"),
        (ww, ("ten of swords", "10 of swords", "10d", "10 of diamonds"), "10D"),
        (ww, ("the jester", "jester", "bj", "black joker"), "BJ"),
        (ww, ("the witch", "witch", "rj", "red joker"), "RJ"),
    ],
)
def test_a_french_card_reads_by_its_common_spellings(
    game: Any, spellings: tuple[str, ...], card: str
) -> None:
    for spelling in spellings:
        assert game.FACTS.notation.read_card(spelling) is Card.parse(card), spelling


@pytest.mark.parametrize(
    ("spellings", "card"),
    [
        (("red 5", "r5", "r 5", "red five", "RED 5"), "red 5"),
        (("green draw2", "green draw 2", "g+2", "green +2", "g draw2"), "green draw2"),
        (("yellow skip-everyone", "yellow skip everyone", "y skip everyone"), "yellow skip-everyone"),
        (("red discard-all", "red discard all"), "red discard-all"),
        (("wild draw10", "wild draw 10", "wild +10"), "wild draw10"),
        (
            ("wild reverse-draw4", "wild reverse draw 4", "wild reverse draw4", "wild reverse +4"),
            "wild reverse-draw4",
        ),
        (("wild roulette", "wild color roulette", "wild colour roulette", "color roulette"), "wild roulette"),
    ],
)
def test_an_open_mercy_card_reads_by_its_common_spellings(spellings: tuple[str, ...], card: str) -> None:
    for spelling in spellings:
        assert om.FACTS.notation.read_card(spelling) is OM(card), spelling


@pytest.mark.parametrize(
    ("game", "text"),
    [
        (kc, "2h"),
        (kc, "bj"),
        (km, "10h"),
        (km, "kd"),
        (ww, "jk"),
        (om, "red wild"),
        (om, "r10"),
        (kc, "knight of cups"),
    ],
)
def test_a_card_not_in_the_game_s_deck_is_no_card_of_it(game: Any, text: str) -> None:
    with pytest.raises(ValueError, match=rf"^not an? {game.FACTS.title} card: "):
        game.FACTS.notation.read_card(text)


def test_a_line_reads_as_seat_host_cards_colors_numbers_and_words() -> None:
    typed = read(om.FACTS.notation, "Seat 2 plays Wild Draw 10, naming blue!", (om.Color,))
    assert typed == Typed(cards=(OM("wild draw10"),), enums=(om.Color.BLUE,), words=("plays",), seat=2)
    assert read(om.FACTS.notation, "host times out seat 1").host
    assert read(om.FACTS.notation, "catch seat 1") == Typed(numbers=(1,), words=("catch",))
    assert read(km.FACTS.notation, "seat 99999999999 bets").seat is None  # no seat: too long a number


def test_a_word_that_is_also_a_card_is_read_both_ways() -> None:
    first, *others = readings(ww.FACTS.notation, "witch trade qh 2")
    assert first.cards == (Card.parse("RJ"), Card.parse("QH")) and first.words == ("trade",)
    assert others[0].cards == (Card.parse("QH"),) and others[0].words == ("witch", "trade")

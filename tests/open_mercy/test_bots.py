"""Open Mercy's bots: the heuristic plays as a good player does, and the ladder is ordered (OM23).

The ladder's order is checked pair by pair in ``test_ladder.py``; the full
measurement, 2,000 games per pair, is in docs/bots/open_mercy.md.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import cardtable.open_mercy.bots as om_bots
from cardtable import bots
from cardtable import open_mercy as om
from cardtable.agents import play
from cardtable.open_mercy import (
    CallMercy,
    Card,
    Catch,
    ChooseColor,
    Color,
    Draw,
    KeepHand,
    NameRouletteColor,
    PickTop,
    Play,
    SwapWith,
)
from cardtable.open_mercy.bots.heuristic import choose

LADDER = om_bots.LADDER
C = Card.parse


def seen(
    hand: str, *, player: int = 0, to_act: tuple[int, ...] = (0,), stack: int = 0, sizes: Any = None
) -> Any:
    cards = tuple(C(text) for text in hand.split(",")) if hand else ()
    return SimpleNamespace(
        player=player,
        hand=cards,
        to_act=to_act,
        hand_sizes=sizes or (len(cards), 7),
        stack=stack,
        catchable=(),
        top=C("red 5"),
        color=Color.RED,
    )


def test_om23_the_ladder_is_registered_in_order_with_the_heuristic() -> None:
    names = bots.names("open-mercy")
    assert names[0] == "random" and "heuristic" in names
    assert [name for name in names if name in LADDER] == list(LADDER)
    assert LADDER == om.bots.ladder.LADDER


def test_the_heuristic_answers_a_draw_stack_with_a_draw_card_keeping_the_biggest() -> None:
    view = seen("red draw4,wild draw10,blue 3", stack=4)
    moves = (Play(0, C("red draw4")), *(Play(0, C("wild draw10"), color) for color in Color), Draw(0))
    assert choose(view, moves) == Play(0, C("red draw4"))
    assert choose(seen("blue 3", stack=4), (Draw(0),)) == Draw(0)


def test_the_heuristic_plays_a_coloured_card_before_a_wild_and_names_the_colour_it_holds_most() -> None:
    view = seen("wild,red 2,blue 4,blue 7")
    wilds = tuple(Play(0, C("wild"), color) for color in Color)
    assert choose(view, (*wilds, Play(0, C("red 2")), Draw(0))) == Play(0, C("red 2"))
    assert choose(view, (*wilds, Draw(0))) == Play(0, C("wild"), Color.BLUE)
    assert choose(view, tuple(ChooseColor(0, color) for color in Color)) == ChooseColor(0, Color.BLUE)
    roulette = tuple(NameRouletteColor(0, color) for color in Color)
    assert choose(view, roulette) == NameRouletteColor(0, Color.BLUE)


def test_the_heuristic_keeps_its_colour_and_dumps_a_discard_all_with_its_colour() -> None:
    view = seen("red 3,red 9,blue 9,blue discard-all,blue 1,blue 2")
    moves = (Play(0, C("red 3")), Play(0, C("red 9")), Play(0, C("blue 9")), Draw(0))
    assert choose(view, moves) == Play(0, C("blue 9"))  # into the colour it holds most
    assert choose(view, (*moves, Play(0, C("blue discard-all")))) == Play(0, C("blue discard-all"))


def test_the_heuristic_calls_its_mercy_before_playing_down_and_catches_off_turn() -> None:
    assert choose(seen("red 3,red 9"), (Play(0, C("red 3")), Draw(0), CallMercy(0))) == CallMercy(0)
    off = seen("red 3,red 9,blue 1", player=1, to_act=(0,))
    assert choose(off, (Catch(1, 0),)) == Catch(1, 0)
    assert choose(seen("red 3", player=1, to_act=(0,)), (CallMercy(1),)) == CallMercy(1)
    assert choose(off, ()) is None


def test_the_heuristic_swaps_with_a_shorter_hand_and_fires_the_strongest_top_card() -> None:
    view = seen("red 3,red 9,blue 1,green 4", sizes=(4, 2))
    assert choose(view, (SwapWith(0, 1), KeepHand(0))) == SwapWith(0, 1)
    assert choose(seen("red 3", sizes=(1, 9)), (SwapWith(0, 1), KeepHand(0))) == KeepHand(0)
    picks = (PickTop(0, C("red 3")), PickTop(0, C("red draw2")), PickTop(0, C("red skip")))
    assert choose(seen("blue 1"), picks) == PickTop(0, C("red draw2"))


@pytest.mark.parametrize("name", ["heuristic", *LADDER])
def test_every_bot_plays_legal_moves_at_four_and_is_deterministic(name: str) -> None:
    rules = om.Rules(players=4)

    def table() -> list[Any]:
        return [bots.make("open-mercy", name, seed=seat) for seat in range(4)]

    first = play(om, table(), rules, seed=3, max_moves=30)
    assert list(first.log) == list(play(om, table(), rules, seed=3, max_moves=30).log)

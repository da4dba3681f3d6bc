"""Pictures of every game, read back: each is well-formed SVG, a view's picture names exactly
the cards the seat holds and never one hidden from it, with a back for every card another
seat holds, and the state's picture names every card in every hand.

A picture marks each card it draws with ``data-card`` (a back ``data-card="back"``) and the
seat it lies before with ``data-seat``; the checks read those and the game's own facts
(``FACTS.cards``, ``FACTS.hidden``) and views, nothing of any one game.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import GAMES, pictures
from cardtable.core.layout import BACK, Face, Pile, Seat, Table
from cardtable.core.svg import draw
from tests.conformance.knowledge import unknown
from tests.conformance.test_contract import play_out, played
from tests.games import NAMES

each_game = pytest.mark.parametrize("name", NAMES)
SVG = "{http://www.w3.org/2000/svg}"


def words(picture: str) -> str:
    """All the text a picture shows, its title included."""
    root = ET.fromstring(picture)
    return " ".join(node.text or "" for node in root.iter() if node.tag in (f"{SVG}text", f"{SVG}title"))


def drawn(picture: str) -> list[tuple[str, str | None]]:
    """Every card a picture draws, as ``(data-card, data-seat)``, after parsing it strictly."""
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG}svg", root.tag
    return [
        (node.attrib["data-card"], node.attrib.get("data-seat"))
        for node in root.iter()
        if "data-card" in node.attrib
    ]


def _faces(
    cards: list[tuple[str, str | None]], seat: int | None = None, anywhere: bool = False
) -> Counter[str]:
    return Counter(card for card, at in cards if card != "back" and (anywhere or at == _at(seat)))


def _at(seat: int | None) -> str | None:
    return None if seat is None else str(seat)


def _seats(players: int, data: st.DataObject) -> tuple[int | None, ...]:
    if players <= 6:
        return (None, *range(players))
    return (None, *sorted(data.draw(st.sets(st.integers(0, players - 1), min_size=3, max_size=3))))


def _positions(name: str, data: st.DataObject) -> tuple[Any, Any, list[Any]]:
    _, rules, seed, picks = data.draw(played(name))
    game = GAMES[name]
    states = play_out(game, rules, seed, picks)
    chosen = sorted(set(data.draw(st.lists(st.integers(0, len(states) - 1), min_size=1, max_size=3))))
    return game, rules, [states[index] for index in chosen] + [states[-1]]


@each_game
@settings(max_examples=40)
@given(data=st.data())
def test_a_view_draws_exactly_what_its_seat_may_see(name: str, data: st.DataObject) -> None:
    """Its own hand face up before it; a back for every card each other seat holds (faces only
    where the seat may see them); no face anywhere of a card hidden from it."""
    game, rules, states = _positions(name, data)
    facts = game.FACTS
    for state in states:
        for seat in _seats(rules.players, data):
            seen = game.view(state, seat)
            picture = pictures.to_svg(seen)
            cards = drawn(picture)
            visible = Counter(str(card) for card in facts.cards(state))
            visible.subtract(str(card) for card in facts.hidden(state, seat))
            shown = _faces(cards, anywhere=True)
            hidden_shown = {card: count for card, count in shown.items() if count > visible[card]}
            assert not hidden_shown, f"seat {seat} is shown cards hidden from it: {hidden_shown}"
            text = words(picture)
            for card in unknown(game.full_deck(), facts.hidden(state, seat)):
                # A card called by a plain word ("wild") may be prose ("drew a wild"); its face is
                # checked above.
                names = {str(card), facts.notation.card_name(card)}
                for name in (name for name in names if not (name.isalpha() and name.islower())):
                    assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), (
                        f"seat {seat} reads {name}"
                    )
            if seat is not None:
                assert _faces(cards, seat) == Counter(map(str, seen.hand)), f"seat {seat}'s own hand"
            for other in range(rules.players):
                if other == seat:
                    continue
                before = [card for card, at in cards if at == str(other)]
                held = len(game.view(state, other).hand)
                assert len(before) == held, (
                    f"seat {seat} sees {len(before)} cards before seat {other}, not {held}"
                )


@each_game
@settings(max_examples=25)
@given(data=st.data())
def test_the_state_draws_every_hand_face_up(name: str, data: st.DataObject) -> None:
    game, rules, states = _positions(name, data)
    for state in states:
        cards = drawn(pictures.to_svg(state))
        assert not [card for card in cards if card[0] == "back"], "the whole state hides nothing"
        for seat in range(rules.players):
            assert _faces(cards, seat) == Counter(map(str, game.view(state, seat).hand)), (
                f"seat {seat}'s hand"
            )
        every = Counter(str(card) for card in game.FACTS.cards(state))
        assert not _faces(cards, anywhere=True) - every, "a card drawn that is not in the game"


@each_game
def test_a_state_and_a_view_draw_themselves_in_jupyter_and_to_a_file(name: str, tmp_path: Path) -> None:
    game = GAMES[name]
    state = game.new_game(game.FACTS.table, seed=3)
    seen = game.view(state, 0)
    for value in (state, seen):
        assert value._repr_svg_() == pictures.to_svg(value)
        pictures.save(value, tmp_path / "table.svg")
        assert (tmp_path / "table.svg").read_text(encoding="utf-8") == pictures.to_svg(value)
        ET.parse(tmp_path / "table.svg")


def test_bad_arguments_are_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no picture is drawn of a str"):
        pictures.to_svg("a table")
    state = GAMES["open-mercy"].new_game(seed=1)
    with pytest.raises(ValueError, match="pictures are SVG"):
        pictures.save(state, tmp_path / "table.png")
    assert not (tmp_path / "table.png").exists()
    with pytest.raises(ValueError, match="a file named by a path"):
        pictures.save(state, 3)  # type: ignore[arg-type]

    class Unseen(pictures.Pictured):
        """A class whose game registered no picture: Jupyter shows its text instead."""

    assert Unseen()._repr_svg_() is None


def test_text_is_escaped_and_the_document_stays_well_formed() -> None:
    """Names and labels reach the picture as text, never as markup."""
    hostile = "<script>\"&'</script>"
    table = Table(
        title=hostile,
        status=(hostile,),
        seats=(Seat(number=0, name=hostile, lines=(hostile,), badges=(hostile,), cards=(BACK,)),),
        middle=(Pile(label=hostile, cards=(Face(card=hostile, corner="<", name=hostile),), count=3),),
        viewer=None,
        notes=(hostile,),
    )
    root = ET.fromstring(draw(table))
    assert not [node for node in root.iter() if node.tag.endswith("script")]
    assert sorted(node.attrib["data-card"] for node in root.iter() if "data-card" in node.attrib) == [
        hostile,
        "back",
    ]


def test_a_crowded_table_keeps_every_seat_apart_and_on_the_canvas() -> None:
    """Twenty seats, each with a full hand of faces: no two seats' panels overlap."""
    open_mercy = GAMES["open-mercy"]
    state = open_mercy.new_game(open_mercy.Rules(players=20), seed=2)
    root = ET.fromstring(pictures.to_svg(state))
    width, height = float(root.attrib["width"]), float(root.attrib["height"])
    boxes = []
    for node in root.iter():
        if "data-seat-box" in node.attrib:
            x, y = (float(part) for part in node.attrib["transform"][len("translate(") : -1].split())
            panel = next(child for child in node if child.tag == f"{SVG}rect")
            box = (x, y, x + float(panel.attrib["width"]), y + float(panel.attrib["height"]))
            assert box[0] >= 0 and box[2] <= width and box[1] >= 0 and box[3] <= height, box
            boxes.append(box)
    assert len(boxes) == 20
    for index, one in enumerate(boxes):
        for other in boxes[:index]:
            apart = one[2] <= other[0] or other[2] <= one[0] or one[3] <= other[1] or other[3] <= one[1]
            assert apart, (one, other)

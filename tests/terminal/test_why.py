"""The narration says why: every game played through the real command in a pseudo-terminal,
the record saved with ``--save``, and what the record shows happened checked against what
the screen told.

What is expected is derived from the saved record (replayed move by move), never from a
list of lines: each King's Mercy showdown's hands and their categories (KM4), each Witch of
the Woods reveal's Hand Scores broken down (WW6), each King Cut-Throat trick's winner and
each point a King scored, worked out from the trick's cards (KC10, KC11), each skip and
reverse an Open Mercy card made (OM3, OM8, OM9). The seeds are chosen so that the games
hold them.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pexpect  # type: ignore[import-untyped]
import pytest

from cardtable import GAMES, records
from cardtable import king_cut_throat as kc
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from cardtable import witch_of_the_woods as ww
from cardtable.terminal.narrate import is_out
from cardtable.witch_of_the_woods.events import Revealed
from tests.terminal.person import Person, spawn, told

WIDE = 400
"""Columns wide enough that no narrated line is wrapped, so each can be read whole."""


def _play(name: str, tmp_path: Path, table: str) -> tuple[str, list[tuple[Any, Any]], Any]:
    """Play ``name`` at the keyboard to its end at ``table`` (its options); the screen, the saved
    game's steps, its start."""
    saved = tmp_path / "game.json"
    child = spawn("play", name, *table.split(), "--save", str(saved), columns=WIDE)
    screen = Person(child, random.Random(name)).play().replace("\r\n", "\n")
    child.close()
    assert child.exitstatus == 0, screen[-2000:]
    text = saved.read_text(encoding="utf-8")
    assert f"The game's record is saved in {saved}." in screen
    steps = list(records.replay(text))
    start = GAMES[name].new_game(steps[0][1].origin.rules, seed=steps[0][1].origin.seed)
    assert records.loads(text) == steps[-1][1]
    return screen, steps, start


def _told(game: Any, start: Any, steps: list[tuple[Any, Any]]) -> Iterator[tuple[Any, Any, Any]]:
    """Each state before and after a move, and the move's events as seat 0 was told them,
    while seat 0 is still in the game (then the rest is only summarised)."""
    before = start
    yield None, start, game.view(start, 0).events
    for _, after in steps:
        if is_out(game.view(before, 0), 0):
            return
        yield before, after, game.view(after, 0).events
        before = after


def test_kings_mercy_names_every_hand_at_every_showdown(tmp_path: Path) -> None:
    table = "--players 5 --bots heuristic --rule max_hands=20 --seed 4"
    screen, steps, start = _play("kings-mercy", tmp_path, table)
    rules = start.origin.rules
    shown: list[str] = []
    categories: set[str] = set()
    mercies = 0
    for _, _, events in _told(km, start, steps):
        for event in events:
            if isinstance(event, km.Showdown):
                mercies += event.mercy
                for seat, cards in enumerate(event.hands):
                    if cards:
                        category = km.hand_value(cards).category
                        categories.add(category)
                        shown.append(f"seat {seat} {rules.show_cards(cards)} ({km.CATEGORY_NAMES[category]}")
    lines = [line for line in told(screen) if line.startswith("showdown")]
    assert len(lines) == sum(
        1 for _, _, events in _told(km, start, steps) for e in events if type(e) is km.Showdown
    )
    showdowns = "\n".join(lines)
    assert all(hand in showdowns for hand in shown), [hand for hand in shown if hand not in showdowns]
    assert showdowns.count("(the order reversed), the weakest hand winning") == mercies
    assert len(categories) >= 3 and mercies, (categories, mercies)  # the seed was chosen for this


def test_witch_of_the_woods_breaks_down_every_hand_score_at_every_reveal(tmp_path: Path) -> None:
    table = "--players 4 --bots heuristic --rule hands_to_win=3 --seed 2"
    screen, steps, start = _play("witch-of-the-woods", tmp_path, table)
    reveals = [line for line in told(screen) if line.startswith("the reveal: ")]
    expected = [
        event for _, _, events in _told(ww, start, steps) for event in events if type(event) is Revealed
    ]
    assert len(reveals) == len(expected) > 0
    bonuses: set[str] = set()
    for line, event in zip(reveals, expected, strict=True):
        for seat, hand in enumerate(event.hands):
            if hand is None:
                continue
            score = ww.score_breakdown(hand)
            opened = f"seat {seat} shows {ww.faerunian_names(hand)} ({score.total}: "
            assert opened in line, (opened, line)
            part = line.split(opened, 1)[1].split(")", 1)[0]
            assert part.startswith(" + ".join(map(str, score.values)))
            named = [f"+{points} {name}" for name, points in score.bonuses] or ["no bonuses"]
            assert all(bonus in part for bonus in named), (named, part)
            bonuses.update(name for name, _ in score.bonuses)
    assert len(bonuses) >= 2, bonuses  # the seed was chosen for this


def _scored_by_own_king(trick: Any, rules: Any) -> Any:
    """The card that scores for taking ``trick``: the winner's own card of the scoring rank (KC11)."""
    scoring = {"king": "K", "queen": "Q", "ace": "A"}[rules.scoring_rank]
    for seat, card in trick.plays:
        if seat == trick.winner and card == trick.card and str(card).startswith(scoring):
            return card
    return None


def test_king_cut_throat_tells_every_trick_and_every_own_king(tmp_path: Path) -> None:
    table = "--bots heuristic --rule max_hands=4 --seed 6"
    screen, steps, start = _play("king-cut-throat", tmp_path, table)
    rules = start.origin.rules
    said = told(screen)
    tricks = [line for line in said if re.match(r"seat \d takes (Showdown )?trick \d", line)]
    points = [line for line in said if re.match(r"seat \d scores 1: ", line)]
    expected_tricks, expected_points = [], []
    kings_not_scoring = 0
    for _, _, events in _told(kc, start, steps):
        for event in events:
            if type(event) is kc.TrickTaken:
                number = f"Showdown trick {event.number - 7}" if event.number > 7 else f"trick {event.number}"
                expected_tricks.append(f"seat {event.winner} takes {number} with {event.card}")
                king = _scored_by_own_king(event, rules)
                if king is not None:
                    expected_points.append(f"seat {event.winner} scores 1: their own {king} took {number}")
                kings_not_scoring += sum(
                    1 for _, card in event.plays if str(card).startswith("K") and card != king
                )
    assert tricks == expected_tricks
    assert points == expected_points
    assert expected_points and kings_not_scoring  # Kings that took nothing of their own scored nothing


def _fired(before: Any, events: tuple[Any, ...]) -> Iterator[tuple[int, Any]]:
    """The cards whose effect fired in one move (OM8-OM12, OM15), with who played them."""
    if any(isinstance(event, (om.GameOver, om.WentOutUncalled)) for event in events):
        return  # a card that goes out, or goes out uncalled, does nothing more (OM15)
    for event in events:
        if isinstance(event, (om.Played, om.PlayedDrawn, om.PickedTop)):
            yield event.player, event.card
        elif isinstance(event, om.DiscardedAll) and len(event.cards) == 1:
            yield event.player, event.cards[0]  # the one card of its color lies on top and fires


def _next_in(eliminated: tuple[bool, ...], direction: int, seat: int) -> int:
    following = (seat + direction) % len(eliminated)
    while eliminated[following]:
        following = (following + direction) % len(eliminated)
    return following


def test_open_mercy_tells_every_skip_and_every_reverse(tmp_path: Path) -> None:
    screen, steps, start = _play("open-mercy", tmp_path, "--players 3 --bots heuristic --seed 5")
    way = {1: "clockwise", -1: "counter-clockwise"}
    expected: list[str] = []
    for before, after, events in _told(om, start, steps):
        if before is None:  # the opening card (OM3)
            opening = next(event.card for event in events if isinstance(event, om.OpeningCard))
            if opening.kind is om.Kind.SKIP:
                expected.append("seat 0 is skipped")
            elif opening.kind is om.Kind.REVERSE:
                expected.append("play reverses: it now goes counter-clockwise")
                if len(after.eliminated) == 2:
                    expected.append("seat 0 is skipped")
            continue
        for player, card in _fired(before, events):
            players_in = before.eliminated.count(False)
            if card.kind is om.Kind.SKIP:
                expected.append(f"seat {_next_in(before.eliminated, before.direction, player)} is skipped")
            elif card.kind is om.Kind.SKIP_EVERYONE:
                expected.append(f"every other seat is skipped: seat {player} plays again")
            elif card.kind in (om.Kind.REVERSE, om.Kind.WILD_REVERSE_DRAW4):
                expected.append(f"play reverses: it now goes {way[-before.direction]}")
                if card.kind is om.Kind.REVERSE and players_in == 2:
                    expected.append(
                        f"seat {_next_in(before.eliminated, -before.direction, player)} is skipped"
                    )
    said = [line for line in told(screen) if re.search(r"is skipped|play reverses", line)]
    assert said == expected
    kinds = {line.split(":")[0].split(" is ")[-1] for line in expected}
    assert len(expected) >= 5 and "play reverses" in kinds and "skipped" in kinds, expected


@pytest.mark.parametrize("leaving", ["q", "eof", "ctrl-c"])
def test_the_record_is_saved_however_the_game_ends_and_the_seed_is_told_twice(
    tmp_path: Path, leaving: str
) -> None:
    saved = tmp_path / "left.json"
    child = spawn("play", "kings-mercy", "--players", "3", "--save", str(saved), columns=WIDE)
    child.expect(r"your move \(")
    opening = str(child.before)
    seed = re.search(
        r"Seed (\d+)\. This deal again: cardtable play kings-mercy --players 3 --seed (\d+)", opening
    )
    assert seed is not None and seed.group(1) == seed.group(2)
    child.sendline("2")
    child.expect(r"your move \(")
    # A key pressed the instant the prompt shows can reach Python before it waits for input,
    # where a Ctrl-C then waits for the next key; a person is never that quick.
    time.sleep(0.3)
    {"q": lambda: child.sendline("q"), "eof": child.sendeof, "ctrl-c": child.sendintr}[leaving]()
    child.expect(pexpect.EOF)
    closing = str(child.before)
    child.close()
    assert child.exitstatus == (130 if leaving == "ctrl-c" else 0)
    assert closing.index("You left the table.") < closing.index(f"Seed {seed.group(1)}. This deal again")
    state = records.loads(saved.read_text(encoding="utf-8"))
    assert state.origin.seed == int(seed.group(1)) and len(state.log) >= 1
    assert "Traceback" not in closing


def test_each_game_without_a_seed_is_a_fresh_deal() -> None:
    seeds = set()
    for _ in range(3):
        child = spawn("play", "open-mercy")
        child.expect(r"Seed (\d+)\. ")
        seeds.add(child.match.group(1))
        child.sendeof()
        child.expect(pexpect.EOF)
        child.close()
    assert len(seeds) == 3

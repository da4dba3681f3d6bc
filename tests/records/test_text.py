"""The text record (``records.to_text``, ``records.from_text``): tags, then the moves in the
game's notation, a paragraph a hand; read back exactly, and refused when tampered with (C10)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cardtable import GAMES, RecordError, records
from cardtable import kings_mercy as km
from cardtable import open_mercy as om
from tests.conformance.test_fuzz import Findings, samples, walks
from tests.games import NAMES

each_game = pytest.mark.parametrize("name", NAMES)


def _refused(text: Any) -> str:
    """The message ``from_text`` refuses ``text`` with, checking that it is a ``RecordError``."""
    with pytest.raises(RecordError) as refused:
        records.from_text(text)
    message = str(refused.value)
    assert type(refused.value) is RecordError and message.startswith("record:"), message
    return message


def _played(moves: tuple[Any, ...] = (km.Bet(1), km.Call(2), km.Fold(0))) -> Any:
    state = km.new_game(km.Rules(players=3), seed=5)
    for move in moves:
        state = km.apply_move(state, move)
    return state


@each_game
def test_every_state_of_many_seeded_games_reads_back_from_its_text_exactly(name: str) -> None:
    found = Findings()
    for walk, index in samples(name):
        state = walk.states[index]
        text = records.to_text(state)
        back = records.from_text(text)
        if back != state or records.to_text(back) != text:
            found.add("did not read back", walk.where(index))
        if records.loads(records.dumps(state)) != back:
            found.add("reads back otherwise than the JSON record", walk.where(index))
    assert not found, found.report()


@each_game
def test_a_blank_line_stands_where_each_new_hand_was_dealt(name: str) -> None:
    game = GAMES[name]
    for walk in walks(name)[:2]:
        state = walk.states[-1]
        body = records.to_text(state).split("\n\n", 1)[1:]
        paragraphs = body[0].rstrip("\n").split("\n\n") if body else []
        assert sum(len(paragraph.split("\n")) for paragraph in paragraphs) == len(state.log)
        dealt = 0
        for before, after in zip(walk.states, walk.states[1:-1], strict=False):
            dealt += len(after.history) != len(before.history) + len(after.events)
        assert len(paragraphs) == (dealt + 1 if state.log else 0), game.NAME


def test_the_tags_say_the_game_rules_seed_seats_deck_and_result() -> None:
    deck = tuple(reversed(km.full_deck()))
    state = km.new_game(km.Rules(players=3, max_hands=1), seed=2, deck=deck)
    while km.outcome(state) is None:
        state = km.apply_move(state, km.legal_moves(state)[0])
    tags = records.to_text(state).split("\n\n")[0].split("\n")
    assert [tag.split(" ")[0] for tag in tags] == [
        "[Format",
        "[Game",
        "[Rules",
        "[Seed",
        "[Seats",
        "[Deck",
        "[Result",
    ]
    assert tags[1] == '[Game "kings-mercy"]' and tags[3] == "[Seed 2]" and tags[4] == "[Seats 3]"
    assert tags[5].startswith('[Deck ["JK", "9♠", ')
    outcome = km.outcome(state)
    assert outcome is not None
    assert tags[6] == f'[Result {{"winners": {list(outcome.winners)}, "points": {list(outcome.points)}}}]'
    assert records.from_text(records.to_text(state)) == state


def test_host_moves_are_written_as_the_host_says_them() -> None:
    state = om.new_game(om.Rules(players=2), seed=4)
    state = om.apply_move(state, om.TimeOut(0))
    text = records.to_text(state)
    assert text.endswith("\n\nhost times out seat 0\n") and records.from_text(text) == state


def test_a_new_game_is_its_tags_alone() -> None:
    text = records.to_text(km.new_game(km.Rules(players=3), seed=5))
    assert text.count("\n") == 5 and "\n\n" not in text
    assert records.from_text(text) == km.new_game(km.Rules(players=3), seed=5)


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (lambda text: text.replace('"kings-mercy"', '"chess"'), "record: Game: no game called 'chess'"),
        (
            lambda text: text.replace('[Game "kings-mercy"]', "[Game 3]"),
            "record: Game: expected a game's name",
        ),
        (
            lambda text: text.replace("[Seed 5]", '[Seed "5"]'),
            "record: Seed: expected a whole number, found '5'",
        ),
        (lambda text: text.replace("[Seed 5]", "[Seed true]"), "record: Seed: expected a whole number"),
        (
            lambda text: text.replace("[Seed 5]", "[Sead 5]"),
            "record: line 4: expected the tag Seed, found 'Sead'",
        ),
        (lambda text: text.replace("[Format 1]", "[Format 1.0]"), "record: Format: expected the number 1"),
        (
            lambda text: text.replace('"starting_units": 20', '"starting_units": 0'),
            "record: Rules: starting_units",
        ),
        (
            lambda text: text.replace('"players": 3', '"players": 4'),
            "record: Seats: expected 4, the rules' players",
        ),
        (lambda text: text.replace('"max_hands": null, ', ""), "record: Rules.max_hands: missing"),
        (
            lambda text: text.replace("[Seats 3]", "[Seats 4]"),
            "record: Seats: expected 3, the rules' players",
        ),
        (lambda text: text.replace("[Seed 5]", "[Seed  5]"), "record: line 4: expected '[Seed 5]'"),
        (
            lambda text: text.replace("seat 2 calls", "seat 2 checks"),
            "record: line 8 ('seat 2 checks'): seat 2",
        ),
        (lambda text: text.replace("seat 2 calls", "seat 2 call"), "record: line 8: expected 'seat 2 calls'"),
        (lambda text: text.replace("seat 2 calls", "seat 2 dances"), "record: line 8 ('seat 2 dances'): "),
        (lambda text: text + "junk\n", "record: line 10 ('junk'): "),
        (lambda text: text + "\n", "record: line 10: a blank line, but the move before it dealt no new hand"),
        (lambda text: text[:-1], "record: the last line does not end with a newline"),
        (lambda text: text.replace("\n\n", "\n"), "record: line 6: expected a blank line after the tags"),
        (lambda text: text.replace("\n\n", "\n\n\n"), "record: line 7: a blank line, but the move before it"),
        (lambda text: text.replace("\n", "\r\n"), "record: "),
        (lambda text: "", "record: the last line does not end with a newline"),
        (lambda text: text.encode(), "record: expected text (a str), not bytes"),
    ],
)
def test_a_tampered_text_record_is_refused_naming_the_bad_part(
    change: Callable[[str], Any], complaint: str
) -> None:
    message = _refused(change(records.to_text(_played())))
    assert message.startswith(complaint), message


def test_a_changed_rule_that_every_move_still_fits_reads_as_that_other_game_exactly() -> None:
    """As with the JSON record (C10): a record is read as the game it describes, never another."""
    text = records.to_text(_played()).replace('"starting_units": 20', '"starting_units": 21')
    state = records.from_text(text)
    assert state.rules.starting_units == 21 and records.to_text(state) == text


def test_a_result_must_be_written_exactly_when_the_game_is_over() -> None:
    state = km.new_game(km.Rules(players=3, max_hands=1), seed=2)
    while km.outcome(state) is None:
        state = km.apply_move(state, km.legal_moves(state)[0])
    text = records.to_text(state)
    result = next(line for line in text.split("\n") if line.startswith("[Result"))
    assert "is over" in _refused(text.replace(result + "\n", ""))
    assert "not over" in _refused(text[: text.rstrip("\n").rfind("\n") + 1])
    changed = result.replace('"points": [', '"points": [1')
    assert "how the game ended" in _refused(text.replace(result, changed))


def test_a_determinized_state_has_no_text_record() -> None:
    sample = km.determinize(_played(), 0, seed=1)
    with pytest.raises(RecordError, match="determinized"):
        records.to_text(sample)


# --- Tampering at random: refused, or read back as exactly the same text -------------


def _tampered(rng: random.Random, text: str, name: str) -> tuple[str, str]:
    lines = text.split("\n")
    at = rng.randrange(len(lines))
    how = rng.choice(
        ("drop", "repeat", "swap", "flip", "case", "cut", "junk", "seat", "number", "card", "tag")
    )
    if how == "drop":
        del lines[at]
    elif how == "repeat":
        lines.insert(at, lines[at])
    elif how == "swap":
        other = rng.randrange(len(lines))
        lines[at], lines[other] = lines[other], lines[at]
    elif how == "flip" and lines[at]:
        place = rng.randrange(len(lines[at]))
        lines[at] = (
            lines[at][:place] + chr(ord(lines[at][place]) ^ (1 << rng.randrange(7))) + lines[at][place + 1 :]
        )
    elif how == "case":
        lines[at] = lines[at].swapcase()
    elif how == "cut":
        return f"cut after {at} lines", "\n".join(lines[:at])
    elif how == "junk":
        lines.insert(at, rng.choice(("", " ", "seat 0", "[Seed 1]", "host", "pass", "\t", "seat 0 folds")))
    elif how == "seat":
        lines[at] = lines[at].replace(f"seat {rng.randrange(3)}", f"seat {rng.randrange(4)}", 1)
    elif how == "number":
        lines[at] = _renumbered(rng, lines[at])
    elif how == "card":
        cards = [str(card) for card in GAMES[name].full_deck()]
        lines[at] = lines[at].replace(rng.choice(cards), rng.choice(cards), 1)
    else:
        lines[at] = lines[at].replace("[", rng.choice(("[[", "( ", "[ ")), 1)
    return f"{how} at line {at + 1}", "\n".join(lines)


def _renumbered(rng: random.Random, line: str) -> str:
    numbers = [match for match in range(len(line)) if line[match].isdigit()]
    if not numbers:
        return line
    place = rng.choice(numbers)
    return line[:place] + str(rng.randrange(10)) + line[place + 1 :]


@each_game
def test_a_text_record_tampered_at_random_is_refused_or_reads_back_exactly(name: str) -> None:
    found = Findings()
    for number, (walk, index) in enumerate(samples(name)):
        rng = random.Random(number)
        text = records.to_text(walk.states[index])
        for _ in range(6):
            how, tampered = _tampered(rng, text, name)
            where = f"{walk.where(index)}, {how}"
            try:
                state = records.from_text(tampered)
            except RecordError as error:
                if type(error) is not RecordError or not str(error).startswith("record:"):
                    found.add("a RecordError without 'record:'", f"{where}: {error}")
                continue
            except Exception as error:
                found.add(f"raised {type(error).__name__}", f"{where}: {error}"[:300])
                continue
            if records.to_text(state) != tampered:
                found.add("read a text that is not what to_text writes", where)
    assert not found, found.report()

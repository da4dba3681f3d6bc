"""Moves read from text, on every game in ``GAMES`` (High Card too): every legal move's ``str``
and typed form read back as that move, any other text is refused with ``IllegalMove`` only, and
a refusal never names a card the reader may not see."""

from __future__ import annotations

import functools
import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable import GAMES, IllegalMove
from cardtable.core.notation import spoken
from tests.conformance.test_fuzz import Findings, samples, walks
from tests.games import NAMES

each_game = pytest.mark.parametrize("name", NAMES)


@each_game
def test_every_legal_move_reads_back_from_its_str_and_from_the_way_it_is_typed(name: str) -> None:
    game = GAMES[name]
    notation = game.FACTS.notation
    found = Findings()
    checked = 0
    for walk, index in samples(name):
        state = walk.states[index]
        for move in _some(game.legal_moves(state), game.to_act(state), index):
            checked += 1
            for text, player in ((str(move), None), (spoken(notation, move), _seat_of(move))):
                try:
                    read = game.parse_move(state, text, player)
                except IllegalMove as error:
                    found.add(f"{type(move).__name__}: refused", f"{walk.where(index)} {text!r}: {error}")
                    continue
                if type(read) is not type(move) or read != move:
                    found.add(
                        f"{type(move).__name__}: another move", f"{walk.where(index)} {text!r}: {read!r}"
                    )
    assert checked > 40
    assert not found, found.report()


def _some(moves: tuple[Any, ...], waited: tuple[int, ...], seed: int) -> tuple[Any, ...]:
    """Every move, or where there are hundreds (King Cut-Throat's discards, three seats at
    once), every move of the first seat waited on and a seeded sample of the others."""
    if len(moves) <= 150:
        return moves
    first = tuple(move for move in moves if move.player == waited[0])
    others = [move for move in moves if move.player != waited[0]]
    return first + tuple(random.Random(seed).sample(others, min(30, len(others))))


def _seat_of(move: Any) -> int | None:
    """The seat a typed move comes from: its own, or none for the host's."""
    return None if getattr(move, "by_host", False) else int(move.player)


# Words and pieces of moves that people type, right or wrong: put together at random.
PIECES = (
    "seat", "host", "0", "1", "2", "3", "9", "99", "-1", "play", "plays", "draw", "discard", "check",
    "bet", "call", "raise", "fold", "pass", "order", "up", "name", "trump", "catch", "mercy", "swap",
    "keep", "pick", "top", "give", "add", "match", "stand", "pat", "return", "time", "out", "close",
    "red", "blue", "wild", "draw10", "r5", "hearts", "♠", "js", "10h", "jack", "of", "spades", "the",
    "witch", "jester", "joker", "fool", "queen", "shields", "ten", "kd", "7c", "9c", ",", "!", "naming",
    "invoke", "decline", "lead", "with", "", "x", "ä", "²", "1e9", "999999999999",
)  # fmt: skip


@each_game
@given(data=st.data())
def test_any_text_reads_as_a_legal_move_or_is_refused_with_illegal_move(
    name: str, data: st.DataObject
) -> None:
    game = GAMES[name]
    # An index, not the walk: a drawn value's repr is kept, and a walk holds every state of a game.
    walk, index = samples(name)[data.draw(st.integers(0, len(samples(name)) - 1))]
    state = walk.states[index]
    words = data.draw(st.lists(st.sampled_from(PIECES), max_size=7))
    text = data.draw(st.one_of(st.just(" ".join(words)), st.text(max_size=30)))
    seats = state.origin.rules.players
    player = data.draw(st.one_of(st.none(), st.integers(0, seats - 1)))
    try:
        move = game.parse_move(state, text, player)
    except IllegalMove as error:
        assert type(error) is IllegalMove and str(error)
        return
    assert move in game.legal_moves(state, player) or (player is None and _applies(game, state, move))


def _applies(game: Any, state: Any, move: Any) -> bool:
    try:
        game.apply_move(state, move)
    except IllegalMove:
        return False
    return True


@each_game
def test_text_that_is_not_text_or_too_long_is_refused_and_a_bad_seat_is_a_value_error(name: str) -> None:
    game = GAMES[name]
    state = walks(name)[0].states[0]
    for text in (None, 3, b"bet", ("bet",), "bet " * 200):
        with pytest.raises(IllegalMove, match=r"^not a move: "):
            game.parse_move(state, text)  # type: ignore[arg-type]
    for seat in (-1, state.origin.rules.players, True, "0"):
        with pytest.raises(ValueError, match=r"^there is no seat"):
            game.parse_move(state, "x", seat)  # type: ignore[arg-type]
    over = walks(name)[0].states[-1]
    if game.outcome(over) is not None:
        with pytest.raises(IllegalMove, match=r"^the game is over$"):
            game.parse_move(over, str(walks(name)[0].moves[-1]))


TRIED = ("", "xyzzy", "play", "discard", "draw", "seat 0", "red", "hearts", "give", "return", "9", "catch")


@each_game
def test_a_refusal_never_names_a_card_the_reader_cannot_see(name: str) -> None:
    """Given the seat reading, a refusal names only cards that seat may see or that were typed;
    without one, only cards one seat may see (the seat the text is read for)."""
    game = GAMES[name]
    found = Findings()
    for walk, index in samples(name)[::2]:
        state = walk.states[index]
        seats = range(state.origin.rules.players)
        seen = {seat: _names_in(game, str(game.view(state, seat))) for seat in seats}
        waited = game.to_act(state)
        readers = (None, *waited[:2], *[seat for seat in seats if seat not in waited][:1])
        for text in (*TRIED, *(str(move) for move in game.legal_moves(state)[:2])):
            for player in readers:
                try:
                    game.parse_move(state, text, player)
                except IllegalMove as error:
                    named = _names_in(game, str(error)) - _names_in(game, text)
                    who = [player] if player is not None else list(seats)
                    if named and not any(named <= seen[reader] for reader in who):
                        found.add("a hidden card named", f"{walk.where(index)} {text!r} by {player}: {error}")
    assert not found, found.report()


def _names_in(game: Any, text: str) -> set[str]:
    """The cards of the game a text names, by the names the game prints them with."""
    names, pattern = _card_names(game.NAME)
    return {names[found.lower()] for found in pattern.findall(text)}


@functools.cache  # one entry per game
def _card_names(name: str) -> tuple[dict[str, str], re.Pattern[str]]:
    """Every name a card of the game is shown by (lower case) with the card's text, and a pattern
    finding them in a text, longest first, as whole words."""
    game = GAMES[name]
    notation = game.FACTS.notation
    names = {
        shown.lower(): str(card)
        for card in set(game.full_deck())
        for shown in (str(card), notation.card_name(card), notation.card_text(card))
        if not (shown.isalpha() and len(shown) > 3)  # a plain word ("wild") is also prose
    }
    alternatives = "|".join(re.escape(shown) for shown in sorted(names, key=len, reverse=True))
    return names, re.compile(rf"(?<![\w♠♥♦♣])(?:{alternatives})(?![\w♠♥♦♣])", re.IGNORECASE)

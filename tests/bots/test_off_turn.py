"""``off_turn(state)``: every game names the seats the game does not wait on that have a legal
move now, exactly the seats the play loop would otherwise find by asking each for its moves,
and the loop gives the same games with it as without it."""

from __future__ import annotations

import types
from typing import Any

import pytest

from cardtable import GAMES, bots
from cardtable.agents import off_turn_seats, play, play_from
from cardtable.game import Game
from tests.games import NAMES

TABLES = {
    "kings-mercy": ({"players": 3, "max_hands": 6}, {"players": 5, "max_hands": 6}),
    "king-cut-throat": ({"players": 2, "target": 4}, {"players": 3, "target": 4}),
    "open-mercy": ({"players": 2}, {"players": 4}, {"players": 6}),
    "witch-of-the-woods": ({"players": 3}, {"players": 4, "betting": True}),
    "high-card": ({"players": 2}, {"players": 4, "max_hands": 6}),
}
"""The tables each game is played at: small and large, with every phase the game has."""


def by_asking(game: Game, state: Any) -> tuple[int, ...]:
    """The seats not in ``to_act`` with a legal move, found by asking every seat for its moves."""
    waiting = game.to_act(state)
    players: int = state.origin.rules.players
    return tuple(seat for seat in range(players) if seat not in waiting and game.legal_moves(state, seat))


SEATED = {"open-mercy": ("heuristic", "scrap", "pilot")}
"""The bots at each game's table, seat by seat in turn (default ``random``). In Open Mercy the
heuristic sheds cards fast and calls its MERCY! off its turn as soon as it plays down to
two, Scrap never calls (so others may catch it), and Pilot plays at random but calls and catches."""


def states(game: Game, options: dict[str, Any], seed: int) -> list[Any]:
    """Every state of a seeded game between the bots of ``SEATED``."""
    rules = game.Rules(**options)
    start = game.new_game(rules, seed=seed)
    names = SEATED.get(game.NAME, ("random",))
    agents = [bots.make(game, names[seat % len(names)], seed * 10 + seat) for seat in range(rules.players)]
    return [start, *(after for _, after in play_from(game, agents, start))]


@pytest.mark.parametrize("name", NAMES)
def test_off_turn_is_the_seats_not_waited_on_with_a_legal_move(name: str) -> None:
    game = GAMES[name]
    answered = 0
    for options in TABLES[name]:
        for seed in range(5):
            for state in states(game, options, seed):
                seats = game.off_turn(state)
                assert seats == by_asking(game, state), (options, seed, len(state.log))
                answered += bool(seats)
    # Open Mercy's MERCY! calls and catches come up in every game; no other game has any.
    assert (answered >= 20) if name == "open-mercy" else (answered == 0)


def test_open_mercy_names_a_caller_and_every_catcher_but_the_seat_waited_on() -> None:
    game = GAMES["open-mercy"]
    seen: set[str] = set()
    for state in (state for seed in range(4) for state in states(game, {"players": 4}, seed)):
        for seat in game.off_turn(state):
            kinds = {type(move).__name__ for move in game.legal_moves(state, seat)}
            assert kinds and kinds <= {"CallMercy", "Catch"} and seat not in game.to_act(state)
            seen |= kinds
    assert seen == {"CallMercy", "Catch"}


def without_off_turn(game: Game) -> Any:
    """The game module as one written before ``off_turn``: every other name the same."""
    bare = types.SimpleNamespace(**{key: getattr(game, key) for key in dir(game) if key != "off_turn"})
    assert not hasattr(bare, "off_turn")
    return bare


@pytest.mark.parametrize("name", NAMES)
def test_the_loop_plays_the_same_game_with_or_without_off_turn(name: str) -> None:
    game = GAMES[name]
    options = TABLES[name][-1]
    rules = game.Rules(**options)

    names = SEATED.get(name, ("random",))

    def final(module: Any) -> Any:
        agents = [bots.make(game, names[seat % len(names)], seat) for seat in range(rules.players)]
        return play(module, agents, rules, seed=7, max_moves=400)

    assert list(final(game).log) == list(final(without_off_turn(game)).log)
    state = game.new_game(rules, seed=7)
    assert off_turn_seats(game, state) == off_turn_seats(without_off_turn(game), state) == ()

"""The bot registry: every game's names, making a bot, and clear errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import cardtable
from cardtable import GAMES, bots
from cardtable.agents import play
from cardtable.bots import registry
from cardtable.games import register, unregister
from tests.games import MODULES, NAMES, TEST_GAME


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """Registrations in a test go to a copy of the registry, thrown away after it."""
    monkeypatch.setattr(registry, "_REGISTERED", {})


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_the_random_bot_first(name: str) -> None:
    assert bots.names(name)[0] == "random"
    assert bots.names(GAMES[name]) == bots.names(name)
    assert isinstance(bots.make(name, "random", seed=4), cardtable.RandomAgent)


def test_an_unknown_game_is_refused_listing_the_games() -> None:
    with pytest.raises(
        ValueError, match=r"no game called 'chess'; the games are (.+, )?king-cut-throat, kings-mercy"
    ):
        bots.names("chess")
    with pytest.raises(ValueError, match="no game called 'chess'"):
        bots.make("chess", "random")


def test_an_unknown_bot_is_refused_listing_the_games_bots() -> None:
    with pytest.raises(ValueError, match=r"open-mercy has no bot called 'champion'; its bots are random"):
        bots.make("open-mercy", "champion")
    with pytest.raises(ValueError, match=r"has no bot called 7"):
        bots.make("open-mercy", 7)  # type: ignore[arg-type]


@pytest.mark.usefixtures("fresh")
def test_register_adds_a_bot_with_its_summary_and_options() -> None:
    def patient(seed: int = 0, *, patience: int = 1) -> Any:
        """Always takes the last move it is offered.

        More prose that the summary leaves out.
        """

        def agent(view: Any, moves: tuple[Any, ...], /) -> Any:
            return moves[-patience]

        return agent

    bots.register("witch-of-the-woods", "patient", patient)
    bots.register(GAMES["kings-mercy"], "patient", patient, summary="  Waits,\n  always. ")
    assert bots.names("witch-of-the-woods")[-1] == "patient"
    assert bots.find("witch-of-the-woods", "patient").summary == "Always takes the last move it is offered."
    assert bots.find("kings-mercy", "patient").summary == "Waits, always."
    made: Any = bots.make("kings-mercy", "patient", seed=1, patience=2)  # an agent, not a searcher
    assert made(None, ("a", "b", "c")) == "b"
    with pytest.raises(TypeError):
        bots.make("kings-mercy", "patient", speed=3)
    assert "patient" not in bots.names("open-mercy")


@pytest.mark.usefixtures("fresh")
@pytest.mark.parametrize("name", ["Random", "", "two words", "-x", "émile", None])
def test_a_bot_name_is_lower_case(name: Any) -> None:
    with pytest.raises(ValueError, match="a bot name is lower-case"):
        bots.register("open-mercy", name, cardtable.RandomAgent)


@pytest.mark.usefixtures("fresh")
def test_a_name_is_registered_once_per_game_and_a_factory_must_be_callable() -> None:
    with pytest.raises(ValueError, match="open-mercy already has a bot called 'random'"):
        bots.register("open-mercy", "random", cardtable.RandomAgent)
    with pytest.raises(ValueError, match="not callable"):
        bots.register("open-mercy", "nothing", None)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", NAMES)
def test_a_games_own_bots_follow_random_and_search_in_the_order_its_facts_give(name: str) -> None:
    own = [bot.name for bot in GAMES[name].FACTS.bots]
    assert bots.names(name) == ("random", "search", *own)
    for bot in GAMES[name].FACTS.bots:
        assert bots.find(name, bot.name).summary == bot.summary


EVERY_BOT = [(game, name) for game in NAMES for name in bots.names(MODULES[game])]


@pytest.mark.parametrize(("game", "name"), EVERY_BOT)
def test_every_bot_is_deterministic_given_its_seed_and_plays_legal_moves(game: str, name: str) -> None:
    module = GAMES[game]
    rules = module.Rules()

    def table(seed: int) -> list[Any]:
        return [bots.make(game, name, seed=seed * 10 + seat) for seat in range(rules.players)]

    first = play(game, table(1), rules, seed=2, max_moves=12)
    assert list(first.log) == list(play(game, table(1), rules, seed=2, max_moves=12).log)
    assert len(first.log) == 12 or module.outcome(first) is not None
    assert bots.find(game, name).summary, f"{game}'s bot {name} says nothing about how it plays"


def test_the_manual_lists_every_bot_with_its_summary() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "bots.md").read_text(encoding="utf-8")
    section = page.split("\n## The bots\n", 1)[1]
    listed = "\n".join(line for line in section.splitlines() if line.startswith("- `"))
    unregister(TEST_GAME.NAME)  # the manual lists the package's own games' bots
    try:
        catalogue = bots.catalogue()
    finally:
        register(TEST_GAME)
    assert listed == catalogue, (
        "docs/bots.md's list of bots differs from the registry: paste in the output of "
        'python -c "from cardtable import bots; print(bots.catalogue())"'
    )


@pytest.mark.parametrize("game", NAMES)
def test_each_game_names_its_strongest_bot_among_its_bots(game: str) -> None:
    assert bots.best(game) in bots.names(game)
    assert bots.best(GAMES[game]) == GAMES[game].FACTS.best

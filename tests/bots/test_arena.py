"""The arena: mirrored deals, determinism, the statistics, the ranking and the command."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from cardtable import RandomAgent, open_mercy, witch_of_the_woods
from cardtable.agents import play as real_play
from cardtable.arena import (
    ArenaResult,
    arena,
    better,
    binomial_tail,
    bradley_terry,
    deal_seed,
    mean_interval,
    measure,
    p_better,
    seatings,
    wilson,
)
from cardtable.arena import run as arena_run
from cardtable.arena.command import main


class Named(RandomAgent):
    """A random agent that says which bot it is."""

    __slots__ = ("label",)

    def __init__(self, label: str, seed: int) -> None:
        super().__init__(seed)
        self.label = label


def named(label: str) -> Any:
    def factory(seed: int) -> Named:
        return Named(label, seed)

    factory.__name__ = label
    return factory


def test_every_deal_is_played_from_every_seating(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[tuple[int, tuple[str, ...]]] = []

    def watched(game: Any, agents: Any, rules: Any, seed: int, **options: Any) -> Any:
        played.append((seed, tuple(agent.label for agent in agents)))
        return real_play(game, agents, rules, seed, **options)

    monkeypatch.setattr(arena_run, "play", watched)
    result = arena("open-mercy", [named("a"), named("b"), named("c")], games=13, seed=5)
    assert (result.deals, result.seatings, result.games) == (3, 6, 18)
    assert len(played) == 18
    by_deal: dict[int, set[tuple[str, ...]]] = {}
    for seed, seating in played:
        by_deal.setdefault(seed, set()).add(seating)
    assert sorted(by_deal) == sorted(deal_seed(5, deal) for deal in range(3))
    every = {
        ("a", "b", "c"),
        ("a", "c", "b"),
        ("b", "a", "c"),
        ("b", "c", "a"),
        ("c", "a", "b"),
        ("c", "b", "a"),
    }
    assert all(seen == every for seen in by_deal.values())
    assert [record.games for record in result.records] == [18, 18, 18]
    assert sum(result.wins) == pytest.approx(18 - result.unfinished)


def test_two_bots_at_a_bigger_table_take_equal_shares_of_every_seat() -> None:
    found = seatings(2, 4)
    assert len(found) == 6 and len(set(found)) == 6
    assert all(Counter(seating) == Counter({0: 2, 1: 2}) for seating in found)
    for seat in range(4):
        assert Counter(seating[seat] for seating in found) == Counter({0: 3, 1: 3})
    assert len(seatings(4, 4)) == 24
    rotations = seatings(8, 8)
    assert len(rotations) == 8 and {seating[0] for seating in rotations} == set(range(8))
    with pytest.raises(ValueError, match="multiple of the bots"):
        seatings(2, 3)


def test_the_same_seed_gives_the_same_result_with_or_without_an_executor() -> None:
    alone = arena("witch-of-the-woods", ["random", "random", "random"], games=12, seed=7)
    assert arena("witch-of-the-woods", ["random", "random", "random"], games=12, seed=7) == alone
    with ThreadPoolExecutor(max_workers=2) as pool:
        pooled = arena("witch-of-the-woods", ["random", "random", "random"], games=12, seed=7, executor=pool)
    assert pooled == alone
    assert arena("witch-of-the-woods", ["random", "random", "random"], games=12, seed=8) != alone


def test_the_arena_tells_a_bot_that_never_plays_a_card_from_a_random_one() -> None:
    def drawer(seed: int) -> Any:
        """Draws whenever it may, plays only what it must."""

        def agent(view: Any, moves: tuple[Any, ...], /) -> Any:
            if view.player not in view.to_act:
                return None
            return next((move for move in moves if isinstance(move, open_mercy.Draw)), moves[0])

        return agent

    result = arena("open-mercy", {"random": "random", "drawer": drawer}, games=40, seed=1)
    assert result.bots == ("random", "drawer") and result.players == 2
    assert better(result, "random", "drawer")
    assert not better(result, "drawer", "random")
    assert p_better(result, 0, 1) < 0.01


def test_wilson_intervals_match_known_values() -> None:
    assert wilson(81, 263) == pytest.approx((0.25529, 0.36621), abs=5e-6)
    assert wilson(5, 10) == pytest.approx((0.23659, 0.76341), abs=5e-6)
    assert wilson(0, 10) == pytest.approx((0.0, 0.27753), abs=5e-6)
    assert wilson(10, 10) == pytest.approx((0.72247, 1.0), abs=5e-6)
    assert wilson(1100, 2000) == pytest.approx((0.52812, 0.57169), abs=5e-6)  # as scipy computes them
    with pytest.raises(ValueError, match="between 0 and"):
        wilson(11, 10)


def test_the_binomial_tail_is_exact() -> None:
    assert binomial_tail(9, 10) == pytest.approx(11 / 1024, rel=1e-12)
    assert binomial_tail(10, 10) == pytest.approx(1 / 1024, rel=1e-12)
    assert binomial_tail(1100, 2000) == pytest.approx(4.228544767751905e-06, rel=1e-9)  # scipy's binomtest
    assert binomial_tail(0, 5) == 1.0 and binomial_tail(6, 5) == 0.0


def _result(bots: tuple[str, ...], beats: list[list[float]]) -> ArenaResult:
    wins = tuple(float(sum(row)) for row in beats)
    games = int(sum(wins))
    return ArenaResult(
        game="open-mercy",
        bots=bots,
        players=len(bots),
        deals=games,
        seatings=1,
        games=games,
        unfinished=0,
        wins=wins,
        beats=tuple(tuple(float(cell) for cell in row) for row in beats),
        seed=0,
    )


def test_the_ranking_orders_bots_by_how_often_they_beat_each_other() -> None:
    result = _result(
        ("scrap", "rook", "zenith", "pilot"), [[0, 5, 2, 40], [45, 0, 10, 48], [48, 40, 0, 50], [10, 2, 0, 0]]
    )
    assert [name for name, _ in result.ranking] == ["zenith", "rook", "scrap", "pilot"]
    ratings = dict(result.ranking)
    assert ratings["zenith"] > ratings["rook"] + 100 and sum(ratings.values()) == pytest.approx(0, abs=1e-6)
    shown = str(result)
    assert "ranking (Bradley-Terry, Elo scale):" in shown and "  1. zenith" in shown
    assert "ranking" not in str(_result(("a", "b"), [[0, 6], [4, 0]]))


def test_bradley_terry_recovers_the_strengths_it_is_given() -> None:
    strengths = [1.0, 2.0, 4.0]
    beats = [
        [1000 * mine / (mine + theirs) if mine != theirs else 0 for theirs in strengths] for mine in strengths
    ]
    ratings = bradley_terry(beats, prior=0)
    assert ratings[1] - ratings[0] == pytest.approx(400 * 0.30103, rel=1e-6)
    assert ratings[2] - ratings[1] == pytest.approx(400 * 0.30103, rel=1e-6)


def test_better_is_a_one_sided_test_at_its_level() -> None:
    close = _result(("a", "b"), [[0, 55], [45, 0]])
    assert not better(close, "a", "b")  # p = 0.18
    clear = _result(("a", "b"), [[0, 1100], [900, 0]])
    assert better(clear, "a", "b") and not better(clear, "b", "a")
    assert better(clear, "a", "b", level=1e-5) is True
    assert better(clear, "a", "b", level=1e-7) is False
    with pytest.raises(ValueError, match="no bot 'c'"):
        better(clear, "a", "c")


def test_unknown_bots_and_tables_that_cannot_seat_them_are_refused() -> None:
    with pytest.raises(ValueError, match="kings-mercy has no bot called 'champion'; its bots are random"):
        arena("kings-mercy", ["random", "champion"], games=2)
    with pytest.raises(ValueError, match="at least two bots"):
        arena("kings-mercy", ["random"], games=2)
    with pytest.raises(ValueError, match="multiple of the bots"):
        arena("kings-mercy", ["random", "random"], games=2, rules=arena_run.smallest_table("kings-mercy", 3))


def test_the_command_prints_the_table_and_refuses_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["open-mercy", "random", "random", "random", "--games", "6", "--seed", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("open-mercy, 3 players: 1 deals x 6 seatings = 6 games (seed 2)")
    assert "ranking" in out
    with pytest.raises(SystemExit) as stopped:
        main(["open-mercy", "random", "terminator9"])
    assert stopped.value.code == 2
    assert "no bot called 'terminator9'" in capsys.readouterr().err


def test_progress_goes_to_the_stream_it_is_given() -> None:
    import io

    stream = io.StringIO()
    arena("witch-of-the-woods", ["random", "random"], games=4, progress=stream)
    assert stream.getvalue() == "witch-of-the-woods [" + "#" * 30 + "] 4/4 games\n"


def _points_result(a: list[float], b: list[float]) -> ArenaResult:
    """Two bots whose figures for each deal are ``a`` and ``b``."""
    deals = len(a)
    pairs = list(zip(a, b, strict=True))
    return ArenaResult(
        game="kings-mercy",
        bots=("a", "b"),
        players=4,
        deals=deals,
        seatings=6,
        games=6 * deals,
        unfinished=0,
        wins=(3.0 * deals, 3.0 * deals),
        beats=((0.0, 1.0), (1.0, 0.0)),
        seed=0,
        points=(sum(a), sum(b)),
        products=tuple(tuple(sum(x[i] * x[j] for x in pairs) for j in range(2)) for i in range(2)),
        scored=deals,
    )


def test_points_are_judged_by_deal_with_students_t_as_scipy_computes_it() -> None:
    a = [1.5, -0.5, 2.0, 0.25, 1.0, -1.0, 3.0, 0.5]
    b = [-1.0, 0.5, -2.0, 0.75, -1.0, 1.0, -1.5, 0.0]
    result = _points_result(a, b)
    line = result.records[0]
    assert line.mean_points == pytest.approx(0.84375)
    # scipy.stats.t.interval(0.95, 7, loc=mean, scale=sem) and ttest_rel(a, b, alternative="greater")
    assert line.points_interval == pytest.approx((-0.25619011208495324, 1.9436901120849532), rel=1e-9)
    assert p_better(result, "a", "b", by="points") == pytest.approx(0.09013118634518585, rel=1e-9)
    assert not better(result, "a", "b", by="points")
    assert better(result, "a", "b", level=0.1, by="points")
    assert p_better(result, "b", "a", by="points") == pytest.approx(1 - 0.09013118634518585, rel=1e-9)
    with pytest.raises(ValueError, match="by must be one of wins, points"):
        p_better(result, "a", "b", by="units")  # type: ignore[arg-type]
    always = _points_result([2.0, 2.0, 2.0], [-2.0, -2.0, -2.0])
    assert better(always, "a", "b", by="points") and not better(always, "b", "a", by="points")
    assert mean_interval(4.0, 16.0, 1) == (float("-inf"), float("inf"))


def test_each_bots_points_are_its_seats_results_less_the_start_averaged_by_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = witch_of_the_woods.Rules(players=4, betting=True, starting_units=6, max_hands=3)
    games: list[tuple[int, tuple[str, ...], tuple[int, ...]]] = []

    def watched(game: Any, agents: Any, rules: Any, seed: int, **options: Any) -> Any:
        final = real_play(game, agents, rules, seed, **options)
        outcome = game.outcome(final)
        games.append((seed, tuple(agent.label for agent in agents), outcome.points))
        return final

    monkeypatch.setattr(arena_run, "play", watched)
    result = arena("witch-of-the-woods", [named("a"), named("b")], games=12, seed=4, rules=rules)
    assert (result.deals, result.scored, len(games)) == (2, 2, 12)
    by_deal: dict[int, dict[str, list[float]]] = {}
    for seed, labels, points in games:
        mine = by_deal.setdefault(seed, {"a": [], "b": []})
        for bot in "ab":
            seats = [points[seat] - 6 for seat, label in enumerate(labels) if label == bot]
            mine[bot].append(sum(seats) / len(seats))
    for index, bot in enumerate("ab"):
        figures = [sum(deal[bot]) / len(deal[bot]) for deal in by_deal.values()]
        assert result.records[index].mean_points == pytest.approx(sum(figures) / 2)
    # Units are conserved and each bot holds half the seats: what one wins the other loses.
    assert result.records[0].mean_points == pytest.approx(-result.records[1].mean_points)
    assert "points  95% interval" in str(result).splitlines()[1]


def test_each_game_says_what_judges_its_bots() -> None:
    four = ("king-cut-throat", "kings-mercy", "open-mercy", "witch-of-the-woods")
    assert {name: measure(name) for name in four} == {
        "king-cut-throat": "wins",
        "kings-mercy": "points",
        "open-mercy": "wins",
        "witch-of-the-woods": "wins",
    }
    assert measure("witch-of-the-woods", witch_of_the_woods.Rules(betting=True)) == "points"

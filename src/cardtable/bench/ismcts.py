"""OpenSpiel's ISMCTS as a yardstick: one of our bots against ``ISMCTSBot`` at the same time per decision.

``python -m cardtable.bench bots ismcts GAME --bot NAME --games N --seed S [--players P]``

The game is played through our OpenSpiel adapter (``cardtable.adapters.openspiel``),
whole games under the game's ``duel`` rules (its facts; ``--players`` changes the
seats, ``--rule`` a rule). One seat side is our bot, asked through ``agent_action``
with its seat's view (and, a searcher, determinized samples); the other is OpenSpiel's
own ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with random rollouts
(``mcts.RandomRolloutEvaluator``), UCT, the most visited move, and its resampler
(``set_resampler``) drawing every world from the game's own ``determinize`` for the
seat's view, so it never sees a hidden card either.

The time per decision is matched: our bot's mean processor time per decision with a
choice is measured first, on positions of a few random calibration games; then
ISMCTS's ``max_simulations`` is set so that its mean on the same positions matches
(scaled from a probe, then checked and scaled once more), at least two simulations
(its first only expands the root), even when that takes it longer than our bot.
Both are printed, and so are both sides' times in the match itself.

Every deal is played from every seating of the two bots (``cardtable.arena.seatings``:
seats rotated, each bot in every seat; at an odd table, King Cut-Throat's three seats,
our bot takes one seat, each in turn, and ISMCTS the others), and the figures are the arena's
(``ArenaResult``): our bot's win rate and mean points per game (a seat's points less
those it started with: units in King's Mercy), each with its 95% interval.

>>> from cardtable import witch_of_the_woods
>>> found = yardstick("witch-of-the-woods", "heuristic", games=2, seed=1, simulations=2,
...                   rules=witch_of_the_woods.Rules(players=2, hands_to_win=1))
>>> found.result.bots, found.result.games, found.simulations
(('heuristic', 'ismcts'), 2, 2)
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cardtable.adapters.openspiel import agent_action, load
from cardtable.adapters.openspiel.extra import np
from cardtable.adapters.openspiel.game import State
from cardtable.adapters.openspiel.spec import spec_of
from cardtable.agents import RandomAgent
from cardtable.arena import MOVE_CAP, ArenaResult, bot_seed, deal_seed, seatings
from cardtable.arena.run import Played, seat_means, tally_deals
from cardtable.bench.timing import Timed, Times
from cardtable.bots import registry
from cardtable.chance import Chance
from cardtable.games import GAMES, resolve
from cardtable.terminal.options import RuleError, read_rule

__all__ = ["FEWEST", "UCT_C", "Yardstick", "calibrate", "main", "positions", "yardstick"]

UCT_C = 2.0
"""ISMCTS's exploration constant, as in OpenSpiel's own examples."""
PROBE = 8
"""The simulations of ISMCTS's first timing probe."""
FEWEST = 2
"""The fewest simulations ISMCTS can decide with: its first only expands the root."""

_ismcts: Any = None
_mcts: Any = None


def _openspiel() -> tuple[Any, Any]:
    """OpenSpiel's ``ismcts`` and ``mcts`` modules (imported when first needed)."""
    global _ismcts, _mcts
    if _ismcts is None:
        from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-untyped]

        _ismcts, _mcts = ismcts, mcts
    return _ismcts, _mcts


@attrs.frozen
class Yardstick:
    """What a yardstick run found: the match (our bot first, ``"ismcts"`` second), the
    simulations ISMCTS was given, the calibration's mean milliseconds per decision (ours,
    and ISMCTS's at those simulations; ``None`` when the simulations were fixed) and both
    sides' decision times in the match."""

    result: ArenaResult
    simulations: int
    calibrated: tuple[float, float] | None
    ours: Times
    theirs: Times

    def __str__(self) -> str:
        name = self.result.bots[0]
        if self.calibrated is None:
            calibration = f"ISMCTS {self.simulations} simulations, as given (not calibrated)"
        else:
            ours, theirs = self.calibrated
            calibration = (
                f"calibration: {name} {ours:.1f} ms a decision; ISMCTS {self.simulations} simulations,"
                f" {theirs:.1f} ms a decision"
            )
        lines = [
            calibration,
            str(self.result),
            "decision times in the match, processor ms:",
            f"  {name:<10} {self.ours}",
            f"  {'ismcts':<10} {self.theirs}",
        ]
        return "\n".join(lines)


def _parameters(module: Any, rules: Any) -> dict[str, Any]:
    """The OpenSpiel parameters of whole games under ``rules``, cut where the arena cuts a game
    (the adapter's own cap, the game's ``move_cap``, is sized for its short variants)."""
    return {**spec_of(module).values(rules), "whole_game": True, "max_moves": MOVE_CAP}


def _deal(game: Any, seed: int) -> State:
    """A new OpenSpiel state of ``game`` past its chance nodes: the deck shuffled from ``seed``,
    and the engine's stream after the deal drawn from it too."""
    state: State = game.new_initial_state()
    dealer = game.setup.dealer
    order, chance = Chance.from_seed(seed).shuffled(list(game.setup.module.full_deck()))
    while state.is_chance_node():
        deal = state.position.deal
        if dealer.stage(deal) == "seed":
            outcome, chance = chance.below(dealer.seeds)
        elif dealer.decks:
            outcome, chance = chance.below(dealer.decks)
        else:
            outcome = dealer.kinds.index(order[len(deal.drawn)])
        state.apply_action(outcome)
    return state


def _searcher(game: Any, simulations: int, seed: int, uct_c: float) -> Any:
    """OpenSpiel's ISMCTS bot, seeded, its worlds drawn from the game's ``determinize``."""
    ismcts, mcts = _openspiel()
    stream = np.random.RandomState(seed % 2**32)
    bot = ismcts.ISMCTSBot(
        game,
        evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=stream),
        uct_c=uct_c,
        max_simulations=simulations,
        random_state=stream,
        final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
    )
    module = game.setup.module

    def resample(state: State, player: int) -> State:
        # A world the seat cannot tell from this one: its hidden cards dealt again.
        world: State = state.clone()
        engine = module.determinize(state.position.engine, player, int(stream.randint(2**31 - 1)))
        world.position = attrs.evolve(state.position, engine=engine)
        return world

    bot.set_resampler(resample)
    return bot


def positions(game: Any, count: int, seed: int, games: int = 3) -> list[State]:
    """Up to ``count`` positions with a choice, spread over ``games`` random games of ``game``:
    where the decision times are calibrated."""
    found: list[State] = []
    for number in range(games):
        state = _deal(game, deal_seed(seed, number))
        agent = RandomAgent(seed + number)
        while not state.is_terminal():
            if len(state.legal_actions()) > 1:
                found.append(state.clone())
            state.apply_action(agent_action(state, agent))
    step = max(1, len(found) // count)
    return found[::step][:count]


def _mean_ms(decide: Callable[[State], Any], states: Sequence[State]) -> float:
    spent = 0.0
    for state in states:
        start = time.process_time()
        decide(state)
        spent += time.process_time() - start
    return spent * 1000 / max(1, len(states))


def calibrate(
    game: Any, bot: str, seed: int, uct_c: float = UCT_C, count: int = 30
) -> tuple[int, tuple[float, float]]:
    """ISMCTS's simulations for the mean processor time per decision of our ``bot``, and both
    means in milliseconds (ours, then ISMCTS's at those simulations), on the same positions."""
    states = positions(game, count, seed)
    times: list[float] = []
    agent = Timed(registry.make(game.setup.name, bot, seed=seed), times)  # timed as in the match
    for state in states:
        agent_action(state, agent)
    ours = Times.of(times).mean

    def theirs(simulations: int) -> float:
        searcher = _searcher(game, simulations, seed, uct_c)
        return _mean_ms(searcher.step, states)

    simulations = max(FEWEST, round(PROBE * ours / max(theirs(PROBE), 1e-6)))
    measured = theirs(simulations)
    simulations = max(FEWEST, round(simulations * ours / max(measured, 1e-6)))
    return simulations, (ours, theirs(simulations))


def _seatings(players: int) -> tuple[tuple[int, ...], ...]:
    """Who sits where in each game of a deal (0: our bot, 1: ISMCTS): the arena's seatings, each
    side in an equal share of the seats; at an odd table, our bot in one seat (each seat in
    turn) and ISMCTS in the others.

    >>> _seatings(3)
    ((0, 1, 1), (1, 0, 1), (1, 1, 0))
    """
    if players % 2:
        return tuple(tuple(int(seat != ours) for seat in range(players)) for ours in range(players))
    return seatings(2, players)


def _play(
    game: Any, players: Sequence[Any], deal: int, seating: Sequence[int], times: list[list[float]]
) -> Played:
    """One game of the match, dealt from ``deal``: ``players[seat]`` plays each seat, our bot
    (``Timed``, noting its times in ``times[0]``) or ISMCTS (its times in ``times[1]``), and
    ``seating[seat]`` says which of the two sits there."""
    state = _deal(game, deal)
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        player = players[seat]
        if len(legal) == 1:
            state.apply_action(legal[0])
        elif isinstance(player, Timed):
            state.apply_action(agent_action(state, player))
        else:
            start = time.process_time()
            action = player.step(state)
            times[1].append((time.process_time() - start) * 1000)
            state.apply_action(int(action))
    position = state.position
    if position.cut:
        return None
    module = game.setup.module
    outcome = module.outcome(position.engine)
    shares = [0.0, 0.0]
    for seat in outcome.winners:
        shares[seating[seat]] += 1 / len(outcome.winners)
    return tuple(shares), seat_means(seating, state.returns())


def yardstick(
    game: str,
    bot: str,
    games: int,
    seed: int = 0,
    *,
    players: int | None = None,
    rules: Any = None,
    simulations: int | None = None,
    uct_c: float = UCT_C,
    progress: Callable[[str], None] | None = None,
) -> Yardstick:
    """Our ``bot`` against OpenSpiel's ISMCTS over at least ``games`` games of ``game`` (see the
    module docstring). ``rules`` default to the game's ``duel`` (with ``players`` seats if
    given); ``simulations`` fixes ISMCTS's budget instead of calibrating it."""
    module = resolve(game)
    if rules is None:
        rules = module.FACTS.duel if players is None else attrs.evolve(module.FACTS.duel, players=players)
    registry.find(module, bot)  # an unknown bot fails now
    if simulations is not None and simulations < FEWEST:
        raise ValueError(f"ISMCTS decides with at least {FEWEST} simulations, not {simulations}")
    table = load(module.NAME, **_parameters(module, rules))
    calibrated = None
    if simulations is None:
        simulations, calibrated = calibrate(table, bot, seed, uct_c)
    arrangements = _seatings(rules.players)
    deals = -(-games // len(arrangements))
    times: list[list[float]] = [[], []]
    found: list[list[Played]] = []
    for number in range(deals):
        dealt = deal_seed(seed, number)
        games_of_deal: list[Played] = []
        for index, seating in enumerate(arrangements):
            # A player for each seat, seeded as the arena seeds it.
            seats = [
                Timed(registry.make(module.NAME, bot, seed=bot_seed(seed, number, index, seat)), times[0])
                if side == 0
                else _searcher(table, simulations, bot_seed(seed, number, index, seat), uct_c)
                for seat, side in enumerate(seating)
            ]
            games_of_deal.append(_play(table, seats, dealt, seating, times))
        found.append(games_of_deal)
        if progress is not None:
            progress(f"deal {number + 1}/{deals}")
    result = ArenaResult(
        game=module.NAME,
        bots=(bot, "ismcts"),
        players=rules.players,
        deals=deals,
        seatings=len(arrangements),
        games=deals * len(arrangements),
        seed=seed,
        **tally_deals(found, 2),
    )
    return Yardstick(result, simulations, calibrated, Times.of(times[0]), Times.of(times[1]))


def _progress(text: str) -> None:
    print(text, end="\r", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``python -m cardtable.bench bots ismcts`` on ``argv``; the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.bench bots ismcts",
        description=(__doc__ or "").split("\n\n>>>")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", choices=sorted(GAMES), metavar="GAME")
    parser.add_argument("--bot", default=None, help="our bot (default: the game's best, bots.best)")
    parser.add_argument("--games", type=int, default=40, help="at least this many games (default 40)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=None, help="seats (default: the game's duel table)")
    parser.add_argument(
        "--rule", action="append", default=[], metavar="NAME=VALUE", help="set a rule (repeatable)"
    )
    parser.add_argument("--simulations", type=int, default=None, help="fix ISMCTS's budget: no calibration")
    parser.add_argument("--uct-c", type=float, default=UCT_C, help=f"ISMCTS's exploration (default {UCT_C})")
    args = parser.parse_args(argv)
    module = resolve(args.game)
    bot = args.bot or registry.best(module)
    values: dict[str, Any] = {} if args.players is None else {"players": args.players}
    try:
        for setting in args.rule:
            name, value = read_rule(module.Rules, setting)
            values[name] = value
        rules = attrs.evolve(module.FACTS.duel, **values)  # the duel table, these rules changed
        registry.find(module, bot)
        if args.simulations is not None and args.simulations < FEWEST:
            raise ValueError(f"--simulations: ISMCTS decides with at least {FEWEST}")
    except (RuleError, ValueError, TypeError) as error:
        parser.error(str(error))
    found = yardstick(
        module.NAME,
        bot,
        args.games,
        args.seed,
        rules=rules,
        simulations=args.simulations,
        uct_c=args.uct_c,
        progress=_progress if sys.stderr.isatty() else None,
    )
    print(found)
    return 0

"""Every game as a PettingZoo parallel environment (``cardtable[rl]``): each step takes one
action from every live agent, and the seats the game waits on at once act together,
such as King Cut-Throat's discards (KC4, and the Showdown's, KC13).

``parallel_env(game, rules)`` seats ``"seat_0"``, ``"seat_1"``... and shares the AEC
environment's (``cardtable.adapters.pettingzoo``) episodes (one hand of a game played
in hands unless ``whole_game=True``), actions, observation vectors, rewards, ends,
seeds and errors. What a parallel step is:

- **Who moves**: the seats offered a decision now, in the AEC environment's order
  (``cardtable.adapters.turns``): every seat the game waits on when it waits on
  several at once, each making its move in the same step (they are applied in the
  order the table offers them: each is face down, so the order tells nobody
  anything); otherwise the one seat offered, the seat on turn or a seat offered an
  optional off-turn move (Open Mercy's MERCY calls and catches), which may pass.
- **Everybody else** has one action, the pass (``pass_action``, the last id): a no-op,
  which their mask shows alone. An agent with only the pass may be left out of the
  actions; a seat that moves may not. So where a game has no simultaneous phase, a
  parallel step is one move of one seat, and the game is the AEC environment's.
- **Observations**: ``Dict(observation=Box(low, high, shape, float32),
  action_mask=Box(0, 1, (num_actions + 1,), int8))``: the seat's vector and its mask,
  where PettingZoo's ``parallel_api_test`` reads masks; the mask is also in
  ``infos[agent]["action_mask"]``, as in the AEC environment.
- **Ends**: every agent is terminated (or truncated, after ``max_moves`` moves) in the
  same step, with its reward, and ``agents`` is empty after it.

PettingZoo's own ``aec_to_parallel`` cannot make this from the AEC environment: it
needs every agent to act once a cycle in a fixed order, where a card game's turns
follow its play.

>>> import numpy as np
>>> from cardtable import king_cut_throat as kct
>>> table = parallel_env("king-cut-throat", kct.Rules(players=3))
>>> observations, infos = table.reset(seed=1)
>>> [int(observations[agent]["action_mask"][:-1].sum()) > 1 for agent in table.agents]
[True, True, True]
>>> rng, returns = np.random.default_rng(0), dict.fromkeys(table.possible_agents, 0.0)
>>> while table.agents:
...     actions = {
...         agent: int(rng.choice(np.flatnonzero(observations[agent]["action_mask"])))
...         for agent in table.agents
...     }
...     observations, rewards, terminations, truncations, infos = table.step(actions)
...     for agent, reward in rewards.items():
...         returns[agent] += reward
>>> kct.outcome(table.table.state).points == tuple(returns.values())
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

try:
    import gymnasium
    import numpy as np
    from pettingzoo import ParallelEnv  # type: ignore[import-untyped]  # pettingzoo ships no py.typed
except ImportError as missing:  # pragma: no cover - CI installs every extra
    raise ImportError(
        "cardtable.adapters.parallel needs pettingzoo: pip install 'cardtable[rl]'"
    ) from missing

from cardtable.adapters.episode import episode_rules
from cardtable.adapters.observation import observation, observation_bounds
from cardtable.adapters.pettingzoo import (
    DEFAULT_MAX_MOVES,
    Reward,
    action_of,
    check_options,
    final_rewards,
    spectated,
)
from cardtable.adapters.turns import Table, decide, rules_of, start
from cardtable.chance import Chance
from cardtable.game import Game, IllegalMove
from cardtable.games import resolve

__all__ = ["CardTableParallelEnv", "movers", "parallel_env"]

Mask = np.ndarray[Any, np.dtype[np.int8]]


def parallel_env(
    game: Game | str,
    rules: Any = None,
    *,
    whole_game: bool = False,
    render_mode: str | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    reward: Reward = "points",
) -> CardTableParallelEnv:
    """The parallel environment of ``game`` under ``rules`` (``None``: the standard game),
    an episode being one hand or, with ``whole_game=True``, the whole game.

    >>> table = parallel_env("open-mercy")
    >>> table.possible_agents, table.observation_space("seat_0")["observation"].shape
    (['seat_0', 'seat_1', 'seat_2', 'seat_3'], (692,))
    """
    return CardTableParallelEnv(
        game, rules, whole_game=whole_game, render_mode=render_mode, max_moves=max_moves, reward=reward
    )


def movers(table: Table) -> tuple[int, ...]:
    """The seats that move in the next parallel step: every seat the game waits on, or the
    one seat offered an optional move; none once the game is over.

    >>> from cardtable import king_cut_throat as kct
    >>> from cardtable.adapters.turns import start
    >>> movers(start(kct, kct.Rules(players=3), seed=1))
    (1, 2, 0)
    """
    offer = table.offer
    if offer is None:
        return ()
    if offer.optional:
        return (offer.seat,)
    return tuple(table.game.to_act(table.state))


class CardTableParallelEnv(ParallelEnv):  # type: ignore[misc]  # ParallelEnv is untyped (Any) to mypy
    """A cardtable game as a parallel environment; see the module docstring. Make one with
    ``parallel_env(...)``."""

    # PettingZoo's attribute; each instance adds its game's name.
    metadata: dict[str, Any] = {"render_modes": ("human", "ansi")}  # noqa: RUF012

    def __init__(
        self,
        game: Game | str,
        rules: Any = None,
        *,
        whole_game: bool = False,
        render_mode: str | None = None,
        max_moves: int = DEFAULT_MAX_MOVES,
        reward: Reward = "points",
    ) -> None:
        self.game = resolve(game)
        self.rules = episode_rules(self.game, rules_of(self.game, rules), whole_game=whole_game)
        check_options(render_mode, max_moves, reward)
        self.actions = self.game
        self.render_mode, self.max_moves, self.reward = render_mode, max_moves, reward
        self.metadata = {
            **CardTableParallelEnv.metadata,
            "name": f"cardtable_{self.game.NAME.replace('-', '_')}_v0",
        }
        size = self.actions.num_actions(self.rules)
        self.pass_action = size
        self.possible_agents = [f"seat_{seat}" for seat in range(self.rules.players)]
        self.agents: list[str] = []
        low, high = observation_bounds(self.game, self.rules)
        vector = gymnasium.spaces.Box(low, high, dtype=np.float32)
        mask = gymnasium.spaces.Box(0, 1, (size + 1,), np.int8)
        self.observation_spaces = {
            agent: gymnasium.spaces.Dict({"observation": vector, "action_mask": mask})
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: gymnasium.spaces.Discrete(size + 1) for agent in self.possible_agents}
        self._seeds = Chance.from_seed(0)
        self.table = start(self.game, self.rules, 0)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The seat's observation space (the same object each time, as PettingZoo asks)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The seat's action space: every id of the game's actions, then the pass."""
        return self.action_spaces[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Deal a new game from ``seed`` (``None``: the next seed of the env's stream), and
        give every agent its observation and info.

        >>> table = parallel_env("open-mercy")
        >>> observations, infos = table.reset(seed=3)
        >>> [int(infos[agent]["action_mask"][-1]) for agent in table.agents]
        [0, 1, 1, 1]
        """
        if seed is None:
            seed, self._seeds = self._seeds.below(1 << 62)
        else:
            self._seeds = Chance.from_seed(seed)
        self.table = start(self.game, self.rules, seed)
        self.agents = self.possible_agents[:]
        observations = self._observe()
        return observations, self._infos(observations)

    def step(
        self, actions: Mapping[str, Any]
    ) -> tuple[dict[str, Any], dict[str, float], dict[str, bool], dict[str, bool], dict[str, Any]]:
        """Every mover's action (``movers``), and the pass or nothing from every other agent.
        ``IllegalMove`` (nothing changes) for a move its seat may not make now, or any
        action but the pass from an agent not moving; ``ValueError`` for a mover left out,
        an action outside the space, or a step once the episode is over.

        >>> table = parallel_env("open-mercy")
        >>> _ = table.reset(seed=3)
        >>> table.step({"seat_1": 0})
        Traceback (most recent call last):
        ...
        ValueError: no action for seat_0, which moves now
        """
        if not self.agents:
            raise ValueError("the episode is over: call reset()")
        self.table = self._decided(self.table, actions)
        live = self.agents
        over = self.table.over
        truncated = not over and self.table.made >= self.max_moves
        scores = final_rewards(self.table, self.reward) if over else (0.0,) * len(self.possible_agents)
        rewards = {agent: scores[self.possible_agents.index(agent)] for agent in live}
        terminations = dict.fromkeys(live, over)
        truncations = dict.fromkeys(live, truncated)
        observations = self._observe(ended=over or truncated)
        if over or truncated:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, self._infos(observations)

    def _decided(self, table: Table, actions: Mapping[str, Any]) -> Table:
        """The table once every mover's action is applied, in the order the table offers
        them, after checking that every other agent passes."""
        moving = movers(table)
        for agent in actions:
            if agent not in self.agents:
                raise ValueError(
                    f"{agent!r} is not an agent still playing: they are {', '.join(self.agents)}"
                )
        for agent in self.agents:
            seat = self.possible_agents.index(agent)
            if seat in moving and agent not in actions:
                raise ValueError(f"no action for {agent}, which moves now")
            if seat not in moving and agent in actions and not self._is_pass(actions[agent]):
                raise IllegalMove(f"seat {seat} has no move to make now: its one action is the pass")
        waiting = list(moving)
        while waiting:
            offer = table.offer
            if offer is None or offer.seat not in waiting:
                offered = "nobody" if offer is None else f"seat {offer.seat}"
                raise ValueError(f"seats {moving} were to move together, but the table now offers {offered}")
            waiting.remove(offer.seat)
            table = decide(table, action_of(self.actions, table, actions[self.possible_agents[offer.seat]]))
        return table

    def _is_pass(self, action: Any) -> bool:
        """Whether ``action`` is the pass; ``ValueError`` for anything outside the space."""
        if isinstance(action, np.integer):
            action = int(action)
        if not isinstance(action, int) or isinstance(action, bool) or not 0 <= action <= self.pass_action:
            raise ValueError(f"an action is an id from 0 to {self.pass_action} (the pass), not {action!r}")
        return action == self.pass_action

    def _observe(self, *, ended: bool = False) -> dict[str, Any]:
        """Each live agent's vector and mask: a mover's moves (and the pass on an optional
        offer), the pass alone for the others, nothing once the episode has ended."""
        table, size = self.table, self.pass_action
        moving = () if ended else movers(table)
        optional = table.offer is not None and table.offer.optional
        observations = {}
        for agent in self.agents:
            seat = self.possible_agents.index(agent)
            mask: Mask = np.zeros(size + 1, dtype=np.int8)
            if seat in moving:
                mask[:size] = np.frombuffer(self.actions.action_mask(table.state, seat), dtype=np.int8)
                mask[size] = optional
            elif moving:
                mask[size] = 1
            vector = observation(self.game.view(table.state, seat))
            observations[agent] = {"observation": vector, "action_mask": mask}
        return observations

    @staticmethod
    def _infos(observations: dict[str, Any]) -> dict[str, Any]:
        return {agent: {"action_mask": seen["action_mask"]} for agent, seen in observations.items()}

    def render(self) -> str | None:
        """The public table, as a spectator sees it (no hidden card).

        >>> table = parallel_env("king-cut-throat", render_mode="ansi")
        >>> _ = table.reset(seed=1)
        >>> table.render().splitlines()[0]
        'King Cut-Throat, hand 1, dealer seat 0, discard (spectator)'
        """
        return spectated(self.game, self.table, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""

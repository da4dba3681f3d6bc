"""Every game as a PettingZoo AEC environment (``cardtable[rl]``); the parallel one, where
seats that move at once act in one step, is ``cardtable.adapters.parallel``.

``env(game, rules)`` seats one agent per seat, ``"seat_0"``, ``"seat_1"``...

- **Episodes**: one hand of a game played in hands (King's Mercy, King Cut-Throat,
  Witch of the Woods: the rules' ``max_hands`` left unset becomes 1), the whole game
  with ``whole_game=True`` or when the rules set a hand limit; a game of Open Mercy
  (``cardtable.adapters.episode``). ``env.unwrapped.rules`` are the rules played.
- **Actions**: ``Discrete(num_actions(rules) + 1)``. Ids below ``num_actions`` are the
  game's integer actions (``cardtable.<game>.actions``: each id names its seat's move);
  the last id, ``PASS`` (``env.unwrapped.pass_action``), declines an optional offer.
- **Observations**: ``Box(low, high, observation_shape(game, rules), float32)``, the
  seat's own view as ``cardtable.adapters.observation`` makes it, between the finite
  bounds of ``observation_bounds(game, rules)``.
- **Action masks**: ``infos[agent]["action_mask"]`` (``int8``, one per action, what
  ``last()`` returns as ``info``): the selected agent's legal moves (its
  ``action_mask``), with ``PASS`` set on an optional offer; all zeros for an agent not
  selected. (In the info rather than in a ``Dict`` observation: PettingZoo's
  ``api_test`` warns about a ``Dict`` observation space, and reads masks from either.)
- **Turns**: in ``cardtable.agents.play``'s fair order (``cardtable.adapters.turns``).
  After every move, each seat that is not waited on but has a legal move (Open Mercy's
  MERCY calls and catches) is selected in turn, clockwise from the seat after the mover,
  and may move or ``PASS``; then the seat the game waits on is selected (``PASS`` is not
  in its mask). The host's moves (Open Mercy's clock) are made by the environment, only
  when the game waits on nobody, as ``play`` makes them: so nobody ever times out, and a
  catch window closes when the next move is made.
- **Rewards**: zero until the episode's game ends; then, with ``reward="points"`` (the
  default), each seat's ``Outcome.points`` (King's Mercy: final units; King Cut-Throat:
  score; Open Mercy: 1 for the winner, 0 for the others; Witch of the Woods: hands won),
  or with ``reward="win"``, +1 for each winner and -1 for every other seat.
- **Ends**: every agent is terminated when the episode's game ends, and truncated
  (reward 0) when ``max_moves`` moves (the host's included; passes are not moves) have
  been made first.
- **Seeds**: ``reset(seed=s)`` deals the game from ``s``; ``reset()`` without a seed deals
  the next game of a seeded stream (started from the last seed given, or 0).
- A masked-out action raises ``cardtable.IllegalMove`` and leaves the game as it was;
  an action outside the space, ``ValueError``.

>>> import numpy as np
>>> from cardtable import kings_mercy as km
>>> table = env("kings-mercy", km.Rules(players=3), whole_game=True)
>>> table.reset(seed=3)
>>> rng = np.random.default_rng(0)
>>> for agent in table.agent_iter():
...     observation, reward, terminated, truncated, info = table.last()
...     if terminated or truncated:
...         table.step(None)
...     else:
...         legal = np.flatnonzero(info["action_mask"])
...         table.step(int(rng.choice(legal)))
>>> table.agents, table.table.state.number > 1
([], True)
"""

from __future__ import annotations

from typing import Any, Literal

try:
    import gymnasium
    import numpy as np
    from pettingzoo import AECEnv  # type: ignore[import-untyped]  # pettingzoo ships no py.typed
except ImportError as missing:  # pragma: no cover - CI installs every extra
    raise ImportError(
        "cardtable.adapters.pettingzoo needs pettingzoo: pip install 'cardtable[rl]'"
    ) from missing

from cardtable.adapters.episode import episode_rules
from cardtable.adapters.observation import observation, observation_bounds
from cardtable.adapters.turns import Table, decide, rules_of, start
from cardtable.chance import Chance
from cardtable.game import Game, IllegalMove
from cardtable.games import resolve

__all__ = [
    "CardTableEnv",
    "Reward",
    "action_of",
    "check_options",
    "env",
    "final_rewards",
    "seat_mask",
    "spectated",
]

Reward = Literal["points", "win"]
DEFAULT_MAX_MOVES = 100_000
"""Far more moves than a game takes: a random King's Mercy game, the longest, makes a few thousand."""


def env(
    game: Game | str,
    rules: Any = None,
    *,
    whole_game: bool = False,
    render_mode: str | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    reward: Reward = "points",
) -> CardTableEnv:
    """The AEC environment of ``game`` under ``rules`` (``None``: the standard game), an
    episode being one hand or, with ``whole_game=True``, the whole game.

    >>> table = env("kings-mercy")
    >>> table.possible_agents, table.action_space("seat_0"), table.rules.max_hands
    (['seat_0', 'seat_1', 'seat_2', 'seat_3'], Discrete(29), 1)
    """
    return CardTableEnv(
        game, rules, whole_game=whole_game, render_mode=render_mode, max_moves=max_moves, reward=reward
    )


def check_options(render_mode: str | None, max_moves: int, reward: Reward) -> None:
    """``ValueError`` unless the options of a PettingZoo environment are ones it takes.

    >>> check_options("ansi", 0, "points")
    Traceback (most recent call last):
    ...
    ValueError: max_moves must be a positive integer, not 0
    """
    if render_mode not in (None, "human", "ansi"):
        raise ValueError(f"render_mode must be None, 'human' or 'ansi', not {render_mode!r}")
    if reward not in ("points", "win"):
        raise ValueError(f"reward must be 'points' or 'win', not {reward!r}")
    if not isinstance(max_moves, int) or isinstance(max_moves, bool) or max_moves < 1:
        raise ValueError(f"max_moves must be a positive integer, not {max_moves!r}")


def seat_mask(actions: Game, table: Table, seat: int) -> np.ndarray[Any, np.dtype[np.int8]]:
    """The mask of ``seat`` at ``table``: its legal moves if it is offered a decision now,
    and the pass slot (the last) on an optional offer; all zeros otherwise.

    >>> from cardtable import kings_mercy as km
    >>> from cardtable.adapters.turns import start
    >>> table = start(km, km.Rules(players=3), seed=4)
    >>> actions = km
    >>> np.flatnonzero(seat_mask(actions, table, 1)).tolist(), bool(seat_mask(actions, table, 0).any())
    ([7, 8], False)
    """
    size = actions.num_actions(table.state.origin.rules)
    mask = np.zeros(size + 1, dtype=np.int8)
    offer = table.offer
    if offer is not None and offer.seat == seat:
        mask[:size] = np.frombuffer(actions.action_mask(table.state, seat), dtype=np.int8)
        mask[size] = offer.optional
    return mask


def action_of(actions: Game, table: Table, action: Any) -> Any:
    """The move an action names for the offered seat (``None`` for the pass action).

    ``ValueError`` for something that is not an id of the space; ``IllegalMove`` for a pass
    the seat may not make or a host's move. Whether the move is legal now is left to
    ``apply_move`` (``turns.decide``), which refuses it with ``IllegalMove``: exactly the
    moves outside the seat's mask.

    >>> from cardtable import kings_mercy as km
    >>> from cardtable.adapters.turns import start
    >>> table = start(km, km.Rules(players=3), seed=4)
    >>> action_of(km, table, 8), action_of(km, table, 21)
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot pass: the game waits on it to move
    """
    offer = table.offer
    if offer is None:
        raise ValueError("the game is over: there is nothing to decide")
    size = actions.num_actions(table.state.origin.rules)
    if isinstance(action, np.integer):
        action = int(action)
    if not isinstance(action, int) or isinstance(action, bool) or not 0 <= action <= size:
        raise ValueError(f"an action is an id from 0 to {size} (the pass), not {action!r}")
    if action == size:
        if not offer.optional:
            raise IllegalMove(f"seat {offer.seat} cannot pass: the game waits on it to move")
        return None
    move = actions.move_of(table.state, action)
    if getattr(move, "by_host", False):
        raise IllegalMove(f"action {action} is the host's move ({move}), which no seat makes")
    return move


def spectated(game: Game, table: Table, render_mode: str | None) -> str | None:
    """The public table as a spectator sees it (no hidden card): printed for ``"human"``,
    returned for ``"ansi"``; what every environment's ``render`` does."""
    text = str(game.view(table.state, None))
    if render_mode == "human":
        print(text)
        return None
    return text


def final_rewards(table: Table, reward: Reward) -> tuple[float, ...]:
    """Each seat's reward at the end of the game under the scheme ``reward`` (module docstring).

    >>> from cardtable import kings_mercy as km
    >>> from cardtable.adapters.turns import start
    >>> final_rewards(start(km, km.Rules(players=3)), "win")
    (0.0, 0.0, 0.0)
    """
    outcome = table.game.outcome(table.state)
    players: int = table.state.origin.rules.players
    if outcome is None:
        return (0.0,) * players
    if reward == "points":
        return tuple(float(points) for points in outcome.points)
    return tuple(1.0 if seat in outcome.winners else -1.0 for seat in range(players))


class CardTableEnv(AECEnv):  # type: ignore[misc]  # AECEnv is untyped (Any) to mypy
    """A cardtable game as an AEC environment; see the module docstring for its spaces,
    turns, rewards and ends. Make one with ``env(...)``."""

    # PettingZoo's attribute; each instance adds its game's name.
    metadata: dict[str, Any] = {"render_modes": ("human", "ansi"), "is_parallelizable": False}  # noqa: RUF012

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
        super().__init__()
        self.game = resolve(game)
        self.rules = episode_rules(self.game, rules_of(self.game, rules), whole_game=whole_game)
        check_options(render_mode, max_moves, reward)
        self.actions = self.game
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.reward = reward
        self.metadata = {**CardTableEnv.metadata, "name": f"cardtable_{self.game.NAME.replace('-', '_')}_v0"}
        size = self.actions.num_actions(self.rules)
        self.pass_action = size
        self.possible_agents = [f"seat_{seat}" for seat in range(self.rules.players)]
        low, high = observation_bounds(self.game, self.rules)
        self.observation_spaces = {
            agent: gymnasium.spaces.Box(low, high, dtype=np.float32) for agent in self.possible_agents
        }
        self.action_spaces = {agent: gymnasium.spaces.Discrete(size + 1) for agent in self.possible_agents}
        self._no_moves = np.zeros(size + 1, dtype=np.int8)
        self._no_moves.flags.writeable = False  # one mask shared by every agent not selected
        self._seeds = Chance.from_seed(0)
        self.table = start(self.game, self.rules, 0)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The seat's observation space (the same object each time, as PettingZoo asks).

        >>> env("kings-mercy").observation_space("seat_1").shape
        (396,)
        """
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The seat's action space: every id of the game's actions, then the pass.

        >>> table = env("kings-mercy")
        >>> table.action_space("seat_0").n == table.pass_action + 1 == 29
        True
        """
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game from ``seed`` (``None``: the next seed of the env's stream).

        >>> table = env("open-mercy")
        >>> table.reset(seed=3)
        >>> table.agent_selection, table.table.state.origin.seed
        ('seat_0', 3)
        """
        if seed is None:
            seed, self._seeds = self._seeds.below(1 << 62)
        else:
            self._seeds = Chance.from_seed(seed)
        self.table = start(self.game, self.rules, seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {}
        self._select()

    def observe(self, agent: str) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The seat's view as a vector; its mask is in ``infos[agent]["action_mask"]``.

        >>> table = env("open-mercy")
        >>> table.reset(seed=3)
        >>> table.observe("seat_1").shape
        (692,)
        >>> [bool(table.infos[agent]["action_mask"].any()) for agent in table.agents]
        [True, False, False, False]
        """
        seat = self.possible_agents.index(agent)
        return observation(self.game.view(self.table.state, seat))

    def step(self, action: int | None) -> None:
        """The selected agent's action (``None`` once it is terminated or truncated).

        >>> table = env("open-mercy")
        >>> table.reset(seed=3)
        >>> table.step(table.pass_action)
        Traceback (most recent call last):
        ...
        cardtable.game.IllegalMove: seat 0 cannot pass: the game waits on it to move
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.table = decide(self.table, action_of(self.actions, self.table, action))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.table.over:
            scores = final_rewards(self.table, self.reward)
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = scores[seat]
                self.terminations[name] = True
        elif self.table.made >= self.max_moves:
            self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _select(self) -> None:
        """Select the agent offered the decision (once the game is over, the first seat),
        and give each agent its mask: the selected one's moves, zeros for the others."""
        offer = self.table.offer
        self.infos = {agent: {"action_mask": self._no_moves} for agent in self.agents}
        if offer is None or any(self.truncations.values()):
            self.agent_selection = self.agents[0]
            return
        self.agent_selection = self.possible_agents[offer.seat]
        self.infos[self.agent_selection] = {"action_mask": seat_mask(self.actions, self.table, offer.seat)}

    def render(self) -> str | None:
        """The public table, as a spectator sees it (no hidden card).

        >>> table = env("open-mercy", render_mode="ansi")
        >>> table.reset(seed=3)
        >>> table.render().splitlines()[0]
        'Open Mercy, spectator of 4'
        """
        return spectated(self.game, self.table, self.render_mode)

    def close(self) -> None:
        """Nothing to release.

        >>> env("open-mercy").close()
        """

"""One seat of a game as a Gymnasium environment, the other seats played by ``cardtable.bots``
(``cardtable[rl]``).

``SeatEnv(game, rules, seat, opponents)`` plays ``seat``; every other seat is played by
an agent spec (``cardtable.agents.spec``: a bot's name, ``cardtable.bots.names(game)``, an
agent, or a factory), asked as ``cardtable.agents.ask`` asks, offered its moves in
``cardtable.agents.play``'s order, as in the PettingZoo environment
(``cardtable.adapters.pettingzoo``), which this shares its episodes, actions,
observations and rewards with. Importing this module registers every game with
Gymnasium as ``cardtable/<Title>-v0`` (``ENV_IDS``), so that
``gymnasium.make("cardtable/OpenMercy-v0", seat=1, opponents="pilot")`` makes one, its
keyword arguments passed to ``SeatEnv``.

- **Episodes**: one hand of a game played in hands, unless ``whole_game=True`` or the
  rules set a hand limit; a game of Open Mercy (``cardtable.adapters.episode``).
- **Actions**: ``Discrete(num_actions(rules) + 1)``: the game's integer actions, and the
  last id, ``pass_action``, to decline an optional offer (a MERCY call or a catch).
- **Observations**: ``Box(low, high, observation_shape(game, rules), float32)``, the
  seat's view as ``cardtable.adapters.observation`` makes it, between the finite bounds
  of ``observation_bounds(game, rules)``.
- **Action masks**: ``info["action_mask"]`` (``int8``, one per action) after every
  ``reset`` and ``step``, and ``action_masks()`` (booleans), the method sb3-contrib's
  ``MaskablePPO`` calls. A step returns only when the seat is offered a decision or the
  game is over.
- **Rewards**: zero until the episode's game ends, then the seat's share under
  ``reward``: ``"points"`` (its ``Outcome.points``) or ``"win"`` (+1 if it is among the
  winners, -1 if not). ``terminated`` at that end; ``truncated`` once ``max_moves``
  moves are made.
- **Illegal actions**: with ``illegal="lose"`` (the default, which
  ``gymnasium.utils.env_checker.check_env``'s unmasked samples need) an action the mask
  does not allow ends the episode with ``illegal_reward`` and ``info["illegal_action"]``;
  with ``illegal="raise"`` it raises ``cardtable.IllegalMove`` and nothing changes. An
  action outside the space raises ``ValueError`` either way.
- **Seeds**: ``reset(seed=s)`` deals from ``s`` and seeds the bots from it; ``reset()``
  deals the next game of a seeded stream (from the last seed given, or 0).

>>> import gymnasium
>>> import numpy as np
>>> env = gymnasium.make("cardtable/KingsMercy-v0", seat=1, opponents="random")
>>> observation, info = env.reset(seed=5)
>>> observation.shape, info["action_mask"].dtype, env.unwrapped.rules.max_hands
((396,), dtype('int8'), 1)
>>> done, rng = False, np.random.default_rng(1)
>>> while not done:
...     action = int(rng.choice(np.flatnonzero(info["action_mask"])))
...     observation, reward, terminated, truncated, info = env.step(action)
...     done = terminated or truncated
>>> terminated, reward >= 0
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Literal, SupportsFloat

try:
    import gymnasium
    import numpy as np
except ImportError as missing:  # pragma: no cover - CI installs every extra
    raise ImportError(
        "cardtable.adapters.gymnasium needs gymnasium: pip install 'cardtable[rl]'"
    ) from missing

from cardtable.adapters.episode import episode_rules
from cardtable.adapters.observation import observation, observation_bounds
from cardtable.adapters.pettingzoo import DEFAULT_MAX_MOVES, Reward, action_of, final_rewards, seat_mask
from cardtable.adapters.turns import Table, ask, decide, rules_of, start
from cardtable.agents import AgentSpec, agent_for, spec_kind
from cardtable.chance import Chance
from cardtable.game import Game, IllegalMove, seat_argument
from cardtable.games import GAMES, resolve

__all__ = ["ENV_IDS", "SeatEnv", "bot_seeds", "env_id", "register"]

Vector = np.ndarray[Any, np.dtype[np.float32]]


def bot_seeds(seed: int, count: int) -> tuple[int, ...]:
    """The seeds the bots at the other seats get in a game dealt from ``seed``, in seat order:
    so a game of a ``SeatEnv`` can be replayed with ``cardtable.play``.

    >>> bot_seeds(5, 3) == bot_seeds(5, 3), len(set(bot_seeds(5, 3)))
    (True, 3)
    """
    stream, seeds = Chance.from_seed(seed), []
    for _ in range(count):
        drawn, stream = stream.below(1 << 62)
        seeds.append(drawn)
    return tuple(seeds)


class SeatEnv(gymnasium.Env[Vector, np.int64]):
    """One seat of ``game`` against bots; see the module docstring.

    ``opponents`` is one agent spec (``cardtable.agents.spec``) for every other seat, or a
    sequence of one per other seat in seat order: a bot's name, a factory seeded from each
    game's seed, or an agent, each game starting from a copy of it as it was handed over.

    >>> SeatEnv("open-mercy", seat=9)
    Traceback (most recent call last):
    ...
    ValueError: there is no seat 9 at this table of 4
    """

    # Gymnasium's attribute. The text is drawn on demand; Gymnasium asks every env for a rate.
    metadata: dict[str, Any] = {"render_modes": ("ansi",), "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: Game | str,
        rules: Any = None,
        seat: int = 0,
        opponents: AgentSpec | Sequence[AgentSpec] = "random",
        *,
        whole_game: bool = False,
        reward: Reward = "points",
        max_moves: int = DEFAULT_MAX_MOVES,
        illegal: Literal["lose", "raise"] = "lose",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        self.game = resolve(game)
        self.rules = episode_rules(self.game, rules_of(self.game, rules), whole_game=whole_game)
        players: int = self.rules.players
        self.seat = seat_argument(seat, players)
        if isinstance(opponents, str) or callable(opponents):
            specs: tuple[AgentSpec, ...] = (opponents,) * (players - 1)
        else:
            specs = tuple(opponents)
        if len(specs) != players - 1:
            raise ValueError(f"opponents names {len(specs)} agents for the {players - 1} other seats")
        for spec in specs:
            spec_kind(self.game, spec)  # an unknown bot or a spec that is none fails now, saying why
        self.opponents = specs
        if reward not in ("points", "win") or illegal not in ("lose", "raise"):
            raise ValueError(
                f"reward must be 'points' or 'win' and illegal 'lose' or 'raise': {reward!r}, {illegal!r}"
            )
        if not isinstance(max_moves, int) or isinstance(max_moves, bool) or max_moves < 1:
            raise ValueError(f"max_moves must be a positive integer, not {max_moves!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.reward, self.max_moves, self.illegal = reward, max_moves, illegal
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.actions = self.game
        self.pass_action = self.actions.num_actions(self.rules)
        self.action_space = gymnasium.spaces.Discrete(self.pass_action + 1)
        low, high = observation_bounds(self.game, self.rules)
        self.observation_space = gymnasium.spaces.Box(low, high, dtype=np.float32)
        self._seeds = Chance.from_seed(0)
        self._deal(0)

    def _deal(self, seed: int) -> None:
        """A new game from ``seed``, the bots seeded from it, played up to this seat's turn."""
        others = [other for other in range(self.rules.players) if other != self.seat]
        self._agents = {
            other: agent_for(self.game, spec, bot_seed, fresh=True)
            for other, spec, bot_seed in zip(
                others, self.opponents, bot_seeds(seed, len(others)), strict=True
            )
        }
        self.table = self._play_others(start(self.game, self.rules, seed))
        self._ended = False

    def _play_others(self, table: Table) -> Table:
        """The table once the bots have answered every offer until this seat's or the end."""
        while table.offer is not None and table.offer.seat != self.seat and table.made < self.max_moves:
            table = decide(table, ask(table, self._agents[table.offer.seat]))
        return table

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Vector, dict[str, Any]]:
        """Deal a new game from ``seed`` (``None``: the next of the env's seeded stream).

        >>> env = SeatEnv("open-mercy", seat=2)
        >>> observation, info = env.reset(seed=3)
        >>> env.table.offer.seat, int(info["action_mask"].sum()) > 0
        (2, True)
        """
        super().reset(seed=seed)
        if seed is None:
            seed, self._seeds = self._seeds.below(1 << 62)
        else:
            self._seeds = Chance.from_seed(seed)
        self._deal(seed)
        return self._observe(), self._info()

    def step(self, action: int | np.int64) -> tuple[Vector, SupportsFloat, bool, bool, dict[str, Any]]:
        """This seat's answer, then the bots' until this seat is offered again or the game ends.

        >>> env = SeatEnv("open-mercy", seat=2)
        >>> _ = env.reset(seed=3)
        >>> observation, reward, terminated, truncated, info = env.step(env.pass_action)
        >>> reward, terminated, info["illegal_action"]
        (-1.0, True, True)
        """
        if self._ended:
            raise ValueError("the episode is over: call reset()")
        if self.table.offer is None or self.table.offer.seat != self.seat:
            # Only when max_moves stopped the bots before this seat's first decision.
            self._ended = True
            return self._observe(), 0.0, self.table.over, not self.table.over, self._info()
        try:
            answered = decide(self.table, action_of(self.actions, self.table, action))
        except IllegalMove:
            if self.illegal == "raise":
                raise
            self._ended = True
            return self._observe(), self.illegal_reward, True, False, {**self._info(), "illegal_action": True}
        self.table = self._play_others(answered)
        terminated = self.table.over
        truncated = not terminated and self.table.made >= self.max_moves
        self._ended = terminated or truncated
        reward = final_rewards(self.table, self.reward)[self.seat] if terminated else 0.0
        return self._observe(), reward, terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The legal actions now, as booleans (what sb3-contrib's ``MaskablePPO`` asks for).

        >>> env = SeatEnv("kings-mercy", seat=1)
        >>> _ = env.reset(seed=3)
        >>> env.action_masks().dtype, int(env.action_masks().sum()) > 0
        (dtype('bool'), True)
        """
        return self._mask().astype(bool)

    def _mask(self) -> np.ndarray[Any, np.dtype[np.int8]]:
        if self._ended:
            return np.zeros(self.pass_action + 1, dtype=np.int8)
        return seat_mask(self.actions, self.table, self.seat)

    def _observe(self) -> Vector:
        return observation(self.game.view(self.table.state, self.seat))

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._mask()}

    def render(self) -> str | None:
        """The table as this seat sees it (``render_mode="ansi"``; otherwise ``None``).

        >>> env = SeatEnv("kings-mercy", seat=1, render_mode="ansi")
        >>> _ = env.reset(seed=3)
        >>> env.render().splitlines()[0]
        "King's Mercy, hand 1, betting round 1 (0 of 2 raises used), pot 4"
        """
        if self.render_mode != "ansi":
            return None
        return str(self.game.view(self.table.state, self.seat))


def env_id(game: Game | str) -> str:
    """The Gymnasium id of ``game``'s ``SeatEnv``: ``cardtable/`` and its title, each word
    capitalised, with nothing but letters and digits, then the version.

    >>> env_id("king-cut-throat"), env_id("witch-of-the-woods")
    ('cardtable/KingCutThroat-v0', 'cardtable/WitchOfTheWoods-v0')
    """
    title = resolve(game).FACTS.title.replace("'", "")
    words = re.findall(r"[A-Za-z0-9]+", title)
    return "cardtable/" + "".join(word[:1].upper() + word[1:] for word in words) + "-v0"


class _Ids(Mapping[str, str]):
    """The Gymnasium id of each game in ``GAMES`` by the game's name, a game registered later
    included."""

    def __getitem__(self, name: str) -> str:
        return env_id(GAMES[name])

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


ENV_IDS: Mapping[str, str] = _Ids()
"""Each cardtable game's Gymnasium id, by its name in ``GAMES``.

>>> ENV_IDS["open-mercy"]
'cardtable/OpenMercy-v0'
"""


def register() -> None:
    """Register every game of ``GAMES`` with Gymnasium, under its id (``ENV_IDS``), that is
    not registered yet: importing this module does it; a game registered with
    ``cardtable.games.register`` later needs it again. Keyword arguments of
    ``gymnasium.make`` go to ``SeatEnv``.

    >>> import gymnasium
    >>> register()
    >>> gymnasium.spec(ENV_IDS["open-mercy"]).kwargs
    {'game': 'open-mercy'}
    """
    for name in GAMES:
        known = env_id(GAMES[name])
        if known not in gymnasium.registry:
            gymnasium.register(id=known, entry_point=f"{__name__}:SeatEnv", kwargs={"game": name})


register()

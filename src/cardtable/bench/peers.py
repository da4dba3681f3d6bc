"""The engines a user would otherwise pick, driven as ``bench.play`` drives ours: one
"whose turn" query, the legal actions of that player, the same seeded pick, one step.

The peers, driven the same way (one "whose turn" query, the legal actions of that
player, the same seeded pick, one step):

- OpenSpiel's C++ ``euchre`` (4 players) and its Python ``python_kuhn_poker``
  (2 players), through ``pyspiel``. Chance nodes are sampled by probability with
  the same seeded picker. Only player decisions count as moves, but chance steps
  are timed with them: our engines deal inside their moves, so both sides pay for
  dealing.
- RLCard's 4-player ``uno`` twice: as its users step it (``rlcard:uno-env``:
  ``rlcard.make("uno")``, ``reset``, ``step``, which also encodes a numpy
  observation on every step), and as the bare game object underneath
  (``rlcard:uno``, ``UnoGame``: ``is_over``, ``get_legal_actions``, ``step``,
  ``init_game``), the stricter like-for-like comparison. RLCard shuffles with its
  own numpy generator, seeded once per run.

Install them with the bench extra (``pip install 'cardtable[bench]'``); without
them ``peers`` raises ``PeersMissing``.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any, Protocol

EXTRA_HINT = "pip install 'cardtable[bench]'"

EUCHRE = "openspiel:euchre"
KUHN = "openspiel:python_kuhn_poker"
UNO = "rlcard:uno"
UNO_ENV = "rlcard:uno-env"

_MASK = (1 << 64) - 1


class Picker:
    """Seeded random picks (a 64-bit LCG), the same on every machine, shared by ours and the peers.

    >>> picker = Picker(seed=1)
    >>> [picker.index(6) for _ in range(8)]
    [4, 1, 0, 1, 1, 2, 3, 4]
    >>> picker.chance([(7, 0.5), (9, 0.5)]) in (7, 9)
    True
    """

    __slots__ = ("_value",)

    def __init__(self, seed: int) -> None:
        self._value = (seed ^ 0x2545F4914F6CDD1D) & _MASK

    def index(self, count: int) -> int:
        """A pick in ``range(count)``."""
        self._value = (self._value * 6364136223846793005 + 1442695040888963407) & _MASK
        return (self._value >> 33) % count

    def chance(self, outcomes: Sequence[tuple[int, float]]) -> int:
        """An outcome drawn by its probability from ``(outcome, probability)`` pairs."""
        left = self.index(1 << 30) / (1 << 30)
        for outcome, probability in outcomes:
            left -= probability
            if left < 0:
                return outcome
        return outcomes[-1][0]


class Runner(Protocol):
    """One configuration under test: it plays ``moves`` decisions, carrying its game across calls."""

    name: str
    players: int
    peer: bool

    def play(self, moves: int) -> None: ...


class PeersMissing(Exception):
    """The optional peers (OpenSpiel, RLCard) are not installed."""


class _OpenSpiel:
    """An OpenSpiel game: ``current_player``, ``legal_actions(player)``, a pick, ``apply_action``."""

    peer = True

    def __init__(self, pyspiel: Any, game: str, seed: int) -> None:
        self.name = f"openspiel:{game}"
        self._game: Any = pyspiel.load_game(game)
        self.players: int = self._game.num_players()
        self._chance = int(pyspiel.PlayerId.CHANCE)
        self._terminal = int(pyspiel.PlayerId.TERMINAL)
        self._state: Any = self._game.new_initial_state()
        self.pick = Picker(seed)

    def play(self, moves: int) -> None:
        state, done = self._state, 0
        while done < moves:
            player = state.current_player()
            if player >= 0:
                legal = state.legal_actions(player)
                state.apply_action(legal[self.pick.index(len(legal))])
                done += 1
            elif player == self._chance:
                state.apply_action(self.pick.chance(state.chance_outcomes()))
            elif player == self._terminal:
                state = self._game.new_initial_state()
            else:
                raise RuntimeError(f"{self.name}: unexpected player id {player}")
        self._state = state


class _RLCardUno:
    """RLCard's UNO game object: ``is_over``, ``get_legal_actions``, a pick, ``step``."""

    name = UNO
    peer = True

    def __init__(self, uno: Any, numpy: Any, players: int, seed: int) -> None:
        self.players = players
        self._game: Any = uno.UnoGame(num_players=players)
        self._game.np_random = numpy.random.RandomState(seed)
        self._game.init_game()
        self.pick = Picker(seed)

    def play(self, moves: int) -> None:
        game, done = self._game, 0
        while done < moves:
            if game.is_over():
                game.init_game()
                continue
            legal = game.get_legal_actions()
            game.step(legal[self.pick.index(len(legal))])
            done += 1


class _RLCardUnoEnv:
    """RLCard's UNO as its users step it: ``rlcard.make("uno")``, ``reset``, ``step``.

    Each step also encodes the observation RLCard hands its agents; this is the
    loop an RLCard user runs, where ``_RLCardUno`` is the bare game underneath.
    """

    name = UNO_ENV
    peer = True

    def __init__(self, rlcard: Any, players: int, seed: int) -> None:
        self.players = players
        self._env: Any = rlcard.make("uno", config={"game_num_players": players, "seed": seed})
        self._state, _ = self._env.reset()
        self.pick = Picker(seed)

    def play(self, moves: int) -> None:
        env, done = self._env, 0
        while done < moves:
            if env.is_over():
                self._state, _ = env.reset()
                continue
            legal = list(self._state["legal_actions"])
            self._state, _ = env.step(legal[self.pick.index(len(legal))])
            done += 1


def peers(seed: int = 0) -> list[Runner]:
    """OpenSpiel's euchre and python_kuhn_poker and RLCard's 4-player UNO; ``PeersMissing`` if absent."""
    try:
        pyspiel = importlib.import_module("pyspiel")
        importlib.import_module("open_spiel.python.games")  # registers python_kuhn_poker
        uno = importlib.import_module("rlcard.games.uno.game")
        rlcard = importlib.import_module("rlcard")
        numpy = importlib.import_module("numpy")
    except ImportError as error:
        raise PeersMissing(
            f"--peers needs OpenSpiel and RLCard, which are not installed ({error}).\n"
            f"Install the bench extra: {EXTRA_HINT}"
        ) from error
    return [
        _OpenSpiel(pyspiel, "euchre", seed),
        _OpenSpiel(pyspiel, "python_kuhn_poker", seed),
        _RLCardUno(uno, numpy, 4, seed),
        _RLCardUnoEnv(rlcard, 4, seed),
    ]

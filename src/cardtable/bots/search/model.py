"""How the search bot sees a game: who decides next, the moves it always takes, and how a
table is scored when a rollout is cut off or the game ends.

``Model.step(state)`` reads the next decision the way ``cardtable.play`` would
offer it: a MERCY call or a catch (Open Mercy's ``eager`` moves) is taken at once
by the seat that may make it; otherwise the first seat the game waits on
(``to_act``) decides among its own moves; with nobody waited on, the host's move
(a clock running out) or the only move is made. ``rewards`` gives every seat a
value in [0, 1]: at the end of the game the seat's share of the win (0.8) and its
points, normalised over the table (0.2); at a cut-off the game's cheap estimate of
the seat's chance (``estimate``).

>>> from cardtable import open_mercy as om
>>> model = MODELS["open-mercy"]
>>> seat, moves = model.step(om.new_game(om.Rules(players=4), seed=1))
>>> seat, len(moves) > 1
(0, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from cardtable.game import Game
from cardtable.games import GAMES

__all__ = ["MODELS", "Model", "hand_sizes", "score_share", "unit_share"]

Estimate = Callable[[Any], tuple[float, ...]]


def _share(weights: list[float]) -> tuple[float, ...]:
    total = sum(weights)
    if total <= 0:
        return tuple(1 / len(weights) for _ in weights)
    return tuple(weight / total for weight in weights)


def unit_share(state: Any) -> tuple[float, ...]:
    """King's Mercy: each seat's share of the units at the table (the pot counts for nobody).

    In a game played until one seat holds every unit, a seat's share is a fair
    estimate of its chance to be that seat.

    >>> from cardtable import kings_mercy as km
    >>> unit_share(km.new_game(km.Rules(players=4), seed=0))[0] > 0
    True
    """
    return _share([float(units) for units in state.units])


def score_share(field: str) -> Estimate:
    """An estimate from a tally that wins the game (King Cut-Throat's ``scores``, Witch of the
    Woods' ``hands_won``): each seat's share of the tallies, each plus one.

    >>> from cardtable import king_cut_throat as kct
    >>> score_share("scores")(kct.new_game(kct.Rules(players=3), seed=0))
    (0.333..., 0.333..., 0.333...)
    """

    def estimate(state: Any) -> tuple[float, ...]:
        return _share([tally + 1.0 for tally in getattr(state, field)])

    return estimate


def hand_sizes(state: Any) -> tuple[float, ...]:
    """Open Mercy: fewer cards is better; each seat weighs ``1 / (1 + cards)``, a seat
    that is out weighs nothing, and the weights are shared out.

    >>> from cardtable import open_mercy as om
    >>> hand_sizes(om.new_game(om.Rules(players=4), seed=0))
    (0.25, 0.25, 0.25, 0.25)
    """
    return _share(
        [0.0 if out else 1 / (1 + len(hand)) for hand, out in zip(state.hands, state.eliminated, strict=True)]
    )


@attrs.frozen(slots=True)
class Model:
    """The search bot's reading of one game (see the module docstring).

    - ``estimate``: each seat's chance, in [0, 1], at a cut-off state.
    - ``hand``: the state's field counting hands, so a rollout stops when the hand
      it started in is over (``None``: no such field; the depth cap alone stops it).
    - ``depth``: the most moves a rollout makes before it is scored by ``estimate``.
    - ``simulations``: the default budget with random rollouts, chosen so a decision
      takes well under 50 ms on average at four seats on a two-core machine;
      ``heuristic_simulations`` the same with heuristic rollouts, which cost more.
    - ``rollout``: the default rollout, ``"heuristic"`` or ``"random"``: the one that
      played stronger within the budget.
    - ``prior``: how far the search favours the heuristic bot's move at the root: it
      counts this share of the simulations as extra visits (0: not at all).
    - ``eager``: move classes taken whenever they are open (Open Mercy's calls and catches).
    """

    game: Game
    estimate: Estimate
    hand: str | None
    depth: int
    simulations: int
    heuristic_simulations: int
    rollout: str = "heuristic"
    prior: float = 0.0
    eager: tuple[type, ...] = ()

    def budget(self, rollout: object) -> int:
        """The default simulations for ``rollout`` (heuristic rollouts cost more, so fewer).

        >>> MODELS["open-mercy"].budget("random") >= MODELS["open-mercy"].budget("heuristic")
        True
        """
        return self.heuristic_simulations if rollout == "heuristic" else self.simulations

    def step(self, state: Any) -> tuple[int | None, tuple[Any, ...]]:
        """The seat that decides next and its moves; ``(None, (move,))`` for a move made for
        the table (an eager move or the host's); ``(None, ())`` once the game is over.

        >>> from cardtable import kings_mercy as km
        >>> MODELS["kings-mercy"].step(km.new_game(km.Rules(players=3), seed=2))[0]
        1
        """
        game = self.game
        every = game.legal_moves(state)
        if not every:
            return None, ()
        eager = self.eager
        if eager:
            for move in every:
                if type(move) in eager:
                    return None, (move,)
        waiting = game.to_act(state)
        if waiting:
            seat = waiting[0]
            return seat, tuple(move for move in every if move.player == seat and not move.by_host)
        return None, (next((move for move in every if move.by_host), every[0]),)

    def rewards(self, state: Any) -> tuple[float, ...]:
        """Every seat's reward in [0, 1]: from ``outcome`` once the game is over, else ``estimate``.

        >>> from cardtable import witch_of_the_woods as ww
        >>> MODELS["witch-of-the-woods"].rewards(ww.new_game(ww.Rules(players=4), seed=0))
        (0.25, 0.25, 0.25, 0.25)
        """
        result = self.game.outcome(state)
        if result is None:
            return self.estimate(state)
        points = result.points
        low, high = min(points), max(points)
        spread = high - low
        share = 1 / len(result.winners)
        return tuple(
            0.8 * (share if seat in result.winners else 0.0)
            + 0.2 * ((points[seat] - low) / spread if spread else 0.5)
            for seat in range(len(points))
        )


def _models() -> dict[str, Model]:
    from cardtable.open_mercy import CallMercy, Catch

    return {
        "kings-mercy": Model(
            GAMES["kings-mercy"], unit_share, "number", depth=60, simulations=160, heuristic_simulations=120
        ),
        "king-cut-throat": Model(
            GAMES["king-cut-throat"],
            score_share("scores"),
            "hands_played",
            depth=60,
            simulations=60,
            heuristic_simulations=40,
            prior=0.25,
        ),
        "open-mercy": Model(
            GAMES["open-mercy"],
            hand_sizes,
            None,
            depth=16,
            simulations=50,
            heuristic_simulations=40,
            eager=(CallMercy, Catch),
        ),
        "witch-of-the-woods": Model(
            GAMES["witch-of-the-woods"],
            score_share("hands_won"),
            "hand_number",
            depth=60,
            simulations=160,
            heuristic_simulations=120,
            prior=0.25,
        ),
    }


MODELS: dict[str, Model] = _models()
"""The model of each game in ``GAMES``, by name."""

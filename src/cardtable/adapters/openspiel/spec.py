"""Each game's OpenSpiel parameters, how they map to its ``Rules``, and its returns.

Every game takes the parameters that map to its ``Rules`` fields (``players``
and the main options, named as the fields are), plus three of the adapter's:

- ``decks`` (default 0): 0 deals the first hand card by card as chance nodes;
  ``k`` > 0 makes a reduced game whose deal is one of ``k`` fixed deck orders
  (``chance.Dealer``), which keeps the tree small enough for CFR.
- ``seeds`` (default 1024): how many engine streams the chance node for the
  randomness after the deal (reshuffles, blind draws, later hands) picks from;
  1 fixes the stream (seed 0) and drops the node.
- ``max_moves``: the cap on the moves of a game (OpenSpiel's
  ``max_game_length``). A game cut there is a draw: every return is 0. The
  defaults are far above the longest games seen in random play.

``max_hands`` defaults to 1 here (one hand is the game, as in OpenSpiel's poker
games); 0 means no limit, the engine's default. The returns are the
``Outcome``'s points as each game counts them: King's Mercy's units won or lost
(final units less the starting units: zero-sum), King Cut-Throat's scores,
Open Mercy's 1 for a winner and 0 for everyone else, Witch of the Woods' units
won or lost with betting (zero-sum) and hands won without.

>>> spec = SPECS["kings-mercy"]
>>> rules = spec.rules({**spec.parameters, "players": 3})
>>> rules.players, rules.max_hands, spec.bounds(rules), spec.zero_sum(rules)
(3, 1, (-20.0, 40.0), True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from cardtable.cards import Suit
from cardtable.game import Outcome
from cardtable.games import GAMES

Parameters = Mapping[str, Any]

ADAPTER_PARAMETERS: dict[str, int] = {"decks": 0, "seeds": 1024}
"""The adapter's own parameters and their defaults (``max_moves`` is per game)."""


@attrs.frozen
class Spec:
    """One game as OpenSpiel sees it: names, parameters and their defaults, and how
    its rules, return bounds and returns follow from them."""

    name: str
    short_name: str
    long_name: str
    parameters: dict[str, Any]
    rules: Callable[[Parameters], Any]
    bounds: Callable[[Any], tuple[float, float]]
    zero_sum: Callable[[Any], bool]
    returns: Callable[[Any, Outcome], tuple[float, ...]]
    sampled: Callable[[Any], bool]
    """Whether anything random happens after the first hand's deal."""
    min_players: int
    max_players: int


def _hands(value: int) -> int | None:
    return None if value == 0 else value


def _suit_or_redeal(value: str) -> Any:
    if value == "redeal":
        return value
    for suit in Suit:
        if value.lower() in (suit.name.lower(), suit.value.lower()):
            return suit
    suits = "clubs, diamonds, hearts, spades"
    raise ValueError(f"flipped_joker must be 'redeal' or a suit ({suits}), not {value!r}")


def _kings_mercy(values: Parameters) -> Any:
    return GAMES["kings-mercy"].Rules(
        players=values["players"],
        starting_units=values["starting_units"],
        max_hands=_hands(values["max_hands"]),
        fool_display=values["fool_display"],
    )


def _king_cut_throat(values: Parameters) -> Any:
    return GAMES["king-cut-throat"].Rules(
        players=values["players"],
        target=values["target"],
        max_hands=_hands(values["max_hands"]),
        flipped_joker=_suit_or_redeal(values["flipped_joker"]),
        scoring_rank=values["scoring_rank"],
        mediator_chooses_leader=values["mediator_chooses_leader"],
        polite=values["polite"],
    )


def _open_mercy(values: Parameters) -> Any:
    return GAMES["open-mercy"].Rules(players=values["players"], stacking=values["stacking"])


def _witch_of_the_woods(values: Parameters) -> Any:
    return GAMES["witch-of-the-woods"].Rules(
        players=values["players"],
        betting=values["betting"],
        buy_in=values["buy_in"],
        max_add=values["max_add"],
        starting_units=values["starting_units"],
        tie_convention=values["tie_convention"],
        hands_to_win=values["hands_to_win"],
        max_hands=_hands(values["max_hands"]),
    )


def _units_bounds(rules: Any) -> tuple[float, float]:
    # Units are conserved: a seat can lose its stack or win everyone else's.
    return -float(rules.starting_units), float((rules.players - 1) * rules.starting_units)


def _units_won(rules: Any, outcome: Outcome) -> tuple[float, ...]:
    return tuple(float(units - rules.starting_units) for units in outcome.points)


def _points(_rules: Any, outcome: Outcome) -> tuple[float, ...]:
    return tuple(float(points) for points in outcome.points)


def _witch_returns(rules: Any, outcome: Outcome) -> tuple[float, ...]:
    return _units_won(rules, outcome) if rules.betting else _points(rules, outcome)


def _witch_bounds(rules: Any) -> tuple[float, float]:
    return _units_bounds(rules) if rules.betting else (0.0, float(rules.hands_to_win))


SPECS: Mapping[str, Spec] = {
    "kings-mercy": Spec(
        name="kings-mercy",
        short_name="cardtable_kings_mercy",
        long_name="cardtable King's Mercy",
        parameters={
            "players": 4,
            "starting_units": 20,
            "max_hands": 1,
            "fool_display": "joker",
            "max_moves": 1000,
        },
        rules=_kings_mercy,
        bounds=_units_bounds,
        zero_sum=lambda rules: True,
        returns=_units_won,
        # One hand is dealt from the given deck order alone, the undealt pack included.
        sampled=lambda rules: rules.max_hands != 1,
        min_players=3,
        max_players=6,
    ),
    "king-cut-throat": Spec(
        name="king-cut-throat",
        short_name="cardtable_king_cut_throat",
        long_name="cardtable King Cut-Throat",
        parameters={
            "players": 3,
            "target": 10,
            "max_hands": 1,
            "flipped_joker": "redeal",
            "scoring_rank": "king",
            "mediator_chooses_leader": False,
            "polite": True,
            "max_moves": 1000,
        },
        rules=_king_cut_throat,
        # A hand's scoring adds at most 3 to a score one short of the target (KC12, KC15).
        bounds=lambda rules: (0.0, float(rules.target + 2)),
        zero_sum=lambda rules: False,
        returns=_points,
        sampled=lambda rules: True,
        min_players=2,
        max_players=3,
    ),
    "open-mercy": Spec(
        name="open-mercy",
        short_name="cardtable_open_mercy",
        long_name="cardtable Open Mercy",
        parameters={"players": 4, "stacking": "official", "max_moves": 5000},
        rules=_open_mercy,
        bounds=lambda rules: (0.0, 1.0),
        zero_sum=lambda rules: False,
        returns=_points,
        sampled=lambda rules: True,
        min_players=2,
        max_players=20,
    ),
    "witch-of-the-woods": Spec(
        name="witch-of-the-woods",
        short_name="cardtable_witch_of_the_woods",
        long_name="cardtable Witch of the Woods",
        parameters={
            "players": 4,
            "betting": False,
            "buy_in": 1,
            "max_add": 5,
            "starting_units": 20,
            "tie_convention": "A",
            "hands_to_win": 3,
            "max_hands": 1,
            "max_moves": 1000,
        },
        rules=_witch_of_the_woods,
        bounds=_witch_bounds,
        zero_sum=lambda rules: bool(rules.betting),
        returns=_witch_returns,
        sampled=lambda rules: True,
        min_players=2,
        max_players=8,
    ),
}
"""Each game's spec by its cardtable name."""


def all_parameters(spec: Spec) -> dict[str, Any]:
    """The spec's parameters with the adapter's, all at their defaults.

    >>> sorted(all_parameters(SPECS["open-mercy"]))
    ['decks', 'max_moves', 'players', 'seeds', 'stacking']
    """
    return {**spec.parameters, **ADAPTER_PARAMETERS}

"""Each game's OpenSpiel parameters, how they map to its ``Rules``, and its returns.

Every game takes a parameter for each field of its ``Rules``, named as the field
and defaulting to it, plus four of the adapter's:

- ``decks`` (default 0): 0 deals the first hand card by card as chance nodes;
  ``k`` > 0 makes a reduced game whose deal is one of ``k`` fixed deck orders
  (``chance.Dealer``), which keeps the tree small enough for CFR.
- ``seeds`` (default 1024): how many engine streams the chance node for the
  randomness after the deal (reshuffles, blind draws, later hands) picks from;
  1 fixes the stream (seed 0) and drops the node.
- ``max_moves``: the cap on the moves of a game (OpenSpiel's
  ``max_game_length``), by default the game's own (``Facts.move_cap``). A game
  cut there is a draw: every return is 0.
- ``whole_game`` (default false): a game played in hands is one hand unless this is
  true or ``max_hands`` sets a limit, as in OpenSpiel's poker games and in the other
  adapters (``cardtable.adapters.episode``); a game without hands is the game.

OpenSpiel parameters are whole numbers, truth values and text, so a field that
may be ``None`` (a hand limit) takes 0 for ``None``, and a field holding an
enum member (a ``Suit``) takes its name as text: ``max_hands=0`` is no limit
(then one hand, unless ``whole_game``). The returns are the ``Outcome``'s points less the points
each seat started with (``Facts.start``): units won or lost in King's Mercy and
in Witch of the Woods with betting (zero-sum), scores, wins or hands won
elsewhere. Everything here is read from the game itself: its ``Rules`` and its
facts.

>>> from cardtable import kings_mercy
>>> spec = spec_of(kings_mercy)
>>> rules = spec.rules({**spec.parameters, "players": 3})
>>> rules.players, rules.max_hands, spec.bounds(rules), spec.zero_sum(rules)
(3, 1, (-20.0, 40.0), True)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, cast

import attrs

from cardtable.adapters.episode import episode_rules
from cardtable.core.rules import value_from_text
from cardtable.game import Game, Outcome

Parameters = Mapping[str, Any]

ADAPTER_PARAMETERS: dict[str, int | bool] = {"decks": 0, "seeds": 1024, "whole_game": False}
"""The adapter's own parameters and their defaults (``max_moves`` is per game)."""


def _parameter(value: Any) -> Any:
    """A ``Rules`` value as an OpenSpiel parameter: ``None`` as 0, an enum member by name."""
    if value is None:
        return 0
    if isinstance(value, enum.Enum):
        return value.name.lower()
    return value


@attrs.frozen
class Spec:
    """One game as OpenSpiel sees it: its names and parameters, and how its rules, return
    bounds and returns follow from them.

    >>> from cardtable import open_mercy
    >>> spec = spec_of(open_mercy)
    >>> spec.short_name, spec.parameters
    ('cardtable_open_mercy', {'players': 4, 'stacking': 'official', 'max_moves': 12000})
    """

    game: Game

    @property
    def name(self) -> str:
        """The game's name in ``GAMES``."""
        return self.game.NAME

    @property
    def short_name(self) -> str:
        """The game's name in OpenSpiel."""
        return "cardtable_" + self.game.NAME.replace("-", "_")

    @property
    def long_name(self) -> str:
        """The game's title in OpenSpiel."""
        return f"cardtable {self.game.FACTS.title}"

    @property
    def min_players(self) -> int:
        """The fewest seats the game's rules allow."""
        return self.game.FACTS.seats[0]

    @property
    def max_players(self) -> int:
        """The most seats the game's rules allow."""
        return self.game.FACTS.seats[-1]

    @property
    def parameters(self) -> dict[str, Any]:
        """The game's own parameters and their defaults: its ``Rules`` fields, then ``max_moves``."""
        defaults = {field.name: _parameter(field.default) for field in _fields(self.game)}
        return {**defaults, "max_moves": self.game.FACTS.move_cap}

    def rules(self, values: Parameters) -> Any:
        """The ``Rules`` the parameter ``values`` give (one hand of a game played in hands
        unless ``values`` say ``whole_game``); ``ValueError`` for a value the rules refuse.

        >>> from cardtable import king_cut_throat
        >>> spec = spec_of(king_cut_throat)
        >>> rules = spec.rules({**spec.parameters, "flipped_joker": "hearts"})
        >>> rules.flipped_joker, rules.max_hands
        (Suit.HEARTS, 1)
        >>> spec.rules({**spec.parameters, "whole_game": True}).max_hands is None
        True
        """
        options = {}
        rules_class = cast(type, self.game.Rules)
        for field in _fields(self.game):
            value = values[field.name]
            if field.default is None and value == 0 and type(value) is int:
                value = None
            elif isinstance(value, str):
                try:
                    value = value_from_text(rules_class, field.name, value)
                except ValueError as error:
                    raise ValueError(f"{field.name}: {error}") from None
            options[field.name] = value
        rules = self.game.Rules(**options)
        return episode_rules(self.game, rules, whole_game=values.get("whole_game", False))

    def values(self, rules: Any) -> dict[str, Any]:
        """The game's own parameters that give ``rules`` (``None`` as 0, an enum by name): with
        ``whole_game`` true, ``rules(values(rules))`` gives ``rules`` back.

        >>> from cardtable import king_cut_throat
        >>> spec = spec_of(king_cut_throat)
        >>> values = spec.values(king_cut_throat.Rules(players=2, flipped_joker=king_cut_throat.Suit.HEARTS))
        >>> values["players"], values["flipped_joker"], values["max_hands"]
        (2, 'hearts', 0)
        """
        return {field.name: _parameter(getattr(rules, field.name)) for field in _fields(self.game)}

    def bounds(self, rules: Any) -> tuple[float, float]:
        """The least and the most return of a seat under ``rules``."""
        low, high = self.game.FACTS.points(rules)
        start = self.game.FACTS.start(rules)
        return float(low - start), float(high - start)

    def zero_sum(self, rules: Any) -> bool:
        """Whether the returns always add up to zero under ``rules``."""
        return self.game.FACTS.zero_sum(rules)

    def returns(self, rules: Any, outcome: Outcome) -> tuple[float, ...]:
        """Each seat's return: its points less those it started with.

        >>> from cardtable import kings_mercy
        >>> spec_of(kings_mercy).returns(kings_mercy.Rules(players=3), Outcome((0,), (35, 20, 5)))
        (15.0, 0.0, -15.0)
        """
        start = self.game.FACTS.start(rules)
        return tuple(float(points - start) for points in outcome.points)

    def sampled(self, rules: Any) -> bool:
        """Whether anything random happens after the first hand's deal."""
        return self.game.FACTS.random_after_deal(rules)


def _fields(game: Game) -> tuple[attrs.Attribute[Any], ...]:
    """The fields of the game's ``Rules``, in order."""
    found: tuple[attrs.Attribute[Any], ...] = attrs.fields(cast(type, game.Rules))
    return found


def spec_of(game: Game) -> Spec:
    """The OpenSpiel spec of ``game``."""
    return Spec(game)


def all_parameters(spec: Spec) -> dict[str, Any]:
    """The spec's parameters with the adapter's, all at their defaults.

    >>> from cardtable import open_mercy
    >>> sorted(all_parameters(spec_of(open_mercy)))
    ['decks', 'max_moves', 'players', 'seeds', 'stacking', 'whole_game']
    """
    return {**spec.parameters, **ADAPTER_PARAMETERS}

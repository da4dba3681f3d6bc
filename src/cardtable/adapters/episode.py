"""What one episode of every adapter is: one hand where a game has no natural end, or the
whole game on request, the same in the PettingZoo, Gymnasium and OpenSpiel adapters.

A game whose ``Rules`` have a hand limit (``max_hands``: King's Mercy, King
Cut-Throat, Witch of the Woods) can run for ever without one (KM14, KC15), so an
episode is one hand unless ``whole_game=True``: the adapters play it under its rules
with ``max_hands=1``, its ``Outcome`` then being that hand's result. A hand limit the
rules set is kept either way, and a game without one (Open Mercy, which ends when a
seat goes out) is one episode whatever ``whole_game`` says.

>>> from cardtable import kings_mercy, open_mercy
>>> episode_rules(kings_mercy, kings_mercy.Rules(players=3)).max_hands
1
>>> episode_rules(kings_mercy, kings_mercy.Rules(players=3), whole_game=True).max_hands is None
True
>>> episode_rules(kings_mercy, kings_mercy.Rules(max_hands=5)).max_hands
5
>>> episode_rules(open_mercy, open_mercy.Rules()) == open_mercy.Rules()
True
"""

from __future__ import annotations

from typing import Any, cast

import attrs

from cardtable.game import Game
from cardtable.games import resolve

__all__ = ["HAND_LIMIT", "episode_rules", "has_hands"]

HAND_LIMIT = "max_hands"
"""The ``Rules`` field of a game played in hands that ends it after so many hands."""


def has_hands(game: Game | str) -> bool:
    """Whether ``game``'s rules have a hand limit, so that an episode is one hand by default.

    >>> has_hands("witch-of-the-woods"), has_hands("open-mercy")
    (True, False)
    """
    fields: tuple[attrs.Attribute[Any], ...] = attrs.fields(cast(type, resolve(game).Rules))
    return any(field.name == HAND_LIMIT for field in fields)


def episode_rules(game: Game | str, rules: Any, *, whole_game: bool = False) -> Any:
    """The rules one episode of ``game`` is played under: ``rules`` with a hand limit of
    1 where the game has one and ``rules`` leave it unset, unless ``whole_game``.
    ``ValueError`` unless ``whole_game`` is a bool.

    >>> from cardtable import king_cut_throat
    >>> episode_rules(king_cut_throat, king_cut_throat.Rules(), whole_game="yes")
    Traceback (most recent call last):
    ...
    ValueError: whole_game must be True or False, not 'yes'
    """
    if type(whole_game) is not bool:
        raise ValueError(f"whole_game must be True or False, not {whole_game!r}")
    if whole_game or not has_hands(game) or getattr(rules, HAND_LIMIT) is not None:
        return rules
    return attrs.evolve(rules, **{HAND_LIMIT: 1})

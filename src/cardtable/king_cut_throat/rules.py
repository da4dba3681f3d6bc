"""The table's options: every choice the two rules texts leave to the players.

>>> Rules(players=2, target=5)
Rules(players=2, target=5, max_hands=None, flipped_joker='redeal', scoring_rank='king', ...)
>>> Rules(players=4)
Traceback (most recent call last):
...
ValueError: players must be 2 to 3, not 4
"""

from __future__ import annotations

from typing import Any, Literal

import attrs

from cardtable.cards import Suit
from cardtable.game import one_of, optional_ranged, ranged


def _flipped_joker(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value != "redeal" and not isinstance(value, Suit):
        raise ValueError(f"{attribute.name} must be 'redeal' or a Suit, not {value!r}")


def _yes_no(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(f"{attribute.name} must be True or False, not {value!r}")


@attrs.frozen(kw_only=True)
class Rules:
    """Options of King Cut-Throat; the defaults are Ruleset 1.2.1 as written.

    - ``players``: 3, or 2 with a phantom hand (KC1).
    - ``target``: the score that wins at once (KC15).
    - ``max_hands``: end the game after this many hands, highest score winning
      (KC15); ``None`` plays to the target. Every hand dealt and played or passed
      out counts; a Joker redeal (KC5) does not.
    - ``flipped_joker``: ``"redeal"``, or the ``Suit`` a turned Joker proposes (KC5).
    - ``scoring_rank``: ``"king"``, ``"queen"`` (Queens also rank above Kings)
      or ``"ace"``: the card that scores 1 when it wins a trick (KC11).
    - ``mediator_chooses_leader``: the Showdown's mediator picks its leader (KC13).
    - ``polite``: every card played in earlier tricks stays visible (KC17).
    """

    players: int = ranged(3, 2, 3)
    target: int = ranged(10, 1)
    max_hands: int | None = optional_ranged(1)
    flipped_joker: Literal["redeal"] | Suit = attrs.field(
        default="redeal", validator=_flipped_joker
    )
    scoring_rank: Literal["king", "queen", "ace"] = one_of("king", ("king", "queen", "ace"))
    mediator_chooses_leader: bool = attrs.field(default=False, validator=_yes_no)
    polite: bool = attrs.field(default=True, validator=_yes_no)

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
from cardtable.core import flag, one_of, optional_ranged, ranged


def _flipped_joker(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not (type(value) is str and value == "redeal") and not isinstance(value, Suit):
        raise ValueError(f"{attribute.name} must be 'redeal' or a Suit, not {value!r}")


@attrs.frozen(kw_only=True)
class Rules:
    """Options of King Cut-Throat; the defaults are Ruleset 1.2.1 as written.

    - ``players``: 3, or 2 with a phantom hand.
    - ``target``: the score that wins at once.
    - ``max_hands``: end the game after this many hands, highest score winning;
      ``None`` plays to the target. Every hand dealt and played or passed out
      counts; a Joker redeal does not.
    - ``flipped_joker``: ``"redeal"``, or the ``Suit`` a turned Joker proposes.
    - ``scoring_rank``: ``"king"``, ``"queen"`` (Queens also rank above Kings)
      or ``"ace"``: the card that scores 1 when it wins a trick.
    - ``mediator_chooses_leader``: the Showdown's mediator picks its leader.
    - ``polite``: every card played in earlier tricks stays visible.

    The rulings each option belongs to are listed in ``docs/king_cut_throat.md``.
    """

    players: int = ranged(3, 2, 3)
    target: int = ranged(10, 1)
    max_hands: int | None = optional_ranged(1)
    flipped_joker: Literal["redeal"] | Suit = attrs.field(default="redeal", validator=_flipped_joker)
    scoring_rank: Literal["king", "queen", "ace"] = one_of("king", ("king", "queen", "ace"))
    mediator_chooses_leader: bool = flag(False)
    polite: bool = flag(True)

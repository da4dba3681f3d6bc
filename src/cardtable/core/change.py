"""``Change``: what one move did, as a game's step says it.

A step reads the state and the move and returns a ``Change``: the events the
table was told, in order, and the fields of the state the move set. It never
builds the next state: the ``Rulebook`` derives it once from the change, logs
the move, sets ``events`` and grows ``history`` (``core.rulebook``).

A move that ends a hand and deals the next tells the end of the old hand and
then the new deal; the deal's change is made with ``Change.dealt``, and the
history of the new hand starts with its first event (C7).

>>> from cardtable.core.events import Event
>>> change = Change(Event(), turn=2)
>>> change.told, change.fields, change.hand_from
((Event(),), {'turn': 2}, None)
>>> after = change.then(Change.dealt(Event(), Event(), turn=0, pot=3))
>>> len(after.told), after.fields, after.hand_from
(3, {'turn': 0, 'pot': 3}, 1)
"""

from __future__ import annotations

from typing import Any

from cardtable.core.events import Event

__all__ = ["Change"]


class Change:
    """The events one move told the table (``told``), the state fields it set (``fields``),
    and, when it dealt a new hand, where in ``told`` that hand's events begin (``hand_from``).

    ``then`` joins the changes of a move's stages (a trick taken, then the hand
    scored, then the next hand dealt) into the one change the move made. A change is
    made by one step for one move and read once, by the core: ``then`` adds the later
    stage to it in place rather than making a third change.
    """

    __slots__ = ("fields", "hand_from", "told")

    told: tuple[Event, ...]
    fields: dict[str, Any]
    hand_from: int | None

    def __init__(self, *told: Event, **fields: Any) -> None:
        self.told = told
        self.fields = fields
        self.hand_from = None

    @classmethod
    def dealt(cls, *told: Event, **fields: Any) -> Change:
        """The change of a new hand's deal: its events begin the new hand's history.

        >>> Change.dealt(Event(), number=2).hand_from
        0
        """
        change = cls(*told, **fields)
        change.hand_from = 0
        return change

    def then(self, later: Change) -> Change:
        """This change followed by ``later`` in the same move: every event in order, and
        the fields of both, ``later``'s where both set one. Returns this change, ``later``
        added to it.

        >>> Change(Event(), turn=1).then(Change(turn=2)).fields
        {'turn': 2}
        """
        if later.hand_from is not None:
            self.hand_from = len(self.told) + later.hand_from
        self.told += later.told
        self.fields.update(later.fields)
        return self

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.fields.items())
        shown = ", ".join(map(repr, self.told))
        return f"Change({', '.join(part for part in (shown, fields) if part)})"

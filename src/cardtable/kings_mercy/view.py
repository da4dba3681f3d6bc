"""What each seat may know, and how a table prints."""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.core import Event, told
from cardtable.core.picture import Pictured
from cardtable.game import seat_argument
from cardtable.kings_mercy.deck import FoolDisplay
from cardtable.kings_mercy.engine import to_act
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import HandRecord, Phase, State


@attrs.frozen(slots=True)
class View(Pictured):
    """What one seat may know (``player=None``: a spectator). Never another active hand.

    ``number`` is the hand being played; ``last_hand`` the public record of the
    one before. ``events`` is what the seat saw the last move do, ``history``
    all it has seen since this hand was dealt (its own cards, every bet of both
    rounds): with them the view is the seat's whole information state. In Jupyter a
    view draws itself (``picture.py``).
    """

    player: int | None
    hand: tuple[Card, ...]
    to_act: tuple[int, ...]
    units: tuple[int, ...]
    pot: int
    dealer: int
    phase: Phase
    round: int
    bets: tuple[int, ...]
    raises: int
    folded: tuple[bool, ...]
    sitting_out: tuple[bool, ...]
    last_hand: HandRecord | None
    number: int
    fool_display: FoolDisplay
    events: tuple[Event, ...]
    history: tuple[Event, ...]

    def __str__(self) -> str:
        rules = Rules(fool_display=self.fool_display)
        title = f"King's Mercy, hand {self.number}, {self.phase}"
        if self.phase == "betting":
            title += f" round {self.round} ({self.raises} of 2 raises used)"
        lines = [title + f", pot {self.pot}"]
        for seat, units in enumerate(self.units):
            marks = (">" if seat in self.to_act else " ") + ("D" if seat == self.dealer else " ")
            if self.sitting_out[seat]:
                status = "sits out"
            else:
                status = "folded" if self.folded[seat] else f"in for {self.bets[seat]}"
            you = "  (you)" if seat == self.player else ""
            lines.append(f"{marks} seat {seat}: {units:>3} units  {status}{you}")
        if self.player is not None:
            lines.append(f"your hand: {rules.show_cards(self.hand) or '(none)'}")
        if self.last_hand is not None:
            lines.append("last hand: " + self.last_hand.describe(rules))
        return "\n".join(lines)


def view(state: State, player: int | None) -> View:
    """All that ``player`` may know now; ``None`` gives a spectator's view.

    An ``IntEnum`` seat reads as its number; anything else that is not a seat at
    the table is refused with ``ValueError`` (C8).

    >>> from cardtable.kings_mercy import new_game
    >>> state = new_game(Rules(players=3), seed=5)
    >>> view(state, 2).hand == state.hands[2], view(state, None).hand
    (True, ())
    """
    if player is not None:
        player = seat_argument(player, len(state.units))
    return View(
        player=player,
        hand=() if player is None else state.hands[player],
        to_act=to_act(state),
        units=state.units,
        pot=state.pot,
        dealer=state.dealer,
        phase=state.phase,
        round=state.round,
        bets=state.bets,
        raises=state.raises,
        folded=state.folded,
        sitting_out=state.sitting_out,
        last_hand=state.last_hand,
        number=state.number,
        fool_display=state.rules.fool_display,
        events=told(state.events, player),
        history=told(state.history, player),
    )

"""The state of a game, the public record of a hand (KM12), and the draft a move edits."""

from __future__ import annotations

from typing import Literal

import attrs

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import MoveLog, Origin, field_places
from cardtable.kings_mercy.rules import Rules

Phase = Literal["betting", "mercy", "over"]
MercyChoice = Literal["invoked", "declined", "not offered"]


@attrs.frozen
class HandRecord:
    """The public record of a finished hand (KM12).

    After a showdown it shows every dealt hand (folded ones too), the Mercy
    decision, and the cards turned from the undealt pack until the Fool
    appeared. A hand won by folds shows only the winner and the pot.
    """

    number: int
    dealer: int
    pot: int
    winners: tuple[int, ...]
    payouts: tuple[int, ...]
    showdown: bool
    hands: tuple[tuple[Card, ...], ...]
    folded: tuple[bool, ...]
    mercy: MercyChoice | None
    fool_reveal: tuple[Card, ...]

    def describe(self, rules: Rules) -> str:
        """The record in words, as the terminal shows it."""
        won = " and ".join(f"seat {seat}" for seat in self.winners)
        lines = [f"hand {self.number} (dealer seat {self.dealer}): pot of {self.pot} to {won}"]
        if not self.showdown:
            lines[0] += ", everyone else folded"
            return "\n".join(lines)
        lines.append(f"  Mercy {self.mercy}")
        for seat, cards in enumerate(self.hands):
            if cards:
                note = " (folded)" if self.folded[seat] else f" +{self.payouts[seat]}"
                lines.append(f"  seat {seat}: {rules.show_cards(cards)}{note}")
        if self.fool_reveal:
            lines.append(f"  turned from the pack until the Fool: {rules.show_cards(self.fool_reveal)}")
        return "\n".join(lines)


@attrs.frozen(slots=True, repr=False)
class State:
    """Everything about a game of King's Mercy at one moment; immutable.

    ``hands`` and ``pack`` hold hidden cards: show players their ``view``.
    ``folded`` marks every seat out of the hand, those sitting it out included.
    ``turn`` is the seat to act, -1 once the game is over. ``pack_ordered``
    says whether ``pack`` lies in a known order (a deck given to ``new_game``);
    otherwise its order is drawn (seeded) only if the reckoning turns it.
    """

    origin: Origin
    log: MoveLog
    chance: Chance
    number: int
    dealer: int
    units: tuple[int, ...]
    pot: int
    hands: tuple[tuple[Card, ...], ...]
    pack: tuple[Card, ...]
    pack_ordered: bool
    phase: Phase
    round: int
    bets: tuple[int, ...]
    raises: int
    acted: tuple[bool, ...]
    folded: tuple[bool, ...]
    turn: int
    last_hand: HandRecord | None

    @property
    def rules(self) -> Rules:
        rules: Rules = self.origin.rules
        return rules

    def __repr__(self) -> str:
        return (
            f"<kings-mercy hand {self.number} {self.phase} round {self.round}"
            f" pot {self.pot} units {list(self.units)} after {len(self.log)} moves>"
        )

    def __str__(self) -> str:
        from cardtable.kings_mercy.view import table_picture

        return table_picture(self)


@attrs.define(slots=True, eq=False, repr=False)
class Table:
    """A state while one move is being applied: the same fields, but editable.

    A move that ends the betting copies the state into a table, the
    phase functions edit it, and it is frozen once into the next state, so a
    move that ends a hand and deals the next still builds a single ``State``.
    The fields repeat ``State``'s so that mypy checks the edits too; an assert
    below keeps the two lists equal.
    """

    origin: Origin
    log: MoveLog
    chance: Chance
    number: int
    dealer: int
    units: tuple[int, ...]
    pot: int
    hands: tuple[tuple[Card, ...], ...]
    pack: tuple[Card, ...]
    pack_ordered: bool
    phase: Phase
    round: int
    bets: tuple[int, ...]
    raises: int
    acted: tuple[bool, ...]
    folded: tuple[bool, ...]
    turn: int
    last_hand: HandRecord | None

    @classmethod
    def of(cls, state: State) -> Table:
        return cls(*fields_of(state))

    def freeze(self) -> State:
        return State(*fields_of(self))

    @property
    def rules(self) -> Rules:
        rules: Rules = self.origin.rules
        return rules


fields_of, FIELD = field_places(State)
assert [field.name for field in attrs.fields(Table)] == [field.name for field in attrs.fields(State)]

"""The state of a game, and the public record of a finished hand."""

from __future__ import annotations

import operator
from typing import Literal

import attrs

from cardtable.cards import Card
from cardtable.core import GameState, game_state
from cardtable.kings_mercy.rules import Rules

Phase = Literal["betting", "mercy", "over"]
"""Where a hand stands: a betting round, the Fool's holder deciding on Mercy, or the game over."""
MercyChoice = Literal["invoked", "declined", "not offered"]
"""What became of Mercy in a hand that reached the showdown (KM10, KM12)."""


@attrs.frozen
class HandRecord:
    """The public record of a finished hand, as the reckoning writes it.

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


@game_state
class State(GameState):
    """Everything about a game of King's Mercy at one moment; immutable.

    ``hands`` and ``pack`` hold hidden cards: show players their ``view``.
    ``out`` marks every seat out of the hand: those who folded and those
    sitting it out. ``to_act`` holds the seat to act, none once the game is over.
    ``events`` is what the last move did (the deal's events in a new game),
    hidden cards included; ``history`` every event since this hand was dealt.
    """

    number: int
    dealer: int
    units: tuple[int, ...]
    pot: int
    hands: tuple[tuple[Card, ...], ...]
    pack: tuple[Card, ...]
    phase: Phase
    round: int
    bets: tuple[int, ...]
    raises: int
    acted: tuple[bool, ...]
    out: tuple[bool, ...]
    to_act: tuple[int, ...]
    last_hand: HandRecord | None

    @property
    def rules(self) -> Rules:
        """The options this game is played under."""
        rules: Rules = self.origin.rules
        return rules

    @property
    def turn(self) -> int:
        """The seat to act: -1 once the game is over."""
        return self.to_act[0] if self.to_act else -1

    @property
    def pack_ordered(self) -> bool:
        """Whether the undealt pack lies in a known order: the first hand's, from a deck
        given to ``new_game``. Otherwise its order is drawn (seeded) only if the
        reckoning turns it."""
        return self.number == 1 and self.origin.deck is not None

    @property
    def sitting_out(self) -> tuple[bool, ...]:
        """The seats dealt nothing this hand: they had no unit to ante."""
        return tuple(map(operator.not_, self.hands))

    @property
    def folded(self) -> tuple[bool, ...]:
        """The seats that were dealt in and folded."""
        return tuple(map(operator.and_, self.out, map(bool, self.hands)))

    def __repr__(self) -> str:
        return (
            f"<kings-mercy hand {self.number} {self.phase} round {self.round}"
            f" pot {self.pot} units {list(self.units)} after {len(self.log)} moves>"
        )

    def __str__(self) -> str:
        """The whole table, every hand face up: what ``print(state)`` shows in a REPL."""
        rules = self.rules
        if self.phase == "betting":
            where = f"betting round {self.round}"
        elif self.phase == "mercy":
            where = f"seat {self.turn} decides on Mercy"
        else:
            where = "game over"
        lines = [f"King's Mercy, hand {self.number}, {where}, pot {self.pot}"]
        for seat, units in enumerate(self.units):
            marks = (">" if seat == self.turn else " ") + ("D" if seat == self.dealer else " ")
            if not self.hands[seat]:
                status = "sits out "
            else:
                status = "folded   " if self.out[seat] else f"in for {self.bets[seat]:<2}"
            cards = rules.show_cards(self.hands[seat])
            lines.append(f"{marks} seat {seat}: {units:>3} units  {status}  {cards}")
        lines.append(f"undealt pack: {len(self.pack)} cards")
        return "\n".join(lines)

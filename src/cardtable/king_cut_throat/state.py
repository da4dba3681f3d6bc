"""The table: the state of a game and the public records of its tricks, scores and hands.

Every card lies in exactly one place at all times (KC19): a hand, the phantom
hand, the kitty, the outside pile, the trick in progress or a finished trick,
or the Showdown discards.
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card, Suit, format_cards
from cardtable.core import Event, GameState, game_state
from cardtable.king_cut_throat.deck import by_strength
from cardtable.king_cut_throat.moves import Play
from cardtable.king_cut_throat.rules import Rules

# The phases, in the order a hand is played.
DISCARD = "discard"
ORDER_UP = "order-up"
NAME_TRUMP = "name-trump"
KITTY_DISCARD = "kitty-discard"
PLAY = "play"
SHOWDOWN_DISCARD = "showdown-discard"
SHOWDOWN_LEAD = "showdown-lead"
SHOWDOWN_PLAY = "showdown-play"


@attrs.frozen(slots=True)
class Trick:
    """A finished trick: the plays in the order made (the lead first) and who took it."""

    plays: tuple[Play, ...]
    winner: int

    def __str__(self) -> str:
        shown = ", ".join(f"seat {play.player} {play.card}" for play in self.plays)
        return f"{shown}: seat {self.winner} takes it"


@attrs.frozen(slots=True)
class HandRecord:
    """The public record of a finished hand (C7), kept in ``last_hand`` until the next ends.

    ``result`` is ``"joker redeal"`` (the same dealer deals again),
    ``"passed out"``, ``"scored"``, ``"showdown"`` or ``"game over"`` (the
    target was reached during the hand). ``tricks``
    holds every trick (the Showdown's after the hand's seven) when polite and is
    ``None`` otherwise; ``last_trick`` was seen by all either way. ``events`` are
    the hand's scoring events (``events.SCORING``), public as they happen.
    """

    number: int
    dealer: int
    result: str
    turned: Card | None
    trump: Suit | None
    maker: int | None
    receiver: int | None
    tricks_won: tuple[int, ...]
    mediator: int | None
    showdown_tricks: tuple[int, ...] | None
    tricks: tuple[Trick, ...] | None
    last_trick: Trick | None
    events: tuple[Event, ...]
    scores: tuple[int, ...]

    def __str__(self) -> str:
        lines = [f"hand {self.number} (dealer seat {self.dealer}): {self.result}"]
        if self.trump is not None:
            lines.append(
                f"  trump {self.trump} made by seat {self.maker}, kitty to seat {self.receiver};"
                f" tricks {'-'.join(map(str, self.tricks_won))}"
            )
        if self.showdown_tricks is not None:
            lines.append(
                f"  Showdown (mediator seat {self.mediator}):"
                f" tricks {'-'.join(map(str, self.showdown_tricks))}"
            )
        lines.extend(f"  {event}" for event in self.events)
        lines.append(f"  scores {'-'.join(map(str, self.scores))}")
        return "\n".join(lines)


@game_state
class State(GameState):
    """Everything at the table, hidden cards included: the host's object, never a player's.

    ``phase`` is one of the phases above, ``"over"`` (``core.OVER``) once the
    game has ended. ``hands`` are kept in canonical card order. ``kitty`` is the
    face-down kitty, the turned card first until it is taken or moved to the
    bottom after round one. ``received`` is what the kitty gave its receiver and
    ``discards`` what each seat put face down this hand (only that seat sees
    either); ``outside`` and ``showdown_discards`` are where those cards now
    lie. ``to_act`` is the seats the game waits on: the one whose turn it is in
    the naming rounds and in play, every seat still to discard during the
    simultaneous discards (clockwise from the dealer's left), none once the game
    is over.
    ``events`` are what the last move did, hidden parts included, and
    ``history`` every event since the hand was dealt.

    >>> from cardtable.king_cut_throat.engine import new_game
    >>> new_game(seed=1)
    <king-cut-throat State hand 1, discard, scores 0-0-0, 0 moves>
    """

    phase: str
    dealer: int
    hands_played: int
    scores: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    phantom: tuple[Card, ...]
    kitty: tuple[Card, ...]
    turned: Card | None
    barred: Suit | None
    outside: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]
    to_act: tuple[int, ...]
    passes: int
    trump: Suit | None
    maker: int | None
    receiver: int | None
    received: tuple[Card, ...]
    trick: tuple[Play, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    mediator: int | None
    showdown_tricks: tuple[int, ...] | None
    showdown_discards: tuple[Card, ...]
    last_hand: HandRecord | None

    @property
    def rules(self) -> Rules:
        """The options this game is played with."""
        rules: Rules = self.origin.rules
        return rules

    def __repr__(self) -> str:
        scores = "-".join(map(str, self.scores))
        return (
            f"<king-cut-throat State hand {self.hands_played + 1}, {self.phase},"
            f" scores {scores}, {len(self.log)} moves>"
        )

    def __str__(self) -> str:
        rules = self.rules
        lines = [
            f"King Cut-Throat, hand {self.hands_played + 1}, dealer seat {self.dealer}, phase {self.phase}",
            f"scores {'-'.join(map(str, self.scores))} (target {rules.target})",
        ]
        if self.turned is not None:
            barred = f", {self.barred} barred" if self.barred is not None else ""
            lines.append(f"turned {self.turned}{barred}")
        if self.trump is not None:
            lines.append(
                f"trump {self.trump}, made by seat {self.maker}, kitty to seat {self.receiver};"
                f" tricks won {'-'.join(map(str, self.tricks_won))}"
            )
        if self.mediator is not None and self.showdown_tricks is not None:
            lines.append(
                f"Showdown, mediator seat {self.mediator}; tricks {'-'.join(map(str, self.showdown_tricks))}"
            )
        for seat, hand in enumerate(self.hands):
            lines.append(f"seat {seat}: {format_cards(by_strength(hand, self.trump)) or '-'}")
        if self.phantom:
            lines.append(f"phantom: {format_cards(self.phantom)}")
        lines.append(f"kitty: {format_cards(self.kitty) or '-'}")
        lines.append(f"outside: {format_cards(self.outside) or '-'}")
        if self.showdown_discards:
            lines.append(f"showdown discards: {format_cards(self.showdown_discards)}")
        if self.trick:
            lines.append("trick: " + ", ".join(f"seat {p.player} {p.card}" for p in self.trick))
        lines.extend(str(event) for event in self.events)
        return "\n".join(lines)

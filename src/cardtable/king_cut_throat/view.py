"""What one seat may know: its own cards and everything played face up (KC17).

>>> from cardtable.king_cut_throat.engine import new_game
>>> seen = view(new_game(seed=2), 1)
>>> seen.phase, len(seen.hand), seen.to_act, seen.turned
('discard', 10, (1, 2, 0), None)
"""

from __future__ import annotations

import attrs

from cardtable.cards import Card, Suit, format_cards
from cardtable.core import OVER, Event, told
from cardtable.core.picture import Pictured
from cardtable.game import seat_argument
from cardtable.king_cut_throat.deck import by_strength
from cardtable.king_cut_throat.moves import Play
from cardtable.king_cut_throat.naming import proposed_suit
from cardtable.king_cut_throat.state import HandRecord, State, Trick


@attrs.frozen(slots=True)
class View(Pictured):
    """One seat's view of the table (``player=None``: a spectator's, with no hand).

    Beyond the contract's fields: ``target``; ``hand_number`` (1 for the first
    hand; a Joker redeal keeps the number); ``hand_sizes``; ``outside_count``
    (the dealer's count of the pile); ``discards`` (this seat's own face-down
    discards this hand, which nobody else sees); ``received`` (the card or
    cards this seat took from the kitty, only for the receiver); ``turned_suit`` (the suit
    round one offers: the turned card's, or the option's for a turned Joker).
    ``tricks`` lists every trick of the hand, the Showdown's after the seven,
    when polite, and is ``None`` otherwise; ``tricks_won`` counts the hand's
    seven tricks and ``showdown_tricks`` the Showdown's. ``events`` is what the
    last move did and ``history`` every event of the hand so far, both as this
    seat was told them (``events``): the view is the seat's information state.
    The hand's scoring events are the ``events.SCORING`` ones in ``history``.
    """

    player: int | None
    hand: tuple[Card, ...]
    to_act: tuple[int, ...]
    scores: tuple[int, ...]
    phase: str
    dealer: int
    turned: Card | None
    barred_suit: Suit | None
    trump: Suit | None
    maker: int | None
    receiver: int | None
    trick: tuple[Play, ...]
    last_trick: Trick | None
    tricks: tuple[Trick, ...] | None
    tricks_won: tuple[int, ...]
    mediator: int | None
    showdown_tricks: tuple[int, ...] | None
    events: tuple[Event, ...]
    history: tuple[Event, ...]
    last_hand: HandRecord | None
    target: int
    hand_number: int
    hand_sizes: tuple[int, ...]
    outside_count: int
    discards: tuple[Card, ...]
    received: tuple[Card, ...]
    turned_suit: Suit | None

    def __str__(self) -> str:
        who = "spectator" if self.player is None else f"seat {self.player}"
        lines = [
            f"King Cut-Throat, hand {self.hand_number}, dealer seat {self.dealer}, {self.phase} ({who})",
            "scores "
            + "  ".join(f"seat {s}: {n}" for s, n in enumerate(self.scores))
            + f"  (target {self.target})",
        ]
        if self.last_hand is not None and (self.phase == OVER or not (any(self.tricks_won) or self.trick)):
            lines.append("last " + str(self.last_hand))
        if self.turned is not None:
            line = f"turned {self.turned}"
            if self.turned.suit is None and self.turned_suit is not None:
                line += f" (proposing {self.turned_suit})"
            if self.barred_suit is not None:
                line += f"; {self.barred_suit} turned down"
            lines.append(line)
        if self.trump is not None:
            lines.append(f"trump {self.trump}, named by seat {self.maker}, kitty to seat {self.receiver}")
            lines.append("tricks won " + "-".join(map(str, self.tricks_won)))
        if self.mediator is not None and self.showdown_tricks is not None:
            lines.append(
                f"Showdown, mediator seat {self.mediator}: tricks " + "-".join(map(str, self.showdown_tricks))
            )
        if self.last_trick is not None:
            lines.append(f"last trick: {self.last_trick}")
        if self.trick:
            lines.append("trick: " + ", ".join(f"seat {p.player} {p.card}" for p in self.trick))
        lines.extend(f"  {event}" for event in self.events)
        if self.player is not None:
            lines.append(f"your hand: {format_cards(by_strength(self.hand, self.trump)) or '-'}")
            if self.received:
                lines.append(f"from the kitty: {format_cards(self.received)}")
            if self.discards:
                lines.append(f"your discards: {format_cards(self.discards)}")
        waiting = ", ".join(f"seat {seat}" for seat in self.to_act) or "nobody"
        lines.append(f"to act: {waiting}")
        return "\n".join(lines)


def view(state: State, player: int | None) -> View:
    """All that ``player`` may know (``None``: a spectator) (KC17).

    Own hand and own discards; the turned card and the suit it barred; trump,
    maker, kitty receiver, mediator; the trick in progress and the last one;
    earlier tricks only when polite; counts of tricks and cards; scores; the
    last move's events and the hand's, as this seat saw them. Never another
    seat's cards, the kitty, the outside pile.
    """
    if player is not None:
        player = seat_argument(player, len(state.scores))  # an IntEnum seat reads as its number (C8)
    polite = state.rules.polite
    tricks = state.tricks
    return View(
        player=player,
        hand=() if player is None else state.hands[player],
        to_act=state.to_act,
        scores=state.scores,
        phase=state.phase,
        dealer=state.dealer,
        turned=state.turned,
        barred_suit=state.barred,
        trump=state.trump,
        maker=state.maker,
        receiver=state.receiver,
        trick=state.trick,
        last_trick=tricks[-1] if tricks else None,
        tricks=tricks if polite else None,
        tricks_won=state.tricks_won,
        mediator=state.mediator,
        showdown_tricks=state.showdown_tricks,
        events=told(state.events, player),
        history=told(state.history, player),
        last_hand=state.last_hand,
        target=state.rules.target,
        hand_number=state.hands_played + 1 if state.phase != OVER else state.hands_played,
        hand_sizes=tuple(len(hand) for hand in state.hands),
        outside_count=len(state.outside),
        discards=() if player is None else state.discards[player],
        received=state.received if player is not None and player == state.receiver else (),
        turned_suit=proposed_suit(state),
    )

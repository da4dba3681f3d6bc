"""The table: the state of a game, its public records, and the deal (KC1, KC3).

>>> state = new_game(seed=1)
>>> state.phase, [len(hand) for hand in state.hands], len(state.kitty)
('discard', [10, 10, 10], 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

import attrs

from cardtable.cards import Card, Suit, format_cards
from cardtable.chance import Chance
from cardtable.game import MoveLog, Origin, check_deck, field_places
from cardtable.king_cut_throat.cards import by_strength, full_deck
from cardtable.king_cut_throat.moves import Play
from cardtable.king_cut_throat.rules import Rules

NAME = "king-cut-throat"
BY_INDEX = attrgetter("index")
"""Sort key for canonical card order, cheaper than comparing cards in Python."""

DISCARD = "discard"
ORDER_UP = "order-up"
NAME_TRUMP = "name-trump"
KITTY_DISCARD = "kitty-discard"
PLAY = "play"
SHOWDOWN_DISCARD = "showdown-discard"
SHOWDOWN_LEAD = "showdown-lead"
SHOWDOWN_PLAY = "showdown-play"
OVER = "over"


@attrs.frozen(slots=True)
class Trick:
    """A finished trick: the plays in the order made (the lead first) and who took it."""

    plays: tuple[Play, ...]
    winner: int

    def __str__(self) -> str:
        shown = ", ".join(f"seat {play.player} {play.card}" for play in self.plays)
        return f"{shown}: seat {self.winner} takes it"


@attrs.frozen(slots=True)
class Event:
    """A change of score, public the moment it happens (KC11-KC14).

    ``points`` is the change actually made (a Showdown loser already at 0 loses
    nothing); ``card`` is the card that scored a trick, if one did.
    """

    seat: int
    points: int
    reason: str
    card: Card | None = None

    def __str__(self) -> str:
        return f"seat {self.seat} {self.points:+d}: {self.reason}"


@attrs.frozen(slots=True)
class HandRecord:
    """The public record of a finished hand (C7), kept in ``last_hand`` until the next ends.

    ``result`` is ``"joker redeal"`` (KC5: the same dealer deals again),
    ``"passed out"`` (KC7), ``"scored"`` (KC12), ``"showdown"`` (KC13) or
    ``"game over"`` (KC15: the target was reached during the hand). ``tricks``
    holds every trick (the Showdown's after the hand's seven) when polite and is
    ``None`` otherwise; ``last_trick`` was seen by all either way.
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


@attrs.frozen(slots=True, repr=False)
class State:
    """Everything at the table, hidden cards included: the host's object, never a player's.

    ``hands`` are kept in canonical card order. ``kitty`` is the face-down
    kitty, the turned card first until it is taken or moved to the bottom
    (KC7). ``received`` is what the kitty gave its receiver (KC6, KC7) and
    ``discards`` what each seat put face down this hand (only that seat sees
    either); ``outside`` and ``showdown_discards`` are where those
    cards now lie. ``turn`` is the seat to act in the naming rounds and in play.
    """

    origin: Origin
    log: MoveLog
    chance: Chance
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
    turn: int
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
    events: tuple[Event, ...]
    last_hand: HandRecord | None

    @property
    def rules(self) -> Rules:
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
            f"King Cut-Throat, hand {self.hands_played + 1}, dealer seat {self.dealer},"
            f" phase {self.phase}",
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
                f"Showdown, mediator seat {self.mediator};"
                f" tricks {'-'.join(map(str, self.showdown_tricks))}"
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


def deal(
    players: int, dealer: int, order: Sequence[Card]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """Deal ``order`` (index 0 on top) in batches: 3 each, 3 to the kitty, 4 each, 3 each (KC3).

    Hands are served clockwise from the dealer's left, the dealer last; with two
    players the phantom hand comes after the dealer. Returns the players' hands
    (canonical order), the phantom hand (empty with three players) and the
    kitty in deck order.

    >>> from cardtable.king_cut_throat.cards import full_deck
    >>> hands, phantom, kitty = deal(3, 0, full_deck())
    >>> format_cards(kitty), format_cards(hands[1][:3])
    ('7♦ 8♦ 9♦', 'A♣ 7♣ 8♣')
    """
    places, kitty_at = _DEAL_PLANS[players, dealer]
    take = order.__getitem__
    held = [tuple(sorted(map(take, positions), key=BY_INDEX)) for positions in places]
    kitty = tuple(map(take, kitty_at))
    return tuple(held[:players]), (held[2] if players == 2 else ()), kitty


def _deal_plan(players: int, dealer: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Which deck positions go to each hand (seats, then the phantom) and to the kitty."""
    seats = [(dealer + 1 + i) % players for i in range(players)]
    receivers = [*seats, players] if players == 2 else seats
    held: list[list[int]] = [[] for _ in receivers]
    top = 0
    kitty: tuple[int, ...] = ()
    for batch in (3, 0, 4, 3):
        if batch == 0:
            kitty = (top, top + 1, top + 2)
            top += 3
            continue
        for place in receivers:
            held[place].extend(range(top, top + batch))
            top += batch
    return tuple(tuple(positions) for positions in held), kitty


_DEAL_PLANS = {
    (players, dealer): _deal_plan(players, dealer) for players in (2, 3) for dealer in range(players)
}


def fresh_hand(
    origin: Origin,
    log: MoveLog,
    chance: Chance,
    *,
    dealer: int,
    hands_played: int,
    scores: tuple[int, ...],
    last_hand: HandRecord | None,
    order: Sequence[Card] | None = None,
) -> State:
    """A new hand dealt by ``dealer``, shuffled from ``chance`` unless ``order`` is given."""
    if order is None:
        order, chance = chance.shuffled(full_deck())
    players = len(scores)
    hands, phantom, kitty = deal(players, dealer, order)
    nobody = (0,) * players
    return State(
        origin=origin,
        log=log,
        chance=chance,
        phase=DISCARD,
        dealer=dealer,
        hands_played=hands_played,
        scores=scores,
        hands=hands,
        phantom=phantom,
        kitty=kitty,
        turned=None,
        barred=None,
        outside=(),
        discards=((),) * players,
        turn=-1,
        passes=0,
        trump=None,
        maker=None,
        receiver=None,
        received=(),
        trick=(),
        tricks=(),
        tricks_won=nobody,
        mediator=None,
        showdown_tricks=None,
        showdown_discards=(),
        events=(),
        last_hand=last_hand,
    )


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Any = None) -> State:
    """A new game: seat 0 deals the first hand (C2), from ``deck`` if given (C3, C4).

    >>> state = new_game(Rules(players=2), seed=3)
    >>> [len(hand) for hand in state.hands], len(state.phantom), state.dealer
    ([10, 10], 10, 0)
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be king_cut_throat.Rules, not {rules!r}")
    order = check_deck(deck, full_deck())
    chance = Chance.from_seed(seed)
    origin = Origin(game=NAME, rules=rules, seed=seed, deck=order)
    return fresh_hand(
        origin,
        MoveLog(),
        chance,
        dealer=0,
        hands_played=0,
        scores=(0,) * rules.players,
        last_hand=None,
        order=order,
    )


fields_of, _PLACE = field_places(State)
"""A state's fields in constructor order, and each field's place, for building the
next state positionally: a call with more than 15 keywords builds a dict first."""
# The places of the fields a play or a discard changes (play.play, naming.discard).
LOG_AT, PHASE_AT, HANDS_AT, TURN_AT = _PLACE["log"], _PLACE["phase"], _PLACE["hands"], _PLACE["turn"]
TRICK_AT, TRICKS_AT, TRICKS_WON_AT = _PLACE["trick"], _PLACE["tricks"], _PLACE["tricks_won"]
SCORES_AT, EVENTS_AT, SHOWDOWN_TRICKS_AT = _PLACE["scores"], _PLACE["events"], _PLACE["showdown_tricks"]
TURNED_AT, OUTSIDE_AT, DISCARDS_AT = _PLACE["turned"], _PLACE["outside"], _PLACE["discards"]
SHOWDOWN_DISCARDS_AT = _PLACE["showdown_discards"]

def replace(state: State, **changes: Any) -> State:
    """``state`` with the named fields changed.

    Built by place rather than by calling ``State`` with 28 keywords: past 15,
    CPython gathers keyword arguments into a dict first (see ``field_places``).
    """
    fields = list(fields_of(state))
    for name, value in changes.items():
        fields[_PLACE[name]] = value
    return State(*fields)


def next_seat(state: State, seat: int) -> int:
    """The seat to the left of ``seat`` (C1); with two players, the other one (KC1)."""
    return (seat + 1) % len(state.scores)


def proposed_suit(state: State) -> Suit | None:
    """The suit round one offers: the turned card's, or the option's for a turned Joker (KC5)."""
    turned = state.turned
    if turned is None:
        return None
    if turned.suit is not None:
        return turned.suit
    option = state.rules.flipped_joker
    return option if isinstance(option, Suit) else None


def end_hand(
    state: State,
    result: str,
    scores: tuple[int, ...] | None = None,
    events: tuple[Event, ...] | None = None,
) -> State:
    """Settle a hand that is over (C7): record it, then end the game or deal the next hand.

    ``scores`` and ``events`` are the hand's final ones when its end scored
    something (KC12, KC13), else those ``state`` holds. A Joker redeal keeps the
    dealer and does not count as a hand (KC5, KC16).
    """
    if scores is None:
        scores = state.scores
    if events is None:
        events = state.events
    rules = state.rules
    record = HandRecord(
        number=state.hands_played + 1,
        dealer=state.dealer,
        result=result,
        turned=state.turned,
        trump=state.trump,
        maker=state.maker,
        receiver=state.receiver,
        tricks_won=state.tricks_won,
        mediator=state.mediator,
        showdown_tricks=state.showdown_tricks,
        tricks=state.tricks if rules.polite else None,
        last_trick=state.tricks[-1] if state.tricks else None,
        events=events,
        scores=scores,
    )
    if result == "joker redeal":
        return fresh_hand(
            state.origin, state.log, state.chance, dealer=state.dealer,
            hands_played=state.hands_played, scores=scores, last_hand=record,
        )
    played = state.hands_played + 1
    if max(scores) >= rules.target or (rules.max_hands is not None and played >= rules.max_hands):
        return replace(
            state, phase=OVER, turn=-1, hands_played=played, scores=scores, events=events,
            last_hand=record,
        )
    return fresh_hand(
        state.origin, state.log, state.chance, dealer=next_seat(state, state.dealer),
        hands_played=played, scores=scores, last_hand=record,
    )

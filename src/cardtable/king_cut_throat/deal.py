"""Between hands: the deal, the turned card, and the settling of a hand that is over
(C7, KC1, KC3, KC5, KC16).

>>> state = new_game(seed=1)
>>> state.phase, [len(hand) for hand in state.hands], len(state.kitty)
('discard', [10, 10, 10], 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.cards import JOKER, Card, Suit
from cardtable.chance import Chance
from cardtable.core import OVER, Event, EventLog, check_deck, clockwise_from, most
from cardtable.game import MoveLog, Origin
from cardtable.king_cut_throat.deck import full_deck
from cardtable.king_cut_throat.events import SCORING, GameOver, HandDealt, HandEnded, Turned
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import DISCARD, NAME, ORDER_UP, HandRecord, State, record

# The batches of the deal, in order: to every hand, or to the kitty (KC3).
BATCHES = (("hands", 3), ("kitty", 3), ("hands", 4), ("hands", 3))
PHANTOM = 2
"""Where the phantom hand of a two-player game is dealt: after the dealer (KC1)."""


def left_of(seat: int, players: int) -> int:
    """The next seat clockwise (C1); with two players, the other one: the phantom is no seat (KC1).

    >>> left_of(2, 3), left_of(1, 2)
    (0, 0)
    """
    return (seat + 1) % players


def deal(
    players: int, dealer: int, order: Sequence[Card]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """Deal ``order`` (index 0 on top) in batches: 3 each, 3 to the kitty, 4 each, 3 each (KC3).

    Hands are served clockwise from the dealer's left, the dealer last; with two
    players the phantom hand comes after the dealer. A batch is that many cards
    straight off the top. Returns the players' hands (canonical order), the
    phantom hand (empty with three players) and the kitty in deck order, its
    top card (the one turned) first.

    >>> from cardtable.cards import format_cards
    >>> hands, phantom, kitty = deal(3, 0, full_deck())
    >>> format_cards(kitty), format_cards(hands[1][:3])
    ('7♦ 8♦ 9♦', 'A♣ 7♣ 8♣')
    """
    places = clockwise_from(dealer, players)
    if players == 2:
        places = (*places, PHANTOM)
    held: dict[int, list[Card]] = {place: [] for place in places}
    kitty: Sequence[Card] = ()
    top = 0
    for to, batch in BATCHES:
        if to == "kitty":
            kitty = order[top : top + batch]
            top += batch
            continue
        for place in places:
            held[place] += order[top : top + batch]
            top += batch
    hands = tuple(tuple(sorted(held[seat])) for seat in range(players))
    phantom = tuple(sorted(held[PHANTOM])) if players == 2 else ()
    return hands, phantom, tuple(kitty)


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
    told: tuple[Event, ...] = (),
) -> State:
    """A new hand dealt by ``dealer``, shuffled from ``chance`` unless ``order`` is given.

    Its ``history`` starts afresh with the deal; ``told`` are the events the same
    move made before it (the end of the last hand), kept in ``events``.
    """
    if order is None:
        order, chance = chance.shuffled(full_deck())
    players = len(scores)
    hands, phantom, kitty = deal(players, dealer, order)
    dealt = HandDealt(hands_played + 1, dealer, hands, phantom if players == 2 else None, kitty)
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
        tricks_won=(0,) * players,
        mediator=None,
        showdown_tricks=None,
        showdown_discards=(),
        events=(*told, dealt),
        history=EventLog().extend((dealt,)),
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
    origin = Origin(game=NAME, rules=rules, seed=seed, deck=order)
    return fresh_hand(
        origin,
        MoveLog(),
        Chance.from_seed(seed),
        dealer=0,
        hands_played=0,
        scores=(0,) * rules.players,
        last_hand=None,
        order=order,
    )


def turn_up(state: State) -> State:
    """Every first discard is in: the dealer turns the top kitty card, and round one
    starts left of the dealer. A turned Joker means a redeal by the same dealer,
    unless the option has it propose a suit (KC5).
    """
    turned = state.kitty[0]
    after = record(
        state,
        (Turned(state.dealer, turned),),
        turned=turned,
        phase=ORDER_UP,
        turn=left_of(state.dealer, len(state.scores)),
    )
    if turned == JOKER and state.rules.flipped_joker == "redeal":
        return end_hand(after, "joker redeal")
    return after


def proposed_suit(state: State) -> Suit | None:
    """The suit round one offers: the turned card's, or the option's for a turned Joker (KC5)."""
    turned = state.turned
    if turned is None:
        return None
    if turned.suit is not None:
        return turned.suit
    option = state.rules.flipped_joker
    return option if isinstance(option, Suit) else None


def end_hand(state: State, result: str) -> State:
    """Settle a hand that is over (C7): record it, then end the game or deal the next hand.

    ``state`` holds the hand's final scores and events. The game ends at the
    target or the hand limit (KC15). The deal passes left, but a Joker redeal
    keeps the dealer and does not count as a hand (KC16).
    """
    scores = state.scores
    rules = state.rules
    number = state.hands_played + 1
    finished = HandRecord(
        number=number,
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
        events=tuple([event for event in state.history if isinstance(event, SCORING)]),
        scores=scores,
    )
    told = (*state.events, HandEnded(number, result, scores))
    if result == "joker redeal":
        return fresh_hand(
            state.origin,
            state.log,
            state.chance,
            dealer=state.dealer,
            hands_played=state.hands_played,
            scores=scores,
            last_hand=finished,
            told=told,
        )
    if max(scores) >= rules.target or (rules.max_hands is not None and number >= rules.max_hands):
        return record(
            state,
            (told[-1], GameOver(most(scores), scores)),
            phase=OVER,
            turn=-1,
            hands_played=number,
            last_hand=finished,
        )
    return fresh_hand(
        state.origin,
        state.log,
        state.chance,
        dealer=left_of(state.dealer, len(scores)),
        hands_played=number,
        scores=scores,
        last_hand=finished,
        told=told,
    )

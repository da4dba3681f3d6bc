"""Before the play: the discards, the turned card and the two rounds of naming trump (KC4-KC8).

Each function takes the state, the move and the seat already checked to be a
seat at this table, and returns the next state or raises ``IllegalMove``.
"""

from __future__ import annotations

from cardtable.cards import JOKER, Card, Suit, format_cards
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.moves import ChooseLeader, Discard, NameTrump, OrderUp, Pass
from cardtable.king_cut_throat.state import (
    BY_INDEX,
    DISCARD,
    DISCARDS_AT,
    HANDS_AT,
    KITTY_DISCARD,
    LOG_AT,
    NAME_TRUMP,
    ORDER_UP,
    OUTSIDE_AT,
    PHASE_AT,
    PLAY,
    SHOWDOWN_DISCARD,
    SHOWDOWN_DISCARDS_AT,
    SHOWDOWN_LEAD,
    SHOWDOWN_PLAY,
    TURN_AT,
    TURNED_AT,
    State,
    end_hand,
    fields_of,
    next_seat,
    proposed_suit,
    replace,
)

HAND_SIZE = 7
DEALT = 10
SHOWDOWN_DEALT = 6
KEPT = {DISCARD: HAND_SIZE, KITTY_DISCARD: HAND_SIZE, SHOWDOWN_DISCARD: SHOWDOWN_DEALT - 1}
"""The cards a hand keeps after each phase's discard (KC4, KC6, KC7, KC13)."""

_CLOCKWISE_FROM_LEFT = {
    (players, dealer): tuple((dealer + 1 + i) % players for i in range(players))
    for players in (2, 3)
    for dealer in range(players)
}


def discarding(state: State) -> tuple[int, ...]:
    """The seats still to make the first discards or the Showdown's, clockwise from the
    dealer's left (KC4, KC13); the mediator holds no Showdown hand."""
    phase = state.phase
    if phase == DISCARD:
        size = DEALT
    elif phase == SHOWDOWN_DISCARD:
        size = SHOWDOWN_DEALT
    else:
        return ()
    hands = state.hands
    # A list comprehension: cheaper than a generator, and to_act asks on every discard.
    return tuple(
        [seat for seat in _CLOCKWISE_FROM_LEFT[len(hands), state.dealer] if len(hands[seat]) == size]
    )


def waiting_for(state: State) -> str:
    """What the table waits for, in words, for refusals."""
    phase = state.phase
    if phase == DISCARD:
        return "the table waits for discards from " + _seats(sorted(discarding(state)))
    if phase == SHOWDOWN_DISCARD:
        return "the Showdown waits for discards from " + _seats(sorted(discarding(state)))
    if phase == KITTY_DISCARD:
        return f"seat {state.receiver} received the kitty and must discard"
    if phase == ORDER_UP:
        return f"seat {state.turn} is to order up or pass"
    if phase == NAME_TRUMP:
        return f"seat {state.turn} is to name trump or pass"
    if phase == SHOWDOWN_LEAD:
        return f"the mediator, seat {state.mediator}, is to choose who leads the Showdown"
    if phase in (PLAY, SHOWDOWN_PLAY):
        return f"seat {state.turn} is to play"
    return "the game is over"


def _seats(seats: list[int]) -> str:
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats))


def _kept(move: Discard, hand: tuple[Card, ...], count: int, player: int) -> tuple[Card, ...]:
    """The hand left after the discard, or ``IllegalMove`` saying what is wrong with it."""
    cards = move.cards
    if type(cards) is tuple and len(cards) == count:
        # By identity: cards are interned, and == between two cards costs a method lookup.
        gone = set(map(id, cards))
        kept = tuple([card for card in hand if id(card) not in gone])
        # Distinct cards all in the hand are exactly what leaves it this short.
        if len(kept) == len(hand) - count:
            return kept
    if not isinstance(cards, tuple) or not all(isinstance(card, Card) for card in cards):
        raise IllegalMove(f"seat {player} must discard cards, not {cards!r}")
    if len(set(cards)) != len(cards):
        raise IllegalMove(f"seat {player} names the same card twice")
    if len(cards) != count:
        raise IllegalMove(f"seat {player} must discard exactly {count}, not {len(cards)}")
    missing = [card for card in cards if card not in hand]
    raise IllegalMove(f"seat {player} does not hold {format_cards(missing)}")


def discard(state: State, move: Discard, player: int) -> State:
    """A discard in any of the three phases that call for one (KC4, KC6, KC7, KC13)."""
    phase = state.phase
    hand = state.hands[player]
    if phase == DISCARD:
        if len(hand) != DEALT:
            raise IllegalMove(f"seat {player} has already discarded this hand")
    elif phase == KITTY_DISCARD:
        if player != state.receiver:
            raise IllegalMove(f"seat {player} cannot discard now: {waiting_for(state)}")
    elif phase == SHOWDOWN_DISCARD:
        if player == state.mediator:
            raise IllegalMove(f"seat {player} is the mediator and holds no Showdown hand")
        if len(hand) != SHOWDOWN_DEALT:
            raise IllegalMove(f"seat {player} has already made their Showdown discard")
    else:
        raise IllegalMove(f"seat {player} cannot discard now: {waiting_for(state)}")
    kept = _kept(move, hand, len(hand) - KEPT[phase], player)
    hands = (*state.hands[:player], kept, *state.hands[player + 1 :])
    gone = move.cards
    discards = state.discards
    outside = state.outside
    showdown_discards = state.showdown_discards
    turned = state.turned
    turn = state.turn
    if phase == SHOWDOWN_DISCARD:
        showdown_discards += gone
        if SHOWDOWN_DEALT not in map(len, hands):
            # Both are in: the mediator chooses the leader, or the last to win a trick leads.
            if state.rules.mediator_chooses_leader:
                assert state.mediator is not None
                phase, turn = SHOWDOWN_LEAD, state.mediator
            else:
                phase, turn = SHOWDOWN_PLAY, last_to_win(state)
    else:
        outside += gone
        if phase == KITTY_DISCARD:
            phase, turn = PLAY, next_seat(state, state.dealer)
        elif DEALT not in map(len, hands):
            # Every discard is in: the dealer turns the top kitty card (KC5).
            turned = state.kitty[0]
            phase, turn = ORDER_UP, next_seat(state, state.dealer)
    # Built by place, not by keyword: see field_places.
    fields = list(fields_of(state))
    fields[LOG_AT], fields[PHASE_AT], fields[TURN_AT] = state.log.append(move), phase, turn
    fields[HANDS_AT], fields[TURNED_AT], fields[OUTSIDE_AT] = hands, turned, outside
    fields[DISCARDS_AT] = (*discards[:player], discards[player] + gone, *discards[player + 1 :])
    fields[SHOWDOWN_DISCARDS_AT] = showdown_discards
    after = State(*fields)
    if phase == ORDER_UP and turned is JOKER and state.rules.flipped_joker == "redeal":
        return end_hand(after, "joker redeal")
    return after


def last_to_win(state: State) -> int:
    """Of the two Showdown players, the one who won a trick most recently (KC13)."""
    for trick in reversed(state.tricks):
        if trick.winner != state.mediator:
            return trick.winner
    raise AssertionError("a Showdown player always holds three tricks")


def choose_leader(state: State, move: ChooseLeader, player: int) -> State:
    """The mediator names the Showdown's leader (KC13, option ``mediator_chooses_leader``)."""
    if state.phase != SHOWDOWN_LEAD or player != state.mediator:
        raise IllegalMove(f"seat {player} cannot choose a leader now: {waiting_for(state)}")
    leader = move.leader
    if (
        not isinstance(leader, int)
        or isinstance(leader, bool)
        or not 0 <= leader < len(state.scores)
        or leader == state.mediator
    ):
        raise IllegalMove(f"seat {player} can only choose one of the two Showdown players to lead")
    return replace(state, log=state.log.append(move), phase=SHOWDOWN_PLAY, turn=leader)


def _check_turn(state: State, phase: str, player: int, doing: str) -> None:
    if state.phase != phase or player != state.turn:
        raise IllegalMove(f"seat {player} cannot {doing} now: {waiting_for(state)}")


def order_up(state: State, move: OrderUp, player: int) -> State:
    """Round one: the turned card goes to the orderer's left, who will discard one (KC6)."""
    _check_turn(state, ORDER_UP, player, "order up")
    turned, *unseen = state.kitty
    return _make_trump(state, move, player, proposed_suit(state), (turned,), tuple(unseen))


def name_trump(state: State, move: NameTrump, player: int) -> State:
    """Round two: the two unseen kitty cards go to the namer's left (KC7)."""
    _check_turn(state, NAME_TRUMP, player, "name trump")
    suit = move.suit
    if not isinstance(suit, Suit):
        raise IllegalMove(f"seat {player} must name a suit, not {suit!r}")
    if suit is state.barred:
        raise IllegalMove(f"{suit} was turned down in round one and cannot be trump this hand")
    *unseen, turned = state.kitty
    return _make_trump(state, move, player, suit, tuple(unseen), (turned,))


def _make_trump(
    state: State,
    move: OrderUp | NameTrump,
    maker: int,
    trump: Suit | None,
    received: tuple[Card, ...],
    to_outside: tuple[Card, ...],
) -> State:
    """The maker's left takes ``received`` from the kitty, to discard as many; the
    rest of the kitty goes outside (KC6, KC7)."""
    receiver = next_seat(state, maker)
    hand = tuple(sorted((*state.hands[receiver], *received), key=BY_INDEX))
    hands = (*state.hands[:receiver], hand, *state.hands[receiver + 1 :])
    return replace(
        state, log=state.log.append(move), hands=hands, kitty=(),
        outside=state.outside + to_outside, trump=trump, maker=maker,
        receiver=receiver, received=received, phase=KITTY_DISCARD, turn=receiver,
    )


def pass_(state: State, move: Pass, player: int) -> State:
    """A pass in either round; all passing bars the suit (KC7) or passes the hand out."""
    phase = state.phase
    if phase not in (ORDER_UP, NAME_TRUMP):
        raise IllegalMove(f"seat {player} cannot pass now: {waiting_for(state)}")
    _check_turn(state, phase, player, "pass")
    log = state.log.append(move)
    passes = state.passes + 1
    if passes < len(state.scores):
        return replace(state, log=log, passes=passes, turn=next_seat(state, player))
    if phase == ORDER_UP:
        # The turned card goes under the kitty, its suit barred (KC7).
        return replace(
            state, log=log, passes=0, phase=NAME_TRUMP, barred=proposed_suit(state),
            kitty=(*state.kitty[1:], state.kitty[0]), turn=next_seat(state, state.dealer),
        )
    return end_hand(replace(state, log=log, passes=passes), "passed out")

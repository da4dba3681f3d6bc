"""Starting and ending hands: the buy-in and the deal (WW2, WW3), and after each
hand the end of the game or the next deal (WW8, C7)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import MoveLog, Origin, check_deck
from cardtable.witch_of_the_woods.deck import BY_INDEX, full_deck, in_order
from cardtable.witch_of_the_woods.options import Rules
from cardtable.witch_of_the_woods.state import HandRecord, State

NAME = "witch-of-the-woods"


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand (C2) from ``deck`` (index 0 on top)
    or from a deck shuffled by ``seed``.

    >>> state = new_game(seed=3)
    >>> state.phase, state.dealer, state.queue, [len(hand) for hand in state.hands], len(state.camp)
    ('swap', 0, (1, 2, 3, 0), [3, 3, 3, 3], 4)
    >>> new_game(Rules(players=2, betting=True), seed=3).pot
    2
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be witch_of_the_woods.Rules, not {rules!r}")
    order = check_deck(deck, full_deck())
    chance = Chance.from_seed(seed)
    origin = Origin(game=NAME, rules=rules, seed=seed, deck=order)
    players = rules.players
    return deal_hand(
        origin,
        MoveLog(),
        chance,
        hand_number=1,
        dealer=0,
        units=(rules.starting_units if rules.betting else 0,) * players,
        pot=0,
        hands_won=(0,) * players,
        last_hand=None,
        deck=order,
    )


@functools.cache
def seats_from_left(dealer: int, players: int, among: tuple[bool, ...]) -> tuple[int, ...]:
    """The seats marked in ``among``, clockwise from the dealer's left, the dealer last (C1).

    >>> seats_from_left(2, 4, (True, False, True, True))
    (3, 0, 2)
    """
    return tuple(
        seat for seat in ((dealer + step) % players for step in range(1, players + 1)) if among[seat]
    )


@functools.cache
def still_in(dealer: int, taking_part: tuple[bool, ...], folded: tuple[bool, ...]) -> tuple[int, ...]:
    """The players dealt in and not folded, clockwise from the dealer's left.

    >>> still_in(0, (True, True, False), (False, True, False))
    (0,)
    """
    return seats_from_left(
        dealer,
        len(taking_part),
        tuple(taking and not out for taking, out in zip(taking_part, folded, strict=True)),
    )


def deal_hand(
    origin: Origin,
    log: MoveLog,
    chance: Chance,
    *,
    hand_number: int,
    dealer: int,
    units: tuple[int, ...],
    pot: int,
    hands_won: tuple[int, ...],
    last_hand: HandRecord | None,
    deck: tuple[Card, ...] | None = None,
) -> State:
    """Take the buy-ins (WW3), shuffle unless a deck order is given, and deal (WW2):
    three rounds of one card to each player taking part from the dealer's left,
    the dealer last, then one card per player to the Camp."""
    rules: Rules = origin.rules
    players = rules.players
    if rules.betting:
        buy_in = rules.buy_in
        taking_part = tuple(stack >= buy_in for stack in units)
        units = tuple(
            stack - buy_in if taking else stack for stack, taking in zip(units, taking_part, strict=True)
        )
        put_in = tuple(buy_in if taking else 0 for taking in taking_part)
        pot += sum(put_in)
    else:
        taking_part = (True,) * players
        put_in = (0,) * players
    order = seats_from_left(dealer, players, taking_part)
    dealt = len(order)
    if deck is None:
        # Only the dealt cards need an order: they are drawn at random, and the rest of
        # the deck stays unordered until a tie-break draws from it (at random too).
        taken, rest, chance = chance.sample(full_deck(), 4 * dealt)
    else:
        taken, rest = deck[: 4 * dealt], deck[4 * dealt :]
    by_seat: list[tuple[Card, ...]] = [()] * players
    for i, seat in enumerate(order):
        by_seat[seat] = in_order(taken[i], taken[i + dealt], taken[i + 2 * dealt])
    return State(
        origin=origin,
        log=log,
        chance=chance,
        hand_number=hand_number,
        dealer=dealer,
        phase="betting" if rules.betting else "swap",
        queue=order,
        adder=None,
        taking_part=taking_part,
        folded=(False,) * players,
        hands=tuple(by_seat),
        drawn=(),
        camp=tuple(sorted(taken[3 * dealt :], key=BY_INDEX)),
        deck=rest,
        table=(),
        units=units,
        pot=pot,
        put_in=put_in,
        to_match=0,
        swapped=(None,) * players,
        returned=((),) * players,
        hands_won=hands_won,
        last_hand=last_hand,
        winners=(),
    )


def deck_in_order(state: State) -> bool:
    """Whether ``state.deck`` is a known order, top first: only the first hand of a game
    started from a given deck. Otherwise the deck is unordered and a card taken "off the
    top" is drawn at random from it, as from a shuffled deck."""
    return state.hand_number == 1 and state.origin.deck is not None


def end_hand(
    state: State,
    *,
    log: MoveLog,
    hands: tuple[tuple[Card, ...], ...],
    folded: tuple[bool, ...],
    put_in: tuple[int, ...],
    swapped: tuple[int | None, ...],
    returned: tuple[tuple[Card, ...], ...],
    chance: Chance,
    camp: tuple[Card, ...],
    deck: tuple[Card, ...],
    table: tuple[Card, ...],
    units: tuple[int, ...],
    pot: int,
    hands_won: tuple[int, ...],
    record: HandRecord,
) -> State:
    """After a hand is settled: the game ends (WW8) or the next hand is dealt (C7).

    ``state`` is the table before the move that ended the hand; the keywords are what
    that move changed (the final state of a finished game keeps the last hand's cards).

    The game ends when a player has won ``hands_to_win`` hands, after
    ``max_hands`` hands, or, with betting, when fewer than two players can pay
    the buy-in. The deal passes clockwise to the next seat still in the game.
    """
    rules: Rules = state.origin.rules
    players = rules.players
    betting = rules.betting
    can_pay = tuple(stack >= rules.buy_in for stack in units) if betting else state.taking_part
    reached: tuple[int, ...] = ()
    if max(hands_won) >= rules.hands_to_win:
        reached = tuple(seat for seat in range(players) if hands_won[seat] >= rules.hands_to_win)
    last = rules.max_hands is not None and state.hand_number >= rules.max_hands
    if not reached and not last and sum(can_pay) >= 2:
        dealer = seats_from_left(state.dealer, players, can_pay)[0]
        return deal_hand(
            state.origin,
            log,
            chance,
            hand_number=state.hand_number + 1,
            dealer=dealer,
            units=units,
            pot=pot,
            hands_won=hands_won,
            last_hand=record,
        )
    if reached:
        winners = reached
    else:
        points = units if betting else hands_won
        best = max(points)
        winners = tuple(seat for seat in range(players) if points[seat] == best)
    if betting and pot:
        units = share_out(pot, winners, state.dealer, units)
        pot = 0
    return State(
        origin=state.origin,
        log=log,
        chance=chance,
        hand_number=state.hand_number,
        dealer=state.dealer,
        phase="over",
        queue=(),
        adder=None,
        taking_part=state.taking_part,
        folded=folded,
        hands=hands,
        drawn=(),
        camp=camp,
        deck=deck,
        table=table,
        units=units,
        pot=pot,
        put_in=put_in,
        to_match=state.to_match,
        swapped=swapped,
        returned=returned,
        hands_won=hands_won,
        last_hand=record,
        winners=winners,
    )


def share_out(pot: int, winners: tuple[int, ...], dealer: int, units: tuple[int, ...]) -> tuple[int, ...]:
    """A pot left at the end split among the winners as in KM11: equal shares, the odd
    units one each clockwise from the dealer's left (WW8).

    >>> share_out(5, (0, 2), 0, (10, 10, 10))
    (12, 10, 13)
    """
    share, odd = divmod(pot, len(winners))
    stacks = list(units)
    for seat in winners:
        stacks[seat] += share
    players = len(units)
    for seat in seats_from_left(dealer, players, tuple(seat in winners for seat in range(players)))[:odd]:
        stacks[seat] += 1
    return tuple(stacks)

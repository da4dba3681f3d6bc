"""A hand from the deal to the reckoning: the functions of the game contract.

The phase functions below come in the order a hand is played: the deal (KM6,
KM7, KM13), the betting rounds (KM8, KM9), the Mercy decision (KM10) and the
reckoning (KM11, KM12, KM14). A betting move that passes the turn or opens the
second round builds the next state directly; a move that ends the betting
copies the state into a ``Table``, which these functions edit and freeze once.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Sequence
from typing import TypeVar

import attrs

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.game import IllegalMove, MoveLog, Origin, Outcome, check_deck, check_seat
from cardtable.kings_mercy.hands import DECK, FOOL, winners
from cardtable.kings_mercy.moves import (
    MOVES,
    TABLE,
    Bet,
    Call,
    Check,
    DeclineMercy,
    Fold,
    InvokeMercy,
    Move,
    Raise,
)
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import FIELD, HandRecord, MercyChoice, State, Table, fields_of

NAME = "kings-mercy"
T = TypeVar("T")


# --- The deal ---------------------------------------------------------------------


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand, everyone antes, three cards each (C2, KM6, KM7).

    ``deck`` fixes the order of the first hand's pack (index 0 on top).

    >>> from cardtable.kings_mercy import full_deck
    >>> state = new_game(seed=1, deck=full_deck())
    >>> state.hands[1], state.pot
    ((Card.parse('A♣'), Card.parse('5♣'), Card.parse('9♣')), 4)
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be kings_mercy.Rules, not {type(rules).__name__}")
    order = check_deck(deck, DECK)
    seats = rules.players
    state = State(
        origin=Origin(NAME, rules, seed, order),
        log=MoveLog(),
        chance=Chance.from_seed(seed),
        number=0,
        dealer=0,
        units=(rules.starting_units,) * seats,
        pot=0,
        hands=((),) * seats,
        pack=(),
        pack_ordered=True,
        phase="over",
        round=0,
        bets=(0,) * seats,
        raises=0,
        acted=(False,) * seats,
        folded=(False,) * seats,
        turn=-1,
        last_hand=None,
    )
    table = Table.of(state)
    _deal(table, dealer=0, order=order, sitting_out=_sitting_out(table.units))
    return table.freeze()


def _deal(
    table: Table, dealer: int, order: tuple[Card, ...] | None, sitting_out: tuple[bool, ...]
) -> None:
    """Ante, shuffle (unless the order is given) and deal one card at a time from the left."""
    dealt_to, antes = _seating(dealer, sitting_out)
    count = len(dealt_to)
    if order is None:
        # Only the dealt cards need a random order now; the pack's is drawn if it is ever turned.
        dealt, table.pack, table.chance = table.chance.sample(DECK, 3 * count)
        table.pack_ordered = False
    else:
        dealt, table.pack, table.pack_ordered = order[: 3 * count], order[3 * count :], True
    hands: list[tuple[Card, ...]] = [()] * len(sitting_out)
    for position, seat in enumerate(dealt_to):
        hands[seat] = dealt[position::count]
    table.units = tuple(map(operator.sub, table.units, antes))
    table.pot += count
    table.number += 1
    table.dealer = dealer
    table.hands = tuple(hands)
    table.folded = sitting_out
    _open_round(table, 1)


def _sitting_out(units: tuple[int, ...]) -> tuple[bool, ...]:
    """Who sits the next hand out: the seats with no units to ante (KM6)."""
    return tuple(map(operator.not_, units))


@functools.cache
def _seating(dealer: int, sitting_out: tuple[bool, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats dealt in, clockwise from the dealer's left, and each seat's ante (KM6, KM7)."""
    seats = len(sitting_out)
    order = [(dealer + step) % seats for step in range(1, seats + 1)]
    return tuple(seat for seat in order if not sitting_out[seat]), tuple(int(not out) for out in sitting_out)


# --- Betting ------------------------------------------------------------------------


def _open_round(table: Table, number: int) -> None:
    table.phase = "betting"
    table.round = number
    table.bets, table.raises, table.acted, table.turn = _round_start(table.folded, table.dealer)


def _round_start(
    folded: tuple[bool, ...], dealer: int
) -> tuple[tuple[int, ...], int, tuple[bool, ...], int]:
    """A betting round opens with no bets, no raises, nobody having acted, and the
    first player still in left of the dealer to act (KM8)."""
    seats = len(folded)
    return (0,) * seats, 0, (False,) * seats, _NEXT_IN[folded][dealer]


def _next_active(folded: tuple[bool, ...], seat: int) -> int:
    """The next seat clockwise from ``seat`` still in the hand; -1 if there is none."""
    seats = len(folded)
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if not folded[candidate]:
            return candidate
    return -1


# _NEXT_IN[folded][seat] is _next_active(folded, seat), worked out once for every
# table size and pattern of folds: it is asked on nearly every move.
_NEXT_IN = {
    folded: tuple(_next_active(folded, seat) for seat in range(seats))
    for seats in range(3, 7)
    for folded in itertools.product((False, True), repeat=seats)
}


# _LEVEL[bets] is max(bets), the round's level. An opening bet and two raises put
# it at 3 at most (KM8), so every possible tuple of bets is listed; the level is
# asked three times a move, and max() over a short tuple costs more than a lookup.
_LEVEL = {bets: max(bets) for seats in range(3, 7) for bets in itertools.product(range(4), repeat=seats)}


@attrs.frozen
class _Choices:
    """One seat's possible sets of betting moves, built once so legal_moves only picks one."""

    check_or_bet: tuple[Move, ...]
    check: tuple[Move, ...]
    fold: tuple[Move, ...]
    fold_or_call: tuple[Move, ...]
    fold_call_or_raise: tuple[Move, ...]
    mercy: tuple[Move, ...]

    @classmethod
    def of(cls, seat: int) -> _Choices:
        check, bet, call, raise_, fold, invoke, decline = (TABLE[kind][seat] for kind in MOVES)
        return cls(
            check_or_bet=(check, bet),
            check=(check,),
            fold=(fold,),
            fold_or_call=(fold, call),
            fold_call_or_raise=(fold, call, raise_),
            mercy=(invoke, decline),
        )


_CHOICES = tuple(_Choices.of(seat) for seat in range(6))


def _betting_moves(state: State, seat: int) -> tuple[Move, ...]:
    choices = _CHOICES[seat]
    bets = state.bets
    level = _LEVEL[bets]
    units = state.units[seat]
    if level == 0:
        return choices.check_or_bet if units else choices.check
    owed = level - bets[seat]
    if units < owed:
        return choices.fold
    if units == owed or state.raises >= 2:
        return choices.fold_or_call
    return choices.fold_call_or_raise


def _bet(state: State, move: Move, log: MoveLog) -> State:
    """A betting move (KM8): pay, then pass the turn, close the round, or end the hand (KM9).

    A move that passes the turn or opens the second round builds the next state
    directly; one that ends the betting goes through a ``Table``.
    """
    seat = move.player
    kind = type(move)
    units, bets, pot, acted, raises, folded = (
        state.units, state.bets, state.pot, state.acted, state.raises, state.folded
    )
    if kind is Fold:
        folded = _MARKED[folded][seat]
        level = _LEVEL[bets]
    else:
        owed = _LEVEL[bets] - bets[seat]
        paid = 0 if kind is Check else 1 if kind is Bet else owed + (kind is Raise)
        if kind is Bet or kind is Raise:
            acted = _ONLY[len(acted)][seat]
            raises += kind is Raise
        else:
            acted = _MARKED[acted][seat]
        # Whatever it was, the move leaves the mover's bet at the round's level.
        level = bets[seat] + paid
        if paid:
            units = _with(units, seat, units[seat] - paid)
            bets = _with(bets, seat, level)
            pot += paid
    # Play runs clockwise and every bet or raise clears who has acted, so the round
    # is complete exactly when the next player still in has acted since the last
    # bet or raise and matched it: everyone between has then acted too.
    after = _NEXT_IN[folded][seat]
    in_hand = folded.count(False)
    if in_hand > 1 and not (acted[after] and bets[after] == level):
        round_number, turn = state.round, after
    elif in_hand > 1 and state.round == 1:
        round_number = 2
        bets, raises, acted, turn = _round_start(folded, state.dealer)
    else:
        table = Table.of(state)
        table.log, table.units, table.bets, table.pot = log, units, bets, pot
        table.acted, table.raises, table.folded = acted, raises, folded
        if in_hand == 1:
            _win_by_folds(table, folded.index(False))
        else:
            _after_betting(table)
        return table.freeze()
    # The other fields stay as they were. Copied and replaced by place, then built from
    # the list: 18 keyword arguments would make Python gather them in a dict first.
    fields = list(fields_of(state))
    fields[_LOG], fields[_UNITS], fields[_POT], fields[_BETS] = log, units, pot, bets
    fields[_RAISES], fields[_ACTED], fields[_FOLDED] = raises, acted, folded
    fields[_ROUND], fields[_TURN] = round_number, turn
    return State(*fields)


_LOG, _UNITS, _POT, _BETS, _RAISES, _ACTED, _FOLDED, _ROUND, _TURN = (
    FIELD[name] for name in ("log", "units", "pot", "bets", "raises", "acted", "folded", "round", "turn")
)


def _with(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """The tuple with one seat's entry replaced (through a list: the quickest way)."""
    changed = list(values)
    changed[seat] = value
    return tuple(changed)


# _ONLY[seats][seat]: after a bet or raise, only its maker has acted.
# _MARKED[flags][seat]: the flags (who has acted, who has folded) with the seat's set.
_ONLY = {n: tuple(tuple(other == seat for other in range(n)) for seat in range(n)) for n in range(3, 7)}
_MARKED = {
    flags: tuple(_with(flags, seat, True) for seat in range(seats))
    for seats in range(3, 7)
    for flags in itertools.product((False, True), repeat=seats)
}


# --- King's Mercy -------------------------------------------------------------------


def fool_holder(state: State | Table) -> int | None:
    """The active seat holding the Fool, if any: a folded or undealt Fool has none (KM10).

    >>> from cardtable.kings_mercy import full_deck
    >>> print(fool_holder(new_game(seed=1, deck=full_deck())))  # the Fool is last: undealt
    None
    """
    seat = _dealt_the_fool(state.hands)
    return None if seat is None or state.folded[seat] else seat


def _dealt_the_fool(hands: tuple[tuple[Card, ...], ...]) -> int | None:
    """The seat dealt the Fool, folded or not, if it was dealt."""
    # Identity, not ``in``: cards are interned, and == between two different cards
    # goes through Python because Card defines its own ordering.
    for seat, cards in enumerate(hands):
        for card in cards:
            if card is FOOL:
                return seat
    return None


def _after_betting(table: Table) -> None:
    holder = fool_holder(table)
    if holder is None:
        _showdown(table, "not offered")
    else:
        table.phase = "mercy"
        table.turn = holder


# --- The reckoning ------------------------------------------------------------------


def _win_by_folds(table: Table, winner: int) -> None:
    payouts = split_pot(table.pot, (winner,), table.dealer, len(table.units))
    _settle(table, HandRecord(
        number=table.number,
        dealer=table.dealer,
        pot=table.pot,
        winners=(winner,),
        payouts=payouts,
        showdown=False,
        hands=(),
        folded=folded_only(table),
        mercy=None,
        fool_reveal=(),
    ))


def _showdown(table: Table, mercy: MercyChoice) -> None:
    active = [seat for seat, out in enumerate(table.folded) if not out]
    best = winners([table.hands[seat] for seat in active], mercy=mercy == "invoked")
    tied = [active[index] for index in best]
    _settle(table, HandRecord(
        number=table.number,
        dealer=table.dealer,
        pot=table.pot,
        winners=tuple(tied),
        payouts=split_pot(table.pot, tied, table.dealer, len(table.units)),
        showdown=True,
        hands=table.hands,
        folded=folded_only(table),
        mercy=mercy,
        fool_reveal=_fool_reveal(table),
    ))


def split_pot(pot: int, tied: Sequence[int], dealer: int, seats: int) -> tuple[int, ...]:
    """Each seat's share of a pot split among tied winners (KM11).

    Leftover units go one each to the tied players clockwise from the dealer's left.

    >>> split_pot(7, [0, 2], dealer=1, seats=4)
    (3, 0, 4, 0)
    """
    share, leftover = divmod(pot, len(tied))
    payouts = [0] * seats
    for seat in tied:
        payouts[seat] = share
    if leftover:
        for seat in sorted(tied, key=lambda seat: (seat - dealer - 1) % seats)[:leftover]:
            payouts[seat] += 1
    return tuple(payouts)


def folded_only(state: State | Table) -> tuple[bool, ...]:
    """Who folded this hand: the state counts seats sitting out as folded, the table does not."""
    return tuple(map(operator.and_, state.folded, map(bool, state.hands)))


def _fool_reveal(table: Table) -> tuple[Card, ...]:
    """The cards turned from the undealt pack until the Fool appears, if it was not dealt (KM12)."""
    if _dealt_the_fool(table.hands) is not None:
        return ()
    if table.pack_ordered:
        return table.pack[: table.pack.index(FOOL) + 1]
    # In a uniformly shuffled pack the Fool's depth is uniform and the cards above it
    # are a random ordered sample of the rest: draw just those, not the whole order.
    depth, table.chance = table.chance.below(len(table.pack))
    others = [card for card in table.pack if card is not FOOL]
    turned, _, table.chance = table.chance.sample(others, depth)
    return (*turned, FOOL)


def _settle(table: Table, record: HandRecord) -> None:
    table.units = tuple(map(operator.add, table.units, record.payouts))
    table.pot = 0
    table.last_hand = record
    sitting_out = _sitting_out(table.units)
    limit = table.rules.max_hands
    if sitting_out.count(False) < 2 or (limit is not None and table.number >= limit):
        table.phase = "over"
        table.turn = -1
        table.bets = (0,) * len(table.units)
    else:
        # The deal passes to the next seat clockwise that still holds units (KM13).
        _deal(table, _NEXT_IN[sitting_out][table.dealer], None, sitting_out)


# --- The contract ---------------------------------------------------------------------


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> legal_moves(state, 0), legal_moves(state, 1)
    ((), (Check(player=1), Bet(player=1)))
    """
    seat = state.turn
    if player is not None and (player != seat or type(player) is not int):
        check_seat(player, len(state.units))
        return ()
    if seat < 0:
        return ()
    if state.phase == "mercy":
        return _CHOICES[seat].mercy
    return _betting_moves(state, seat)


def apply_move(state: State, move: Move) -> State:
    """The state after a legal move; anything else raises ``IllegalMove`` saying why.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> apply_move(state, Raise(player=1))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot raise: nobody has bet this round (check or bet)
    """
    # A bool equals an int in Python: without the type check Check(True) would pass as seat 1.
    if move not in legal_moves(state) or type(move.player) is not int:
        raise IllegalMove(_why_illegal(state, move))
    log = state.log.append(move)
    if state.phase == "betting":
        return _bet(state, move, log)
    table = Table.of(state)
    table.log = log
    _showdown(table, "invoked" if type(move) is InvokeMercy else "declined")
    return table.freeze()


def _why_illegal(state: State, move: object) -> str:
    if not isinstance(move, MOVES):
        return f"{move!r} is not a King's Mercy move"
    seat = move.player
    seats = len(state.units)
    if type(seat) is not int or not 0 <= seat < seats:
        return f"there is no seat {seat!r} at this table of {seats}"
    if state.phase == "over":
        return "the game is over"
    if seat != state.turn:
        if state.folded[seat]:
            return f"seat {seat} is out of this hand"
        return f"it is seat {state.turn}'s turn, not seat {seat}'s"
    if state.phase == "mercy":
        return f"seat {seat} holds the Fool and must invoke or decline Mercy before anything else"
    kind = type(move).__name__.lower()
    if isinstance(move, InvokeMercy | DeclineMercy):
        return f"seat {seat} cannot {kind} now: Mercy is decided after the second betting round"
    owed = max(state.bets) - state.bets[seat]
    if max(state.bets) == 0:
        if isinstance(move, Bet):
            return f"seat {seat} cannot bet: no units left"
        return f"seat {seat} cannot {kind}: nobody has bet this round (check or bet)"
    if isinstance(move, Check | Bet):
        return f"seat {seat} cannot {kind}: facing a bet, fold, call or raise"
    if isinstance(move, Call):
        return f"seat {seat} cannot call: calling costs {owed} and they hold {state.units[seat]}"
    if state.raises >= 2:
        return f"seat {seat} cannot raise: two raises have already followed the opening bet"
    return f"seat {seat} cannot raise: it costs {owed + 1} and they hold {state.units[seat]}"


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on: one at a time, none once the game is over.

    >>> to_act(new_game(Rules(players=5), seed=0))
    (1,)
    """
    return () if state.turn < 0 else (state.turn,)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the players with the most units win (KM14).

    >>> outcome(new_game()) is None
    True
    """
    if state.phase != "over":
        return None
    most = max(state.units)
    return Outcome(
        winners=tuple(seat for seat, units in enumerate(state.units) if units == most),
        points=state.units,
    )

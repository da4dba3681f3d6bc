"""High Card's state and its whole rulebook: the deal, the betting round, the showdown.

>>> state = new_game(Rules(players=3), seed=2)
>>> to_act(state), legal_moves(state)
((1,), (Check(player=1), Bet(player=1)))
>>> state = apply_move(state, Bet(1))
>>> legal_moves(state), state.pot
((Call(player=2), Fold(player=2)), 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

import attrs

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import (
    OVER,
    Change,
    GameState,
    Rulebook,
    clockwise_from,
    evolve,
    game_state,
    most,
    replace_at,
    split_pot,
)
from cardtable.game import IllegalMove, Outcome
from tests.highcard.events import Dealt, GameOver, HandDealt, Moved, PotWon, Shown
from tests.highcard.rules import DECK, MOVES, NOTATION, Bet, Call, Check, Fold, Move, Rules

NAME = "high-card"
BETTING = "betting"


@attrs.frozen
class HandRecord:
    """The last hand: its number, the hands shown (``()`` for folded and sitting out), the payouts."""

    number: int
    shown: tuple[tuple[Card, ...], ...]
    payouts: tuple[int, ...]


@game_state
class State(GameState):
    """A table of High Card: ``hands[seat]`` is its down card then its two up cards;
    ``queue`` the seats still to act this round, the first acting now; ``bet_by`` who
    bet (-1: nobody yet)."""

    number: int
    dealer: int
    units: tuple[int, ...]
    pot: int
    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    queue: tuple[int, ...]
    bet_by: int
    folded: tuple[bool, ...]
    phase: str
    last_hand: HandRecord | None

    @property
    def rules(self) -> Rules:
        rules: Rules = self.origin.rules
        return rules

    def __repr__(self) -> str:
        return f"<high-card hand {self.number} {self.phase} pot {self.pot} units {list(self.units)}>"


def first_deal(rules: Rules, chance: Chance, order: Sequence[Card] | None) -> Change:
    """Seat 0 deals the first hand; everyone holds the starting units."""
    return deal(chance, 1, 0, (rules.starting_units,) * rules.players, None, order)


def deal(
    chance: Chance,
    number: int,
    dealer: int,
    units: tuple[int, ...],
    last_hand: HandRecord | None,
    order: Sequence[Card] | None = None,
) -> Change:
    """Every seat with a unit antes one and is dealt three cards, one at a time from the
    dealer's left, the first face down; the first of them acts first."""
    seats = len(units)
    dealt_to = clockwise_from(dealer, seats, [held > 0 for held in units])
    count = len(dealt_to)
    if order is None:
        cards, deck, chance = chance.sample(DECK, 3 * count)
    else:
        cards, deck = tuple(order[: 3 * count]), tuple(order[3 * count :])
    hands: list[tuple[Card, ...]] = [()] * seats
    for place, seat in enumerate(dealt_to):
        hands[seat] = cards[place::count]
    return Change.dealt(
        HandDealt(number, dealer, dealt_to),
        *[Dealt(seat, hands[seat][1:], hands[seat][0]) for seat in dealt_to],
        chance=chance,
        number=number,
        dealer=dealer,
        units=tuple(held - 1 if held else 0 for held in units),
        pot=count,
        hands=tuple(hands),
        deck=deck,
        queue=dealt_to,
        bet_by=-1,
        folded=(False,) * seats,
        phase=BETTING,
        last_hand=last_hand,
    )


def _moves_of(state: State, player: int | None) -> tuple[Move, ...]:
    seat = state.queue[0]
    if player is not None and player != seat:
        return ()
    if state.bet_by < 0:
        return (Check.of(seat), Bet.of(seat)) if state.units[seat] else (Check.of(seat),)
    return (Call.of(seat), Fold.of(seat)) if state.units[seat] else (Fold.of(seat),)


def check(state: State, move: Check) -> Change:
    """A check, while nobody has bet."""
    if state.bet_by >= 0:
        raise IllegalMove(f"seat {move.player} cannot check: seat {state.bet_by} has bet, call or fold")
    return _acted(state, move, queue=state.queue[1:])


def bet(state: State, move: Bet) -> Change:
    """A bet of one unit: every other seat still in answers it, in turn."""
    seat = move.player
    if state.bet_by >= 0:
        raise IllegalMove(f"seat {seat} cannot bet: seat {state.bet_by} has bet already")
    if not state.units[seat]:
        raise IllegalMove(f"seat {seat} cannot bet: no units left")
    players = len(state.units)
    answer = clockwise_from(
        seat, players, [not out and bool(hand) for out, hand in zip(state.folded, state.hands, strict=True)]
    )
    return _acted(state, move, paid=1, bet_by=seat, queue=answer[:-1])


def call(state: State, move: Call) -> Change:
    """A call of the bet with one unit."""
    if state.bet_by < 0:
        raise IllegalMove(f"seat {move.player} cannot call: nobody has bet")
    if not state.units[move.player]:
        raise IllegalMove(f"seat {move.player} cannot call: no units left")
    return _acted(state, move, paid=1, queue=state.queue[1:])


def fold(state: State, move: Fold) -> Change:
    """A fold, facing a bet."""
    if state.bet_by < 0:
        raise IllegalMove(f"seat {move.player} cannot fold: nobody has bet")
    folded = replace_at(state.folded, move.player, True)
    return _acted(state, move, folded=folded, queue=state.queue[1:])


def _acted(state: State, move: Move, *, paid: int = 0, **fields: Any) -> Change:
    """The move told and paid for; then the next seat acts, or the hand ends."""
    seat = move.player
    if paid:
        fields.update(units=replace_at(state.units, seat, state.units[seat] - paid), pot=state.pot + paid)
    acted = Change(Moved.of(seat, move.verb), **fields)
    if acted.fields["queue"]:
        return acted
    return acted.then(_showdown(evolve(state, **acted.fields)))


def _showdown(state: State) -> Change:
    """The hands still in are turned up; the highest total takes the pot, ties split it."""
    seats = len(state.units)
    still_in = [seat for seat in range(seats) if state.hands[seat] and not state.folded[seat]]
    totals = {seat: sum(card.rank for card in state.hands[seat]) for seat in still_in}
    best = max(totals.values())
    winners = tuple(seat for seat in still_in if totals[seat] == best)
    payouts = split_pot(state.pot, winners, state.dealer, seats)
    shown = tuple(state.hands[seat] if seat in still_in else () for seat in range(seats))
    units = tuple(held + paid for held, paid in zip(state.units, payouts, strict=True))
    record = HandRecord(state.number, shown, payouts)
    told = Change(Shown(shown), PotWon(state.pot, winners, payouts))
    if state.number >= state.rules.max_hands or sum(held > 0 for held in units) < 2:
        return told.then(
            Change(GameOver(units, most(units)), units=units, pot=0, queue=(), phase=OVER, last_hand=record)
        )
    dealer = clockwise_from(state.dealer, seats, [held > 0 for held in units])[0]
    return told.then(deal(state.chance, state.number + 1, dealer, units, record))


def to_act(state: State) -> tuple[int, ...]:
    """The seat the round waits on."""
    return state.queue[:1]


def off_turn(state: State) -> tuple[int, ...]:
    """Nobody moves out of turn in High Card."""
    return ()


RULEBOOK: Rulebook[State] = Rulebook(
    name=NAME,
    title="High Card",
    rules=Rules,
    state=State,
    deck=DECK,
    first_deal=first_deal,
    moves=MOVES,
    steps={(BETTING, Check): check, (BETTING, Bet): bet, (BETTING, Call): call, (BETTING, Fold): fold},
    phase=attrgetter("phase"),
    to_act=to_act,
    waiting=lambda state: f"seat {state.queue[0]} is to act",
    moves_of=_moves_of,
    notation=NOTATION,
)


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game of High Card."""
    return RULEBOOK.new_game(rules, seed=seed, deck=deck)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """The legal moves now, or one seat's."""
    return RULEBOOK.legal_moves(state, player)


def host_moves(state: State) -> tuple[Move, ...]:
    """High Card has no clock: the host never moves (C11)."""
    return RULEBOOK.host_moves(state)


def parse_move(state: State, text: str, player: int | None = None) -> Move:
    """The one legal move ``text`` names now (only ``player``'s, if given), read in the game's
    notation; ``IllegalMove`` for text that names none, in the rules' own words where it
    names a move that is not legal now (``cardtable.core.parse``).

    >>> parse_move(new_game(Rules(players=3), seed=2), "seat 1 bets 1")
    Bet(player=1)
    """
    move: Move = RULEBOOK.parse_move(state, text, player)
    return move


def apply_move(state: State, move: Move) -> State:
    """The state after ``move``, or ``IllegalMove``."""
    return RULEBOOK.apply_move(state, move)


def outcome(state: State) -> Outcome | None:
    """The most units win, once the game is over."""
    if state.phase != OVER:
        return None
    return Outcome(winners=most(state.units), points=state.units)

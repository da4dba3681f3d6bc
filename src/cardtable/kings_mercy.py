"""King's Mercy: a three-card betting game in which the Fool's holder may reverse the ranking.

The module reads the way a hand is played: the deck, the rules options, how
hands rank (``hand_value``, ``winners``), the moves, the state, the deal, the
two betting rounds, the Mercy decision, the reckoning, and the views.

>>> state = new_game(Rules(players=3), seed=4)
>>> to_act(state), legal_moves(state)
((1,), (Check(player=1), Bet(player=1)))
>>> state = apply_move(state, Bet(player=1))
>>> view(state, 2).pot, legal_moves(state)
(4, (Fold(player=2), Call(player=2), Raise(player=2)))
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import ClassVar, Literal

import attrs

from cardtable.cards import JOKER, Card, Rank, build_deck
from cardtable.chance import Chance
from cardtable.game import (
    IllegalMove,
    MoveLog,
    Origin,
    Outcome,
    check_deck,
    one_of,
    optional_ranged,
    ranged,
)

NAME = "kings-mercy"

# --- The deck -----------------------------------------------------------------

FOOL = JOKER
"""The Fool is the Joker everywhere in the API (KM2); only its printing can change."""

_DECK = build_deck([Rank(n) for n in range(1, 10)], [FOOL])


def full_deck() -> tuple[Card, ...]:
    """The 37 cards: Ace to 9 in every suit and the Fool, in canonical order (KM2).

    >>> len(full_deck()), full_deck()[-1]
    (37, Card.parse('JK'))
    """
    return _DECK


# --- Rules --------------------------------------------------------------------


@attrs.frozen(kw_only=True)
class Rules:
    """The table's options; the defaults are the standard game.

    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    ValueError: players must be 3 to 6, not 7
    """

    players: int = ranged(4, 3, 6)
    starting_units: int = ranged(20, 1)
    max_hands: int | None = optional_ranged(1)
    fool_display: Literal["joker", "king_of_spades"] = one_of("joker", ("joker", "king_of_spades"))

    def show(self, card: Card) -> str:
        """A card as this table prints it: the Fool as ``JK`` or as ``K♠`` (KM2)."""
        if card is FOOL:
            return "K♠" if self.fool_display == "king_of_spades" else "JK"
        return str(card)

    def show_cards(self, cards: Iterable[Card]) -> str:
        return " ".join(self.show(card) for card in cards)


# --- How hands rank -------------------------------------------------------------

Category = Literal["trips", "run", "pair", "high"]
_CATEGORY_STRENGTH: dict[Category, int] = {"high": 0, "pair": 1, "run": 2, "trips": 3}


@attrs.frozen(order=True)
class HandValue:
    """How a three-card hand ranks under the normal order (KM3, KM4).

    Values compare with ``<`` and ``>``; ``strength`` is the whole comparison key:
    the category first, then the deciding ranks from the highest down, the Fool
    counting 0 (below the Ace).

    >>> hand_value(parse("7H 7C JK")) > hand_value(parse("9S 4D 2C"))
    True
    >>> hand_value(parse("7H 7C JK"))
    HandValue(strength=(1, 7, 0), category='pair')
    """

    strength: tuple[int, ...]
    category: Category = attrs.field(order=False)


def _value(card: Card) -> int:
    return 0 if card is FOOL else int(card.rank)


@functools.cache
def _rank_hand(values: tuple[int, int, int]) -> HandValue:
    """The value of three card values sorted from the highest down (0 is the Fool)."""
    high, middle, low = values
    if low > 0 and high == middle == low:
        return HandValue((3, high), "trips")
    if low > 0 and high == middle + 1 == low + 2:
        return HandValue((2, high), "run")
    if high == middle and high > 0:
        return HandValue((1, high, low), "pair")
    if middle == low and low > 0:
        return HandValue((1, middle, high), "pair")
    return HandValue((0, high, middle, low), "high")


def hand_value(cards: Sequence[Card]) -> HandValue:
    """The value of a three-card hand; suits never matter (KM4).

    >>> hand_value(parse("7S 8D 9C")).category, hand_value(parse("AS 2D 3C")).strength
    ('run', (2, 3))
    >>> hand_value(parse("JK 8D 9C")).category
    'high'
    """
    if len(cards) != 3:
        raise ValueError(f"a King's Mercy hand has three cards, not {len(cards)}")
    high, middle, low = sorted((_value(card) for card in cards), reverse=True)
    return _rank_hand((high, middle, low))


def winners(hands: Sequence[Sequence[Card]], *, mercy: bool = False) -> tuple[int, ...]:
    """The indices of the best hands; under Mercy, of the weakest (KM4, KM5).

    Mercy reverses the whole comparison: the lower category wins, and inside
    a category the lower rank at the first difference, still read from each
    hand's highest card down.

    >>> tony, hamon = parse("JK 7S 7D"), parse("9H 4C 2S")
    >>> winners([tony, hamon]), winners([tony, hamon], mercy=True)
    ((0,), (1,))
    >>> winners([parse("9S 7D 2C"), parse("JK 9H 8C")], mercy=True)
    (0,)
    """
    if not hands:
        return ()
    values = [hand_value(hand) for hand in hands]
    best = min(values) if mercy else max(values)
    return tuple(index for index, value in enumerate(values) if value == best)


def parse(text: str) -> tuple[Card, ...]:
    """Cards from text, the Fool written ``JK`` (a doctest convenience).

    >>> parse("JK 7S 7D")
    (Card.parse('JK'), Card.parse('7♠'), Card.parse('7♦'))
    """
    from cardtable.cards import parse_cards

    return parse_cards(text)


# --- Moves ----------------------------------------------------------------------


@attrs.frozen(slots=True)
class _SeatMove:
    player: int
    by_host: ClassVar[bool] = False
    verb: ClassVar[str] = ""

    def __str__(self) -> str:
        return f"seat {self.player} {self.verb}"


@attrs.frozen(slots=True)
class Check(_SeatMove):
    """Pass the action without betting, when nobody has bet this round."""

    verb = "checks"


@attrs.frozen(slots=True)
class Bet(_SeatMove):
    """Open the betting with one unit."""

    verb = "bets 1"


@attrs.frozen(slots=True)
class Call(_SeatMove):
    """Put in what it takes to match the highest contribution this round."""

    verb = "calls"


@attrs.frozen(slots=True)
class Raise(_SeatMove):
    """Call and add one more unit; at most two raises follow the opening bet."""

    verb = "raises 1"


@attrs.frozen(slots=True)
class Fold(_SeatMove):
    """Give up the hand and any claim on the pot."""

    verb = "folds"


@attrs.frozen(slots=True)
class InvokeMercy(_SeatMove):
    """The Fool's holder says "King's Mercy": the weakest active hand wins."""

    verb = "invokes King's Mercy"


@attrs.frozen(slots=True)
class DeclineMercy(_SeatMove):
    """The Fool's holder lets the hand be scored normally."""

    verb = "declines Mercy"


Move = Check | Bet | Call | Raise | Fold | InvokeMercy | DeclineMercy
MOVES: tuple[type[Move], ...] = (Check, Bet, Call, Raise, Fold, InvokeMercy, DeclineMercy)

# One object per seat and kind: legal_moves hands out these same instances.
_MOVE_TABLE: dict[type[Move], tuple[Move, ...]] = {
    kind: tuple(kind(seat) for seat in range(6)) for kind in MOVES
}


# --- The state ------------------------------------------------------------------

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
        rules = self.rules
        lines = [f"King's Mercy, hand {self.number}, {_phase_words(self)}, pot {self.pot}"]
        for seat, units in enumerate(self.units):
            lines.append(
                f"{_seat_marks(self, seat)} seat {seat}: {units:>3} units"
                f"  {_status(self, seat)}  {rules.show_cards(self.hands[seat])}"
            )
        lines.append(f"undealt pack: {len(self.pack)} cards")
        return "\n".join(lines)


def _replace(state: State, **changes: object) -> State:
    values = {name: getattr(state, name) for name in _STATE_FIELDS}
    values.update(changes)
    return State(**values)


_STATE_FIELDS = tuple(field.name for field in attrs.fields(State))


# --- The deal (KM6, KM7, KM13) ------------------------------------------------------


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand, everyone antes, three cards each (C2, KM6, KM7).

    ``deck`` fixes the order of the first hand's pack (index 0 on top).

    >>> state = new_game(seed=1, deck=full_deck())
    >>> state.hands[1], state.pot
    ((Card.parse('A♣'), Card.parse('5♣'), Card.parse('9♣')), 4)
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be kings_mercy.Rules, not {type(rules).__name__}")
    order = check_deck(deck, _DECK)
    chance = Chance.from_seed(seed)
    seats = rules.players
    state = State(
        origin=Origin(NAME, rules, seed, order),
        log=MoveLog(),
        chance=chance,
        number=0,
        dealer=0,
        units=(rules.starting_units,) * seats,
        pot=0,
        hands=((),) * seats,
        pack=(),
        phase="over",
        round=0,
        bets=(0,) * seats,
        raises=0,
        acted=(False,) * seats,
        folded=(False,) * seats,
        turn=-1,
        last_hand=None,
    )
    return _deal(state, dealer=0, order=order)


def _deal(state: State, dealer: int, order: tuple[Card, ...] | None) -> State:
    """Ante, shuffle (unless the order is given) and deal one card at a time from the left."""
    seats = len(state.units)
    seated = tuple(units > 0 for units in state.units)
    units = tuple(
        units - 1 if sitting_in else units for units, sitting_in in zip(state.units, seated, strict=True)
    )
    chance = state.chance
    if order is None:
        order, chance = chance.shuffled(_DECK)
    dealt_to = [seat % seats for seat in range(dealer + 1, dealer + 1 + seats) if seated[seat % seats]]
    hands: list[tuple[Card, ...]] = [()] * seats
    for position, seat in enumerate(dealt_to):
        hands[seat] = order[position : 3 * len(dealt_to) : len(dealt_to)]
    state = _replace(
        state,
        chance=chance,
        number=state.number + 1,
        dealer=dealer,
        units=units,
        pot=state.pot + sum(seated),
        hands=tuple(hands),
        pack=order[3 * len(dealt_to) :],
        folded=tuple(not sitting_in for sitting_in in seated),
    )
    return _open_round(state, 1)


def _next_dealer(state: State) -> int:
    seats = len(state.units)
    for step in range(1, seats + 1):
        seat = (state.dealer + step) % seats
        if state.units[seat] > 0:
            return seat
    return state.dealer


# --- Betting (KM8, KM9) -------------------------------------------------------------


def _open_round(state: State, number: int) -> State:
    seats = len(state.units)
    return _replace(
        state,
        phase="betting",
        round=number,
        bets=(0,) * seats,
        raises=0,
        acted=(False,) * seats,
        turn=_next_active(state.folded, state.dealer),
    )


def _next_active(folded: tuple[bool, ...], seat: int) -> int:
    seats = len(folded)
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if not folded[candidate]:
            return candidate
    return -1


def _betting_moves(state: State, seat: int) -> tuple[Move, ...]:
    owed = max(state.bets) - state.bets[seat]
    units = state.units[seat]
    if max(state.bets) == 0:
        if units >= 1:
            return (_MOVE_TABLE[Check][seat], _MOVE_TABLE[Bet][seat])
        return (_MOVE_TABLE[Check][seat],)
    moves: tuple[Move, ...] = (_MOVE_TABLE[Fold][seat],)
    if units >= owed:
        moves += (_MOVE_TABLE[Call][seat],)
    if units >= owed + 1 and state.raises < 2:
        moves += (_MOVE_TABLE[Raise][seat],)
    return moves


def _bet(state: State, move: Move) -> State:
    seat = move.player
    kind = type(move)
    if kind is Fold:
        folded = _with(state.folded, seat, True)
        return _after_action(_replace(state, folded=folded), seat)
    owed = max(state.bets) - state.bets[seat]
    paid = {Check: 0, Bet: 1, Call: owed, Raise: owed + 1}[kind]
    opens = kind is Bet or kind is Raise
    acted = tuple(other == seat for other in range(len(state.acted))) if opens else state.acted
    state = _replace(
        state,
        units=_with(state.units, seat, state.units[seat] - paid),
        pot=state.pot + paid,
        bets=_with(state.bets, seat, state.bets[seat] + paid),
        raises=state.raises + (kind is Raise),
        acted=_with(acted, seat, True),
    )
    return _after_action(state, seat)


def _after_action(state: State, seat: int) -> State:
    active = [other for other, out in enumerate(state.folded) if not out]
    if len(active) == 1:
        return _win_by_folds(state, active[0])
    level = max(state.bets)
    if all(state.acted[other] and state.bets[other] == level for other in active):
        if state.round == 1:
            return _open_round(state, 2)
        return _after_betting(state)
    return _replace(state, turn=_next_active(state.folded, seat))


def _folded(state: State) -> tuple[bool, ...]:
    """Who folded this hand; the state counts seats sitting out as folded, the table does not."""
    return tuple(out and bool(cards) for out, cards in zip(state.folded, state.hands, strict=True))


def _with(values: tuple[object, ...], seat: int, value: object) -> tuple:  # type: ignore[type-arg]
    return (*values[:seat], value, *values[seat + 1 :])


# --- King's Mercy (KM10) --------------------------------------------------------------


def fool_holder(state: State) -> int | None:
    """The active seat holding the Fool, if any (a folded or undealt Fool has none).

    >>> fool_holder(new_game(seed=1, deck=full_deck()))
    """
    for seat, cards in enumerate(state.hands):
        if FOOL in cards and not state.folded[seat]:
            return seat
    return None


def _after_betting(state: State) -> State:
    holder = fool_holder(state)
    if holder is None:
        return _showdown(state, "not offered")
    return _replace(state, phase="mercy", turn=holder)


# --- The reckoning (KM9, KM11, KM12, KM14) ----------------------------------------------


def _win_by_folds(state: State, winner: int) -> State:
    payouts = tuple(state.pot if seat == winner else 0 for seat in range(len(state.units)))
    record = HandRecord(
        number=state.number,
        dealer=state.dealer,
        pot=state.pot,
        winners=(winner,),
        payouts=payouts,
        showdown=False,
        hands=(),
        folded=_folded(state),
        mercy=None,
        fool_reveal=(),
    )
    return _settle(state, record)


def _showdown(state: State, mercy: MercyChoice) -> State:
    active = [seat for seat, out in enumerate(state.folded) if not out]
    best = winners([state.hands[seat] for seat in active], mercy=mercy == "invoked")
    tied = [active[index] for index in best]
    record = HandRecord(
        number=state.number,
        dealer=state.dealer,
        pot=state.pot,
        winners=tuple(tied),
        payouts=split_pot(state.pot, tied, state.dealer, len(state.units)),
        showdown=True,
        hands=state.hands,
        folded=_folded(state),
        mercy=mercy,
        fool_reveal=_fool_reveal(state),
    )
    return _settle(state, record)


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
    in_order = sorted(tied, key=lambda seat: (seat - dealer - 1) % seats)
    for seat in in_order[:leftover]:
        payouts[seat] += 1
    return tuple(payouts)


def _fool_reveal(state: State) -> tuple[Card, ...]:
    if any(FOOL in cards for cards in state.hands):
        return ()
    return state.pack[: state.pack.index(FOOL) + 1]


def _settle(state: State, record: HandRecord) -> State:
    units = tuple(units + paid for units, paid in zip(state.units, record.payouts, strict=True))
    state = _replace(state, units=units, pot=0, last_hand=record)
    limit = state.rules.max_hands
    if sum(units > 0 for units in state.units) < 2 or (limit is not None and state.number >= limit):
        return _replace(state, phase="over", turn=-1, hands=state.hands, bets=(0,) * len(units))
    return _deal(state, _next_dealer(state), None)


# --- Playing a move -----------------------------------------------------------------------


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> legal_moves(state, 0), legal_moves(state, 1)
    ((), (Check(player=1), Bet(player=1)))
    """
    seat = state.turn
    if seat < 0 or (player is not None and player != seat):
        return ()
    if state.phase == "mercy":
        return (_MOVE_TABLE[InvokeMercy][seat], _MOVE_TABLE[DeclineMercy][seat])
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
    if state.phase == "mercy":
        state = _showdown(state, "invoked" if type(move) is InvokeMercy else "declined")
    else:
        state = _bet(state, move)
    return _replace(state, log=log)


def _why_illegal(state: State, move: object) -> str:
    if not isinstance(move, MOVES):
        return f"{move!r} is not a King's Mercy move"
    seat = move.player
    seats = len(state.units)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        return f"there is no seat {seat!r} at this table of {seats}"
    if state.phase == "over":
        return "the game is over"
    kind = type(move).__name__.lower()
    if seat != state.turn:
        if state.folded[seat]:
            return f"seat {seat} is out of this hand"
        return f"it is seat {state.turn}'s turn, not seat {seat}'s"
    if state.phase == "mercy":
        return f"seat {seat} holds the Fool and must invoke or decline Mercy before anything else"
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


# --- Views -------------------------------------------------------------------------------


@attrs.frozen(slots=True)
class View:
    """What one seat may know (``player=None``: a spectator). Never another active hand."""

    player: int | None
    hand: tuple[Card, ...]
    to_act: tuple[int, ...]
    units: tuple[int, ...]
    pot: int
    dealer: int
    phase: Phase
    round: int
    bets: tuple[int, ...]
    raises: int
    folded: tuple[bool, ...]
    sitting_out: tuple[bool, ...]
    last_hand: HandRecord | None
    number: int
    fool_display: Literal["joker", "king_of_spades"]

    def __str__(self) -> str:
        rules = Rules(fool_display=self.fool_display)
        title = f"King's Mercy, hand {self.number}, {self.phase}"
        if self.phase == "betting":
            title += f" round {self.round} ({self.raises} of 2 raises used)"
        lines = [title + f", pot {self.pot}"]
        for seat, units in enumerate(self.units):
            mark = ">" if seat in self.to_act else " "
            dealer = "D" if seat == self.dealer else " "
            status = "sits out" if self.sitting_out[seat] else "folded" if self.folded[seat] else (
                f"in for {self.bets[seat]}"
            )
            you = "  (you)" if seat == self.player else ""
            lines.append(f"{mark}{dealer} seat {seat}: {units:>3} units  {status}{you}")
        if self.player is not None:
            lines.append(f"your hand: {rules.show_cards(self.hand) or '(none)'}")
        if self.last_hand is not None:
            lines.append("last hand: " + self.last_hand.describe(rules))
        return "\n".join(lines)


def view(state: State, player: int | None) -> View:
    """All that ``player`` may know now; ``None`` gives a spectator's view.

    >>> state = new_game(Rules(players=3), seed=5)
    >>> view(state, 2).hand == state.hands[2], view(state, None).hand
    (True, ())
    """
    seats = len(state.units)
    if player is not None and (
        not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < seats
    ):
        raise ValueError(f"there is no seat {player!r} at this table of {seats}")
    return View(
        player=player,
        hand=() if player is None else state.hands[player],
        to_act=to_act(state),
        units=state.units,
        pot=state.pot,
        dealer=state.dealer,
        phase=state.phase,
        round=state.round,
        bets=state.bets,
        raises=state.raises,
        folded=_folded(state),
        sitting_out=tuple(not cards for cards in state.hands),
        last_hand=state.last_hand,
        number=state.number,
        fool_display=state.rules.fool_display,
    )


# --- Printing helpers ------------------------------------------------------------------------


def _phase_words(state: State) -> str:
    if state.phase == "betting":
        return f"betting round {state.round}"
    if state.phase == "mercy":
        return f"seat {state.turn} decides on Mercy"
    return "game over"


def _seat_marks(state: State, seat: int) -> str:
    return (">" if seat == state.turn else " ") + ("D" if seat == state.dealer else " ")


def _status(state: State, seat: int) -> str:
    if not state.hands[seat]:
        return "sits out "
    if state.folded[seat]:
        return "folded   "
    return f"in for {state.bets[seat]:<2}"


__all__ = [
    "FOOL",
    "MOVES",
    "NAME",
    "Bet",
    "Call",
    "Card",
    "Check",
    "DeclineMercy",
    "Fold",
    "HandRecord",
    "HandValue",
    "InvokeMercy",
    "Move",
    "Raise",
    "Rules",
    "State",
    "View",
    "apply_move",
    "full_deck",
    "hand_value",
    "legal_moves",
    "new_game",
    "outcome",
    "split_pot",
    "to_act",
    "view",
    "winners",
]

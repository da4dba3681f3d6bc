"""The game as the contract gives it: ``new_game``, ``to_act``, ``legal_moves``,
``apply_move``, ``outcome``, on one ``Rulebook`` that hands each move to the step
for it in the phase the hand is in.

The Rulebook refuses what every game refuses (not a move of this game, a seat
not at the table, a move once the game is over, out of turn); each step of the
phase modules then checks only the rules of King Cut-Throat.

>>> state = new_game(seed=7)
>>> to_act(state)
(1, 2, 0)
>>> for seat in to_act(state):
...     state = apply_move(state, legal_moves(state, seat)[0])
>>> state.phase, to_act(state), len(state.outside)
('order-up', (1,), 9)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter

from cardtable.cards import Card
from cardtable.core import OVER, Rulebook, most
from cardtable.game import Outcome
from cardtable.king_cut_throat import discards, naming, showdown, tricks
from cardtable.king_cut_throat.deal import first_deal
from cardtable.king_cut_throat.deck import NOTATION, full_deck
from cardtable.king_cut_throat.moves import MOVES, ChooseLeader, Discard, Move, NameTrump, OrderUp, Pass, Play
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.state import (
    DISCARD,
    KITTY_DISCARD,
    NAME_TRUMP,
    ORDER_UP,
    PLAY,
    SHOWDOWN_DISCARD,
    SHOWDOWN_LEAD,
    SHOWDOWN_PLAY,
    State,
)

__all__ = [
    "NAME",
    "RULEBOOK",
    "apply_move",
    "legal_moves",
    "new_game",
    "off_turn",
    "outcome",
    "parse_move",
    "to_act",
]

NAME = "king-cut-throat"
"""The game's name in ``cardtable.GAMES`` and in its records."""


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand (C2), from ``deck`` if given (C3, C4).

    >>> state = new_game(Rules(players=2), seed=3)
    >>> [len(hand) for hand in state.hands], len(state.phantom), state.dealer
    ([10, 10], 10, 0)
    """
    return RULEBOOK.new_game(rules, seed=seed, deck=deck)


def to_act(state: State) -> tuple[int, ...]:
    """The seats the game waits on: the seat whose turn it is, or, during the discards,
    every seat still to discard, clockwise from the dealer's left; none once the game is over.

    >>> to_act(new_game(Rules(players=2)))
    (1, 0)
    """
    return state.to_act


def off_turn(state: State) -> tuple[int, ...]:
    """The seats the game does not wait on that have a legal move now: none, ever, in
    King Cut-Throat (every move waits for its seat's turn, the simultaneous discards
    too); the play loop asks it after every move.

    >>> off_turn(new_game(Rules(players=3), seed=1))
    ()
    """
    return ()


_SEAT_MOVES: dict[str, Callable[[State, int], tuple[Move, ...]]] = {
    DISCARD: discards.discard_moves_of,
    ORDER_UP: naming.round_one_moves,
    NAME_TRUMP: naming.round_two_moves,
    KITTY_DISCARD: naming.kitty_discard_moves,
    PLAY: tricks.play_moves,
    SHOWDOWN_DISCARD: showdown.discard_moves_of,
    SHOWDOWN_LEAD: showdown.leader_moves,
    SHOWDOWN_PLAY: tricks.play_moves,
}
"""Each phase's legal moves for one seat the game waits on."""


def _moves_of(state: State, player: int | None) -> tuple[Move, ...]:
    seats = state.to_act
    moves_of_seat = _SEAT_MOVES[state.phase]
    if player is not None:
        return moves_of_seat(state, player) if player in seats else ()
    if len(seats) == 1:
        return moves_of_seat(state, seats[0])
    return tuple([move for seat in seats for move in moves_of_seat(state, seat)])


def _seats(seats: tuple[int, ...]) -> str:
    listed = sorted(seats)
    return f"seat {listed[0]}" if len(listed) == 1 else "seats " + ", ".join(map(str, listed))


def waiting_for(state: State) -> str:
    """What the table waits for, in words, for refusals.

    >>> waiting_for(new_game(seed=7))
    'the table waits for discards from seats 0, 1, 2'
    """
    phase = state.phase
    if phase == DISCARD:
        return "the table waits for discards from " + _seats(state.to_act)
    if phase == SHOWDOWN_DISCARD:
        return "the Showdown waits for discards from " + _seats(state.to_act)
    if phase == KITTY_DISCARD:
        return f"seat {state.receiver} received the kitty and must discard"
    if phase == ORDER_UP:
        return f"seat {state.to_act[0]} is to order up or pass"
    if phase == NAME_TRUMP:
        return f"seat {state.to_act[0]} is to name trump or pass"
    if phase == SHOWDOWN_LEAD:
        return f"the mediator, seat {state.mediator}, is to choose who leads the Showdown"
    if phase in (PLAY, SHOWDOWN_PLAY):
        return f"seat {state.to_act[0]} is to play"
    return "the game is over"


RULEBOOK: Rulebook[State] = Rulebook(
    name=NAME,
    title="King Cut-Throat",
    rules=Rules,
    state=State,
    deck=full_deck(),
    first_deal=first_deal,
    moves=MOVES,
    steps={
        (DISCARD, Discard): discards.discard,
        (ORDER_UP, OrderUp): naming.order_up,
        (ORDER_UP, Pass): naming.pass_,
        (NAME_TRUMP, NameTrump): naming.name_trump,
        (NAME_TRUMP, Pass): naming.pass_,
        (KITTY_DISCARD, Discard): naming.kitty_discard,
        (PLAY, Play): tricks.play,
        (SHOWDOWN_DISCARD, Discard): showdown.discard,
        (SHOWDOWN_LEAD, ChooseLeader): showdown.choose_leader,
        (SHOWDOWN_PLAY, Play): tricks.play,
    },
    phase=attrgetter("phase"),
    to_act=attrgetter("to_act"),
    waiting=waiting_for,
    moves_of=_moves_of,
    notation=NOTATION,
)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    >>> state = new_game(seed=7)
    >>> len(legal_moves(state)), len(legal_moves(state, 0)), legal_moves(state, 0)[0]
    (360, 120, Discard(player=0, cards=(Card.parse('10♣'), Card.parse('J♣'), Card.parse('A♦'))))
    """
    return RULEBOOK.legal_moves(state, player)


def host_moves(state: State) -> tuple[Move, ...]:
    """The host's legal moves now (C11): always none, since King Cut-Throat has no clock.

    >>> host_moves(new_game())
    ()
    """
    return RULEBOOK.host_moves(state)


def parse_move(state: State, text: str, player: int | None = None) -> Move:
    """The one legal move ``text`` names now (only ``player``'s, if given), read in the game's
    notation; ``IllegalMove`` for text that names none, in the rules' own words where it
    names a move that is not legal now (``cardtable.core.parse``).

    The three seats discard at once: the cards say whose discard it is.

    >>> state = new_game(seed=7)
    >>> print(parse_move(state, "7c qc kd"))
    seat 1 discards 7♣ Q♣ K♦
    >>> parse_move(state, "seat 1 discards jack of spades, 9♠, ace of spades")
    Discard(player=1, cards=(Card.parse('A♠'), Card.parse('9♠'), Card.parse('J♠')))
    >>> parse_move(state, "seat 1 discards 7c qc")
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 must discard exactly 3, not 2
    """
    move: Move = RULEBOOK.parse_move(state, text, player)
    return move


def apply_move(state: State, move: Move) -> State:
    """The state after ``move``; ``IllegalMove`` (saying why) if it is not legal now (C6, C9).

    >>> from cardtable.cards import Card
    >>> apply_move(new_game(seed=7), Play(1, Card.parse("AS")))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot play now: the table waits for discards from seats 0, 1, 2
    """
    return RULEBOOK.apply_move(state, move)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the top scorers and every seat's score.

    >>> outcome(new_game()) is None
    True
    """
    if state.phase != OVER:
        return None
    return Outcome(winners=most(state.scores), points=state.scores)

"""The game as the contract gives it: ``new_game``, ``to_act``, ``legal_moves``,
``apply_move``, ``outcome``, on one ``Rulebook`` that hands each move to the step
for it in the phase the hand is in.

>>> state = new_game(seed=7)
>>> to_act(state), legal_moves(state)[1]
((1,), DrawFromCamp(player=1, count=1))
>>> state = apply_move(state, DrawFromCamp(1, 1))
>>> state.phase, to_act(state), len(legal_moves(state))
('return', (1,), 3)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter

from cardtable.cards import Card
from cardtable.core import OVER, Rulebook
from cardtable.game import Outcome
from cardtable.witch_of_the_woods import betting, fate, swaps
from cardtable.witch_of_the_woods.deal import first_deal
from cardtable.witch_of_the_woods.deck import NOTATION, full_deck
from cardtable.witch_of_the_woods.moves import (
    MOVES,
    Add,
    DrawFromCamp,
    Fold,
    Match,
    Move,
    ReturnToCamp,
    Stand,
    StandPat,
    WitchTrade,
)
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.state import BETTING, CLEAN_UP, FATE, RETURN, SWAP, State

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

NAME = "witch-of-the-woods"
"""The game's name in ``cardtable.GAMES`` and in its records."""


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand (C2) from ``deck`` (index 0 on top)
    or from a deck shuffled by ``seed`` (C3, C4).

    >>> state = new_game(seed=3)
    >>> state.phase, state.dealer, state.queue, [len(hand) for hand in state.hands], len(state.camp)
    ('swap', 0, (1, 2, 3, 0), [3, 3, 3, 3], 4)
    >>> new_game(Rules(players=2, betting=True), seed=3).pot
    2
    """
    return RULEBOOK.new_game(rules, seed=seed, deck=deck)


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on (one at a time in this game), or ``()`` when it is over.

    >>> to_act(new_game())
    (1,)
    """
    return state.queue[:1]


def off_turn(state: State) -> tuple[int, ...]:
    """The seats the game does not wait on that have a legal move now: none, ever, in
    Witch of the Woods (every move waits for its seat's turn); the play loop asks it after every move.

    >>> off_turn(new_game(seed=1))
    ()
    """
    return ()


# Each phase's legal moves for the seat the game waits on.
_SEAT_MOVES: dict[str, Callable[[State, int], tuple[Move, ...]]] = {
    BETTING: betting.betting_moves,
    CLEAN_UP: betting.betting_moves,
    SWAP: swaps.swap_moves,
    RETURN: swaps.return_moves,
    FATE: fate.trade_moves,
}


def _moves_of(state: State, player: int | None) -> tuple[Move, ...]:
    seat = state.queue[0]
    if player is not None and player != seat:
        return ()
    return _SEAT_MOVES[state.phase](state, seat)


def waiting_for(state: State) -> str:
    """What the table waits for, in words, for refusals.

    >>> waiting_for(new_game())
    'it is the swaps, seat 1 to stand pat or draw'
    """
    phase = state.phase
    seat = state.queue[0] if state.queue else None
    if phase == BETTING and state.to_match:
        return f"seat {state.adder} has added {state.to_match}, seat {seat} to match or fold"
    if phase == BETTING:
        return f"it is the betting round, seat {seat} to stand or add"
    if phase == CLEAN_UP:
        adder, to_match = state.adder, state.to_match
        return f"it is the betting clean-up, seat {seat} to match seat {adder}'s {to_match} or fold"
    if phase == SWAP:
        return f"it is the swaps, seat {seat} to stand pat or draw"
    if phase == RETURN:
        return f"seat {seat} must first put back the cards for their draw"
    if phase == FATE:
        return f"it is the Fate of Play, seat {seat} to make the Witch's trade"
    return "the game is over"


RULEBOOK: Rulebook[State] = Rulebook(
    name=NAME,
    title="Witch of the Woods",
    rules=Rules,
    state=State,
    deck=full_deck(),
    first_deal=first_deal,
    moves=MOVES,
    steps={
        (BETTING, Stand): betting.stand,
        (BETTING, Add): betting.add,
        (BETTING, Match): betting.match,
        (BETTING, Fold): betting.fold,
        (CLEAN_UP, Match): betting.match,
        (CLEAN_UP, Fold): betting.fold,
        (SWAP, StandPat): swaps.stand_pat,
        (SWAP, DrawFromCamp): swaps.draw,
        (RETURN, ReturnToCamp): swaps.put_back,
        (FATE, WitchTrade): fate.trade,
    },
    phase=attrgetter("phase"),
    to_act=to_act,
    waiting=waiting_for,
    moves_of=_moves_of,
    notation=NOTATION,
)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    >>> for move in legal_moves(new_game(), 1):
    ...     print(move)
    seat 1 stands pat
    seat 1 draws 1 card from the Camp
    seat 1 draws 2 cards from the Camp
    seat 1 draws 3 cards from the Camp
    >>> legal_moves(new_game(), 2)
    ()
    """
    return RULEBOOK.legal_moves(state, player)


def host_moves(state: State) -> tuple[Move, ...]:
    """The host's legal moves now (C11): always none, since Witch of the Woods has no clock.

    >>> host_moves(new_game())
    ()
    """
    return RULEBOOK.host_moves(state)


def parse_move(state: State, text: str, player: int | None = None) -> Move:
    """The one legal move ``text`` names now (only ``player``'s, if given), read in the game's
    notation; ``IllegalMove`` for text that names none, in the rules' own words where it
    names a move that is not legal now (``cardtable.core.parse``).

    >>> state = new_game(seed=7)
    >>> parse_move(state, "draw 2"), parse_move(state, "seat 1 stands pat")
    (DrawFromCamp(player=1, count=2), StandPat(player=1))
    >>> state = apply_move(state, DrawFromCamp(1, 1))
    >>> parse_move(state, "return King of Crowns") == parse_move(state, "return kc")
    True
    >>> parse_move(state, "add 3")
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot add now: seat 1 must first put back the cards for their draw
    """
    move: Move = RULEBOOK.parse_move(state, text, player)
    return move


def apply_move(state: State, move: Move) -> State:
    """The table after ``move``; ``IllegalMove`` says why a move cannot be made now.

    >>> state = apply_move(new_game(), StandPat(1))
    >>> state.swapped, to_act(state)
    ((None, 0, None, None), (2,))
    >>> apply_move(state, StandPat(1))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: it is not seat 1's turn: it is the swaps, seat 2 to stand pat or draw
    >>> [str(event) for event in state.events]
    ['seat 1 stands pat']
    """
    return RULEBOOK.apply_move(state, move)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the winners and each seat's points: units with
    betting, hands won without (WW8)."""
    if state.phase != OVER:
        return None
    return Outcome(winners=state.winners, points=state.units if state.rules.betting else state.hands_won)

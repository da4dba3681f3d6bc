"""The functions of the game contract, built on one ``Rulebook``.

The Rulebook refuses what every game refuses (not a move of this game, a seat
not at the table, a move once the game is over, out of turn); each step of the
phase modules then checks only the rules of King's Mercy.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from cardtable.cards import Card
from cardtable.core import OVER, Rulebook, most
from cardtable.game import Outcome
from cardtable.kings_mercy import betting, mercy
from cardtable.kings_mercy.deal import first_deal
from cardtable.kings_mercy.deck import DECK, NOTATION
from cardtable.kings_mercy.moves import MOVES, Bet, Call, Check, DeclineMercy, Fold, InvokeMercy, Move, Raise
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.state import State

NAME = "kings-mercy"
"""The game's name in ``cardtable.GAMES`` and in its records."""


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game: seat 0 deals the first hand, everyone antes, three cards each (C2).

    ``deck`` fixes the order of the first hand's pack (index 0 on top).

    >>> from cardtable.kings_mercy import full_deck
    >>> state = new_game(seed=1, deck=full_deck())
    >>> state.hands[1], state.pot
    ((Card.parse('A♣'), Card.parse('5♣'), Card.parse('9♣')), 4)
    """
    return RULEBOOK.new_game(rules, seed=seed, deck=deck)


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on: one at a time, none once the game is over.

    >>> to_act(new_game(Rules(players=5), seed=0))
    (1,)
    """
    return state.to_act


def off_turn(state: State) -> tuple[int, ...]:
    """The seats the game does not wait on that have a legal move now: none, ever, in
    King's Mercy (every move waits for its seat's turn); the play loop asks it after every move.

    >>> off_turn(new_game(Rules(players=3), seed=1))
    ()
    """
    return ()


def _moves_of(state: State, player: int | None) -> tuple[Move, ...]:
    if player is not None and player not in state.to_act:
        return ()
    return betting.legal_moves(state) if state.phase == "betting" else mercy.legal_moves(state)


def _waiting(state: State) -> str:
    return betting.waiting(state) if state.phase == "betting" else mercy.waiting(state)


RULEBOOK: Rulebook[State] = Rulebook(
    name=NAME,
    title="King's Mercy",
    rules=Rules,
    state=State,
    deck=DECK,
    first_deal=first_deal,
    moves=MOVES,
    steps={
        ("betting", Check): betting.check,
        ("betting", Bet): betting.bet,
        ("betting", Fold): betting.fold,
        ("betting", Call): betting.call,
        ("betting", Raise): betting.raise_,
        ("betting", InvokeMercy): mercy.too_early,
        ("betting", DeclineMercy): mercy.too_early,
        ("mercy", InvokeMercy): mercy.invoke,
        ("mercy", DeclineMercy): mercy.decline,
    },
    phase=attrgetter("phase"),
    to_act=attrgetter("to_act"),
    waiting=_waiting,
    moves_of=_moves_of,
    notation=NOTATION,
)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move now, in a fixed order; with ``player``, only that seat's.

    A seat not at the table is refused with ``ValueError`` (C8).

    >>> state = new_game(Rules(players=3), seed=2)
    >>> legal_moves(state, 0), legal_moves(state, 1)
    ((), (Check(player=1), Bet(player=1)))
    """
    return RULEBOOK.legal_moves(state, player)


def host_moves(state: State) -> tuple[Move, ...]:
    """The host's legal moves now (C11): always none, since King's Mercy has no clock.

    >>> host_moves(new_game())
    ()
    """
    return RULEBOOK.host_moves(state)


def parse_move(state: State, text: str, player: int | None = None) -> Move:
    """The one legal move ``text`` names now (only ``player``'s, if given), read in the game's
    notation; ``IllegalMove`` for text that names none, in the rules' own words where it
    names a move that is not legal now (``cardtable.core.parse``).

    >>> state = new_game(Rules(players=3), seed=2)
    >>> parse_move(state, "bet"), parse_move(state, "seat 1 checks")
    (Bet(player=1), Check(player=1))
    >>> parse_move(apply_move(state, Bet(1)), "check")
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 2 cannot check: facing a bet, fold, call or raise
    """
    move: Move = RULEBOOK.parse_move(state, text, player)
    return move


def apply_move(state: State, move: Move) -> State:
    """The state after a legal move; anything else raises ``IllegalMove`` saying why (C6, C9).

    >>> state = new_game(Rules(players=3), seed=2)
    >>> apply_move(state, Raise(player=1))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 1 cannot raise: nobody has bet this round (check or bet)
    """
    return RULEBOOK.apply_move(state, move)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the players with the most units win.

    >>> outcome(new_game()) is None
    True
    """
    if state.phase != OVER:
        return None
    return Outcome(winners=most(state.units), points=state.units)

"""The functions of the game contract, built on one ``Rulebook``.

The Rulebook refuses what is not a legal move in table terms (a stranger's
object, a seat not at the table, a move after the end, a move the game is not
waiting for, a move out of turn) and hands every other move to the step for it
in this phase. The phase is ``"play"`` (the seat to play plays or draws), the
choice the game waits for (``"color"``, ``"roulette"``, ``"swap"``, ``"pick"``),
or ``"over"``. A MERCY call and a catch may come from any seat at any time; the
host's moves are nobody's turn.

>>> state = new_game(Rules(players=2), seed=3)
>>> to_act(state), phase(state), outcome(state) is None
((0,), 'play', True)
>>> state = apply_move(state, legal_moves(state, 0)[0])
>>> len(state.log)
1
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from cardtable.core import Rulebook
from cardtable.game import Outcome
from cardtable.open_mercy import calls, choices, clock, turn
from cardtable.open_mercy.deal import first_deal
from cardtable.open_mercy.deck import NOTATION, Card, full_deck
from cardtable.open_mercy.moves import (
    MOVES,
    CallMercy,
    Catch,
    ChooseColor,
    CloseCatchWindow,
    Draw,
    KeepHand,
    Move,
    NameRouletteColor,
    PickTop,
    Play,
    SwapWith,
    TimeOut,
)
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.state import State

__all__ = [
    "NAME",
    "RULEBOOK",
    "apply_move",
    "host_moves",
    "legal_moves",
    "new_game",
    "off_turn",
    "outcome",
    "parse_move",
    "phase",
    "to_act",
]

NAME = "open-mercy"
"""The game's name in ``cardtable.GAMES`` and in its records."""
PLAY = "play"
CHOICES = ("color", "roulette", "swap", "pick")
"""The choices a card may leave the game waiting for (``choices.py``)."""

_WAITS_FOR = {
    "color": "name the color of the wild they drew",
    "swap": "swap hands or keep theirs",
    "pick": "pick the top card of their Discard All",
    "roulette": "name the roulette color",
}


def new_game(rules: Rules | None = None, *, seed: int = 0, deck: Sequence[Card] | None = None) -> State:
    """A new game (OM1): seven cards each, then the opening card (OM3, ``deal.py``).

    ``deck``, if given, is the order to deal from (index 0 on top).

    >>> state = new_game(Rules(players=3), deck=full_deck())
    >>> [len(hand) for hand in state.hands], len(state.deck), state.pile[-1], state.turn
    ([7, 7, 7], 146, Card.parse('red skip'), 1)
    """
    return RULEBOOK.new_game(rules, seed=seed, deck=deck)


def phase(state: State) -> str:
    """``"play"``, the kind of choice the game waits for, or ``"over"`` (kept in the
    state: ``watch.after_move``)."""
    return state.phase


def waiting(state: State) -> str:
    """What the game waits for, in table terms."""
    pending = state.pending
    if pending is None:
        return f"the game waits for seat {state.turn} to play"
    return f"the game waits for seat {pending.player} to {_WAITS_FOR[pending.choice]}"


def to_act(state: State) -> tuple[int, ...]:
    """The seat the game waits on: the player to play, or the owner of a pending choice.

    MERCY calls and catches are optional and never make the game wait.

    >>> to_act(new_game(seed=1))
    (0,)
    """
    return state.to_act


def off_turn(state: State) -> tuple[int, ...]:
    """The seats the game does not wait on that have a legal move now, in seat order: a seat
    that may call its own MERCY! (one or two cards, no call yet), or catch a player sitting
    on one card without a call.

    It answers what ``legal_moves(state, seat)`` would for every such seat, without
    listing the moves: the play loop asks it after every move.

    >>> off_turn(new_game(Rules(players=3), seed=1))
    ()
    """
    if state.winners:
        return ()
    catchable, hands = state.catchable, state.hands
    if not catchable and all(len(hand) > 2 for hand in hands):  # the usual case: nothing open
        return ()
    (waited,) = state.to_act
    eliminated = state.eliminated
    return tuple(
        seat
        for seat in range(len(hands))
        if seat != waited
        and (
            calls.may_call(state, seat)
            or (not eliminated[seat] and any(target != seat for target in catchable))
        )
    )


def _moves_of(state: State, player: int | None) -> tuple[Move, ...]:
    """The legal moves (see ``legal_moves``) while the game runs."""
    pending = state.pending
    (waited,) = state.to_act
    moves: list[Move] = []
    if player is None or player == waited:
        moves = turn.turn_moves(state, waited) if pending is None else choices.choice_moves(state, pending)
    if player is None:
        return (*moves, *calls.all_calls(state))
    if state.catchable or len(state.hands[player]) <= 2:  # else no call nor catch is open
        moves += calls.calls_of(state, player)
    return tuple(moves)


RULEBOOK: Rulebook[State] = Rulebook(
    name=NAME,
    title="Open Mercy",
    rules=Rules,
    state=State,
    deck=full_deck(),
    first_deal=first_deal,
    moves=MOVES,
    steps={
        (PLAY, Play): turn.play,
        (PLAY, Draw): turn.draw,
        ("color", ChooseColor): choices.choose_color,
        ("roulette", NameRouletteColor): choices.name_roulette_color,
        ("swap", SwapWith): choices.swap_with,
        ("swap", KeepHand): choices.keep_hand,
        ("pick", PickTop): choices.pick_top,
        **{(where, CallMercy): calls.call_mercy for where in (PLAY, *CHOICES)},
        **{(where, Catch): calls.catch for where in (PLAY, *CHOICES)},
        **{(where, CloseCatchWindow): clock.close_catch_window for where in (PLAY, *CHOICES)},
        **{(where, TimeOut): clock.time_out for where in (PLAY, *CHOICES)},
    },
    phase=attrgetter("phase"),
    to_act=attrgetter("to_act"),
    waiting=waiting,
    moves_of=_moves_of,
    off_turn=frozenset({CallMercy, Catch}),
    host_moves_of=clock.host_moves,
    notation=NOTATION,
)


def legal_moves(state: State, player: int | None = None) -> tuple[Move, ...]:
    """Every legal move of the seats now, in a fixed order; with ``player``, only that seat's.

    First the moves of the seat the game waits on (its plays in hand order, then
    Draw; or the answers to its choice), then every MERCY call and catch open to
    anyone. The host's moves are not among them (``host_moves``, C11). Empty
    exactly when the game is over.

    >>> state = new_game(seed=1)
    >>> moves = legal_moves(state)
    >>> moves[-1], [str(move) for move in legal_moves(state, 1)]
    (Draw(player=0), [])
    """
    return RULEBOOK.legal_moves(state, player)


def host_moves(state: State) -> tuple[Move, ...]:
    """The host's legal moves now, which stand for a clock running out (C5, OM18, C11):
    closing each open catch window, then timing out the seat the game waits on. Each is
    ``by_host``; empty once the game is over.

    >>> host_moves(new_game(seed=1))
    (TimeOut(player=0),)
    """
    return RULEBOOK.host_moves(state)


def parse_move(state: State, text: str, player: int | None = None) -> Move:
    """The one legal move ``text`` names now (only ``player``'s, if given), read in the game's
    notation; ``IllegalMove`` for text that names none, in the rules' own words where it
    names a move that is not legal now (``cardtable.core.parse``).

    >>> state = new_game(seed=1)
    >>> parse_move(state, "red 8"), parse_move(state, "r8") == parse_move(state, "play red 8")
    (Play(player=0, card=Card.parse('red 8'), color=None), True)
    >>> parse_move(state, "host times out seat 0")
    TimeOut(player=0)
    >>> parse_move(state, "wild draw10 blue")
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: seat 0 holds no wild draw10
    """
    move: Move = RULEBOOK.parse_move(state, text, player)
    return move


def apply_move(state: State, move: Move) -> State:
    """The state after ``move``; ``IllegalMove`` says why a move is not allowed now.

    >>> apply_move(new_game(seed=1), Draw(2))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: it is not seat 2's turn: the game waits for seat 0 to play
    """
    return RULEBOOK.apply_move(state, move)


def outcome(state: State) -> Outcome | None:
    """``None`` while the game runs; then the winner (OM17) with 1 point, 0 for everyone else.

    The game ends when a hand empties (OM12, OM15), when one player is left in
    (OM16), or when the table stalls (the fewest cards win).

    >>> outcome(new_game()) is None
    True
    """
    winners = state.winners
    if not winners:
        return None
    return Outcome(winners, tuple(int(seat in winners) for seat in range(len(state.hands))))

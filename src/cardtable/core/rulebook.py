"""``Rulebook``: the checks and the bookkeeping every game shares, around the game's own steps.

Each game's ``engine.py`` builds one ``Rulebook`` from its rules, state and move
classes, its first deal, and a table of steps keyed by phase and move class.

- ``new_game`` checks the rules and any deck a caller gives, starts the random
  stream from the seed, and builds the first state from the game's first deal.
- ``apply_move`` refuses, in this order and in table terms, anything that is not
  one of the game's moves (C9), a field of the wrong type (C8, C9), a seat not at
  the table, a move after the game is over, a move the phase has no step for, and
  a move out of turn. Only then does the game's step run: it checks only what is
  the game's own (is that card in the hand, may that seat raise) and returns the
  ``Change`` the move made, from which the next state is derived once
  (``core.state.derived``).
- ``legal_moves`` reads a seat (C8) and asks the game for the seats' moves open now;
  ``host_moves`` asks it for the clock's (C11).

A step receives the move read strictly (``core.moves.checked``): plain ints for
seats, the game's own cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from cardtable.chance import Chance
from cardtable.core.change import Change
from cardtable.core.moves import MADE_HERE, checked
from cardtable.core.notation import Notation
from cardtable.core.parse import parse_move
from cardtable.core.rules import check_deck
from cardtable.core.state import GameState, derived, started
from cardtable.game import IllegalMove, Origin, seat_argument

__all__ = ["OVER", "Rulebook", "Step"]

S = TypeVar("S", bound=GameState)
OVER = "over"
"""The phase of every game that has ended."""

Step = Callable[[S, Any], Change]
"""A game's step: the change a move makes in a state, once the shared checks have passed."""
FirstDeal = Callable[[Any, Chance, Sequence[Any] | None], Change]
"""A game's first deal: from the rules, the random stream and any deck order given,
every field of the game's state (the stream after the deal included) and the deal's events."""


def _a(cls: type) -> str:
    """What a caller handed in, for a message: "None", "an int", "a Check"."""
    if cls is type(None):
        return "None"
    name = cls.__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


_made_here = MADE_HERE.get


class Rulebook(Generic[S]):
    """One game's rules engine: its classes, its first deal, its steps, and how to read its state.

    - ``name`` and ``title``: the game's name in ``GAMES`` and in words.
    - ``rules``, ``state`` and ``deck``: its ``Rules`` and ``State`` classes and its
      full deck in canonical order; ``first_deal`` starts a game (``FirstDeal``).
    - ``steps[phase, MoveClass]`` is the step applying that move in that phase.
    - ``phase(state)`` names where the hand stands (``OVER`` once the game ends).
    - ``to_act(state)`` is the seats the game waits on; ``waiting(state)`` says in
      table terms what it waits for. The seats at the table are the ``players`` of
      the state's rules.
    - ``moves_of(state, player)`` lists the seats' legal moves, all seats' or one's; it
      is only asked while the game runs, and only about a real seat.
    - ``host_moves_of(state)`` lists the host's moves (``by_host``: a clock running
      out), only asked while the game runs; a game without a clock leaves it out.
    - ``off_turn`` are the move classes a seat may make when the game is not
      waiting on it (a MERCY call); host moves (``by_host``) are never a seat's turn.
    - ``notation``: how its cards are read and shown (``core.notation``), by which
      ``parse_move`` reads a move from text (default: a card class's own ``parse``).

    >>> from cardtable.kings_mercy import engine
    >>> engine.RULEBOOK.title
    "King's Mercy"
    """

    __slots__ = (
        "_classes",
        "_table",
        "deck",
        "first_deal",
        "host_moves_of",
        "moves_of",
        "name",
        "notation",
        "off_turn",
        "phase",
        "rules",
        "state",
        "steps",
        "title",
        "to_act",
        "waiting",
    )

    def __init__(
        self,
        *,
        name: str,
        title: str,
        rules: type,
        state: type[S],
        deck: tuple[Any, ...],
        first_deal: FirstDeal,
        moves: tuple[type, ...],
        steps: Mapping[tuple[str, type], Step[S]],
        phase: Callable[[S], str],
        to_act: Callable[[S], tuple[int, ...]],
        waiting: Callable[[S], str],
        moves_of: Callable[[S, int | None], tuple[Any, ...]],
        off_turn: frozenset[type] = frozenset(),
        host_moves_of: Callable[[S], tuple[Any, ...]] | None = None,
        notation: Notation | None = None,
    ) -> None:
        unknown = {cls for _, cls in steps} - set(moves)
        if unknown:
            raise ValueError(f"steps for classes that are not moves: {unknown}")
        if any(where == OVER for where, _ in steps):
            raise ValueError(f"no move has a step once the game is over (phase {OVER!r})")
        self.name = name
        self.title = title
        self.rules = rules
        self.state = state
        self.deck = deck
        self.first_deal = first_deal
        self._classes = {id(cls): cls for cls in moves}
        self.steps = dict(steps)
        self.phase = phase
        self.to_act = to_act
        self.waiting = waiting
        self.moves_of = moves_of
        self.off_turn = off_turn
        self.host_moves_of = host_moves_of
        self.notation = Notation(read_card=type(deck[0]).parse) if notation is None else notation
        # Each step by phase and the id of its move class, with the class (a lookup by id cannot
        # be answered by a stranger's metaclass) and whether the move must wait for the seat's
        # turn: one lookup per move.
        self._table = {
            (where, id(cls)): (cls, step, not (cls.by_host or cls in off_turn))  # type: ignore[attr-defined]
            for (where, cls), step in steps.items()
        }

    def new_game(self, rules: Any = None, *, seed: int = 0, deck: Sequence[Any] | None = None) -> S:
        """A new game under ``rules`` (the standard game if ``None``), its randomness drawn
        from ``seed``; ``deck``, if given, is the order (index 0 on top) the first hand is
        dealt from and must hold every card of the game's deck once (C3, C4).
        """
        rules = self.rules() if rules is None else rules
        if type(rules) is not self.rules:
            package = self.rules.__module__.removeprefix("cardtable.").rpartition(".")[0]
            raise ValueError(f"rules must be {package}.Rules, not {_a(type(rules))}")
        chance = Chance.from_seed(seed)
        order = check_deck(deck, self.deck)
        origin = Origin(self.name, rules, int.__int__(seed), order)
        return started(self.state, origin, self.first_deal(rules, chance, order))

    def apply_move(self, state: S, move: object) -> S:
        """The state after ``move``; ``IllegalMove`` saying why in table terms if it is not legal now."""
        cls = type(move)
        found = self._table.get((self.phase(state), id(cls)))
        if found is not None and found[0] is cls and found[2]:
            # Most moves: a move of this game with a step in this phase (never the game over),
            # one the engine listed (``checked`` reads any other strictly); made by the seat
            # the game waits on, it is nothing left to refuse.
            if _made_here(id(move)) is not move:
                move = checked(move)
            if move.player in self.to_act(state):  # type: ignore[attr-defined]
                return derived(state, move, found[1](state, move))
        if self._classes.get(id(cls)) is not cls:
            raise IllegalMove(f"{_a(cls)} is not a move of {self.title}")
        move = checked(move)
        return self._refused_or_applied(state, move, move.player, cls)  # type: ignore[attr-defined]

    def _refused_or_applied(self, state: S, move: Any, seat: int, cls: type) -> S:
        """``apply_move`` after its type checks, making every other check in order."""
        players: int = state.origin.rules.players
        if not 0 <= seat < players:
            raise IllegalMove(f"there is no seat {seat} at this table of {players}")
        phase = self.phase(state)
        found = self._table.get((phase, id(cls)))
        if found is None:  # no step for this move now: the game is over, or the phase has none
            if phase == OVER:
                raise IllegalMove("the game is over")
            raise IllegalMove(f"seat {seat} cannot {cls.action} now: {self.waiting(state)}")  # type: ignore[attr-defined]
        _, step, on_turn = found
        if on_turn and seat not in self.to_act(state):
            raise IllegalMove(f"it is not seat {seat}'s turn: {self.waiting(state)}")
        return derived(state, move, step(state, move))

    # C11: the seats' moves and the clock's are listed apart, so that a loop drawing from
    # ``legal_moves`` never times a seat out; ``apply_move`` takes either.
    def legal_moves(self, state: S, player: int | None = None) -> tuple[Any, ...]:
        """Every legal move of the seats now, or only ``player``'s; ``()`` once the game is over.

        The host's moves are never among them (``host_moves``). A ``player`` that is
        not a seat at the table is refused with ``ValueError`` (C8), also after the
        game is over; an ``IntEnum`` seat reads as its number.
        """
        if player is not None and not (type(player) is int and 0 <= player < state.origin.rules.players):
            player = seat_argument(player, state.origin.rules.players)
        if self.phase(state) == OVER:
            return ()
        return self.moves_of(state, player)

    def host_moves(self, state: S) -> tuple[Any, ...]:
        """The host's legal moves now (a clock running out, ``by_host``); ``()`` once the game
        is over, and always in a game without a clock.

        >>> from cardtable.kings_mercy import engine, new_game
        >>> engine.RULEBOOK.host_moves(new_game())
        ()
        """
        if self.host_moves_of is None or self.phase(state) == OVER:
            return ()
        return self.host_moves_of(state)

    def parse_move(self, state: S, text: str, player: int | None = None) -> Any:
        """The one legal move ``text`` names now, ``player``'s if given; ``IllegalMove``
        saying why for text that names none (``core.parse``)."""
        return parse_move(self, state, text, player)

    @property
    def classes(self) -> tuple[type, ...]:
        """The game's move classes, in order."""
        return tuple(self._classes.values())

    def over(self, state: S) -> bool:
        """Whether the game is over."""
        return self.phase(state) == OVER

    def has_step(self, state: S, cls: type) -> bool:
        """Whether a move of ``cls`` has a step in the phase ``state`` is in."""
        return (self.phase(state), id(cls)) in self._table

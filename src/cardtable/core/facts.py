"""``Facts``: what a game declares about itself, in one place, for every layer above its rules.

A game's package says what it is (title, seats, the points a seat can end with,
the rules variants worth testing), where its cards and units lie (for the
invariants every game keeps), how its observations are laid out, how its cards
are named and typed, which bots it has and how the search bot plays it. The
layers above the rules (the bots, the adapters, the terminal, the arena, the
conformance suite) read these facts from ``game.FACTS`` and hold no table of
their own about any game, so a new game needs only its own package.

>>> from cardtable import kings_mercy
>>> facts = kings_mercy.FACTS
>>> facts.title, facts.seats, facts.points(kings_mercy.Rules(players=3))
("King's Mercy", range(3, 7), (0, 60))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from cardtable.core.away import Away
from cardtable.core.notation import Notation
from cardtable.core.planes import Layout, Sheet

__all__ = ["Bot", "BotLadder", "Facts", "Notation", "Planes", "Search"]

Rules = Any
State = Any
View = Any


@attrs.frozen(kw_only=True)
class Bot:
    """A named bot of one game: ``factory(seed=seed, **options)`` makes an agent (a callable
    ``agent(view, moves)``), and ``summary`` says in a sentence how it plays."""

    name: str
    factory: Callable[..., Any] = attrs.field(repr=False)
    summary: str


@attrs.frozen(kw_only=True)
class Search:
    """How the search bot reads the game (``cardtable.bots.search``).

    - ``estimate(state)``: each seat's chance in [0, 1] when a rollout is cut off.
    - ``hand``: the state's field counting hands, so that a rollout stops when the
      hand it started in is over (``None``: a game without hands, cut by ``depth``).
    - ``depth``: the most moves a rollout makes before ``estimate`` scores it.
    - ``simulations`` and ``heuristic_simulations``: the default budgets with random
      and with heuristic rollouts, each well under 50 ms a decision at four seats.
    - ``rollout``: the default rollout, ``"heuristic"`` or ``"random"``.
    - ``policy(state, seat, moves)``: the heuristic rollout, a cheap player reading the
      sampled state (which holds nothing the searching seat may not know).
    - ``prior``: the share of the simulations the heuristic bot's move counts as
      extra visits at the root (0: none).
    - ``eager``: move classes a seat takes whenever they are open (a MERCY call).
    """

    estimate: Callable[[State], tuple[float, ...]]
    hand: str | None
    depth: int
    simulations: int
    heuristic_simulations: int
    policy: Callable[[State, int, tuple[Any, ...]], Any] = attrs.field(repr=False)
    rollout: str = "heuristic"
    prior: float = 0.0
    eager: tuple[type, ...] = ()


@attrs.frozen(kw_only=True)
class Planes:
    """A seat's view as planes of numbers (``cardtable.adapters.observation``).

    ``layout(rules)`` names the planes and their sizes; ``observe(view)`` writes one
    view into a ``Sheet`` laid out that way.
    """

    layout: Callable[[Rules], Layout]
    observe: Callable[[View], Sheet] = attrs.field(repr=False)


@attrs.frozen(kw_only=True)
class BotLadder:
    """A ladder of the game's bots to climb, and a deal of the day against its top bot.

    - ``rules``: the rules of a ladder game and of the day's deal (the person at seat 0).
    - ``rungs``: the names of the bots to beat, weakest first; the last plays the day's deal.
    - ``progress()``: a fresh climb, a value with ``opponent`` (the bot to play next),
      ``complete``, ``record(won=...)`` (the climb after a game), ``to_dict()`` and the
      class method ``from_dict(data)`` (``ValueError`` for anything ``to_dict`` does not write).
    - ``daily_seed(date)``, ``daily_deal(date)``, ``daily_opponent(date)``: the seed, the
      starting state and the bot of a day's deal, the same for everyone that day.
    """

    rules: Rules
    rungs: tuple[str, ...]
    progress: Callable[[], Any] = attrs.field(repr=False)
    daily_seed: Callable[[Any], int] = attrs.field(repr=False)
    daily_deal: Callable[[Any], State] = attrs.field(repr=False)
    daily_opponent: Callable[[Any], Any] = attrs.field(repr=False)


@attrs.frozen(kw_only=True)
class Facts:
    """What one game declares for the layers above its rules (see the module docstring).

    - ``name``, ``title``, ``summary``: its name in ``GAMES``, its title, and one
      line saying what the game is, for a player's ``help``.
    - ``seats``: the numbers of seats its ``Rules`` allow.
    - ``view``: its ``View`` class.
    - ``variants``: named ``Rules`` that tests should cover, each small enough that
      a random game under it ends within ``move_cap`` moves.
    - ``table``: a usual table of the game, whose games end by themselves: where the
      bots' decisions are timed; ``duel``: the table two bots are measured against each
      other at, heads-up where the rules allow it.
    - ``peers``: the engines a user would otherwise pick for a game like this one, as the
      benchmark names them (``python -m cardtable.bench --peers`` compares the game at
      ``table``'s seats with each).
    - ``move_cap``: a cap on the moves of one game, for play that must stop (the
      variants, OpenSpiel's ``max_game_length``).
    - ``points(rules)``: the least and the most ``Outcome.points`` a seat can end with;
      ``start(rules)``: the points each seat starts with, so that a seat's result is
      its points less these (units won or lost); ``zero_sum(rules)``: whether those
      results always add up to zero; ``measure(rules)``: what judges its bots under
      ``rules``, ``"wins"`` or ``"points"`` (by default points where the results are units
      won or lost, zero-sum, as in a betting game; wins otherwise): the arena's strength
      checks read it (``cardtable.arena.measure``).
    - ``random_after_deal(rules)``: whether anything random happens after the first
      hand's deal (a reshuffle, a blind draw, a later hand).
    - ``cards(state)``: every card, where it lies, each once (the game's deck);
      ``units(state)``: the units at the table, stacks and pots, or ``None`` in a
      game without them; ``hidden(state, seat)``: the cards whose place ``seat``
      (``None``: a spectator) does not know.
    - ``bots``: its named bots beyond ``random`` and ``search``, which every game has;
      ``best``: the name of its strongest bot, the opponent a person meets by default.
    - ``search``, ``planes``: see ``Search``, ``Planes``; ``notation``: how its cards are
      read, typed and shown (``core.notation.Notation``), the one its ``Rulebook`` reads
      moves by (``parse_move``).
    - ``ladder``: the game's ladder of bots and deal of the day (``BotLadder``), if it has one.
    - ``away``: its disconnect rule at an online table (``core.away.Away``): how long a seat
      whose person has gone may wait, and the move made for it then.
    """

    name: str
    title: str
    summary: str
    seats: range
    view: type
    variants: Mapping[str, Rules]
    table: Rules
    duel: Rules
    move_cap: int
    points: Callable[[Rules], tuple[int, int]]
    start: Callable[[Rules], int] = lambda rules: 0
    zero_sum: Callable[[Rules], bool] = lambda rules: False
    measure: Callable[[Rules], str] = attrs.field(
        default=attrs.Factory(lambda facts: _units_or_wins(facts.zero_sum), takes_self=True), repr=False
    )
    random_after_deal: Callable[[Rules], bool] = lambda rules: True
    cards: Callable[[State], Iterable[Any]] = attrs.field(repr=False)
    units: Callable[[State], int | None] = attrs.field(repr=False)
    hidden: Callable[[State, int | None], Iterable[Any]] = attrs.field(repr=False)
    bots: tuple[Bot, ...] = ()
    best: str = "search"
    search: Search
    planes: Planes
    notation: Notation
    ladder: BotLadder | None = None
    peers: tuple[str, ...] = ()
    away: Away = attrs.field(factory=Away)


def _units_or_wins(zero_sum: Callable[[Rules], bool]) -> Callable[[Rules], str]:
    """The measure of a game that names none: the points where they are units won or lost."""

    def measure(rules: Rules) -> str:
        return "points" if zero_sum(rules) else "wins"

    return measure

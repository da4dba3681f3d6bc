"""A game played one decision at a time, in the order ``cardtable.agents.play`` offers moves:
what the PettingZoo and Gymnasium environments step through.

A ``Table`` is a frozen value: the state, the seat that moved last, and the
``offer`` now open: the seat asked to decide, and whether it may pass. The order is
``play_from``'s (see ``cardtable.agents``): after every move made, the seats that are
not waited on but have a legal move (Open Mercy's MERCY calls and catches) are offered
it one by one, clockwise from the seat after the one that moved, each free to pass
(``decide(table, None)``); then the first seat the game waits on must move. When the
game waits on nobody, the host's move is made at once (Open Mercy's clock: a catch
window closed, a time-out), exactly as ``play`` makes it. So a seat on turn never times
out, and a catch window stays open until the next move is made.

>>> from cardtable import open_mercy as om
>>> table = start(om, om.Rules(players=3), seed=2)
>>> table.offer
Offer(seat=0, optional=False)
>>> move = om.legal_moves(table.state, 0)[0]
>>> decide(table, move).made
1
>>> decide(table, None)
Traceback (most recent call last):
...
cardtable.game.IllegalMove: seat 0 cannot pass: the game waits on it to move
"""

from __future__ import annotations

from typing import Any, cast

import attrs

from cardtable.agents import ask as ask_agent
from cardtable.agents import off_turn_seats
from cardtable.game import Agent, Game, IllegalMove, Searcher
from cardtable.games import resolve

__all__ = ["Offer", "Table", "ask", "decide", "rules_of", "start"]


def rules_of(game: Game | str, rules: Any = None) -> Any:
    """``rules`` checked to be ``game``'s ``Rules`` (``None``: the standard game's), or ``ValueError``.

    >>> rules_of("open-mercy", 4)
    Traceback (most recent call last):
    ...
    ValueError: the rules of open-mercy must be its Rules, not int
    """
    module = resolve(game)
    table = module.Rules() if rules is None else rules
    if not isinstance(table, cast(type, module.Rules)):
        raise ValueError(f"the rules of {module.NAME} must be its Rules, not {type(table).__name__}")
    return table


@attrs.frozen(slots=True)
class Offer:
    """The decision open now: ``seat`` is asked; ``optional``: it may pass (an off-turn offer)."""

    seat: int
    optional: bool


@attrs.frozen(slots=True)
class Table:
    """A game between decisions: the state, the seat that moved last (``None``: nobody yet),
    the off-turn seats still to be offered in this round (the first is offered now), the
    moves made since the deal (the host's included), and the ``offer`` (``None`` once the
    game is over)."""

    game: Game = attrs.field(repr=lambda game: repr(cast(Any, game).NAME))
    state: Any = attrs.field(repr=False)
    last: int | None
    queue: tuple[int, ...]
    made: int
    offer: Offer | None

    @property
    def over(self) -> bool:
        """Whether the game has ended.

        >>> from cardtable import kings_mercy as km
        >>> start(km, km.Rules(players=3)).over
        False
        """
        return self.offer is None


def start(game: Game | str, rules: Any = None, seed: int = 0) -> Table:
    """A new game of ``game`` dealt from ``seed``, at its first decision.

    >>> from cardtable import kings_mercy as km
    >>> start(km, km.Rules(players=3), seed=4).offer
    Offer(seat=1, optional=False)
    """
    module = resolve(game)
    return _settle(module, module.new_game(rules, seed=seed), None, 0, moved=False)


def decide(table: Table, move: Any) -> Table:
    """The table after the offered seat's answer: a move of its, or ``None`` to pass an
    optional offer. ``IllegalMove`` (the table unchanged) for another seat's move, a move
    not legal now, or a pass where the game waits on the seat; ``ValueError`` once over.

    >>> from cardtable import kings_mercy as km
    >>> table = start(km, km.Rules(players=3), seed=4)
    >>> decide(table, km.Fold(2))
    Traceback (most recent call last):
    ...
    cardtable.game.IllegalMove: the table waits on seat 1, not seat 2
    """
    offer = table.offer
    if offer is None:
        raise ValueError("the game is over: there is nothing to decide")
    module = table.game
    if move is None:
        if not offer.optional:
            raise IllegalMove(f"seat {offer.seat} cannot pass: the game waits on it to move")
        rest = table.queue[1:]
        if rest:
            return attrs.evolve(table, queue=rest, offer=Offer(rest[0], optional=True))
        return _settle(module, table.state, table.last, table.made, moved=False)
    player = getattr(move, "player", None)
    if player != offer.seat:
        raise IllegalMove(f"the table waits on seat {offer.seat}, not seat {player}")
    state = module.apply_move(table.state, move)
    return _settle(module, state, offer.seat, table.made + 1, moved=True)


def _settle(module: Game, state: Any, last: int | None, made: int, *, moved: bool) -> Table:
    """The table at the next decision: host moves made, the next offer found."""
    while True:
        if moved:
            queue = off_turn_seats(module, state, last)
            if queue:
                return Table(module, state, last, queue, made, Offer(queue[0], optional=True))
        waiting = module.to_act(state)
        if waiting:
            return Table(module, state, last, (), made, Offer(waiting[0], optional=False))
        host = module.host_moves(state) or module.legal_moves(state)
        if not host:
            return Table(module, state, last, (), made, None)
        state = module.apply_move(state, host[0])
        made += 1
        moved = True


def ask(table: Table, agent: Agent | Searcher) -> Any:
    """The offered seat's agent's answer, as ``cardtable.agents.ask`` asks every agent: the
    legal move equal to its choice, or ``None`` when it passes an optional offer.
    ``IllegalMove`` naming the seat for anything else.

    >>> from cardtable import kings_mercy as km
    >>> from cardtable.agents import RandomAgent
    >>> table = start(km, km.Rules(players=3), seed=4)
    >>> ask(table, RandomAgent(1)) in km.legal_moves(table.state, 1)
    True
    """
    offer = table.offer
    if offer is None:
        raise ValueError("the game is over: there is nothing to ask")
    return ask_agent(table.game, agent, table.state, offer.seat, optional=offer.optional)

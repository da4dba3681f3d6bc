"""Single-observer information-set Monte Carlo tree search (ISMCTS).

One tree for the searching seat. Each iteration deals one state the seat cannot
tell from the real one (``sample``), descends the tree by the moves made, the
searching seat's by the move itself and another seat's by what the table saw of
it (``public_str`` for a move naming hidden cards), choosing at each node by UCB
from the point of view of the seat deciding there, with availability counts (a
child's exploration term counts the iterations in which its move was legal, not
the visits of its parent). A new node is added, a rollout plays on from it
(``rollout.play_out``), and the rewards of every seat go back up the path, each
node keeping the reward of the seat that moved into it.

>>> from cardtable import witch_of_the_woods as ww
>>> from cardtable.chance import Chance
>>> from cardtable.bots.search.model import model
>>> state = ww.new_game(ww.Rules(players=4), seed=3)
>>> seat = ww.to_act(state)[0]
>>> moves = ww.legal_moves(state, seat)
>>> root = search(model(ww), seat, moves, lambda seed: ww.determinize(state, seat, seed),
...               Chance.from_seed(1), simulations=20)
>>> root.visits, best(root) in moves
(20, True)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from cardtable.bots.search.model import Model
from cardtable.bots.search.policy import Policy
from cardtable.bots.search.rollout import play_out
from cardtable.chance import Chance

__all__ = ["EXPLORATION", "Node", "best", "search"]

EXPLORATION = 0.7
"""UCB's exploration constant (rewards lie in [0, 1])."""


class Node:
    """A node of the tree: the seat that moved into it, a move it stands for, and its tallies."""

    __slots__ = ("available", "children", "move", "seat", "total", "visits")

    def __init__(self, seat: int | None, move: Any = None) -> None:
        self.seat = seat
        self.move = move
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


def _key(move: Any, seat: int, observer: int) -> Any:
    """The tree's name for ``move``: the move itself for the observer, what the table saw otherwise."""
    if seat == observer:
        return move
    public = getattr(move, "public_str", None)
    return move if public is None else (type(move), seat, public())


def search(
    model: Model,
    observer: int,
    moves: tuple[Any, ...],
    sample: Callable[[int], Any],
    chance: Chance,
    *,
    simulations: int | None,
    milliseconds: float | None = None,
    rollout: Policy | None = None,
) -> Node:
    """Search from the observer's decision among ``moves`` and return the root of the tree.

    Stops after ``simulations`` iterations or ``milliseconds`` of wall time,
    whichever comes first (at least one iteration either way).
    """
    game = model.game
    root = Node(None)
    deadline = None if milliseconds is None else time.perf_counter() + milliseconds / 1000
    done = 0
    while True:
        seed, chance = chance.next64()
        state = sample(seed >> 1)
        field = model.hand
        hand = getattr(state, field) if field else None
        node, path = root, [root]
        seat: int | None = observer
        options = moves
        while True:
            if seat is None:
                if not options:
                    break
                state = game.apply_move(state, options[0])
            elif len(options) == 1:
                state = game.apply_move(state, options[0])
            else:
                grouped: dict[Any, list[Any]] = {}
                for move in options:
                    grouped.setdefault(_key(move, seat, observer), []).append(move)
                children = node.children
                untried = []
                for key in grouped:
                    child = children.get(key)
                    if child is None:
                        untried.append(key)
                    else:
                        child.available += 1
                if untried:
                    key, chance = chance.choice(tuple(untried))
                    child = children[key] = Node(seat, key)
                    child.available = 1
                    move, chance = chance.choice(tuple(grouped[key]))
                    path.append(child)
                    state = game.apply_move(state, move)
                    break
                node = max(
                    (children[key] for key in grouped),
                    key=lambda child: (
                        child.total / child.visits
                        + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
                    ),
                )
                choices = grouped[node.move]
                if len(choices) == 1:
                    move = choices[0]
                else:
                    move, chance = chance.choice(tuple(choices))
                path.append(node)
                state = game.apply_move(state, move)
            if field and getattr(state, field) != hand:
                break
            seat, options = model.step(state)
        rewards, chance = play_out(model, state, hand, chance, rollout)
        for visited in path:
            visited.visits += 1
            if visited.seat is not None:
                visited.total += rewards[visited.seat]
        done += 1
        if simulations is not None and done >= simulations:
            return root
        if deadline is not None and time.perf_counter() >= deadline:
            return root


def best(root: Node, favoured: Any = None, bonus: float = 0.0) -> Any:
    """The observer's move most visited at the root (ties: the better mean reward); the
    ``favoured`` move (the heuristic's) counts ``bonus`` visits more, so the search overrules
    it only when it is clearly surer of another.

    >>> root = Node(None)
    >>> for move, visits, total in (("check", 3, 1.0), ("bet", 3, 2.0)):
    ...     child = root.children[move] = Node(0, move)
    ...     child.visits, child.total = visits, total
    >>> best(root), best(root, "check", 1.0)
    ('bet', 'check')
    """
    chosen = max(
        root.children.values(),
        key=lambda child: (
            child.visits + (bonus if child.move == favoured else 0.0),
            child.total / max(child.visits, 1),
        ),
    )
    return chosen.move

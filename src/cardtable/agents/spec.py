"""Agent specs: the one way to name who plays a seat, in every runner of the package.

``play``, ``play_from``, ``simulate``, ``arena``, the Gymnasium environment's
opponents and the table service each take, for a seat, an *agent spec*:

- a **bot name**: a ``str`` that ``cardtable.bots.names(game)`` lists
  (``"random"``, ``"heuristic"``, ``"terminator"``). The bot is made with the
  seat's seed.
- an **agent**: a callable ``agent(view, moves)``, such as ``RandomAgent(seed=3)``
  or a function of the view and the moves, or a searcher (``wants_samples``). It
  plays as it is.
- a **factory**: something that makes an agent from a seed, such as the class
  ``RandomAgent`` or ``def make(seed): ...``. It is called with the seat's seed.

A callable is told apart by what it can be called with, before anything is
played: a class is a factory; an object with ``wants_samples`` is an agent (a
searcher); any other callable is a factory if it takes the seed as ``seed=``
(or takes no argument at all), and otherwise an agent if it takes ``(view,
moves)``. A callable that takes neither is refused with ``ValueError``, as is a
name the game has no bot by. So ``lambda seed: RandomAgent(seed)`` is a factory
and ``lambda view, moves: moves[0]`` an agent; ``lambda s: ...`` is neither.

>>> from cardtable import kings_mercy as km
>>> from cardtable.agents import RandomAgent
>>> [spec_kind(km, spec) for spec in ("heuristic", RandomAgent(seed=1), RandomAgent)]
['bot', 'agent', 'factory']
>>> type(agent_for(km, "random", seed=4)).__name__
'RandomAgent'
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeAlias, cast

from cardtable.game import Agent, Game, Searcher
from cardtable.games import resolve

__all__ = ["AgentSpec", "SpecKind", "agent_for", "seat_specs", "spec_kind", "spec_label"]

AgentSpec: TypeAlias = str | Agent | Searcher | Callable[..., Agent | Searcher]
"""Who plays a seat: a bot's name, an agent, or a factory making an agent from a seed."""
SpecKind = Literal["bot", "agent", "factory"]
"""What a spec is: a bot's name, an agent, or a factory."""


def spec_kind(game: Game | str, spec: object) -> SpecKind:
    """Whether ``spec`` is a bot's name, an agent or a factory (module docstring);
    ``ValueError`` for a name ``game`` has no bot by, or anything that is none of them.

    >>> from cardtable import open_mercy as om
    >>> spec_kind(om, lambda seed: None), spec_kind(om, lambda view, moves: moves[0])
    ('factory', 'agent')
    >>> spec_kind(om, lambda s: None)
    Traceback (most recent call last):
    ...
    ValueError: an agent is a bot's name, an agent (called as agent(view, moves)) or a factory ...
    """
    if isinstance(spec, str):
        _find_bot(game, spec)  # an unknown name fails now, listing the game's bots
        return "bot"
    if not callable(spec):
        raise ValueError(f"an agent is a bot's name, an agent or a factory, not {_shown(spec)}")
    if isinstance(spec, type):
        if _calls(spec) is None:
            raise ValueError(
                f"the class {spec.__name__} is not a factory of agents: it cannot be made from a seed alone "
                "(as cls(seed=seed) or cls()); pass an agent made from it, or a function of the seed"
            )
        return "factory"
    if getattr(spec, "wants_samples", False):
        return "agent"
    if _calls(spec) is not None:
        return "factory"
    if _takes(spec, None, None):
        return "agent"
    raise ValueError(
        "an agent is a bot's name, an agent (called as agent(view, moves)) or a factory (called as "
        f"factory(seed=seed)), and {_shown(spec)} can be called as neither"
    )


def agent_for(game: Game | str, spec: AgentSpec, seed: int = 0, *, fresh: bool = False) -> Agent | Searcher:
    """The agent ``spec`` names, is or makes, seeded with ``seed`` (module docstring).

    A bot name is made with ``bots.make(game, name, seed=seed)``; a factory is called
    with ``seed``; an agent is returned as it is, or, with ``fresh``, as a copy
    (``copy.deepcopy``), so that every game a runner plays starts from the agent as it
    was handed over, whatever the games before it and wherever they were played.

    >>> from cardtable import witch_of_the_woods as ww
    >>> from cardtable.agents import RandomAgent
    >>> given = RandomAgent(seed=2)
    >>> agent_for(ww, given) is given, agent_for(ww, given, fresh=True) is given
    (True, False)
    >>> agent_for(ww, 7)
    Traceback (most recent call last):
    ...
    ValueError: an agent is a bot's name, an agent or a factory, not 7
    """
    kind = spec_kind(game, spec)
    if isinstance(spec, str):
        return _make_bot(resolve(game), spec, seed)
    if kind == "agent":
        return _copied(spec) if fresh else spec
    factory = cast(Callable[..., Any], spec)
    made = factory(seed=seed) if _calls(factory) == "seed" else factory()
    if not callable(made):
        raise ValueError(f"the factory {spec_label(spec)} made {_shown(made)}, which is not an agent")
    return cast(Agent | Searcher, made)


def seat_specs(
    agents: AgentSpec | Sequence[AgentSpec], players: int, game: Game | str | None = None
) -> tuple[AgentSpec, ...]:
    """One spec a seat, from one spec for every seat (alone, or alone in a list) or one for each;
    with ``game``, each spec is read first (``spec_kind``), so an unknown bot is named before a
    wrong count.

    >>> seat_specs("random", 3), seat_specs(["heuristic"], 2)
    (('random', 'random', 'random'), ('heuristic', 'heuristic'))
    >>> seat_specs(["random", "heuristic"], 3)
    Traceback (most recent call last):
    ...
    ValueError: 2 agents for a table of 3: give one agent for all the seats or one for each
    """
    given: tuple[Any, ...]
    if isinstance(agents, str) or callable(agents):
        given = (agents,) * players
    elif isinstance(agents, Sequence):
        given = tuple(agents) * players if len(agents) == 1 else tuple(agents)
    else:
        raise ValueError(
            f"agents are a bot's name, an agent, a factory, or a list of them, not {_shown(agents)}"
        )
    if game is not None:
        for spec in given:
            spec_kind(game, spec)
    if len(given) != players:
        raise ValueError(
            f"{len(given)} agents for a table of {players}: give one agent for all the seats or one for each"
        )
    return given


def spec_label(spec: object) -> str:
    """A spec's name in a result: the bot's name, a factory's or a function's name, an agent's class.

    >>> from cardtable.agents import RandomAgent
    >>> spec_label("heuristic"), spec_label(RandomAgent), spec_label(RandomAgent(seed=1))
    ('heuristic', 'RandomAgent', 'RandomAgent')
    """
    if isinstance(spec, str):
        return spec
    made = getattr(spec, "func", spec)  # a functools.partial is named after its function
    name = getattr(made, "__name__", None)
    return str(name) if isinstance(name, str) else type(made).__name__


def _calls(spec: Any) -> Literal["seed", "bare"] | None:
    """How a factory is called: ``"seed"`` (``spec(seed=...)``), ``"bare"`` (``spec()``, it takes
    no argument at all), or ``None`` when ``spec`` is no factory."""
    try:
        signature = inspect.signature(spec)
    except (TypeError, ValueError):  # a builtin without a signature: nothing to tell by
        return None
    if _binds(signature, seed=0):
        return "seed"
    return "bare" if not signature.parameters else None


def _takes(spec: Any, *arguments: Any) -> bool:
    """Whether ``spec`` can be called with ``arguments`` (``True`` when its signature is unknown)."""
    try:
        signature = inspect.signature(spec)
    except (TypeError, ValueError):
        return True
    return _binds(signature, *arguments)


def _binds(signature: inspect.Signature, *arguments: Any, **keywords: Any) -> bool:
    try:
        signature.bind(*arguments, **keywords)
    except TypeError:
        return False
    return True


def _copied(agent: Agent | Searcher) -> Agent | Searcher:
    """A copy of an agent for one game, or ``ValueError`` saying what to pass instead."""
    try:
        return copy.deepcopy(agent)
    except Exception as error:  # whatever its state refuses to be copied with
        raise ValueError(
            f"the agent {_shown(agent)} cannot be copied for each game ({error}): pass a factory "
            "that makes it from a seed (its class, or a function of the seed) or a bot's name"
        ) from error


def _shown(value: object) -> str:
    """A value for a message: short, and never more than a class name for a stranger's object."""
    if isinstance(value, str | int | float | bool | type(None)):
        return repr(value)[:60]
    return spec_label(value) if callable(value) else f"a {type(value).__name__}"


# The bots' registry is loaded the first time a bot is named, not on ``import cardtable``,
# which stays light: it brings the search bot, which a program seating its own agents never needs.


def _find_bot(game: Game | str, name: str) -> None:
    """``ValueError`` listing the game's bots when it has none called ``name``."""
    from cardtable.bots.registry import find

    find(game, name)


def _make_bot(game: Game, name: str, seed: int) -> Agent | Searcher:
    from cardtable.bots.registry import make

    return make(game, name, seed=seed)

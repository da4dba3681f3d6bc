"""One ``pyspiel.Game`` and ``pyspiel.State`` over any cardtable game.

A state holds a ``Position``: the chance nodes drawn so far (``chance.Deal``),
then the engine's own state, made by ``new_game(rules, seed=seed, deck=order)``
from what the chance nodes chose and moved by ``apply_move(move_of(state, id))``.
The Position is immutable, so OpenSpiel's ``clone`` (a deep copy of the
Python attributes) shares it, and its serialized form is the game's record
(``records.dumps``), which ``records.loads`` replays move by move.

Who moves (``current_player``): the chance player until the deal and the seed
are drawn; then the first seat ``to_act`` names (of King Cut-Throat's
simultaneous discarders, the first clockwise from the dealer's left: each discards
face down, so acting in turn tells nobody anything); the terminal player once there is an ``outcome``
or the game reached ``max_moves``. A seat's legal actions are the ids of
``legal_moves(state, seat)``, so Open Mercy's MERCY calls and catches are
offered to the seat to act, with its turn's moves; another seat's optional
calls wait for its own turn, and the host moves (closing a catch window, a
time-out) are never taken: OpenSpiel's sequential games have no clock.

>>> from cardtable.adapters.openspiel import load
>>> game = load("kings-mercy", players=3, decks=2)
>>> state = game.new_initial_state()
>>> state.is_chance_node(), state.chance_outcomes()
(True, [(0, 0.5), (1, 0.5)])
>>> state.apply_action(1)
>>> state.current_player(), [state.action_to_string(id) for id in state.legal_actions()]
(1, ['seat 1 checks', 'seat 1 bets 1'])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from cardtable.adapters.openspiel.chance import Dealer
from cardtable.adapters.openspiel.extra import spiel
from cardtable.adapters.openspiel.observer import Observer
from cardtable.adapters.openspiel.position import Position, Setup, hands_over
from cardtable.adapters.openspiel.spec import ADAPTER_PARAMETERS, Spec, spec_of


def _whole(values: Mapping[str, Any], name: str, least: int) -> int:
    value = values[name]
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ValueError(f"{name} must be a whole number from {least}, not {value!r}")
    return value


def game_type(spec: Spec, rules: Any = None) -> Any:
    """The ``pyspiel.GameType`` of a game under ``rules`` (``None``: the spec's defaults):
    sequential, imperfect information, terminal rewards, zero-sum where the returns are
    units won or lost and general-sum otherwise.

    The chance mode is ``EXPLICIT_STOCHASTIC`` in every game: the deal's nodes list
    every outcome, and the engine's later randomness is one more explicit node over
    ``seeds`` streams, a sample of it (``chance``). OpenSpiel's ``SAMPLED_STOCHASTIC``
    would keep a random generator in the game, which a Python game cannot serialize.

    >>> from cardtable import witch_of_the_woods
    >>> kind = game_type(spec_of(witch_of_the_woods))
    >>> kind.short_name, kind.utility, kind.chance_mode
    ('cardtable_witch_of_the_woods', <Utility.GENERAL_SUM: 2>, <ChanceMode.EXPLICIT_STOCHASTIC: 1>)
    """
    kinds = spiel.GameType
    if rules is None:
        rules = spec.rules(spec.parameters)
    return spiel.GameType(
        short_name=spec.short_name,
        long_name=spec.long_name,
        dynamics=kinds.Dynamics.SEQUENTIAL,
        chance_mode=kinds.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kinds.Information.IMPERFECT_INFORMATION,
        utility=kinds.Utility.ZERO_SUM if spec.zero_sum(rules) else kinds.Utility.GENERAL_SUM,
        reward_model=kinds.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={**spec.parameters, **ADAPTER_PARAMETERS},
    )


class Game(spiel.Game):  # type: ignore[misc]
    """A cardtable game as an OpenSpiel game: each subclass names its ``spec`` (see
    ``register``), and ``params`` set its options."""

    spec: Spec

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        spec = getattr(self, "spec", None)
        if spec is None:
            raise ValueError("Game is the shared base: load a game by name (load, pyspiel.load_game)")
        values = {**spec.parameters, **ADAPTER_PARAMETERS, **(params or {})}
        unknown = sorted(set(values) - set(spec.parameters) - set(ADAPTER_PARAMETERS))
        if unknown:
            raise ValueError(f"{spec.short_name} has no parameter {', '.join(unknown)}")
        rules = spec.rules(values)
        module = spec.game
        dealer = Dealer.of_deck(
            module.full_deck(),
            decks=_whole(values, "decks", 0),
            seeds=_whole(values, "seeds", 1),
            sampled=spec.sampled(rules),
        )
        self.setup = Setup(spec.name, rules, dealer, _whole(values, "max_moves", 1))
        low, high = spec.bounds(rules)
        info = spiel.GameInfo(
            num_distinct_actions=self.setup.actions.num_actions(rules),
            max_chance_outcomes=dealer.max_outcomes,
            num_players=rules.players,
            min_utility=low,
            max_utility=high,
            utility_sum=0.0 if spec.zero_sum(rules) else None,
            max_game_length=self.setup.max_moves,
        )
        super().__init__(game_type(spec, rules), info, values)

    def new_initial_state(self) -> State:
        """The state before the deal: a chance node."""
        return State(self)

    def max_chance_nodes_in_history(self) -> int:
        """The deal's nodes and the seed's (see ``chance``)."""
        return self.setup.dealer.max_nodes

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """An observer of the seat's view (see ``observer``)."""
        return Observer(self.setup, iig_obs_type, params)


class State(spiel.State):  # type: ignore[misc]
    """A game in progress; all of it is in ``position``."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        setup: Setup = game.setup
        self.position = Position(setup, setup.dealer.start())

    def current_player(self) -> int:
        """The chance player, the seat to act, or the terminal player."""
        return self.position.seat

    def _legal_actions(self, player: int) -> list[int]:
        position = self.position
        mask = position.setup.actions.action_mask(position.engine, player)
        # The ids of the mask's ones, found in C: cheaper than reading back every legal move.
        actions = []
        found = mask.find(1)
        while found >= 0:
            actions.append(found)
            found = mask.find(1, found + 1)
        return actions

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of this chance node with their probabilities (see ``chance``)."""
        return self.position.setup.dealer.outcomes(self.position.deal)

    def _apply_action(self, action: int) -> None:
        position = self.position
        setup = position.setup
        if position.engine is None:
            deal = setup.dealer.draw(position.deal, action)
            engine = None
            if setup.dealer.stage(deal) == "play":
                order = setup.dealer.order(deal)
                engine = setup.module.new_game(setup.rules, seed=deal.seed, deck=order)
            self.position = attrs.evolve(position, deal=deal, engine=engine)
            return
        module = setup.module
        engine = module.apply_move(position.engine, setup.actions.move_of(position.engine, action))
        moves = position.moves + 1
        cut = moves >= setup.max_moves and module.outcome(engine) is None
        earlier = hands_over(position.earlier, position.engine, engine)
        self.position = attrs.evolve(position, engine=engine, moves=moves, cut=cut, earlier=earlier)

    def _action_to_string(self, player: int, action: int) -> str:
        position = self.position
        if position.engine is None:
            return position.setup.dealer.describe(position.deal, action)
        try:
            return str(position.setup.actions.move_of(position.engine, action))
        except ValueError:
            return f"action {action}"

    def is_terminal(self) -> bool:
        """Whether the game has an outcome or was cut at ``max_moves``."""
        return self.position.over

    def returns(self) -> list[float]:
        """Each seat's return: the outcome's points as the spec counts them, 0 until the
        end and 0 for everyone in a game cut at ``max_moves``."""
        position = self.position
        setup = position.setup
        players = setup.rules.players
        if position.cut or position.engine is None:
            return [0.0] * players
        outcome = setup.module.outcome(position.engine)
        if outcome is None:
            return [0.0] * players
        return list(spec_of(setup.module).returns(setup.rules, outcome))

    def __str__(self) -> str:
        position = self.position
        if position.engine is None:
            return position.setup.dealer.progress(position.deal)
        text = str(position.engine)
        return f"{text}\n(cut at {position.moves} moves)" if position.cut else text

"""The four games as OpenSpiel games: their types and parameters, the chance nodes, what a
seat observes, serialization and clones, the sequential reading of Open Mercy's optional
moves. OpenSpiel's own tests and algorithms are in ``test_openspiel_algorithms``."""

from __future__ import annotations

import itertools
import json
from typing import Any

import attrs
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the openspiel extra")
open_spiel_observation = pytest.importorskip("open_spiel.python.observation", reason="openspiel extra")

from cardtable import GAMES, IllegalMove, open_mercy  # noqa: E402
from cardtable.adapters.observation import information_state, observation  # noqa: E402
from cardtable.adapters.openspiel import SHORT_NAMES, Game, load, register, spec_of  # noqa: E402
from cardtable.adapters.openspiel.chance import deck_of  # noqa: E402
from cardtable.adapters.openspiel.register import game_class  # noqa: E402
from cardtable.cards import Suit  # noqa: E402
from cardtable.records.convert import event_to_dict, view_to_dict  # noqa: E402
from tests.adapters.openspiel_play import decisions, one_hand  # noqa: E402
from tests.games import NAMES  # noqa: E402

each_game = pytest.mark.parametrize("name", NAMES)


@each_game
def test_each_game_is_registered_under_its_short_name_with_its_type(name: str) -> None:
    register()  # a game registered with cardtable after the adapter was imported, too
    game = pyspiel.load_game(SHORT_NAMES[name])
    kind = game.get_type()
    assert kind.short_name == f"cardtable_{name.replace('-', '_')}"
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.provides_information_state_string and kind.provides_observation_tensor
    assert game.num_players() == GAMES[name].Rules().players


@pytest.mark.parametrize(
    ("name", "params", "utility", "bounds", "outcomes"),
    [
        ("kings-mercy", {"players": 3, "starting_units": 5}, "ZERO_SUM", (-5.0, 10.0), 37),
        ("kings-mercy", {"whole_game": True, "seeds": 3}, "ZERO_SUM", (-20.0, 60.0), 37),
        ("king-cut-throat", {"target": 7}, "GENERAL_SUM", (0.0, 9.0), 1024),
        ("open-mercy", {"players": 9, "seeds": 5}, "GENERAL_SUM", (0.0, 1.0), 69),
        ("witch-of-the-woods", {"hands_to_win": 2, "decks": 3000}, "GENERAL_SUM", (0.0, 2.0), 3000),
        (
            "witch-of-the-woods",
            {"players": 3, "betting": True, "starting_units": 4},
            "ZERO_SUM",
            (-4.0, 8.0),
            1024,
        ),
    ],
)
def test_game_info_follows_the_rules(
    name: str, params: dict[str, Any], utility: str, bounds: tuple[float, float], outcomes: int
) -> None:
    game = load(name, **params)
    rules = game.setup.rules
    actions = game.setup.actions
    assert game.num_distinct_actions() == actions.num_actions(rules)
    assert game.num_players() == rules.players
    assert game.get_type().utility == getattr(pyspiel.GameType.Utility, utility)
    assert (game.min_utility(), game.max_utility()) == bounds
    assert game.max_game_length() == spec_of(GAMES[name]).parameters["max_moves"]
    assert game.max_chance_outcomes() == outcomes


def test_kings_mercy_parameters_map_to_rules_fields() -> None:
    game = load("kings-mercy", players=5, starting_units=7, max_hands=3, fool_display="king_of_spades")
    assert game.setup.rules == GAMES["kings-mercy"].Rules(
        players=5, starting_units=7, max_hands=3, fool_display="king_of_spades"
    )


def test_parameters_map_to_rules_fields() -> None:
    params = {
        "players": 2,
        "target": 5,
        "max_hands": 0,
        "flipped_joker": "hearts",
        "scoring_rank": "queen",
        "mediator_chooses_leader": True,
        "polite": False,
    }
    rules = GAMES["king-cut-throat"].Rules(
        players=2,
        target=5,
        max_hands=None,
        flipped_joker=Suit.HEARTS,
        scoring_rank="queen",
        mediator_chooses_leader=True,
        polite=False,
    )
    assert load("king-cut-throat", whole_game=True, **params).setup.rules == rules
    # No hand limit and not the whole game: one hand, as in every adapter.
    assert load("king-cut-throat", **params).setup.rules == attrs.evolve(rules, max_hands=1)


@pytest.mark.parametrize(
    ("params", "words"),
    [
        ({"players": 9}, "players must be 3 to 6"),
        ({"decks": -1}, "decks must be a whole number from 0"),
        ({"seeds": 0}, "seeds must be a whole number from 1"),
        ({"max_moves": 0}, "max_moves must be a whole number from 1"),
        ({"whole_game": 1}, "whole_game must be True or False"),
        ({"colour": 1}, "has no parameter colour"),
    ],
)
def test_bad_parameters_are_refused_with_value_error(params: dict[str, Any], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        game_class("kings-mercy")(params)


def test_the_shared_base_class_is_not_a_game() -> None:
    with pytest.raises(ValueError, match="load a game by name"):
        Game({})


def test_a_flipped_joker_that_is_no_suit_is_refused() -> None:
    with pytest.raises(ValueError, match="flipped_joker: 'stars' is not 'redeal' or a Suit"):
        load("king-cut-throat", flipped_joker="stars")


def test_the_deal_is_one_chance_node_per_card_and_fixes_the_deck_order() -> None:
    game = load("kings-mercy", players=3)
    km = GAMES["kings-mercy"]
    state = game.new_initial_state()
    first = state.chance_outcomes()
    assert len(first) == 37 and all(probability == pytest.approx(1 / 37) for _, probability in first)
    nodes = 0
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(probability for _, probability in outcomes) == pytest.approx(1.0)
        state.apply_action(outcomes[-1][0])  # the last card left each time: the deck reversed
        nodes += 1
    assert nodes == 36 == game.max_chance_nodes_in_history()
    engine = state.position.engine
    assert engine.origin.deck == tuple(reversed(km.full_deck()))
    assert engine.hands == km.new_game(km.Rules(players=3), deck=tuple(reversed(km.full_deck()))).hands


def test_open_mercy_deal_outcomes_are_kinds_of_card_weighed_by_their_copies() -> None:
    deck = GAMES["open-mercy"].full_deck()
    kinds = list(dict.fromkeys(deck))
    outcomes = load("open-mercy").new_initial_state().chance_outcomes()
    assert [action for action, _ in outcomes] == list(range(len(kinds)))
    assert [probability for _, probability in outcomes] == pytest.approx(
        [deck.count(kind) / len(deck) for kind in kinds]
    )


def _deal_all(state: Any) -> None:
    """Draw the deal's nodes (the first card left each time), stopping before any seed node."""
    while state.is_chance_node() and state.position.setup.dealer.stage(state.position.deal) == "deal":
        state.apply_action(state.chance_outcomes()[0][0])


def test_the_engines_later_randomness_is_a_chance_node_over_the_seeds() -> None:
    state = load("king-cut-throat", seeds=4).new_initial_state()
    _deal_all(state)
    assert state.is_chance_node() and state.chance_outcomes() == [(0, 0.25), (1, 0.25), (2, 0.25), (3, 0.25)]
    state.apply_action(3)
    assert not state.is_chance_node() and state.position.engine.origin.seed == 3
    fixed = load("king-cut-throat", seeds=1).new_initial_state()
    _deal_all(fixed)
    assert not fixed.is_chance_node() and fixed.position.engine.origin.seed == 0


@pytest.mark.parametrize(("max_hands", "node"), [(1, False), (2, True)])
def test_one_hand_of_kings_mercy_needs_no_seed(max_hands: int, node: bool) -> None:
    game = load("kings-mercy", players=3, seeds=4, max_hands=max_hands)
    assert game.max_chance_nodes_in_history() == 36 + node
    state = game.new_initial_state()
    _deal_all(state)
    assert state.is_chance_node() is node


def test_a_reduced_game_deals_one_of_k_fixed_decks() -> None:
    game = load("kings-mercy", players=3, decks=3, seeds=1)
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(0, 1 / 3), (1, 1 / 3), (2, 1 / 3)]
    state.apply_action(2)
    dealer = game.setup.dealer
    assert state.position.engine.origin.deck == deck_of(dealer.kinds, dealer.counts, 2)
    assert game.max_chance_nodes_in_history() == 1 and not state.is_chance_node()


def test_a_chance_outcome_that_cannot_happen_is_refused() -> None:
    state = load("kings-mercy", players=3, decks=2).new_initial_state()
    with pytest.raises(ValueError, match="not a chance outcome here"):
        state.apply_action(2)
    assert state.is_chance_node() and state.history() == []


@each_game
def test_observations_come_from_the_seats_view_alone(name: str) -> None:
    module = GAMES[name]
    for number, state in enumerate(decisions(name, seed=3, **one_hand(name))[::3]):
        engine = state.position.engine
        for seat in range(module.Rules().players):
            seen = module.view(engine, seat)
            assert state.information_state_string(seat) == information_state(seen)
            assert state.observation_tensor(seat) == pytest.approx(observation(seen).tolist())
            assert state.information_state_tensor(seat) == pytest.approx(observation(seen).tolist())
            # A state the seat cannot tell from this one observes the same to that seat.
            other = state.clone()
            other.position = attrs.evolve(state.position, engine=module.determinize(engine, seat, number))
            for method in ("observation_string", "information_state_string"):
                assert getattr(other, method)(seat) == getattr(state, method)(seat)
            assert other.observation_tensor(seat) == state.observation_tensor(seat)


@pytest.mark.parametrize(
    ("name", "params"),
    [("kings-mercy", {"players": 3, "max_hands": 4}), ("witch-of-the-woods", {"players": 3, "max_hands": 4})],
)
def test_the_information_state_recalls_the_hands_already_over(name: str, params: dict[str, Any]) -> None:
    module = GAMES[name]
    states = decisions(name, seed=6, **params)
    hands_over = 0
    for before, after in itertools.pairwise(states):
        old, new = before.position.engine, after.position.engine
        for seat in range(params["players"]):
            recalled = json.loads(after.information_state_string(seat))
            assert recalled.get("now", recalled) == json.loads(information_state(module.view(new, seat)))
            if after.position.earlier == before.position.earlier:
                continue
            then = json.loads(before.information_state_string(seat))
            shown = module.view(new, seat)
            # What the seat was told of the hand that just ended: its history then, and
            # the ending move's events before those of the next hand.
            ending = shown.events[: len(shown.events) - len(shown.history)]
            told_then = [event_to_dict(event) for event in (*module.view(old, seat).history, *ending)]
            assert recalled["earlier"] == then.get("earlier", []) + told_then
        hands_over += after.position.earlier != before.position.earlier
    assert hands_over >= 2


@each_game
def test_no_hidden_card_reaches_an_observation_string(name: str) -> None:
    module = GAMES[name]
    for state in decisions(name, seed=5, **one_hand(name))[1::4]:
        engine = state.position.engine
        for seat in range(module.Rules().players):
            shown = json.dumps(view_to_dict(module.view(engine, seat)), ensure_ascii=False)
            text = state.observation_string(seat) + state.information_state_string(seat)
            for other in range(module.Rules().players):
                for card in engine.hands[other] if other != seat else ():
                    if str(card) not in shown:
                        assert str(card) not in text


def test_the_public_observer_sees_the_spectators_view_and_all_players_is_refused() -> None:
    game = load("king-cut-throat")
    state = decisions("king-cut-throat", seed=2)[5]
    public = pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    observer = open_spiel_observation.make_observation(game, public)
    spectator = view_to_dict(GAMES["king-cut-throat"].view(state.position.engine, None))
    spectator.pop("history")
    assert json.loads(observer.string_from(state, 1)) == spectator
    assert observer.string_from(state, 0) == observer.string_from(state, 2)
    everything = pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
    )
    with pytest.raises(ValueError, match="ALL_PLAYERS is not offered"):
        game.make_py_observer(everything)


def test_before_the_deal_a_seat_observes_nothing() -> None:
    state = load("witch-of-the-woods").new_initial_state()
    state.apply_action(4)
    assert not any(state.observation_tensor(0)) and not any(state.information_state_tensor(3))
    assert state.observation_string(2) == "seat 2: 1 chance outcomes drawn face down"


@each_game
def test_a_serialized_state_deserializes_to_the_same_game(name: str) -> None:
    game = load(name)
    states = decisions(name, seed=7)
    state = states[len(states) // 2]
    copy = game.deserialize_state(state.serialize())
    assert str(copy) == str(state) and copy.history() == state.history()
    assert copy.legal_actions() == state.legal_actions()
    action = state.legal_actions()[-1]
    state.apply_action(action)
    copy.apply_action(action)
    assert str(copy) == str(state) and copy.position.engine == state.position.engine


def test_a_clone_moves_on_its_own() -> None:
    state = decisions("open-mercy", seed=4)[3]
    before = str(state)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert str(state) == before and clone.history() != state.history()


def test_an_illegal_action_raises_illegal_move_and_changes_nothing() -> None:
    state = decisions("kings-mercy", seed=1, players=3)[0]
    illegal = next(action for action in range(21) if action not in state.legal_actions())
    before = str(state)
    with pytest.raises(IllegalMove):
        state.apply_action(illegal)
    assert str(state) == before


def test_a_game_reaching_max_moves_is_cut_and_a_draw() -> None:
    states = decisions("open-mercy", seed=2, max_moves=5)
    final = states[-1]
    assert len(states) == 6 and final.is_terminal()
    assert final.returns() == [0.0] * 4 and "(cut at 5 moves)" in str(final)
    assert final.position.setup.module.outcome(final.position.engine) is None


def test_open_mercy_offers_calls_and_catches_to_the_seat_to_act_and_never_a_host_move() -> None:
    om = open_mercy
    calls = 0
    for seed in range(6):
        for state in decisions("open-mercy", seed, players=3)[:-1]:
            engine = state.position.engine
            seat = state.current_player()
            assert seat == om.to_act(engine)[0]
            moves = [state.position.setup.actions.move_of(engine, action) for action in state.legal_actions()]
            assert sorted(moves, key=str) == sorted(om.legal_moves(engine, seat), key=str)
            assert not any(getattr(move, "by_host", False) for move in moves)
            calls += sum(isinstance(move, (om.CallMercy, om.Catch)) for move in moves)
    assert calls > 0

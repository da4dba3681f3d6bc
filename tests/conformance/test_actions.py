"""Integer actions (issue 13) on every game in ``cardtable.GAMES``.

Over seeded random play of each game under each of its adapter's rules (several
table sizes and options), at every state:

- every legal move (every seat's, and the host's) has an id in range, the same
  from the state and from the rules; ``move_of`` gives the move back; the ids of
  the legal moves are distinct;
- ``action_mask(state, seat)`` is exactly the ids of ``legal_moves(state, seat)``,
  ``action_mask(state, None)`` exactly the ids of ``host_moves(state)``, and together
  the masks partition the ids of every legal move, the seats' and the host's;

and over a whole game distinct moves never share an id. For every rules variant the
numbering is a bijection: ``action_id(rules, move_of(rules, i)) == i`` for every id.
Bad inputs to each function raise ``ValueError``.
"""

from __future__ import annotations

import enum
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import GAMES, IllegalMove
from cardtable.game import Game
from tests.conformance.test_contract import choices, play_out, seeds, variants
from tests.games import NAMES

each_game = pytest.mark.parametrize("name", NAMES)


def actions(name: str) -> Game:
    """The game's integer actions: the ``Game`` protocol's ``num_actions``, ``action_id``,
    ``move_of`` and ``action_mask``, as the game module provides them."""
    return GAMES[name]


@attrs.frozen
class Runs:
    """The layout every numbering shares (``core.actions``), read through the public
    functions alone: each seat's run of ``per_seat`` ids, then the host's runs of
    ``host_per_seat`` ids per seat."""

    players: int
    per_seat: int
    host_per_seat: int
    size: int


def runs(numbered: Game, rules: Any) -> Runs:
    """The layout of ``rules``' numbering: seat 1's first id is the length of a seat's run."""
    first = numbered.move_of(rules, 0)
    per_seat = numbered.action_id(rules, attrs.evolve(first, player=1))
    size = numbered.num_actions(rules)
    own = rules.players * per_seat
    return Runs(rules.players, per_seat, (size - own) // rules.players, size)


def ones(marks: bytes) -> set[int]:
    """The places of the 1s in a mask (found in C: masks run to 213,312 bytes)."""
    found = set()
    at = marks.find(1)
    while at >= 0:
        found.add(at)
        at = marks.find(1, at + 1)
    return found


def check_state(game: Game, numbered: Game, state: Any, seen: dict[int, Any]) -> None:
    """Every property of one state; ``seen`` gathers each id's move over a whole game."""
    rules = state.origin.rules
    size = numbered.num_actions(rules)
    every = (*game.legal_moves(state), *game.host_moves(state))
    ids = [numbered.action_id(state, move) for move in every]
    assert ids == [numbered.action_id(rules, move) for move in every]
    assert len(set(ids)) == len(ids), "two legal moves share an id"
    for move, action in zip(every, ids, strict=True):
        assert 0 <= action < size
        back = numbered.move_of(state, action)
        assert back == move and type(back) is type(move)
        if seen.setdefault(action, move) != move:
            raise AssertionError(f"{seen[action]!r} and {move!r} share the id {action}")
    masks = {}
    for seat in range(rules.players):
        marks = numbered.action_mask(state, seat)
        assert type(marks) is bytes and len(marks) == size and marks.count(0) + marks.count(1) == size
        masks[seat] = ones(marks)
        assert masks[seat] == {numbered.action_id(state, move) for move in game.legal_moves(state, seat)}
    host = ones(numbered.action_mask(state, None))
    assert host == {numbered.action_id(state, move) for move in game.host_moves(state)}
    assert host == {action for move, action in zip(every, ids, strict=True) if move.by_host}
    together = [*masks.values(), host]
    assert sum(map(len, together)) == len(set().union(*together)), "the masks overlap"
    assert set().union(*together) == set(ids)


@each_game
@settings(max_examples=40)  # long walks: each example checks every state of a game
@given(data=st.data())
def test_legal_moves_round_trip_and_masks_are_the_legal_ids(name: str, data: st.DataObject) -> None:
    game, numbered = GAMES[name], actions(name)
    rules = data.draw(st.sampled_from(variants(name)))
    states = play_out(game, rules, data.draw(seeds), data.draw(choices))
    seen: dict[int, Any] = {}
    for state in states:
        check_state(game, numbered, state, seen)


@each_game
def test_every_id_names_a_move_that_numbers_back_to_it(name: str) -> None:
    """A bijection: ``action_id(rules, move_of(rules, i)) == i``. Checked at every id of
    tables up to 20,000 ids; on larger ones (Witch of the Woods, whose blocks are the same
    at every seat and under every rules but for their offsets) at every id of seat 0's run
    under the first rules, the first and last 64 of every seat's run, and every 11th."""
    numbered = actions(name)
    for index, rules in enumerate(variants(name)):
        size = numbered.num_actions(rules)
        table = runs(numbered, rules)
        own = table.players * table.per_seat
        if size <= 20_000:
            checked = set(range(size))
        else:
            checked = {*range(0, size, 11), *range(own, size)}
            for start in range(0, own, table.per_seat):
                checked |= {
                    *range(start, start + 64),
                    *range(start + table.per_seat - 64, start + table.per_seat),
                }
            if index == 0:
                checked |= set(range(table.per_seat))
        moves = {action: numbered.move_of(rules, action) for action in checked}
        assert {action: numbered.action_id(rules, move) for action, move in moves.items()} == {
            action: action for action in checked
        }
        assert all(
            move.player
            == (action // table.per_seat if action < own else (action - own) // table.host_per_seat)
            for action, move in moves.items()
        )
        # A state's numbering is its rules'.
        state = GAMES[name].new_game(rules)
        assert numbered.num_actions(state) == size
        assert all(numbered.move_of(state, action) == moves[action] for action in sorted(checked)[::50])


@each_game
def test_move_of_names_a_move_that_is_not_legal_now_and_apply_move_refuses_it(name: str) -> None:
    game, numbered = GAMES[name], actions(name)
    state = game.new_game(variants(name)[0], seed=5)
    legal = set(ones(numbered.action_mask(state, game.to_act(state)[0])))
    illegal = next(action for action in range(numbered.num_actions(state)) if action not in legal)
    with pytest.raises(IllegalMove):
        game.apply_move(state, numbered.move_of(state, illegal))


class Seat(enum.IntEnum):
    FIRST = 0
    SECOND = 1


class Strange(int):
    def __index__(self) -> int:
        raise RuntimeError("no")


@each_game
def test_bad_ids_players_and_states_raise_value_error(name: str) -> None:
    game, numbered = GAMES[name], actions(name)
    strict: Any = numbered  # handed what its types refuse, on purpose
    state = game.new_game()
    size = numbered.num_actions(state)
    for bad in (-1, size, size + 10**30, True, False, 1.0, "3", None, b"\x01", [0], Strange(size)):
        with pytest.raises(ValueError):
            strict.move_of(state, bad)
    assert numbered.move_of(state, Seat.SECOND) == numbered.move_of(state, 1)
    assert numbered.move_of(state, Strange(1)) == numbered.move_of(state, 1)
    for bad_player in (-1, game.Rules().players, True, "0", 0.0):
        with pytest.raises(ValueError):
            strict.action_mask(state, bad_player)
    assert numbered.action_mask(state, Seat.SECOND) == numbered.action_mask(state, 1)
    for not_a_state in (None, game.Rules(), "state", 0):
        with pytest.raises(ValueError):
            numbered.action_mask(not_a_state, 0)
        if not isinstance(not_a_state, game.Rules):  # type: ignore[arg-type]
            with pytest.raises(ValueError):
                numbered.move_of(not_a_state, 0)
            with pytest.raises(ValueError):
                numbered.num_actions(not_a_state)
            with pytest.raises(ValueError):
                numbered.action_id(not_a_state, game.legal_moves(state)[0])
    for other in NAMES:
        if other != name:
            with pytest.raises(ValueError):
                numbered.num_actions(GAMES[other].Rules())
            with pytest.raises(ValueError):
                numbered.action_id(state, GAMES[other].legal_moves(GAMES[other].new_game())[0])


@each_game
def test_action_id_refuses_what_cannot_be_a_move_here(name: str) -> None:
    game, numbered = GAMES[name], actions(name)
    state = game.new_game()
    players = game.Rules().players
    for not_a_move in (None, 0, "Fold", object(), game.Rules(), state):
        with pytest.raises(ValueError):
            numbered.action_id(state, not_a_move)
    for move in game.legal_moves(state):
        with pytest.raises(ValueError):  # a seat not at the table
            numbered.action_id(state, attrs.evolve(move, player=players))
        bad_seat = object.__new__(type(move))
        for field in attrs.fields(type(move)):
            object.__setattr__(bad_seat, field.name, getattr(move, field.name))
        object.__setattr__(bad_seat, "player", True)
        with pytest.raises(ValueError):  # a bool is not a seat (C8)
            numbered.action_id(state, bad_seat)
        object.__setattr__(bad_seat, "player", Seat.SECOND)
        assert numbered.action_id(state, bad_seat) == numbered.action_id(state, attrs.evolve(move, player=1))
    # Every class's fields replaced by values of the wrong type, or out of range.
    taken = _field_values(numbered, state)
    for cls in game.MOVES:
        fields = attrs.fields(cls)[1:]
        for field in fields:
            for wrong in (None, -1, 10**6, "x", (), 1.5):
                if (type(wrong), wrong) in taken.get((cls, field.name), set()):
                    continue  # a value this field may hold (a play's colour may be None)
                move = object.__new__(cls)
                object.__setattr__(move, "player", 0)
                for other in fields:
                    sample = next(iter(taken.get((cls, other.name), {(None, None)})))[1]
                    object.__setattr__(move, other.name, wrong if other is field else sample)
                with pytest.raises(ValueError):
                    numbered.action_id(state, move)


def _field_values(numbered: Game, state: Any) -> dict[tuple[type, str], set[tuple[type, Any]]]:
    """Every value each field of each move class takes among the moves numbered (seat 0's
    run and the host's hold every class)."""
    table = runs(numbered, state.origin.rules)
    own = table.players * table.per_seat
    taken: dict[tuple[type, str], set[tuple[type, Any]]] = {}
    for action in [*range(table.per_seat), *range(own, table.size)]:
        move = numbered.move_of(state, action)
        for field in attrs.fields(type(move))[1:]:
            value = getattr(move, field.name)
            taken.setdefault((type(move), field.name), set()).add((type(value), value))
    return taken


def test_numpy_integers_are_read_as_ids() -> None:
    np = pytest.importorskip("numpy", reason="numpy comes with the rl extra")
    game, numbered = GAMES["open-mercy"], actions("open-mercy")
    state = game.new_game()
    assert numbered.move_of(state, np.int64(649)) == numbered.move_of(state, 649)
    strict: Any = numbered  # handed what its types refuse, on purpose
    for bad in (np.bool_(True), np.float64(3.0), np.int64(-1), np.int64(numbered.num_actions(state))):
        with pytest.raises(ValueError):
            strict.move_of(state, bad)
    mask = np.frombuffer(numbered.action_mask(state, 0), dtype=np.int8)
    assert mask.shape == (numbered.num_actions(state),) and mask.sum() == len(game.legal_moves(state, 0))


def test_a_choose_leader_has_ids_only_when_the_mediator_chooses() -> None:
    from cardtable import king_cut_throat as kc

    chooses = kc.Rules(mediator_chooses_leader=True)
    assert kc.num_actions(chooses) == kc.num_actions(kc.Rules()) + 3 * 2
    assert kc.move_of(chooses, kc.action_id(chooses, kc.ChooseLeader(1, 2))) == kc.ChooseLeader(1, 2)
    for rules, move in (
        (kc.Rules(), kc.ChooseLeader(1, 2)),
        (chooses, kc.ChooseLeader(1, 1)),
        (chooses, kc.Discard(0, "AS KS QS JS")),
        (chooses, kc.Discard(0, "2S")),
        (chooses, kc.Play(0, kc.Card.parse("RJ"))),
    ):
        with pytest.raises(ValueError):
            kc.action_id(rules, move)


def test_betting_moves_have_ids_only_with_betting_and_up_to_the_cap() -> None:
    from cardtable import witch_of_the_woods as ww

    betting = ww.Rules(betting=True, max_add=4)
    assert ww.num_actions(betting) == ww.num_actions(ww.Rules()) + 4 * (3 + 4)
    assert ww.move_of(betting, ww.action_id(betting, ww.Add(3, 4))) == ww.Add(3, 4)
    # The cap is the units at the table when they are fewer than max_add.
    assert ww.num_actions(ww.Rules(betting=True, players=2, starting_units=1)) == ww.num_actions(
        ww.Rules(players=2)
    ) + 2 * (3 + 2)
    for rules, move in (
        (ww.Rules(), ww.Stand(0)),
        (betting, ww.Add(0, 5)),
        (betting, ww.Add(0, 0)),
        (betting, ww.WitchTrade(0, ww.WITCH, 1)),
        (betting, ww.WitchTrade(0, ww.Card.parse("AS"), 0)),
        (betting, ww.DrawFromCamp(0, 4)),
    ):
        with pytest.raises(ValueError):
            ww.action_id(rules, move)


def test_open_mercy_refuses_malformed_plays_and_picks_and_numbers_the_host_last() -> None:
    from cardtable import open_mercy as om

    rules = om.Rules(players=3)
    size = om.num_actions(rules)
    assert [om.move_of(rules, action) for action in range(size - 6, size)] == [
        om.CloseCatchWindow(0), om.TimeOut(0), om.CloseCatchWindow(1),
        om.TimeOut(1), om.CloseCatchWindow(2), om.TimeOut(2),
    ]  # fmt: skip
    for move in (
        om.Play(0, om.Card.parse("wild")),
        om.Play(0, om.Card.parse("red 5"), om.Color.BLUE),
        om.Play(0, om.Card.parse("wild roulette"), om.Color.BLUE),
        om.PickTop(0, om.Card.parse("wild draw10")),
        om.SwapWith(1, 1),
        om.Catch(0, 3),
    ):
        with pytest.raises(ValueError):
            om.action_id(rules, move)


def test_card_sets_number_every_set_once_and_refuse_what_is_no_set() -> None:
    from cardtable.core.card_sets import CardSets

    sets = CardSets(tuple(range(7)), 1, 3)
    assert sets.size == 7 + 21 + 35
    assert [sets.number(sets.cards(number)) for number in range(sets.size)] == list(range(sets.size))
    assert list(sets.many([sets.cards(number) for number in range(7, 28)])) == list(range(7, 28))
    for bad in ((), (0, 1, 2, 3), (2, 1), (1, 1), (7,), ([1],)):
        with pytest.raises(ValueError):
            sets.number(bad)
    with pytest.raises(ValueError):
        CardSets((2, 1, 3), 1, 2)

"""Game records: written, replayed, and refused when tampered with (C10)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import cardtable
from cardtable import GAMES, RandomAgent, RecordError, records
from cardtable import kings_mercy as km
from cardtable.chance import Chance
from tests.games import NAMES


def _record(**changes: object) -> str:
    state = km.new_game(km.Rules(players=3), seed=5)
    for move in (km.Bet(1), km.Call(2), km.Fold(0)):
        state = km.apply_move(state, move)
    data = json.loads(records.dumps(state))
    data.update(changes)
    return json.dumps(data)


def _rules(**changes: object) -> dict[str, object]:
    rules: dict[str, object] = {"players": 3, "starting_units": 20, "max_hands": None}
    rules["fool_display"] = "joker"
    rules.update(changes)
    return rules


def _refused(text: Any) -> str:
    """The message ``loads`` refuses ``text`` with, checking that it is a ``RecordError``."""
    with pytest.raises(RecordError) as refused:
        records.loads(text)
    message = str(refused.value)
    assert message.startswith("record:"), message
    return message


def test_a_record_holds_game_rules_seed_deck_and_moves() -> None:
    data = json.loads(_record())
    assert data["game"] == "kings-mercy" and data["seed"] == 5 and data["deck"] is None
    assert data["rules"] == _rules()
    assert data["moves"][0] == {"move": "Bet", "player": 1}


def test_a_given_deck_is_recorded_and_replayed() -> None:
    deck = tuple(reversed(km.full_deck()))
    state = km.apply_move(km.new_game(deck=deck, seed=2), km.Check(1))
    assert records.loads(records.dumps(state)) == state
    assert json.loads(records.dumps(state))["deck"][0] == "JK"


@pytest.mark.parametrize(
    ("changes", "complaint"),
    [
        ({"game": "chess"}, "game: no game called 'chess'"),
        ({"format": 2}, "format"),
        ({"seed": "5"}, "seed: expected a whole number"),
        ({"rules": _rules(players=9)}, "rules: players must be 3 to 6"),
        ({"rules": _rules(colour=1)}, "unknown field 'colour'"),
        ({"deck": ["AS"]}, "deck"),
        ({"deck": ["XX"] * 37}, "deck[0]: not a card"),
        ({"moves": [{"move": "Raise", "player": 2}]}, "moves[0]: Raise(player=2) is illegal"),
        ({"moves": [{"move": "Shove", "player": 1}]}, "moves[0].move: kings-mercy has no move called"),
        ({"moves": [{"move": "Bet", "player": "1"}]}, "moves[0].player: expected a whole number"),
        ({"moves": [{"move": "Bet", "player": 1, "host": True}]}, "host marking"),
        ({"moves": "Bet"}, "moves: expected a list"),
        ({"extra": 1}, "unexpected key 'extra'"),
    ],
)
def test_a_tampered_record_names_the_bad_part(changes: dict[str, object], complaint: str) -> None:
    assert complaint in _refused(_record(**changes))


@pytest.mark.parametrize("text", ["", "[]", "{", "null", '"x"', "{}", "1", "[{}]"])
def test_text_that_is_not_a_record_is_refused(text: str) -> None:
    _refused(text)


def test_views_become_json_ready_dicts() -> None:
    for name, game in cardtable.GAMES.items():
        state = game.new_game(seed=1)
        data = records.view_to_dict(game.view(state, 0))
        assert json.loads(json.dumps(data)) == data, name
        assert data["player"] == 0


# C10: a record is read strictly.


def test_c10_record_error_is_a_public_value_error() -> None:
    assert cardtable.RecordError is records.RecordError is RecordError
    assert issubclass(RecordError, ValueError)
    assert not issubclass(RecordError, cardtable.IllegalMove)


@pytest.mark.parametrize("game", [[], {}, 1, None, True, "Kings-Mercy", "kings-mercy "])
def test_c10_a_game_name_must_be_the_text_of_a_game(game: object) -> None:
    assert "record: game:" in _refused(json.dumps({"format": 1, "game": game}))


@pytest.mark.parametrize("fmt", [True, 1.0, "1", 2, 0, None, [1], {"1": 1}])
def test_c10_format_must_be_the_integer_1(fmt: object) -> None:
    assert _refused(_record(format=fmt)).startswith("record: format:")


def test_c10_format_and_game_must_be_present() -> None:
    data = json.loads(_record())
    for part in ("format", "game", "rules", "seed", "deck", "moves"):
        cut = {key: value for key, value in data.items() if key != part}
        assert _refused(json.dumps(cut)).startswith(f"record: {part}: missing")


@pytest.mark.parametrize(
    "text",
    [
        "[" * 50_000,
        "{" * 50_000,
        '{"a": ' * 50_000,
        "[" * 50_000 + "]" * 50_000,
        '{"format": 1, "game": "kings-mercy", "rules": ' + "[" * 9 + "]" * 9 + "}",
    ],
)
def test_c10_nesting_is_bounded(text: str) -> None:
    assert "nested more than" in _refused(text)


def test_c10_the_nesting_bound_leaves_room_for_every_record_and_ignores_brackets_in_text() -> None:
    assert records.MAX_DEPTH >= 4  # a record, its moves, a move, its cards
    text = _record(game="[" * 50 + "{" * 50)
    assert "no game called" in _refused(text)


def test_c10_bytes_are_refused_even_when_they_are_a_good_record() -> None:
    text = _record()
    records.loads(text)
    assert "expected text" in _refused(text.encode())
    assert "expected text" in _refused(b'{"format": 1, "game": "kings-mercy\xff"}')
    assert "expected text" in _refused(bytearray(text.encode()))


def test_c10_text_with_lone_surrogates_is_refused() -> None:
    bad = b'{"format": 1, "game": "kings-mercy\xff"}'.decode("utf-8", errors="surrogateescape")
    assert "no game called" in _refused(bad)


@pytest.mark.parametrize(
    "text",
    [
        '{"format": 1, "format": 1, "game": "kings-mercy"}',
        '{"format": 1, "game": "kings-mercy", "game": "kings-mercy"}',
    ],
)
def test_c10_duplicate_keys_are_refused(text: str) -> None:
    assert "appears twice" in _refused(text)


def test_c10_duplicate_keys_deep_inside_are_refused() -> None:
    text = _record()
    assert "'players' appears twice" in _refused(text.replace('"players": 3', '"players": 3, "players": 3'))
    tampered = text.replace('{"move": "Bet", "player": 1}', '{"move": "Bet", "player": 1, "player": 1}')
    assert "'player' appears twice" in _refused(tampered)


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e400", "5.0", "1" + "0" * 5000])
def test_c10_numbers_are_whole_and_json(value: str) -> None:
    _refused(_record().replace('"seed": 5', f'"seed": {value}'))


def _every_rules_field(name: str) -> list[str]:
    game = GAMES[name]
    return list(json.loads(records.dumps(game.new_game(seed=1)))["rules"])


@pytest.mark.parametrize("name", NAMES)
def test_c10_every_rules_field_must_be_present(name: str) -> None:
    game = GAMES[name]
    data = json.loads(records.dumps(game.new_game(seed=1)))
    for field in _every_rules_field(name):
        rules = {key: value for key, value in data["rules"].items() if key != field}
        message = _refused(json.dumps({**data, "rules": rules}))
        assert message.startswith(f"record: rules.{field}: missing"), message


def test_c10_a_missing_rules_field_is_never_defaulted() -> None:
    state = km.apply_move(km.new_game(km.Rules(players=3, starting_units=5), seed=3), km.Bet(1))
    data = json.loads(records.dumps(state))
    del data["rules"]["starting_units"]
    assert "rules.starting_units: missing" in _refused(json.dumps(data))


@pytest.mark.parametrize("players", [True, 3.0, "3", None])
def test_c10_rules_values_have_exact_types(players: object) -> None:
    assert _refused(_record(rules=_rules(players=players))).startswith("record: rules.players:")


def test_c10_rules_texts_are_exact() -> None:
    assert _refused(_record(rules=_rules(fool_display="Joker"))).startswith("record: rules.fool_display:")
    kc = GAMES["king-cut-throat"]
    data = json.loads(records.dumps(kc.new_game(kc.Rules(flipped_joker=cardtable.cards.Suit.HEARTS))))
    assert data["rules"]["flipped_joker"] == "♥"
    for text in ("H", "h", "hearts", "HEARTS", " ♥"):
        tampered = {**data, "rules": {**data["rules"], "flipped_joker": text}}
        assert _refused(json.dumps(tampered)).startswith("record: rules.flipped_joker:")


@pytest.mark.parametrize("text", ["a♠", "AS", "as", "1♠", " A♠", "A♠ ", "jk", "T♠"])
def test_c10_card_texts_in_a_deck_must_be_canonical(text: str) -> None:
    deck = [str(card) for card in reversed(km.full_deck())]
    deck[deck.index("A♠")] = text
    data = json.loads(_record())
    message = _refused(json.dumps({**data, "deck": deck, "moves": []}))
    assert message.startswith(f"record: deck[{deck.index(text)}]:"), message


def _log_until(name: str, wanted: Callable[[Any], bool], rules: Any = None) -> dict[str, Any]:
    """The record of a seeded random game of ``name`` cut just after its first move that is ``wanted``."""
    game = GAMES[name]
    for seed in range(200):
        state, chance = game.new_game(rules, seed=seed), Chance.from_seed(seed)
        for _ in range(400):
            moves = (*game.legal_moves(state), *game.host_moves(state))
            if not moves:
                break
            move, chance = chance.choice(moves)
            state = game.apply_move(state, move)
            if wanted(move):
                data: dict[str, Any] = json.loads(records.dumps(state))
                return data
    raise AssertionError(f"no {name} game reached the move wanted")


def _named(cls_name: str) -> Callable[[Any], bool]:
    return lambda move: type(move).__name__ == cls_name


def _with_last_move(data: dict[str, Any], **changes: object) -> str:
    last = {**data["moves"][-1], **changes}
    for key, value in changes.items():
        if value is _DELETE:
            del last[key]
    return json.dumps({**data, "moves": [*data["moves"][:-1], last]})


_DELETE = object()


def _check_last_move(data: dict[str, Any]) -> None:
    """The untampered record loads; so every refusal below is the tampering's."""
    assert records.dumps(records.loads(json.dumps(data))) == json.dumps(data, ensure_ascii=False)


def _other_text(card: str) -> str:
    """Another text naming the same card: ``9C`` for ``9♣``, ``jk`` for ``JK``."""
    for symbol, letter in zip("♣♦♥♠", "CDHS", strict=True):
        card = card.replace(symbol, letter)
    return card.lower() if card.isupper() else card


def test_c10_card_texts_in_moves_must_be_canonical() -> None:
    data = _log_until("king-cut-throat", _named("Play"))
    _check_last_move(data)
    card = data["moves"][-1]["card"]
    for text in (card.lower(), _other_text(card), f" {card}"):
        if text != card:
            assert "expected the text" in _refused(_with_last_move(data, card=text))
    om = _log_until("open-mercy", _named("Play"))
    _check_last_move(om)
    shouted = om["moves"][-1]["card"].upper()
    assert "expected the text" in _refused(_with_last_move(om, card=shouted))


def test_c10_a_suit_or_colour_in_a_move_must_be_canonical() -> None:
    kc = _log_until("king-cut-throat", _named("NameTrump"))
    _check_last_move(kc)
    suit = kc["moves"][-1]["suit"]
    where = f"record: moves[{len(kc['moves']) - 1}].suit"
    for text in ("S", "spades", "SPADES", suit + " "):
        assert _refused(_with_last_move(kc, suit=text)).startswith(where)
    om = _log_until("open-mercy", _named("ChooseColor"))
    _check_last_move(om)
    color = om["moves"][-1]["color"]
    where = f"record: moves[{len(om['moves']) - 1}].color"
    for text in (color.upper(), color.title(), f" {color}"):
        assert _refused(_with_last_move(om, color=text)).startswith(where)


def _several_cards(cls_name: str) -> Callable[[Any], bool]:
    return lambda move: type(move).__name__ == cls_name and len(move.cards) > 1


def test_c10_a_card_list_in_a_move_must_be_in_canonical_order_without_repeats() -> None:
    for name, cls_name in (("king-cut-throat", "Discard"), ("witch-of-the-woods", "ReturnToCamp")):
        data = _log_until(name, _several_cards(cls_name))
        _check_last_move(data)
        cards = data["moves"][-1]["cards"]
        where = f"record: moves[{len(data['moves']) - 1}].cards"
        assert _refused(_with_last_move(data, cards=cards[::-1])).startswith(where)
        assert _refused(_with_last_move(data, cards=[cards[0], *cards])).startswith("record: moves[")
        assert _refused(_with_last_move(data, cards=[_other_text(cards[0]), *cards[1:]])).startswith(where)


def test_c10_a_move_must_name_every_field_with_its_exact_type() -> None:
    data = _log_until("king-cut-throat", _named("Play"))
    last = f"record: moves[{len(data['moves']) - 1}]"
    card = data["moves"][-1]["card"]
    number = int(cardtable.cards.Card.parse(card))
    assert _refused(_with_last_move(data, card=number)).startswith(f"{last}.card: expected a Card as text")
    assert _refused(_with_last_move(data, card=None)).startswith(f"{last}.card")
    assert _refused(_with_last_move(data, card=[card])).startswith(f"{last}.card")
    assert _refused(_with_last_move(data, player=True)).startswith(f"{last}.player: expected a whole number")
    assert _refused(_with_last_move(data, player=1.0)).startswith(f"{last}.player")
    assert _refused(_with_last_move(data, card=_DELETE)).startswith(f"{last}.card: missing")
    assert _refused(_with_last_move(data, player=_DELETE)).startswith(f"{last}.player: missing")
    assert _refused(_with_last_move(data, move=_DELETE)).startswith(f"{last}.move: missing")
    assert _refused(_with_last_move(data, move=["Play"])).startswith(f"{last}.move")
    assert _refused(_with_last_move(data, trump="♠")).startswith(f"{last}: unknown field 'trump'")


def test_c10_an_optional_field_must_still_be_written() -> None:
    data = _log_until("open-mercy", lambda move: type(move).__name__ == "Play" and move.color is None)
    _check_last_move(data)
    last = f"record: moves[{len(data['moves']) - 1}]"
    assert _refused(_with_last_move(data, color=_DELETE)).startswith(f"{last}.color: missing")


def test_c10_only_a_host_move_is_marked_and_only_with_true() -> None:
    data = _log_until("kings-mercy", _named("Bet"))
    last = f"record: moves[{len(data['moves']) - 1}].host"
    for marking in (True, False, "yes", 1, None):
        assert _refused(_with_last_move(data, host=marking)).startswith(last)
    om = _log_until("open-mercy", lambda move: bool(move.by_host))
    _check_last_move(om)
    last = f"record: moves[{len(om['moves']) - 1}].host"
    hosts: tuple[object, ...] = (False, 1, "true", None, _DELETE)
    for host in hosts:
        assert _refused(_with_last_move(om, host=host)).startswith(last)


def test_c10_an_illegal_move_in_a_record_is_a_record_error() -> None:
    data = json.loads(_record())
    data["moves"].append({"move": "Bet", "player": 2})
    message = _refused(json.dumps(data))
    assert message.startswith("record: moves[3]: Bet(player=2) is illegal:"), message
    data["moves"][1:2] = []
    assert _refused(json.dumps(data)).startswith("record: moves[1]:")


@pytest.mark.parametrize("player", [-1, 3, 10**30])
def test_c10_a_seat_not_at_the_table_is_a_record_error(player: int) -> None:
    data = json.loads(_record())
    data["moves"][0]["player"] = player
    assert _refused(json.dumps(data)).startswith("record: moves[0]:")


@pytest.mark.parametrize("name", NAMES)
def test_c10_records_of_whole_games_read_back_exactly(name: str) -> None:
    game = GAMES[name]
    rules = game.Rules(max_hands=2) if "max_hands" in _every_rules_field(name) else game.Rules()
    agents = [RandomAgent(seed) for seed in range(rules.players)]
    state = cardtable.play(game, agents, rules, seed=4, max_moves=400)
    text = records.dumps(state)
    assert records.loads(text) == state
    assert records.dumps(records.loads(text)) == text
    indented = records.dumps(state, indent=2)
    assert records.loads(indented) == state

"""King Cut-Throat's heuristic bot: legal in every phase, deterministic, sensible, stronger than random."""

from __future__ import annotations

from typing import Any

import attrs

from cardtable import bots
from cardtable import king_cut_throat as kc
from cardtable.agents import play
from cardtable.arena import arena, better
from cardtable.cards import Card, Suit, parse_cards
from cardtable.king_cut_throat.bots import HeuristicBot, estimate
from cardtable.king_cut_throat.deck import playable
from cardtable.king_cut_throat.state import State

GAME = "king-cut-throat"


class Watched:
    """A heuristic bot that notes the phases it was asked to act in."""

    def __init__(self, seed: int, phases: set[str]) -> None:
        self.bot: Any = bots.make(GAME, "heuristic", seed=seed)  # an agent, not a searcher
        self.phases = phases

    def __call__(self, view: Any, moves: tuple[Any, ...], /) -> Any:
        self.phases.add(view.phase)
        move = self.bot(view, moves)
        assert move in moves
        return move


RULES = [
    kc.Rules(max_hands=4),
    kc.Rules(max_hands=4, players=2),
    kc.Rules(max_hands=4, mediator_chooses_leader=True, polite=False),
    kc.Rules(max_hands=4, scoring_rank="queen", flipped_joker=Suit.SPADES),
    kc.Rules(max_hands=4, scoring_rank="ace"),
]


def test_the_heuristic_is_registered() -> None:
    assert "heuristic" in bots.names(GAME)
    assert isinstance(bots.make(GAME, "heuristic", seed=1), HeuristicBot)
    assert "trump" in bots.find(GAME, "heuristic").summary


def test_it_makes_a_legal_move_in_every_phase() -> None:
    phases: set[str] = set()
    for number, rules in enumerate(RULES):
        for seed in range(6):
            seats = [
                Watched(seed * 10 + seat, phases)
                if (seat + seed) % 3
                else bots.make(GAME, "random", seed=seat)
                for seat in range(rules.players)
            ]
            final = play(GAME, seats, rules, seed=number * 100 + seed)
            assert kc.outcome(final) is not None
    wanted = {"discard", "order-up", "name-trump", "kitty-discard", "play", "showdown-discard"}
    assert wanted | {"showdown-play", "showdown-lead"} <= phases


def test_it_is_deterministic_given_its_seed() -> None:
    rules = kc.Rules(max_hands=3)

    def game() -> State:
        final: State = play(
            GAME, [bots.make(GAME, "heuristic", seed=seat) for seat in range(3)], rules, seed=5
        )
        return final

    first, second = game(), game()
    assert first.log == second.log
    state = kc.new_game(rules, seed=9)
    view, moves = kc.view(state, 1), kc.legal_moves(state, 1)
    assert HeuristicBot(seed=1)(view, moves) == HeuristicBot(seed=2)(view, moves)


def _view(hand: str, trump: Suit | None = None, **changes: Any) -> kc.View:
    """Seat 0's view of a fresh table, with ``hand`` and the given fields changed."""
    view = kc.view(kc.new_game(kc.Rules(), seed=3), 0)
    cards = parse_cards(hand)
    fields: dict[str, Any] = dict(
        hand=cards, trump=trump, history=(), events=(), hand_sizes=(len(cards),) * 3
    )
    fields.update(changes)
    return attrs.evolve(view, **fields)


def _trick(*plays: tuple[int, str]) -> tuple[kc.Play, ...]:
    return tuple(kc.Play(seat, Card.parse(card)) for seat, card in plays)


def _choose(view: kc.View) -> Card:
    """What the bot plays from ``view``, offered exactly the cards the rules allow."""
    assert view.trump is not None and view.player is not None
    lead = view.trick[0].card if view.trick else None
    moves = tuple(kc.Play(view.player, card) for card in playable(view.hand, lead, view.trump))
    move = HeuristicBot()(view, moves)
    assert isinstance(move, kc.Play)
    return move.card


def test_it_names_the_suit_it_is_strongest_in() -> None:
    view = _view("JK JH JD AH 9H AC 7S", phase="name-trump", barred_suit=Suit.CLUBS, turned=None)
    moves = (kc.Pass(0), *(kc.NameTrump(0, suit) for suit in Suit if suit is not Suit.CLUBS))
    assert HeuristicBot()(view, moves) == kc.NameTrump(0, Suit.HEARTS)


def test_it_orders_up_a_strong_hand_and_passes_a_weak_one() -> None:
    turned = Card.parse("8S")
    strong = _view("JK JS JC AS 9S AH 7D", phase="order-up", turned=turned, turned_suit=Suit.SPADES)
    weak = _view("9S 7C 8C 10H 9H 8D 7D", phase="order-up", turned=turned, turned_suit=Suit.SPADES)
    moves = (kc.OrderUp(0), kc.Pass(0))
    assert HeuristicBot()(strong, moves) == kc.OrderUp(0)
    assert HeuristicBot()(weak, moves) == kc.Pass(0)


def test_it_discards_to_keep_trumps_and_make_a_void() -> None:
    view = _view("JK JS AS 9S 8S 7S AH 10D 9C 7H", phase="discard")
    thrown = set(HeuristicBot()(view, kc.moves.discard_moves(0, view.hand, 3)).cards)
    assert thrown == set(parse_cards("10D 9C 7H"))


def test_it_follows_suit_and_ducks_low_keeping_its_king() -> None:
    trick = _trick((1, "AD"), (2, "9D"))
    assert _choose(_view("KD 8D 9S AC 7H", Suit.SPADES, trick=trick)) == Card.parse("8D")


def test_it_wins_with_a_scoring_king_when_last() -> None:
    trick = _trick((1, "9D"), (2, "QD"))
    assert _choose(_view("AD KD 8D 9S 7H", Suit.SPADES, trick=trick)) == Card.parse("KD")


def test_it_wins_as_cheaply_as_it_can_when_last() -> None:
    trick = _trick((1, "9D"), (2, "8D"))
    assert _choose(_view("AD 10D 7D 9S 7H", Suit.SPADES, trick=trick)) == Card.parse("10D")


def test_it_trumps_a_trick_it_cannot_otherwise_win_when_void() -> None:
    trick = _trick((1, "AD"), (2, "7D"))
    assert _choose(_view("AS 9S AC 7H 8H", Suit.SPADES, trick=trick)) == Card.parse("9S")


def test_it_draws_trumps_with_the_top_trump() -> None:
    view = _view("JK JS 9S AC 7H 8H 10D", Suit.SPADES, maker=0)
    assert _choose(view) == Card.parse("JK")


def test_it_cashes_a_king_whose_ace_is_gone() -> None:
    history = (
        kc.TrickTaken(
            0, 1, ((0, Card.parse("AS")), (1, Card.parse("AH")), (2, Card.parse("7H"))), Card.parse("AS")
        ),
        kc.Played(0, Card.parse("AS")),
        kc.Played(1, Card.parse("AH")),
        kc.Played(2, Card.parse("7H")),
    )
    view = _view("KH 8C 9C 10D 7D QS", Suit.SPADES, history=history, hand_sizes=(6, 6, 6))
    assert _choose(view) == Card.parse("KH")


def test_a_hand_is_worth_more_in_its_long_suit() -> None:
    hand = parse_cards("JK JS JC AS 7S AH 7D")
    assert estimate(hand, Suit.SPADES) > estimate(hand, Suit.HEARTS) + 2


def test_it_beats_random_heads_up() -> None:
    result = arena(GAME, ["heuristic", "random"], games=24, seed=11, rules=kc.Rules(players=2))
    assert better(result, "heuristic", "random")

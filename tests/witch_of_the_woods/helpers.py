"""Stacked decks and short-hands for Witch of the Woods scenario tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.cards import Card, parse_cards
from cardtable.core import clockwise_from
from cardtable.witch_of_the_woods import Rules, State, apply_move, full_deck, new_game


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def stacked(
    hands: Mapping[int, str],
    camp: str,
    top: str = "",
    *,
    players: int = 4,
    dealer: int = 0,
    taking_part: Iterable[bool] | None = None,
    rest: Iterable[Card] | None = None,
) -> tuple[Card, ...]:
    """A deck order that deals ``hands`` (seat -> three cards), puts ``camp`` in the
    Camp and ``top`` on top of the remaining deck; the other cards follow in
    canonical order unless ``rest`` gives their order."""
    among = tuple(taking_part) if taking_part is not None else (True,) * players
    order = clockwise_from(dealer, players, among)
    dealt = {seat: cards(hands[seat]) for seat in order}
    camp_cards = cards(camp)
    assert len(camp_cards) == len(order), "the Camp holds one card per player taking part"
    deck = [dealt[seat][round_] for round_ in range(3) for seat in order]
    deck += camp_cards
    deck += cards(top)
    remaining = [card for card in (rest if rest is not None else full_deck()) if card not in deck]
    deck += remaining
    assert sorted(deck) == sorted(full_deck())
    return tuple(deck)


def game(
    hands: Mapping[int, str], camp: str, top: str = "", rules: Rules | None = None, seed: int = 0
) -> State:
    """A new game whose first hand is dealt from a stacked deck (seat 0 deals)."""
    rules = rules or Rules()
    return new_game(rules, seed=seed, deck=stacked(hands, camp, top, players=rules.players))


def play(state: State, *moves: object) -> State:
    for move in moves:
        state = apply_move(state, move)  # type: ignore[arg-type]
    return state
